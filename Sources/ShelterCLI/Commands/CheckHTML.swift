import ShelterFixtures
import ShelterRender
import ShelterSimulation

extension Check {
  static let html = OptionSpec(
    "--html", value: "DIR",
    help: "also write a static HTML report to the folder DIR: the matrix, each run's pictures step by step")
  static let junit = OptionSpec(
    "--junit", value: "FILE",
    help:
      "also write JUnit XML to FILE, one test case per run and one failure per violation (- for standard output)"
  )

  /// Draws every run's screen as loaded and after each step (and, with a rate, its timeline) and
  /// writes the report to the folder `path`: whole, or nothing when a drawing or a file fails.
  ///
  /// Runs are drawn a batch at a time on `jobs` threads and written as each batch finishes, so
  /// what is held at once is one batch's drawings and the distinct drawings of one fixture; a
  /// drawing equal to one already written for the fixture is a hard link to it.
  static func writeHTML(
    _ runs: [CheckRun], units: [Unit], fixtures: [Int: Fixture], paths: [String], jobs: Int, to path: String
  ) throws {
    let folder = try OutputFolder(path)
    do {
      let names = HTMLReport.names(runs)
      let batch = max(1, jobs) * 4
      var start = 0
      // Drawings already written for the current fixture, by their text: devices of the same
      // screen size and safe area draw the same pictures under a policy, written once.
      var drawnFixture: Int?
      var drawn: [String: String] = [:]
      while start < units.count {
        let range = start..<min(start + batch, units.count)
        let drawings = ParallelMap.map(range.count, jobs: jobs) { offset in
          let unit = units[range.lowerBound + offset]
          let fixture = fixtures[unit.file]!
          let played = unit.device.map { fixture.onScreen($0) } ?? fixture
          return Result { () throws(FixtureError) -> ([String], String?) in
            let steps = try renderStepSVGs(fixture: played, policy: unit.policy)
            guard let rate = unit.samplesPerSecond else { return (steps, nil) }
            return (
              steps, try renderAnimatedSVG(fixture: played, policy: unit.policy, samplesPerSecond: rate)
            )
          }
        }
        for (offset, result) in drawings.enumerated() {
          let index = range.lowerBound + offset
          let unit = units[index]
          let (steps, timeline): ([String], String?)
          do {
            (steps, timeline) = try result.get()
          } catch {
            let file = Invocation.displayName(paths[unit.file])
            throw InputError(error, file: unit.device.map { "\(file) on \($0.label)" } ?? file)
          }
          let name = names[index]
          if drawnFixture != unit.file {
            drawnFixture = unit.file
            drawn = [:]
          }
          for (step, svg) in steps.enumerated() {
            let picture = "runs/" + HTMLReport.picture(name, step: step)
            try folder.write(svg, at: picture, sameAs: drawn[svg])
            if drawn[svg] == nil { drawn[svg] = picture }
          }
          if let timeline { try folder.write(timeline, at: "runs/" + HTMLReport.timeline(name)) }
          let page = HTMLReport.RunPage(
            run: runs[index], steps: fixtures[unit.file]!.steps, samplesPerSecond: unit.samplesPerSecond)
          try folder.write(HTMLReport.runPage(page, name: name), at: "runs/\(name).html")
        }
        start = range.upperBound
      }
      let rate = units.first?.samplesPerSecond
      try folder.write(HTMLReport.index(runs, names: names, samplesPerSecond: rate), at: "index.html")
      try folder.commit()
    } catch {
      _ = folder.abandon("")
      throw error
    }
  }
}
