import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterSupport
import ShelterViews

extension CommandSpec {
  /// `shelter convert FIXTURE --from ID|window --to ID|window (--point x,y | --rect x,y,w,h)
  /// [--step N] [--json]`.
  static let convert = CommandSpec(
    name: "convert", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [
      OptionSpec(
        "--from", value: "ID|window", required: true, help: "the view whose bounds space the input is in"),
      OptionSpec(
        "--to", value: "ID|window", required: true, help: "the view whose bounds space the result is in"),
      OptionSpec("--point", value: "x,y", choice: "input", help: "a point, printed as x, y"),
      OptionSpec("--rect", value: "x,y,w,h", choice: "input", help: "a rect, printed as [x, y, w, h]"),
      .step, .json("{\"point\": [x, y]} or {\"rect\": [x, y, w, h]}"),
    ],
    summary: "convert a point or rect between two views' (or window) spaces",
    details: """
      Converts a point or rect from one view's bounds space to another's (or window space), after
      the first N steps, by UIKit's convert(_:to:) rules.
      """,
    exitStatus: "0 ok, 1 an id does not exist or a transform cannot be inverted, 2 bad input.",
    run: { invocation, args in try Queries.convert(invocation, args) })

  /// `shelter hit FIXTURE x,y [--step N] [--json]`.
  static let hit = CommandSpec(
    name: "hit", operands: "FIXTURE x,y", operandCount: 2...2,
    operandError: "expected a fixture file and a point x,y",
    options: [.step, .json("{\"hit\": ID, \"kind\": KIND}")],
    summary: "the view a tap at a window point lands on",
    details: "Prints the view a tap at a window point lands on after N steps, by UIKit's hit-testing rules.",
    exitStatus: "0 a view was hit, 1 nothing but the window was hit, 2 bad input.",
    run: { invocation, args in
      let point = try ParsedArguments.point(args.operands[1])
      let scene = try Queries.scene(invocation, args)
      let hit = scene.window.hitTest(point)
      if args.has("--json") {
        try invocation.emit(QueryReport.hit(hit))
      } else {
        try invocation.print(
          (hit.map { "\(TextEscaping.line($0.identifier ?? "window")) (\($0.kind))" } ?? "nothing") + "\n")
      }
      return hit == nil || hit === scene.window ? CommandLineTool.failure : CommandLineTool.success
    })

  /// `shelter responder FIXTURE [--step N] [--json]`.
  static let responder = CommandSpec(
    name: "responder", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [.step, .json("{\"firstResponder\": ID, \"frame\": [x, y, w, h]}")],
    summary: "the first responder and its frame in window space",
    details: "Prints the first responder after N steps and its frame in window space as [x, y, w, h].",
    exitStatus: "0 there is one, 1 there is none, 2 bad input.",
    run: { invocation, args in
      let scene = try Queries.scene(invocation, args)
      let responder = scene.window.firstResponder
      let frame = responder.flatMap { try? $0.convert($0.bounds, to: nil) }
      if args.has("--json") {
        try invocation.emit(QueryReport.responder(responder, frame: frame))
      } else if let responder {
        let place = frame.map { " at \($0.tidyText)" } ?? ""
        try invocation.print(
          "\(TextEscaping.line(responder.identifier ?? "?")) (\(responder.kind))\(place)\n")
      } else {
        try invocation.print("none\n")
      }
      return responder == nil ? CommandLineTool.failure : CommandLineTool.success
    })

  /// `shelter describe FIXTURE [--step N] [--constraints]`.
  static let describe = CommandSpec(
    name: "describe", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [
      .step,
      OptionSpec(
        "--constraints",
        help: "print each view's installed constraints after its line, as UIKit describes them (default: off)"
      ),
    ],
    summary: "the tree in UIKit's recursiveDescription format",
    details: """
      Prints every window's tree after N steps in UIKit's recursiveDescription format, one after
      another in the fixture's order, so `shelter import` reads each back as a window; with
      --constraints, each view's installed constraints follow its line in NSLayoutConstraint's
      -description form (`shelter explain` reads them back).
      """,
    exitStatus: "0 ok, 2 bad input.",
    run: { invocation, args in
      let constraints = args.has("--constraints")
      for window in try Queries.scene(invocation, args).windows {
        try invocation.print(window.recursiveDescription(includingConstraints: constraints))
      }
      return CommandLineTool.success
    })
}

/// What the query commands share: the scene after `--step`, and id lookups with hints.
enum Queries {
  /// Loads the fixture named by the first operand and plays `--step` steps.
  static func scene(_ invocation: Invocation, _ args: ParsedArguments) throws -> Scene {
    let path = args.operands[0]
    let fixture = try invocation.load(path)
    let steps = try FixtureFiles.stepCount(args, fixture: fixture, path: path)
    return try FixtureFiles.simulation(fixture, path: path, steps: steps).scene
  }

  /// The view with `id`, or `nil` after printing `no view 'emial'; did you mean 'email'?`.
  static func view(_ id: String, in scene: Scene, _ invocation: Invocation) -> View? {
    if let view = scene.viewsByID[id] { return view }
    let hint = Suggestion.didYouMean(id, among: scene.viewsByID.keys)
    invocation.report("shelter \(invocation.command): no view '\(id)'\(hint)\n")
    return nil
  }

  static func convert(_ invocation: Invocation, _ args: ParsedArguments) throws -> Int32 {
    let from = args.value("--from")!
    let to = args.value("--to")!
    let point = try args.value("--point").map(ParsedArguments.point)
    let rect = try args.value("--rect").map(ParsedArguments.rect)
    let scene = try scene(invocation, args)
    guard let source = from == "window" ? scene.window : view(from, in: scene, invocation) else {
      return CommandLineTool.failure
    }
    var target: View?
    if to != "window" {
      guard let view = view(to, in: scene, invocation) else { return CommandLineTool.failure }
      target = view
    }
    let json: String
    let text: String
    do {
      if let point {
        let result = try source.convert(point, to: target)
        (json, text) = (QueryReport.converted(result), QueryReport.text(result))
      } else {
        let result = try source.convert(rect!, to: target)
        (json, text) = (QueryReport.converted(result), result.tidyText)
      }
    } catch {
      invocation.report("shelter convert: \(error.description)\n")
      return CommandLineTool.failure
    }
    if args.has("--json") {
      try invocation.emit(json)
    } else {
      try invocation.print(text + "\n")
    }
    return CommandLineTool.success
  }
}
