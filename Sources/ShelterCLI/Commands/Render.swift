import ShelterFixtures
import ShelterRender

extension CommandSpec {
  /// `shelter render FIXTURE [--step N] [--policy NAME] [--device NAME[:ORIENTATION]] [--at T] [--animate]
  /// [--fps N] [--constraints] [-o FILE]`.
  static let render = CommandSpec(
    name: "render", operands: "FIXTURE", operandCount: 1...1, operandError: "expected one fixture file",
    options: [
      .step, .policy, .device, RenderTime.at, RenderTime.animate, RenderTime.fps, RenderTime.constraints,
      .output("SVG document"),
    ],
    summary: "draw the window after a step as SVG",
    details: """
      Draws the window after N steps as SVG: views outlined and shaded by kind, text inputs
      labelled, the first responder highlighted, the keyboard, and what the last step moved.
      --at T draws the moment T seconds after step N starts, while its animations run.
      --animate writes one SVG in which views and keyboard move through steps 1…N as
      simulate --fps samples them (SMIL animation, --fps samples a second, default 60).
      --constraints draws the fixture's constraints as Xcode's canvas does: a line between the
      anchors each relates (a width or height across the view), its constant labelled, dashed
      when optional, red when the layout broke it.
      """,
    exitStatus: "0 ok, 2 bad input or the drawing cannot be written.",
    run: { invocation, args in
      let path = args.operands[0]
      let policy = try FixtureFiles.policy(args)
      let fixture = try FixtureFiles.onDevice(invocation.load(path), args)
      let step = try FixtureFiles.stepCount(args, fixture: fixture, path: path)
      let time = try RenderTime.seconds(args.value(RenderTime.at))
      let animate = args.has(RenderTime.animate)
      let rate = try CommandSpec.samplesPerSecond(args.value(RenderTime.fps))
      if animate, time != nil { throw UsageError("give --at or --animate, not both") }
      if rate != nil, !animate { throw UsageError("--fps needs --animate") }
      let constraints = args.has(RenderTime.constraints)
      if constraints, animate || time != nil {
        throw UsageError("--constraints draws a still: give it without --at or --animate")
      }
      let svg: String
      do {
        if let time {
          svg = try renderSVG(fixture: fixture, step: step, policy: policy, at: time)
        } else if animate {
          svg = try renderAnimatedSVG(
            fixture: fixture, step: step, policy: policy, samplesPerSecond: rate ?? 60)
        } else {
          svg = try renderSVG(fixture: fixture, step: step, policy: policy, constraints: constraints)
        }
      } catch let error as FixtureError {
        throw InputError(error, file: Invocation.displayName(path))
      }
      try invocation.write(svg, to: args.value("-o"))
      return CommandLineTool.success
    })
}

/// `render`'s options over time.
enum RenderTime {
  static let at = OptionSpec(
    "--at", value: "T", help: "draw T seconds after step N starts, mid-animation (default: after it ends)")
  static let animate = OptionSpec(
    "--animate", help: "animate steps 1…N in one SVG, views and keyboard moving as in the timeline")
  static let fps = OptionSpec(
    "--fps", value: "N", help: "samples a second of --animate's timeline (default 60)")
  static let constraints = OptionSpec(
    "--constraints", help: "draw the constraints between their anchors, broken ones red")

  /// `--at`'s value: seconds, finite and ≥ 0.
  static func seconds(_ text: String?) throws -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value.isFinite, value >= 0 else {
      throw UsageError("--at needs a number of seconds ≥ 0, found '\(text)'")
    }
    return value
  }
}
