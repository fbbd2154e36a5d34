public import ShelterGeometry

/// A rectangle in a tree of views, with UIKit's geometry: `frame`, `bounds`, `center`, `anchorPoint`
/// and `transform`.
///
/// A point `p` in the view's own (bounds) space maps to its superview's space as
/// `position + transform(p - bounds.origin - anchorPoint * bounds.size)`, which is CALayer's rule.
/// Views are reference types with identity; a superview owns its subviews, a subview does not own
/// its superview, so trees have no retain cycles.
open class View: Responder {
  // The stored properties are laid out in this order: geometry, then what a walk of the tree reads
  // (links and flags) together, then the rest; values most views never set live in `extras`, so a
  // plain view takes 200 bytes. Exclusivity is not checked at run time on the internal storage: the
  // tree's own code never holds an access to it across a call that could reach it again.

  // Geometry. `position` is the anchor point's location in the superview (UIKit's `center`).
  @usableFromInline @exclusivity(unchecked) var storedBounds: Rect
  @usableFromInline @exclusivity(unchecked) var storedPosition: Point
  @usableFromInline @exclusivity(unchecked) var storedAnchorPoint = Point(x: 0.5, y: 0.5)
  @usableFromInline @exclusivity(unchecked) var storedTransform = Transform.identity

  /// The view's parent, unretained. Cleared by every path that detaches a child (remove, move,
  /// parent `deinit`), which is why it can avoid the cost of a `weak` reference; walks up the tree
  /// read it directly so that no view on the way is retained.
  @usableFromInline @exclusivity(unchecked) var parentLink: Unmanaged<View>?

