import ShelterGeometry
public import ShelterKeyboard

extension Fixture {
  /// The same screen and scenario on another device, held upright: the device's screen size and
  /// safe area, the window and full-screen root views resized to it, and the keyboard steps given
  /// the device's keyboard heights.
  ///
  /// Geometry inside the root views stays as written, so a field laid out for a taller screen may
  /// start below a shorter one's bottom: that is the point of re-running a gallery on devices.
  ///
  /// Keyboard steps, in screen space:
  /// - a `height` that is one of the fixture's own device's heights in the current orientation
  ///   (`docked`, `dockedPlain`, `emoji`, `hardwareBar`) becomes the same kind of height on the new
  ///   device; the fixture's device is the profile whose portrait size is the fixture's screen size;
  /// - any other height below ``shortcutBarLimit`` (a shortcut or accessory bar) is kept;
  /// - any other height becomes the device's docked height (with the predictive bar);
  /// - a docked `frame` (spanning the old screen's width, touching its bottom) is re-laid at the
  ///   bottom of the new screen with its height mapped as above; any other frame keeps its size and
  ///   its distance from the bottom edge, re-centred horizontally.
  ///
  /// A `resize` wider than tall becomes the device's landscape size, any other its portrait size;
  /// after it, heights map with the landscape metrics.
  public func onDevice(_ device: DeviceProfile) -> Fixture {
    var copy = self
    let oldSize = screenSize
    let newSize = device.portraitSize
    let source = DeviceProfile.all.first { $0.portraitSize == oldSize }
    copy.screenSize = newSize
    copy.safeArea = device.portraitSafeArea
    // A fixture on a device keeps following focus, now with the new device's keyboards.
    if copy.device != nil {
      copy.device = device.id
      copy.orientation = .portrait
    }
    if windowFrame.size == oldSize { copy.windowFrame = Rect(origin: windowFrame.origin, size: newSize) }
    let fullScreen = Rect(origin: .zero, size: oldSize)
    for index in copy.nodes.indices {
      var node = copy.nodes[index]
      guard case .view = node.role, let parent = node.parent, case .controller = nodes[parent].role else {
        continue
      }
      let frame = Rect(
        x: node.center.x - node.anchorPoint.x * node.bounds.width,
        y: node.center.y - node.anchorPoint.y * node.bounds.height,
        width: node.bounds.width, height: node.bounds.height)
      guard frame == fullScreen else { continue }
      node.bounds.size = newSize
      node.center = Point(x: node.anchorPoint.x * newSize.width, y: node.anchorPoint.y * newSize.height)
      copy.nodes[index] = node
    }

    var orientation = Orientation.portrait
    var current = oldSize
    var target = newSize
    func height(_ h: Double) -> Double {
      let kinds: [(DeviceProfile.KeyboardMetrics) -> Double?] = [
        { $0.docked }, { $0.dockedPlain }, { $0.emoji }, { $0.hardwareBar },
      ]
      if let source {
        let from = source.keyboardMetrics(orientation)
        let to = device.keyboardMetrics(orientation)
        for kind in kinds {
          if let value = kind(from), abs(value - h) < 0.5 { return kind(to) ?? h }
        }
      }
      return h < Self.shortcutBarLimit ? h : device.keyboardMetrics(orientation).docked
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
        orientation = size.width > size.height ? .landscape : .portrait
        current = size
        target = device.screenSize(orientation)
        return .resize(target)
      case .orientation(let turned):
        orientation = turned
        return step
      case .keyboardPlacement(let placement) where device.keyboardFrame(placement.style, orientation) == nil:
        // A keyboard the new device cannot place there stays docked, as on that device.
        return .keyboardPlacement(.docked)
      default:
        return step
      }
    }
    return copy
  }

  /// Keyboard heights below this many points are bars (a hardware keyboard's shortcut bar, an
  /// accessory bar) and keep their height on another device.
  public static let shortcutBarLimit: Double = 100
}
