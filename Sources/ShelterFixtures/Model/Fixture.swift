public import ShelterGeometry
import ShelterJSON
public import ShelterKeyboard
public import ShelterViews

/// A decoded, validated fixture (`shelter-fixture/1`): a screen, a window, a tree of controllers
/// and views, and the steps to play.
///
/// Plain values, so it can be checked, printed and built as often as needed; a ``Scene`` makes the
/// live objects.
public struct Fixture: Sendable {
  /// The fixture's name, used in reports.
  public var name: String
  /// The screen's size in points.
  public var screenSize: Size
  /// The screen's safe-area insets.
  public var safeArea: EdgeInsets
  /// The window's frame on the screen.
  public var windowFrame: Rect
  /// Every node, controllers and views, in document pre-order; index 0 is the window's controller.
  public var nodes: [FixtureNode]
  /// The steps to play.
  public var steps: [FixtureStep]
}

/// One node of a fixture tree: a view or a controller, with its parent as an index so that deep
/// trees need no recursion.
public struct FixtureNode: Sendable {
  /// What a node is.
  public enum Role: Sendable, Equatable {
    /// A view of a kind.
    case view(ViewKind)
    /// A controller whose root view is the next node that names it as parent.
    case controller
  }

  /// The node's id, unique in the file.
  public var id: String
  /// View or controller.
  public var role: Role
  /// The parent node's index, `nil` for the window's controller.
  public var parent: Int?
  /// Where the node came from, kept so that its JSON path is only worked out for a message.
  var source: JSONNode?

  /// The JSON path of the node (`window.controller.view.subviews[1]`), for messages.
  public var path: String { source?.path.description ?? "$" }

  /// The UIKit class the node models, informational.
  public var className: String?
  /// The view's bounds (origin = scroll offset).
  public var bounds: Rect = .zero
  /// The anchor's position in the superview.
  public var center: Point = .zero
  /// The anchor point in unit coordinates.
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// The transform about the anchor point.
  public var transform = Transform.identity
  /// Whether the view is hidden.
  public var isHidden = false
  /// The view's opacity.
  public var alpha: Double = 1
  /// Whether touches reach the view; `nil` keeps the kind's default.
  public var userInteractionEnabled: Bool?
  /// Whether the view clips its subviews.
  public var clipsToBounds = false
  /// Whether the view starts as first responder.
  public var isFirstResponder = false
  /// A text view's caret rect in its own space.
  public var caret: Rect?
  /// A scroll view's content size; `nil` keeps the bounds size.
  public var contentSize: Size?
  /// A scroll view's content inset.
  public var contentInset: EdgeInsets = .zero
  /// Per-field avoidance settings.
  public var fieldAvoidance: FieldAvoidance?
  /// A text input's text (`x-text` in imported fixtures is ignored; this is the `text` extension).
  public var text: String?

  /// A controller's avoidance settings; `nil` when the fixture gives none.
  public var avoidance: AvoidanceSettings?
  /// A controller's presentation style.
  public var presentation: PresentationStyle = .fullScreen
  /// A controller's additional safe-area insets (a navigation bar's height at the top).
  public var additionalSafeArea: EdgeInsets = .zero
}

/// One step of a fixture scenario.
public enum FixtureStep: Sendable, Equatable {
  /// Which keyboard geometry a show or change asks for.
  public enum KeyboardGeometry: Sendable, Equatable {
    /// A docked keyboard of a height, spanning the bottom of the screen.
    case height(Double)
    /// A keyboard with this end frame in screen space.
    case frame(Rect)
  }

  /// The view becomes first responder.
  case focus(String)
  /// The first responder resigns (and a shown keyboard hides).
  case resign
  /// The keyboard slides in.
  case keyboardShow(KeyboardGeometry, duration: Double, curve: Int)
  /// The shown keyboard changes frame.
  case keyboardChange(KeyboardGeometry, duration: Double, curve: Int)
  /// The keyboard slides out.
  case keyboardHide(duration: Double, curve: Int)
  /// A tap at a window point.
  case tap(Point)
  /// Screen and window change size.
  case resize(Size)
  /// The user scrolls a scroll view to an offset.
  case scroll(String, Point)
  /// Focus moves to the next text input in reading order.
  case focusNext
  /// Focus moves to the previous text input in reading order.
  case focusPrevious
}
