import Foundation
import ShelterDump
import ShelterFixtures

/// `shelter import DUMP.txt [-o FIXTURE.json] [--name NAME] [--safe-area t,l,b,r]`.
struct Import {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["-o", "--output", "--name", "--safe-area"], flagNames: [])
    if tool.printsHelp(for: "import", when: args) { return CommandLineTool.success }
    guard args.positional.count == 1 else {
      throw UsageError("expected one dump file (use - for standard input)")
    }
    let path = args.positional[0]
    let bytes: [UInt8]
    if path == "-" {
      bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    } else {
      bytes = try FixtureFiles.read(path)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw InputError("\(path): not UTF-8 text")
    }
    var safeArea: Dump.Insets = (0, 0, 0, 0)
    if let value = args.value("--safe-area") {
      let n = try Arguments.numbers(value, count: 4, what: "insets top,left,bottom,right")
      safeArea = (n[0], n[1], n[2], n[3])
    }
    let name = args.value("--name") ?? FixtureName.base(path == "-" ? "dump" : path)
    let json: String
    do {
      json = try Dump(parsing: text).fixture(name: name, safeArea: safeArea).jsonText()
    } catch {
      throw InputError("\(path):\(error.line): \(error.message)")
    }
    // The result must load: a dump that imports into an invalid fixture is reported, not written.
    do {
      _ = try Fixture(json: json, file: path)
    } catch {
      throw InputError("\(path): the imported fixture is not valid: \(error.description)")
    }
    if let output = args.value("-o") ?? args.value("--output") {
      guard FileManager.default.createFile(atPath: output, contents: Data(json.utf8)) else {
        throw InputError("\(output): cannot be written")
      }
    } else {
      tool.output(json.hasSuffix("\n") ? json : json + "\n")
    }
    return CommandLineTool.success
  }
}

enum FixtureName {
  static func base(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return name
  }
}
