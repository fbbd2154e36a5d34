import ShelterJSON
import ShelterSupport

extension Dump {
  /// Reads a Sentry `view-hierarchy.json` attachment (RFC 0033, getsentry/rfcs) into the same
  /// tree a text dump gives, with the same warnings and the same `fixture(name:safeArea:)`.
  ///
  /// The file is `{"rendering_system": …, "windows": [node, …]}`; a node holds `type` (the class),
  /// `identifier`, `tag`, `x`, `y`, `width`, `height` (its frame in the parent's space), `alpha`,
  /// `visible` (Cocoa) or `visibility` (`"visible"`, `"invisible"`, `"gone"`: Android),
  /// `view_controller` (Cocoa: the class of the controller whose root view the node is) and
  /// `children`. Each window is a top-level view. Other members (`depth`, `z`, `positioning`,
  /// platform extras) are ignored; a node missing part of its frame gets 0 there, with a warning.
  /// Nodes are walked with an explicit stack, so any depth the JSON parser accepts is read.
  ///
  /// - Parameter strict: when true, the first warning is thrown as a `DumpError` instead.
  /// - Throws: `DumpError` naming the line of the JSON for text that is not JSON, a missing
  ///   `windows` array or `type`, a value of the wrong kind, or a number beyond ±1e9.
  package init(sentryJSON bytes: [UInt8], strict: Bool = false, windowSize: Size? = nil) throws(DumpError) {
    // The parsed document (and through it the input) is released once the nodes are read.
    self = try Dump.finished(try SentryReader.read(bytes), strict: strict, windowSize: windowSize)
  }

  /// Reads `FILE.json` bytes as Sentry's view hierarchy and anything else as a text dump, the
  /// choice `shelter import` makes: when the first non-blank byte is `{`, the bytes are Sentry's
  /// when the object's first member is `rendering_system` or `windows` (the order the SDKs
  /// write), or else when they parse as a JSON object that has either member (a file whose keys
  /// were reordered, such as by `jq -S`, or that carries other members first).
  package init(importing bytes: [UInt8], strict: Bool = false, windowSize: Size? = nil) throws(DumpError) {
    if SentryReader.looksLikeSentry(bytes) || SentryReader.isViewHierarchyObject(bytes) {
      try self.init(sentryJSON: bytes, strict: strict, windowSize: windowSize)
    } else {
      try self.init(utf8: bytes, strict: strict, windowSize: windowSize)
    }
  }
}

/// Walks the nodes of a Sentry view hierarchy into dump nodes, pre-order, without recursion.
struct SentryReader {
  private var warnings: [DumpWarning] = []
  /// Line numbers by byte offset: `JSONNode.line` also works out the column, scanning from the
  /// line's start, which is quadratic on the one-line files the SDKs write.
  private let lines: LineTable

  init(lines: LineTable) { self.lines = lines }

  /// The 1-based line a JSON value starts on.
  private func line(_ node: JSONNode) -> Int { lines.line(ofOffset: node.offset) }

