import ShelterGeometry
import ShelterNotifications
public import ShelterViews

/// TPKeyboardAvoiding (`UIScrollView+TPKeyboardAvoidingAdditions.m`): the focused field's nearest
/// enclosing scroll view behaves as a `TPKeyboardAvoidingScrollView`.
///
/// - On will-change-frame it keeps the keyboard's end frame in its own space (the first time, also
///   its content inset as it was), and a moment later, with the keyboard's duration and curve, sets
///   its bottom content inset to the part of the keyboard above its bottom edge and its offset so
///   that the field's caret (a text field's centre) sits in the middle of the height the insets
///   leave, at least 20 points below the top, clamped to the content.
/// - On every begin-editing while the keyboard is up it centres the new field again, over the last
///   keyboard duration on UIKit's default curve.
/// - On will-hide it puts back the inset it saved; the offset stays.
///
/// Kept faithful, flaws included: every focus change re-centres, so switching between two visible
/// fields moves the content (a jump the least-movement rule reports); the inset replaces the
/// bottom inset the app had (a home-indicator inset set by hand is lost while the keyboard is up)
/// and comes on top of the safe-area part UIKit adds; a floating keyboard counts as covering its
/// whole height. Without a scroll view nothing moves.
public final class TPKeyboardAvoidingPolicy: AvoidancePolicy {
  /// `tpkeyboardavoiding`.
  public let name = "tpkeyboardavoiding"

  /// Creates the policy.
  public init() {}

  /// `kMinimumScrollOffsetPadding`: the least room kept above the centred caret or field.
  public static let minimumPadding = 20.0

  /// What the library keeps on each scroll view (`TPKeyboardAvoidingState`).
  private struct State {
    weak var scrollView: ScrollView?
    var priorInset: EdgeInsets = .zero
    var keyboardVisible = false
    /// The keyboard's end frame in the scroll view's bounds space; zero once hidden.
    var keyboardRect: Rect = .zero
    var animationDuration = 0.0
  }

  private var states: [State] = []
  /// The block will-change-frame schedules 10 ms later, run before the next event.
  private var pending: (info: KeyboardInfo, scrollView: ScrollView)?

  /// No scroll view encloses the field: nothing moves (TPKeyboardAvoiding acts only in its scroll views).
  public func notApplicable(to field: View, in avoidance: KeyboardAvoidance) -> String? {
    field.nearestEnclosingScrollView() == nil ? "no scroll view encloses it, so nothing moves" : nil
  }

  /// Follows will-change-frame, will-hide and begin-editing, as the scroll view's observers do.
  public func handle(_ event: AvoidanceEvent, for avoidance: KeyboardAvoidance) {
    let active = avoidance.recipesAreActive
    switch event {
    case .keyboard(.keyboardWillHide, let info):
      // The will-hide handler runs at once; the block will-change-frame scheduled runs after it.
      if active { keyboardWillHide(info, for: avoidance) }
      runPending(avoidance)
      return
    default: runPending(avoidance)
    }
    guard active else { return }
    switch event {
    case .keyboard(.keyboardWillChangeFrame, let info): keyboardWillChangeFrame(info, for: avoidance)
    case .didBeginEditing(let field): scrollToActiveField(field, for: avoidance)
    case .layoutDidChange: updateContentInsets()
    default: break
    }
  }

  /// Runs the will-hide path on every scroll view the policy changed.
  public func restore(for avoidance: KeyboardAvoidance) {
    pending = nil
    guard let info = avoidance.recipeHideInfo ?? avoidance.lastKeyboardInfo else { return }
    keyboardWillHide(info, for: avoidance)
  }

  private func index(of scroll: ScrollView) -> Int {
    states.removeAll { $0.scrollView == nil }
    if let index = states.firstIndex(where: { $0.scrollView === scroll }) { return index }
    states.append(State(scrollView: scroll))
    return states.count - 1
  }

  /// `TPKeyboardAvoiding_keyboardWillShow:`, observed for will-change-frame.
  private func keyboardWillChangeFrame(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    guard let field = avoidance.focusedField, let scroll = field.nearestEnclosingScrollView(),
      let window = scroll.window, let inWindow = window.rectFromScreen(info.frameEnd),
      let end = try? scroll.convert(inWindow, from: nil)
    else { return }
    let i = index(of: scroll)
    states[i].animationDuration = info.animationDuration
    if end.isEmpty {
      states[i].keyboardVisible = false
      return
    }
    states[i].keyboardRect = end
    if !states[i].keyboardVisible { states[i].priorInset = scroll.contentInset }
    states[i].keyboardVisible = true
    pending = (info, scroll)
  }

