import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSupport
import ShelterValues

/// Realistic random screens and scenarios: a device from the catalog held either way, a form of
/// text inputs plain in the root view, in a scroll view under a header, in a sheet, in a child
/// controller or in a stack view laid out by Auto Layout, or a chat whose bar is pinned to the
/// keyboard layout guide, under a navigation bar or not, with keyboard traits, in any keyboard
/// mode, and a sequence of every kind of step a user or the system takes.
///
/// Only feasible screens: every input fits, with its distance, between the highest place it may be
/// shown and the shortest docked keyboard's top in both orientations, so a policy can always show it.
struct ScenarioGenerator: SeededChoices {
  /// The shape of the form.
  enum Form: String, CaseIterable {
    case plain, scroll, sheet, child, stack, chat
  }

  var random: SplitMix64
  let seed: UInt64
  /// Whether the screens are the forms laid out by Auto Layout (`stack`, `chat`) instead of the
  /// others: each set replays by its own seeds.
  let laidOutByConstraints: Bool

  init(seed: UInt64, laidOutByConstraints: Bool = false) {
    self.seed = seed
    self.laidOutByConstraints = laidOutByConstraints
    random = SplitMix64(seed: seed)
  }

  /// The scenario as fixture JSON.
  mutating func fixtureJSON() -> String {
    let device = pick(DeviceProfile.all)
    let orientation: Orientation = chance(0.5) ? .portrait : .landscape
    let mode = pick(["software", "software", "software", "hardware", "manual"])
    let distance = pick([0.0, 8, 10, 10, 20])
    let navigationBar = chance(0.3) ? 44.0 : 0
    var forms: [Form] = [.plain, .scroll, .scroll, .child]
    if laidOutByConstraints {
      forms = [.stack, .chat]
    } else if device.isPad || chance(0.5) {
      forms.append(.sheet)
    }
    let form = pick(forms)
    // `scroll` moves nothing without a scroll view (docs/avoidance.md): only a scroll form takes it.
    let strategy = pick(
      form == .scroll
        ? ["auto", "auto", "transform", "frame", "scroll"] : ["auto", "auto", "transform", "frame"])
    // Laid out upright; the root view and containers follow a turn by their masks.
    let portrait = device.screenSize(.portrait)
    let size = device.screenSize(orientation)
    let safe = device.safeAreaInsets(orientation)
    let width = size.width
    // The tightest room any orientation leaves: the landscape screen's height above its docked
    // keyboard, below its safe top and the bar.
    func room(_ o: Orientation) -> Double {
      let screen = device.screenSize(o)
      let metrics = device.keyboardMetrics(o)
      let tallest = max(metrics.docked, metrics.emoji, metrics.dockedPlain)
      return screen.height - tallest - device.safeAreaInsets(o).top - navigationBar
    }
    let minimumRoom = min(room(.portrait), room(.landscape))

    var fields: [String] = []
    var labels: [String] = []
    var inputs: [String] = []
    let count = int(2...8)
    let header = form == .scroll || form == .child ? pick([0.0, 44, 60]) : 0
    // Inputs as short as the tightest room allows: 44 points, or 30 when the landscape room is tight.
    let fieldHeight = min(44, max(20, minimumRoom - 20 - distance - 4))
    var y = 12.0
    let formTop = safe.top + navigationBar + header
    let containerHeight = portrait.height - formTop
    for index in 0..<count {
      let id = "field\(index)"
      var entry = "{ \"id\": \"\(id)\", "
      let isTextView = chance(0.15)
      var height = fieldHeight
      if isTextView {
        height = pick([fieldHeight, 120, 300])
        entry += "\"kind\": \"textView\", \"caret\": [4, \(Double(int(0...3)) * 10), 2, 22], "
      } else {
        entry += "\"kind\": \"textField\", "
      }
      if chance(0.3) {
        entry +=
          "\"keyboardType\": \"\(pick(["emailAddress", "numberPad", "phonePad", "URL", "decimalPad"]))\", "
      }
      if chance(0.2) { entry += "\"secureTextEntry\": true, " }
      if chance(0.2) { entry += "\"predictive\": false, " }
      if chance(0.1) { entry += "\"inputAccessoryHeight\": 44, " }
      if chance(0.08) {
        entry += "\"avoidance\": { \"enabled\": false }, "
      } else if chance(0.08) {
        entry += "\"avoidance\": { \"distance\": 4 }, "
      }
      entry += "\"frame\": [16, \(y), \(width - 32), \(height)], \"autoresize\": \"W\" }"
      fields.append(entry)
      inputs.append(id)
      y += height + Double(int(8...40))
      if chance(0.3) {
        labels.append("label\(index)")
        fields.append(
          "{ \"id\": \"label\(index)\", \"kind\": \"label\", \"frame\": [16, \(y), 200, 20], \"text\": \"Note\" }"
        )
        y += 28
      }
    }
    var contentHeight = y + 20
    var constraints: [String] = []
    if form == .chat {
      // A message list over a bar pinned to the keyboard layout guide: the guide moves the bar.
      fields = [
        "{ \"id\": \"subject\", \"kind\": \"textField\", \"frame\": [16, 12, \(width - 32), 44], \"autoresize\": \"W\" }",
        "{ \"id\": \"composer\", \"kind\": \"\(chance(0.5) ? "textField" : "textView")\", \"frame\": [12, 8, \(width - 24), 36], \"autoresize\": \"W\", \"caret\": [4, 8, 2, 20] }",
      ]
      inputs = ["subject", "composer"]
      labels = []
      contentHeight = 1400
    }
    let focusedAtLoad = chance(0.3) ? pick(inputs) : nil
    if let focusedAtLoad {
      fields = fields.map {
        $0.hasPrefix("{ \"id\": \"\(focusedAtLoad)\",")
          ? $0.replacingFirst("{ ", "{ \"isFirstResponder\": true, ") : $0
      }
    }
    // In a stack view the arranged inputs and labels get their heights from constraints and their
    // places from the stack.
    if form == .stack {
      fields = fields.map { entry in
        guard let frame = entry.range(of: #""frame": \[[^\]]*\]"#, options: .regularExpression) else {
          return entry
        }
        let height = entry[frame].split(whereSeparator: { "[], ".contains($0) }).last ?? "44"
        let id = entry.split(separator: "\"")[entry.hasPrefix("{ \"isFirstResponder\"") ? 5 : 3]
        constraints.append("\"\(id).height == \(height)\"")
        return entry.replacingCharacters(
          in: frame, with: "\"translatesAutoresizingMaskIntoConstraints\": false"
        )
        .replacingFirst(", \"autoresize\": \"W\"", "")
      }
    }
    let content = fields.joined(separator: ",\n")
    let childAvoidance =
      chance(0.5)
      ? ", \"avoidance\": { \"strategy\": \"\(pick(["auto", "transform", "frame"]))\", \"distance\": \(distance) }"
      : ""
    var subviews: [String] = []
    if navigationBar > 0 {
      subviews.append(
        "{ \"id\": \"bar\", \"kind\": \"view\", \"backgroundColor\": \"#F8F8F8\", \"frame\": [0, \(safe.top), \(width), 44], \"autoresize\": \"W\" }"
      )
    }
    var scrollID: String?
    switch form {
    case .plain:
      subviews.append(content)
    case .scroll:
      if header > 0 {
        subviews.append(
          "{ \"id\": \"header\", \"kind\": \"view\", \"backgroundColor\": \"#F8F8F8\", \"frame\": [0, \(safe.top + navigationBar), \(width), \(header)], \"autoresize\": \"W\" }"
        )
      }
      let behavior = pick(["automatic", "never", "always"])
      scrollID = "form"
      let top = header > 0 ? formTop : 0
      subviews.append(
        """
        { "id": "form", "kind": "scrollView", "frame": [0, \(top), \(width), \(size.height - top)], "autoresize": "W+H",
          "contentSize": [\(width), \(contentHeight)], "contentInsetAdjustmentBehavior": "\(behavior)",
          "subviews": [\(content)] }
        """)
    case .child:
      subviews.append(
        """
        { "controller": { "id": "child"\(childAvoidance),
          "view": { "id": "childView", "kind": "view", "frame": [0, \(formTop), \(width), \(size.height - formTop)],
            "autoresize": "W+H", "subviews": [\(content)] } } }
        """)
    case .stack:
      constraints += [
        "\"form.top == root.safeAreaLayoutGuide.top + 8\"", "\"form.leading == root.leading + 16\"",
        "\"form.trailing == root.trailing - 16\"",
      ]
      subviews.append(
        """
        { "id": "form", "kind": "stackView", "axis": "vertical", "spacing": \(Double(int(8...20))),
          "translatesAutoresizingMaskIntoConstraints": false, "subviews": [\(content)] }
        """)
    case .chat:
      scrollID = "messages"
      constraints += [
        "\"messages.top == root.safeAreaLayoutGuide.top\"", "\"messages.leading == root.leading\"",
        "\"messages.trailing == root.trailing\"", "\"messages.bottom == inputBar.top\"",
        "\"inputBar.leading == root.leading\"", "\"inputBar.trailing == root.trailing\"",
        "\"inputBar.height == 52\"", "\"inputBar.bottom == root.keyboardLayoutGuide.top\"",
      ]
      subviews.append(
        """
        { "id": "messages", "kind": "scrollView", "translatesAutoresizingMaskIntoConstraints": false,
          "frame": [0, \(safe.top), \(width), \(size.height - safe.top - 52)],
          "contentSize": [\(width), 1400], "contentInsetAdjustmentBehavior": "never", "subviews": [\(fields[0])] },
        { "id": "inputBar", "kind": "view", "backgroundColor": "#F8F8F8", "translatesAutoresizingMaskIntoConstraints": false,
          "frame": [0, \(size.height - 52), \(width), 52], "subviews": [\(fields[1])] }
        """)
    case .sheet:
      // The sheet clips, and a turned phone's sheet is shorter than the form: the form scrolls
      // inside it, as a sheet's form does, so every field can be brought into sight.
      let style = device.isPad && chance(0.5) ? "formSheet" : "pageSheet"
      subviews.append(
        """
        { "controller": { "id": "sheet", "modalPresentationStyle": "\(style)"\(childAvoidance),
          "view": { "id": "sheetView", "kind": "view", "frame": [0, 0, \(width), \(containerHeight)],
            "clipsToBounds": true, "subviews": [
              { "id": "sheetForm", "kind": "scrollView", "frame": [0, 0, \(width), \(containerHeight)],
                "autoresize": "W+H", "contentSize": [\(width), \(contentHeight)], "subviews": [\(content)] }] } } }
        """)
    }
    let additional = navigationBar > 0 ? ", \"additionalSafeArea\": [44, 0, 0, 0]" : ""
    let steps = makeSteps(
      device: device, orientation: orientation, mode: mode, inputs: inputs, labels: labels,
      focused: focusedAtLoad, scroll: scrollID, contentHeight: contentHeight, size: size)
    return """
      {
        "format": "shelter-fixture/1", "name": "random-\(seed)",
        "screen": { "device": "\(device.id)", "orientation": "\(orientation.rawValue)", "keyboard": "\(mode)" },
        "window": { "controller": { "id": "main",
          "avoidance": { "strategy": "\(strategy)", "distance": \(distance), "dismissOnTap": \(chance(0.5)) }\(additional),
          "view": { "id": "root", "kind": "view", "frame": [0, 0, \(width), \(size.height)], "autoresize": "W+H",
            \(constraints.isEmpty ? "" : "\"constraints\": [\(constraints.joined(separator: ", "))],")
            "subviews": [\(subviews.joined(separator: ",\n"))] } } },
        "steps": [\(steps.joined(separator: ",\n"))]
      }
      """
  }

