public import ShelterGeometry
package import ShelterJSON
public import ShelterNotifications
public import ShelterValues

/// A screen and what happens on it (`shelter-fixture/1`): a screen, a window, a tree of
/// controllers and views, and the steps to play.
///
/// The one description of a screen: JSON fixtures decode into it, the DSL and the dump importer
/// build it, ``jsonText(pretty:)`` writes it, and ``Scene`` turns it into live objects. A value, so
/// it can be compared, checked with ``validate()`` and built as often as needed.
///
///     var login = Fixture(name: "login", screenSize: Size(width: 390, height: 844))
///     login.nodes = [
///       FixtureNode(id: "login", role: .controller),
///       FixtureNode(id: "root", kind: .view, frame: Rect(x: 0, y: 0, width: 390, height: 844), parent: 0),
///       FixtureNode(id: "email", kind: .textField, frame: Rect(x: 20, y: 560, width: 350, height: 44), parent: 1),
///     ]
///     try login.validate()
public struct Fixture: Sendable, Equatable {
  /// The fixture's name, used in reports.
  public var name: String { didSet { validation.isKnownValid = false } }
  /// What the screen shows and where it comes from (`"description"` in JSON), such as the issue a
  /// known failure reproduces; `nil` when not given.
  public var summary: String? { didSet { validation.isKnownValid = false } }
  /// The screen's size in points.
  public var screenSize: Size { didSet { validation.isKnownValid = false } }
  /// The screen's safe-area insets.
  public var safeArea: EdgeInsets { didSet { validation.isKnownValid = false } }
  /// Pixels per point, informational; `nil` when not given.
  public var scale: Double? { didSet { validation.isKnownValid = false } }
  /// The device profile's id (`iphone-15`) the screen is, `nil` for a screen given only by size.
  public var device: String? { didSet { validation.isKnownValid = false } }
  /// How the device is held; only meaningful with a ``device``.
  public var orientation: Orientation = .portrait { didSet { validation.isKnownValid = false } }
  /// Who moves the keyboard: explicit steps only (`manual`, the default), focus with a software
  /// keyboard, or focus with a hardware keyboard attached; the last two need a ``device``.
  public var keyboardMode: KeyboardMode = .manual { didSet { validation.isKnownValid = false } }
  /// The window's frame on the screen.
  public var windowFrame: Rect { didSet { validation.isKnownValid = false } }
  /// What the source said about the window beyond the format (`class`, `address`), written back
  /// under `x-` keys.
  public var windowAnnotations: [String: String] { didSet { validation.isKnownValid = false } }
  /// The windows after the first, back to front (`"windows"` in JSON when there are any): each
  /// holds the tree of the next node without a parent.
  public var additionalWindows: [FixtureWindow] = [] { didSet { validation.isKnownValid = false } }
  /// Every node, controllers and views, in document pre-order; index 0 is the window's controller,
  /// and each later node without a parent is the controller of the next of ``additionalWindows``.
  public var nodes: [FixtureNode] {
    get { storedNodes }
    set {
      validation.isKnownValid = false
      storedNodes = newValue
    }
    // In place, so appending a node from another module does not copy the array.
    _modify {
      validation.isKnownValid = false
      yield &storedNodes
    }
  }
  /// The steps to play.
  public var steps: [FixtureStep] { didSet { validation.isKnownValid = false } }
  private var storedNodes: [FixtureNode]
  /// Which way text runs: under `rightToLeft` leading is the right edge and layouts mirror.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
    didSet { validation.isKnownValid = false }
  }
  /// Where the steps came from, for messages: the decoded `steps` array.
  var stepsSource = FixtureSource()
  /// Whether ``validate()`` passed and nothing has changed since: set by decoding, cleared by any
  /// write to a field, so a scene built from a freshly loaded fixture does not validate it again.
  package internal(set) var isKnownValid: Bool {
    get { validation.isKnownValid }
    set { validation.isKnownValid = newValue }
  }
  private var validation = ValidationMark()

  /// A fixture from its parts; the window covers the screen unless a frame is given.
  public init(
    name: String, screenSize: Size, safeArea: EdgeInsets = .zero, windowFrame: Rect? = nil,
    nodes: [FixtureNode] = [], steps: [FixtureStep] = []
  ) {
    self.name = name
    self.screenSize = screenSize
    self.safeArea = safeArea
    self.windowFrame = windowFrame ?? Rect(origin: .zero, size: screenSize)
    self.windowAnnotations = [:]
    self.storedNodes = nodes
    self.steps = steps
  }

  /// The JSON source of a step, when the fixture was decoded.
  package func stepSource(_ index: Int) -> JSONNode? {
    guard let list = stepsSource.node else { return nil }
    for (position, element) in list.elements.enumerated() where position == index { return element }
    return nil
  }
}

