import ShelterFixtures
import ShelterRender

extension CommandSpec {
  /// `shelter render FIXTURE [--step N] [--policy NAME] [-o FILE]`.
  static let render = CommandSpec(
    name: "render", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [.step, .policy, .output("SVG document")],
    summary: "draw the window after a step as SVG",
    details: """
      Draws the window after N steps as SVG: views outlined and shaded by kind, text inputs
      labelled, the first responder highlighted, the keyboard, and what the last step moved.
      """,
    exitStatus: "0 ok, 2 bad input or the drawing cannot be written.",
    run: { invocation, args in
      let path = args.operands[0]
      let policy = try FixtureFiles.policy(args)
      let fixture = try invocation.load(path)
      let step = try FixtureFiles.stepCount(args, fixture: fixture, path: path)
      let svg: String
      do {
        svg = try renderSVG(fixture: fixture, step: step, policy: policy)
      } catch let error as FixtureError {
        throw InputError(error, file: Invocation.displayName(path))
      }
      try invocation.write(svg, to: args.value("-o"))
      return CommandLineTool.success
    })
}
