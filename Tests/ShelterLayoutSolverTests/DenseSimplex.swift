/// Textbook dense two-phase simplex with Bland's rule: minimises `c·z` subject to `A z = b`,
/// `z ≥ 0`. Slow and simple on purpose; it is the yardstick for the sparse solver.
enum DenseSimplex {
  enum Outcome {
    case infeasible
    case unbounded
    case optimal(value: Double, solution: [Double])
  }

  static let tolerance = 1.0e-9

  static func minimize(_ cost: [Double], _ matrix: [[Double]], _ rhs: [Double]) -> Outcome {
    let rowCount = matrix.count
    let columnCount = cost.count
    let width = columnCount + rowCount + 1
    var table = [[Double]](repeating: [Double](repeating: 0, count: width), count: rowCount)
    var basis = [Int](repeating: 0, count: rowCount)
    for row in 0..<rowCount {
      let sign = rhs[row] < 0 ? -1.0 : 1.0
      for column in 0..<columnCount { table[row][column] = sign * matrix[row][column] }
      table[row][columnCount + row] = 1
      table[row][width - 1] = sign * rhs[row]
      basis[row] = columnCount + row
    }
    var phaseOneCost = [Double](repeating: 0, count: columnCount + rowCount)
    for row in 0..<rowCount { phaseOneCost[columnCount + row] = 1 }
    _ = run(&table, &basis, cost: phaseOneCost, allowed: columnCount + rowCount)
    var infeasibility = 0.0
    for row in table.indices where basis[row] >= columnCount {
      infeasibility += table[row][width - 1]
    }
    if infeasibility > 1.0e-7 { return .infeasible }
    var row = 0
    while row < table.count {
      if basis[row] < columnCount {
        row += 1
        continue
      }
      if let column = (0..<columnCount).first(where: { abs(table[row][$0]) > tolerance }) {
        pivot(&table, row: row, column: column)
        basis[row] = column
        row += 1
      } else {
        table.remove(at: row)
        basis.remove(at: row)
      }
    }
    let phaseTwoCost = cost + [Double](repeating: 0, count: rowCount)
    if !run(&table, &basis, cost: phaseTwoCost, allowed: columnCount) { return .unbounded }
    var solution = [Double](repeating: 0, count: columnCount)
    for row in table.indices where basis[row] < columnCount {
      solution[basis[row]] = table[row][width - 1]
    }
    var value = 0.0
    for column in 0..<columnCount { value += cost[column] * solution[column] }
    return .optimal(value: value, solution: solution)
  }

  /// Pivots until no allowed column has a negative reduced cost; false when unbounded.
  private static func run(
    _ table: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int
  ) -> Bool {
    let width = table.first?.count ?? 0
    for _ in 0..<10_000 {
      var entering = -1
      for column in 0..<allowed where !basis.contains(column) {
        var reduced = cost[column]
        for row in table.indices { reduced -= cost[basis[row]] * table[row][column] }
        if reduced < -tolerance {
          entering = column
          break
        }
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for row in table.indices where table[row][entering] > tolerance {
        let ratio = table[row][width - 1] / table[row][entering]
        if leaving < 0 || ratio < best - tolerance
          || (abs(ratio - best) <= tolerance && basis[row] < basis[leaving])
        {
          best = ratio
          leaving = row
        }
      }
      if leaving < 0 { return false }
      pivot(&table, row: leaving, column: entering)
      basis[leaving] = entering
    }
    return true
  }

  private static func pivot(_ table: inout [[Double]], row: Int, column: Int) {
    let scale = table[row][column]
    for index in table[row].indices { table[row][index] /= scale }
    for other in table.indices where other != row {
      let factor = table[other][column]
      if factor == 0 { continue }
      for index in table[other].indices { table[other][index] -= factor * table[row][index] }
    }
  }
}