  private mutating func makeSteps(
    device: DeviceProfile, orientation: Orientation, mode: String, inputs: [String], labels: [String],
    focused: String?, scroll: String?, contentHeight: Double, size: Size
  ) -> [String] {
    var steps: [String] = []
    var focus = focused
    var removed: Set<String> = []
    var turned = orientation
    var hardware = mode == "hardware"
    var manualShown = false
    let count = int(3...12)
    for _ in 0..<count {
      let alive = inputs.filter { !removed.contains($0) }
      var kinds = ["focus", "focus", "focus", "resign", "tap", "orientation", "resize"]
      if focus != nil { kinds += ["navigate", "navigate"] }
      if mode == "manual" || chance(0.2) { kinds += ["show", "show", "change", "hide"] }
      if mode != "manual" { kinds.append("hardware") }
      if device.isPad && mode != "manual" { kinds.append("placement") }
      if scroll != nil { kinds.append("scroll") }
      if !labels.isEmpty { kinds += ["hidden", "intrinsic"] }
      if alive.count > 1, focus != "?" { kinds.append("remove") }
      switch pick(kinds) {
      case "focus":
        guard let id = alive.isEmpty ? nil : pick(alive) else { continue }
        focus = id
        steps.append("{ \"focus\": \"\(id)\" }")
      case "resign":
        focus = nil
        steps.append("{ \"resign\": true }")
      case "navigate":
        steps.append("{ \"navigate\": \"\(chance(0.5) ? "next" : "previous")\" }")
        // Which field it lands on is the screen's to say: none is removed until one is focused.
        focus = "?"
      case "tap":
        // A tap on empty space near the top: dismisses the keyboard when the screen asks for it.
        steps.append("{ \"tap\": [\(Double(int(2...10))), \(Double(int(2...10)))] }")
        focus = nil
      case "orientation":
        turned = turned == .portrait ? .landscape : .portrait
        steps.append("{ \"orientation\": \"\(turned.rawValue)\" }")
      case "resize":
        // A rotation told as a resize: the device's size in the other orientation.
        turned = turned == .portrait ? .landscape : .portrait
        let s = device.screenSize(turned)
        steps.append("{ \"resize\": [\(s.width), \(s.height)] }")
      case "show", "change":
        let metrics = device.keyboardMetrics(turned)
        let height = pick([metrics.docked, metrics.dockedPlain, metrics.emoji])
        if device.isPad, chance(0.2) {
          let s = device.screenSize(turned)
          let frame = "[\(s.width / 2 - 160), \(s.height - 400), 320, 253]"
          steps.append("{ \"keyboard\": \"\(manualShown ? "change" : "show")\", \"frame\": \(frame) }")
        } else {
          steps.append("{ \"keyboard\": \"\(manualShown ? "change" : "show")\", \"height\": \(height) }")
        }
        manualShown = true
      case "hide":
        steps.append("{ \"keyboard\": \"hide\" }")
        manualShown = false
      case "hardware":
        hardware.toggle()
        steps.append("{ \"hardwareKeyboard\": \(hardware) }")
      case "placement":
        // A placement moves only the software keyboard: with a hardware one attached it is refused.
        guard !hardware else { continue }
        let placements = KeyboardPlacement.allCases.filter { placement in
          Orientation.all.allSatisfy { device.keyboardFrame(placement.style, $0) != nil }
        }
        steps.append("{ \"keyboardPlacement\": \"\(pick([.docked] + placements).rawValue)\" }")
      case "scroll":
        guard let scroll else { continue }
        let maxOffset = max(0, contentHeight - size.height)
        steps.append("{ \"scroll\": \"\(scroll)\", \"offset\": [0, \(Double(int(0...Int(maxOffset))))] }")
      case "hidden":
        steps.append("{ \"set\": \"\(pick(labels))\", \"hidden\": \(chance(0.5)) }")
      case "intrinsic":
        steps.append(
          "{ \"set\": \"\(pick(labels))\", \"intrinsicContentSize\": [120, \(Double(int(10...40)))] }")
      case "remove":
        let candidates = alive.filter { $0 != focus }
        guard !candidates.isEmpty else { continue }
        let id = pick(candidates)
        removed.insert(id)
        steps.append("{ \"remove\": \"\(id)\" }")
      default:
        continue
      }
      if steps.last?.contains("navigate") == true, focus == nil { steps.removeLast() }
    }
    return steps
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, _ replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
