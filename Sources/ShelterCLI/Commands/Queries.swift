import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterViews

/// `shelter convert FIXTURE --from ID --to ID|window (--point x,y | --rect x,y,w,h) [--json] [--step N]`.
struct Convert {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments, valued: ["--from", "--to", "--point", "--rect", "--step"], flagNames: ["--json"])
    if tool.printsHelp(for: "convert", when: args) { return CommandLineTool.success }
    guard args.positional.count == 1 else { throw UsageError("expected one fixture file") }
    guard let from = args.value("--from") else { throw UsageError("--from ID is required") }
    guard let to = args.value("--to") else { throw UsageError("--to ID|window is required") }
    let point = try args.value("--point").map(Arguments.point)
    let rect = try args.value("--rect").map(Arguments.rect)
    guard (point == nil) != (rect == nil) else { throw UsageError("give exactly one of --point and --rect") }
    let fixture = try FixtureFiles.load(args.positional[0])
    let scene = try FixtureFiles.simulation(fixture, steps: try stepCount(args)).scene
    guard let source = from == "window" ? scene.window : scene.viewsByID[from] else {
      tool.errors("shelter convert: no view with id '\(from)'\n")
      return CommandLineTool.failure
    }
    let target: View?
    if to == "window" {
      target = nil
    } else {
      guard let view = scene.viewsByID[to] else {
        tool.errors("shelter convert: no view with id '\(to)'\n")
        return CommandLineTool.failure
      }
      target = view
    }
    do {
      if let point {
        let result = try source.convert(point, to: target)
        if args.has("--json") {
          var writer = JSONWriter()
          writer.beginObject()
          writer.key("point")
          writer.point(result)
          writer.endObject()
          tool.output(writer.output + "\n")
        } else {
          tool.output(
            "\(JSONWriter.format(ReportNumber.clean(result.x))), \(JSONWriter.format(ReportNumber.clean(result.y)))\n"
          )
        }
      } else if let rect {
        let result = try source.convert(rect, to: target)
        if args.has("--json") {
          var writer = JSONWriter()
          writer.beginObject()
          writer.key("rect")
          writer.rect(result)
          writer.endObject()
          tool.output(writer.output + "\n")
        } else {
          let values = [result.origin.x, result.origin.y, result.size.width, result.size.height]
          tool.output(values.map { JSONWriter.format(ReportNumber.clean($0)) }.joined(separator: ", ") + "\n")
        }
      }
    } catch {
      tool.errors("shelter convert: \(error.description)\n")
      return CommandLineTool.failure
    }
    return CommandLineTool.success
  }
}

func stepCount(_ args: Arguments) throws -> Int? {
  guard let text = args.value("--step") else { return nil }
  guard let n = Int(text), n >= 0 else {
    throw UsageError("--step needs a whole number ≥ 0, found '\(text)'")
  }
  return n
}

/// `shelter hit FIXTURE x,y [--json] [--step N]`.
struct Hit {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--step"], flagNames: ["--json"])
    if tool.printsHelp(for: "hit", when: args) { return CommandLineTool.success }
    guard args.positional.count == 2 else { throw UsageError("expected a fixture file and a point x,y") }
    let point = try Arguments.point(args.positional[1])
    let fixture = try FixtureFiles.load(args.positional[0])
    let scene = try FixtureFiles.simulation(fixture, steps: try stepCount(args)).scene
    let hit = scene.window.hitTest(point)
    let id = hit?.identifier
    if args.has("--json") {
      var writer = JSONWriter()
      writer.beginObject()
      writer.key("hit")
      if let id { writer.string(id) } else { writer.null() }
      if let hit {
        writer.key("kind")
        writer.string(hit.kind.rawValue)
      }
      writer.endObject()
      tool.output(writer.output + "\n")
    } else {
      tool.output(hit.map { "\($0.identifier ?? "window") (\($0.kind))" } ?? "nothing")
      tool.output("\n")
    }
    return hit == nil || hit === scene.window ? CommandLineTool.failure : CommandLineTool.success
  }
}

/// `shelter responder FIXTURE [--json] [--step N]`.
struct Responder {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--step"], flagNames: ["--json"])
    if tool.printsHelp(for: "responder", when: args) { return CommandLineTool.success }
    guard args.positional.count == 1 else { throw UsageError("expected one fixture file") }
    let fixture = try FixtureFiles.load(args.positional[0])
    let scene = try FixtureFiles.simulation(fixture, steps: try stepCount(args)).scene
    let responder = scene.window.firstResponder
    if args.has("--json") {
      var writer = JSONWriter()
      writer.beginObject()
      writer.key("firstResponder")
      if let id = responder?.identifier { writer.string(id) } else { writer.null() }
      if let responder, let frame = try? responder.convert(responder.bounds, to: nil) {
        writer.key("frame")
        writer.rect(frame)
      }
      writer.endObject()
      tool.output(writer.output + "\n")
    } else if let responder {
      let frame =
        (try? responder.convert(responder.bounds, to: nil)).map { " at \(Report.formatRect($0))" } ?? ""
      tool.output("\(responder.identifier ?? "?") (\(responder.kind))\(frame)\n")
    } else {
      tool.output("none\n")
    }
    return responder == nil ? CommandLineTool.failure : CommandLineTool.success
  }
}

/// `shelter describe FIXTURE [--step N]`.
struct Describe {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, valued: ["--step"], flagNames: [])
    if tool.printsHelp(for: "describe", when: args) { return CommandLineTool.success }
    guard args.positional.count == 1 else { throw UsageError("expected one fixture file") }
    let fixture = try FixtureFiles.load(args.positional[0])
    let scene = try FixtureFiles.simulation(fixture, steps: try stepCount(args) ?? 0).scene
    tool.output(scene.window.recursiveDescription)
    return CommandLineTool.success
  }
}
