import ShelterGeometry
import ShelterViews
import Testing

/// Walking a subtree: depth-first pre-order, each view before its subviews, subviews back to front.
@Suite("Traversal")
struct TraversalTests {
  /// A [B [D, E], C [F [G]]] with kinds chosen to filter on:
  /// B and F are text fields, E is a label, the rest plain views.
  static func makeTree() -> View {
    func make(_ name: String, _ view: View = View(), tag: Int = 0, children: [View] = []) -> View {
      view.identifier = name
      view.tag = tag
      for child in children { try! view.addSubview(child) }
      return view
    }
    return make(
      "A",
      children: [
        make("B", TextField(), tag: 1, children: [make("D", tag: 1), make("E", Label())]),
        make("C", children: [make("F", TextField(), tag: 1, children: [make("G")])]),
      ])
  }

  static func names(_ views: some Sequence<View>) -> String {
    views.map { $0.identifier ?? "?" }.joined()
  }

  @Test func subtreeIsPreOrderBackToFront() {
    let tree = Self.makeTree()
    #expect(Self.names(tree.subtree) == "ABDECFG")
    #expect(Self.names(tree.subviews[1].subtree) == "CFG")
    #expect(Self.names(View().subtree.map { _ in tree }) == "A")
  }

  @Test func orderFollowsSubviewOrder() {
    let tree = Self.makeTree()
    tree.bringSubviewToFront(tree.subviews[0])
    #expect(Self.names(tree.subtree) == "ACFGBDE")
  }

  @Test func viewsOfKind() {
    let tree = Self.makeTree()
    #expect(Self.names(tree.views(ofKind: .textField)) == "BF")
    #expect(Self.names(tree.views(ofKind: .label)) == "E")
    #expect(Self.names(tree.views(ofKind: .view)) == "ADCG")
    #expect(tree.views(ofKind: .button).isEmpty)
  }

  @Test func viewsWhere() throws {
    let tree = Self.makeTree()
    #expect(Self.names(tree.views { $0.tag == 1 }) == "BDF")
    #expect(Self.names(tree.views { $0.subviews.isEmpty }) == "DEG")
    #expect(tree.first { $0.tag == 1 }?.identifier == "B")
    #expect(tree.first { $0.tag == 9 } == nil)
    // A throwing predicate passes its error on.
    struct Stop: Error {}
    #expect(throws: Stop.self) { try tree.views { _ in throw Stop() } }
  }

  @Test func walksAreLazy() {
    // The sequence visits only as far as asked.
    let tree = Self.makeTree()
    var iterator = tree.subtree.makeIterator()
    #expect(iterator.next()?.identifier == "A")
    #expect(iterator.next()?.identifier == "B")
    #expect(Self.names(tree.subtree.prefix(4)) == "ABDE")
  }
}
