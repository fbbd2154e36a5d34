import ShelterGeometry
import ShelterJSON
import ShelterSupport
import ShelterValues

extension Fixture {
  /// The format tag a fixture file carries.
  public static let formatTag = "shelter-fixture/1"

  /// Decodes and validates a fixture from JSON bytes.
  ///
  /// Unknown fields are errors (a typo must not pass silently) except keys starting with `x-`.
  /// Every number must be finite and within ±1e9. Errors name the file, the JSON path, the line and
  /// column, and the problem.
  public init(json bytes: some Collection<UInt8>, file: String? = nil) throws(FixtureError) {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: bytes)
    } catch {
      throw FixtureError(
        file: file, path: "$", line: error.line, column: error.column,
        message: "malformed JSON: \(error.message)")
    }
    do {
      self = try FixtureDecoder(fileName: file).decode(document.root)
      try validate()
      keepOnlySourcesNeeded()
      isKnownValid = true
    } catch {
      throw error.inFile(file ?? "<fixture>")
    }
  }

  /// Decodes and validates a fixture from JSON text.
  public init(json text: String, file: String? = nil) throws(FixtureError) {
    try self.init(json: Array(text.utf8), file: file)
  }
}

/// Reads a fixture from a parsed JSON document, checking every rule of the contract.
struct FixtureDecoder {
  var fileName: String?

  static let limit = Fixture.limit
  static let rootKeys: Set<String> = [
    "format", "name", "description", "screen", "window", "windows", "steps",
  ]
  static let screenKeys: Set<String> = [
    "size", "safeArea", "scale", "device", "orientation", "keyboard", "layoutDirection",
  ]
  static let windowKeys: Set<String> = ["frame", "controller"]
  static let controllerKeys: Set<String> = [
    "id", "avoidance", "view", "presentation", "additionalSafeArea", "keyboardLayoutGuide",
    "modalPresentationStyle", "preferredContentSize",
  ]
  static let avoidanceKeys: Set<String> = [
    "strategy", "distance", "dismissOnTap", "enabled", "animation", "keyboardConstraint",
  ]
  static let fieldAvoidanceKeys: Set<String> = ["enabled", "distance"]
  static let nodeKeys: Set<String> = Set(ViewField.allCases.map(\.key))

  func fail(_ node: JSONNode, _ message: String, key: String? = nil) -> FixtureError {
    var path = node.path
    var line = node.line
    var column = node.column
    if let key {
      path = path.appending(key: key)
      if let child = node[key] {
        line = child.line
        column = child.column
      }
    }
    return FixtureError(file: fileName, path: path.description, line: line, column: column, message: message)
  }

  func object(_ node: JSONNode, allowed: Set<String>, what: String) throws(FixtureError) {
    guard node.kind == .object else {
      throw fail(node, "expected \(what) (an object), found \(describe(node))")
    }
    for (key, _) in node.members where !allowed.contains(key) && !key.hasPrefix("x-") {
      throw fail(node, "unknown field '\(key)' in \(what)", key: key)
    }
  }

  func describe(_ node: JSONNode) -> String {
    switch node.kind {
    case .object: return "an object"
    case .array: return "an array of \(node.count)"
    case .string: return "a string"
    case .number: return "the number \(NumberText.shortest(node.numberValue ?? 0))"
    case .bool: return node.boolValue == true ? "true" : "false"
    case .null: return "null"
    }
  }