/// A window of a fixture with several: its frame on the screen and what the source said about it.
public struct FixtureWindow: Sendable, Equatable {
  /// The window's frame on the screen.
  public var frame: Rect
  /// What the source said about the window beyond the format, written back under `x-` keys.
  public var annotations: [String: String]
  /// Where the window came from, for messages: the decoded window object.
  var source = FixtureSource()

  /// A window at a frame on the screen.
  public init(frame: Rect, annotations: [String: String] = [:]) {
    (self.frame, self.annotations) = (frame, annotations)
  }
}

extension Fixture {
  /// Every window back to front: the first window's frame and annotations, then
  /// ``additionalWindows``.
  public var windows: [FixtureWindow] {
    [FixtureWindow(frame: windowFrame, annotations: windowAnnotations)] + additionalWindows
  }

  /// The indices of the nodes without a parent: each window's controller, back to front.
  public var windowRoots: [Int] { nodes.indices.filter { nodes[$0].parent == nil } }

  /// The JSON path of the `k`-th window: `window` when the fixture has one, else `windows[k]`.
  func windowPath(_ k: Int) -> String { additionalWindows.isEmpty ? "window" : "windows[\(k)]" }
}

/// Whether a fixture is known to be valid, which does not take part in equality.
struct ValidationMark: Sendable, Equatable {
  var isKnownValid = false

  static func == (lhs: ValidationMark, rhs: ValidationMark) -> Bool { true }
}

/// Where a decoded value came from, kept for messages only: two fixtures that differ only in
/// where they were read from are equal.
struct FixtureSource: Sendable, Equatable {
  var node: JSONNode?

  init(_ node: JSONNode? = nil) { self.node = node }

  static func == (lhs: FixtureSource, rhs: FixtureSource) -> Bool { true }
}

/// One node of a fixture tree: a view or a controller, with its parent as an index so that deep
/// trees need no recursion.
///
/// The fields every view sets are stored inline; the ones most views leave at their defaults live
/// in ``Details``, one shared value until a node sets one, so a large fixture costs little per
/// view. Both read the same way: `node.frame`, `node.placeholder`.
@dynamicMemberLookup
public struct FixtureNode: Sendable, Equatable {
  /// What a node is.
  public enum Role: Sendable, Equatable {
    /// A view of a kind.
    case view(ViewKind)
    /// A controller whose root view is the next node that names it as parent.
    case controller
  }

  // Stored fields are declared so that the flags fill the padding after `role`.

  /// The node's id, unique in the file.
  public var id: String
  /// View or controller.
  public var role: Role
  /// Whether the view is hidden.
  public var isHidden = false
  /// Whether touches reach the view; `nil` keeps the kind's default.
  public var userInteractionEnabled: Bool?
  /// Whether the view clips its subviews.
  public var clipsToBounds = false
  /// Whether the view starts as first responder.
  public var isFirstResponder = false
  /// The parent node's index, `nil` for the window's controller.
  public var parent: Int?
  /// Where the node came from, kept so that its JSON path is only worked out for a message.
  var source = FixtureSource()

  /// The JSON path of a decoded node (`window.controller.view.subviews[1]`), for messages; `$`
  /// for a node built in code (``Fixture/path(of:)`` works for both).
  public var path: String { source.node?.path.description ?? "$" }

