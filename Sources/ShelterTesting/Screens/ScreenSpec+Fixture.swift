public import Shelter

extension ScreenSpec {
  /// The screen as readable fixture JSON (`shelter-fixture/1`, no steps), by the fixture's own
  /// writer, so `shelter simulate` plays the same screen a ``Scenario`` plays: a screen on a device
  /// keeps its device, orientation and ``keyboardMode``.
  ///
  /// Throws ``ScenarioError/unknownDevice(_:)``, ``ScenarioError/nonFiniteNumber(id:field:)`` or
  /// ``ScenarioError/invalidScreen(name:path:message:)``.
  public func fixtureJSON() throws(ScenarioError) -> String {
    var fixture = try fixture()
    if let device = try device() {
      fixture.device = device.id
      fixture.orientation = orientation
      fixture.keyboardMode = keyboardMode
    }
    return fixture.jsonText(pretty: true)
  }

  /// The screen as a validated ``/Shelter/Fixture``: every view's layout resolved in its superview's size.
  ///
  /// Throws ``ScenarioError/invalidScreen(name:path:message:)`` when the description breaks a
  /// fixture rule (a duplicate id, a negative size, a second first responder), naming the JSON path,
  /// ``ScenarioError/nonFiniteNumber(id:field:)`` for a frame or content size that is not finite,
  /// and ``ScenarioError/invalidConstraint(screen:view:constraint:message:)`` for a constraint
  /// written on a view that cannot be made.
  public func fixture() throws(ScenarioError) -> Fixture {
    let (size, safeArea) = try screen()
    let frame = windowFrame ?? Rect(origin: .zero, size: size)
    var fixture = Fixture(name: name, screenSize: size, safeArea: safeArea, windowFrame: frame)
    var written: [(node: Int, constraints: [ConstraintSpec])] = []
    fixture.nodes = try ScreenSpec.nodes(of: controller, in: frame.size, constraints: &written)
    if !written.isEmpty { try installConstraints(written, in: &fixture.nodes) }
    do {
      try fixture.validate()
    } catch {
      throw .invalidScreen(name: name, path: error.path, message: error.message)
    }
    return fixture
  }

  /// The screen as designed for its own placement, laid out for a device held one way: the
  /// window and full-screen root views take the device's size, their subviews follow their
  /// ``ViewSpec/autoresizing(_:)`` masks, and the safe area is the device's.
  ///
  ///     // A 320 × 480 design with a W+TM bar at y 431, on an iPhone 15 Pro Max: the bar at
  ///     // (0, 883; 430 × 49).
  ///     try screen.fixture(on: "iphone-15-pro-max")
  ///
  /// Throws ``ScenarioError/unknownDevice(_:)`` for an id no profile has, and what ``fixture()``
  /// throws.
  public func fixture(on deviceID: String, orientation: Orientation = .portrait) throws(ScenarioError)
    -> Fixture
  {
    guard let profile = DeviceProfile.named(deviceID) else { throw .unknownDevice(deviceID) }
    return try fixture().onDevice(profile, orientation: orientation)
  }

  /// Builds the live screen: application, window, controllers with keyboard avoidance, views.
  ///
  /// The same ``/Shelter/Scene`` `shelter simulate` builds from ``fixture()``.
  public func makeScene(policy: AvoidancePolicyID = .shelter) throws(ScenarioError) -> Scene {
    let fixture = try fixture()
    do {
      return try Scene(fixture: fixture, policy: policy)
    } catch {
      throw .invalidScreen(name: name, path: error.path, message: error.message)
    }
  }

  /// What is left to turn into fixture nodes, the next item last.
  private enum Work {
    case view(ViewSpec.Node, parent: Int, in: Size)
    case controller(ControllerSpec, parent: Int?, in: Size)
  }

  /// The fixture nodes of a controller and everything under it, in pre-order, with an explicit
  /// stack so any depth works; the constraints written on views are collected with their node's
  /// index, to be installed once every id is known.
  static func nodes(
    of top: ControllerSpec, in size: Size, constraints: inout [(node: Int, constraints: [ConstraintSpec])]
  ) throws(ScenarioError) -> [FixtureNode] {
    var nodes: [FixtureNode] = []
    var stack: [Work] = [.controller(top, parent: nil, in: size)]
    while let work = stack.popLast() {
      switch work {
      case .controller(let controller, let parent, let size):
        var node = FixtureNode(id: controller.id, role: .controller, parent: parent)
        node.avoidance = controller.avoidance
        node.presentation = controller.presentation
        node.additionalSafeArea = controller.additionalSafeArea
        node.modalPresentationStyle = controller.modalPresentationStyle
        node.preferredContentSize = controller.preferredContentSize
        nodes.append(node)
        stack.append(.view(controller.view.node, parent: nodes.count - 1, in: size))
      case .view(let spec, let parent, let size):
        var node = spec.fields
        node.parent = parent
        node.frame = spec.layoutRect(in: size, inView: nodes[parent].kind != nil)
        if spec.statesContentOffset { node.statesBoundsOrigin = true }
        let frame = node.frame
        guard [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
        else {
          throw .nonFiniteNumber(id: spec.id, field: "frame")
        }
        if let sizing = spec.contentSizing {
          let content = ViewSpec.contentSize(sizing, subviews: spec.subviews, bounds: frame.size)
          guard content.width.isFinite, content.height.isFinite else {
            throw .nonFiniteNumber(id: spec.id, field: "contentSize")
          }
          node.contentSize = content
        }
        nodes.append(node)
        let index = nodes.count - 1
        if !spec.constraints.isEmpty { constraints.append((index, spec.constraints)) }
        for child in spec.subviews.reversed() {
          if let controller = child.controller {
            stack.append(.controller(controller, parent: index, in: frame.size))
          } else {
            stack.append(.view(child, parent: index, in: frame.size))
          }
        }
      }
    }
    return nodes
  }
}
