import ShelterGeometry
import ShelterNotifications
import ShelterViews

/// Shelter's own avoidance: least movement from where the screen is, and reversible.
///
/// After every event (keyboard shown or changed, focus moved) the moved view's lift is its current
/// lift clamped into the lifts that keep the focused field (or a tall text view's caret) clear of
/// the keyboard by its distance and below the visible top, never below its original place
/// (``AvoidancePlanner/lift(from:target:keyboardTop:visibleTop:distance:mayMoveDown:)``): a switch
/// to a field already visible moves nothing, a keyboard that grows pushes content up only as much
/// as needed, one that shrinks leaves it where it is. Hiding the keyboard puts back every
/// transform, center, inset and offset it changed, exactly, except an offset the user scrolled
/// since, which stays where the user left it. Only a docked keyboard (one that spans
/// the screen and touches its bottom edge) moves anything. ``AvoidanceAdjustment/fromOriginals``
/// plans from the untouched screen every time instead.
public final class ShelterPolicy: AvoidancePolicy {
  /// `shelter`.
  public let name = "shelter"

  /// How long a focus switch moves the screen, in seconds: no keyboard notification comes with
  /// it, so it animates on its own, ease-in-out (at once with ``AvoidanceAnimation/none``).
  public static let focusSwitchDuration = 0.25

  /// How far, in points, two edges may differ and still count as one.
  private static let tolerance = 0.5

  /// The content offset this policy last gave each scroll view it moved: one found elsewhere was
  /// scrolled by the user since.
  private var placedOffsets: [ObjectIdentifier: Point] = [:]

  /// Creates the policy.
  public init() {}

