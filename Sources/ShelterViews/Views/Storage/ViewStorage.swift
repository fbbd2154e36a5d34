public import ShelterGeometry

// The views' unsafe speed lives in this folder (and in the one `storage` declaration in View.swift):
// the fields a walk of the tree reads on every visit sit in one value whose exclusivity is not
// checked at run time, the superview link is unretained, and the child-slot placeholders are shared. Model code reads and writes them
// as plain fields (`storage.bounds`, `storage.childSlots`, …).

/// The fields of a view that walks of the tree read or write on every visit, in the order they are
/// laid out: geometry, then the links, alpha and flags a walk reads together (hit testing reads
/// the geometry, alpha, the hidden and interaction flags and the subview slots of every view it
/// tries).
///
/// A view keeps it in one stored property with `@exclusivity(unchecked)`: the tree's own code never
/// holds an access to it across a call that could reach the same view again, so the run-time check
/// would only cost time on every visit.
@usableFromInline struct ViewStorage {
  /// The view's own coordinate space: the origin is the scroll offset, the size its extent.
  @usableFromInline var bounds: Rect
  /// The anchor point's location in the superview (UIKit's `center`).
  @usableFromInline var position: Point
  /// The point of the bounds, in unit coordinates, that `position` names.
  @usableFromInline var anchorPoint = Point(x: 0.5, y: 0.5)
  /// The transform applied about the anchor point.
  @usableFromInline var transform = Transform.identity
  /// The superview, unretained (see ``UnsafeViewRef``).
  @usableFromInline var parent: UnsafeViewRef?
  /// The subviews back to front, with placeholders (see View+ChildSlots.swift).
  @usableFromInline var childSlots: [View] = []
  /// This view's index in its superview's `childSlots`.
  var slotInParent: Int32 = 0
  /// The number of placeholders in `childSlots`.
  var childPlaceholders: Int32 = 0
  /// ``View/alpha``.
  var alpha: Double = 1
  /// ``View/isHidden``.
  var isHidden = false
  /// ``View/isUserInteractionEnabled``.
  var isUserInteractionEnabled = true
  /// ``View/clipsToBounds``.
  var clipsToBounds = false
  /// Set by the window while this view is its first responder.
  var hasFirstResponderStatus = false
  /// Set by the text-input classes, so the recursive search reads one byte per view.
  var isTextInput = false
  /// Set by ``ScrollView``, so a keyboard move asks each moved subtree for scroll views one byte a view.
  var isScrollView = false
  /// Whether hit testing may walk into this view in its loop: the class is one of Shelter's own,
  /// which never override `hitTest(_:)`.
  var isWalkedByHitTest = false
  /// ``View/autoresizingMask``'s bits.
  @usableFromInline var autoresizingMask: UInt8 = 0
  /// ``View/autoresizesSubviews``.
  var autoresizesSubviews = true
  /// The rarely set values, created on the first write of one of them.
  var extras: ViewExtras?
  /// ``View/identifier``: inline, because a view loaded from a fixture always has one and side
  /// storage for it alone would cost an allocation of every field in ``ViewExtras``.
  var identifier: String?

  /// The storage of a view whose untransformed layout rect in its superview is `frame`.
  init(frame: Rect) {
    let f = frame.standardized
    bounds = Rect(x: 0, y: 0, width: f.size.width, height: f.size.height)
    position = Point(x: f.origin.x + f.size.width / 2, y: f.origin.y + f.size.height / 2)
  }
}

extension View {
  /// The bounds, for code that only reads them.
  var storedBounds: Rect { storage.bounds }

  /// The superview link, for code that only reads it.
  var parentLink: UnsafeViewRef? { storage.parent }

  /// The rarely set values, for code that only reads them.
  var extras: ViewExtras? { storage.extras }

  /// The view's superview.
  @usableFromInline var parent: View? {
    @inline(__always) get { storage.parent?.object }
    @inline(__always) set { storage.parent = newValue.map(UnsafeViewRef.init) }
  }
}
