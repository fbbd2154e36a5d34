import Foundation
import ShelterJSON
import ShelterTestSupport
import ShelterValues
import Testing

@testable import ShelterFixtures

/// `docs/fixture.schema.json` and the fixture loader agree: every fixture under `Fixtures/` passes
/// both, every file under `Invalid/` fails both (the loader with the error the file names), the
/// schema lists exactly the keys and names the loader accepts, and the rules only the loader can
/// check are known.
@Suite("Fixture schema")
struct SchemaTests {
  static let packageRoot = PackageFiles.root
  static let invalidDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Invalid")

  static func jsonFiles(in directory: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  static let galleryNames = jsonFiles(in: packageRoot.appendingPathComponent("Fixtures"))
  static let invalidNames = jsonFiles(in: invalidDirectory)

  static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

  static let schemaFile = Result {
    try JSONDocument(parsing: try bytes(packageRoot.appendingPathComponent("docs/fixture.schema.json")))
  }

  /// `docs/fixture.schema.json`, parsed once.
  static func schema() throws -> JSONNode { try schemaFile.get().root }

  fileprivate static func validator() throws -> SchemaValidator { SchemaValidator(schema: try schema()) }

  /// The schema node at `#/$defs/name`.
  static func definition(_ name: String) throws -> JSONNode {
    try #require(try schema()["$defs"]?[name], "no $defs/\(name)")
  }

  /// The property names a schema object lists.
  static func propertyNames(_ schema: JSONNode) -> Set<String> {
    Set((schema["properties"]?.members.map(\.key)) ?? [])
  }

  /// The strings of an `enum`.
  static func enumValues(_ schema: JSONNode?) -> [String] {
    schema?["enum"]?.elements.compactMap(\.stringValue) ?? []
  }

  // MARK: Fixtures on both sides

  @Test func galleryAndInvalidSetAreThere() {
    #expect(Self.galleryNames.count >= 10)
    #expect(Self.invalidNames.count >= 40)
  }

  @Test(arguments: galleryNames)
  func galleryFixtureValidatesAndLoads(name: String) throws {
    let bytes = try Self.bytes(Self.packageRoot.appendingPathComponent("Fixtures/\(name)"))
    let document = try JSONDocument(parsing: bytes)
    let failures = try Self.validator().validate(document.root)
    #expect(failures.isEmpty, "\(name): \(failures.map(\.description).joined(separator: "; "))")
    _ = try Fixture(json: bytes, file: name)
  }

  @Test(arguments: invalidNames)
  func invalidFixtureIsRejectedByBoth(name: String) throws {
    let bytes = try Self.bytes(Self.invalidDirectory.appendingPathComponent(name))
    let document = try JSONDocument(parsing: bytes)
    let expected = try #require(document.root["x-expected"], "\(name) has no x-expected")
    let path = try #require(expected["path"]?.stringValue)
    let message = try #require(expected["message"]?.stringValue)

    var loaderError: FixtureError?
    do {
      _ = try Fixture(json: bytes, file: name)
    } catch {
      loaderError = error
    }
    let error = try #require(loaderError, "\(name): the loader accepted it")
    #expect(error.path == path, "\(name): \(error.description)")
    #expect(error.message.contains(message), "\(name): \(error.description)")
    #expect(error.file == name)

    // The schema fails at the loader's path or at a node above it (a oneOf over a node's shapes
    // fails at the node).
    let failures = try Self.validator().validate(document.root)
    #expect(!failures.isEmpty, "\(name): the schema accepted it")
    let located = failures.contains { failure in
      failure.path == path || path.hasPrefix(failure.path + ".") || path.hasPrefix(failure.path + "[")
        || (failure.path == "$" && path == "$")
    }
    #expect(located, "\(name): no schema failure at or above \(path): \(failures.map(\.description))")
  }

  @Test(arguments: [
    // Rules the schema states in its $comment but cannot check; the loader's message for each.
    (
      #"{"id": "email", "kind": "textField", "frame": [0, 0, 10, 10]}, {"id": "email", "frame": [0, 0, 1, 1]}"#,
      "[]", "duplicate id 'email'"
    ),
    (#"{"id": "main", "frame": [0, 0, 1, 1]}"#, "[]", "duplicate id 'main'"),
    (
      #"{"id": "a", "kind": "textField", "frame": [0, 0, 1, 1], "isFirstResponder": true}, {"id": "b", "kind": "textView", "frame": [0, 0, 1, 1], "isFirstResponder": true}"#,
      "[]", "a second first responder"
    ),
    (#"{"id": "a", "frame": [0, 0, 10, 10], "bounds": [5, 5, 20, 10]}"#, "[]", "must equal the frame's size"),
    (
      #"{"id": "a", "kind": "textField", "frame": [0, 0, 1, 1]}"#, #"[{"focus": "b"}]"#, "no view with id 'b'"
    ),
    (
      #"{"id": "a", "kind": "label", "frame": [0, 0, 1, 1]}"#, #"[{"focus": "a"}]"#,
      "cannot become first responder"
    ),
    (#"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"focus": "main"}]"#, "is a controller, not a view"),
    (
      #"{"id": "a", "kind": "view", "frame": [0, 0, 1, 1]}"#, #"[{"scroll": "a", "offset": [0, 4]}]"#,
      "is not a scroll view"
    ),
    (
      #"{"id": "a", "kind": "label", "frame": [0, 0, 1, 1], "keyboardType": "numberPad"}"#, "[]",
      "'keyboardType' is a text-input trait, but a label is not a text input"
    ),
    (
      #"{"id": "a", "kind": "button", "frame": [0, 0, 1, 1], "inputViewHeight": 200}"#, "[]",
      "'inputViewHeight' is a text-input trait, but a button is not a text input"
    ),
    (#"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"remove": "root"}]"#, "the window's root view"),
    (#"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"remove": "b"}]"#, "no view with id 'b'"),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"remove": "a"}, {"remove": "a"}]"#,
      "'a' already left the window when 'a' was removed"
    ),
    (#"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"hardwareKeyboard": true}]"#, "needs the screen's 'device'"),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"orientation": "landscape"}]"#,
      "needs the screen's 'device'"
    ),
    (
      #"{"id": "a", "frame": [0, 0, 1, 1]}"#, #"[{"keyboardPlacement": "floating"}]"#,
      "needs the screen's 'device'"
    ),
  ])
  func loaderOnlyRule(subviews: String, steps: String, message: String) throws {
    let text = """
      {"screen": {"size": [390, 844]}, "window": {"controller": {"id": "main", "view": {
        "id": "root", "frame": [0, 0, 390, 844], "subviews": [\(subviews)]}}}, "steps": \(steps)}
      """
    let failures = try Self.validator().validate(try JSONDocument(parsing: text).root)
    #expect(failures.isEmpty, "\(failures.map(\.description))")
    do {
      _ = try Fixture(json: text)
      Issue.record("the loader accepted it")
    } catch {
      #expect(error.message.contains(message), "\(error.description)")
    }
  }

  @Test func limitsAreInclusive() throws {
    // ±1e9 and alpha 0 and 1 are allowed on both sides; one past is not.
    func fixture(_ view: String) -> String {
      #"{"screen": {"size": [390, 844]}, "window": {"controller": {"id": "c", "view": \#(view)}}}"#
    }
    let accepted = [
      #"{"id": "v", "frame": [1e9, -1e9, 1e9, 0], "alpha": 0}"#,
      #"{"id": "v", "frame": [0, 0, 1, 1], "alpha": 1, "anchorPoint": [-3, 7]}"#,
    ]
    for view in accepted {
      let text = fixture(view)
      #expect(try Self.validator().validate(try JSONDocument(parsing: text).root).isEmpty, "\(view)")
      #expect(throws: Never.self) { _ = try Fixture(json: text) }
    }
    let rejected = [
      #"{"id": "v", "frame": [1000000001, 0, 1, 1]}"#,
      #"{"id": "v", "frame": [0, 0, 1, 1], "alpha": -0.001}"#,
    ]
    for view in rejected {
      let text = fixture(view)
      #expect(try !Self.validator().validate(try JSONDocument(parsing: text).root).isEmpty, "\(view)")
      #expect(throws: FixtureError.self) { _ = try Fixture(json: text) }
    }
  }

  // MARK: Names and keys

  @Test func objectsListTheLoadersKeys() throws {
    #expect(Self.propertyNames(try Self.schema()) == FixtureDecoder.rootKeys)
    #expect(Self.propertyNames(try Self.definition("screen")) == FixtureDecoder.screenKeys)
    #expect(Self.propertyNames(try Self.definition("window")) == FixtureDecoder.windowKeys)
    #expect(Self.propertyNames(try Self.definition("controller")) == FixtureDecoder.controllerKeys)
    #expect(Self.propertyNames(try Self.definition("controllerAvoidance")) == FixtureDecoder.avoidanceKeys)
    #expect(Self.propertyNames(try Self.definition("fieldAvoidance")) == FixtureDecoder.fieldAvoidanceKeys)
    // A node is a view or holds a controller; the loader keeps both in one set.
    let nodeKeys =
      Self.propertyNames(try Self.definition("view"))
      .union(Self.propertyNames(try Self.definition("controllerHolder")))
    #expect(nodeKeys == FixtureDecoder.nodeKeys)
  }

  @Test func namesMatchTheLoadersNames() throws {
    #expect(Self.enumValues(try Self.definition("kind")) == ViewKind.fixtureKinds.map(\.rawValue))
    let strategy = try Self.definition("controllerAvoidance")["properties"]?["strategy"]
    #expect(Self.enumValues(strategy) == AvoidanceStrategy.all.map(\.rawValue))
    let presentation = try Self.definition("controller")["properties"]?["presentation"]
    #expect(
      Self.enumValues(presentation) == [
        PresentationStyle.fullScreen.rawValue, PresentationStyle.formSheet.rawValue,
      ])
    #expect(try Self.schema()["properties"]?["format"]?["const"]?.stringValue == Fixture.formatTag)
    let screen = try Self.definition("screen")["properties"]
    #expect(Self.enumValues(screen?["device"]) == DeviceProfile.all.map(\.id))
    #expect(Self.enumValues(screen?["keyboard"]) == KeyboardMode.allCases.map(\.rawValue))
    #expect(Self.enumValues(screen?["orientation"]) == Orientation.all.map(\.rawValue))
    let keyboardType = try Self.definition("view")["properties"]?["keyboardType"]
    #expect(Self.enumValues(keyboardType) == KeyboardType.all.map(\.rawValue))
    let placement = try Self.definition("keyboardPlacementStep")["properties"]?["keyboardPlacement"]
    #expect(Self.enumValues(placement) == KeyboardPlacement.allCases.map(\.rawValue))
    let turn = try Self.definition("orientationStep")["properties"]?["orientation"]
    #expect(Self.enumValues(turn) == Orientation.all.map(\.rawValue))
  }

  @Test func everyObjectAllowsExtensionKeys() throws {
    // Each object that closes its properties also lets `x-…` keys through, as the loader does.
    let defs = try #require(try Self.schema()["$defs"])
    var closed = 0
    for (name, definition) in defs.members where definition["additionalProperties"]?.boolValue == false {
      closed += 1
      #expect(definition["patternProperties"]?["^x-"]?.boolValue == true, "$defs/\(name)")
    }
    #expect(closed >= 15)
    #expect(try Self.schema()["patternProperties"]?["^x-"]?.boolValue == true)
  }
}

/// The validator's own keywords, on small schemas whose answers follow from the 2020-12 rules.
@Suite("Schema validator")
struct SchemaValidatorTests {
  @Test(arguments: [
    (#"{"type": "integer"}"#, "7", true),
    (#"{"type": "integer"}"#, "7.5", false),
    (#"{"type": "number", "exclusiveMinimum": 0}"#, "0", false),
    (#"{"type": "number", "minimum": 0, "maximum": 1}"#, "1", true),
    (#"{"type": "string", "minLength": 1}"#, #""""#, false),
    (#"{"enum": ["a", "b"]}"#, #""b""#, true),
    (#"{"const": true}"#, "false", false),
    (
      #"{"prefixItems": [{"type": "number"}, {"type": "string"}], "minItems": 2, "maxItems": 2}"#,
      #"[1, "a"]"#, true
    ),
    (
      #"{"prefixItems": [{"type": "number"}, {"type": "string"}], "minItems": 2, "maxItems": 2}"#,
      #"["a", 1]"#, false
    ),
    (#"{"prefixItems": [{"type": "number"}], "maxItems": 1}"#, "[1, 2]", false),
    (#"{"items": {"type": "number"}}"#, #"[1, "x"]"#, false),
    (
      #"{"properties": {"a": {"type": "number"}}, "additionalProperties": false}"#, #"{"a": 1, "b": 2}"#,
      false
    ),
    (
      #"{"properties": {"a": {"type": "number"}}, "patternProperties": {"^x-": true}, "additionalProperties": false}"#,
      #"{"a": 1, "x-b": 2}"#, true
    ),
    (#"{"required": ["a"]}"#, #"{"b": 1}"#, false),
    // oneOf: exactly one; both match here, so it fails. anyOf: one is enough.
    (#"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"#, "3", false),
    (#"{"anyOf": [{"type": "number"}, {"minimum": 0}]}"#, "3", true),
    (#"{"not": {"required": ["a"]}}"#, #"{"a": 1}"#, false),
    (#"{"allOf": [{"type": "number"}, {"maximum": 2}]}"#, "3", false),
    (##"{"$defs": {"n": {"type": "number"}}, "$ref": "#/$defs/n"}"##, #""x""#, false),
    (#"{"properties": {"a": false}}"#, #"{"a": 1}"#, false),
  ])
  func keyword(schema: String, instance: String, valid: Bool) throws {
    let schemaDocument = try JSONDocument(parsing: schema)
    let failures = SchemaValidator(schema: schemaDocument.root).validate(
      try JSONDocument(parsing: instance).root)
    #expect(failures.isEmpty == valid, "\(failures.map(\.description))")
  }

  @Test func unknownKeywordIsReportedNotIgnored() throws {
    // A keyword the validator does not implement must not pass silently.
    let schema = try JSONDocument(parsing: #"{"uniqueItems": true}"#)
    let failures = SchemaValidator(schema: schema.root).validate(try JSONDocument(parsing: "[1, 1]").root)
    #expect(failures.map(\.message) == ["the validator does not know the keyword 'uniqueItems'"])
  }

  @Test func failuresNameTheInstancePath() throws {
    let schema = try JSONDocument(
      parsing: #"{"properties": {"a": {"items": {"type": "number"}}}, "additionalProperties": false}"#)
    let failures = SchemaValidator(schema: schema.root).validate(
      try JSONDocument(parsing: #"{"a": [1, "x"], "b": 0}"#).root)
    #expect(Set(failures.map(\.path)) == ["a[1]", "b"])
  }

  @Test func deepInstanceNeedsNoRecursion() throws {
    // 20,000 nested arrays, each holding a number and the next array: some 80,000 frames deep,
    // far past what a recursive walk survives on a test thread's stack.
    let depth = 20_000
    let text = String(repeating: "[1, ", count: depth) + "[]" + String(repeating: "]", count: depth)
    let schema = try JSONDocument(
      parsing:
        ##"{"$defs": {"list": {"type": "array", "items": {"anyOf": [{"type": "number"}, {"$ref": "#/$defs/list"}]}}}, "$ref": "#/$defs/list"}"##
    )
    let instance = try JSONDocument(parsing: text)
    #expect(SchemaValidator(schema: schema.root).validate(instance.root).isEmpty)
  }
}

/// A JSON Schema (draft 2020-12) validator for the keywords `docs/fixture.schema.json` uses: `type`,
/// `enum`, `const`, `minimum`, `maximum`, `exclusiveMinimum`, `minLength`, `properties`,
/// `patternProperties` (prefix patterns `^…` only), `additionalProperties`, `required`, `items`,
/// `prefixItems`, `minItems`, `maxItems`, `allOf`, `anyOf`, `oneOf`, `not`, `$ref` (to `#` or
/// `#/$defs/…`) and boolean schemas; annotations are skipped, any other keyword is a failure.
///
/// It walks with an explicit stack of frames, one per (schema, instance) pair, so instances of any
/// depth are checked without recursion; each frame's result goes to its parent's group (all of,
/// any of, one of, not).
private struct SchemaValidator {
  /// A reason an instance does not match, at a node of the instance.
  ///
  /// The path is worked out only when read: failures inside a branch of `anyOf` that another
  /// branch satisfies are dropped unread, and a deep node's path costs its depth.
  struct Failure: CustomStringConvertible {
    var node: JSONNode
    var message: String
    var path: String { node.path.description }
    var description: String { "\(path): \(message)" }
  }

  let schema: JSONNode

  static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "$defs", "title", "description", "default",
  ]

  private enum Combination { case all, any, one, not }

  private struct Group {
    var combination: Combination
    var keyword: String
    var passed = 0
    var failures: [Failure] = []
  }

  private struct Frame {
    var instance: JSONNode
    var failures: [Failure] = []
    var groups: [Group] = []
    /// Subschemas still to check: (schema, instance, index of the group the result goes to).
    var pending: [(schema: JSONNode, instance: JSONNode, group: Int)] = []
    var next = 0

    init(instance: JSONNode) { self.instance = instance }

    mutating func group(_ combination: Combination, _ keyword: String) -> Int {
      groups.append(Group(combination: combination, keyword: keyword))
      return groups.count - 1
    }

    mutating func fail(_ message: String, at node: JSONNode? = nil) {
      failures.append(Failure(node: node ?? instance, message: message))
    }

    /// The frame's failures once every subschema has reported.
    func finished() -> [Failure] {
      var result = failures
      for group in groups {
        switch group.combination {
        case .all:
          result += group.failures
        case .any where group.passed == 0:
          result.append(Failure(node: instance, message: "matches none of \(group.keyword)"))
          result += group.failures
        case .one where group.passed != 1:
          result.append(
            Failure(
              node: instance, message: "matches \(group.passed) of \(group.keyword), expected exactly one"))
          if group.passed == 0 { result += group.failures }
        case .not where group.passed == 1:
          result.append(Failure(node: instance, message: "matches the schema under 'not'"))
        default:
          break
        }
      }
      return result
    }
  }

  /// Every failure of `instance` against the schema; empty when it matches.
  func validate(_ instance: JSONNode) -> [Failure] {
    var stack = [expand(schema, instance)]
    while !stack.isEmpty {
      let top = stack.count - 1
      if stack[top].next < stack[top].pending.count {
        let child = stack[top].pending[stack[top].next]
        stack[top].next += 1
        stack.append(expand(child.schema, child.instance))
        continue
      }
      let failures = stack.removeLast().finished()
      guard let parent = stack.indices.last else { return failures }
      let group = stack[parent].pending[stack[parent].next - 1].group
      if failures.isEmpty {
        stack[parent].groups[group].passed += 1
      } else {
        stack[parent].groups[group].failures += failures
      }
    }
    return []
  }

  /// Checks what a schema says about the instance itself and lists the subschemas to check.
  private func expand(_ schema: JSONNode, _ instance: JSONNode) -> Frame {
    var frame = Frame(instance: instance)
    if let flag = schema.boolValue {
      if !flag { frame.fail("no value is allowed here") }
      return frame
    }
    guard schema.kind == .object else {
      frame.fail("the schema at \(schema.path) is neither an object nor a boolean")
      return frame
    }
    var all: Int?
    func check(_ subschema: JSONNode, _ value: JSONNode) {
      if all == nil { all = frame.group(.all, "allOf") }
      frame.pending.append((subschema, value, all!))
    }
    var listed: Set<String> = []
    var prefixes: [String] = []
    for (keyword, value) in schema.members {
      switch keyword {
      case _ where Self.annotations.contains(keyword):
        continue
      case "$ref":
        guard let text = value.stringValue, let target = resolve(text) else {
          frame.fail("cannot resolve $ref \(value.stringValue ?? "?")")
          continue
        }
        check(target, instance)
      case "type":
        let names = value.stringValue.map { [$0] } ?? value.elements.compactMap(\.stringValue)
        if !names.contains(where: { Self.hasType($0, instance) }) {
          frame.fail("expected \(names.joined(separator: " or ")), found \(instance.kind)")
        }
      case "enum":
        if !value.elements.contains(where: { Self.equal($0, instance) }) {
          frame.fail("not one of the allowed values")
        }
      case "const":
        if !Self.equal(value, instance) { frame.fail("not the required value") }
      case "minimum", "maximum", "exclusiveMinimum":
        guard let number = instance.numberValue, let bound = value.numberValue else { continue }
        let ok =
          keyword == "minimum" ? number >= bound : keyword == "maximum" ? number <= bound : number > bound
        if !ok { frame.fail("\(number) is outside \(keyword) \(bound)") }
      case "minLength":
        if let text = instance.stringValue, let bound = value.numberValue,
          Double(text.unicodeScalars.count) < bound
        {
          frame.fail("shorter than \(Int(bound)) characters")
        }
      case "pattern":
        if let text = instance.stringValue, let pattern = value.stringValue,
          text.range(of: pattern, options: .regularExpression) == nil
        {
          frame.fail("'\(text)' does not match \(pattern)")
        }
      case "required":
        guard instance.kind == .object else { continue }
        for key in value.elements.compactMap(\.stringValue) where instance[key] == nil {
          frame.fail("missing required field '\(key)'")
        }
      case "properties":
        guard instance.kind == .object else { continue }
        for (key, member) in instance.members {
          if let subschema = value[key] { check(subschema, member) }
        }
      case "patternProperties":
        guard instance.kind == .object else { continue }
        for (pattern, subschema) in value.members {
          guard pattern.hasPrefix("^"),
            !pattern.dropFirst().contains(where: { "^$.*+?()[]{}|\\".contains($0) })
          else {
            frame.fail("the validator reads only prefix patterns, found '\(pattern)'")
            continue
          }
          for (key, member) in instance.members where key.hasPrefix(String(pattern.dropFirst())) {
            check(subschema, member)
          }
        }
      case "additionalProperties":
        guard instance.kind == .object else { continue }
        if listed.isEmpty {
          listed = Set(schema["properties"]?.members.map(\.key) ?? [])
          prefixes = schema["patternProperties"]?.members.map { String($0.key.dropFirst()) } ?? []
        }
        for (key, member) in instance.members
        where !listed.contains(key) && !prefixes.contains(where: { key.hasPrefix($0) }) {
          if value.boolValue == false {
            frame.fail("unknown field '\(key)'", at: member)
          } else {
            check(value, member)
          }
        }
      case "prefixItems":
        guard instance.kind == .array else { continue }
        for (index, element) in instance.elements.enumerated() {
          guard let subschema = value[index] else { break }
          check(subschema, element)
        }
      case "items":
        guard instance.kind == .array else { continue }
        let skipped = schema["prefixItems"]?.count ?? 0
        for element in instance.elements.dropFirst(skipped) { check(value, element) }
      case "minItems", "maxItems":
        guard instance.kind == .array, let bound = value.numberValue else { continue }
        let count = Double(instance.count)
        if keyword == "minItems" ? count < bound : count > bound {
          frame.fail("\(instance.count) items is outside \(keyword) \(Int(bound))")
        }
      case "allOf", "anyOf", "oneOf":
        let combination: Combination = keyword == "allOf" ? .all : keyword == "anyOf" ? .any : .one
        let group = frame.group(combination, keyword)
        for subschema in value.elements { frame.pending.append((subschema, instance, group)) }
      case "not":
        let group = frame.group(.not, keyword)
        frame.pending.append((value, instance, group))
      default:
        frame.fail("the validator does not know the keyword '\(keyword)'")
      }
    }
    return frame
  }

  /// The schema a `$ref` of `#` or `#/$defs/name` points at.
  private func resolve(_ reference: String) -> JSONNode? {
    if reference == "#" { return schema }
    let prefix = "#/$defs/"
    guard reference.hasPrefix(prefix) else { return nil }
    return schema["$defs"]?[String(reference.dropFirst(prefix.count))]
  }

  private static func hasType(_ name: String, _ node: JSONNode) -> Bool {
    switch name {
    case "object": return node.kind == .object
    case "array": return node.kind == .array
    case "string": return node.kind == .string
    case "boolean": return node.kind == .bool
    case "null": return node.kind == .null
    case "number": return node.kind == .number
    case "integer": return node.numberValue.map { $0.rounded() == $0 } ?? false
    default: return false
    }
  }

  /// Equality of the scalar values `enum` and `const` hold here.
  private static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
    guard a.kind == b.kind else { return false }
    switch a.kind {
    case .string: return a.stringValue == b.stringValue
    case .number: return a.numberValue == b.numberValue
    case .bool: return a.boolValue == b.boolValue
    case .null: return true
    case .array, .object: return false
    }
  }
}
