public import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
public import ShelterValues

extension Fixture {
  /// The same screen and scenario on another device, held upright or turned: the device's screen
  /// size and safe area for that orientation, the window and full-screen root views resized to it,
  /// their subviews following their autoresizing masks, and the keyboard steps given the device's
  /// keyboard heights.
  ///
  /// Geometry that carries no mask stays as written, so a field laid out for a taller screen may
  /// start below a shorter one's bottom: that is the point of re-running a gallery on devices. A
  /// fixture without masks changes only its screen, window and full-screen root views.
  ///
  /// Keyboard steps, in screen space:
  /// - a `height` that is one of the fixture's own device's heights in the current orientation
  ///   (`docked`, `dockedPlain`, `emoji`, `hardwareBar`) becomes the same kind of height on the new
  ///   device; the fixture's device is the profile whose size in the fixture's orientation is the
  ///   fixture's screen size;
  /// - any other height below 100 points (a shortcut or accessory bar) is kept;
  /// - any other height becomes the device's docked height (with the predictive bar);
  /// - a docked `frame` (spanning the old screen's width, touching its bottom) is re-laid at the
  ///   bottom of the new screen with its height mapped as above; any other frame keeps its size and
  ///   its distance from the bottom edge, re-centred horizontally.
  ///
  /// A `resize` wider than tall becomes the device's landscape size, any other its portrait size;
  /// after it, heights map with that orientation's metrics.
  public func onDevice(_ device: DeviceProfile, orientation turnedTo: Orientation = .portrait) -> Fixture {
    var copy = self
    let oldSize = screenSize
    let newSize = device.screenSize(turnedTo)
    let source = DeviceProfile.all.first { $0.screenSize(orientation) == oldSize }
    copy.screenSize = newSize
    copy.safeArea = device.safeAreaInsets(turnedTo)
    // A fixture on a device keeps following focus, now with the new device's keyboards.
    if copy.device != nil {
      copy.device = device.id
      copy.orientation = turnedTo
    }
    if windowFrame.size == oldSize { copy.windowFrame = Rect(origin: windowFrame.origin, size: newSize) }
    copy.layOutRootViews(from: self, screen: oldSize, to: newSize)
    copy.moveScrollViewsAtRest(from: self)

    var fromOrientation = orientation
    var toOrientation = turnedTo
    var current = oldSize
    var target = newSize
    func height(_ h: Double) -> Double {
      let kinds: [(DeviceProfile.KeyboardMetrics) -> Double?] = [
        { $0.docked }, { $0.dockedPlain }, { $0.emoji }, { $0.hardwareBar },
      ]
      if let source {
        let from = source.keyboardMetrics(fromOrientation)
        let to = device.keyboardMetrics(toOrientation)
        for kind in kinds {
          if let value = kind(from), abs(value - h) < 0.5 { return kind(to) ?? h }
        }
      }
      return h < Self.shortcutBarLimit ? h : device.keyboardMetrics(toOrientation).docked
    }
    func geometry(_ g: FixtureStep.KeyboardGeometry) -> FixtureStep.KeyboardGeometry {
      switch g {
      case .height(let h):
        return .height(height(h))
      case .frame(let r):
        let docked =
          r.minY < current.height - 0.5 && r.maxY >= current.height - 0.5 && r.minX <= 0.5
          && r.maxX >= current.width - 0.5
        if docked {
          let h = height(r.height)
          return .frame(Rect(x: 0, y: target.height - h, width: target.width, height: h))
        }
        return .frame(
          Rect(
            x: r.minX + (target.width - current.width) / 2, y: r.minY + (target.height - current.height),
            width: r.width, height: r.height))
      }
    }
    copy.steps = steps.map { step in
      switch step {
      case .keyboardShow(let g, let duration, let curve):
        return .keyboardShow(geometry(g), duration: duration, curve: curve)
      case .keyboardChange(let g, let duration, let curve):
        return .keyboardChange(geometry(g), duration: duration, curve: curve)
      case .resize(let size):
        fromOrientation = size.width > size.height ? .landscape : .portrait
        toOrientation = fromOrientation
        current = size
        target = device.screenSize(toOrientation)
        return .resize(target)
      case .orientation(let turned):
        fromOrientation = turned
        toOrientation = turned
        return step
      case .keyboardPlacement(let placement)
      where device.keyboardFrame(placement.style, toOrientation) == nil:
        // A keyboard the new device cannot place there stays docked, as on that device.
        return .keyboardPlacement(.docked)
      default:
        return step
      }
    }
    return copy
  }