  /// The view's bounds (origin = scroll offset). Whether the origin is stated, which a scroll view
  /// needs to tell a zero offset from no offset, is ``statesBoundsOrigin``.
  public var bounds: Rect = .zero
  /// The anchor's position in the superview.
  public var center: Point = .zero
  /// The view's opacity.
  public var alpha: Double = 1
  /// The fields most nodes leave at their defaults.
  private var storedDetails = DetailsBox.defaults

  /// The fields most nodes leave at their defaults, as one value.
  public var details: Details {
    get { storedDetails.value }
    set { uniqueDetails().value = newValue }
  }

  /// Reads and writes a field of ``Details`` as if it were the node's own (`node.placeholder`).
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Details, Value>) -> Value {
    get { storedDetails.value[keyPath: keyPath] }
    set { uniqueDetails().value[keyPath: keyPath] = newValue }
  }

  /// The details box, copied first when another node shares it.
  private mutating func uniqueDetails() -> DetailsBox {
    if !isKnownUniquelyReferenced(&storedDetails) { storedDetails = DetailsBox(storedDetails.value) }
    return storedDetails
  }

  /// Makes the node hold the pool's box for its class when their details are equal, and else
  /// leaves its box in the pool for the next node of that class: the nodes of a long list of one
  /// class (an imported screen writes `class` on every view) then hold one ``Details`` between them
  /// instead of about 700 bytes each. A later write copies the shared box first, as for any copy.
  package mutating func shareDetails(in pool: inout DetailsPool) {
    guard storedDetails !== DetailsBox.defaults else { return }
    let key = storedDetails.value.className ?? ""
    if let box = pool.boxes[key], box.value == storedDetails.value {
      storedDetails = box
    } else {
      pool.boxes[key] = storedDetails
    }
  }

  /// Whether any text-input trait is set, so a view that is not a text input can be refused.
  package var hasTextInputTraits: Bool {
    let details = storedDetails.value
    return details.keyboardType != nil || details.isSecureTextEntry || details.predictive != nil
      || details.inputAccessoryHeight != nil || details.inputViewHeight != nil
  }

  /// A node with every field at its default.
  public init(id: String, role: Role, parent: Int? = nil) {
    (self.id, self.role, self.parent) = (id, role, parent)
  }

  /// Whether the fixture states the bounds origin, as a file does by giving `bounds`: a scroll view
  /// that states it keeps that content offset exactly when loaded, zeros included, and only one
  /// that does not starts at its rest position, `(-adjusted.left, -adjusted.top)`.
  ///
  /// A zero origin and no origin are the same point but not the same statement, so the model keeps
  /// the difference that the file makes. A nonzero origin states itself, and so does geometry the
  /// writer gives by `center` and `bounds` (a transform, or a frame that does not read back to the
  /// same center), since the format has no `center` without `bounds`; the stored flag only adds a
  /// zero origin of a view written by `frame`. That keeps one representation per statement, so a
  /// written fixture decodes to an equal one. Setting it records the statement for the geometry as
  /// it is, so set it after `bounds`, `frame` and `transform`.
  public var statesBoundsOrigin: Bool {
    get { bounds.origin != .zero || storedDetails.value.statesZeroBoundsOrigin || !writesFrame }
    set {
      let stored = newValue && bounds.origin == .zero && writesFrame
      if stored != storedDetails.value.statesZeroBoundsOrigin {
        uniqueDetails().value.statesZeroBoundsOrigin = stored
      }
    }
  }

  /// A view at a layout rect in its superview's bounds space, as the fixture's `frame`.
  public init(id: String, kind: ViewKind, frame: Rect, parent: Int?) {
    self.init(id: id, role: .view(kind), parent: parent)
    self.frame = frame
  }

  init(id: String, role: Role, parent: Int?, source: JSONNode) {
    self.init(id: id, role: role, parent: parent)
    self.source = FixtureSource(source)
  }

  /// The view's kind, `nil` for a controller.
  public var kind: ViewKind? {
    if case .view(let kind) = role { return kind }
    return nil
  }

  /// The untransformed layout rect in the superview, the fixture's `frame`: setting it sets the
  /// bounds size and the center, and keeps the bounds origin and the anchor point.
  public var frame: Rect {
    get {
      let anchorPoint = storedDetails.value.anchorPoint
      return Rect(
        x: center.x - anchorPoint.x * bounds.size.width, y: center.y - anchorPoint.y * bounds.size.height,
        width: bounds.size.width, height: bounds.size.height)
    }
    set {
      let anchorPoint = storedDetails.value.anchorPoint
      bounds.size = newValue.size
      center = Point(
        x: newValue.origin.x + anchorPoint.x * newValue.size.width,
        y: newValue.origin.y + anchorPoint.y * newValue.size.height)
    }
  }
}

