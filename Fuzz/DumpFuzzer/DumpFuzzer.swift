import ShelterDump
import ShelterFixtures
import ShelterJSON
import ShelterSimulation

/// libFuzzer entry point for the import path: parse a `recursiveDescription` dump, make it a
/// fixture and write it, load that fixture back and play it.
///
/// A dump may be rejected with a `DumpError`; one that is accepted must write JSON that parses
/// and loads as a fixture (every rule the loader checks, the writer keeps, except that nested
/// transforms may multiply to a scale beyond ±1e9), and that fixture must build and play; nothing
/// may crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let dump = try? Dump(parsing: text) else { return 0 }
  for node in dump.nodes.indices { _ = dump.children(of: node) }
  // An iPhone's safe area when the dump's screen can hold it (the importer refuses insets that do
  // not fit, as the loader would), else none.
  guard
    let imported = (try? dump.fixture(name: "fuzz", safeArea: (47, 0, 34, 0)))
      ?? (try? dump.fixture(name: "fuzz"))
  else { return 0 }
  let json = imported.jsonText(pretty: false)
  do {
    _ = try JSONDocument(parsing: json)
  } catch {
    preconditionFailure("fixtureJSON wrote malformed JSON: \(error)")
  }
  let fixture: Fixture
  do {
    fixture = try Fixture(json: json, file: "fuzz.json")
  } catch {
    // Nested transforms each within ±1e9 may multiply beyond it; `shelter import` reports that.
    precondition(
      error.message.contains("multiply to a scale"), "an imported dump does not load back: \(error)")
    return 0
  }
  do {
    _ = try Simulation(fixture: fixture).run()
  } catch {
    preconditionFailure("an imported dump does not play: \(error)")
  }
  return 0
}
