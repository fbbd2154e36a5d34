public import ShelterGeometry
public import ShelterViews

/// What a simulated tap did.
public enum TapOutcome: Equatable {
  /// The tap landed on a text input, which became first responder.
  case focused(View)
  /// The tap landed outside any text input and editing ended (the keyboard hides).
  case dismissed(hit: View?)
  /// The tap changed nothing about editing.
  case ignored(hit: View?)

  /// Compares outcomes by the identity of the views involved.
  public static func == (lhs: TapOutcome, rhs: TapOutcome) -> Bool {
    switch (lhs, rhs) {
    case (.focused(let a), .focused(let b)): return a === b
    case (.dismissed(let a), .dismissed(let b)), (.ignored(let a), .ignored(let b)): return a === b
    default: return false
    }
  }
}

extension Window {
  /// Simulates a tap at a point in window space, as the recipes' tap gesture and UIKit do.
  ///
  /// The point is hit-tested; a text input that can become first responder is focused, anything else
  /// ends editing when the responsible avoidance has `dismissOnTap` (the keyboard then hides).
  @discardableResult
  public func simulateTap(at point: Point) -> TapOutcome {
    let hit = hitTest(point)
    if let hit, hit.kind.isTextInput, hit.becomeFirstResponder() {
      return .focused(hit)
    }
    guard firstResponder != nil, dismissesOnTap(hit: hit) else { return .ignored(hit: hit) }
    endEditingAndHideKeyboard()
    return .dismissed(hit: hit)
  }

  /// Makes the first responder resign and, if the keyboard is up, hides it, as iOS does when
  /// editing ends.
  @discardableResult
  public func endEditingAndHideKeyboard() -> Bool {
    let resigned = endEditing(force: true)
    if resigned, firstResponder == nil { application.keyboard.hide() }
    return resigned
  }

  private func dismissesOnTap(hit: View?) -> Bool {
    if let manager = keyboardManager { return manager.settings.dismissOnTap }
    for view in SuperviewSequence(start: hit ?? rootViewController?.view) {
      if let avoidance = view.viewController?.keyboardAvoidance { return avoidance.settings.dismissOnTap }
    }
    if let responder = firstResponder, let avoidance = responder.fieldKeyboardAvoidance {
      return avoidance.settings.dismissOnTap
    }
    return false
  }
}