  /// Re-plans on keyboard frame changes, hides, focus changes, rotation and setting changes.
  public func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance) {
    switch event {
    case .keyboard(let name, let info):
      // Will-notifications carry the new frame first; the matching did-notifications change nothing.
      guard name == .keyboardWillChangeFrame || name == .keyboardWillShow || name == .keyboardWillHide else {
        return
      }
      // UIKit's scroll of a field that just became first responder follows the will-notifications.
      // It scrolls against the screen the keyboard's layout pass left (a scroll view on the keyboard
      // guide already shrank), so that is where this policy takes it from.
      let focusing = avoidance.window.map { $0.application.keyboard.pendingFocusScroll != nil } ?? false
      if focusing, let field = avoidance.focusedField { takeFocusScroll(of: field, for: avoidance) }
      update(avoidance, duration: info.animationDuration, curve: info.animationCurve, focusing: focusing)
    case .didBeginEditing(let field):
      takeFocusScroll(of: field, for: avoidance)
      // `animation: none` moves at once: what `check --fps` reports as a jump.
      let duration = avoidance.settings.animation == .none ? 0 : Self.focusSwitchDuration
      update(avoidance, duration: duration, curve: .easeInOut, focusing: true)
    case .didEndEditing(let field):
      // A switch ends one field's editing before the next begins, with nothing focused in
      // between: the screen stays where it is until the next field begins or the keyboard hides.
      // It goes back when the field left the window, or when a field outside this attachment's
      // scope is focused now.
      guard let window = avoidance.window, field.window === window else { return restore(for: avoidance) }
      if window.firstResponder != nil && avoidance.focusedField == nil { restore(for: avoidance) }
    case .layoutDidChange, .settingsDidChange:
      let info = avoidance.lastKeyboardInfo
      update(
        avoidance, duration: info?.animationDuration ?? KeyboardInfo.defaultAnimationDuration,
        curve: info?.animationCurve ?? .keyboard)
    case .layoutWillChange:
      // The screen turns: what the user scrolled to stays.
      adoptUserScrolls(for: avoidance)
      restore(for: avoidance)
    }
  }

  /// Puts back every view this policy moved.
  public func restore(for avoidance: KeyboardAvoidance) {
    placedOffsets = [:]
    let info = avoidance.lastKeyboardInfo
    let moved = avoidance.originals.values.map(\.view)
    avoidance.transition(
      to: [], duration: info?.animationDuration ?? KeyboardInfo.defaultAnimationDuration,
      curve: info?.animationCurve ?? .keyboard)
    Self.layOutScrollViews(under: moved, keepingOffsets: true)
  }

  private func update(
    _ avoidance: KeyboardAvoidance, duration: Double, curve: AnimationCurve, focusing: Bool = false
  ) {
    adoptUserScrolls(for: avoidance)
    // Where the field is now, before the ledger's originals are put back to measure.
    // Measuring moves no focus, so the field found now is the one planned for.
    let field = avoidance.focusedField
    // Scroll views already laid out settle first for what changed since (a turn, a safe area);
    // the ones this policy holds are put back by its ledger instead.
    Self.layOutScrollViews(
      under: avoidance.originals.values.map(\.view)
        + (field.flatMap { avoidance.movedView(for: $0) }.map { [$0] } ?? []),
      keepingOffsets: false, except: Set(avoidance.originals.keys))
    let top = field.flatMap { try? $0.convert($0.bounds, to: nil).minY }
    // And how far its scroll view is scrolled now, which a shrinking keyboard must not undo.
    let scrolled = field.flatMap { field in
      avoidance.movedView(for: field).flatMap { enclosingScrollView(of: field, below: $0)?.contentOffset.y }
    }
    // Views laid out against the keyboard layout guide are measured where the keyboard now puts
    // them: UIKit lays them out in the same animation the notification starts.
    let moved = field.flatMap { avoidance.movedView(for: $0) }
    var targets = avoidance.measuringOriginals {
      if let moved, Self.pinsSubviewsToItsGuides(moved) {
        moved.setNeedsLayout()
        moved.layoutIfNeeded()
      }
      return plan(avoidance, field: field, currentTop: top, currentOffset: scrolled)
    }
    // UIKit scrolls a field that just became first responder into its scroll view once the policy
    // has moved: the offset planned for that scroll view is the one that scroll ends at.
    if focusing, let field, let scroll = field.focusScrollView,
      let index = targets.firstIndex(where: { $0.0 === scroll })
    {
      let now = ViewGeometry(of: scroll)
      targets[index].1.apply(to: scroll)
      field.scrollToVisibleAsFocused()
      targets[index].1.boundsOrigin = scroll.bounds.origin
      now.apply(to: scroll)
    }
    // A target equal to where a view is now, up to rounding, keeps it there: nothing animates.
    for index in targets.indices where ViewGeometry(of: targets[index].0).isClose(to: targets[index].1) {
      targets[index].1 = ViewGeometry(of: targets[index].0)
    }
    avoidance.transition(to: targets, duration: duration, curve: curve)
    Self.layOutScrollViews(under: targets.map(\.0), keepingOffsets: true)
    placedOffsets = [:]
    for (view, geometry) in targets where view is ScrollView {
      placedOffsets[ObjectIdentifier(view)] = geometry.boundsOrigin
    }
  }

  /// UIKit scrolls a text input that becomes first responder into its scroll view just after the
  /// keyboard's notifications (docs/avoidance.md, "What UIKit scrolls by itself"), so the plan
  /// starts from that scroll: a scroll view this policy holds takes it on its original offset,
  /// where UIKit plays it on a screen the keyboard never came to, and hiding the keyboard puts it
  /// back there; one it does not hold scrolls now, as it is about to.
  private func takeFocusScroll(of field: View, for avoidance: KeyboardAvoidance) {
    guard let scroll = field.focusScrollView else { return }
    // A scroll the user made since is the original UIKit's scroll starts from.
    adoptUserScrolls(for: avoidance)
    guard avoidance.originals[ObjectIdentifier(scroll)] != nil else {
      return field.scrollToVisibleAsFocused()
    }
    avoidance.measuringOriginals {
      field.scrollToVisibleAsFocused()
      avoidance.adoptBoundsOrigin(of: scroll)
    }
  }

  /// A scroll view the user scrolled since this policy placed it takes the user's offset as its
  /// original: hiding the keyboard or turning the screen keeps the user's place, as on a screen the
  /// keyboard never came to, and the next plan moves least from there.
  private func adoptUserScrolls(for avoidance: KeyboardAvoidance) {
    for (id, entry) in avoidance.originals {
      guard let placed = placedOffsets[id], entry.view.bounds.origin != placed else { continue }
      avoidance.adoptBoundsOrigin(of: entry.view)
      // Adopted once: the user's offset is the original now, whatever is played on it next.
      placedOffsets[id] = nil
    }
  }

  /// Lays out the scroll views inside the `moved` views against their safe areas.
  ///
  /// Moving a view up under the status bar grows the safe area of the scroll views inside it, and
  /// a scroll view resting at its top follows its adjusted inset, so its content would slide back
  /// down by as much as the view moved up: the move undone. So before planning, the ones a layout
  /// pass has laid out settle for what changed since (a rotation), as UIKit lays them out; after a
  /// move, `keepingOffsets`, their insets follow it while their offsets stay, as an app keeps them
  /// in `viewSafeAreaInsetsDidChange`.
  private static func layOutScrollViews(
    under moved: [View], keepingOffsets: Bool, except held: Set<ObjectIdentifier> = []
  ) {
    // Working out every view's safe area is the cost: a moved view holding no scroll view skips it,
    // and a view named twice is walked once.
    var walked: Set<ObjectIdentifier> = []
    for view in moved where walked.insert(ObjectIdentifier(view)).inserted {
      guard view.subtreeHoldsScrollView else { continue }
      view.forEachSafeAreaInsetAdjusting { view, safeArea in
        guard let scroll = view as? ScrollView, keepingOffsets || scroll.isInsetLaidOut,
          !held.contains(ObjectIdentifier(scroll))
        else { return false }
        let offset = scroll.contentOffset
        scroll.layoutAdjustedContentInset(keepingContentOffset: keepingOffsets, safeArea: safeArea)
        return scroll.contentOffset != offset
      }
    }
  }

  /// The target geometry, measured on the unmoved screen, for the focused field, whose window top
  /// is `currentTop` now and whose enclosing scroll view's offset is `currentOffset`; none when
  /// nothing should be moved.
  func plan(_ avoidance: KeyboardAvoidance, field: View?, currentTop: Double?, currentOffset: Double? = nil)
    -> [(View, ViewGeometry)]
  {
    guard let field, avoidance.isActive(for: field), let window = field.window,
      let keyboard = keyboardFrame(for: avoidance, in: window)
    else { return [] }
    let screen = window.screen
    guard KeyboardGeometry.isDocked(keyboard, on: screen),
      let cover = KeyboardGeometry.coveredPart(of: keyboard, in: window)
    else { return [] }
    let keyboardTop = cover.minY
    // A field the keyboard guide places keeps no distance beyond the app's own placement.
    let distance = KeyboardGeometry.distance(avoidance.distance(for: field), for: field)
    guard let fieldRect = try? field.convert(field.bounds, to: nil) else { return [] }
    let caretRect = (field as? TextView)?.caretRect.flatMap { try? field.convert($0, to: nil) }
    guard let moved = avoidance.movedView(for: field) else { return [] }
    let visibleTop = KeyboardGeometry.visibleTop(above: field, in: window)
    // How far up the field is now from its original place.
    let start =
      avoidance.settings.adjustment == .fromOriginals ? 0 : currentTop.map { fieldRect.minY - $0 } ?? 0

    let strategy = avoidance.settings.strategy
    var targets: [(View, ViewGeometry)] = []
    var residual: Double
    let scrollView = enclosingScrollView(of: field, below: moved)
    let scrollRect = scrollView.flatMap { try? $0.convert($0.bounds, to: nil) }
    // A scroll view that ends above the keyboard (its bottom pinned to a bar on the keyboard
    // layout guide, so its frame already shrank) hides what passes its bottom edge: that edge is
    // the obstacle, and only its content offset can show the field, whatever the strategy; a
    // shift would move the edge along and fight the guide that places it.
    let endsAboveKeyboard = scrollRect.map { $0.maxY < keyboardTop - Self.tolerance } ?? false
    if let scrollView, let scrollRect, strategy == .scroll || strategy == .auto || endsAboveKeyboard {
      // Scroll: extra bottom inset so that even the last content can clear the keyboard, then the
      // least-movement lift as a content offset; a scroll view may scroll down to show a field's top.
      // The overlap goes on top of the adjusted inset (its safe-area part stays) and the offset
      // limits use the adjusted inset (docs/scroll-views.md). The visible top already stops at
      // the scroll view's top edge.
      let top = visibleTop
      let obstacle = min(keyboardTop, scrollRect.maxY)
      let target = AvoidancePlanner.target(
        field: fieldRect, caret: caretRect, keyboardTop: obstacle, visibleTop: top, distance: distance)
      let lift = AvoidancePlanner.lift(
        from: start, target: target, keyboardTop: obstacle, visibleTop: top, distance: distance,
        mayMoveDown: true)
      let extra = AvoidancePlanner.extraBottomInset(
        scrollViewRect: scrollRect, keyboardTop: keyboardTop, distance: distance)
      var geometry = ViewGeometry(of: scrollView)
      let scale = KeyboardGeometry.verticalScale(of: scrollView)
      // The adjusted inset's bottom reaches the keyboard's top less the distance and no farther:
      // what it holds already (the safe area's part) lies under the keyboard too, and UIKit's own
      // scroll of a field that becomes first responder stops at the adjusted inset, so a deeper
      // one would push each newly focused field past its distance.
      var inset = scrollView.contentInset
      inset.bottom += max(0, extra / scale - scrollView.adjustedContentInset.bottom)
      geometry.contentInset = inset
      let saved = scrollView.contentInset
      scrollView.contentInset = inset
      let offset = scrollView.contentOffset
      var clamped = scrollView.clampedContentOffset(Point(x: offset.x, y: offset.y + lift / scale)).y
      // A keyboard that shrank (a hardware keyboard attached, a bar gone) keeps the lift the screen
      // has: the inset keeps the room that offset needs rather than clamping the content down.
      let held = min(offset.y + lift / scale, currentOffset ?? offset.y)
      // The farthest offset the inset allows, before UIKit's floor at the top edge: what `held`
      // needs beyond it goes on the bottom inset.
      let reach =
        scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
      if clamped < held, reach < held {
        inset.bottom += held - reach
        geometry.contentInset = inset
        scrollView.contentInset = inset
        clamped = scrollView.clampedContentOffset(Point(x: offset.x, y: offset.y + lift / scale)).y
      }
      scrollView.contentInset = saved
      geometry.boundsOrigin = Point(
        x: offset.x, y: lift >= 0 ? max(offset.y, clamped) : min(offset.y, clamped))
      if geometry != ViewGeometry(of: scrollView) { targets.append((scrollView, geometry)) }
      residual =
        strategy == .auto && !endsAboveKeyboard
        ? max(0, lift - (geometry.boundsOrigin.y - offset.y) * scale) : 0
    } else if let scrollView, let scrollRect, strategy != .scroll {
      // A shift moves the scroll view with its clip: first its offset brings the field inside its
      // bounds, the least scroll from the original offset, as UIKit's `scrollRectToVisible` does
      // when a text field becomes first responder (docs/avoidance.md); the shift then lifts the
      // field clear of the keyboard.
      let inside = AvoidancePlanner.lift(
        from: 0,
        target: AvoidancePlanner.target(
          field: fieldRect, caret: caretRect, keyboardTop: keyboardTop, visibleTop: visibleTop,
          distance: distance),
        keyboardTop: scrollRect.maxY, visibleTop: visibleTop, distance: 0, mayMoveDown: true)
      var scrolled = 0.0
      if abs(inside) > Self.tolerance {
        let scale = KeyboardGeometry.verticalScale(of: scrollView)
        let offset = scrollView.contentOffset
        var geometry = ViewGeometry(of: scrollView)
        geometry.boundsOrigin = scrollView.clampedContentOffset(
          Point(x: offset.x, y: offset.y + inside / scale))
        scrolled = (geometry.boundsOrigin.y - offset.y) * scale
        if geometry != ViewGeometry(of: scrollView) { targets.append((scrollView, geometry)) }
      }
      let shown = fieldRect.offsetBy(dx: 0, dy: -scrolled)
      let target = AvoidancePlanner.target(
        field: shown, caret: caretRect?.offsetBy(dx: 0, dy: -scrolled), keyboardTop: keyboardTop,
        visibleTop: visibleTop, distance: distance)
      residual = AvoidancePlanner.lift(
        from: start - scrolled, target: target, keyboardTop: keyboardTop, visibleTop: visibleTop,
        distance: distance)
    } else if strategy == .scroll {
      residual = 0
    } else {
      let target = AvoidancePlanner.target(
        field: fieldRect, caret: caretRect, keyboardTop: keyboardTop, visibleTop: visibleTop,
        distance: distance)
      residual = AvoidancePlanner.lift(
        from: start, target: target, keyboardTop: keyboardTop, visibleTop: visibleTop, distance: distance)
    }
    if residual > 0 {
      // Shift the moved view up by `residual` window points, expressed in its superview's space.
      // A view whose subviews are pinned to its own safe area or keyboard guide carries them back:
      // moving it grows its safe area (and moves the guide) by as much, and the next layout pass
      // puts them where they were. Then the subview that holds the field moves, by its transform,
      // which Auto Layout leaves alone.
      let carrier = Self.pinsSubviewsToItsGuides(moved) ? Self.subview(of: moved, holding: field) : nil
      let shifted = carrier ?? moved
      // The shifted view may be the scroll view itself (a scroll view directly in a view pinned to
      // its guides): its shift goes on top of the offset planned for it, not in place of it.
      let planned = targets.firstIndex { $0.0 === shifted }
      var geometry = planned.map { targets.remove(at: $0).1 } ?? ViewGeometry(of: shifted)
      let delta = KeyboardGeometry.vectorFromWindow(Point(x: 0, y: -residual), intoSuperviewOf: shifted)
      if strategy == .frame, carrier == nil {
        geometry.center = Point(x: shifted.center.x + delta.x, y: shifted.center.y + delta.y)
      } else {
        geometry.transform = shifted.transform.concatenating(Transform(translationX: delta.x, y: delta.y))
      }
      targets.append((shifted, geometry))
    }
    return targets
  }

  /// The keyboard's frame in screen space: the last one the attachment heard of, or, for an
  /// attachment made while the keyboard was already up that has heard no keyboard notification yet,
  /// the application's simulated keyboard as it is now.
  private func keyboardFrame(for avoidance: KeyboardAvoidance, in window: Window) -> Rect? {
    if let frame = avoidance.keyboardFrame { return frame }
    let application = window.application
    guard avoidance.lastKeyboardInfo == nil, avoidance.hub === application.notificationHub else { return nil }
    return application.keyboard.frame
  }

  /// Whether a constraint `view` holds ties something to its own safe area, layout margins or
  /// keyboard layout guide, all of which move with the view.
  private static func pinsSubviewsToItsGuides(_ view: View) -> Bool {
    func isOwnGuide(_ item: (any LayoutItem)?) -> Bool {
      switch item {
      case let guide as LayoutGuide: return guide.owningView === view && guide.kind != .user
      case let guide as KeyboardLayoutGuide: return guide.owningView === view
      default: return false
      }
    }
    return view.constraints.contains { isOwnGuide($0.firstItem) || isOwnGuide($0.secondItem) }
  }

  /// The subview of `ancestor` that holds `field` (or is it), or `nil` when `field` is `ancestor`.
  private static func subview(of ancestor: View, holding field: View) -> View? {
    field.selfAndSuperviews.first { $0.superview === ancestor }
  }

  /// The field's nearest scroll view (the one UIKit's focus scroll moves) when it is `limit` or
  /// inside it.
  private func enclosingScrollView(of field: View, below limit: View) -> ScrollView? {
    guard let scroll = field.focusScrollView, scroll.isDescendant(of: limit) else { return nil }
    return scroll
  }
}

extension ViewGeometry {
  /// Whether two geometries differ by rounding only (a billionth of a point).
  fileprivate func isClose(to other: ViewGeometry) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
    let t = transform
    let u = other.transform
    let insetsClose: Bool
    switch (contentInset, other.contentInset) {
    case (nil, nil): insetsClose = true
    case (let a?, let b?):
      insetsClose =
        close(a.top, b.top) && close(a.left, b.left) && close(a.bottom, b.bottom)
        && close(a.right, b.right)
    default: insetsClose = false
    }
    return close(t.a, u.a) && close(t.b, u.b) && close(t.c, u.c) && close(t.d, u.d) && close(t.tx, u.tx)
      && close(t.ty, u.ty) && close(center.x, other.center.x) && close(center.y, other.center.y)
      && close(boundsOrigin.x, other.boundsOrigin.x) && close(boundsOrigin.y, other.boundsOrigin.y)
      && insetsClose
  }
}
