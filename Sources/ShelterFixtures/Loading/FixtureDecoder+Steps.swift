import ShelterGeometry
package import ShelterJSON
import ShelterNotifications
import ShelterSupport
import ShelterValues

extension FixtureDecoder {
  /// Reads a step's spelling; ``Fixture/validate()`` checks what it names and its values.
  func decodeStep(_ json: JSONNode) throws(FixtureError) -> FixtureStep {
    guard json.kind == .object else {
      throw fail(json, "expected a step (an object), found \(describe(json))")
    }
    let keys = json.members.map(\.key).filter { !$0.hasPrefix("x-") }
    func only(_ allowed: Set<String>, _ what: String) throws(FixtureError) {
      for key in keys where !allowed.contains(key) {
        throw fail(json, "unknown field '\(key)' in a \(what) step", key: key)
      }
    }
    func id(_ key: String) throws(FixtureError) -> String {
      guard let id = try string(json, key) else { throw fail(json, "missing '\(key)'") }
      return id
    }
    if json["focus"] != nil {
      try only(["focus"], "focus")
      return .focus(try id("focus"))
    }
    if let resign = json["resign"] {
      try only(["resign"], "resign")
      guard resign.boolValue == true else { throw fail(json, "expected true", key: "resign") }
      return .resign
    }
    if json["navigate"] != nil {
      try only(["navigate"], "navigate")
      switch try string(json, "navigate") {
      case "next": return .focusNext
      case "previous": return .focusPrevious
      default: throw fail(json, "expected 'next' or 'previous'", key: "navigate")
      }
    }
    if json["keyboard"] != nil {
      try only(["keyboard", "height", "frame", "duration", "curve"], "keyboard")
      let action = try string(json, "keyboard")
      let duration = try number(json, "duration") ?? KeyboardInfo.defaultAnimationDuration
      let curveValue = try number(json, "curve") ?? Double(AnimationCurve.keyboard.rawValue)
      guard curveValue.rounded() == curveValue else {
        throw fail(json, "curve must be a whole number", key: "curve")
      }
      let curve = Int(curveValue)
      func geometry() throws(FixtureError) -> FixtureStep.KeyboardGeometry {
        let height = try number(json, "height")
        let frame = try rect(json, "frame")
        switch (height, frame) {
        case let (h?, nil): return .height(h)
        case let (nil, f?): return .frame(f)
        case (.some, .some): throw fail(json, "give either 'height' or 'frame', not both", key: "frame")
        case (nil, nil): throw fail(json, "a keyboard \(action ?? "") step needs 'height' or 'frame'")
        }
      }
      switch action {
      case "show": return .keyboardShow(try geometry(), duration: duration, curve: curve)
      case "change": return .keyboardChange(try geometry(), duration: duration, curve: curve)
      case "hide":
        if json["height"] != nil || json["frame"] != nil {
          throw fail(
            json, "a hide step takes no height or frame", key: json["height"] != nil ? "height" : "frame")
        }
        return .keyboardHide(duration: duration, curve: curve)
      default:
        throw fail(json, "expected 'show', 'change' or 'hide'", key: "keyboard")
      }
    }
    if json["tap"] != nil {
      try only(["tap"], "tap")
      guard let point = try point(json, "tap") else { throw fail(json, "missing 'tap'") }
      return .tap(point)
    }
    if json["resize"] != nil {
      try only(["resize"], "resize")
      guard let size = try size(json, "resize") else { throw fail(json, "missing 'resize'") }
      return .resize(size)
    }
    if json["scroll"] != nil {
      try only(["scroll", "offset"], "scroll")
      let target = try id("scroll")
      guard let offset = try point(json, "offset") else { throw fail(json, "missing 'offset'") }
      return .scroll(target, offset)
    }
    if json["remove"] != nil {
      try only(["remove"], "remove")
      return .remove(try id("remove"))
    }
    if json["hardwareKeyboard"] != nil {
      try only(["hardwareKeyboard"], "hardwareKeyboard")
      guard let attached = try bool(json, "hardwareKeyboard") else {
        throw fail(json, "missing 'hardwareKeyboard'")
      }
      return .hardwareKeyboard(attached)
    }
    if json["orientation"] != nil {
      try only(["orientation"], "orientation")
      let name = try string(json, "orientation")
      guard let name, Orientation.all.contains(Orientation(rawValue: name)) else {
        throw fail(json, "expected 'portrait' or 'landscape'", key: "orientation")
      }
      return .orientation(Orientation(rawValue: name))
    }
    if json["keyboardPlacement"] != nil {
      try only(["keyboardPlacement"], "keyboardPlacement")
      guard let placement = try string(json, "keyboardPlacement").flatMap(KeyboardPlacement.init(rawValue:))
      else {
        throw fail(json, "expected 'docked', 'floating', 'undocked' or 'split'", key: "keyboardPlacement")
      }
      return .keyboardPlacement(placement)
    }
    if json["constraint"] != nil {
      try only(["constraint", "constant", "priority", "active", "duration", "curve"], "constraint")
      let target = try id("constraint")
      let change = ConstraintChange(
        constant: try number(json, "constant"), priority: try number(json, "priority"),
        isActive: try bool(json, "active"))
      guard change.constant != nil || change.priority != nil || change.isActive != nil else {
        throw fail(json, "a constraint step needs 'constant', 'priority' or 'active'")
      }
      var animation: StepAnimation?
      if json["duration"] != nil || json["curve"] != nil {
        let curveValue = try number(json, "curve") ?? 0
        guard curveValue.rounded() == curveValue else {
          throw fail(json, "curve must be a whole number", key: "curve")
        }
        animation = StepAnimation(duration: try number(json, "duration") ?? 0.25, curve: Int(curveValue))
      }
      return .constraint(target, change, animation: animation)
    }
    for (key, active) in [("activate", true), ("deactivate", false)] where json[key] != nil {
      try only([key], key)
      guard let list = json[key], list.kind == .array else {
        throw fail(json, "expected an array of constraint ids", key: key)
      }
      var ids: [String] = []
      for element in list.elements {
        guard let id = element.stringValue else {
          throw fail(element, "expected a constraint id (a string), found \(describe(element))")
        }
        ids.append(id)
      }
      guard !ids.isEmpty else { throw fail(json, "the step names no constraint to \(key)", key: key) }
      return .activation(ids, active: active)
    }
    if json["set"] != nil {
      let target = try id("set")
      if json["hidden"] != nil {
        try only(["set", "hidden"], "set")
        guard let hidden = try bool(json, "hidden") else { throw fail(json, "missing 'hidden'") }
        return .setHidden(target, hidden)
      }
      if json["intrinsicContentSize"] != nil {
        try only(["set", "intrinsicContentSize"], "set")
        guard let size = try size(json, "intrinsicContentSize") else {
          throw fail(json, "missing 'intrinsicContentSize'")
        }
        return .setIntrinsicContentSize(target, size)
      }
      try only(["set"], "set")
      throw fail(json, "a set step needs 'hidden' or 'intrinsicContentSize'")
    }
    if let first = keys.first { throw fail(json, "unknown step '\(first)'", key: first) }
    throw fail(
      json,
      "an empty step: expected focus, resign, keyboard, tap, resize, scroll, navigate, remove, hardwareKeyboard, orientation, keyboardPlacement, constraint, activate, deactivate or set"
    )
  }
}

