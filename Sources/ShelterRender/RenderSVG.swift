package import ShelterFixtures
package import ShelterKeyboard
package import ShelterSimulation

/// Draws a scene's window as a standalone SVG document, to scale: one SVG unit is one point.
///
/// Every view under the window is outlined as its true window-space quad (turned views stay
/// turned) and shaded by kind; text inputs carry their id and text, hidden views are dashed and
/// faded, the first responder is ringed, and a shown keyboard is laid over the views where it is in
/// window space, half transparent, so what it covers stays visible. With `previousFrames` (the
/// placement captured before the step) each moved view leaves a dashed ghost at its old place, and
/// an arrow runs from old to new for the first responder (or, when it did not move, for the largest
/// view that moved with its subviews). A title names the fixture, the step and the step's text; a
/// legend explains the marks. Inside the drawing's stage group coordinates are window space.
///
/// `step` is how many of the fixture's steps the scene has played (0: as loaded); it only labels
/// the drawing. Equal scenes give byte-equal documents.
///
///     let simulation = try Simulation(fixture: login)
///     let before = ScenePlacement(scene: simulation.scene)
///     try simulation.apply(login.steps[0], at: 0)
///     let svg = renderSVG(scene: simulation.scene, step: 1, previousFrames: before)
///
/// With `constraints` the constraints the app made are drawn over the views as Xcode's canvas
/// draws them: a line between the two anchors each relates (a size across the view, just inside
/// its bottom or right edge), the constant labelled at its middle, dashed when optional, red when
/// the last layout pass broke it.
package func renderSVG(
  scene: Scene, step: Int, previousFrames: ScenePlacement? = nil, constraints: Bool = false
)
  -> String
{
  SceneDrawing(scene: scene, step: step, previous: previousFrames, constraints: constraints).document()
}

/// Plays a fixture's first `step` steps (all when `nil`) with an avoidance policy and draws the
/// scene after the last of them, showing what that step moved (and with `constraints`, its
/// constraints).
///
/// Throws a ``FixtureError`` when `step` is outside `0...steps.count` (path `steps`), when the
/// policy is unknown, or when a step cannot be applied (path `steps[i]…`); nothing is drawn then.
package func renderSVG(
  fixture: Fixture, step: Int? = nil, policy: AvoidancePolicyID = .shelter, constraints: Bool = false
)
  throws(FixtureError)
  -> String
{
  let target = try stepInRange(step, of: fixture)
  let simulation = try Simulation(fixture: fixture, policy: policy)
  var previous: ScenePlacement?
  for index in 0..<target {
    if index == target - 1 { previous = ScenePlacement(scene: simulation.scene) }
    try simulation.apply(fixture.steps[index], at: index)
  }
  return renderSVG(scene: simulation.scene, step: target, previousFrames: previous, constraints: constraints)
}

/// The step to draw (`nil`: the last), refused outside `0...steps.count`.
private func stepInRange(_ step: Int?, of fixture: Fixture) throws(FixtureError) -> Int {
  let count = fixture.steps.count
  let target = step ?? count
  guard (0...count).contains(target) else {
    throw FixtureError(
      path: "steps",
      message:
        "step \(target) is out of range: the fixture has \(count) step\(count == 1 ? "" : "s"), so 0…\(count)"
    )
  }
  return target
}

