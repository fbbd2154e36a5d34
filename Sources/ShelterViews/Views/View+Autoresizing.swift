public import ShelterGeometry
public import ShelterValues

extension View {
  /// How the view follows a change of its superview's bounds size, as UIKit's `autoresizingMask`
  /// (default: none, the view keeps its frame).
  ///
  /// Along each axis the parts are the near margin (the frame's `x`), the extent (`width`) and the
  /// far margin (the superview's old extent − `x` − `width`). The change of the superview's extent
  /// is shared among the flexible parts in proportion to their sizes before the change, or equally
  /// when they are all zero; a part with no flexible part keeps its frame along that axis. A 320 ×
  /// 480 superview growing to 430 × 932 moves a `W+TM` bar at (0, 431; 320 × 49) to
  /// (0, 883; 430 × 49): the width takes all 110 points, the top margin all 452.
  public var autoresizingMask: AutoresizingMask {
    get { AutoresizingMask(rawValue: UInt(storage.autoresizingMask)) }
    set { storage.autoresizingMask = UInt8(truncatingIfNeeded: newValue.rawValue & 0x3F) }
  }

  /// Resizes the subviews after this view's bounds size changed from `oldSize`, and theirs after
  /// theirs, with an explicit stack: each view is visited once, at any depth.
  ///
  /// A window's subview that filled the window (its root view, unless it carries a mask) is given
  /// the window's new bounds, as UIKit's window keeps its root view filling it.
  @usableFromInline func boundsSizeDidChange(from oldSize: Size) {
    guard autoresizesSubviews else { return }
    let window = self as? Window
    if hasChildSlots {
      // Pre-order, so a tree built in pre-order (as fixtures and dumps are) is read in the order
      // it sits in memory: each level keeps its place among its superview's subviews while the
      // pass goes down into one whose size changed. The pass runs no outside code, so the views,
      // held by the tree, are not retained; only the top view can be a window.
      var levels: [(superview: UnsafeViewRef, next: Int, oldSize: Size, fillsWindow: Bool)] = [
        (UnsafeViewRef(self), 0, oldSize, window != nil)
      ]
      while var level = levels.popLast() {
        let descent: (view: UnsafeViewRef, oldSize: Size)? = level.superview.read { superview in
          if level.next == 0, superview.storage.childPlaceholders != 0 { superview.compactChildren() }
          let new = superview.storage.bounds.size
          let children = superview.storage.childSlots
          while level.next < children.count {
            let unretained = UnsafeViewRef(children[level.next])
            level.next += 1
            let resized: Size? = unretained.read { child in
              let mask = child.storage.autoresizingMask
              let before = child.storage.bounds.size
              if mask != 0 {
                child.autoresize(mask: mask, fromSuperviewSize: level.oldSize, to: new)
              } else if level.fillsWindow, child.frame == Rect(origin: .zero, size: level.oldSize) {
                child.setFrameWithoutLayout(Rect(origin: .zero, size: new))
              } else if level.fillsWindow, child.storage.transform.isIdentity,
                child.storage.bounds.size == level.oldSize
              {
                // A root view moved by its frame (a keyboard recipe's shift) keeps its offset and
                // takes the window's new size, as a controller's view does with the flexible width
                // and height UIKit gives it.
                let flexibleSize = AutoresizingMask.flexibleWidth.union(.flexibleHeight).rawValue
                child.autoresize(mask: UInt8(flexibleSize), fromSuperviewSize: level.oldSize, to: new)
              } else {
                return nil
              }
              let follows = child.autoresizesSubviews && child.hasChildSlots
              return follows && child.storage.bounds.size != before ? before : nil
            }
            if let resized { return (unretained, resized) }
          }
          return nil
        }
        guard let descent else { continue }
        levels.append(level)
        levels.append((descent.view, 0, descent.oldSize, false))
      }
    }
    window?.updateSafeAreaInsets()
  }

  /// Moves and resizes this view's frame for its superview's change from `old` to `new`: for an
  /// untransformed view straight on the stored geometry, otherwise through ``frame``.
  @inline(__always)
  private func autoresize(mask: UInt8, fromSuperviewSize old: Size, to new: Size) {
    let t = storage.transform
    let anchor = storage.anchorPoint
    let untransformed = t.isTranslationOnly
    let frame: Rect
    if untransformed {
      // frame.origin = position + translation − anchor × size.
      let size = storage.bounds.size
      frame = Rect(
        x: storage.position.x + t.tx - anchor.x * size.width,
        y: storage.position.y + t.ty - anchor.y * size.height,
        width: size.width, height: size.height)
    } else {
      frame = self.frame
    }
    let h = Self.share(
      origin: frame.origin.x, extent: frame.size.width, oldExtent: old.width, newExtent: new.width,
      near: mask & 1 != 0, size: mask & 2 != 0, far: mask & 4 != 0)
    let v = Self.share(
      origin: frame.origin.y, extent: frame.size.height, oldExtent: old.height, newExtent: new.height,
      near: mask & 8 != 0, size: mask & 16 != 0, far: mask & 32 != 0)
    if untransformed {
      storage.bounds.size = Size(width: h.extent, height: v.extent)
      storage.position = Point(
        x: h.origin - t.tx + anchor.x * h.extent, y: v.origin - t.ty + anchor.y * v.extent)
    } else {
      let resized = Rect(x: h.origin, y: v.origin, width: h.extent, height: v.extent)
      if resized != frame { setFrameWithoutLayout(resized) }
    }
  }

  /// One axis of the autoresizing rule: the new origin and extent of a frame whose superview's
  /// extent goes from `oldExtent` to `newExtent`, the change shared among the flexible parts in
  /// proportion to their old sizes (equally when those are all zero). An extent never goes below
  /// zero.
  ///
  ///     share(origin: 10, extent: 100, oldExtent: 320, newExtent: 430,
  ///           near: true, size: true, far: false)   // (20, 200): 10 + 110 × 10/110, 100 + 110 × 100/110
  @inline(__always) static func share(
    origin: Double, extent: Double, oldExtent: Double, newExtent: Double, near: Bool, size: Bool, far: Bool
  ) -> (origin: Double, extent: Double) {
    let delta = newExtent - oldExtent
    guard delta != 0, near || size || far else { return (origin, extent) }
    let nearPart = near ? origin : 0
    let sizePart = size ? extent : 0
    let farPart = far ? oldExtent - origin - extent : 0
    let total = nearPart + sizePart + farPart
    let nearShare: Double
    let sizeShare: Double
    if total == 0 {
      let count = Double((near ? 1 : 0) + (size ? 1 : 0) + (far ? 1 : 0))
      nearShare = near ? delta / count : 0
      sizeShare = size ? delta / count : 0
    } else {
      nearShare = delta * nearPart / total
      sizeShare = delta * sizePart / total
    }
    return (origin + nearShare, max(0, extent + sizeShare))
  }
}

extension View {
  /// Puts geometry on the view without resizing its subviews, for presentation values shown for a
  /// moment and put back: the subviews' own values are shown and put back with it.
  package func setGeometryWithoutLayout(center: Point, bounds: Rect, transform: Transform) {
    storage.position = center
    storage.bounds = bounds.standardized
    storage.transform = transform
  }
}
