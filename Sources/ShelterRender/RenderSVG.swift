public import ShelterFixtures
public import ShelterKeyboard

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
public func renderSVG(scene: Scene, step: Int, previousFrames: ScenePlacement? = nil) -> String {
  SceneDrawing(scene: scene, step: step, previous: previousFrames).document()
}

/// Plays a fixture's first `step` steps (all when `nil`) with an avoidance policy and draws the
/// scene after the last of them, showing what that step moved.
///
/// Throws a ``FixtureError`` when `step` is outside `0...steps.count` (path `steps`), when the
/// policy is unknown, or when a step cannot be applied (path `steps[i]…`); nothing is drawn then.
public func renderSVG(fixture: Fixture, step: Int? = nil, policy: AvoidancePolicyID = .shelter)
  throws(FixtureError)
  -> String
{
  let count = fixture.steps.count
  let target = step ?? count
  guard (0...count).contains(target) else {
    throw FixtureError(
      path: "steps",
      message:
        "step \(target) is out of range: the fixture has \(count) step\(count == 1 ? "" : "s"), so 0…\(count)"
    )
  }
  let simulation = try Simulation(fixture: fixture, policy: policy)
  var previous: ScenePlacement?
  for index in 0..<target {
    if index == target - 1 { previous = ScenePlacement(scene: simulation.scene) }
    try simulation.apply(fixture.steps[index], at: index)
  }
  return renderSVG(scene: simulation.scene, step: target, previousFrames: previous)
}
