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

  /// Throws when a layout pass since the last call solved a frame past ±1e9: the error `failure`
  /// makes of its message (a step's), or at the load the one at the path of the view's node.
  func checkBoundedFrames(orThrow failure: ((String) -> FixtureError)? = nil) throws(FixtureError) {
    guard let found = takeUnboundedFrame() else { return }
    if let failure { throw failure(found.message) }
    let node = found.viewID.flatMap { id in fixture.nodes.firstIndex { $0.id == id } }
    throw FixtureError(path: node.map(fixture.path(of:)) ?? "$", message: found.message)
  }
}
