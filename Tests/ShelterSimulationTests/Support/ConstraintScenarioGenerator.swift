import ShelterKeyboard
import ShelterSupport
import ShelterValues

/// Realistic random screens laid out by Auto Layout, as iOS teams build them, with the steps a user
/// and the system take: a device from the catalog held either way, and one of
///
/// - a scroll form: a scroll view (clipping, as `UIScrollView` does by default) pinned to the safe area, its bottom on the keyboard layout guide,
///   on a "Create account" bar that rides the guide, or on the root's bottom; inside it a vertical
///   stack of fields pinned to the scroll view's edges or to its content layout guide, as wide as
///   the scroll view (or its frame layout guide) less its insets, sometimes arranged inside its
///   layout margins;
/// - a stack form: a vertical stack of two fields pinned to the safe top and the root's layout
///   margins, with a bar on the keyboard layout guide below, short enough to clear the bar above
///   every landscape keyboard;
/// - a chat: messages over a composer bar on the keyboard layout guide.
///
/// Steps: focus, navigation, resign, turns (told as `orientation` or as a `resize`), scrolling,
/// a hardware keyboard coming and going, keyboard steps in manual mode, and, for some scenarios,
/// the whole screen retargeted to another device (``retarget``), as `--device` does.
struct ConstraintScenarioGenerator: SeededChoices {
  /// The shape of the screen.
  enum Form: String, CaseIterable {
    case scrollForm, stackForm, chat
  }

