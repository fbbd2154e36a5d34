import Foundation
import ShelterTestSupport
import Testing

/// Keeps Package.swift true to the code: every package module a target's files import is one of
/// its declared dependencies, and every dependency it declares is imported by one of its files.
///
/// The compiler alone lets an undeclared import through when a declared dependency depends on
/// that module, so the manifest could drift from the code unseen.
@Suite struct ModuleImportTests {
  /// One target of the manifest.
  struct Target: Equatable {
    var name: String
    /// Its `path:` when the manifest gives one, else `Sources/<name>` or `Tests/<name>`.
    var folder: String
    var dependencies: Set<String>
  }

  /// The package's root.
  static let root = PackageFiles.root

  /// The targets of a manifest's text: each `.target`, `.executableTarget` and `.testTarget` call
  /// with its `name:`, its `path:` if given and the string literals of its `dependencies:` list.
  static func targets(inManifest text: String) -> [Target] {
    var found: [Target] = []
    let calls = text.components(separatedBy: ".")
    for call in calls {
      let kind = call.prefix { $0.isLetter }
      guard ["target", "executableTarget", "testTarget"].contains(String(kind)),
        let name = firstQuoted(after: "name:", in: call)
      else { continue }
      var dependencies: Set<String> = []
      if let start = call.range(of: "dependencies:"),
        let open = call[start.upperBound...].firstIndex(of: "["),
        let close = call[open...].firstIndex(of: "]")
      {
        dependencies = Set(quotedStrings(in: call[open...close]))
      }
      found.append(
        Target(
          name: name,
          folder: firstQuoted(after: "path:", in: call) ?? (kind == "testTarget" ? "Tests/" : "Sources/")
            + name,
          dependencies: dependencies)
      )
    }
    return found
  }

  /// The modules a Swift file imports, whatever the access level or attribute, outside comments.
  static func imports(inSource text: String) -> Set<String> {
    var modules: Set<String> = []
    for line in text.split(separator: "\n") {
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first,
        first.hasPrefix("@") || ["public", "package", "internal"].contains(first)
      {
        words.removeFirst()
      }
      guard words.count >= 2, words[0] == "import" else { continue }
      modules.insert(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return modules
  }

  static func firstQuoted(after label: String, in text: String) -> String? {
    guard let start = text.range(of: label) else { return nil }
    return quotedStrings(in: text[start.upperBound...]).first
  }

  static func quotedStrings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  static func manifestTargets() throws -> [Target] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    return targets(inManifest: manifest)
  }

  /// Every package module each file of a target's folder imports.
  static func importedModules(of target: Target, among modules: Set<String>) throws -> Set<String> {
    let folder = root.appendingPathComponent(target.folder)
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: Set<String> = []
    for case let relative as String in walk where relative.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      found.formUnion(imports(inSource: text).intersection(modules))
    }
    found.remove(target.name)
    return found
  }

  @Test func readsTheManifestsShape() {
    let manifest = """
      .target(name: "A"),
      .target(
        name: "B", dependencies: ["A"], swiftSettings: strict),
      .testTarget(name: "BTests", dependencies: ["B", "A"], exclude: ["Data"]),
      .target(name: "Shared", dependencies: ["A"], path: "Tests/Shared"),
      """
    #expect(
      Self.targets(inManifest: manifest) == [
        Target(name: "A", folder: "Sources/A", dependencies: []),
        Target(name: "B", folder: "Sources/B", dependencies: ["A"]),
        Target(name: "BTests", folder: "Tests/BTests", dependencies: ["B", "A"]),
        Target(name: "Shared", folder: "Tests/Shared", dependencies: ["A"]),
      ])
  }

  @Test func readsImportsOfEveryAccessLevel() {
    let source = """
      import Foundation
      public import A
      package import B
      @testable import C
      @_exported public import D
      // import E
      /// import F
      let important = "import G"
      """
    #expect(Self.imports(inSource: source) == ["Foundation", "A", "B", "C", "D"])
  }

  @Test func everyImportIsDeclaredAndEveryDeclarationImported() throws {
    let targets = try Self.manifestTargets()
    #expect(targets.count > 20, "Package.swift read as \(targets.count) targets")
    let modules = Set(targets.map(\.name))
    for target in targets {
      let imported = try Self.importedModules(of: target, among: modules)
      let undeclared = imported.subtracting(target.dependencies).sorted()
      let unused = target.dependencies.subtracting(imported).sorted()
      #expect(
        undeclared.isEmpty, "\(target.name) imports modules Package.swift does not declare: \(undeclared)")
      #expect(unused.isEmpty, "\(target.name) declares dependencies none of its files import: \(unused)")
    }
  }

  /// The description of a screen knows nothing of live views: ShelterFixtures reaches neither
  /// the views nor the keyboard, directly or through a dependency.
  @Test func theFixtureModelKnowsNoLiveViews() throws {
    let targets = try Self.manifestTargets()
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var reached: Set<String> = []
    var pending = ["ShelterFixtures"]
    while let next = pending.popLast() {
      for dependency in byName[next]?.dependencies ?? [] where reached.insert(dependency).inserted {
        pending.append(dependency)
      }
    }
    #expect(
      reached.isDisjoint(with: ["ShelterViews", "ShelterKeyboard", "ShelterLayoutSolver"]),
      "\(reached.sorted())")
  }
}