extension FixtureNode {
  /// The fields of a node that most views leave at their defaults.
  public struct Details: Sendable, Equatable {
    /// The UIKit class the node models, informational.
    public var className: String?
    /// A text field's, text view's or label's text.
    public var text: String?
    /// The anchor point in unit coordinates.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The transform about the anchor point.
    public var transform = Transform.identity
    /// A text view's caret rect in its own space.
    public var caret: Rect?
    /// Whether a zero bounds origin of a view written by `frame` was stated (``statesBoundsOrigin``
    /// is the whole rule); package-only so that the one public switch keeps it canonical.
    package var statesZeroBoundsOrigin = false
    /// The view's background colour; `nil` draws none (UIKit's `nil`, the fixture's `"clear"`).
    public var backgroundColor: RGBAColor?
    /// UIKit's `isOpaque`, a drawing hint only: whether the view hides what is under it is decided
    /// by its background and kind (`docs/fixture-format.md`).
    public var isOpaque = true
    /// A scroll view's content size; `nil` keeps the bounds size.
    public var contentSize: Size?
    /// A scroll view's content inset.
    public var contentInset: EdgeInsets = .zero
    /// How a scroll view adds the safe area to its inset (UIKit's default `automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether a scroll view bounces, and so scrolls, vertically even when its content fits.
    public var alwaysBounceVertical = false
    /// Whether a scroll view bounces, and so scrolls, horizontally even when its content fits.
    public var alwaysBounceHorizontal = false
    /// Per-field avoidance settings.
    public var fieldAvoidance: FieldAvoidance?
    /// A text field's placeholder.
    public var placeholder: String?
    /// An explicit place in field navigation order; inputs with one come first, lowest first.
    public var navigationIndex: Int?
    /// `false` turns a text field off (`isEnabled`) or a text view read-only (`isEditable`).
    public var isEnabled = true
    /// Overrides whether the view accepts first responder; `nil` keeps its class's answer.
    public var canBecomeFirstResponder: Bool?
    /// UIKit's `tag`.
    public var tag = 0
    /// A text input's keyboard type (UIKit's `UIKeyboardType` name); `nil` keeps `default`.
    public var keyboardType: KeyboardType?
    /// Whether a text input is a password field.
    public var isSecureTextEntry = false
    /// `false` turns a text input's predictive (QuickType) bar off; `nil` keeps UIKit's default.
    public var predictive: Bool?
    /// The height of a text input's `inputAccessoryView`, shown on top of its keyboard.
    public var inputAccessoryHeight: Double?
    /// The height of a text input's custom `inputView`, shown instead of the keyboard.
    public var inputViewHeight: Double?
    /// How the view follows its superview's size (the fixture's `autoresize`, `"W+H"`); none by
    /// default.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the view's subviews follow its size by their masks (UIKit's default `true`).
    public var autoresizesSubviews = true
    /// What the source said about the node beyond the format (an imported view's `address`, its
    /// `baseClass`), written back under `x-` keys and otherwise ignored.
    public var annotations: [String: String] = [:]

