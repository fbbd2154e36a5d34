import ShelterGeometry
public import ShelterValues

extension View {
  /// Marks the window's layout as out of date; the next ``layoutIfNeeded()`` solves it, as UIKit
  /// defers a layout pass to the next turn of the run loop.
  public func setNeedsLayout() {
    guard let window else { return }
    window.needsLayoutPass = true
    window.layoutEngine?.needsFullPass = true
  }

  /// A constant changed: the next pass may only edit that row, the hot path of an animated
  /// constant or a keyboard-following constraint.
  func constantDidChange(_ constraint: LayoutConstraint) {
    guard let window else { return }
    window.needsLayoutPass = true
    window.layoutEngine?.constantEdits.append(constraint)
  }

  /// Marks the constraints as out of date, as UIKit's `setNeedsUpdateConstraints()`.
  public func setNeedsUpdateConstraints() { setNeedsLayout() }

  /// Runs a pending layout pass now: constraints are brought up to date leaf to window
  /// (``updateConstraints()``), then solved, and frames written window to leaf
  /// (``layoutSubviews()``). Nothing happens when nothing is pending.
  ///
  /// A view in no window is laid out as UIKit lays out a cell or a view a snapshot test built
  /// with a frame: its subtree, with this view as the root.
  ///
  /// Inside an animation block the frames take their final values at once and animate, which is
  /// how `UIView.animate { self.view.layoutIfNeeded() }` animates a changed constant.
  public func layoutIfNeeded() {
    guard let window else {
      layOutDetachedSubtree()
      return
    }
    guard window.needsLayoutPass else { return }
    window.runLayoutPass()
  }

  /// Lays out this view's subtree, outside any window, with this view as the root: the
  /// constraints held in the subtree are solved and written, ``updateConstraints()`` and
  /// ``layoutSubviews()`` run as in a window's pass. A view that translates its autoresizing mask
  /// keeps its frame as given; one that does not takes its size from the constraints among its
  /// descendants, its origin staying where it is. Constraints held above this view take no part.
  ///
  /// The pass runs in a window made for it, the size of this view's frame, on a screen of scale 3
  /// (frames round to a third of a point); the view then goes back to its place in its superview.
  /// UIKit's `layoutIfNeeded()` lays out "the view subtree starting at the root" it is sent to,
  /// window or not (docs/uikit.md cites it).
  func layOutDetachedSubtree() {
    let parent = self.parent
    let place = parent.map { $0.index(ofChild: self) }
    let scratch = Window(frame: Rect(origin: .zero, size: frame.size))
    detachFromParent()
    scratch.insertChild(self, at: 0)
    scratch.runLayoutPass()
    detachFromParent()
    if let parent, let place { parent.insertChild(self, at: place) }
  }

  /// Runs any pending constraint update now, as UIKit's `updateConstraintsIfNeeded()`.
  public func updateConstraintsIfNeeded() {
    guard let window, window.needsLayoutPass else { return }
    window.visitForConstraintUpdate()
  }

  /// Whether the constraints leave this view's frame unfixed, as UIKit's `hasAmbiguousLayout`.
  public var hasAmbiguousLayout: Bool {
    window?.layoutEngine?.isAmbiguous(self) ?? false
  }

  /// The active constraints that take part in this view's position and size on an axis, as
  /// UIKit's `constraintsAffectingLayout(for:)`, by the names a log gives them.
  public func constraintsAffectingLayout(for axis: LayoutAttribute.Axis) -> [String] {
    window?.layoutEngine?.constraints(affecting: self, axis: axis).map(\.name) ?? []
  }
}

extension Window {
  /// Whether the window's width is regular (iPad, or an iPhone Max turned), which sets a
  /// controller's root view's minimum margins.
  var isRegularWidth: Bool {
    (sizeClasses ?? PresentationSizeClasses(guessingFrom: bounds.size)).regularWidth
  }

  /// Calls ``View/updateConstraints()`` leaf to window (post-order), without recursion.
  func visitForConstraintUpdate() {
    var stack: [(View, Bool)] = [(self, false)]
    while let (view, visited) = stack.popLast() {
      if visited {
        view.updateConstraints()
        continue
      }
      stack.append((view, true))
      for child in view.subviews.reversed() { stack.append((child, false)) }
    }
  }

  /// The pass: update constraints, solve, write frames and the content sizes constraints derive,
  /// then ``View/layoutSubviews()`` window to leaf.
  package func runLayoutPass() {
    needsLayoutPass = false
    visitForConstraintUpdate()
    let engine = layoutEngine ?? LayoutEngine()
    if engine.layout(self) || layoutEngine != nil { layoutEngine = engine }
    engine.writeContentSizes(scale: application.layoutPixelScale)
    var stack: [View] = [self]
    while let view = stack.popLast() {
      view.layoutSubviews()
      for child in view.subviews.reversed() { stack.append(child) }
    }
    needsLayoutPass = false
  }

  /// The breaks of the layout passes since the last call, for reports.
  package func takeConstraintBreaks() -> [LayoutEngine.ConstraintBreak] {
    guard let engine = layoutEngine else { return [] }
    defer { engine.breaks = [] }
    return engine.breaks
  }

  /// The frames the layout passes since the last call solved past ±1e9 and left unwritten, for
  /// reports: an error, as a number past the loader's bound is.
  package func takeUnboundedFrames() -> [LayoutEngine.UnboundedFrame] {
    guard let engine = layoutEngine else { return [] }
    defer { engine.unboundedFrames = [] }
    return engine.unboundedFrames
  }

  /// The views the last pass left ambiguous (a scroll view whose content size is free among them,
  /// and the views a pass that did not settle left moving), for reports.
  package var lastAmbiguousViews: [View] { layoutEngine?.ambiguousViews(in: self) ?? [] }
}

extension Application {
  /// Runs a layout pass now in every window laid out by constraints: what the keyboard calls as it
  /// moves, since its layout guide moved.
  package func layoutConstrainedWindows() {
    for window in windows where window.layoutEngine != nil {
      window.needsLayoutPass = true
      window.layoutIfNeeded()
    }
  }
}
