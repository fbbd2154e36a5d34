package import ShelterFixtures
import ShelterGeometry
package import ShelterKeyboard
import ShelterValues
import ShelterViews

extension Scene {
  /// Moves this scene, built and not yet played, to `next`: the same fixture laid out for another
  /// screen (``Fixture/onScreen(_:)``). The screen's size and safe area, the windows' frames, every
  /// view's geometry and the device's keyboards become `next`'s, and one layout pass lays the tree
  /// out there: the constraints stay in the engine, so the pass edits the root's size and the safe
  /// area instead of adding every row to a new solver.
  ///
  /// Returns `false`, leaving the scene unfit for any use, when the move could differ from
  /// building `next` afresh: the fixture differs in more than its screen; the scene was played,
  /// keeps time, focused a field at load or posted notifications; the load or the move broke a
  /// constraint or left a view ambiguous (a broken constraint stays out of the engine, and an
  /// ambiguous view keeps where the last pass put it, so either depends on the screen before); or
  /// a frame runs out of bounds. A caller then builds `next` afresh (``ScreenSweep``).
  package func move(to next: Fixture) -> Bool {
    guard isMovable, differsOnlyInScreen(next) else { return false }
    isMovable = false
    guard isKnownUnambiguous || ambiguousViewIDs().isEmpty else { return false }
    if !next.isKnownValid, (try? next.validate()) == nil { return false }
    if let id = next.device, id != fixture.device || next.orientation != fixture.orientation {
      guard let profile = DeviceProfile.named(id) else { return false }
      device = profile
      application.keyboard.follow(profile, orientation: next.orientation, mode: next.keyboardMode)
    }
    fixture = next
    application.screen.size = next.screenSize
    application.screen.safeAreaInsets = next.safeArea
    for (each, spec) in zip(windows, next.windows) { each.frame = spec.frame }
    // Every view's geometry as the fixture gives it, outer views first, as the load sets it
    // before the first pass.
    var position = 0
    var statedOffsets: [ScrollView] = []
    for node in next.nodes {
      guard case .view = node.role else { continue }
      let view = orderedViews[position].view
      position += 1
      node.configureGeometry(view)
      guard let scroll = view as? ScrollView else { continue }
      scroll.forgetLaidOutInset()
      if node.details.contentSize == nil { scroll.contentSize = node.bounds.size }
      if node.statesBoundsOrigin { statedOffsets.append(scroll) }
    }
    layoutPresentations()
    layoutConstraints()
    guard (try? checkBoundedFrames()) != nil, pendingBreaks.isEmpty, ambiguousViewIDs().isEmpty else {
      return false
    }
    keepStatedOffsets(statedOffsets)
    layoutScrollViews()
    guard notifications.pending.isEmpty else { return false }
    isMovable = true
    isKnownUnambiguous = true
    return true
  }

  /// Whether `next` is this scene's fixture on another screen: equal once its screen, device,
  /// window frames, view geometry and steps are put back, with no view sized by the screen's
  /// width at load (an input accessory or input view) when the width changes.
  private func differsOnlyInScreen(_ next: Fixture) -> Bool {
    guard next.nodes.count == fixture.nodes.count,
      next.additionalWindows.count == fixture.additionalWindows.count
    else { return false }
    if next.device == nil, fixture.device != nil { return false }
    if next.screenSize.width != fixture.screenSize.width,
      next.nodes.contains(where: { $0.inputAccessoryHeight != nil || $0.inputViewHeight != nil })
    {
      return false
    }
    var same = next
    same.screenSize = fixture.screenSize
    same.safeArea = fixture.safeArea
    same.device = fixture.device
    same.orientation = fixture.orientation
    same.windowFrame = fixture.windowFrame
    for k in same.additionalWindows.indices {
      same.additionalWindows[k].frame = fixture.additionalWindows[k].frame
    }
    same.steps = fixture.steps
    var nodes = same.nodes
    for k in nodes.indices {
      nodes[k].bounds = fixture.nodes[k].bounds
      nodes[k].center = fixture.nodes[k].center
      // Whether a zero offset is stated follows the offset read back on each screen.
      nodes[k].statesBoundsOrigin = fixture.nodes[k].statesBoundsOrigin
    }
    same.nodes = nodes
    return same == fixture
  }
}

/// The scenes of one fixture on several screens, each laid out as building it afresh would lay it
/// out, by moving the last scene handed out when it was not played (``Scene/move(to:)``) and
/// building afresh when it was or cannot move: `--device all` loads a screen by an edit of the
/// root's size rather than by a new solver.
package struct ScreenSweep {
  /// The policy every scene's attachments get.
  package let policy: AvoidancePolicyID
  /// The last scene handed out.
  private var last: Scene?

  /// A sweep whose scenes attach `policy`.
  package init(policy: AvoidancePolicyID = .shelter) { self.policy = policy }

  /// The scene of `fixture`, a screen of the sweep's fixture: the last scene moved there when it
  /// was not played since, else a new one. Throws the ``FixtureError`` building it gives.
  package mutating func scene(for fixture: Fixture) throws(FixtureError) -> Scene {
    if let scene = last, scene.move(to: fixture) { return scene }
    last = nil
    let scene = try Scene(fixture: fixture, policy: policy)
    last = scene
    return scene
  }
}
