public import Shelter

extension ScreenSpec {
  /// The screen as fixture JSON (`shelter-fixture/1`, no steps), on one line.
  ///
  /// Save it to a file and `shelter simulate` plays the same screen. Settings the format has no
  /// field for are written under `x-` keys, which loaders ignore. Throws
  /// ``ScenarioError/unknownDevice(_:)`` or ``ScenarioError/nonFiniteNumber(id:field:)``.
  public func fixtureJSON() throws(ScenarioError) -> String {
    let (size, safeArea) = try screen()
    let frame = windowFrame ?? Rect(origin: .zero, size: size)
    var writer = FixtureTextWriter()
    writer.open("{")
    writer.key("format")
    writer.string(Fixture.formatTag)
    writer.key("name")
    writer.string(name)
    writer.key("screen")
    writer.open("{")
    writer.key("size")
    try writer.numbers([size.width, size.height], id: name, field: "screen size")
    writer.key("safeArea")
    try writer.numbers(
      [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right], id: name, field: "safe area")
    writer.close("}")
    writer.key("window")
    writer.open("{")
    writer.key("frame")
    try writer.rect(frame, id: name, field: "window frame")
    writer.key("controller")
    try writer.write(controller, in: frame.size)
    writer.close("}")
    writer.close("}")
    return writer.text
  }

  /// The screen as a decoded, validated ``/Shelter/Fixture``, exactly what loading ``fixtureJSON()`` gives.
  ///
  /// Throws ``ScenarioError/invalidScreen(name:path:message:)`` when the description breaks a
  /// fixture rule (a duplicate id, a negative size, a second first responder), naming the JSON path.
  public func fixture() throws(ScenarioError) -> Fixture {
    let json = try fixtureJSON()
    do {
      return try Fixture(json: json)
    } catch {
      throw .invalidScreen(name: name, path: error.path, message: error.message)
    }
  }

  /// Builds the live screen: application, window, controllers with keyboard avoidance, views.
  ///
  /// The same ``/Shelter/Scene`` `shelter simulate` builds from the fixture, plus the settings fixtures have
  /// no field for (navigation index, disabled, focusable, tag, placeholder). `policy` names the
  /// avoidance policy (`shelter`, `recipe1` … `recipe4`).
  public func makeScene(policy: String = "shelter") throws(ScenarioError) -> Scene {
    let fixture = try fixture()
    let scene: Scene
    do {
      scene = try Scene(fixture: fixture, policy: policy)
    } catch {
      throw .invalidScreen(name: name, path: error.path, message: error.message)
    }
    applyExtras(to: scene)
    return scene
  }

  /// Every view description with settings the fixture cannot carry, by id.
  var extras: [(id: String, extras: ViewSpec.Extras)] {
    var result: [(id: String, extras: ViewSpec.Extras)] = []
    var stack: [ViewSpec.Node] = [controller.view.node]
    while let node = stack.popLast() {
      if !node.extras.isEmpty { result.append((node.id, node.extras)) }
      if let root = node.controller?.view.node { stack.append(root) }
      stack.append(contentsOf: node.subviews.reversed())
    }
    return result
  }

  /// Sets the settings fixtures have no field for on the live views.
  func applyExtras(to scene: Scene) {
    ScreenSpec.apply(extras, to: scene)
  }

  static func apply(_ extras: [(id: String, extras: ViewSpec.Extras)], to scene: Scene) {
    for (id, settings) in extras {
      guard let view = scene.viewsByID[id] else { continue }
      if let index = settings.navigationIndex { view.navigationIndex = index }
      if let allows = settings.allowsFirstResponder { view.allowsFirstResponder = allows }
      if let tag = settings.tag { view.tag = tag }
      if let enabled = settings.isEnabled {
        (view as? TextField)?.isEnabled = enabled
        (view as? TextView)?.isEditable = enabled
      }
      if let placeholder = settings.placeholder { (view as? TextField)?.placeholder = placeholder }
    }
  }
}
