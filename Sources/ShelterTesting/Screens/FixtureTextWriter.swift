import Shelter

/// Writes fixture JSON text on one line, checking that every number is finite.
struct FixtureTextWriter {
  private(set) var text = ""
  /// For each open object or array, innermost last: whether it has a member yet.
  private var hasMembers: [Bool] = []
  /// Whether a key was just written, so the next value needs no separator.
  private var afterKey = false

  private mutating func beginValue() {
    if afterKey {
      afterKey = false
      return
    }
    if let last = hasMembers.last {
      if last { text += "," }
      hasMembers[hasMembers.count - 1] = true
    }
  }

  /// Opens an object or array as the next value.
  mutating func open(_ bracket: String) {
    beginValue()
    text += bracket
    hasMembers.append(false)
  }

  /// Closes the innermost object or array.
  mutating func close(_ bracket: String) {
    text += bracket
    hasMembers.removeLast()
  }

  /// An object key; the value written next belongs to it.
  mutating func key(_ name: String) {
    beginValue()
    appendQuoted(name)
    text += ":"
    afterKey = true
  }

  mutating func string(_ value: String) {
    beginValue()
    appendQuoted(value)
  }

  mutating func bool(_ value: Bool) {
    beginValue()
    text += value ? "true" : "false"
  }

  mutating func number(_ value: Double, id: String, field: String) throws(ScenarioError) {
    guard value.isFinite else { throw .nonFiniteNumber(id: id, field: field) }
    beginValue()
    text += formatNumber(value)
  }

  mutating func numbers(_ values: [Double], id: String, field: String) throws(ScenarioError) {
    open("[")
    for value in values { try number(value, id: id, field: field) }
    close("]")
  }

  mutating func rect(_ r: Rect, id: String, field: String) throws(ScenarioError) {
    try numbers([r.origin.x, r.origin.y, r.size.width, r.size.height], id: id, field: field)
  }

  private mutating func appendQuoted(_ value: String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}

extension FixtureTextWriter {
  /// What is left to write, the next item last.
  private enum Work {
    case close(String)
    case view(ViewSpec.Node, Rect)
    case controller(ControllerSpec, Size)
    case holder(ControllerSpec, Size)
  }

  /// Writes a controller and everything under it with an explicit stack, so any depth works.
  ///
  /// `size` is the size of the bounds the controller's root view is laid out in.
  mutating func write(_ controller: ControllerSpec, in size: Size) throws(ScenarioError) {
    var stack: [Work] = [.controller(controller, size)]
    while let work = stack.popLast() {
      switch work {
      case .close(let bracket):
        close(bracket)
      case .holder(let controller, let size):
        open("{")
        key("controller")
        stack.append(.close("}"))
        stack.append(.controller(controller, size))
      case .controller(let controller, let size):
        try writeFields(of: controller)
        key("view")
        stack.append(.close("}"))
        let root = controller.view.node
        stack.append(.view(root, root.layout.resolved(in: size)))
      case .view(let node, let frame):
        try writeFields(of: node, frame: frame)
        guard !node.subviews.isEmpty else {
          close("}")
          continue
        }
        key("subviews")
        open("[")
        stack.append(.close("}"))
        stack.append(.close("]"))
        for child in node.subviews.reversed() {
          if let controller = child.controller {
            stack.append(.holder(controller, frame.size))
          } else {
            stack.append(.view(child, child.layout.resolved(in: frame.size)))
          }
        }
      }
    }
  }

  /// Opens a controller object and writes every member but its view.
  private mutating func writeFields(of controller: ControllerSpec) throws(ScenarioError) {
    let id = controller.id
    open("{")
    key("id")
    string(id)
    if let avoidance = controller.avoidance {
      key("avoidance")
      open("{")
      key("strategy")
      string(avoidance.strategy.rawValue)
      key("distance")
      try number(avoidance.distance, id: id, field: "avoidance distance")
      key("dismissOnTap")
      bool(avoidance.dismissOnTap)
      if !avoidance.isEnabled {
        key("enabled")
        bool(false)
      }
      close("}")
    }
    if controller.presentation != .fullScreen {
      key("presentation")
      string(controller.presentation.rawValue)
    }
    let insets = controller.additionalSafeArea
    if insets != .zero {
      key("additionalSafeArea")
      try numbers(
        [insets.top, insets.left, insets.bottom, insets.right], id: id, field: "additionalSafeArea")
    }
  }

  /// Opens a view object and writes every member but its subviews.
  private mutating func writeFields(of node: ViewSpec.Node, frame: Rect) throws(ScenarioError) {
    let id = node.id
    open("{")
    key("id")
    string(id)
    key("kind")
    string(node.kind.rawValue)
    if let className = node.className {
      key("class")
      string(className)
    }
    key("frame")
    try rect(frame, id: id, field: "frame")
    if let origin = node.boundsOrigin {
      key("bounds")
      try rect(Rect(origin: origin, size: frame.size), id: id, field: "content offset")
    }
    if let anchor = node.anchorPoint {
      key("anchorPoint")
      try numbers([anchor.x, anchor.y], id: id, field: "anchorPoint")
    }
    if let t = node.transform {
      key("transform")
      try numbers([t.a, t.b, t.c, t.d, t.tx, t.ty], id: id, field: "transform")
    }
    if node.isHidden {
      key("hidden")
      bool(true)
    }
    if let alpha = node.alpha {
      key("alpha")
      try number(alpha, id: id, field: "alpha")
    }
    if let enabled = node.userInteractionEnabled {
      key("userInteractionEnabled")
      bool(enabled)
    }
    if node.clipsToBounds {
      key("clipsToBounds")
      bool(true)
    }
    if node.isFirstResponder {
      key("isFirstResponder")
      bool(true)
    }
    if let caret = node.caret {
      key("caret")
      try rect(caret, id: id, field: "caret")
    }
    if let sizing = node.contentSizing {
      key("contentSize")
      let size = ViewSpec.contentSize(sizing, subviews: node.subviews, bounds: frame.size)
      try numbers([size.width, size.height], id: id, field: "contentSize")
    }
    if let insets = node.contentInset {
      key("contentInset")
      try numbers([insets.top, insets.left, insets.bottom, insets.right], id: id, field: "contentInset")
    }
    if let avoidance = node.fieldAvoidance {
      key("avoidance")
      open("{")
      key("enabled")
      bool(avoidance.isEnabled)
      if let distance = avoidance.distance {
        key("distance")
        try number(distance, id: id, field: "avoidance distance")
      }
      close("}")
    }
    if let text = node.text {
      key("text")
      string(text)
    }
    let extras = node.extras
    if let index = extras.navigationIndex {
      key("x-navigationIndex")
      try number(Double(index), id: id, field: "navigationIndex")
    }
    if let enabled = extras.isEnabled {
      key("x-enabled")
      bool(enabled)
    }
    if let focusable = extras.allowsFirstResponder {
      key("x-focusable")
      bool(focusable)
    }
    if let tag = extras.tag {
      key("x-tag")
      try number(Double(tag), id: id, field: "tag")
    }
    if let placeholder = extras.placeholder {
      key("x-placeholder")
      string(placeholder)
    }
  }
}
