public import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
import ShelterValues
public import ShelterViews

extension Fixture {
  /// Describes a live window, an app's own screen (`ShelterUIKit.host(_:on:_:)`'s), as a fixture, so
  /// ``Checker/init(fixture:hosting:samplesPerSecond:)`` can judge the app's own keyboard handling
  /// by the same rules as every library's.
  ///
  /// Describe the screen as hosted, before the keyboard shows: the description is where the views
  /// rest without a keyboard. Each view is named by its `identifier` (UIKit's
  /// `accessibilityIdentifier`), else by its kind and a count (`textField1`, `button2`), and the
  /// live view takes that name, so steps can name it (`.focus(field.identifier!)`). One walk, with
  /// an explicit stack: a tree of any depth is described without recursion.
  public init(hosting window: Window, name: String = "hosted", steps: [FixtureStep] = []) {
    let screen = window.application.screen
    self.init(
      name: name, screenSize: screen.size, safeArea: screen.safeAreaInsets, windowFrame: window.frame,
      nodes: Self.nodes(describing: window), steps: steps)
    scale = screen.scale
    let keyboard = window.application.keyboard
    device = keyboard.device?.id
    orientation = keyboard.orientation
    keyboardMode = keyboard.mode
  }

  /// The window's root view (its controller's, which comes first) and everything under it, in
  /// pre-order, naming every live view by the node's id.
  private static func nodes(describing window: Window) -> [FixtureNode] {
    var nodes: [FixtureNode] = []
    var names = HostedNames()
    let roots = window.rootViewController.map { [$0.view] } ?? window.subviews
    var stack: [(view: View, parent: Int?)] = roots.reversed().map { ($0, nil) }
    while let (view, parent) = stack.popLast() {
      var viewParent = parent
      if let controller = view.viewController {
        var node = FixtureNode(
          id: names.name(stated: controller.identifier, kind: "controller"), role: .controller, parent: parent
        )
        controller.identifier = node.id
        node.additionalSafeArea = controller.additionalSafeAreaInsets
        nodes.append(node)
        viewParent = nodes.count - 1
      }
      var node = FixtureNode(
        id: names.name(stated: view.identifier, kind: view.kind.rawValue), role: .view(view.kind),
        parent: viewParent)
      view.identifier = node.id
      // What a view and its node spell alike, read as it is.
      copyProperties(
        from: view, to: &node, (\.bounds, \.bounds), (\.anchorPoint, \.anchorPoint), (\.center, \.center),
        (\.transform, \.transform), (\.tag, \.tag), (\.isHidden, \.isHidden), (\.alpha, \.alpha),
        (\.clipsToBounds, \.clipsToBounds), (\.backgroundColor, \.backgroundColor), (\.isOpaque, \.isOpaque),
        (\.isFirstResponder, \.isFirstResponder))
      node.className = String(describing: type(of: view))
      if let scroll = view as? ScrollView {
        node.contentSize = scroll.contentSize
        node.contentInset = scroll.contentInset
        node.contentInsetAdjustmentBehavior = scroll.contentInsetAdjustmentBehavior
        node.alwaysBounceVertical = scroll.alwaysBounceVertical
        node.alwaysBounceHorizontal = scroll.alwaysBounceHorizontal
        node.statesBoundsOrigin = true
      }
      if let textView = view as? TextView {
        node.text = textView.text.isEmpty ? nil : textView.text
        node.caret = textView.caretRect
        node.isEnabled = textView.isEditable
      }
      if let field = view as? TextField {
        node.text = field.text.isEmpty ? nil : field.text
        node.placeholder = field.placeholder
        node.isEnabled = field.isEnabled
      }
      if let label = view as? Label { node.text = label.text }
      nodes.append(node)
      let index = nodes.count - 1
      stack.append(contentsOf: view.subviews.reversed().map { ($0, index) })
    }
    return nodes
  }
}

/// Unique fixture ids for a hosted screen's views: a stated identifier as it is (a repeat gains
/// `-2`, `-3`…), an unnamed view its kind and a count per kind.
private struct HostedNames {
  private var used: Set<String> = []
  private var counts: [String: Int] = [:]

  mutating func name(stated: String?, kind: String) -> String {
    if let stated, used.insert(stated).inserted { return stated }
    let base = stated.map { $0 + "-" } ?? kind
    var count = counts[base, default: stated == nil ? 0 : 1]
    var name: String
    repeat {
      count += 1
      name = base + String(count)
    } while !used.insert(name).inserted
    counts[base] = count
    return name
  }
}

extension Simulation {
  /// Plays an app's own screen: the live `window` that `fixture` (``Fixture/init(hosting:name:steps:)``)
  /// describes, its handlers the only avoidance (``AvoidancePolicyID/app``).
  ///
  /// Throws a ``FixtureError`` at the node's path when a view the fixture names is not in the window,
  /// or is no longer where the fixture describes it (a window already played: host it again).
  package init(adopting window: Window, fixture: Fixture, samplesPerSecond: Int?) throws(FixtureError) {
    if !fixture.isKnownValid { try fixture.validate() }
    if let samplesPerSecond, samplesPerSecond <= 0 {
      throw FixtureError(path: "$", message: "samples per second must be positive, found \(samplesPerSecond)")
    }
    let scene = Scene(adopting: window, fixture: fixture, keepsTime: samplesPerSecond != nil)
    let found = Set(scene.viewIDs)
    if let missing = fixture.nodes.indices.first(where: {
      fixture.nodes[$0].kind != nil && !found.contains(fixture.nodes[$0].id)
    }) {
      throw FixtureError(
        path: fixture.path(of: missing),
        message: "no view of the hosted window is named '\(fixture.nodes[missing].id)'")
    }
    let byID = scene.viewsByID
    for (index, node) in fixture.nodes.enumerated() where node.kind != nil {
      guard let view = byID[node.id] else { continue }
      let tolerance = AvoidanceRules.tolerance
      let moved =
        abs(view.center.x - node.center.x) > tolerance || abs(view.center.y - node.center.y) > tolerance
        || abs(view.bounds.width - node.bounds.width) > tolerance
        || abs(view.bounds.height - node.bounds.height) > tolerance
      if moved || view.isFirstResponder != node.isFirstResponder {
        throw FixtureError(
          path: fixture.path(of: index),
          message:
            "the hosted window's '\(node.id)' is no longer as described: a hosted window is played once, host it again"
        )
      }
    }
    self.scene = scene
    self.samplesPerSecond = samplesPerSecond
  }
}

extension Checker {
  /// Judges an app's own screen: plays `fixture`'s steps on the live `window` it describes
  /// (``Fixture/init(hosting:name:steps:)``), with the app's handlers as the policy under test
  /// (``AvoidancePolicyID/app``), by the same rules and the same play-and-judge loop as every
  /// library's. The keyboard-free screen the rules measure against is the description itself.
  ///
  ///     let screen = ShelterUIKit.host(LoginViewController(), on: .iPhone16)
  ///     var fixture = Fixture(hosting: screen.window, name: "login")
  ///     fixture.steps = [.focus("password")]   // the field's accessibilityIdentifier
  ///     let violations = try Checker(fixture: fixture, hosting: screen.window).run()
  ///
  /// A hosted window is played once: its views keep where the steps left them.
  public init(fixture: Fixture, hosting window: Window, samplesPerSecond: Int? = nil) {
    self.fixture = fixture
    policy = .app
    self.samplesPerSecond = samplesPerSecond
    judgesLayout = false
    hosted = window
  }
}
