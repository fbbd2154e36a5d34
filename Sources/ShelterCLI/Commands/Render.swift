import Foundation
import ShelterFixtures
import ShelterKeyboard
import ShelterRender

/// `shelter render FIXTURE [--step N] [-o screen.svg] [--policy NAME]`.
///
/// Draws the window after the first N steps (all by default) with what step N moved; without `-o`
/// the SVG goes to standard output.
struct Render {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--step", "-o", "--output", "--policy"], flagNames: [])
    if tool.printsHelp(for: "render", when: args) { return CommandLineTool.success }
    guard args.positional.count == 1 else { throw UsageError("expected one fixture file") }
    let path = args.positional[0]
    let policy = try Check.policy(args.value("--policy") ?? "shelter")
    let step = try stepCount(args)
    let fixture = try FixtureFiles.load(path)
    if let step, step > fixture.steps.count {
      let count = fixture.steps.count
      throw UsageError(
        "--step \(step) is out of range: \(path) has \(count) step\(count == 1 ? "" : "s"), so 0…\(count)")
    }
    let svg: String
    do {
      svg = try renderSVG(fixture: fixture, step: step, policy: policy)
    } catch {
      throw InputError(error.file == nil ? error.inFile(path).description : error.description)
    }
    if let output = args.value("-o") ?? args.value("--output"), output != "-" {
      guard FileManager.default.createFile(atPath: output, contents: Data(svg.utf8)) else {
        throw InputError("\(output): cannot be written")
      }
    } else {
      tool.output(svg)
    }
    return CommandLineTool.success
  }
}
