import ShelterFixtures
import ShelterViews

extension Scene {
  /// The first frame a layout pass since the last call solved past ±1e9 (a product of
  /// multipliers, say), with the constraints that produced it; such a frame is never written, so
  /// nothing downstream meets it.
  func takeUnboundedFrame() -> LayoutEngine.UnboundedFrame? {
    var first: LayoutEngine.UnboundedFrame?
    for window in windows {
      let found = window.takeUnboundedFrames()
      if first == nil { first = found.first }
    }
    return first
  }

  /// The first solver operation since the last call that stopped short (a product of
  /// multipliers past ±1e300, a pivot bound), with the constraints it reached.
  func takeSolverFailure() -> LayoutEngine.SolverFailure? {
    var first: LayoutEngine.SolverFailure?
    for window in windows {
      let found = window.takeSolverFailure()
      if first == nil { first = found }
    }
    return first
  }

  /// Throws when a layout pass since the last call stopped short in the solver or solved a frame
  /// past ±1e9 (the solver's failure first, as it is the cause): the error `failure` makes of its
  /// message (a step's), or at the load the one at the path of the view's node.
  func checkBoundedFrames(orThrow failure: ((String) -> FixtureError)? = nil) throws(FixtureError) {
    let stopped = takeSolverFailure()
    let unbounded = takeUnboundedFrame()
    guard
      let found = stopped.map({ ($0.message, $0.constraints.first?.viewID) })
        ?? unbounded.map({ ($0.message, $0.viewID) })
    else { return }
    if let failure { throw failure(found.0) }
    let node = found.1.flatMap { id in fixture.nodes.firstIndex { $0.id == id } }
    throw FixtureError(path: node.map(fixture.path(of:)) ?? "$", message: found.0)
  }
}
