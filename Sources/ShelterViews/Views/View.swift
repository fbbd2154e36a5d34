public import Foundation
public import ShelterGeometry
public import ShelterValues

/// A rectangle in a tree of views, with UIKit's geometry: `frame`, `bounds`, `center`, `anchorPoint`
/// and `transform`.
///
/// A point `p` in the view's own (bounds) space maps to its superview's space as
/// `position + transform(p - bounds.origin - anchorPoint * bounds.size)`, which is CALayer's rule.
/// Views are reference types with identity; a superview owns its subviews, a subview does not own
/// its superview, so trees have no retain cycles.
open class View: Responder {
  /// What a walk of the tree reads on every visit: geometry, links and flags, in one value (see
  /// Storage/ViewStorage.swift); values most views never set live in its `extras`.
  @usableFromInline @exclusivity(unchecked) var storage: ViewStorage

  /// Whether the view is hidden; hidden views are not hit and not drawn, but keep their frames.
  public var isHidden: Bool {
    get { storage.isHidden }
    set {
      guard newValue != storage.isHidden else { return }
      storage.isHidden = newValue
      // A stack view collapses or restores an arranged view at the next pass.
      if let stack = superview as? StackView { stack.arrangedSubviewVisibilityChanged(self) }
    }
  }

  /// Whether touches reach this view and its subviews.
  public var isUserInteractionEnabled: Bool {
    get { storage.isUserInteractionEnabled }
    set { storage.isUserInteractionEnabled = newValue }
  }

  /// Whether subviews are clipped when drawn; it does not change frames or hit testing.
  public var clipsToBounds: Bool {
    get { storage.clipsToBounds }
    set { storage.clipsToBounds = newValue }
  }

  /// Opacity from 0 to 1; below 0.01 the view is skipped by hit testing, as in UIKit.
  public var alpha: Double {
    get { storage.alpha }
    set { storage.alpha = newValue }
  }

  /// What this view models, in the fixture format's vocabulary; fixed for the view's life and
  /// given by its class (``TextField`` is `.textField`): only initializers set it.
  @exclusivity(unchecked) public internal(set) final var kind: ViewKind

  /// Whether a change of this view's bounds size resizes its subviews by their
  /// ``autoresizingMask``, as UIKit's `autoresizesSubviews` (default `true`).
  public var autoresizesSubviews: Bool {
    get { storage.autoresizesSubviews }
    set { storage.autoresizesSubviews = newValue }
  }

  /// A name to find the view by (the fixture's `id`; UIKit's `accessibilityIdentifier`).
  public var identifier: String? {
    get { storage.identifier }
    set { storage.identifier = newValue }
  }

  /// The UIKit class this view stands for when it differs from its kind's (`UISearchBarTextField`).
  public var className: String? {
    get { storage.extras?.className }
    set { setExtra(\.className, to: newValue, isDefault: newValue == nil) }
  }

  /// An integer to find the view by, as UIKit's `tag`.
  public var tag: Int {
    get { storage.extras?.tag ?? 0 }
    set { setExtra(\.tag, to: newValue, isDefault: newValue == 0) }
  }

  /// Per-field keyboard-avoidance settings (the fixture's node `avoidance`); `nil` keeps the controller's.
  public var fieldAvoidance: FieldAvoidance? {
    get { storage.extras?.fieldAvoidance }
    set { setExtra(\.fieldAvoidance, to: newValue, isDefault: newValue == nil) }
  }

  /// An explicit place in field navigation order; inputs with one come first, lowest first.
  public var navigationIndex: Int? {
    get { storage.extras?.navigationIndex }
    set { setExtra(\.navigationIndex, to: newValue, isDefault: newValue == nil) }
  }

  /// A per-view override of ``canBecomeFirstResponder``; `nil` keeps the class's default.
  public var allowsFirstResponder: Bool? {
    get { storage.extras?.allowsFirstResponder }
    set { setExtra(\.allowsFirstResponder, to: newValue, isDefault: newValue == nil) }
  }

  /// The view's background colour, as UIKit's `backgroundColor`; `nil` (the default) draws none.
  /// The fixture's node carries the same value, so a described live view keeps it.
  public var backgroundColor: RGBAColor? {
    get { storage.extras?.backgroundColor }
    set { setExtra(\.backgroundColor, to: newValue, isDefault: newValue == nil) }
  }

  /// UIKit's `isOpaque` (default `true`): a drawing hint only, it decides nothing about what the view
  /// hides.
  public var isOpaque: Bool {
    get { storage.extras?.isOpaque ?? true }
    set { setExtra(\.isOpaque, to: newValue, isDefault: newValue) }
  }

  /// What a facade module keeps with the view (ShelterUIKit's layer, gesture recognizers and
  /// colours), created on first use and released with the view.
  package var attachment: AnyObject? {
    get { storage.extras?.attachment }
    set { setExtra(\.attachment, to: newValue, isDefault: newValue == nil) }
  }

