package import ShelterGeometry
import ShelterNotifications
import ShelterViews

/// IQKeyboardManager 8's `adjustPosition` and `restorePosition` (`IQKeyboardManager+Position.swift`),
/// driven as its active configuration drives them (`IQActiveConfiguration.swift`).
///
/// - **Keyboard.** Every notification's end frame is normalised as `IQKeyboardInfo` does: a frame
///   narrower than the screen whose bottom is above the screen's (floating) has height 0; any other
///   has height `screen height - frame top`, at least 0 (a hardware keyboard's bar, or nothing). Only
///   a change of that height is an event: to a height above 0 it adjusts, to 0 it restores.
/// - **Focus.** A begin-editing adjusts again while the keyboard is up, animated with the last
///   keyboard notification's timing.
/// - **Adjusting.** The keyboard grown by the distance (``KeyboardAvoidance/distance(for:)``,
///   default 10) and by the root view's bottom safe area as it was when the root was first
///   seen, cut to the window, gives the visible height; the move is the least of how far the field's
///   bottom (plus the root view's bottom layout margin) is below it and how far its top is below the
///   top guide (the larger of the status bar, taken as the window's safe-area top, and the root's
///   top layout margin), truncated to whole points. The nearest enclosing scroll view (and the
///   scroll views above it while something is left) scrolls first, never above offset 0 nor past the
///   field's top; its bottom inset becomes the grown keyboard's overlap less its own bottom safe
///   area; the root view's frame moves up by what is left, never more than the keyboard's height,
///   or back down by a negative rest.
/// - **Restoring.** The root's frame origin goes back; the scroll view's inset goes back; its
///   offset is only clamped to `contentSize - frame height` (`restoreContentOffset` is off).
///
/// Every move animates with the keyboard's duration (0.25 when it gives 0) and curve, from the
/// current state. Faithful in its flaws: the safe area and the bottom margin both come on top of the
/// distance, so on a phone with a home indicator the field ends well above the keyboard; the root
/// view is moved by its frame, which a later layout pass undoes; the begin origin is kept across
/// rotations of the same window; a keyboard change that keeps its height is ignored.
public final class IQKeyboardManagerPolicy: AvoidancePolicy {
  /// `iqkeyboardmanager`.
  public let name = "iqkeyboardmanager"

  /// The duration `IQKeyboardInfo` uses when a notification gives none (or 0).
  public static let defaultDuration = 0.25

  /// `IQRootControllerConfiguration`: the root view and what it was when first seen.
  private struct RootConfiguration {
    weak var view: View?
    var beginOrigin: Point
    var beginSafeAreaBottom: Double
    var beginIsPortrait: Bool
  }

  /// `IQScrollViewConfiguration`: the scroll view scrolled and its inset and offset before.
  private struct ScrollConfiguration {
    weak var scrollView: ScrollView?
    var startingInset: EdgeInsets
    var startingIndicatorInset: EdgeInsets
  }

  /// The last normalised keyboard end frame (screen space) and its timing.
  private var keyboardFrame = Rect.zero
  private var duration = defaultDuration
  private var curve = AnimationCurve.keyboard
  private var lastEventWasHide = true
  private var root: RootConfiguration?
  private var lastScroll: ScrollConfiguration?

  /// Creates the policy with the keyboard hidden.
  public init() {}