    /// A controller's avoidance settings; `nil` when the fixture gives none.
    public var avoidance: AvoidanceSettings?
    /// A controller's presentation style.
    public var presentation: PresentationStyle = .fullScreen
    /// The UIKit style whose frame Shelter gives a controller's root view (`nil`: the fixture's
    /// frame stands); a page or form sheet is also a card to avoidance, as `presentation`
    /// `formSheet` is.
    public var modalPresentationStyle: ModalPresentationStyle?
    /// A form sheet's size on iPad (UIKit's `preferredContentSize`); `nil` is 540 × 620.
    public var preferredContentSize: Size?
    /// A controller's additional safe-area insets (a navigation bar's height at the top).
    public var additionalSafeArea: EdgeInsets = .zero
    /// The settings of a controller's root view's keyboard layout guide; `nil` keeps UIKit's.
    public var keyboardLayoutGuide: KeyboardLayoutGuideSettings?

    /// The constraints installed on the view (UIKit's `view.constraints`), in order.
    public var constraints: [FixtureConstraint] = []
    /// Whether UIKit holds the view at its frame by its autoresizing mask once a constraint names
    /// it (default `true`, as for views made in code); `false` for views constraints place.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// The size the content wants; `-1` on an axis for none (`UIView.noIntrinsicMetric`).
    public var intrinsicContentSize: Size?
    /// Content hugging, horizontal then vertical (UIKit's default 250 each).
    public var contentHuggingPriority = AxisPriorities(horizontal: 250, vertical: 250)
    /// Compression resistance, horizontal then vertical (UIKit's default 750 each).
    public var contentCompressionResistancePriority = AxisPriorities(horizontal: 750, vertical: 750)
    /// The margins `[top, leading, bottom, trailing]`; `nil` keeps UIKit's defaults.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// Whether margins are measured from the safe area (UIKit's default `true`).
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether the superview's margins count where they reach into the view (default `false`).
    public var preservesSuperviewLayoutMargins = false
    /// The first baseline's distance from the top; `nil` puts it at the bottom edge.
    public var firstBaseline: Double?
    /// The last baseline's distance from the top; `nil` puts it at the bottom edge.
    public var lastBaseline: Double?
    /// A stack view's settings; `nil` for other kinds and for a stack view at UIKit's defaults.
    public var stack: StackSettings?

    /// Every field at its default.
    public init() {}
  }
}

/// The last details box seen for each class name, which ``FixtureNode/shareDetails(in:)`` hands to
/// the next node with equal details; kept while a tree is built.
package struct DetailsPool {
  fileprivate var boxes: [String: DetailsBox] = [:]

  /// An empty pool.
  package init() {}
}

/// A node's ``FixtureNode/Details``, shared between copies of the node until one of them writes.
final class DetailsBox: @unchecked Sendable, Equatable {
  // Mutated only through `FixtureNode.uniqueDetails()`, when no other node holds the box.
  var value: FixtureNode.Details

  init(_ value: FixtureNode.Details) { self.value = value }

  /// The one box every node starts with; holding it here keeps it from ever being written.
  static let defaults = DetailsBox(FixtureNode.Details())

  static func == (lhs: DetailsBox, rhs: DetailsBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
}

extension Fixture {
  /// The JSON path of a node, worked out from the tree when the node was built in code.
  public func path(of index: Int) -> String {
    if let path = nodes[index].source.node?.path.description { return path }
    var parts: [String] = []
    var current = index
    while true {
      let node = nodes[current]
      guard let parent = node.parent else {
        let window = nodes[..<current].reduce(0) { $0 + ($1.parent == nil ? 1 : 0) }
        parts.append(windowPath(window) + ".controller")
        break
      }
      switch (node.role, nodes[parent].role) {
      case (.view, .controller):
        parts.append(".view")
      case (.controller, _):
        parts.append(".subviews[\(childPosition(of: current, in: parent))].controller")
      case (.view, .view):
        parts.append(".subviews[\(childPosition(of: current, in: parent))]")
      }
      current = parent
    }
    return parts.reversed().joined()
  }

