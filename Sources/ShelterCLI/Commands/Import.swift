import ShelterDump
import ShelterFixtures
import ShelterKeyboard

extension CommandSpec {
  /// `shelter import DUMP [-o FILE] [--name NAME] [--safe-area t,l,b,r] [--device NAME] [--strict]`.
  static let `import` = CommandSpec(
    name: "import", operands: "DUMP.txt", operandCount: 1...1,
    operandError: "expected one dump file (use - for standard input)",
    options: [
      .output("fixture"),
      OptionSpec(
        "--name", value: "NAME", help: "the fixture's name (default: the dump's file name, or dump)"),
      OptionSpec(
        "--safe-area", value: "t,l,b,r", help: "the window's safe-area insets (default: 0,0,0,0)"),
      OptionSpec(
        "--device", value: "NAME",
        help: "the screen is this device's (shelter devices): it sizes the window a top-level plain view gets"
      ),
      OptionSpec(
        "--controllers", value: "FILE",
        help: "a `po [rootViewController _printHierarchy]` text: each controller joins the view it names"),
      OptionSpec("--strict", help: "refuse the dump at its first warning (exit 2) instead of importing it"),
    ],
    summary: "turn a pasted recursiveDescription into a fixture",
    details: """
      Reads the output of `po view.recursiveDescription` (lldb noise, wrapped lines, Cycript and
      lldb strings, comment markers, view-controller annotations and all) or Sentry's
      view-hierarchy.json, and writes a fixture. Every line it cannot read and every guess it makes
      is printed on standard error as FILE:LINE: warning. Use - to read standard input.
      """,
    exitStatus:
      "0 ok (warnings are printed), 2 the dump cannot be read (the message names the line), "
      + "a warning under --strict, or the fixture cannot be written.",
    run: { invocation, args in
      let path = args.operands[0]
      let bytes = try invocation.read(path)
      let shownPath = Invocation.displayName(path)
      let device = try args.value("--device").map(Check.device(named:))
      let screen = device?.screenSize(.portrait)
      let insets = device?.safeAreaInsets(.portrait)
      var safeArea: Dump.Insets = insets.map { ($0.top, $0.left, $0.bottom, $0.right) } ?? (0, 0, 0, 0)
      if let value = args.value("--safe-area") {
        let n = try ParsedArguments.numbers(value, count: 4, what: "insets top,left,bottom,right")
        safeArea = (n[0], n[1], n[2], n[3])
      }
      let name = args.value("--name") ?? FixtureName.base(path == "-" ? "dump" : path)
      // Each stage's input is released before the next begins (the dump's bytes once it is read,
      // the dump once it is a fixture, the fixture once it is text), so a large dump is held about
      // once at any time.
      let json: [UInt8]
      do {
        var fixture = try ImportedDump.fixture(
          reading: consume bytes, shownPath: shownPath, invocation: invocation, args: args,
          name: name, safeArea: safeArea, screen: screen.map { ($0.width, $0.height) })
        if let device {
          fixture.device = device.id
          fixture.scale = device.scale
        }
        json = fixture.jsonBytes()
      } catch let error as DumpError {
        throw InputError("\(shownPath):\(error.line): \(error.message)")
      }
      // The result must load: a dump that imports into an invalid fixture is reported, not written.
      do {
        _ = try Fixture(json: json, file: shownPath)
      } catch {
        throw InputError("\(shownPath): the imported fixture is not valid: \(error)")
      }
      try invocation.write(bytes: json, to: args.value("-o"))
      return CommandLineTool.success
    })
}

/// The steps of `shelter import` from a dump's bytes to its fixture, in a scope of their own so
/// that the bytes and the parsed dump are released as soon as the fixture is made.
private enum ImportedDump {
  /// Parses `bytes`, prints the warnings, joins `--controllers` and makes the fixture.
  static func fixture(
    reading bytes: [UInt8], shownPath: String, invocation: Invocation, args: ParsedArguments, name: String,
    safeArea: Dump.Insets, screen: Dump.Size?
  ) throws -> Fixture {
    var dump = try Dump(importing: bytes, strict: args.has("--strict"), windowSize: screen)
    for warning in dump.warnings {
      invocation.report("shelter import: \(shownPath):\(warning.line): warning: \(warning.message)\n")
    }
    if let hierarchyPath = args.value("--controllers") {
      let shownHierarchy = Invocation.displayName(hierarchyPath)
      let hierarchy: ControllerHierarchy
      do {
        hierarchy = try ControllerHierarchy(utf8: Array(try invocation.read(hierarchyPath)))
      } catch let error as DumpError {
        throw InputError("\(shownHierarchy):\(error.line): \(error.message)")
      }
      for warning in dump.attachControllers(hierarchy) {
        if args.has("--strict") {
          throw InputError("\(shownHierarchy):\(warning.line): \(warning.message)")
        }
        invocation.report(
          "shelter import: \(shownHierarchy):\(warning.line): warning: \(warning.message)\n")
      }
    }
    return try dump.fixture(name: name, safeArea: safeArea, screen: screen)
  }
}

/// A fixture's default name: the file's name without its extension.
enum FixtureName {
  static func base(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return name
  }
}