  /// Reacts to keyboard height changes and begin-editing.
  public func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance) {
    switch event {
    case .keyboard(_, let info):
      guard let screen = avoidance.window?.screen else { return }
      let old = keyboardFrame.height
      keyboardFrame = Self.normalised(info.frameEnd, screen: screen.size)
      duration = info.animationDuration != 0 ? info.animationDuration : Self.defaultDuration
      curve = info.animationCurve
      guard old != keyboardFrame.height else { return }
      if keyboardFrame.height > 0, let field = avoidance.focusedField {
        if let root, root.beginIsPortrait != Self.isPortrait(avoidance) {
          updateRoot(for: field, avoidance)
        } else if root == nil {
          updateRoot(for: field, avoidance)
        }
      }
      sendEvent(avoidance)
      if keyboardFrame.height == 0 { updateRoot(for: nil, avoidance) }
    case .didBeginEditing(let field):
      updateRoot(for: field, avoidance)
      sendEvent(avoidance)
    case .settingsDidChange:
      sendEvent(avoidance)
    case .didEndEditing, .layoutWillChange, .layoutDidChange:
      // The manager observes no end of editing and no rotation: only the keyboard and begin-editing.
      break
    }
  }

  /// Puts back the root origin and the scroll view's inset, as a hide does.
  public func restore(for avoidance: KeyboardAvoidance) {
    restorePosition(avoidance)
    lastScroll = nil
  }

  /// `IQKeyboardInfo.getKeyboardFrame(of:inScreenBounds:)`.
  package static func normalised(_ frame: Rect, screen: Size) -> Rect {
    var result = frame
    if frame.width < screen.width && frame.maxY < screen.height {
      result.size.height = 0
    } else {
      result.size.height = max(screen.height - frame.minY, 0)
    }
    return result
  }

  private static func isPortrait(_ avoidance: KeyboardAvoidance) -> Bool {
    guard let size = avoidance.window?.screen.size else { return true }
    return size.height >= size.width
  }

  private var options: AnimationOptions {
    AnimationOptions.curve(curve).union([.allowUserInteraction, .beginFromCurrentState])
  }

  private func animate(_ avoidance: KeyboardAvoidance, _ changes: () -> Void) {
    avoidance.animator.animate(duration: duration, options: options, changes: changes)
  }

  /// `IQActiveConfiguration.updateRootController(textInputView:)`: a new configuration only for
  /// another window or orientation; the old root is put back when the root changes.
  private func updateRoot(for field: View?, _ avoidance: KeyboardAvoidance) {
    guard let field, let view = avoidance.movedView(for: field) else {
      if let root, let view = root.view, view.frame.origin != root.beginOrigin {
        animate(avoidance) { view.frame.origin = root.beginOrigin }
      }
      root = nil
      return
    }
    let portrait = Self.isPortrait(avoidance)
    if let root, root.view?.window === view.window, root.beginIsPortrait == portrait { return }
    if let root, let old = root.view, old !== view, old.frame.origin != root.beginOrigin {
      animate(avoidance) { old.frame.origin = root.beginOrigin }
    }
    root = RootConfiguration(
      view: view, beginOrigin: view.frame.origin, beginSafeAreaBottom: view.safeAreaInsets.bottom,
      beginIsPortrait: portrait)
  }

  /// `IQActiveConfiguration.sendEvent()` and the manager's handlers.
  private func sendEvent(_ avoidance: KeyboardAvoidance) {
    guard let root, root.view?.window != nil else { return }
    if keyboardFrame.height > 0 {
      lastEventWasHide = false
      if let field = avoidance.focusedField, avoidance.isActive(for: field) {
        adjustPosition(field, avoidance)
      } else {
        restorePosition(avoidance)
      }
    } else if !lastEventWasHide {
      if root.beginIsPortrait == Self.isPortrait(avoidance) {
        lastEventWasHide = true
        restorePosition(avoidance)
        lastScroll = nil
        self.root = nil
      } else if let view = root.view, view.frame.origin != root.beginOrigin {
        animate(avoidance) { view.frame.origin = root.beginOrigin }
      }
    }
  }

  /// `adjustPosition()`.
  private func adjustPosition(_ field: View, _ avoidance: KeyboardAvoidance) {
    guard let root, let rootView = root.view, let window = rootView.window, field.superview != nil,
      let fieldInWindow = try? field.convert(field.bounds, to: nil),
      let fieldInRootSuperview = try? field.convert(field.bounds, to: rootView.superview)
    else { return }
    let rootOrigin = rootView.frame.origin
    let distance = avoidance.distance(for: field)
    let windowFrame = window.frame
    // getKeyboardSize: the keyboard grown by the distance and the root's first bottom safe area,
    // cut to the window (screen space).
    var grown = keyboardFrame
    grown.origin.y -= distance + root.beginSafeAreaBottom
    grown.size.height += distance + root.beginSafeAreaBottom
    let cut = grown.intersection(windowFrame)
    let keyboardHeight = cut.isNull ? 0 : cut.height
    // getLayoutGuides: status bar (the window's safe-area top) or the root's top margin; the
    // root's bottom margin (text views here do not scroll, so it always counts).
    let margins = rootView.layoutMargins
    let guideTop = max(window.windowSafeAreaInsets.top, margins.top)
    let guideBottom = margins.bottom
    // getMoveUpDistance, truncated toward zero as `CGFloat(Int(moveUp))`.
    let visibleHeight = windowFrame.height - keyboardHeight
    let topMovement = fieldInRootSuperview.minY - guideTop
    let bottomMovement = fieldInWindow.maxY - visibleHeight + guideBottom
    var moveUp = min(topMovement, bottomMovement).rounded(.towardZero)

    setupScrollConfiguration(field.iqEnabledScrollView(), avoidance)
    if let configuration = lastScroll, let first = configuration.scrollView {
      adjustScrollViews(
        from: first, field: field, moveUp: &moveUp, guideTop: guideTop,
        fieldTopInRootSuperview: fieldInRootSuperview.minY, avoidance)
      adjustInset(configuration, first, window: window, keyboardHeight: keyboardHeight, avoidance)
    }
    adjustRoot(rootView, moveUp: moveUp, origin: rootOrigin, begin: root.beginOrigin, avoidance)
  }

  /// `setupActiveScrollViewConfiguration(superScrollView:textInputView:)`.
  private func setupScrollConfiguration(_ scroll: ScrollView?, _ avoidance: KeyboardAvoidance) {
    guard let last = lastScroll, let lastView = last.scrollView else {
      lastScroll = scroll.map(Self.configuration)
      return
    }
    if scroll !== lastView {
      restoreScroll(last, avoidance)
      lastScroll = scroll.map(Self.configuration)
    }
  }

  private static func configuration(_ scroll: ScrollView) -> ScrollConfiguration {
    ScrollConfiguration(
      scrollView: scroll, startingInset: scroll.contentInset,
      startingIndicatorInset: scroll.verticalScrollIndicatorInsets)
  }

  /// `adjustScrollViewContentOffsets(moveUp:…)` without the table- and collection-view branches
  /// (they need a scroll view inside a table or collection view).
  private func adjustScrollViews(
    from first: ScrollView, field: View, moveUp: inout Double, guideTop: Double,
    fieldTopInRootSuperview: Double, _ avoidance: KeyboardAvoidance
  ) {
    var lastView: View = field
    var current: ScrollView? = first
    while let scroll = current {
      let offset = scroll.contentOffset
      let isContinue: Bool
      if moveUp > 0 {
        isContinue = moveUp > -offset.y - scroll.contentInset.top
      } else {
        isContinue = fieldTopInRootSuperview < guideTop
        if isContinue { moveUp = min(0, fieldTopInRootSuperview - guideTop) }
      }
      guard isContinue else {
        moveUp = 0
        break
      }
      let next = scroll.iqEnabledScrollView()
      if let lastRect = try? lastView.convert(lastView.bounds, to: scroll) {
        let minimumMovement = min(offset.y, -moveUp)
        let suggested = min(offset.y - minimumMovement, lastRect.minY)
        // updateSuggestedOffsetYAndMoveUp, for an input that does not scroll itself.
        moveUp -= suggested - offset.y
        if suggested != offset.y {
          animate(avoidance) { scroll.contentOffset = Point(x: offset.x, y: suggested) }
        }
      }
      lastView = scroll
      current = next
    }
  }

  /// `adjustScrollViewContentInset(…)`: the bottom inset becomes the grown keyboard's overlap of
  /// the scroll view, at least the inset it started with, less its bottom safe area.
  private func adjustInset(
    _ configuration: ScrollConfiguration, _ scroll: ScrollView, window: Window, keyboardHeight: Double,
    _ avoidance: KeyboardAvoidance
  ) {
    guard let superview = scroll.superview, let rect = try? superview.convert(scroll.frame, to: window)
    else { return }
    var bottom = keyboardHeight - (window.frame.height - rect.maxY)
    bottom = max(configuration.startingInset.bottom, bottom) - scroll.safeAreaInsets.bottom
    var inset = scroll.contentInset
    inset.bottom = bottom
    guard inset != scroll.contentInset else { return }
    animate(avoidance) { scroll.contentInset = inset }
  }

  /// `adjustRootController(moveUp:…)`: up by `moveUp`, no higher than the keyboard's height above
  /// zero; down by a negative `moveUp` only while the root is above where it began.
  private func adjustRoot(
    _ view: View, moveUp: Double, origin: Point, begin: Point, _ avoidance: KeyboardAvoidance
  ) {
    var target = origin
    if moveUp >= 0 {
      target.y = max(origin.y - moveUp, min(0, -keyboardFrame.height))
    } else {
      let disturbance = origin.y - begin.y
      guard disturbance <= 0 else { return }
      target.y -= max(moveUp, disturbance)
    }
    guard view.frame.origin != target else { return }
    animate(avoidance) { view.frame.origin = target }
  }

  /// `restorePosition()`.
  private func restorePosition(_ avoidance: KeyboardAvoidance) {
    if let root, let view = root.view, view.frame.origin != root.beginOrigin {
      animate(avoidance) { view.frame.origin = root.beginOrigin }
    }
    guard let configuration = lastScroll, configuration.scrollView != nil else { return }
    restoreScroll(configuration, avoidance)
    // restoreScrollViewContentOffset: each scroll view up the chain clamped to its content's end.
    var current = configuration.scrollView
    while let scroll = current {
      let height = max(scroll.contentSize.height, scroll.frame.height)
      let limit = height - scroll.frame.height
      if limit < scroll.contentOffset.y {
        let x = scroll.contentOffset.x
        animate(avoidance) { scroll.contentOffset = Point(x: x, y: limit) }
      }
      current = scroll.nearestEnclosingScrollView()
    }
  }

  /// `IQScrollViewConfiguration.restore(for:)` with `restoreContentOffset` off: the inset only.
  private func restoreScroll(_ configuration: ScrollConfiguration, _ avoidance: KeyboardAvoidance) {
    guard let scroll = configuration.scrollView, scroll.contentInset != configuration.startingInset else {
      return
    }
    animate(avoidance) {
      scroll.contentInset = configuration.startingInset
      scroll.verticalScrollIndicatorInsets = configuration.startingIndicatorInset
    }
  }
}

extension View {
  /// The nearest enclosing scroll view IQKeyboardManager scrolls: one whose scrolling is enabled
  /// (every Shelter scroll view is).
  fileprivate func iqEnabledScrollView() -> ScrollView? { nearestEnclosingScrollView() }
}
