import ShelterGeometry
import ShelterNotifications
import ShelterViews

/// Shelter's own avoidance: absolute, minimal and reversible.
///
/// Every adjustment is computed from the original geometry, the current keyboard frame and the
/// current field, so the result never depends on the path that led there; hiding the keyboard puts
/// back every transform, center, inset and offset it changed, exactly. Only a docked keyboard (one
/// that spans the screen and touches its bottom edge) moves anything.
public final class ShelterPolicy: AvoidancePolicy {
  /// `shelter`.
  public let name = "shelter"

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
      update(avoidance, duration: info.animationDuration, curve: info.animationCurve)
    case .didBeginEditing, .didEndEditing, .layoutDidChange, .settingsDidChange:
      let info = avoidance.lastKeyboardInfo
      update(avoidance, duration: info?.animationDuration ?? 0.25, curve: info?.animationCurve ?? .keyboard)
    case .layoutWillChange:
      restore(for: avoidance)
    }
  }

  /// Puts back every view this policy moved.
  public func restore(for avoidance: KeyboardAvoidance) {
    let info = avoidance.lastKeyboardInfo
    avoidance.transition(
      to: [], duration: info?.animationDuration ?? 0.25, curve: info?.animationCurve ?? .keyboard)
  }

  private func update(_ avoidance: KeyboardAvoidance, duration: Double, curve: AnimationCurve) {
    let targets = avoidance.measuringOriginals { plan(avoidance) }
    avoidance.transition(to: targets, duration: duration, curve: curve)
  }

  /// The target geometry for the unmoved screen, or none when nothing needs to move.
  func plan(_ avoidance: KeyboardAvoidance) -> [(View, ViewGeometry)] {
    guard let field = avoidance.focusedField, avoidance.isActive(for: field), let window = field.window,
      let keyboard = keyboardFrame(for: avoidance, in: window)
    else { return [] }
    let screen = window.screen
    guard KeyboardGeometry.isDocked(keyboard, on: screen),
      let cover = KeyboardGeometry.coveredPart(of: keyboard, in: window)
    else { return [] }
    let keyboardTop = cover.minY
    let distance = avoidance.distance(for: field)
    guard let fieldRect = try? field.convert(field.bounds, to: nil) else { return [] }
    let caretRect = (field as? TextView)?.caretRect.flatMap { try? field.convert($0, to: nil) }
    guard let moved = avoidance.movedView(for: field) else { return [] }
    let visibleTop = KeyboardGeometry.visibleTop(of: moved, in: window)

    let strategy = avoidance.settings.strategy
    var targets: [(View, ViewGeometry)] = []
    var residual: Double
    let scrollView =
      strategy == .scroll || strategy == .auto ? enclosingScrollView(of: field, below: moved) : nil
    if let scrollView, let scrollRect = try? scrollView.convert(scrollView.bounds, to: nil) {
      // Scroll: extra bottom inset so that even the last content can clear the keyboard, then the
      // least scroll that clears the field.
      let top = max(visibleTop, scrollRect.minY)
      let target = AvoidancePlanner.target(
        field: fieldRect, caret: caretRect, keyboardTop: keyboardTop, visibleTop: top, distance: distance)
      let shift = AvoidancePlanner.shift(
        target: target, keyboardTop: keyboardTop, visibleTop: top, distance: distance)
      let extra = AvoidancePlanner.extraBottomInset(
        scrollViewRect: scrollRect, keyboardTop: keyboardTop, distance: distance)
      var geometry = ViewGeometry(of: scrollView)
      let scale = KeyboardGeometry.verticalScale(of: scrollView)
      var inset = scrollView.contentInset
      inset.bottom += extra / scale
      geometry.contentInset = inset
      let saved = scrollView.contentInset
      scrollView.contentInset = inset
      let wanted = Point(x: scrollView.contentOffset.x, y: scrollView.contentOffset.y + shift / scale)
      let clamped = scrollView.clampedContentOffset(wanted)
      scrollView.contentInset = saved
      geometry.boundsOrigin = Point(
        x: scrollView.contentOffset.x, y: max(scrollView.contentOffset.y, clamped.y))
      if geometry != ViewGeometry(of: scrollView) { targets.append((scrollView, geometry)) }
      residual =
        strategy == .auto ? max(0, shift - (geometry.boundsOrigin.y - scrollView.contentOffset.y) * scale) : 0
    } else if strategy == .scroll {
      residual = 0
    } else {
      let target = AvoidancePlanner.target(
        field: fieldRect, caret: caretRect, keyboardTop: keyboardTop, visibleTop: visibleTop,
        distance: distance)
      residual = AvoidancePlanner.shift(
        target: target, keyboardTop: keyboardTop, visibleTop: visibleTop, distance: distance)
    }
    if residual > 0 {
      // Shift the moved view up by `residual` window points, expressed in its superview's space.
      var geometry = ViewGeometry(of: moved)
      let delta = KeyboardGeometry.vectorFromWindow(Point(x: 0, y: -residual), intoSuperviewOf: moved)
      if strategy == .frame {
        geometry.center = Point(x: moved.center.x + delta.x, y: moved.center.y + delta.y)
      } else {
        geometry.transform = moved.transform.concatenating(Transform(translationX: delta.x, y: delta.y))
      }
      targets.append((moved, geometry))
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

  private func enclosingScrollView(of field: View, below limit: View) -> ScrollView? {
    var current = field.superview
    while let view = current {
      if let scroll = view as? ScrollView, view.kind.isScrollable { return scroll }
      if view === limit { return nil }
      current = view.superview
    }
    return nil
  }
}
