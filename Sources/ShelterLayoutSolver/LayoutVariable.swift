/// A solver unknown; `index` is dense in creation order so callers can key arrays by it.
package struct LayoutVariable: Hashable, Sendable {
  package let index: Int32

  package init(index: Int32) {
    self.index = index
  }
}