  /// The block the show path schedules: the inset for the keyboard, then the ideal offset for the
  /// first responder beneath the scroll view, in one animation with the keyboard's timing.
  private func runPending(_ avoidance: KeyboardAvoidance) {
    guard let (info, scroll) = pending else { return }
    pending = nil
    let i = index(of: scroll)
    let inset = contentInsetForKeyboard(states[i], scroll)
    let field = scroll.window?.firstResponder.flatMap {
      $0.isDescendant(of: scroll) && $0 !== scroll ? $0 : nil
    }
    let options = AnimationOptions.curve(info.animationCurve).union(.beginFromCurrentState)
    avoidance.animator.animate(duration: info.animationDuration, options: options) {
      scroll.contentInset = inset
      if let field {
        let viewable = scroll.bounds.height - inset.top - inset.bottom
        scroll.contentOffset.y = Self.idealOffset(for: field, in: scroll, viewableHeight: viewable)
      }
      scroll.verticalScrollIndicatorInsets = inset
    }
  }

  /// `TPKeyboardAvoiding_keyboardWillHide:`: the saved inset back, the offset left where it is.
  private func keyboardWillHide(_ info: KeyboardInfo, for avoidance: KeyboardAvoidance) {
    let options = AnimationOptions.curve(info.animationCurve).union(.beginFromCurrentState)
    for i in states.indices where states[i].keyboardVisible {
      guard let scroll = states[i].scrollView else { continue }
      states[i].keyboardRect = .zero
      states[i].keyboardVisible = false
      let prior = states[i].priorInset
      avoidance.animator.animate(duration: info.animationDuration, options: options) {
        scroll.contentInset = prior
        scroll.verticalScrollIndicatorInsets = prior
      }
    }
  }

  /// `TPKeyboardAvoiding_scrollToActiveTextField`, on a begin-editing while the keyboard is up.
  private func scrollToActiveField(_ field: View, for avoidance: KeyboardAvoidance) {
    guard let scroll = field.nearestEnclosingScrollView(),
      let state = states.first(where: { $0.scrollView === scroll }), state.keyboardVisible
    else { return }
    let inset = scroll.contentInset
    let visible = scroll.bounds.height - inset.top - inset.bottom
    let y = Self.idealOffset(for: field, in: scroll, viewableHeight: visible)
    avoidance.animator.animate(duration: state.animationDuration, curve: .easeInOut) {
      scroll.contentOffset.y = y
    }
  }

  /// `TPKeyboardAvoiding_updateContentInset`, which the scroll view's `setFrame:` runs: the inset for
  /// the keyboard frame kept at the last will-change-frame.
  private func updateContentInsets() {
    for state in states where state.keyboardVisible {
      guard let scroll = state.scrollView else { continue }
      scroll.contentInset = contentInsetForKeyboard(state, scroll)
    }
  }

  /// `TPKeyboardAvoiding_contentInsetForKeyboard`: the bottom inset becomes the part of the
  /// keyboard above the scroll view's bottom edge (the saved one when the keyboard is gone).
  private func contentInsetForKeyboard(_ state: State, _ scroll: ScrollView) -> EdgeInsets {
    var inset = scroll.contentInset
    let keyboard = state.keyboardRect
    if keyboard.height == 0 {
      inset.bottom = state.priorInset.bottom
    } else {
      inset.bottom = max(keyboard.height - max(keyboard.maxY - scroll.bounds.maxY, 0), 0)
    }
    return inset
  }

  /// `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:`: the caret (a text view's, a
  /// text field's centre) or else the whole view centred in `viewableHeight`, at least
  /// ``minimumPadding`` below the adjusted top inset, no further than the content's end less that
  /// height and no higher than the top.
  package static func idealOffset(for view: View, in scroll: ScrollView, viewableHeight: Double) -> Double {
    let inset = scroll.adjustedContentInset
    let target: Rect
    if let textView = view as? TextView {
      target = (textView.caretRect ?? textView.bounds)
    } else if view is TextField {
      let bounds = view.bounds
      target = Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    } else {
      target = view.bounds
    }
    let rect = (try? view.convert(target, to: scroll)) ?? target
    let padding = max((viewableHeight - rect.height) / 2, minimumPadding)
    var offset = rect.minY - padding - inset.top
    offset = min(offset, scroll.contentSize.height - viewableHeight - inset.top)
    return max(offset, -inset.top)
  }
}
