import ShelterGeometry
import ShelterKeyboard
import ShelterViews

/// What the checker needs to know about the focused field, in window space.
struct FieldContext {
  /// The field's frame now.
  var rect: Rect
  /// A text view's caret now, if it has one.
  var caret: Rect?
  /// Whether avoidance is on for the field: its controller's settings and its own.
  var isEnabled: Bool
  /// The gap to keep above the keyboard.
  var distance: Double
  /// The highest y the field may be moved to.
  var visibleTop: Double
}

/// A fixture's nodes indexed by id, to answer which controller handles a field and where the
/// visible area starts, from the fixture's own settings rather than from a policy.
struct FixtureTree {
  let nodes: [FixtureNode]
  let indexByID: [String: Int]
  /// For each controller node, the index of its root view.
  let rootViewOfController: [Int: Int]

  init(_ fixture: Fixture) {
    nodes = fixture.nodes
    var indexByID: [String: Int] = [:]
    var roots: [Int: Int] = [:]
    for (index, node) in fixture.nodes.enumerated() {
      indexByID[node.id] = index
      if let parent = node.parent, case .controller = fixture.nodes[parent].role, roots[parent] == nil {
        roots[parent] = index
      }
    }
    self.indexByID = indexByID
    rootViewOfController = roots
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

  /// The highest window y a field may reach: for a field in a form sheet the sheet's top as loaded
  /// (plus navigation bars inside it); otherwise the window's safe-area top plus the tallest
  /// `additionalSafeArea` top of the controllers above the field.
  func visibleTop(above index: Int, windowSafeTop: Double, loadFrames: FrameTable) -> Double {
    var extra = 0.0
    for i in controllers(above: index) {
      let node = nodes[i]
      extra = max(extra, node.additionalSafeArea.top)
      if node.presentation == .formSheet, let root = rootViewOfController[i],
        let sheet = loadFrames[nodes[root].id]
      {
        return max(windowSafeTop, sheet.minY + extra)
      }
    }
    return windowSafeTop + extra
  }

  /// The context of the focused field `view` (fixture id `id`) in the scene as it is now.
  func context(for view: View, id: String, in scene: Scene, loadFrames: FrameTable) -> FieldContext {
    let rect = (try? view.convert(view.bounds, to: nil)) ?? .zero
    let caret = (view as? TextView)?.caretRect.flatMap { try? view.convert($0, to: nil) }
    guard let index = indexByID[id] else {
      return FieldContext(
        rect: rect, caret: caret, isEnabled: false, distance: Checker.defaultDistance,
        visibleTop: scene.window.windowSafeAreaInsets.top)
    }
    let settings = settings(above: index)
    let own = nodes[index].fieldAvoidance
    return FieldContext(
      rect: rect, caret: caret,
      isEnabled: settings.isEnabled && settings.strategy != .none && own?.isEnabled != false,
      distance: own?.distance ?? settings.distance,
      visibleTop: visibleTop(
        above: index, windowSafeTop: scene.window.windowSafeAreaInsets.top, loadFrames: loadFrames))
  }
}
