/// A connected group of symbols; pivots, objectives and repairs never look outside it.
struct LayoutComponent {
  /// Union-find parent; a root points to itself.
  var parent: Int32
  /// Symbols owned, used to merge the smaller group into the larger.
  var size: Int
  /// Objective rows, one per distinct priority in use (any order; looked up by priority).
  var levels: [ComponentLevel] = []
  /// Restricted rows whose constants went out of bounds, for the dual simplex.
  var infeasible: [Int32] = []
  /// Symbols whose objective coefficients changed since they were last judged non-improving.
  var dirty: [Int32] = []
}