  /// Writes one of the rarely set values; the side storage is created only for a value other than
  /// the default.
  func setExtra<Value>(_ key: ReferenceWritableKeyPath<ViewExtras, Value>, to value: Value, isDefault: Bool) {
    if !isDefault || storage.extras != nil { writableExtras[keyPath: key] = value }
  }

  /// The side storage, created when first needed.
  var writableExtras: ViewExtras {
    if let extras = storage.extras { return extras }
    let created = ViewExtras()
    storage.extras = created
    return created
  }

  /// Creates a view whose untransformed layout rect in its superview is `frame`, as UIKit's
  /// `init(frame:)`; subclasses call it, then set their ``kind``.
  ///
  /// It is the class's one designated initializer, in UIKit's `CGRect`, so an app's
  /// `override init(frame: CGRect)` overrides it, runs whichever initializer made the view
  /// (`init()`, `init(frame:)` with a `Rect`), and inherits every convenience initializer written for
  /// `View` (as Shelter's own classes do).
  public init(frame: CGRect) {
    storage = ViewStorage(frame: Rect(frame))
    kind = .view
    super.init()
    storage.isWalkedByHitTest = View.shelterClasses.contains { $0 == type(of: self) }
  }

  /// Creates a view whose untransformed layout rect in its superview is `frame`, through the designated
  /// `init(frame:)` in `CGRect`, so a subclass's override of it runs. Disfavored, so that
  /// `super.init(frame: .zero)` in a subclass names the designated one.
  @_disfavoredOverload
  public convenience init(frame: Rect) {
    self.init(frame: CGRect(frame))
  }

  /// Creates a view with a zero frame, as UIKit's `init()`: through the designated `init(frame:)`, so
  /// a subclass's override of it runs.
  public convenience override init() {
    self.init(frame: CGRect.zero)
  }

  /// Creates a view of a kind; its class decides interaction, responder and hit-test behaviour.
  ///
  /// Package-only: outside code makes a view of a kind through its class (``TextField``, …), so
  /// no public path makes a text-input kind that is not a ``TextInput``.
  package convenience init(kind: ViewKind, frame: Rect = .zero) {
    self.init(frame: frame)
    self.kind = kind
  }