  /// Whether `bytes` start, after blanks, with `{` and then the key `"rendering_system"` or
  /// `"windows"`.
  static func looksLikeSentry(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func skipBlanks() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipBlanks()
    guard index < bytes.count, bytes[index] == 0x7B else { return false }
    index += 1
    skipBlanks()
    let rest = bytes[index...]
    return rest.starts(with: Array(#""rendering_system""#.utf8))
      || rest.starts(with: Array(#""windows""#.utf8))
  }

  /// Whether `bytes`, starting with `{` after blanks, are a JSON object with a `windows` or
  /// `rendering_system` member; parsed only when they start with `{`.
  static func isViewHierarchyObject(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
      first == ASCII.openBrace, let document = try? JSONDocument(parsing: bytes)
    else { return false }
    return document.root["windows"] != nil || document.root["rendering_system"] != nil
  }

  /// Parses `bytes` and reads the view hierarchy they hold.
  static func read(_ bytes: [UInt8]) throws(DumpError) -> Dump {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: bytes)
    } catch {
      throw DumpError(line: error.line, reason: .invalidJSON, message: "not JSON: \(error.message)")
    }
    var reader = SentryReader(lines: LineTable(bytes))
    return try reader.read(document.root)
  }

  mutating func read(_ root: JSONNode) throws(DumpError) -> Dump {
    guard root.kind == .object else {
      throw DumpError(
        line: line(root), reason: .invalidValue("windows"),
        message:
          "expected a view hierarchy object {\"rendering_system\": …, \"windows\": […]}, found \(root.kind)")
    }
    guard let windows = root["windows"] else {
      throw DumpError(
        line: line(root), reason: .missingValue("windows"),
        message: "the view hierarchy has no 'windows' array")
    }
    guard windows.kind == .array else {
      throw DumpError(
        line: line(windows), reason: .invalidValue("windows"),
        message: "expected 'windows' to be an array, found \(windows.kind)")
    }
    var nodes: [DumpNode] = []
    // Every node is an object, so this bound keeps the array from doubling past the tree.
    nodes.reserveCapacity(windows.objectCount)
    var roots: [Int] = []
    // The children still to read of each open node (with its index and depth), read one at a
    // time: a node with many children costs one entry here rather than one per child.
    var stack: [(rest: JSONNode.Elements.Iterator, parent: Int?, depth: Int)] = [
      (windows.elements.makeIterator(), nil, 0)
    ]
    while let top = stack.indices.last {
      guard let json = stack[top].rest.next() else {
        stack.removeLast()
        continue
      }
      let (parent, depth) = (stack[top].parent, stack[top].depth)
      var node = try self.node(json)
      node.parent = parent
      node.depth = depth
      let index = nodes.count
      if parent == nil { roots.append(index) }
      nodes.append(node)
      if let children = json["children"] {
        guard children.kind == .array else {
          throw DumpError(
            line: line(children), reason: .invalidValue("children"),
            message: "expected 'children' of \(node.entryName) to be an array, found \(children.kind)")
        }
        stack.append((children.elements.makeIterator(), index, depth + 1))
      }
    }
    if nodes.isEmpty {
      throw DumpError(
        line: line(windows), reason: .noEntries, message: "the view hierarchy's 'windows' array is empty")
    }
    return Dump(nodes: nodes, roots: roots, warnings: warnings)
  }

  /// One node's fields; the frame is `x`, `y`, `width`, `height`.
  private mutating func node(_ json: JSONNode) throws(DumpError) -> DumpNode {
    guard json.kind == .object else {
      throw DumpError(
        line: line(json), reason: .invalidValue("type"),
        message: "expected a view node object, found \(json.kind)")
    }
    guard let typeNode = json["type"] else {
      throw DumpError(line: line(json), reason: .missingValue("type"), message: "a view node has no 'type'")
    }
    let className = try string(typeNode, key: "type", of: "a view node")
    let nodeLine = line(json)
    var node = DumpNode(className: className, frame: (0, 0, 0, 0), line: nodeLine)
    var missing: [String] = []
    // One coordinate at a time, without an array per node.
    func coordinate(_ key: String) throws(DumpError) -> Double {
      guard let value = json[key] else {
        missing.append(key)
        return 0
      }
      return try number(value, key: key, of: node)
    }
    node.frame.x = try coordinate("x")
    node.frame.y = try coordinate("y")
    node.frame.width = try coordinate("width")
    node.frame.height = try coordinate("height")
    if !missing.isEmpty {
      warnings.append(
        DumpWarning(
          line: nodeLine, kind: .missingFrame,
          message:
            "\(node.entryName) has no \(missing.map { "'\($0)'" }.joined(separator: ", ")); "
            + "taken as 0"))
    }
    if let value = json["identifier"], !value.isNull {
      node.identifier = try string(value, key: "identifier", of: node.entryName)
    }
    if let value = json["tag"], !value.isNull {
      let tag = try number(value, key: "tag", of: node)
      guard let exact = Int(exactly: tag) else {
        throw DumpError(
          line: line(value), reason: .invalidValue("tag"),
          message: "expected an integer 'tag' in \(node.entryName)")
      }
      node.tag = exact
    }
    if let value = json["alpha"], !value.isNull { node.alpha = try number(value, key: "alpha", of: node) }
    if let value = json["view_controller"], !value.isNull {
      node.controller = DumpController(
        className: try string(value, key: "view_controller", of: node.entryName), address: nil)
    }
    if let value = json["visible"], !value.isNull {
      node.hidden = try !read(value, key: "visible", of: node.entryName, as: "true or false") { $0.boolValue }
    }
    if let value = json["visibility"], !value.isNull {
      let visibility = try string(value, key: "visibility", of: node.entryName)
      guard ["visible", "invisible", "gone"].contains(visibility) else {
        throw DumpError(
          line: line(value), reason: .invalidValue("visibility"),
          message: "expected 'visibility' to be \"visible\", \"invisible\" or \"gone\" in \(node.entryName)")
      }
      node.hidden = visibility != "visible"
    }
    return node
  }

  private func string(_ value: JSONNode, key: String, of owner: String) throws(DumpError) -> String {
    try read(value, key: key, of: owner, as: "a string") { $0.stringValue }
  }

  private func number(_ value: JSONNode, key: String, of node: DumpNode) throws(DumpError) -> Double {
    let number = try read(value, key: key, of: node.entryName, as: "a number") { $0.numberValue }
    if abs(number) > 1e9 {
      throw DumpError(
        line: line(value), reason: .outOfRange(key),
        message: "\(key) value \(number) is beyond ±1e9 in \(node.entryName)")
    }
    return number
  }

  /// The value `read` finds in `value`; a value of another kind is an error naming its line.
  private func read<Value>(
    _ value: JSONNode, key: String, of owner: String, as expected: String, _ read: (JSONNode) -> Value?
  ) throws(DumpError) -> Value {
    guard let result = read(value) else {
      throw DumpError(
        line: line(value), reason: .invalidValue(key),
        message: "expected '\(key)' to be \(expected) in \(owner), found \(value.kind)")
    }
    return result
  }
}

/// The offsets at which lines start, to turn a byte offset into a line number by binary search.
struct LineTable {
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
  }

  /// The 1-based line holding the byte at `offset`.
  func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
