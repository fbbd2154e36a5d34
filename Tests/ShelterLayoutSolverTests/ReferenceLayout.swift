import ShelterLayoutSolver

/// A dense constraint for the reference solver: `Σ coefficients[i]·x[i] + constant RELATION 0`.
struct ReferenceConstraint {
  var coefficients: [Double]
  var constant: Double
  var relation: LayoutRelation
  var priority: Double

  var isRequired: Bool { priority >= 1000 }

  func evaluate(_ values: [Double]) -> Double {
    var total = constant
    for (index, coefficient) in coefficients.enumerated() { total += coefficient * values[index] }
    return total
  }

  /// How far `values` are from satisfying the constraint (absolute error).
  func error(_ values: [Double]) -> Double {
    let residual = evaluate(values)
    switch relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
  }
}

/// Brute-force lexicographic solve: for each priority level from the highest, minimise that
/// level's total absolute error subject to the required constraints and the earlier levels'
/// optima; then bound each variable to see whether the optimum fixes it.
struct ReferenceLayout {
  /// Optimal total error per optional priority.
  var levelErrors: [Double: Double] = [:]
  /// The variable's value where every optimum agrees on it, else nil.
  var uniqueValues: [Double?] = []

  static func isFeasible(variableCount: Int, _ constraints: [ReferenceConstraint]) -> Bool {
    let problem = Problem(
      variableCount: variableCount, constraints: constraints.filter(\.isRequired))
    return problem.minimize(errorsAt: nil) != nil
  }

  /// nil when the required constraints are infeasible.
  static func solve(variableCount: Int, _ constraints: [ReferenceConstraint]) -> ReferenceLayout? {
    var problem = Problem(variableCount: variableCount, constraints: constraints)
    var result = ReferenceLayout()
    let levels = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    for level in levels {
      guard let optimum = problem.minimize(errorsAt: level) else { return nil }
      result.levelErrors[level] = optimum
      problem.bound(level: level, by: optimum + 1.0e-7)
    }
    if levels.isEmpty && problem.minimize(errorsAt: nil) == nil { return nil }
    for variable in 0..<variableCount {
      let low = problem.extreme(of: variable, sign: 1)
      let high = problem.extreme(of: variable, sign: -1).map { -$0 }
      if let low, let high, high - low <= 1.0e-5 {
        result.uniqueValues.append((low + high) / 2)
      } else {
        result.uniqueValues.append(nil)
      }
    }
    return result
  }

  /// Standard-form LP: columns are x⁺, x⁻ per variable, then per constraint a slack and an error
  /// pair as needed, then one slack per bounded level.
  struct Problem {
    var variableCount: Int
    var columnCount: Int
    var rows: [[Int: Double]] = []
    var rhs: [Double] = []
    var errorColumns: [Double: [Int]] = [:]

    init(variableCount: Int, constraints: [ReferenceConstraint]) {
      self.variableCount = variableCount
      columnCount = 2 * variableCount
      for constraint in constraints {
        var row: [Int: Double] = [:]
        for (index, coefficient) in constraint.coefficients.enumerated() where coefficient != 0 {
          row[index] = coefficient
          row[variableCount + index] = -coefficient
        }
        let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
        if constraint.relation != .equal {
          row[columnCount] = sign
          columnCount += 1
        }
        if !constraint.isRequired {
          if constraint.relation == .equal {
            row[columnCount] = -1
            row[columnCount + 1] = 1
            errorColumns[constraint.priority, default: []] += [columnCount, columnCount + 1]
            columnCount += 2
          } else {
            row[columnCount] = -sign
            errorColumns[constraint.priority, default: []].append(columnCount)
            columnCount += 1
          }
        }
        rows.append(row)
        rhs.append(-constraint.constant)
      }
    }

    mutating func bound(level: Double, by limit: Double) {
      var row: [Int: Double] = [:]
      for column in errorColumns[level] ?? [] { row[column] = 1 }
      row[columnCount] = 1
      columnCount += 1
      rows.append(row)
      rhs.append(limit)
    }

    func dense() -> [[Double]] {
      rows.map { row in
        var dense = [Double](repeating: 0, count: columnCount)
        for (column, value) in row { dense[column] = value }
        return dense
      }
    }

    func minimize(errorsAt level: Double?) -> Double? {
      var cost = [Double](repeating: 0, count: columnCount)
      if let level { for column in errorColumns[level] ?? [] { cost[column] = 1 } }
      if case .optimal(let value, _) = DenseSimplex.minimize(cost, dense(), rhs) { return value }
      return nil
    }

    /// min of `sign·x[variable]`, nil when unbounded.
    func extreme(of variable: Int, sign: Double) -> Double? {
      var cost = [Double](repeating: 0, count: columnCount)
      cost[variable] = sign
      cost[variableCount + variable] = -sign
      if case .optimal(let value, _) = DenseSimplex.minimize(cost, dense(), rhs) { return value }
      return nil
    }
  }
}
