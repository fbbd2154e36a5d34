import ShelterGeometry
import ShelterJSON
import ShelterNotifications

/// `{"keyboard": "show" | "change" | "hide"}`: the keyboard slides in, changes frame or slides
/// out, with a `height` or an end `frame` (not for hide), a `duration` (0.25) and a `curve` (7).
enum KeyboardStep: StepKind {
  static let keys = ["keyboard"]
  static let fields: [String]? = ["height", "frame", "duration", "curve"]

  /// The action's name, the geometry a show or change asks for, and the timing.
  typealias Motion = (
    action: String, geometry: FixtureStep.KeyboardGeometry?, duration: Double, curve: AnimationCurve
  )

  static func value(of step: FixtureStep) -> Motion? {
    switch step {
    case let .keyboardShow(geometry, duration, curve): return ("show", geometry, duration, curve)
    case let .keyboardChange(geometry, duration, curve): return ("change", geometry, duration, curve)
    case let .keyboardHide(duration, curve): return ("hide", nil, duration, curve)
    default: return nil
    }
  }

  static func decode(_ step: StepReader) throws(FixtureError) -> FixtureStep {
    let action = try step.string("keyboard")
    let duration = try step.number("duration") ?? KeyboardInfo.defaultAnimationDuration
    let curve = try step.curve(default: .keyboard)
    func geometry() throws(FixtureError) -> FixtureStep.KeyboardGeometry {
      switch (try step.number("height"), try step.rect("frame")) {
      case let (h?, nil): return .height(h)
      case let (nil, f?): return .frame(f)
      case (.some, .some): throw step.fail("give either 'height' or 'frame', not both", key: "frame")
      case (nil, nil): throw step.fail("a keyboard \(action ?? "") step needs 'height' or 'frame'")
      }
    }
    switch action {
    case "show": return .keyboardShow(try geometry(), duration: duration, curve: curve)
    case "change": return .keyboardChange(try geometry(), duration: duration, curve: curve)
    case "hide":
      let json = step.json
      if json["height"] != nil || json["frame"] != nil {
        throw step.fail(
          "a hide step takes no height or frame", key: json["height"] != nil ? "height" : "frame")
      }
      return .keyboardHide(duration: duration, curve: curve)
    default:
      throw step.fail("expected 'show', 'change' or 'hide'", key: "keyboard")
    }
  }

  static func validate(_ motion: Motion, in check: inout StepCheck) throws(FixtureError) {
    switch motion.geometry {
    case .height(let height):
      try check.finite(height, key: "height")
      guard height >= 0 else { throw check.fail("height must not be negative", key: "height") }
    case .frame(let frame):
      try check.finite(frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, key: "frame")
      if frame.size.width < 0 || frame.size.height < 0 {
        throw check.fail(
          "width and height must not be negative, found \(Fixture.shown(frame.size.width)) × \(Fixture.shown(frame.size.height))",
          key: "frame")
      }
    case nil:
      break
    }
    try check.timing(motion.duration, motion.curve)
  }

  static func write(_ motion: Motion, to writer: inout JSONWriter) {
    writer.member("keyboard", motion.action)
    switch motion.geometry {
    case let .height(h)?:
      writer.member("height", h)
    case let .frame(r)?:
      writer.key("frame")
      writer.rect(r)
    case nil:
      break
    }
    if motion.duration != KeyboardInfo.defaultAnimationDuration {
      writer.member("duration", motion.duration)
    }
    if motion.curve != .keyboard {
      writer.key("curve")
      writer.number(motion.curve.rawValue)
    }
  }

  static func name(_ motion: Motion) -> String {
    switch motion.action {
    case "show": return "keyboard show"
    case "change": return "keyboard change"
    default: return "keyboard hide"
    }
  }
}
