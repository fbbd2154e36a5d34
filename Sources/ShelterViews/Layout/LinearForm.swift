import ShelterLayoutSolver

/// `Σ coefficient × variable + constant`, built up attribute by attribute: a constraint's two sides
/// become one form whose terms are merged, so a variable that appears on both sides (a view
/// related to its own superview) is one term.
struct LinearForm {
  /// The terms, each variable once, in the order first added.
  private(set) var terms: [(variable: LayoutVariable, coefficient: Double)] = []
  /// The constant.
  var constant: Double = 0

  init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
    for (variable, coefficient) in terms { add(variable, coefficient) }
    self.constant = constant
  }

  init(constant: Double) { self.constant = constant }

  /// Adds `coefficient × variable`, merging with a term of the same variable.
  mutating func add(_ variable: LayoutVariable, _ coefficient: Double) {
    if let index = terms.firstIndex(where: { $0.variable == variable }) {
      terms[index].coefficient += coefficient
      if terms[index].coefficient == 0 { terms.remove(at: index) }
    } else if coefficient != 0 {
      terms.append((variable, coefficient))
    }
  }

  /// Adds `factor × other`.
  mutating func add(_ other: LinearForm, times factor: Double) {
    for term in other.terms { add(term.variable, term.coefficient * factor) }
    constant += other.constant * factor
  }

  /// Turns every coefficient and the constant to its negative, terms in the same order.
  mutating func negate() {
    for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    constant = -constant
  }

  /// This form plus `factor × other`.
  func adding(_ other: LinearForm, times factor: Double) -> LinearForm {
    var copy = self
    copy.add(other, times: factor)
    return copy
  }

  /// This form plus a constant.
  func adding(constant c: Double) -> LinearForm {
    var copy = self
    copy.constant += c
    return copy
  }

  /// Whether both forms have the same variables with the same coefficients (constants aside), so
  /// a change between them is an edit of the constant.
  func sameTerms(as other: LinearForm) -> Bool {
    guard terms.count == other.terms.count else { return false }
    for (a, b) in zip(terms, other.terms) where a.variable != b.variable || a.coefficient != b.coefficient {
      return false
    }
    return true
  }

  /// The solver's form.
  var solverExpression: LayoutExpression { LayoutExpression(terms: terms, constant: constant) }
}

/// Rounding to a screen's pixel grid, as UIKit places solved frames: `round(v × scale) / scale`,
/// halves up (950.25 → 950.5 at 2x; 173.5 → 173.667 at 3x).
package enum PixelGrid {
  /// The value on the grid; `scale` `nil` or not positive leaves it as it is.
  package static func round(_ value: Double, scale: Double?) -> Double {
    guard let scale, scale > 0, value.isFinite else { return value }
    // A hair above one half absorbs float noise, so 10.25 solved as 10.2499999999 still rounds up.
    return (value * scale + 0.5 + 1e-9).rounded(.down) / scale
  }
}
