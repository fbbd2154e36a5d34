public import Shelter

extension ViewSpec {
  /// The view's background colour (`nil`, the default, draws none): a visible one hides what the
  /// view covers from the user, as `focusedFieldVisible()` judges it.
  public func backgroundColor(_ color: RGBAColor?) -> ViewSpec { with { $0.fields.backgroundColor = color } }

  /// UIKit's `isOpaque` (default `true`), a drawing hint only: it does not decide what is hidden.
  public func opaque(_ isOpaque: Bool) -> ViewSpec { with { $0.fields.isOpaque = isOpaque } }

  /// The view starts hidden; it keeps its frame but is not hit and not focusable.
  public func hidden(_ isHidden: Bool = true) -> ViewSpec { with { $0.fields.isHidden = isHidden } }

  /// The view's opacity, from 0 to 1.
  public func alpha(_ alpha: Double) -> ViewSpec { with { $0.fields.alpha = alpha } }

  /// Whether touches reach the view (labels and image views default to `false`).
  public func userInteractionEnabled(_ isEnabled: Bool) -> ViewSpec {
    with { $0.fields.userInteractionEnabled = isEnabled }
  }

  /// Whether the view clips its subviews when drawn; frames and hit testing do not change.
  public func clipsToBounds(_ clips: Bool = true) -> ViewSpec { with { $0.fields.clipsToBounds = clips } }

  /// The text input is first responder when the screen loads.
  public func firstResponder() -> ViewSpec { with { $0.fields.isFirstResponder = true } }

  /// The text of a text field, text view or label.
  public func text(_ text: String) -> ViewSpec { with { $0.fields.text = text } }

  /// The UIKit class the view stands for, when it is not its kind's (`UISearchBarTextField`).
  public func className(_ name: String) -> ViewSpec { with { $0.fields.className = name } }

  /// A transform about the anchor point, relative to the superview.
  public func transform(_ transform: Transform) -> ViewSpec { with { $0.fields.transform = transform } }

  /// The anchor point in unit coordinates; the frame keeps its place, as the fixture's `anchorPoint`.
  public func anchorPoint(_ point: Point) -> ViewSpec { with { $0.fields.anchorPoint = point } }

  /// A text view's caret rect, in the text view's own bounds space.
  public func caret(_ rect: Rect) -> ViewSpec { with { $0.fields.caret = rect } }

  /// The field's own keyboard-avoidance settings, overriding its controller's.
  public func avoidance(_ settings: FieldAvoidance) -> ViewSpec {
    with { $0.fields.fieldAvoidance = settings }
  }

  /// A scroll view's content size, in its own bounds space.
  public func contentSize(_ size: Size) -> ViewSpec { with { $0.contentSizing = .fixed(size) } }

  /// A scroll view's content size taken from its subviews: as wide as the scroll view or its widest
  /// subview's trailing edge, and as tall as its lowest subview's bottom plus `bottomPadding`.
  ///
  /// Measured on the subviews' layout rects in the scroll view's bounds space, after ``VerticalForm``
  /// rows are placed.
  public func sizedToContent(bottomPadding: Double = 0) -> ViewSpec {
    with { $0.contentSizing = .fitting(bottomPadding: bottomPadding) }
  }

  /// A scroll view's content inset.
  public func contentInset(_ insets: EdgeInsets) -> ViewSpec { with { $0.fields.contentInset = insets } }

  /// A scroll view's starting content offset: the origin of its bounds, kept exactly when the screen
  /// is built (a zero too), as a fixture's stated `bounds` origin is; without it a scroll view
  /// starts at its rest position, `(-adjusted.left, -adjusted.top)`.
  public func contentOffset(_ offset: Point) -> ViewSpec {
    with {
      $0.fields.bounds.origin = offset
      $0.statesContentOffset = true
    }
  }

  /// How a scroll view adds the safe area to its inset (UIKit's default `automatic`).
  public func contentInsetAdjustmentBehavior(
    _ behavior: ScrollView.ContentInsetAdjustmentBehavior
  ) -> ViewSpec {
    with { $0.fields.contentInsetAdjustmentBehavior = behavior }
  }

  /// Makes a scroll view bounce, and so scroll, along an axis even when its content fits.
  public func alwaysBounce(vertical: Bool = true, horizontal: Bool = false) -> ViewSpec {
    with {
      $0.fields.alwaysBounceVertical = vertical
      $0.fields.alwaysBounceHorizontal = horizontal
    }
  }

  /// An explicit place in field navigation order: inputs with one come first, lowest first.
  /// The fixture's `navigationIndex`.
  public func navigationIndex(_ index: Int) -> ViewSpec { with { $0.fields.navigationIndex = index } }

  /// Turns a text field off (`isEnabled`) or a text view read-only (`isEditable`); such inputs
  /// cannot become first responder and are skipped by field navigation.
  /// The fixture's `enabled`.
  public func disabled(_ isDisabled: Bool = true) -> ViewSpec { with { $0.fields.isEnabled = !isDisabled } }

  /// Overrides whether the view accepts first responder: the fixture's `canBecomeFirstResponder`.
  public func focusable(_ isFocusable: Bool) -> ViewSpec {
    with { $0.fields.canBecomeFirstResponder = isFocusable }
  }

  /// An integer to find the view by, as UIKit's `tag`: the fixture's `tag`.
  public func tag(_ tag: Int) -> ViewSpec { with { $0.fields.tag = tag } }

  /// A text field's placeholder: the fixture's `placeholder`.
  public func placeholder(_ text: String) -> ViewSpec { with { $0.fields.placeholder = text } }
}

extension ViewSpec {
  /// The keyboard a text input asks for, UIKit's `keyboardType`; on a device that follows focus it
  /// decides the keyboard's height (an iPhone number pad has no predictive bar).
  public func keyboardType(_ type: KeyboardType) -> ViewSpec { with { $0.fields.keyboardType = type } }

  /// The text input is a password field: its keyboard shows the password AutoFill bar.
  public func secureTextEntry(_ isSecure: Bool = true) -> ViewSpec {
    with { $0.fields.isSecureTextEntry = isSecure }
  }

  /// `false` turns the text input's predictive bar off (autocorrection and spell checking `no`).
  public func predictive(_ shows: Bool) -> ViewSpec { with { $0.fields.predictive = shows } }

  /// The text input has an `inputAccessoryView` of this height, shown exactly on top of its keyboard.
  public func inputAccessory(height: Double) -> ViewSpec {
    with { $0.fields.inputAccessoryHeight = height }
  }

  /// The text input has a custom `inputView` of this height, shown instead of the keyboard.
  public func inputView(height: Double) -> ViewSpec { with { $0.fields.inputViewHeight = height } }

  /// How the view follows its superview's size, as UIKit's `autoresizingMask`:
  /// `.autoresizing(.flexibleWidth, .flexibleTopMargin)` keeps a bar at the bottom, full width,
  /// when the screen turns or the screen is built on another device.
  public func autoresizing(_ parts: AutoresizingMask...) -> ViewSpec {
    with { $0.fields.autoresizingMask = AutoresizingMask(parts) }
  }

  /// Whether the view's subviews follow its size by their masks (default `true`).
  public func autoresizesSubviews(_ follows: Bool) -> ViewSpec {
    with { $0.fields.autoresizesSubviews = follows }
  }
}