  /// The view's parent.
  @usableFromInline var parent: View? {
    @inline(__always) get { parentLink?.takeUnretainedValue() }
    @inline(__always) set { parentLink = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// The subviews back to front, with placeholders where some were taken out or room was made;
  /// read through `children`, which drops the placeholders first (see View+Hierarchy.swift).
  @usableFromInline @exclusivity(unchecked) var childSlots: [View] = []
  /// This view's index in its superview's `childSlots`, so removing it needs no search.
  @exclusivity(unchecked) var slotInParent: Int32 = 0
  /// The number of placeholders in `childSlots`.
  @exclusivity(unchecked) var childPlaceholders: Int32 = 0

  /// Whether the view is hidden; hidden views are not hit and not drawn, but keep their frames.
  public var isHidden = false

  /// Whether touches reach this view and its subviews.
  public var isUserInteractionEnabled: Bool

  /// Whether subviews are clipped when drawn; it does not change frames or hit testing.
  public var clipsToBounds = false

  /// Set by the window while this view is its first responder, so ``isFirstResponder`` is O(1).
  @exclusivity(unchecked) var hasFirstResponderStatus = false

  /// `kind.isTextInput`, kept next to the links so that a search of the tree reads one place.
  let isTextInputKind: Bool

  /// ``autoresizingMask``'s bits, in a byte next to the flags a walk of the tree reads.
  @usableFromInline @exclusivity(unchecked) var storedAutoresizingMask: UInt8 = 0

  /// Whether a change of this view's bounds size resizes its subviews by their
  /// ``autoresizingMask``, as UIKit's `autoresizesSubviews` (default `true`).
  @exclusivity(unchecked) public var autoresizesSubviews = true

  /// Opacity from 0 to 1; below 0.01 the view is skipped by hit testing, as in UIKit.
  public var alpha: Double = 1

  /// The rarely set values (identifier, tag, controller, responder and avoidance overrides),
  /// created on the first write of one of them.
  @exclusivity(unchecked) var extras: ViewExtras?

  /// What this view models; fixed for the view's life.
  public let kind: ViewKind

  /// A name to find the view by (the fixture's `id`; UIKit's `accessibilityIdentifier`).
  public var identifier: String? {
    get { extras?.identifier }
    set { if newValue != nil || extras != nil { writableExtras.identifier = newValue } }
  }

  /// The UIKit class this view stands for when it differs from its kind's (`UISearchBarTextField`).
  public var className: String? {
    get { extras?.className }
    set { if newValue != nil || extras != nil { writableExtras.className = newValue } }
  }

  /// An integer to find the view by, as UIKit's `tag`.
  public var tag: Int {
    get { extras?.tag ?? 0 }
    set { if newValue != 0 || extras != nil { writableExtras.tag = newValue } }
  }

  /// Per-field keyboard-avoidance settings (the fixture's node `avoidance`); `nil` keeps the controller's.
  public var fieldAvoidance: FieldAvoidance? {
    get { extras?.fieldAvoidance }
    set { if newValue != nil || extras != nil { writableExtras.fieldAvoidance = newValue } }
  }

  /// An explicit place in field navigation order; inputs with one come first, lowest first.
  public var navigationIndex: Int? {
    get { extras?.navigationIndex }
    set { if newValue != nil || extras != nil { writableExtras.navigationIndex = newValue } }
  }

  /// A per-view override of ``canBecomeFirstResponder``; `nil` keeps the kind's default.
  public var allowsFirstResponder: Bool? {
    get { extras?.allowsFirstResponder }
    set { if newValue != nil || extras != nil { writableExtras.allowsFirstResponder = newValue } }
  }

  /// The side storage, created when first needed.
  var writableExtras: ViewExtras {
    if let extras { return extras }
    let created = ViewExtras()
    extras = created
    return created
  }

  /// Creates a view whose untransformed layout rect in its superview is `frame`.
  public convenience init(frame: Rect = .zero) {
    self.init(kind: .view, frame: frame)
  }

  /// Creates a view of a given kind; the kind decides interaction and responder defaults.
  public init(kind: ViewKind, frame: Rect = .zero) {
    let f = frame.standardized
    self.kind = kind
    self.isTextInputKind = kind.isTextInput
    self.storedBounds = Rect(x: 0, y: 0, width: f.size.width, height: f.size.height)
    self.storedPosition = Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2)
    self.isUserInteractionEnabled = !(kind == .label || kind == .imageView)
    super.init()
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
    get { storedBounds }
    set {
      let old = storedBounds.size
      storedBounds = newValue.standardized
      if storedBounds.size != old { boundsSizeDidChange(from: old) }
    }
  }

  /// Where the anchor point sits in the superview's bounds space (`layer.position`).
  public var center: Point {
    get { storedPosition }
    set { storedPosition = newValue }
  }

  /// The point of the bounds, in unit coordinates, that ``center`` names and the transform turns about.
  ///
  /// Changing it keeps ``center``, so the view moves, as with `CALayer.anchorPoint`.
  public var anchorPoint: Point {
    get { storedAnchorPoint }
    set { storedAnchorPoint = newValue }
  }

  /// The transform applied about the anchor point, relative to the superview.
  public var transform: Transform {
    get { storedTransform }
    set { storedTransform = newValue }
  }

  /// The bounding box, in the superview's bounds space, of the transformed bounds.
  ///
  /// With an identity transform this is the layout rect; otherwise the smallest upright rect around
  /// the turned or scaled view, as UIKit's `frame` reports. Setting it keeps the transform: the view
  /// is resized (when the transform allows solving for the size) and moved so that its bounding box
  /// becomes the new frame. A change of size resizes the subviews by their ``autoresizingMask``.
  public var frame: Rect {
    get { transformToSuperview.apply(to: storedBounds) }
    set {
      let old = storedBounds.size
      setFrameWithoutLayout(newValue)
      if storedBounds.size != old { boundsSizeDidChange(from: old) }
    }
  }

  /// Sets ``frame``'s geometry without resizing the subviews: autoresizing itself, which then
  /// visits the subviews in its own loop, and presentation values shown for a moment.
  package func setFrameWithoutLayout(_ newValue: Rect) {
    let f = newValue.standardized
    let t = storedTransform
    var size = f.size
    if !t.isTranslationOnly {
      // The bounding box of a w×h box under the linear part is (|a|w + |c|h) × (|b|w + |d|h).
      let det = abs(t.a) * abs(t.d) - abs(t.c) * abs(t.b)
      if det != 0 {
        let w = (abs(t.d) * f.size.width - abs(t.c) * f.size.height) / det
        let h = (abs(t.a) * f.size.height - abs(t.b) * f.size.width) / det
        size = w >= 0 && h >= 0 && w.isFinite && h.isFinite ? Size(width: w, height: h) : storedBounds.size
      } else {
        size = storedBounds.size
      }
    }
    storedBounds.size = size
    // The box's centre is the image of the bounds' centre.
    let local = Point(
      x: (0.5 - storedAnchorPoint.x) * size.width, y: (0.5 - storedAnchorPoint.y) * size.height)
    let mapped = t.apply(to: local)
    storedPosition = Point(x: f.midX - mapped.x, y: f.midY - mapped.y)
  }

  /// The affine map from this view's bounds space to its superview's bounds space.
  ///
  /// It composes: remove the bounds origin and the anchor offset, apply ``transform``, add ``center``.
  @inlinable @inline(__always) public var transformToSuperview: Transform {
    let b = storedBounds
    let lx = -b.origin.x - storedAnchorPoint.x * b.size.width
    let ly = -b.origin.y - storedAnchorPoint.y * b.size.height
    let t = storedTransform
    if t.isTranslationOnly {
      return Transform(translationX: lx + t.tx + storedPosition.x, y: ly + t.ty + storedPosition.y)
    }
    return Transform(
      a: t.a, b: t.b, c: t.c, d: t.d,
      tx: t.a * lx + t.c * ly + t.tx + storedPosition.x,
      ty: t.b * lx + t.d * ly + t.ty + storedPosition.y)
  }

  // MARK: Responders

  /// Whether this view is its window's first responder. O(1).
  open override var isFirstResponder: Bool { hasFirstResponderStatus }

  /// Whether a point in this view's bounds space lies inside it (the bounds, edges half-open).
  ///
  /// Subclasses may widen or narrow the touch area, as with UIKit's `point(inside:with:)`.
  open func point(inside point: Point) -> Bool {
    storedBounds.contains(point)
  }

  /// Whether the view accepts first-responder status: text inputs do, other kinds do not,
  /// unless ``allowsFirstResponder`` says otherwise.
  open override var canBecomeFirstResponder: Bool { allowsFirstResponder ?? isTextInputKind }

  /// The next responder: the controller whose root view this is, else the superview.
  open override var next: Responder? {
    if let controller = extras?.viewController { return controller }
    return parent
  }

  /// The controller whose root view this is, if any; the responder chain passes through it.
  ///
  /// Held weakly: the controller owns its view.
  public internal(set) var viewController: ViewController? {
    get { extras?.viewController }
    set { if newValue != nil || extras != nil { writableExtras.viewController = newValue } }
  }
}
