/// Handle of a constraint added to a `LayoutSolver`; never reused after removal.
package struct LayoutConstraintID: Hashable, Sendable {
  package let index: Int32

  package init(index: Int32) {
    self.index = index
  }
}
