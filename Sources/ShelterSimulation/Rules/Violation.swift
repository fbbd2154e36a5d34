public import ShelterFixtures
public import ShelterGeometry
import ShelterJSON
import ShelterSupport

/// One broken avoidance or layout rule after one step of a fixture's scenario (or at its load),
/// with the numbers that show it.
///
/// Every number is in window space, in points.
public struct Violation: Equatable, Sendable {
  /// Which rule is broken.
  public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The rule's name in JSON results.
    public var rawValue: String
    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The rule's name.
    public var description: String { rawValue }
  }

  /// Which edge or size of a frame differs from its reference.
  public enum FrameComponent: String, Hashable, Sendable, CaseIterable {
    /// The frame's origin x.
    case x
    /// The frame's origin y.
    case y
    /// The frame's width.
    case width
    /// The frame's height.
    case height

    /// The component's value in a rect.
    public func value(in rect: Rect) -> Double {
      switch self {
      case .x: return rect.origin.x
      case .y: return rect.origin.y
      case .width: return rect.size.width
      case .height: return rect.size.height
      }
    }
  }

  /// The numbers behind a violation.
  public enum Detail: Hashable, Sendable {
    /// The field's (or caret's) bottom plus the distance to keep passes the keyboard's top.
    case covered(bottom: Double, distance: Double, keyboardTop: Double, isCaret: Bool)
    /// The field's (or caret's) top is above the highest visible line.
    case aboveVisibleTop(top: Double, visibleTop: Double, isCaret: Bool)
    /// A view's frame differs from a reference frame (before the keyboard showed, or where least
    /// movement puts it) in one component; `value` is the frame now, `reference` the one it should equal.
    case frameDiffers(component: FrameComponent, value: Double, reference: Double)
    /// At `time` seconds into the step, the field's (or caret's) bottom plus the distance passed the
    /// keyboard's presentation top by `covered` points, more than the `atStart` it passed it by at
    /// the step's start (each at least 0).
    case coveredDuringAnimation(
      time: Double, bottom: Double, distance: Double, keyboardTop: Double, covered: Double, atStart: Double,
      isCaret: Bool)
    /// A view's frame went from `from` to `to` in one component, its whole displacement, between the
    /// samples at `time − 1/N` and `time` seconds into the step.
    case jumped(component: FrameComponent, from: Double, to: Double, time: Double)
    /// The required constraints could not all hold: `broken` is the one the layout left out,
    /// `conflict` the mutually exclusive set it was broken from (the broken one among them), each by
    /// its report name (a user constraint's id, else its description).
    case unsatisfiable(broken: String, conflict: [String])
    /// The constraints do not fix the view's frame on `axes` (`horizontal`, `vertical`); `constraints`
    /// are those that mention the view on them.
    case ambiguous(axes: [String], constraints: [String])
    /// The focused field (or caret) `frame` is hidden from the user by `view`: drawn above it and
    /// hiding content, with `cover` its visible part; or, with `clips`, an ancestor that clips,
    /// with `cover` its bounds, which `frame` passes. All in window space.
    case coveredBy(view: String, frame: Rect, cover: Rect, clips: Bool)
    /// The text input's frame passes the bounds of an ancestor that clips (`clipsToBounds`):
    /// `frame` is the input's, `visible` the ancestor's, both in window space.
    case clipped(frame: Rect, visible: Rect, by: String)
    /// The text input's frame passes the screen (its window's bounds).
    case offScreen(frame: Rect, screen: Rect)
    /// The control's frame (`frame`) reaches past its window's safe area (`safeArea`, the window's
    /// safe area layout frame) where the screen shows it.
    case inUnsafeArea(frame: Rect, safeArea: Rect)
    /// Two sibling controls' frames overlap by more than the tolerance on both axes: `frame` is the
    /// view's, `otherFrame` its sibling's.
    case overlaps(other: String, frame: Rect, otherFrame: Rect)
  }

  /// Which rule is broken.
  public var kind: Kind
  /// The snapshot index: 1 for the fixture's first step (0 is the load).
  public var stepIndex: Int
  /// The step that was just applied, `nil` for a violation at the load.
  public var step: FixtureStep?
  /// The id of the view whose numbers are given: the focused field, or the first view whose frame
  /// differs.
  public var viewID: String
  /// The numbers.
  public var detail: Detail
  /// Whether a frame was compared with the screen the same steps give without the keyboard (after
  /// a rotation while it was shown) rather than with the frames just before it showed.
  public var isAgainstKeyboardFreeScreen: Bool

  /// Creates a violation.
  public init(
    kind: Kind, stepIndex: Int, step: FixtureStep?, viewID: String, detail: Detail,
    isAgainstKeyboardFreeScreen: Bool = false
  ) {
    (self.kind, self.stepIndex, self.step) = (kind, stepIndex, step)
    (self.viewID, self.detail) = (viewID, detail)
    self.isAgainstKeyboardFreeScreen = isAgainstKeyboardFreeScreen
  }

  /// The violation without the fixture and policy:
  /// `step 4 (keyboard change): email wandered: frame y 311 vs 325 by least movement`.
  public var message: String {
    "step \(stepIndex) (\(step?.kindName ?? "load")): \(viewID) \(kind.verb): \(numbers)"
  }

  /// The constraints a layout violation involves, by report name: an unsatisfiable set, or the
  /// constraints that leave a view ambiguous; none for the other rules.
  public var constraints: [String] {
    switch detail {
    case .unsatisfiable(_, let conflict): return conflict
    case .ambiguous(_, let constraints): return constraints
    default: return []
    }
  }

  /// Just the numbers, as a phrase: `bottom 674 + distance 10 > keyboard top 516`.
  public var numbers: String {
    let f = NumberText.hundredths
    switch detail {
    case .covered(let bottom, let distance, let keyboardTop, let isCaret):
      let what = isCaret ? "caret bottom" : "bottom"
      return "\(what) \(f(bottom)) + distance \(f(distance)) > keyboard top \(f(keyboardTop))"
    case .aboveVisibleTop(let top, let visibleTop, let isCaret):
      let what = isCaret ? "caret top" : "top"
      return "\(what) \(f(top)) < visible top \(f(visibleTop))"
    case .frameDiffers(let component, let value, let reference):
      let against =
        kind == WanderedRule.kind
        ? "by least movement" : isAgainstKeyboardFreeScreen ? "without the keyboard" : "before show"
      return "frame \(component.rawValue) \(f(value)) vs \(f(reference)) \(against)"
    case .coveredDuringAnimation(
      let time, let bottom, let distance, let keyboardTop, let covered, let start, let isCaret):
      let what = isCaret ? "caret bottom" : "bottom"
      return
        "at \(f(time)) s \(what) \(f(bottom)) + distance \(f(distance)) > keyboard top \(f(keyboardTop)),"
        + " covered by \(f(covered)) vs \(f(start)) at the step's start"
    case .jumped(let component, let from, let to, let time):
      return "frame \(component.rawValue) \(f(from)) to \(f(to)) at once, at \(f(time)) s"
    case .unsatisfiable(let broken, let conflict):
      let others = conflict.filter { $0 != broken }
      return "broke \(broken)"
        + (others.isEmpty ? "" : ", in conflict with " + others.joined(separator: ", "))
    case .ambiguous(let axes, let constraints):
      let by = constraints.isEmpty ? "no constraint" : constraints.joined(separator: ", ")
      return "\(axes.joined(separator: " and ")) not fixed by \(by)"
    case .clipped(let frame, let visible, let by):
      return "frame \(frame.tidyText) passes \(by) \(visible.tidyText), which clips"
    case .offScreen(let frame, let screen):
      return "frame \(frame.tidyText) passes the screen \(screen.tidyText)"
    case .inUnsafeArea(let frame, let safeArea):
      return "frame \(frame.tidyText) passes the safe area \(safeArea.tidyText)"
    case .overlaps(let other, let frame, let otherFrame):
      return "frame \(frame.tidyText) overlaps \(other) \(otherFrame.tidyText)"
    case .coveredBy(let view, let frame, let cover, let clips):
      return clips
        ? "frame \(frame.tidyText) passes the visible part \(cover.tidyText) of \(view)"
        : "frame \(frame.tidyText) under \(view) \(cover.tidyText)"
    }
  }
}

extension Violation.Kind {
  /// The layout kinds (`LayoutChecks`), in the order of their rules: what the device matrix of
  /// `check --device all` counts.
  public static let layout: [Self] = CheckRules.all.filter { $0.isLayout }.map { $0.kind }

  /// Every kind the checker reports, in the order of its rules (each rule is a type in
  /// `Sources/ShelterSimulation/Rules`, listed by `CheckRules`).
  public static let all: [Self] = CheckRules.all.map { $0.kind }

  /// The words after the view id in a message (`covered`, `wandered`); a kind of another tool's
  /// reads as its name.
  public var verb: String { CheckRules.verb(for: self) ?? rawValue }
}