/// Draws the presentation state `time` seconds after step `step` (1-based; `nil`: the last) starts:
/// where every view and the keyboard are seen at that moment of the step's animations, as
/// `simulate --fps` samples them. Earlier steps play on the same clock, each starting when the one
/// before it finished; 0 s is the state before the step, a time past its animations its end state.
/// Ghosts and the arrow show where the step started from.
///
/// Throws a ``FixtureError`` for a step out of range or 0 (path `steps`: there is no step to time),
/// a time that is negative or not finite (path `at`), or a step that cannot be applied.
///
///     // login.json, step 1 (keyboard show), 0.1 s in: the spring's progress is 0.54478, so the
///     // keyboard's top is at 844 − 336 × 0.54478 = 660.95 and the password field at 529.57.
///     let svg = try renderSVG(fixture: login, step: 1, at: 0.1)
package func renderSVG(
  fixture: Fixture, step: Int? = nil, policy: AvoidancePolicyID = .shelter, at time: Double
)
  throws(FixtureError) -> String
{
  let target = try stepInRange(step, of: fixture)
  guard target >= 1 else {
    throw FixtureError(path: "steps", message: "a time needs a step to be in: step 1 or later")
  }
  guard time.isFinite, time >= 0 else {
    throw FixtureError(path: "at", message: "the time must be a number of seconds ≥ 0, found \(time)")
  }
  // A clock that keeps time; no samples are taken, each step just runs until its motion is over.
  let simulation = try Simulation(fixture: fixture, policy: policy, samplesPerSecond: 1)
  let scene = simulation.scene
  guard let timed = scene.timedAnimator else { return renderSVG(scene: scene, step: target) }
  for index in 0..<(target - 1) {
    try simulation.apply(fixture.steps[index], at: index)
    try? timed.clock.advance(to: Swift.max(timed.clock.now, timed.finishTime))
  }
  let previous = ScenePlacement(scene: scene)
  let start = timed.clock.now
  try simulation.apply(fixture.steps[target - 1], at: target - 1)
  let moment = start + time
  // Still below the window at the start of a slide in: not on screen yet.
  let keyboard = scene.keyboardFrameInWindow(at: moment).flatMap {
    $0.minY < scene.window.bounds.maxY ? $0 : nil
  }
  return timed.withPresentationValues(at: moment) {
    SceneDrawing(scene: scene, step: target, previous: previous, time: time, keyboard: .some(keyboard))
      .document()
  }
}

/// Draws the scene after step `step` (`nil`: the last) as one SVG whose views and keyboard move as
/// the timeline of steps 1…`step` runs, sampled `samplesPerSecond` times a second: SMIL `<animate>`
/// elements on the same outlines, labels, focus ring and keyboard the still drawing has, with the
/// timeline's values at its sample times (`keyTimes`), linear in between, frozen at the end. Steps
/// follow one another as `simulate --fps` lays them out: each starts when the one before finished.
/// A browser without SMIL shows the end state, the still drawing without ghosts.
///
/// Throws a ``FixtureError`` for a step out of range, a rate that is not positive or a step that
/// cannot be applied.
package func renderAnimatedSVG(
  fixture: Fixture, step: Int? = nil, policy: AvoidancePolicyID = .shelter, samplesPerSecond: Int = 60
) throws(FixtureError) -> String {
  let target = try stepInRange(step, of: fixture)
  let simulation = try Simulation(fixture: fixture, policy: policy, samplesPerSecond: samplesPerSecond)
  var timelines = [simulation.snapshot(index: 0, step: nil).timeline ?? []]
  for index in 0..<target {
    timelines.append(try simulation.play(fixture.steps[index], at: index).timeline ?? [])
  }
  let motion = SceneMotion(timelines: timelines)
  return SceneDrawing(scene: simulation.scene, step: target, previous: nil, motion: motion).document()
}

/// Plays every step of a fixture once and draws the scene as loaded and after each step: element
/// 0 is the fixture as loaded, element k the scene after step k with what step k moved (ghosts and
/// the arrow), so elements k − 1 and k are the screen before and after step k.
///
/// One play for all the drawings (linear in the steps, where drawing each with
/// ``renderSVG(fixture:step:policy:)`` replays the steps before it). Each drawing equals that
/// function's for the same step. Throws a ``FixtureError`` when a step cannot be applied.
package func renderStepSVGs(fixture: Fixture, policy: AvoidancePolicyID = .shelter) throws(FixtureError)
  -> [String]
{
  let simulation = try Simulation(fixture: fixture, policy: policy)
  var drawings = [renderSVG(scene: simulation.scene, step: 0)]
  drawings.reserveCapacity(fixture.steps.count + 1)
  for (index, step) in fixture.steps.enumerated() {
    let previous = ScenePlacement(scene: simulation.scene)
    try simulation.apply(step, at: index)
    drawings.append(renderSVG(scene: simulation.scene, step: index + 1, previousFrames: previous))
  }
  return drawings
}
