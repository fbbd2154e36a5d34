extension View {
  /// Whether the view, or one of its superviews, is hidden.
  public var isHiddenInTree: Bool {
    var current: View? = self
    while let view = current {
      if view.isHidden { return true }
      current = view.parent
    }
    return false
  }

  /// Makes this view its window's first responder, or says why it cannot.
  ///
  /// The rules: the view must accept the role and be in a window; the window's current first
  /// responder resigns first and may refuse. Nothing changes when this throws. A hidden view (or one
  /// under a hidden superview) may become first responder, as in UIKit, where apps focus a hidden
  /// field to bring up a custom input view (hackiftekhar/IQKeyboardManager#296).
  public func makeFirstResponder() throws(ViewTreeError) {
    if storage.hasFirstResponderStatus { return }
    guard canBecomeFirstResponder else {
      throw .cannotBecomeFirstResponder(
        view: pathDescription, reason: "a \(kind) does not accept first responder")
    }
    guard let window else {
      throw .cannotBecomeFirstResponder(view: pathDescription, reason: "it is not in a window")
    }
    if let current = window.firstResponder {
      guard current.canResignFirstResponder else {
        throw .firstResponderRefusedToResign(view: current.pathDescription)
      }
      window.resign(current)
    }
    window.firstResponder = self
    storage.hasFirstResponderStatus = true
    didBecomeFirstResponder()
    (self as? any TextInput)?.postEditingNotification(began: true)
    window.firstResponderDidChange()
  }

  /// Asks to become first responder, as UIKit's `becomeFirstResponder()`; returns whether it worked.
  ///
  /// ``makeFirstResponder()`` gives the reason when it does not.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    do {
      try makeFirstResponder()
      return true
    } catch {
      return false
    }
  }

  /// Gives up first-responder status; returns `false` when this view refuses or is not first responder.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard storage.hasFirstResponderStatus, canResignFirstResponder, let window else { return false }
    window.resign(self)
    window.firstResponderDidChange()
    return true
  }

  /// Makes the first responder inside this view resign, as UIKit's `endEditing(_:)`.
  ///
  /// With `force` the responder resigns even if it would refuse. Returns whether one resigned.
  @discardableResult
  public func endEditing(force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder, responder.isDescendant(of: self) else {
      return false
    }
    guard force || responder.canResignFirstResponder else { return false }
    window.resign(responder)
    window.firstResponderDidChange()
    return true
  }

  /// The recursive search the classic keyboard recipes use: the first text field or text view in
  /// this subtree, in pre-order, that is first responder.
  ///
  /// Kept as a public check of the window's O(1) answer; it walks the tree with a loop.
  public static func firstResponder(in view: View) -> View? {
    if view.storage.isTextInput && view.isFirstResponder { return view }
    // Pre-order over sibling lists: each list is read in order from its array, and only lists
    // (not every view) are pushed and retained.
    var levels: [(siblings: [View], next: Int)] = []
    var siblings = view.children
    var next = 0
    while true {
      guard next < siblings.count else {
        guard let (outer, resume) = levels.popLast() else { return nil }
        siblings = outer
        next = resume
        continue
      }
      // `siblings` holds the view for as long as it is looked at here.
      let candidate = UnsafeViewRef(siblings[next])
      next += 1
      let (isInput, hasSubviews) = candidate.read { ($0.storage.isTextInput, $0.hasChildSlots) }
      if isInput && candidate.read({ $0.isFirstResponder }) { return candidate.object }
      // A leaf (most views) costs one count check; only a view with subviews hands its list over.
      if hasSubviews {
        levels.append((siblings, next))
        siblings = candidate.read { $0.children }
        next = 0
      }
    }
  }
}
