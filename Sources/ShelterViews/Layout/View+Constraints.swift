public import ShelterGeometry
public import ShelterValues

extension View {
  /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
  public static let noIntrinsicMetric: Double = IntrinsicMetric.none

  /// The view's layout settings, made on first write.
  var writableLayout: ViewLayout {
    if let layout = extras?.layout { return layout }
    let made = ViewLayout()
    writableExtras.layout = made
    return made
  }

  /// Writes one layout setting and marks the window for layout.
  func setLayout<Value>(_ key: ReferenceWritableKeyPath<ViewLayout, Value>, to value: Value) {
    writableLayout[keyPath: key] = value
    setNeedsLayout()
  }

  /// The layout settings if any were written.
  var layoutSettings: ViewLayout? { extras?.layout }

  /// The constraints installed on this view (UIKit's `constraints`), in the order added.
  public var constraints: [LayoutConstraint] { layoutSettings?.constraints ?? [] }

  /// Whether UIKit makes constraints that hold this view at its frame by its autoresizing mask
  /// (default `true`, as for views made in code; Interface Builder and `addArrangedSubview` set it
  /// to `false`). Views that constraints place must turn it off, or the two conflict.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutSettings?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      writableLayout.translatesAutoresizingMask = newValue
      setNeedsLayout()
    }
  }

  /// The size the view's content wants (text, an image), `-1` on an axis for none, as a fixture or
  /// a test gives it; ``intrinsicContentSize``, which Auto Layout reads, returns it unless a
  /// subclass overrides that.
  public var intrinsicSize: Size {
    get {
      layoutSettings?.intrinsicContentSize
        ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    set {
      guard newValue != intrinsicSize else { return }
      writableLayout.intrinsicContentSize = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// Tells layout that the content's size changed, as UIKit's `invalidateIntrinsicContentSize()`.
  public func invalidateIntrinsicContentSize() { setNeedsLayout() }

  /// How much the view resists growing past its intrinsic size on an axis (default 250).
  public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
    guard let layout = layoutSettings else { return .defaultLow }
    return axis == .horizontal ? layout.hugging.horizontal : layout.hugging.vertical
  }

  /// Sets how much the view resists growing past its intrinsic size on an axis.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) {
    if axis == .horizontal {
      writableLayout.hugging.horizontal = priority
    } else {
      writableLayout.hugging.vertical = priority
    }
    setNeedsLayout()
  }

  /// How much the view resists shrinking below its intrinsic size on an axis (default 750).
  public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
    guard let layout = layoutSettings else { return .defaultHigh }
    return axis == .horizontal
      ? layout.compressionResistance.horizontal : layout.compressionResistance.vertical
  }

  /// Sets how much the view resists shrinking below its intrinsic size on an axis.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAttribute.Axis
  ) {
    if axis == .horizontal {
      writableLayout.compressionResistance.horizontal = priority
    } else {
      writableLayout.compressionResistance.vertical = priority
    }
    setNeedsLayout()
  }

  /// Distances from the top to the first and last baselines, for text views; `nil` puts a
  /// baseline at the bottom edge, as UIKit does for a view without text.
  public var baselineOffsets: (first: Double?, last: Double?) {
    get { (layoutSettings?.firstBaselineOffset, layoutSettings?.lastBaselineOffset) }
    set {
      writableLayout.firstBaselineOffset = newValue.first
      writableLayout.lastBaselineOffset = newValue.last
      setNeedsLayout()
    }
  }

  /// The margins as set, edge by edge in the layout direction; `nil` reads UIKit's defaults: 8 on
  /// every edge, or a controller's root view's system minimum.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { layoutSettings?.directionalLayoutMargins ?? defaultLayoutMargins }
    set { setLayout(\.directionalLayoutMargins, to: newValue) }
  }

  /// UIKit's defaults: 8 on every edge; for a controller's root view 0 top and bottom and the
  /// system minimum at the sides, 16 in a compact-width window and 20 in a regular one.
  var defaultLayoutMargins: DirectionalEdgeInsets {
    guard viewController != nil else {
      return DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    let side: Double = window?.isRegularWidth == true ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// Whether margins are measured from the safe area rather than the bounds (default `true`).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutSettings?.insetsLayoutMarginsFromSafeArea ?? true }
    set { setLayout(\.insetsLayoutMarginsFromSafeArea, to: newValue) }
  }

  /// Whether the superview's margins count where they reach into this view (default `false`).
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutSettings?.preservesSuperviewLayoutMargins ?? false }
    set { setLayout(\.preservesSuperviewLayoutMargins, to: newValue) }
  }

  /// The margins in effect, left and right resolved: the directional margins, each edge moved in
  /// by the safe-area inset on that edge while ``insetsLayoutMarginsFromSafeArea`` holds, and at
  /// least the superview's margin where it reaches into this view while
  /// ``preservesSuperviewLayoutMargins`` holds (docs/autolayout.md).
  public var layoutMargins: EdgeInsets {
    var margins = directionalLayoutMargins.resolved(rightToLeft: isRightToLeft)
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
        right: margins.right + safe.right)
    }
    if preservesSuperviewLayoutMargins, let superview {
      let outer = superview.layoutMargins
      let f = layoutRect
      let b = superview.bounds.size
      margins.top = max(margins.top, outer.top - f.minY)
      margins.left = max(margins.left, outer.left - f.minX)
      margins.bottom = max(margins.bottom, outer.bottom - (b.height - f.maxY))
      margins.right = max(margins.right, outer.right - (b.width - f.maxX))
    }
    return margins
  }

  /// Whether leading is the right edge here.
  var isRightToLeft: Bool { window?.application.userInterfaceLayoutDirection == .rightToLeft }

  /// The guide for the view's bounds inset by its safe area (UIKit's `safeAreaLayoutGuide`).
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = layoutSettings?.safeAreaGuide { return guide }
    let guide = LayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide", owningView: self)
    writableLayout.safeAreaGuide = guide
    return guide
  }

  /// The guide for the view's bounds inset by its layout margins (UIKit's `layoutMarginsGuide`).
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = layoutSettings?.marginsGuide { return guide }
    let guide = LayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide", owningView: self)
    writableLayout.marginsGuide = guide
    return guide
  }

  /// The guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [LayoutGuide] { layoutSettings?.guides ?? [] }

  /// Adds a guide that constraints can place, as UIKit's `addLayoutGuide(_:)`.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    writableLayout.guides.append(guide)
    setNeedsLayout()
  }

  /// Removes a guide added with ``addLayoutGuide(_:)``.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, let layout = layoutSettings else { return }
    remove(guide, from: &layout.guides) { $0.owningView = nil }
  }

  /// Installs a constraint on this view (UIKit's `addConstraint(_:)`): every item must be this
  /// view, a descendant, or a guide of one of them.
  @_disfavoredOverload
  public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutConstraintError) {
    try install(constraint)
    setNeedsLayout()
  }

  /// Installs without marking the window: a batch marks each window once, as finding a view's
  /// window climbs the whole tree.
  package func install(_ constraint: LayoutConstraint) throws(LayoutConstraintError) {
    try checkHoldable(constraint)
    if let holder = constraint.holder {
      if holder === self { return }
      holder.removeConstraint(constraint)
    }
    constraint.holder = self
    writableLayout.constraints.append(constraint)
  }

  /// Throws for a constraint this view cannot hold: one that is not valid, or one with an item
  /// that is neither this view, a descendant, nor a guide of one of them.
  private func checkHoldable(_ constraint: LayoutConstraint) throws(LayoutConstraintError) {
    try constraint.validate()
    for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
      guard let owner = item.layoutOwningView, owner === self || owner.isDescendant(of: self) else {
        throw .itemOutsideHolder(constraint.description)
      }
    }
  }

  /// Marks the windows of many views for layout, each window once, climbing each part of the tree
  /// once; returns each view's window.
  @discardableResult
  package static func setNeedsLayout(_ views: [View]) -> [Window?] {
    var windows: [ObjectIdentifier: Window?] = [:]
    var result: [Window?] = []
    result.reserveCapacity(views.count)
    for view in views {
      var path: [ObjectIdentifier] = []
      var current: View? = view
      var found: Window?? = nil
      while let v = current {
        if let known = windows[ObjectIdentifier(v)] {
          found = known
          break
        }
        path.append(ObjectIdentifier(v))
        if v.superview == nil {
          found = .some(v as? Window)
          break
        }
        current = v.superview
      }
      let window = found ?? nil
      for id in path { windows[id] = window }
      if let window {
        window.needsLayoutPass = true
        window.layoutEngine?.needsFullPass = true
      }
      result.append(window)
    }
    return result
  }

  /// Installs constraints the system made for this view's own subviews and guides (a stack
  /// view's), without the checks app constraints go through.
  func installSystemConstraints(_ constraints: [LayoutConstraint]) {
    let layout = writableLayout
    for constraint in constraints {
      constraint.holder = self
      layout.constraints.append(constraint)
    }
    setNeedsLayout()
  }

  /// Removes the installed constraints with these identities, in one pass over the list.
  func uninstallConstraints(_ identities: Set<ObjectIdentifier>) {
    guard let layout = layoutSettings else { return }
    removeIdentified(identities, from: &layout.constraints) { $0.holder = nil }
  }

  /// Removes the guides with these identities, in one pass over the list.
  func removeLayoutGuides(_ identities: Set<ObjectIdentifier>) {
    guard let layout = layoutSettings else { return }
    removeIdentified(identities, from: &layout.guides) { $0.owningView = nil }
  }

  /// Removes the objects with these identities from one of the view's lists, detaching each, and
  /// asks for a layout pass.
  private func removeIdentified<Item: AnyObject>(
    _ identities: Set<ObjectIdentifier>, from list: inout [Item], detach: (Item) -> Void
  ) {
    list.removeAll { item in
      guard identities.contains(ObjectIdentifier(item)) else { return false }
      detach(item)
      return true
    }
    setNeedsLayout()
  }

  /// Takes one object off one of the view's lists and detaches it, and asks for a layout pass.
  private func remove<Item: AnyObject>(_ item: Item, from list: inout [Item], detach: (Item) -> Void) {
    list.removeAll { $0 === item }
    detach(item)
    setNeedsLayout()
  }

  /// Installs several constraints, or none if one cannot be.
  @_disfavoredOverload
  public func addConstraints(_ constraints: [LayoutConstraint]) throws(LayoutConstraintError) {
    for constraint in constraints { try checkHoldable(constraint) }
    for constraint in constraints { try install(constraint) }
    setNeedsLayout()
  }

  /// Removes an installed constraint (UIKit's `removeConstraint(_:)`).
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.holder === self, let layout = layoutSettings else { return }
    remove(constraint, from: &layout.constraints) { $0.holder = nil }
  }

  /// The view's untransformed layout rect in its superview: what Auto Layout solves for (it
  /// ignores transforms): `center − anchorPoint × size`, with the bounds' size.
  public var layoutRect: Rect {
    let size = bounds.size
    return Rect(
      x: center.x - anchorPoint.x * size.width, y: center.y - anchorPoint.y * size.height,
      width: size.width, height: size.height)
  }

  /// Places the view's untransformed layout rect, as a layout pass does: the bounds' size (which
  /// resizes subviews by their masks) and the center.
  package func setLayoutRect(_ rect: Rect) {
    var b = bounds
    if b.size != rect.size {
      b.size = rect.size
      bounds = b
    }
    center = Point(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
  }

  /// The closest view that is both this view or an ancestor of it and `other` or an ancestor of it.
  ///
  /// Climbs from both views in turn, so the cost is the distance to the answer, not the depth of
  /// the tree: a constraint between a view and its superview costs one step however deep they are.
  func closestCommonAncestor(with other: View) -> View? {
    if self === other { return self }
    var seenMine: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var seenTheirs: Set<ObjectIdentifier> = [ObjectIdentifier(other)]
    var mine: View? = self
    var theirs: View? = other
    // One step up one side: the superview reached when the other side has been there already;
    // otherwise it is marked seen and the side moves to it (to `nil` past its root).
    func climb(_ side: inout View?, seen: inout Set<ObjectIdentifier>, otherSeen: Set<ObjectIdentifier>)
      -> View?
    {
      guard let view = side?.superview else {
        side = nil
        return nil
      }
      if otherSeen.contains(ObjectIdentifier(view)) { return view }
      seen.insert(ObjectIdentifier(view))
      side = view
      return nil
    }
    while mine != nil || theirs != nil {
      if let met = climb(&mine, seen: &seenMine, otherSeen: seenTheirs) { return met }
      if let met = climb(&theirs, seen: &seenTheirs, otherSeen: seenMine) { return met }
      if let m = mine, seenTheirs.contains(ObjectIdentifier(m)) { return m }
      if let t = theirs, seenMine.contains(ObjectIdentifier(t)) { return t }
    }
    return nil
  }

}
