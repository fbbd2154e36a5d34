public import Shelter

/// A view controller of a screen written in Swift: its id, its keyboard-avoidance settings and its
/// root view.
///
/// The fixture's `controller` object. The screen's controller always gets keyboard avoidance (the
/// fixture defaults when `avoidance` is `nil`); a child controller gets its own only when given
/// settings, otherwise its fields are handled by the controller above it.
///
///     ControllerSpec("login", avoidance: AvoidanceSettings(strategy: .transform, distance: 12)) {
///       ViewSpec("email", .textField, frame: Rect(x: 20, y: 560, width: 350, height: 44))
///     }
public struct ControllerSpec: Sendable {
  /// The controller's id; it shares the screen's id namespace with views.
  public var id: String
  /// Keyboard-avoidance settings, `nil` for the defaults (or none, for a child controller).
  public var avoidance: AvoidanceSettings?
  /// How the controller's view is presented.
  public var presentation: PresentationStyle
  /// Extra insets on top of the safe area, such as a navigation bar's height at the top.
  public var additionalSafeArea: EdgeInsets
  /// The root view.
  public var view: ViewSpec
  /// The UIKit style the controller is presented in; when set, Shelter gives the root view the
  /// frame UIKit presents it at (a card on iPhone, centred on iPad) instead of its own.
  public var modalPresentationStyle: ModalPresentationStyle?
  /// A form sheet's size on iPad (UIKit's `preferredContentSize`); `nil` is 540 × 620.
  public var preferredContentSize: Size?

  /// A controller around a root view of your own (a scroll view, a form sheet's card).
  public init(
    _ id: String, avoidance: AvoidanceSettings? = nil, presentation: PresentationStyle = .fullScreen,
    additionalSafeArea: EdgeInsets = .zero, view: ViewSpec
  ) {
    self.id = id
    self.avoidance = avoidance
    self.presentation = presentation
    self.additionalSafeArea = additionalSafeArea
    self.view = view
  }

  /// A controller whose root view, `rootID` (by default the controller's id followed by `View`),
  /// fills its superview and holds the views written in the braces.
  public init(
    _ id: String, rootID: String? = nil, avoidance: AvoidanceSettings? = nil,
    presentation: PresentationStyle = .fullScreen, additionalSafeArea: EdgeInsets = .zero,
    @ViewSpecBuilder content: () -> [ViewSpec]
  ) {
    self.init(
      id, avoidance: avoidance, presentation: presentation, additionalSafeArea: additionalSafeArea,
      view: ViewSpec(rootID ?? id + "View", subviews: content))
  }

  /// This controller presented in a UIKit style, so its root view takes the frame UIKit gives
  /// that style on the screen's device and orientation (`docs/layout.md`, "Sheets").
  ///
  ///     ControllerSpec("compose") { … }.presented(as: .formSheet, preferredContentSize: Size(width: 600, height: 500))
  public func presented(as style: ModalPresentationStyle, preferredContentSize: Size? = nil) -> ControllerSpec
  {
    var copy = self
    copy.modalPresentationStyle = style
    copy.preferredContentSize = preferredContentSize
    return copy
  }
}
