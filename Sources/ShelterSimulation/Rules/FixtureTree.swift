import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterValues
import ShelterViews

/// A fixture's nodes indexed by id, to answer which controller's settings apply to a field, from
/// the fixture's own settings rather than from a policy.
struct FixtureTree {
  let nodes: [FixtureNode]
  let indexByID: [String: Int]

  init(_ fixture: Fixture) {
    nodes = fixture.nodes
    var indexByID: [String: Int] = [:]
    for (index, node) in fixture.nodes.enumerated() {
      indexByID[node.id] = index
    }
    self.indexByID = indexByID
  }

  /// The controllers above a node, nearest first.
  func controllers(above index: Int) -> [Int] {
    var result: [Int] = []
    var current = nodes[index].parent
    while let i = current {
      if case .controller = nodes[i].role { result.append(i) }
      current = nodes[i].parent
    }
    return result
  }

  /// The settings that apply to a field: those of the nearest controller that has an avoidance
  /// attachment (the window's controller always has one, nested ones when the fixture gives them
  /// settings).
  func settings(above index: Int) -> AvoidanceSettings {
    for i in controllers(above: index) where nodes[i].avoidance != nil || nodes[i].parent == nil {
      return nodes[i].avoidance ?? AvoidanceSettings()
    }
    return AvoidanceSettings()
  }

  /// Whether a live view draws a visible background: its node's `backgroundColor` has an alpha
  /// above 0. A view the fixture does not name draws none.
  func drawsBackground(_ view: View) -> Bool {
    guard let id = view.identifier, let index = indexByID[id] else { return false }
    return nodes[index].backgroundColor?.isVisible ?? false
  }

  /// The context of the focused field `view` (fixture id `id`) in the scene as it is now; `free`
  /// is the keyboard-free twin, where the field's original place and the visible top are measured.
  func context(for view: View, id: String, in scene: Scene, free: Scene?) -> FieldContext {
    func rects(_ view: View) -> (rect: Rect, caret: Rect?) {
      let rect = (try? view.convert(view.bounds, to: nil)) ?? .zero
      return (rect, (view as? TextView)?.caretRect.flatMap { try? view.convert($0, to: nil) })
    }
    let now = rects(view)
    let twin = free.flatMap { free in free.viewsByID[id].map { (free, $0) } }
    let rest = twin.map { rects($0.1) }
    let visibleTop =
      twin.map { KeyboardGeometry.visibleTop(above: $0.1, in: $0.0.window) }
      ?? KeyboardGeometry.visibleTop(above: view, in: scene.window)
    var context = FieldContext(
      rect: now.rect, caret: now.caret, restRect: rest?.rect, restCaret: rest?.caret, isEnabled: false,
      distance: Checker.defaultDistance, visibleTop: visibleTop)
    // The nearest scroll view around the field, resting at the least offset its inset allows.
    var ancestor = view.superview
    while let current = ancestor {
      if let scroll = current as? ScrollView, current.kind.isScrollable {
        context.scrollsNoFurtherDown =
          scroll.contentOffset.y <= -scroll.adjustedContentInset.top + AvoidanceRules.tolerance
        context.scrollsNoFurtherUp =
          scroll.contentOffset.y >= scroll.maximumContentOffset.y - AvoidanceRules.tolerance
        break
      }
      ancestor = current.superview
    }
    // The bottom edge of the field's scroll view on the keyboard-free screen: one that ends above
    // the keyboard (pinned to a bar on the keyboard layout guide) hides what passes it.
    if let field = twin?.1 {
      var ancestor = field.superview
      while let current = ancestor {
        if current is ScrollView, current.kind.isScrollable {
          context.scrollBottom = (try? current.convert(current.bounds, to: nil))?.maxY
          context.scrollID = current.identifier
          break
        }
        ancestor = current.superview
      }
    }
    guard let index = indexByID[id] else { return context }
    let settings = settings(above: index)
    let own = nodes[index].fieldAvoidance
    context.isEnabled = settings.acts(for: own)
    context.isPlacedByKeyboardGuide = KeyboardGeometry.isPlacedByKeyboardGuide(view)
    context.distance = own?.distance ?? settings.distance
    return context
  }
}