  func number(_ node: JSONNode, _ key: String, what: String = "a number") throws(FixtureError) -> Double? {
    try number(node[key], of: node, key, what: what)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func number(_ value: JSONNode?, of node: JSONNode, _ key: String, what: String = "a number")
    throws(FixtureError) -> Double?
  {
    guard let number = try scalar(value, of: node, key, expected: what, \.numberValue) else { return nil }
    guard abs(number) <= Self.limit else {
      throw fail(node, "\(NumberText.shortest(number)) is beyond the allowed ±1e9", key: key)
    }
    return number
  }

  func bool(_ node: JSONNode, _ key: String) throws(FixtureError) -> Bool? {
    try bool(node[key], of: node, key)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func bool(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Bool? {
    try scalar(value, of: node, key, expected: "true or false", \.boolValue)
  }

  func string(_ node: JSONNode, _ key: String) throws(FixtureError) -> String? {
    try string(node[key], of: node, key)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func string(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> String? {
    try scalar(value, of: node, key, expected: "a string", \.stringValue)
  }

  /// A member's value read as one kind, or an error naming what was expected and what was found.
  private func scalar<Value>(
    _ value: JSONNode?, of node: JSONNode, _ key: String, expected: String, _ read: (JSONNode) -> Value?
  ) throws(FixtureError) -> Value? {
    guard let value else { return nil }
    guard let result = read(value) else {
      throw fail(node, "expected \(expected), found \(describe(value))", key: key)
    }
    return result
  }

  func numbers(_ node: JSONNode, _ key: String, count: Int, what: String) throws(FixtureError)
    -> InlineNumbers?
  {
    try numbers(node[key], of: node, key, count: count, what: what)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func numbers(_ value: JSONNode?, of node: JSONNode, _ key: String, count: Int, what: String)
    throws(FixtureError) -> InlineNumbers?
  {
    guard let value else { return nil }
    guard value.kind == .array, value.count == count else {
      throw fail(node, "expected \(what), found \(describe(value))", key: key)
    }
    var result = InlineNumbers()
    for (index, element) in value.elements.enumerated() {
      guard let number = element.numberValue else {
        throw FixtureError(
          file: fileName, path: value.path.appending(index: index).description, line: element.line,
          column: element.column, message: "expected a number in \(what), found \(describe(element))")
      }
      guard abs(number) <= Self.limit else {
        throw FixtureError(
          file: fileName, path: value.path.appending(index: index).description, line: element.line,
          column: element.column, message: "\(NumberText.shortest(number)) is beyond the allowed ±1e9")
      }
      result.append(number)
    }
    return result
  }

  func rect(_ node: JSONNode, _ key: String) throws(FixtureError) -> Rect? {
    try rect(node[key], of: node, key)
  }

  func rect(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Rect? {
    guard let n = try numbers(value, of: node, key, count: 4, what: "a rect [x, y, width, height]") else {
      return nil
    }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// A whole number (an index, a tag).
  func integer(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Int? {
    guard let number = try number(value, of: node, key, what: "a whole number") else { return nil }
    guard number.rounded() == number else {
      throw fail(node, "expected a whole number, found \(NumberText.shortest(number))", key: key)
    }
    return Int(number)
  }

  func point(_ node: JSONNode, _ key: String) throws(FixtureError) -> Point? {
    try point(node[key], of: node, key)
  }

  func point(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Point? {
    guard let n = try numbers(value, of: node, key, count: 2, what: "a point [x, y]") else { return nil }
    return Point(x: n[0], y: n[1])
  }

  func size(_ node: JSONNode, _ key: String) throws(FixtureError) -> Size? {
    try size(node[key], of: node, key)
  }

  func size(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Size? {
    guard let n = try numbers(value, of: node, key, count: 2, what: "a size [width, height]") else {
      return nil
    }
    return Size(width: n[0], height: n[1])
  }

  func insets(_ node: JSONNode, _ key: String) throws(FixtureError) -> EdgeInsets? {
    try insets(node[key], of: node, key)
  }

  func insets(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> EdgeInsets? {
    guard let n = try numbers(value, of: node, key, count: 4, what: "insets [top, left, bottom, right]")
    else {
      return nil
    }
    return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  func transform(_ node: JSONNode, _ key: String) throws(FixtureError) -> Transform? {
    try transform(node[key], of: node, key)
  }

  func transform(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Transform? {
    guard let n = try numbers(value, of: node, key, count: 6, what: "a transform [a, b, c, d, tx, ty]") else {
      return nil
    }
    return Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  // MARK: Document

  func decode(_ root: JSONNode) throws(FixtureError) -> Fixture {
    try object(root, allowed: Self.rootKeys, what: "a fixture")
    if let format = try string(root, "format"), format != Fixture.formatTag {
      throw fail(root, "unsupported format '\(format)', expected '\(Fixture.formatTag)'", key: "format")
    }
    let name = try string(root, "name") ?? fileName.map(Self.baseName) ?? "fixture"
    let windowList = try windows(of: root)
    let window = windowList[0]

    var screenSize: Size?
    var safeArea = EdgeInsets.zero
    var scale: Double?
    var device: DeviceProfile?
    var orientation = Orientation.portrait
    var keyboardMode = KeyboardMode.manual
    var layoutDirection = UserInterfaceLayoutDirection.leftToRight
    if let screen = root["screen"] {
      try object(screen, allowed: Self.screenKeys, what: "the screen")
      if let name = try string(screen, "layoutDirection") {
        guard let direction = UserInterfaceLayoutDirection(rawValue: name) else {
          throw fail(screen, "expected 'leftToRight' or 'rightToLeft'", key: "layoutDirection")
        }
        layoutDirection = direction
      }
      if let id = try string(screen, "device") {
        guard let profile = DeviceProfile.named(id) else {
          throw fail(
            screen, "unknown device '\(id)'\(Self.expectedDevice(near: id))",
            key: "device")
        }
        device = profile
      }
      if let name = try string(screen, "orientation") {
        guard Orientation.all.contains(Orientation(rawValue: name)) else {
          throw fail(screen, "expected 'portrait' or 'landscape'", key: "orientation")
        }
        guard device != nil else { throw fail(screen, "an orientation needs a 'device'", key: "orientation") }
        orientation = Orientation(rawValue: name)
      }
      if let name = try string(screen, "keyboard") {
        guard let mode = KeyboardMode(rawValue: name) else {
          throw fail(screen, "expected 'manual', 'software' or 'hardware'", key: "keyboard")
        }
        if mode != .manual, device == nil {
          throw fail(screen, "a \(name) keyboard needs a 'device' for its sizes", key: "keyboard")
        }
        keyboardMode = mode
      }
      let given = try size(screen, "size")
      guard let size = given ?? device?.screenSize(orientation) else {
        throw fail(screen, "missing required field 'size' (or 'device')")
      }
      if size.width < 0 || size.height < 0 { throw fail(screen, "a size must not be negative", key: "size") }
      screenSize = size
      safeArea = try insets(screen, "safeArea") ?? device?.safeAreaInsets(orientation) ?? .zero
      scale = try number(screen, "scale") ?? device?.scale
      if let scale, scale <= 0 { throw fail(screen, "scale must be positive", key: "scale") }
    }
    var frames: [Rect?] = []
    for window in windowList { frames.append(try self.windowFrame(window)) }
    let frame = frames[0]
    let windowFrame = frame ?? Rect(origin: .zero, size: screenSize ?? .zero)
    guard let size = screenSize ?? (frame != nil ? windowFrame.size : nil) else {
      throw fail(root, "missing 'screen.size' (or 'window.frame')")
    }
    var controllers: [JSONNode] = []
    for window in windowList {
      guard let controller = window["controller"] else {
        throw fail(window, "missing required field 'controller'")
      }
      controllers.append(controller)
    }
    var fixture = Fixture(name: name, screenSize: size, safeArea: safeArea, windowFrame: windowFrame)
    fixture.scale = scale
    fixture.device = device?.id
    fixture.orientation = orientation
    fixture.keyboardMode = keyboardMode
    fixture.layoutDirection = layoutDirection
    fixture.summary = try string(root, "description")
    fixture.windowAnnotations = annotations(of: window)
    for (k, window) in windowList.enumerated() {
      let base = fixture.nodes.count
      var tree = try decodeTree(controllers[k])
      if base > 0 {
        for i in tree.indices { tree[i].parent = tree[i].parent.map { $0 + base } }
        var extra = FixtureWindow(
          frame: frames[k] ?? Rect(origin: .zero, size: size), annotations: annotations(of: window))
        extra.source = FixtureSource(window)
        fixture.additionalWindows.append(extra)
      }
      if fixture.nodes.isEmpty { fixture.nodes = tree } else { fixture.nodes += tree }
    }
    if let list = root["steps"] {
      guard list.kind == .array else {
        throw fail(root, "expected an array of steps, found \(describe(list))", key: "steps")
      }
      for step in list.elements { fixture.steps.append(try decodeStep(step)) }
      fixture.stepsSource = FixtureSource(list)
    }
    return fixture
  }

  /// The window objects: `window`, or the elements of `windows` (one of the two, at least one).
  private func windows(of root: JSONNode) throws(FixtureError) -> [JSONNode] {
    guard let list = root["windows"] else {
      guard let window = root["window"] else {
        throw fail(root, "missing required field 'window' (or 'windows')")
      }
      try object(window, allowed: Self.windowKeys, what: "the window")
      return [window]
    }
    if root["window"] != nil {
      throw fail(root, "give either 'window' or 'windows', not both", key: "windows")
    }
    guard list.kind == .array, list.count > 0 else {
      throw fail(root, "expected a non-empty array of windows, found \(describe(list))", key: "windows")
    }
    let windows = Array(list.elements)
    for window in windows { try object(window, allowed: Self.windowKeys, what: "a window") }
    return windows
  }

  /// A window's `frame`, if given; its size must not be negative.
  private func windowFrame(_ window: JSONNode) throws(FixtureError) -> Rect? {
    let frame = try rect(window, "frame")
    if let frame, frame.size.width < 0 || frame.size.height < 0 {
      throw fail(
        window,
        "width and height must not be negative, found \(NumberText.shortest(frame.size.width)) × \(NumberText.shortest(frame.size.height))",
        key: "frame")
    }
    return frame
  }

  /// `; did you mean 'iphone-15'?` when a name is close to one of `names`, else every name.
  static func expected(_ names: [String], near name: String) -> String {
    let hint = Suggestion.didYouMean(name, among: names)
    return hint.isEmpty ? "; expected one of " + names.map { "'\($0)'" }.joined(separator: ", ") : hint
  }

  /// The hint for an unknown device id: the id `name` begins (`iphone-se` → `iphone-se-3`) or the
  /// nearest one, else the list of ids.
  static func expectedDevice(near name: String) -> String {
    let ids = DeviceProfile.all.map(\.id)
    let hint = DeviceProfile.suggestion(for: name)
    return hint.isEmpty ? "; expected one of " + ids.map { "'\($0)'" }.joined(separator: ", ") : hint
  }

  static func baseName(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".json") { name.removeLast(5) }
    return name
  }

  /// The string members under `x-` keys, which the format ignores and the encoder writes back.
  func annotations(of json: JSONNode) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in json.members where key.hasPrefix("x-") {
      if let text = value.stringValue { result[String(key.dropFirst(2))] = text }
    }
    return result
  }

  // MARK: Tree

  func decodeTree(_ top: JSONNode) throws(FixtureError) -> [FixtureNode] {
    var nodes: [FixtureNode] = []
    // Every node is an object, so this bound keeps the array from doubling past the fixture.
    nodes.reserveCapacity(top.objectCount)
    // What is left to read: a node (with its parent's index and whether it is a controller), or
    // the rest of a view's subviews, read one at a time so that a view with many subviews costs
    // one entry here rather than one per subview.
    enum Pending {
      case node(JSONNode, parent: Int?, isController: Bool)
      case subviews(JSONNode.Elements.Iterator, parent: Int)
    }
    var stack: [Pending] = [.node(top, parent: nil, isController: true)]
    // One slot per view field, reused for every node.
    var slots = [JSONNode?](repeating: nil, count: ViewField.allCases.count)
    var details = DetailsPool()
    while let pending = stack.popLast() {
      let json: JSONNode
      let parent: Int?
      let isController: Bool
      switch pending {
      case .node(let node, let nodeParent, let controller):
        (json, parent, isController) = (node, nodeParent, controller)
      case .subviews(var rest, let owner):
        guard let next = rest.next() else { continue }
        stack.append(.subviews(rest, parent: owner))
        (json, parent, isController) = (next, owner, false)
      }
      let index = nodes.count
      if isController {
        try object(json, allowed: Self.controllerKeys, what: "a controller")
        var node = try controllerNode(json, parent: parent)
        guard let view = json["view"] else {
          throw fail(json, "missing required field 'view' of the controller")
        }
        let annotations = annotations(of: json)
        if !annotations.isEmpty { node.annotations = annotations }
        nodes.append(node)
        stack.append(.node(view, parent: index, isController: false))
        continue
      }
      guard json.kind == .object else {
        throw fail(json, "expected a view (an object), found \(describe(json))")
      }
      for i in slots.indices { slots[i] = nil }
      var firstUnknown: String?
      var firstOther: String?
      var hasAnnotations = false
      for (key, value) in json.members {
        if let field = ViewField(key: key) {
          slots[field.rawValue] = value
          if field != .controller, firstOther == nil { firstOther = key }
        } else if key.hasPrefix("x-") {
          hasAnnotations = true
        } else {
          if firstUnknown == nil { firstUnknown = key }
          if firstOther == nil { firstOther = key }
        }
      }
      if let controller = slots[ViewField.controller.rawValue] {
        if let firstOther {
          throw fail(
            json, "a node holding 'controller' holds nothing else, found '\(firstOther)'", key: firstOther)
        }
        stack.append(.node(controller, parent: parent, isController: true))
        continue
      }
      if let unknown = firstUnknown {
        throw fail(json, "unknown field '\(unknown)' in a view", key: unknown)
      }
      var node = try viewNode(json, slots)
      node.parent = parent
      if hasAnnotations { node.annotations = annotations(of: json) }
      node.shareDetails(in: &details)
      nodes.append(node)
      if let subviews = slots[ViewField.subviews.rawValue] {
        guard subviews.kind == .array else {
          throw fail(json, "expected an array of views, found \(describe(subviews))", key: "subviews")
        }
        stack.append(.subviews(subviews.elements.makeIterator(), parent: index))
      }
    }
    return nodes
  }

  func identifier(_ json: JSONNode) throws(FixtureError) -> String {
    try identifier(json["id"], of: json)
  }

  func identifier(_ value: JSONNode?, of json: JSONNode) throws(FixtureError) -> String {
    guard let id = try string(value, of: json, "id") else { throw fail(json, "missing required field 'id'") }
    return id
  }

  func controllerNode(_ json: JSONNode, parent: Int?) throws(FixtureError) -> FixtureNode {
    var node = FixtureNode(id: try identifier(json), role: .controller, parent: parent, source: json)
    if let avoidance = json["avoidance"] {
      try object(avoidance, allowed: Self.avoidanceKeys, what: "controller avoidance")
      var settings = AvoidanceSettings()
      if let name = try string(avoidance, "strategy") {
        let strategy = AvoidanceStrategy(rawValue: name)
        guard AvoidanceStrategy.all.contains(strategy) else {
          throw fail(
            avoidance, "unknown strategy '\(name)', expected one of auto, transform, frame, scroll, none",
            key: "strategy")
        }
        settings.strategy = strategy
      }
      settings.distance = try number(avoidance, "distance") ?? settings.distance
      settings.dismissOnTap = try bool(avoidance, "dismissOnTap") ?? true
      settings.isEnabled = try bool(avoidance, "enabled") ?? true
      if let name = try string(avoidance, "animation") {
        guard let animation = AvoidanceAnimation(rawValue: name) else {
          throw fail(avoidance, "unknown animation '\(name)', expected animated or none", key: "animation")
        }
        settings.animation = animation
      }
      settings.keyboardConstraint = try string(avoidance, "keyboardConstraint")
      node.avoidance = settings
    }
    if let style = try string(json, "presentation") {
      guard style == "fullScreen" || style == "formSheet" else {
        throw fail(
          json, "unknown presentation '\(style)', expected fullScreen or formSheet", key: "presentation")
      }
      node.presentation = PresentationStyle(rawValue: style)
    }
    if let name = try string(json, "modalPresentationStyle") {
      guard let style = ModalPresentationStyle(rawValue: name) else {
        throw fail(
          json, "unknown modalPresentationStyle '\(name)', expected fullScreen, pageSheet or formSheet",
          key: "modalPresentationStyle")
      }
      if json["presentation"] != nil {
        throw fail(
          json, "give either 'presentation' or 'modalPresentationStyle', not both",
          key: "modalPresentationStyle")
      }
      node.modalPresentationStyle = style
    }
    if let size = try size(json, "preferredContentSize") {
      guard node.modalPresentationStyle == .formSheet else {
        throw fail(
          json, "'preferredContentSize' needs 'modalPresentationStyle' formSheet", key: "preferredContentSize"
        )
      }
      node.preferredContentSize = size
    }
    if let insets = try insets(json, "additionalSafeArea") { node.additionalSafeArea = insets }
    if let guide = json["keyboardLayoutGuide"] { node.keyboardLayoutGuide = try keyboardLayoutGuide(guide) }
    return node
  }

  /// A node's `constraints`: each a string in the constraint grammar, or an object with
  /// `constraint`, an optional `id` and `active`; a syntax error names the offending token.
  func constraints(_ list: JSONNode) throws(FixtureError) -> [FixtureConstraint] {
    guard list.kind == .array else {
      throw fail(list, "expected an array of constraints, found \(describe(list))")
    }
    var result: [FixtureConstraint] = []
    for entry in list.elements {
      var id: String?
      var active = true
      let textNode: JSONNode
      if entry.kind == .string {
        textNode = entry
      } else if entry.kind == .object {
        try object(entry, allowed: ["id", "constraint", "active"], what: "constraint")
        id = try string(entry, "id")
        active = try bool(entry, "active") ?? true
        guard let text = entry["constraint"] else { throw fail(entry, "missing 'constraint'") }
        textNode = text
      } else {
        throw fail(entry, "expected a constraint (a string or an object), found \(describe(entry))")
      }
      guard let text = textNode.stringValue else {
        throw fail(textNode, "expected a constraint string, found \(describe(textNode))")
      }
      let expression: ConstraintExpression
      do {
        expression = try ConstraintExpression(parsing: text)
      } catch {
        throw fail(textNode, error.description)
      }
      if let problem = expression.problem() {
        throw fail(textNode, "\(problem.message): '\(problem.token)'")
      }
      result.append(FixtureConstraint(id: id, expression: expression, isActive: active))
    }
    return result
  }

  /// A field's per-view avoidance object.
  func fieldAvoidance(_ avoidance: JSONNode) throws(FixtureError) -> FieldAvoidance {
    try object(avoidance, allowed: Self.fieldAvoidanceKeys, what: "field avoidance")
    return FieldAvoidance(
      isEnabled: try bool(avoidance, "enabled") ?? true, distance: try number(avoidance, "distance"))
  }

  func viewNode(_ json: JSONNode, _ slots: [JSONNode?]) throws(FixtureError) -> FixtureNode {
    func slot(_ field: ViewField) -> JSONNode? { slots[field.rawValue] }
    var kind = ViewKind.view
    if let name = try string(slot(.kind), of: json, "kind") {
      kind = ViewKind(rawValue: name)
      guard ViewKind.fixtureKinds.contains(kind) else {
        let names = ViewKind.fixtureKinds.map(\.rawValue).joined(separator: ", ")
        throw fail(json, "unknown kind '\(name)', expected one of \(names)", key: "kind")
      }
    }
    var node = FixtureNode(
      id: try identifier(slot(.id), of: json), role: .view(kind), parent: nil, source: json)
    if let anchorPoint = try point(slot(.anchorPoint), of: json, "anchorPoint") {
      node.anchorPoint = anchorPoint
    }
    let frame = try rect(slot(.frame), of: json, "frame")
    let bounds = try rect(slot(.bounds), of: json, "bounds")
    let center = try point(slot(.center), of: json, "center")
    let anchor = node.anchorPoint
    if let frame {
      if center != nil {
        throw fail(json, "give either 'frame' or 'center' with 'bounds', not both", key: "center")
      }
      if let bounds, bounds.size != frame.size {
        throw fail(
          json,
          "bounds size \(bounds.size) must equal the frame's size \(frame.size); bounds may only add an origin",
          key: "bounds")
      }
      node.bounds = Rect(origin: bounds?.origin ?? .zero, size: frame.size)
      node.center = Point(
        x: frame.origin.x + anchor.x * frame.size.width, y: frame.origin.y + anchor.y * frame.size.height)
    } else if let center {
      guard let bounds else { throw fail(json, "'center' needs 'bounds' to give the size", key: "center") }
      node.bounds = bounds
      node.center = center
    } else if slot(.translatesAutoresizingMaskIntoConstraints)?.boolValue == false {
      // A view that constraints place may leave its frame out: it starts at zero, as in UIKit.
      node.bounds = Rect(origin: bounds?.origin ?? .zero, size: bounds?.size ?? .zero)
      node.center = Point(x: anchor.x * node.bounds.size.width, y: anchor.y * node.bounds.size.height)
    } else {
      throw fail(json, "missing required field 'frame' (or 'center' with 'bounds')")
    }
    for field in ViewField.allCases {
      guard let value = slots[field.rawValue] else { continue }
      try field.decode(value, of: json, into: &node, with: self)
    }
    // After the transform: whether the statement needs recording depends on how the view is written.
    if bounds != nil { node.statesBoundsOrigin = true }
    return node
  }
}
