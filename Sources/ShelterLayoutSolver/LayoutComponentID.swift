/// Handle of a connected group of a `LayoutSolver`'s variables: an edit changes values only
/// inside its group. Stable until the next `add` merges groups.
package struct LayoutComponentID: Hashable, Sendable {
  package let index: Int32

  package init(index: Int32) {
    self.index = index
  }
}
