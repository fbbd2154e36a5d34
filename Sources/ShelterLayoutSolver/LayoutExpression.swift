/// A linear form `Σ coefficient·variable + constant`; constraints compare it with zero.
package struct LayoutExpression: Sendable {
  package var terms: [(variable: LayoutVariable, coefficient: Double)]
  package var constant: Double

  package init(terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// `coefficient·variable + constant`, the shape of most pins.
  package init(_ variable: LayoutVariable, coefficient: Double = 1, constant: Double = 0) {
    self.terms = [(variable, coefficient)]
    self.constant = constant
  }

  /// Appends `coefficient·variable`; repeated variables are summed by the solver.
  package mutating func add(_ variable: LayoutVariable, _ coefficient: Double = 1) {
    terms.append((variable, coefficient))
  }
}

extension LayoutExpression: Equatable {
  /// The same terms in the same order and the same constant, bit for bit: how a caller finds
  /// which of its rows an add the solver refused was (`LayoutSolverFailure.refused`).
  package static func == (lhs: LayoutExpression, rhs: LayoutExpression) -> Bool {
    lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy {
        $0.variable == $1.variable && $0.coefficient == $1.coefficient
      }
  }
}
