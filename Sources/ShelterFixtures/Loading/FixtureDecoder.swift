import ShelterGeometry
import ShelterJSON
import ShelterKeyboard
import ShelterViews

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

  static let limit = 1e9
  static let rootKeys: Set<String> = ["format", "name", "screen", "window", "steps"]
  static let screenKeys: Set<String> = ["size", "safeArea", "scale"]
  static let windowKeys: Set<String> = ["frame", "controller"]
  static let controllerKeys: Set<String> = ["id", "avoidance", "view", "presentation", "additionalSafeArea"]
  static let avoidanceKeys: Set<String> = ["strategy", "distance", "dismissOnTap", "enabled"]
  static let fieldAvoidanceKeys: Set<String> = ["enabled", "distance"]
  static let nodeKeys: Set<String> = Set(ViewFields.Field.allCases.map(\.key))

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
    case .number: return "the number \(JSONWriter.format(node.numberValue ?? 0))"
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
    guard let value else { return nil }
    guard let number = value.numberValue else {
      throw fail(node, "expected \(what), found \(describe(value))", key: key)
    }
    guard abs(number) <= Self.limit else {
      throw fail(node, "\(JSONWriter.format(number)) is beyond the allowed ±1e9", key: key)
    }
    return number
  }

  func bool(_ node: JSONNode, _ key: String) throws(FixtureError) -> Bool? {
    try bool(node[key], of: node, key)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func bool(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> Bool? {
    guard let value else { return nil }
    guard let flag = value.boolValue else {
      throw fail(node, "expected true or false, found \(describe(value))", key: key)
    }
    return flag
  }

  func string(_ node: JSONNode, _ key: String) throws(FixtureError) -> String? {
    try string(node[key], of: node, key)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func string(_ value: JSONNode?, of node: JSONNode, _ key: String) throws(FixtureError) -> String? {
    guard let value else { return nil }
    guard let text = value.stringValue else {
      throw fail(node, "expected a string, found \(describe(value))", key: key)
    }
    return text
  }

  func numbers(_ node: JSONNode, _ key: String, count: Int, what: String) throws(FixtureError) -> NumberList?
  {
    try numbers(node[key], of: node, key, count: count, what: what)
  }

  /// As above, given the member's value (`node[key]`) already found.
  func numbers(_ value: JSONNode?, of node: JSONNode, _ key: String, count: Int, what: String)
    throws(FixtureError) -> NumberList?
  {
    guard let value else { return nil }
    guard value.kind == .array, value.count == count else {
      throw fail(node, "expected \(what), found \(describe(value))", key: key)
    }
    var result = NumberList()
    for (index, element) in value.elements.enumerated() {
      guard let number = element.numberValue else {
        throw FixtureError(
          file: fileName, path: value.path.appending(index: index).description, line: element.line,
          column: element.column, message: "expected a number in \(what), found \(describe(element))")
      }
      guard abs(number) <= Self.limit else {
        throw FixtureError(
          file: fileName, path: value.path.appending(index: index).description, line: element.line,
          column: element.column, message: "\(JSONWriter.format(number)) is beyond the allowed ±1e9")
      }
      result.append(number)
    }
    return result
  }

  func rect(_ node: JSONNode, _ key: String, nonNegative: Bool = true) throws(FixtureError) -> Rect? {
    try rect(node[key], of: node, key, nonNegative: nonNegative)
  }

  func rect(_ value: JSONNode?, of node: JSONNode, _ key: String, nonNegative: Bool = true)
    throws(FixtureError) -> Rect?
  {
    guard let n = try numbers(value, of: node, key, count: 4, what: "a rect [x, y, width, height]") else {
      return nil
    }
    if nonNegative, n[2] < 0 || n[3] < 0 {
      throw fail(
        node,
        "width and height must not be negative, found \(JSONWriter.format(n[2])) × \(JSONWriter.format(n[3]))",
        key: key)
    }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
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
    if n[0] < 0 || n[1] < 0 { throw fail(node, "a size must not be negative", key: key) }
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
    guard let window = root["window"] else { throw fail(root, "missing required field 'window'") }
    try object(window, allowed: Self.windowKeys, what: "the window")

    var screenSize: Size?
    var safeArea = EdgeInsets.zero
    if let screen = root["screen"] {
      try object(screen, allowed: Self.screenKeys, what: "the screen")
      guard let size = try size(screen, "size") else { throw fail(screen, "missing required field 'size'") }
      screenSize = size
      safeArea = try insets(screen, "safeArea") ?? .zero
      if let scale = try number(screen, "scale"), scale <= 0 {
        throw fail(screen, "scale must be positive", key: "scale")
      }
    }
    let windowFrame = try rect(window, "frame") ?? Rect(origin: .zero, size: screenSize ?? .zero)
    guard let size = screenSize ?? (window["frame"] != nil ? windowFrame.size : nil) else {
      throw fail(root, "missing 'screen.size' (or 'window.frame')")
    }
    guard let controller = window["controller"] else {
      throw fail(window, "missing required field 'controller'")
    }
    let nodes = try decodeTree(controller)
    try checkComposedScale(nodes)
    var steps: [FixtureStep] = []
    if let list = root["steps"] {
      guard list.kind == .array else {
        throw fail(root, "expected an array of steps, found \(describe(list))", key: "steps")
      }
      let ids = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
      for step in list.elements { steps.append(try decodeStep(step, nodes: nodes, ids: ids)) }
    }
    return Fixture(
      name: name, screenSize: size, safeArea: safeArea, windowFrame: windowFrame, nodes: nodes, steps: steps)
  }

  static func baseName(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".json") { name.removeLast(5) }
    return name
  }

  // MARK: Tree

  func decodeTree(_ top: JSONNode) throws(FixtureError) -> [FixtureNode] {
    var nodes: [FixtureNode] = []
    var seen: [String: JSONNode] = [:]
    var firstResponders: [JSONNode] = []
    // (json, parent index, is controller)
    var stack: [(JSONNode, Int?, Bool)] = [(top, nil, true)]
    while let (json, parent, isController) = stack.popLast() {
      let index = nodes.count
      if isController {
        try object(json, allowed: Self.controllerKeys, what: "a controller")
        var node = try controllerNode(json, parent: parent)
        guard let view = json["view"] else {
          throw fail(json, "missing required field 'view' of the controller")
        }
        node.parent = parent
        try claim(node.id, json: json, seen: &seen)
        nodes.append(node)
        stack.append((view, index, false))
        continue
      }
      guard json.kind == .object else {
        throw fail(json, "expected a view (an object), found \(describe(json))")
      }
      let fields = ViewFields(json)
      if let controller = fields[.controller] {
        if let other = fields.firstOtherThanController {
          throw fail(json, "a node holding 'controller' holds nothing else, found '\(other)'", key: other)
        }
        stack.append((controller, parent, true))
        continue
      }
      if let unknown = fields.firstUnknown {
        throw fail(json, "unknown field '\(unknown)' in a view", key: unknown)
      }
      var node = try viewNode(json, fields)
      node.parent = parent
      try claim(node.id, json: json, seen: &seen)
      if node.isFirstResponder { firstResponders.append(json) }
      if firstResponders.count > 1 {
        throw fail(
          json, "a second first responder: \(firstResponders[0].path) already is one", key: "isFirstResponder"
        )
      }
      nodes.append(node)
      if let subviews = fields[.subviews] {
        guard subviews.kind == .array else {
          throw fail(json, "expected an array of views, found \(describe(subviews))", key: "subviews")
        }
        // Push in reverse so that pre-order (and subview order) is kept.
        let children = Array(subviews.elements)
        for child in children.reversed() { stack.append((child, index, false)) }
      }
    }
    return nodes
  }

  /// Rejects a tree whose transforms multiply to a scale beyond ±1e9 from some view to the window.
  ///
  /// Each transform alone is within range, but a chain of them (ten views scaled by 1e9) would
  /// place views beyond what a `Double` holds. Nodes come in pre-order, parents first, so one pass
  /// carries each node's composed linear part down without recursion.
  func checkComposedScale(_ nodes: [FixtureNode]) throws(FixtureError) {
    var composed: [(a: Double, b: Double, c: Double, d: Double)] = []
    composed.reserveCapacity(nodes.count)
    for node in nodes {
      let t = node.transform
      guard let parent = node.parent else {
        composed.append((t.a, t.b, t.c, t.d))
        continue
      }
      let p = composed[parent]
      // The view's map to its superview, then the superview's to the window.
      let m = (
        a: t.a * p.a + t.b * p.c, b: t.a * p.b + t.b * p.d,
        c: t.c * p.a + t.d * p.c, d: t.c * p.b + t.d * p.d
      )
      let scale = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
      if !(scale <= Self.limit), let source = node.source {
        let shown = scale.isFinite ? JSONWriter.format(scale) : "more than a Double holds"
        throw fail(
          source,
          "the transforms from this view up to the window multiply to a scale of \(shown), beyond the allowed 1e9",
          key: "transform")
      }
      composed.append(m)
    }
  }

  func claim(_ id: String, json: JSONNode, seen: inout [String: JSONNode]) throws(FixtureError) {
    // One hash of the id: insert, and on a clash report the earlier node (decoding stops there).
    if let earlier = seen.updateValue(json, forKey: id) {
      throw fail(json, "duplicate id '\(id)', already used at \(earlier.path)", key: "id")
    }
  }

  func identifier(_ json: JSONNode) throws(FixtureError) -> String {
    try identifier(json["id"], of: json)
  }

  func identifier(_ value: JSONNode?, of json: JSONNode) throws(FixtureError) -> String {
    guard let id = try string(value, of: json, "id") else { throw fail(json, "missing required field 'id'") }
    guard !id.isEmpty else { throw fail(json, "an id must not be empty", key: "id") }
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
      if let distance = try number(avoidance, "distance") {
        guard distance >= 0 else { throw fail(avoidance, "distance must not be negative", key: "distance") }
        settings.distance = distance
      }
      settings.dismissOnTap = try bool(avoidance, "dismissOnTap") ?? true
      settings.isEnabled = try bool(avoidance, "enabled") ?? true
      node.avoidance = settings
    }
    if let style = try string(json, "presentation") {
      guard style == "fullScreen" || style == "formSheet" else {
        throw fail(
          json, "unknown presentation '\(style)', expected fullScreen or formSheet", key: "presentation")
      }
      node.presentation = PresentationStyle(rawValue: style)
    }
    node.additionalSafeArea = try insets(json, "additionalSafeArea") ?? .zero
    return node
  }

  func viewNode(_ json: JSONNode, _ fields: borrowing ViewFields) throws(FixtureError) -> FixtureNode {
    var kind = ViewKind.view
    if let name = try string(fields[.kind], of: json, "kind") {
      kind = ViewKind(rawValue: name)
      guard ViewKind.fixtureKinds.contains(kind) else {
        let names = ViewKind.fixtureKinds.map(\.rawValue).joined(separator: ", ")
        throw fail(json, "unknown kind '\(name)', expected one of \(names)", key: "kind")
      }
    }
    var node = FixtureNode(
      id: try identifier(fields[.id], of: json), role: .view(kind), parent: nil, source: json)
    node.className = try string(fields[.className], of: json, "class")
    node.anchorPoint = try point(fields[.anchorPoint], of: json, "anchorPoint") ?? node.anchorPoint
    node.transform = try transform(fields[.transform], of: json, "transform") ?? .identity
    let frame = try rect(fields[.frame], of: json, "frame")
    let bounds = try rect(fields[.bounds], of: json, "bounds")
    let center = try point(fields[.center], of: json, "center")
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
    } else {
      throw fail(json, "missing required field 'frame' (or 'center' with 'bounds')")
    }
    node.isHidden = try bool(fields[.hidden], of: json, "hidden") ?? false
    if let alpha = try number(fields[.alpha], of: json, "alpha") {
      guard alpha >= 0, alpha <= 1 else {
        throw fail(json, "alpha must lie in [0, 1], found \(JSONWriter.format(alpha))", key: "alpha")
      }
      node.alpha = alpha
    }
    node.userInteractionEnabled = try bool(
      fields[.userInteractionEnabled], of: json, "userInteractionEnabled")
    node.clipsToBounds = try bool(fields[.clipsToBounds], of: json, "clipsToBounds") ?? false
    node.isFirstResponder = try bool(fields[.isFirstResponder], of: json, "isFirstResponder") ?? false
    if node.isFirstResponder, !kind.isTextInput {
      throw fail(
        json, "only a textField or textView can be first responder, this is a \(kind)",
        key: "isFirstResponder")
    }
    node.caret = try rect(fields[.caret], of: json, "caret")
    node.contentSize = try size(fields[.contentSize], of: json, "contentSize")
    node.contentInset = try insets(fields[.contentInset], of: json, "contentInset") ?? .zero
    node.text = try string(fields[.text], of: json, "text")
    if let avoidance = fields[.avoidance] {
      try object(avoidance, allowed: Self.fieldAvoidanceKeys, what: "field avoidance")
      let distance = try number(avoidance, "distance")
      if let distance, distance < 0 {
        throw fail(avoidance, "distance must not be negative", key: "distance")
      }
      node.fieldAvoidance = FieldAvoidance(
        isEnabled: try bool(avoidance, "enabled") ?? true, distance: distance)
    }
    return node
  }
}

/// The numbers of a rect, point, size, insets or transform: at most six, kept inline so reading a
/// frame allocates nothing.
struct NumberList {
  private var values: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
  private(set) var count = 0

  mutating func append(_ value: Double) {
    precondition(count < 6, "a number list holds at most six numbers")
    withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: count * 8, as: Double.self) }
    count += 1
  }

  subscript(index: Int) -> Double {
    precondition(index < count, "index \(index) beyond the \(count) numbers read")
    return withUnsafeBytes(of: values) { $0.load(fromByteOffset: index * 8, as: Double.self) }
  }
}
