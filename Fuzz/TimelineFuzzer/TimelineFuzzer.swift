import ShelterCLI
import ShelterFixtures
import ShelterGeometry
import ShelterSimulation

/// libFuzzer entry point for timelines and fixtures edited in code.
///
/// The input's first four bytes choose a sampling rate (1…1000 a second) and edits; the rest is a
/// fixture. A fixture that loads is sampled through `shelter simulate --fps`, `check --fps` and
/// `render --animate`, each of which must exit 0, 1 (check's violations) or 2 (a refused step),
/// never trap or allocate without bound. Then the decoded `Fixture` is edited through its public
/// fields (a node's parent, bounds, alpha or id, the screen's size, a step's duration), as a
/// library user may, and `Scene`, `Simulation` and `Checker` must either build it or throw the
/// `FixtureError` that `validate()` throws.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 4 else { return 0 }
  let head = UnsafeBufferPointer(start: data, count: 4)
  let body = UnsafeBufferPointer(start: data + 4, count: size - 4)
  guard var fixture = try? Fixture(json: body, file: "fuzz.json") else { return 0 }
  let rate = 1 + (Int(head[0]) << 8 | Int(head[1])) % 1000
  let tool = CommandLineTool(output: { _ in }, errors: { _ in }, input: { Array(body) })
  for arguments in [
    ["simulate", "-", "--fps", "\(rate)"], ["check", "-", "--fps", "\(rate)"],
    ["render", "-", "--animate", "--fps", "\(rate)"],
  ] {
    let status = tool.run(arguments)
    precondition((0...2).contains(status), "\(arguments[0]) exited \(status)")
  }
  edit(&fixture, with: head[2], head[3])
  let expected: FixtureError?
  do {
    try fixture.validate()
    expected = nil
  } catch {
    expected = error
  }
  do {
    let simulation = try Simulation(fixture: fixture, samplesPerSecond: rate)
    precondition(expected == nil, "an invalid fixture built: \(expected!)")
    _ = try? simulation.run()
  } catch {
    // A valid fixture may still refuse its first responder; an invalid one gives validate()'s error.
    if let expected { precondition(error == expected, "\(error) is not \(expected)") }
  }
  return 0
}

/// Edits one field of `fixture` the way a library user may, chosen by `kind`, with `value`.
private func edit(_ fixture: inout Fixture, with kind: UInt8, _ value: UInt8) {
  let numbers: [Double] = [.nan, .infinity, -1, 5, 1e10, -1e300, 0, .leastNonzeroMagnitude]
  let number = numbers[Int(value) % numbers.count]
  let nodes = fixture.nodes.count
  let index = nodes == 0 ? 0 : Int(value) % nodes
  switch kind % 8 {
  case 0 where nodes > 0: fixture.nodes[index].parent = Int(value) - 128
  case 1 where nodes > 0: fixture.nodes[index].bounds.size.width = number
  case 2 where nodes > 0: fixture.nodes[index].alpha = number
  case 3 where nodes > 1: fixture.nodes[index].id = fixture.nodes[(index + 1) % nodes].id
  case 4: fixture.screenSize.width = number
  case 5 where !fixture.steps.isEmpty:
    fixture.steps[Int(value) % fixture.steps.count] = .keyboardShow(
      .height(300), duration: abs(number), curve: 0)
  case 6: fixture.safeArea.top = number
  default: break
  }
}
