import Foundation
import ShelterTestSupport
import Testing

@testable import ShelterDump

/// Tuples as arrays, so `#expect` can compare and print them.
func values(_ rect: Dump.Rect?) -> [Double]? { rect.map { [$0.x, $0.y, $0.width, $0.height] } }
func values(_ point: Dump.Point?) -> [Double]? { point.map { [$0.x, $0.y] } }
func values(_ size: Dump.Size?) -> [Double]? { size.map { [$0.width, $0.height] } }
func values(_ insets: Dump.Insets?) -> [Double]? { insets.map { [$0.top, $0.left, $0.bottom, $0.right] } }
func values(_ t: Dump.Transform?) -> [Double]? { t.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty] } }

/// Parses `text`, failing the test with the error's description if it throws.
func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Dump {
  do {
    return try Dump(parsing: text)
  } catch {
    Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The error `body` throws, or `nil` (recorded as a failure) when it does not throw.
func dumpError(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(DumpError) -> Void
) -> DumpError? {
  do {
    try body()
  } catch {
    return error
  }
  Issue.record("expected a DumpError", sourceLocation: sourceLocation)
  return nil
}

/// The fixture text decoded as JSON, to read single fields.
func fixtureObject(_ dump: Dump, name: String = "test") throws -> [String: Any] {
  let text = try dump.fixtureJSON(name: name)
  let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(object as? [String: Any])
}

/// `window.controller.view` of a decoded fixture.
func controllerView(_ fixture: [String: Any]) throws -> [String: Any] {
  let window = try #require(fixture["window"] as? [String: Any])
  let controller = try #require(window["controller"] as? [String: Any])
  return try #require(controller["view"] as? [String: Any])
}

/// The `subviews` of a decoded view node.
func subviews(_ view: [String: Any]) -> [[String: Any]] {
  view["subviews"] as? [[String: Any]] ?? []
}

/// A JSON array of numbers as `[Double]`.
func numbers(_ value: Any?) -> [Double]? {
  (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
}

/// The text of a dump file under `Dumps/`, found next to this source file.
func dumpFile(_ name: String) throws -> String {
  let url = PackageFiles.url("Tests/ShelterDumpTests/Dumps").appendingPathComponent(name)
  return try String(contentsOf: url, encoding: .utf8)
}

extension Dump {
  /// The fixture the dump imports as, written by the fixture encoder.
  func fixtureJSON(name: String, safeArea: Insets = (0, 0, 0, 0)) throws(DumpError) -> String {
    try fixture(name: name, safeArea: safeArea).jsonText()
  }
}