  deinit {
    // Release the subtree with an explicit stack: letting each child's deinit release its own
    // children would recurse once per level and overflow the stack on deep trees.
    guard !children.isEmpty else { return }
    var pending = children
    children = []
    for child in pending { child.parent = nil }
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view), !view.children.isEmpty {
        let grandchildren = view.children
        view.children = []
        for child in grandchildren {
          child.parent = nil
          pending.append(child)
        }
      }
    }
  }

  // MARK: Geometry

  /// The view's own coordinate space: the origin is the scroll offset, the size its extent.
  ///
  /// Setting it keeps ``center`` where it is, so the view grows or shrinks about its anchor point.
  /// A change of size resizes the subviews by their ``autoresizingMask``.
  public var bounds: Rect {
    get { storage.bounds }
    set {
      let old = storage.bounds.size
      storage.bounds = newValue.standardized
      if storage.bounds.size != old { boundsSizeDidChange(from: old) }
    }
  }

  /// Where the anchor point sits in the superview's bounds space (`layer.position`).
  public var center: Point {
    get { storage.position }
    set { storage.position = newValue }
  }

  /// The point of the bounds, in unit coordinates, that ``center`` names and the transform turns about.
  ///
  /// Changing it keeps ``center``, so the view moves, as with `CALayer.anchorPoint`.
  public var anchorPoint: Point {
    get { storage.anchorPoint }
    set { storage.anchorPoint = newValue }
  }

  /// The transform applied about the anchor point, relative to the superview.
  public var transform: Transform {
    get { storage.transform }
    set { storage.transform = newValue }
  }

  /// The bounding box, in the superview's bounds space, of the transformed bounds.
  ///
  /// With an identity transform this is the layout rect; otherwise the smallest upright rect around
  /// the turned or scaled view, as UIKit's `frame` reports. Setting it keeps the transform: the view
  /// is resized (when the transform allows solving for the size) and moved so that its bounding box
  /// becomes the new frame. A change of size resizes the subviews by their ``autoresizingMask``.
  public var frame: Rect {
    get { transformToSuperview.apply(to: storage.bounds) }
    set {
      let old = storage.bounds.size
      setFrameWithoutLayout(newValue)
      if storage.bounds.size != old { boundsSizeDidChange(from: old) }
    }
  }

  /// Sets ``frame``'s geometry without resizing the subviews: autoresizing itself, which then
  /// visits the subviews in its own loop, and presentation values shown for a moment.
  package func setFrameWithoutLayout(_ newValue: Rect) {
    let f = newValue.standardized
    let t = storage.transform
    var size = f.size
    if !t.isTranslationOnly {
      // The bounding box of a w×h box under the linear part is (|a|w + |c|h) × (|b|w + |d|h).
      let det = abs(t.a) * abs(t.d) - abs(t.c) * abs(t.b)
      if det != 0 {
        let w = (abs(t.d) * f.size.width - abs(t.c) * f.size.height) / det
        let h = (abs(t.a) * f.size.height - abs(t.b) * f.size.width) / det
        size = w >= 0 && h >= 0 && w.isFinite && h.isFinite ? Size(width: w, height: h) : storage.bounds.size
      } else {
        size = storage.bounds.size
      }
    }
    storage.bounds.size = size
    // The box's centre is the image of the bounds' centre.
    let local = Point(
      x: (0.5 - storage.anchorPoint.x) * size.width, y: (0.5 - storage.anchorPoint.y) * size.height)
    let mapped = t.apply(to: local)
    storage.position = Point(x: f.midX - mapped.x, y: f.midY - mapped.y)
  }

  /// The affine map from this view's bounds space to its superview's bounds space.
  ///
  /// It composes: remove the bounds origin and the anchor offset, apply ``transform``, add ``center``.
  @inlinable @inline(__always) public var transformToSuperview: Transform {
    let b = storage.bounds
    let lx = -b.origin.x - storage.anchorPoint.x * b.size.width
    let ly = -b.origin.y - storage.anchorPoint.y * b.size.height
    let t = storage.transform
    if t.isTranslationOnly {
      return Transform(translationX: lx + t.tx + storage.position.x, y: ly + t.ty + storage.position.y)
    }
    return Transform(
      a: t.a, b: t.b, c: t.c, d: t.d,
      tx: t.a * lx + t.c * ly + t.tx + storage.position.x,
      ty: t.b * lx + t.d * ly + t.ty + storage.position.y)
  }

  // MARK: Responders

  /// Whether this view is its window's first responder. O(1).
  open override var isFirstResponder: Bool { storage.hasFirstResponderStatus }

  /// Called leaf to window before constraints are solved; override to adjust constants, as
  /// UIKit's `updateConstraints()`.
  open func updateConstraints() {}

  /// Called window to leaf after a layout pass writes frames; override to place what constraints
  /// do not, as UIKit's `layoutSubviews()`.
  open func layoutSubviews() {}

  /// The size the view's content wants, ``noIntrinsicMetric`` on an axis for none, as UIKit's
  /// `intrinsicContentSize`: Auto Layout holds the view near it by ``contentHuggingPriority(for:)``
  /// and ``contentCompressionResistancePriority(for:)``.
  ///
  /// It is ``intrinsicSize`` unless a subclass overrides it, as apps' views do in UIKit's `CGSize`;
  /// the layout pass reads it for every view it places, so an override takes effect at the next
  /// pass (call ``invalidateIntrinsicContentSize()`` when its answer changes).
  open var intrinsicContentSize: CGSize {
    let size = intrinsicSize
    return CGSize(width: size.width, height: size.height)
  }

  /// The size that fits the view in `size`, as UIKit's `sizeThatFits(_:)`, which `sizeToFit()`
  /// asks; the view's current size unless a subclass overrides it (Shelter measures no content).
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let current = storage.bounds.size
    return CGSize(width: current.width, height: current.height)
  }

  /// Draws the view's content in `rect`, as UIKit's `draw(_:)`. Nothing is drawn off-device, so
  /// no pass calls it; it exists so that subclasses' overrides compile.
  open func draw(_ rect: CGRect) {}

  /// Whether the view needs constraint-based layout to lay out correctly, as UIKit's class
  /// property; `false` unless a subclass says so. Every tree with constraints is solved, so it
  /// changes nothing here; it exists so subclasses' overrides compile.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Whether a point in this view's bounds space lies inside it (the bounds, edges half-open).
  ///
  /// Subclasses may widen or narrow the touch area, as with UIKit's `point(inside:with:)`.
  open func point(inside point: Point) -> Bool {
    storage.bounds.contains(point)
  }

  /// The deepest, front-most view under a point given in this view's bounds space, or `nil`, as
  /// UIKit's `hitTest(_:with:)`.
  ///
  /// UIKit's rules: a view that is not ``isHittable`` or does not contain the point (by
  /// ``point(inside:)``) is skipped along with its subviews (clipping does not matter); subviews
  /// are tried front to back. Subclasses may override it to claim or refuse touches; the walk asks
  /// an overriding view for its answer. Views of Shelter's own classes are walked with a loop, so
  /// deep trees cost no stack.
  ///
  ///     window.hitTest(Point(x: 30, y: 580))   // the text field drawn there
  open func hitTest(_ point: Point) -> View? {
    guard isHittable, self.point(inside: point) else { return nil }
    return hitTestWalk(from: point)
  }

  /// Whether the view accepts first-responder status: only if ``allowsFirstResponder`` says so;
  /// the text-input classes accept it by default.
  open override var canBecomeFirstResponder: Bool { allowsFirstResponder ?? false }

  /// The next responder: the controller whose root view this is, else the superview.
  open override var next: Responder? {
    if let controller = storage.extras?.viewController { return controller }
    return parent
  }

  /// The controller whose root view this is, if any; the responder chain passes through it.
  ///
  /// Held weakly: the controller owns its view.
  public internal(set) var viewController: ViewController? {
    get { storage.extras?.viewController }
    set { if newValue != nil || storage.extras != nil { writableExtras.viewController = newValue } }
  }
}