extension FixtureStep {
  /// Writes the step in the fixture's own form, as reports echo it.
  package func write(to writer: inout JSONWriter) {
    writer.beginObject()
    func geometry(_ g: KeyboardGeometry) {
      switch g {
      case let .height(h):
        writer.key("height")
        writer.number(h)
      case let .frame(r):
        writer.key("frame")
        writer.rect(r)
      }
    }
    func timing(_ duration: Double, _ curve: Int) {
      if duration != KeyboardInfo.defaultAnimationDuration {
        writer.key("duration")
        writer.number(duration)
      }
      if curve != AnimationCurve.keyboard.rawValue {
        writer.key("curve")
        writer.number(curve)
      }
    }
    switch self {
    case let .focus(id): writer.member("focus", id)
    case .resign: writer.member("resign", true)
    case let .keyboardShow(g, duration, curve):
      writer.member("keyboard", "show")
      geometry(g)
      timing(duration, curve)
    case let .keyboardChange(g, duration, curve):
      writer.member("keyboard", "change")
      geometry(g)
      timing(duration, curve)
    case let .keyboardHide(duration, curve):
      writer.member("keyboard", "hide")
      timing(duration, curve)
    case let .tap(p):
      writer.key("tap")
      writer.point(p)
    case let .resize(s):
      writer.key("resize")
      writer.beginArray()
      writer.number(s.width)
      writer.number(s.height)
      writer.endArray()
    case let .scroll(id, offset):
      writer.member("scroll", id)
      writer.key("offset")
      writer.point(offset)
    case .focusNext: writer.member("navigate", "next")
    case .focusPrevious: writer.member("navigate", "previous")
    case let .remove(id): writer.member("remove", id)
    case let .hardwareKeyboard(attached): writer.member("hardwareKeyboard", attached)
    case let .orientation(orientation): writer.member("orientation", orientation.rawValue)
    case let .keyboardPlacement(placement): writer.member("keyboardPlacement", placement.rawValue)
    case let .constraint(id, change, animation):
      writer.member("constraint", id)
      if let constant = change.constant { writer.member("constant", constant) }
      if let priority = change.priority { writer.member("priority", priority) }
      if let active = change.isActive { writer.member("active", active) }
      if let animation {
        writer.member("duration", animation.duration)
        writer.member("curve", Double(animation.curve))
      }
    case let .activation(ids, active):
      writer.key(active ? "activate" : "deactivate")
      writer.beginArray()
      for id in ids { writer.string(id) }
      writer.endArray()
    case let .setHidden(id, hidden):
      writer.member("set", id)
      writer.member("hidden", hidden)
    case let .setIntrinsicContentSize(id, size):
      writer.member("set", id)
      writer.member("intrinsicContentSize", size)
    }
    writer.endObject()
  }

  /// The step in its fixture form on one line, for tables and messages.
  public var summary: String {
    var writer = JSONWriter()
    write(to: &writer)
    return writer.output
  }
}