  var random: SplitMix64
  let seed: UInt64
  /// The device and orientation to lay the screen out for, as `--device` does, or `nil`.
  private(set) var retarget: (device: DeviceProfile, orientation: Orientation)?

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed &+ 0x5EED_C0DE)
  }

  /// The scenario as fixture JSON; ``retarget`` is set when the scenario is played on another device.
  mutating func fixtureJSON() -> String {
    let device = pick(DeviceProfile.all)
    let orientation: Orientation = chance(0.5) ? .portrait : .landscape
    let mode = pick(["software", "software", "software", "hardware", "manual"])
    let distance = pick([0.0, 8, 10])
    let form = pick(Form.allCases)
    let size = device.screenSize(orientation)
    // A stack form has no scroll view: as many fields as fit above a landscape keyboard.
    let count = form == .stackForm ? 2 : int(2...8)
    let fieldHeight = pick([36.0, 44, 44])
    var fields: [String] = []
    var inputs: [String] = []
    for index in 0..<count {
      // Arranged subviews: placed by the stack, as `addArrangedSubview` turns their mask off.
      var entry =
        "{ \"id\": \"field\(index)\", \"kind\": \"textField\", \"translatesAutoresizingMaskIntoConstraints\": false, "
        + "\"intrinsicContentSize\": [-1, \(fieldHeight)]"
      if chance(0.25) {
        entry += ", \"keyboardType\": \"\(pick(["emailAddress", "numberPad", "URL", "phonePad"]))\""
      }
      if chance(0.15) { entry += ", \"secureTextEntry\": true" }
      fields.append(entry + " }")
      inputs.append("field\(index)")
      if form != .stackForm, chance(0.2) {
        fields.append(
          "{ \"id\": \"note\(index)\", \"kind\": \"label\", \"translatesAutoresizingMaskIntoConstraints\": false, "
            + "\"intrinsicContentSize\": [-1, 20], \"text\": \"Note\" }")
      }
    }
    let spacing = Double(form == .stackForm ? int(4...8) : int(4...20))
    let margins = chance(0.3)
    let marginsFields =
      margins
      ? "\"layoutMarginsRelativeArrangement\": true, \"directionalLayoutMargins\": [\(Double(int(0...16))), 16, \(Double(int(0...16))), 16], "
      : ""
    let stack = """
      { "id": "fields", "kind": "stackView", "axis": "vertical", "spacing": \(spacing), \(marginsFields)
        "translatesAutoresizingMaskIntoConstraints": false, "subviews": [\(fields.joined(separator: ",\n"))] }
      """
    let bar = """
      { "id": "create", "kind": "button", "text": "Create account", "translatesAutoresizingMaskIntoConstraints": false }
      """
    let barConstraints = [
      "create.leading == root.layoutMarginsGuide.leading",
      "create.trailing == root.layoutMarginsGuide.trailing",
      "create.height == 50", "create.bottom == root.keyboardLayoutGuide.top - 8",
    ]
    var constraints: [String] = []
    var subviews: [String] = []
    var scroll: String?
    switch form {
    case .scrollForm:
      scroll = "form"
      let bottom = pick(["keyboard", "bar", "root"])
      let sideGuide = chance(0.5) ? "root.safeAreaLayoutGuide" : "root"
      constraints += [
        "form.top == root.safeAreaLayoutGuide.top", "form.leading == \(sideGuide).leading",
        "form.trailing == \(sideGuide).trailing",
        "fields.top == form.top + 20", "fields.bottom == form.bottom - 20",
        "fields.leading == form.leading + 16", "fields.trailing == form.trailing - 16",
        "fields.width == form.width - 32",
      ]
      switch bottom {
      case "keyboard": constraints.append("form.bottom == root.keyboardLayoutGuide.top")
      case "bar":
        constraints.append("form.bottom == create.top - 8")
        constraints += barConstraints
      default: constraints.append("form.bottom == root.bottom")
      }
      subviews.append(
        """
        { "id": "form", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false, "clipsToBounds": true,
          "contentInsetAdjustmentBehavior": "\(pick(["automatic", "never"]))", "subviews": [\(stack)] }
        """)
      if bottom == "bar" { subviews.append(bar) }
    case .stackForm:
      constraints += [
        "fields.top == root.safeAreaLayoutGuide.top + 8", "fields.leading == root.layoutMarginsGuide.leading",
        "fields.trailing == root.layoutMarginsGuide.trailing",
      ]
      constraints += barConstraints
      subviews += [stack, bar]
    case .chat:
      scroll = "messages"
      inputs = ["composer"]
      constraints += [
        "messages.top == root.safeAreaLayoutGuide.top", "messages.leading == root.leading",
        "messages.trailing == root.trailing", "messages.bottom == composerBar.top",
        "composerBar.leading == root.leading", "composerBar.trailing == root.trailing",
        "composerBar.height == 52", "composerBar.bottom == root.keyboardLayoutGuide.top",
        "composer.top == composerBar.top + 8", "composer.bottom == composerBar.bottom - 8",
        "composer.leading == composerBar.layoutMarginsGuide.leading",
        "composer.trailing == composerBar.layoutMarginsGuide.trailing",
      ]
      subviews.append(
        """
        { "id": "messages", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false, "clipsToBounds": true,
          "contentSize": [\(size.width), 1400], "contentInsetAdjustmentBehavior": "never" },
        { "id": "composerBar", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false,
          "subviews": [ { "id": "composer", "kind": "\(chance(0.5) ? "textField" : "textView")",
            "translatesAutoresizingMaskIntoConstraints": false, "caret": [4, 8, 2, 20] } ] }
        """)
    }
    let focused = chance(0.3) ? pick(inputs) : nil
    var json = """
      {
        "format": "shelter-fixture/1", "name": "constraint-\(seed)-\(form.rawValue)",
        "screen": { "device": "\(device.id)", "orientation": "\(orientation.rawValue)", "keyboard": "\(mode)" },
        "window": { "controller": { "id": "main",
          "avoidance": { "strategy": "auto", "distance": \(distance), "dismissOnTap": \(chance(0.5)) },
          "view": { "id": "root", "kind": "view", "frame": [0, 0, \(size.width), \(size.height)], "autoresize": "W+H",
            "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))],
            "subviews": [\(subviews.joined(separator: ",\n"))] } } },
        "steps": [\(makeSteps(device: device, orientation: orientation, mode: mode, inputs: inputs, scroll: scroll).joined(separator: ",\n"))]
      }
      """
    if let focused {
      json = json.replacingOccurrences(
        of: "{ \"id\": \"\(focused)\", ", with: "{ \"id\": \"\(focused)\", \"isFirstResponder\": true, ")
    }
    if chance(0.25) {
      let other = pick(DeviceProfile.all)
      retarget = (other, chance(0.5) ? .portrait : .landscape)
    }
    // Drawn last, so the other draws of a seed stay as they were: half the scroll forms pin their
    // content to the scroll view's content layout guide and its width to the frame layout guide,
    // as iOS 11's guides have it, instead of to the scroll view's own edges.
    if form == .scrollForm, chance(0.5) {
      for (edges, guided) in [
        ("fields.top == form.top + 20", "fields.top == form.contentLayoutGuide.top + 20"),
        ("fields.bottom == form.bottom - 20", "fields.bottom == form.contentLayoutGuide.bottom - 20"),
        ("fields.leading == form.leading + 16", "fields.leading == form.contentLayoutGuide.leading + 16"),
        ("fields.trailing == form.trailing - 16", "fields.trailing == form.contentLayoutGuide.trailing - 16"),
        ("fields.width == form.width - 32", "fields.width == form.frameLayoutGuide.width - 32"),
      ] {
        json = json.replacingOccurrences(of: "\"\(edges)\"", with: "\"\(guided)\"")
      }
    }
    return json
  }

  private mutating func makeSteps(
    device: DeviceProfile, orientation: Orientation, mode: String, inputs: [String], scroll: String?
  ) -> [String] {
    var steps: [String] = []
    var turned = orientation
    var hardware = mode == "hardware"
    var focused = false
    var manualShown = false
    for _ in 0..<int(3...10) {
      var kinds = ["focus", "focus", "focus", "resign", "orientation", "orientation", "resize"]
      if focused { kinds += ["navigate", "navigate"] }
      if mode == "manual" { kinds += ["show", "show", "hide"] }
      if mode != "manual" { kinds.append("hardware") }
      if scroll != nil { kinds.append("scroll") }
      switch pick(kinds) {
      case "focus":
        steps.append("{ \"focus\": \"\(pick(inputs))\" }")
        focused = true
      case "resign":
        steps.append("{ \"resign\": true }")
        focused = false
      case "navigate":
        steps.append("{ \"navigate\": \"\(chance(0.5) ? "next" : "previous")\" }")
      case "orientation":
        turned = turned == .portrait ? .landscape : .portrait
        steps.append("{ \"orientation\": \"\(turned.rawValue)\" }")
      case "resize":
        turned = turned == .portrait ? .landscape : .portrait
        let s = device.screenSize(turned)
        steps.append("{ \"resize\": [\(s.width), \(s.height)] }")
      case "show":
        let metrics = device.keyboardMetrics(turned)
        steps.append(
          "{ \"keyboard\": \"\(manualShown ? "change" : "show")\", \"height\": \(pick([metrics.docked, metrics.dockedPlain])) }"
        )
        manualShown = true
      case "hide":
        steps.append("{ \"keyboard\": \"hide\" }")
        manualShown = false
      case "hardware":
        hardware.toggle()
        steps.append("{ \"hardwareKeyboard\": \(hardware) }")
      case "scroll":
        guard let scroll else { continue }
        steps.append("{ \"scroll\": \"\(scroll)\", \"offset\": [0, \(Double(int(0...200)))] }")
      default:
        continue
      }
    }
    return steps
  }
}
