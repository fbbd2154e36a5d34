import ShelterGeometry

/// Previous / next text input in reading order, as the arrows of a keyboard toolbar move focus.
///
/// Reading order is top to bottom, then leading to trailing, in window space; hidden, disabled and
/// non-focusable inputs are skipped. Views with a ``View/navigationIndex`` come first, by index.
public enum FieldNavigation {
  /// The focusable text inputs under `root`, in navigation order.
  public static func order(in root: View) -> [View] {
    var candidates: [(view: View, frame: Rect, index: Int?)] = []
    root.forEachFrameInRootSpace { view, frame in
      guard view is any TextInput, view.canBecomeFirstResponder, view.isUserInteractionEnabled else { return }
      candidates.append((view, frame, view.navigationIndex))
    }
    // Hidden ancestors hide their inputs too.
    candidates.removeAll { $0.view.isHiddenInTree }
    return candidates.enumerated().sorted { lhs, rhs in
      let a = lhs.element
      let b = rhs.element
      switch (a.index, b.index) {
      case let (x?, y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: break
      }
      if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
      if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
      return lhs.offset < rhs.offset
    }.map(\.element.view)
  }

  /// The input after `view` in navigation order, or `nil` at the end.
  public static func next(after view: View, in root: View) -> View? {
    let list = order(in: root)
    guard let index = list.firstIndex(where: { $0 === view }), index + 1 < list.count else { return nil }
    return list[index + 1]
  }

  /// The input before `view` in navigation order, or `nil` at the start.
  public static func previous(before view: View, in root: View) -> View? {
    let list = order(in: root)
    guard let index = list.firstIndex(where: { $0 === view }), index > 0 else { return nil }
    return list[index - 1]
  }
}

extension View {
  /// Moves focus to the next text input in the window's reading order; returns whether it moved.
  @discardableResult
  public func focusNext() -> Bool {
    guard let window, let next = FieldNavigation.next(after: self, in: window) else { return false }
    return next.becomeFirstResponder()
  }

  /// Moves focus to the previous text input in the window's reading order; returns whether it moved.
  @discardableResult
  public func focusPrevious() -> Bool {
    guard let window, let previous = FieldNavigation.previous(before: self, in: window) else { return false }
    return previous.becomeFirstResponder()
  }
}
