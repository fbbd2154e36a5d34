import Shelter

extension ScreenExpectation {
  /// A number in a message: hundredths at most, no trailing zeros (`712`, `310.5`).
  static func number(_ value: Double) -> String { Violation.format(value) }

  /// A rect in a message: `[x, y, width, height]`.
  static func rect(_ rect: Rect) -> String {
    "["
      + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number).joined(separator: ", ")
      + "]"
  }

  /// ` (and 2 more views)` for the views beyond the first, or nothing.
  static func others(_ count: Int) -> String {
    switch count {
    case ...0: return ""
    case 1: return " (and 1 more view)"
    default: return " (and \(count) more views)"
    }
  }

  static func visibilityFailure(in scenario: Scenario, distance override: Double?) -> String? {
    let snapshot = scenario.current
    guard let field = snapshot.focusedField else { return "\(snapshot.label): no text input is focused" }
    let path = scenario.path(of: field.id)
    let tolerance = Scenario.tolerance
    let distance = override ?? field.distance
    var target = field.frame
    var what = ""
    if let keyboardTop = snapshot.dockedKeyboardTop {
      target = AvoidancePlanner.target(
        field: field.frame, caret: field.caret, keyboardTop: keyboardTop, visibleTop: field.visibleTop,
        distance: distance)
      what = target == field.frame ? "" : "caret "
      if target.maxY + distance > keyboardTop + tolerance {
        return "\(snapshot.label): \(path) \(what)bottom \(number(target.maxY)) + \(number(distance))"
          + " > keyboard top \(number(keyboardTop))"
      }
    }
    if target.minY < field.visibleTop - tolerance {
      return
        "\(snapshot.label): \(path) \(what)top \(number(target.minY)) < visible top \(number(field.visibleTop))"
    }
    if target.maxY > snapshot.windowSize.height + tolerance {
      return "\(snapshot.label): \(path) \(what)bottom \(number(target.maxY))"
        + " > window bottom \(number(snapshot.windowSize.height))"
    }
    return nil
  }

  static func movementFailure(in scenario: Scenario) -> String? {
    let snapshot = scenario.current
    guard let first = snapshot.moved.first else { return nil }
    return
      "\(snapshot.label): \(scenario.path(of: first.id)) moved from \(rect(first.from)) to \(rect(first.to))"
      + others(snapshot.moved.count - 1)
  }

  static func restorationFailure(in scenario: Scenario) -> String? {
    let snapshots = scenario.snapshots
    let current = scenario.current
    if let keyboard = current.keyboardFrame {
      return "\(current.label): the keyboard is still shown at \(rect(keyboard))"
    }
    // The last step before the keyboard last came up.
    guard
      let start = snapshots.indices.dropLast().last(where: { index in
        snapshots[index].keyboardFrame == nil && snapshots[index + 1].keyboardFrame != nil
      })
    else {
      return "\(current.label): the keyboard never showed, so there is nothing to restore"
    }
    var reference = snapshots[start]
    var isReplay = false
    // After a rotation the screen before the keyboard is gone; compare with the same steps played
    // without the keyboard instead.
    if snapshots[(start + 1)...].contains(where: { isRotation($0.action) }) {
      let withoutKeyboard = snapshots.dropFirst().map(\.action).filter { !isKeyboardStep($0) }
      if let replay = try? scenario.replayedFresh(withoutKeyboard) {
        reference = replay
        isReplay = true
      }
    }
    let changed = current.ids.filter { id in
      guard let before = reference.frames[id], let now = current.frames[id] else { return false }
      return Scenario.differs(before, now)
    }
    guard let id = changed.first, let now = current.frames[id], let before = reference.frames[id] else {
      return nil
    }
    let expected =
      isReplay
      ? "expected \(rect(before)) as if the keyboard never showed"
      : "was \(rect(before)) at \(reference.label)"
    return "\(current.label): \(scenario.path(of: id)) frame \(rect(now)), \(expected)"
      + others(changed.count - 1)
  }

  static func isRotation(_ action: ScenarioAction) -> Bool {
    switch action {
    case .rotate, .step(.resize): return true
    default: return false
    }
  }

  static func isKeyboardStep(_ action: ScenarioAction) -> Bool {
    switch action {
    case .showKeyboard, .changeKeyboard, .hideKeyboard, .step(.keyboardShow), .step(.keyboardChange),
      .step(.keyboardHide):
      return true
    default: return false
    }
  }

  static func wanderingFailure(in scenario: Scenario) -> String? {
    let snapshots = scenario.snapshots
    for index in snapshots.indices.dropFirst() {
      let before = snapshots[index - 1]
      let now = snapshots[index]
      guard before.keyboardFrame != nil, let keyboard = now.keyboardFrameOnScreen,
        before.firstResponder != now.firstResponder || before.keyboardFrameOnScreen != keyboard
      else { continue }
      var direct = snapshots[1...index].map(\.action).filter(isRotation)
      if let id = now.firstResponder { direct.append(.focus(id)) }
      direct.append(.showKeyboard(.frame(keyboard)))
      guard let replay = try? scenario.replayedFresh(direct) else { continue }
      // The fields involved first, then document order.
      let preferred = [now.firstResponder, before.firstResponder].compactMap { $0 }
      let order = preferred + now.ids.filter { !preferred.contains($0) }
      for id in order {
        guard let frame = now.frames[id], let expected = replay.frames[id], Scenario.differs(frame, expected)
        else {
          continue
        }
        return "\(now.label): \(scenario.path(of: id)) wandered: frame \(rect(frame))"
          + " vs \(rect(expected)) when reached directly"
      }
    }
    return nil
  }

  static func focusFailure(in scenario: Scenario, expected: String?) -> String? {
    let snapshot = scenario.current
    let actual = snapshot.firstResponder
    guard actual != expected else { return nil }
    let found = actual.map { "#\($0) is focused" } ?? "nothing is focused"
    let wanted = expected.map { "expected #\($0)" } ?? "expected nothing"
    return "\(snapshot.label): \(found), \(wanted)"
  }
}
