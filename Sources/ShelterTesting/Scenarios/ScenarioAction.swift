public import Shelter
import ShelterSupport

/// One thing a user (or the system) does to a screen in a ``Scenario``.
///
/// Its ``description`` is how failure messages name the step: `focus #email`, `show keyboard
/// docked`, `rotate to landscape`.
public enum ScenarioAction: Equatable, Sendable, CustomStringConvertible {
  /// Which keyboard a show or change asks for.
  public enum Keyboard: Hashable, Sendable, CustomStringConvertible {
    /// A system keyboard of the screen's device profile, in the current orientation.
    case style(KeyboardStyle)
    /// A docked keyboard of a height in points, spanning the bottom of the screen.
    case height(Double)
    /// A keyboard with this frame in screen space (floating, undocked, split, or any docked one).
    case frame(Rect)

    /// `docked`, `height 336`, `frame [0, 516, 393, 336]`.
    public var description: String {
      switch self {
      case .style(let style): return style.name
      case .height(let height): return "height \(NumberText.shortest(height))"
      case .frame(let frame): return "frame \(frame.tidyText)"
      }
    }
  }

  /// Where a tap lands.
  public enum TapTarget: Hashable, Sendable, CustomStringConvertible {
    /// The centre of a view, by id, where it is in window space at the time of the tap.
    case view(String)
    /// A point in window space.
    case point(Point)

    /// `#submit` or `[20, 30]`.
    public var description: String {
      switch self {
      case .view(let id): return "#\(id)"
      case .point(let point): return "[\(NumberText.shortest(point.x)), \(NumberText.shortest(point.y))]"
      }
    }
  }

  /// The screen as loaded: step 0.
  case load
  /// A text input becomes first responder.
  case focus(String)
  /// Focus moves to another text input, typically while the keyboard is up.
  case switchField(to: String)
  /// The first responder resigns; a shown keyboard hides.
  case resign
  /// The keyboard slides in.
  case showKeyboard(Keyboard)
  /// The shown keyboard changes (predictive bar, emoji keyboard).
  case changeKeyboard(Keyboard)
  /// The keyboard slides out.
  case hideKeyboard
  /// A tap: a text input hit becomes first responder, anything else may end editing.
  case tap(TapTarget)
  /// The device turns to an orientation.
  case rotate(to: Orientation)
  /// Focus moves to the next text input in navigation order (the keyboard toolbar's arrow).
  case focusNext
  /// Focus moves to the previous text input in navigation order.
  case focusPrevious
  /// The user scrolls a scroll view to a content offset.
  case scroll(String, to: Point)
  /// Any fixture step, as `shelter simulate` plays it.
  case step(FixtureStep)

  /// The action as failure messages print it.
  public var description: String {
    switch self {
    case .load: return "load"
    case .focus(let id): return "focus #\(id)"
    case .switchField(let id): return "switch to #\(id)"
    case .resign: return "resign"
    case .showKeyboard(let keyboard): return "show keyboard \(keyboard)"
    case .changeKeyboard(let keyboard): return "change keyboard \(keyboard)"
    case .hideKeyboard: return "hide keyboard"
    case .tap(let target): return "tap \(target)"
    case .rotate(let orientation): return "rotate to \(orientation)"
    case .focusNext: return "navigate next"
    case .focusPrevious: return "navigate previous"
    case .scroll(let id, let offset):
      return "scroll #\(id) to [\(NumberText.shortest(offset.x)), \(NumberText.shortest(offset.y))]"
    case .step(let step): return step.summary
    }
  }
}