  /// The position of a node among its parent's children, counting a controller holder as one.
  private func childPosition(of index: Int, in parent: Int) -> Int {
    var position = 0
    for candidate in (parent + 1)..<index where nodes[candidate].parent == parent { position += 1 }
    return position
  }
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
  case keyboardShow(KeyboardGeometry, duration: Double, curve: AnimationCurve)
  /// The shown keyboard changes frame.
  case keyboardChange(KeyboardGeometry, duration: Double, curve: AnimationCurve)
  /// The keyboard slides out.
  case keyboardHide(duration: Double, curve: AnimationCurve)
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
  /// The view leaves its superview (a first responder inside resigns, and its keyboard leaves).
  case remove(String)
  /// A hardware keyboard is attached (`true`) or detached; needs the fixture's device.
  case hardwareKeyboard(Bool)
  /// The device turns: the screen, its safe area and the keyboard take the orientation's values.
  case orientation(Orientation)
  /// The iPad's software keyboard moves to a placement (floating, undocked, split, docked).
  case keyboardPlacement(KeyboardPlacement)
  /// A constraint changes (any of constant, priority, active); the layout pass runs at the end of
  /// the step, animated when `animation` is given.
  case constraint(String, ConstraintChange, animation: StepAnimation?)
  /// Several constraints are activated (`true`) or deactivated at once, in the order given: the
  /// order the engine meets them, as `NSLayoutConstraint.activate(_:)` adds them; the layout pass
  /// runs at the end of the step.
  case activation([String], active: Bool)
  /// A view is shown or hidden.
  case setHidden(String, Bool)
  /// A view's content changes size (its text grew).
  case setIntrinsicContentSize(String, Size)
}

extension FixtureStep {
  /// The step's kind (`Steps/<Kind>Step.swift`): its keys, reading, checks, writing and name.
  var kind: any StepKind.Type {
    switch self {
    case .focus: return FocusStep.self
    case .resign: return ResignStep.self
    case .keyboardShow, .keyboardChange, .keyboardHide: return KeyboardStep.self
    case .tap: return TapStep.self
    case .resize: return ResizeStep.self
    case .scroll: return ScrollStep.self
    case .focusNext, .focusPrevious: return NavigateStep.self
    case .remove: return RemoveStep.self
    case .hardwareKeyboard: return HardwareKeyboardStep.self
    case .orientation: return OrientationStep.self
    case .keyboardPlacement: return KeyboardPlacementStep.self
    case .constraint: return ConstraintStep.self
    case .activation: return ActivationStep.self
    case .setHidden, .setIntrinsicContentSize: return SetStep.self
    }
  }
}

/// What a `constraint` step changes; `nil` leaves a part as it is.
public struct ConstraintChange: Sendable, Equatable {
  /// The new constant.
  public var constant: Double?
  /// The new priority (an optional constraint stays optional, a required one required).
  public var priority: Double?
  /// Whether the constraint is installed.
  public var isActive: Bool?

  /// A change from its parts.
  public init(constant: Double? = nil, priority: Double? = nil, isActive: Bool? = nil) {
    (self.constant, self.priority, self.isActive) = (constant, priority, isActive)
  }
}

/// The animation a step's layout change runs in, as
/// `UIView.animate(withDuration: duration, options: curve << 16) { layoutIfNeeded() }`.
public struct StepAnimation: Sendable, Equatable {
  /// Seconds.
  public var duration: Double
  /// The curve, by UIKit's raw value (``AnimationCurve/keyboard``, 7, is the keyboard's).
  public var curve: AnimationCurve

  /// An animation from its parts.
  public init(duration: Double, curve: AnimationCurve) {
    (self.duration, self.curve) = (duration, curve)
  }
}

/// Two priorities, one per axis, as a node's `contentHuggingPriority` `[h, v]`.
public struct AxisPriorities: Sendable, Equatable {
  /// The horizontal axis's priority.
  public var horizontal: Double
  /// The vertical axis's priority.
  public var vertical: Double

  /// Priorities from their parts.
  public init(horizontal: Double, vertical: Double) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }
}