  /// Resizes the root views of `original` that filled its `old` screen to `new`: in the model
  /// when no view carries a mask, else on live views, so that their subviews follow their masks by
  /// the one rule ``View/autoresizingMask`` implements, and reads the geometry back.
  mutating func layOutRootViews(from original: Fixture, screen old: Size, to new: Size) {
    let fullScreen = Rect(origin: .zero, size: old)
    let roots = nodes.indices.filter { index in
      guard case .view = nodes[index].role, let parent = nodes[index].parent,
        case .controller = nodes[parent].role
      else { return false }
      return nodes[index].frame == fullScreen
    }
    let masked = nodes.contains { !$0.autoresizingMask.isEmpty }
    let still = original.stillScreen
    var laidOut = nodes
    defer { nodes = laidOut }
    guard masked, old != new, let scene = try? Scene(fixture: still) else {
      for index in roots {
        let anchor = laidOut[index].anchorPoint
        laidOut[index].bounds.size = new
        laidOut[index].center = Point(x: anchor.x * new.width, y: anchor.y * new.height)
      }
      return
    }
    scene.application.screen.size = new
    scene.application.screen.safeAreaInsets = safeArea
    scene.window.frame = Rect(origin: scene.window.frame.origin, size: windowFrame.size)
    for index in roots {
      guard let view = scene.viewsByID[nodes[index].id], view.frame == fullScreen else { continue }
      view.frame = Rect(origin: .zero, size: new)
    }
    scene.layoutPresentations()
    for index in laidOut.indices where laidOut[index].kind != nil {
      guard let view = scene.viewsByID[laidOut[index].id] else { continue }
      laidOut[index].bounds = view.bounds
      laidOut[index].center = view.center
    }
  }

  /// The screen alone, for measuring its views: no device, keyboard, steps or first responder
  /// that could move them.
  var stillScreen: Fixture {
    var still = self
    still.device = nil
    // Without a device the orientation means nothing; the screen's size and safe area say it.
    still.orientation = .portrait
    still.keyboardMode = .manual
    still.steps = []
    // The nodes are changed in a local copy and set back once: element writes through the
    // fixture's own array, whose writes clear its validation mark, copied it every time.
    var stillNodes = still.nodes
    for index in stillNodes.indices { stillNodes[index].isFirstResponder = false }
    still.nodes = stillNodes
    return still
  }

  /// Moves every scroll view that rests at its rest offset in `original` (`-adjustedContentInset.top`
  /// vertically, `-adjustedContentInset.left` horizontally, on that axis) to its rest offset on this
  /// screen, so that a form at rest under one device's safe area is at rest under another's, as it
  /// would be had it been laid out there. An offset elsewhere (scrolled by the user) stays.
  ///
  /// Both rest offsets are measured on built screens: the adjusted inset depends on the scroll
  /// view's safe area, behaviour and scrollable axes, as laid out.
  mutating func moveScrollViewsAtRest(from original: Fixture) {
    let stated = nodes.indices.filter { nodes[$0].kind?.isScrollable == true && nodes[$0].statesBoundsOrigin }
    guard !stated.isEmpty, let before = try? Scene(fixture: original.stillScreen) else { return }
    let states = Dictionary(
      before.insets().scrollViews.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
    var resting: [(index: Int, x: Bool, y: Bool)] = []
    for index in stated {
      guard let state = states[nodes[index].id] else { continue }
      let x = abs(state.contentOffset.x + state.adjustedContentInset.left) < Self.restTolerance
      let y = abs(state.contentOffset.y + state.adjustedContentInset.top) < Self.restTolerance
      if x || y { resting.append((index, x, y)) }
    }
    guard !resting.isEmpty else { return }
    // The same screen with those offsets left unstated: each scroll view starts at its rest offset.
    var probe = stillScreen
    var probeNodes = probe.nodes
    for entry in resting {
      probeNodes[entry.index].bounds.origin = .zero
      probeNodes[entry.index].statesBoundsOrigin = false
    }
    probe.nodes = probeNodes
    guard let after = try? Scene(fixture: probe) else { return }
    let rests = Dictionary(
      after.insets().scrollViews.map { ($0.id, $0.state.contentOffset) },
      uniquingKeysWith: { first, _ in first })
    var moved = nodes
    defer { nodes = moved }
    for entry in resting {
      guard let rest = rests[moved[entry.index].id] else { continue }
      if entry.x { moved[entry.index].bounds.origin.x = rest.x }
      if entry.y { moved[entry.index].bounds.origin.y = rest.y }
      moved[entry.index].statesBoundsOrigin = true
    }
  }

  /// How close, in points, an offset must be to the rest offset to count as resting there.
  static let restTolerance = 0.001

  /// Keyboard heights below this many points are bars (a hardware keyboard's shortcut bar, an
  /// accessory bar) and keep their height on another device.
  package static let shortcutBarLimit: Double = 100
}
