import ShelterValues
package import ShelterViews

extension KeyboardGeometry {
  /// Whether a keyboard layout guide places `field`: the field, or an ancestor of it below its
  /// nearest scroll view, rides the keyboard because a constraint ties its vertical position (top,
  /// bottom, centre or baseline) to a keyboard layout guide, directly or through views tied the
  /// same way (an input bar on the guide, a field on that bar or on its margins, a layout guide of
  /// the app's own tied to the keyboard guide).
  ///
  /// Such a field sits where the app put it on the keyboard, by design: the rules judge it visible
  /// and clear of the keyboard with no distance beyond that placement, and Shelter's policy does
  /// not lift it (``distance(_:for:)``). A scroll view tied to the guide is resized, not carried,
  /// so it passes nothing on: neither to its content nor to views tied to its edges. One pass over
  /// the window's views and constraints, then a walk of what the guide carries: linear in both.
  package static func isPlacedByKeyboardGuide(_ field: View) -> Bool {
    guard let window = field.window else { return false }
    // No view made a keyboard guide, so nothing can be tied to one: the common screen pays one
    // load, and a screen while guides exist elsewhere one read a view.
    guard KeyboardLayoutGuide.anyExists,
      window.subtreeContains(where: { $0.existingKeyboardLayoutGuide != nil })
    else { return false }
    var constraints: [LayoutConstraint] = []
    for view in window.subtree { constraints += view.constraints }
    // The views whose vertical place constraints may carry the field.
    var chain: Set<ObjectIdentifier> = [ObjectIdentifier(field)]
    var ancestor = field.superview
    while let view = ancestor, view !== window, !(view is ScrollView && view.kind.isScrollable) {
      chain.insert(ObjectIdentifier(view))
      ancestor = view.superview
    }
    // What moves when an item's vertical place does: a view, the view owning a safe-area, margins
    // or frame guide, or a user guide itself; `nil` for the keyboard guide (its owner's keyboard),
    // for a scroll view's content guide, or for a size.
    func placed(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> AnyObject? {
      guard let attribute, attribute.axis == .vertical, !attribute.isSize else { return nil }
      switch item {
      case let view as View: return view
      case let guide as LayoutGuide:
        switch guide.kind {
        case .scrollContent: return nil
        case .user: return guide
        default: return guide.owningView
        }
      default: return nil
      }
    }
    func isKeyboardGuide(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> Bool {
      item is KeyboardLayoutGuide && attribute.map { $0.axis == .vertical && !$0.isSize } == true
    }
    // Which items each item's vertical place passes on to, and the items the guide places itself.
    var carries: [ObjectIdentifier: [AnyObject]] = [:]
    var pending: [AnyObject] = []
    for constraint in constraints where constraint.relation == .equal {
      let first = (constraint.firstItem, constraint.firstAttribute as LayoutAttribute?)
      let second = (constraint.secondItem, constraint.secondAttribute)
      for (one, other) in [(first, second), (second, first)] {
        guard let item = placed(one.0, one.1) else { continue }
        if isKeyboardGuide(other.0, other.1) {
          pending.append(item)
        } else if let source = placed(other.0, other.1),
          !((source as? ScrollView)?.kind.isScrollable ?? false)
        {
          // A scroll view on the guide is resized, not carried: it passes nothing on.
          carries[ObjectIdentifier(source), default: []].append(item)
        }
      }
    }
    var riding: Set<ObjectIdentifier> = []
    while let item = pending.popLast() {
      guard riding.insert(ObjectIdentifier(item)).inserted else { continue }
      if chain.contains(ObjectIdentifier(item)) { return true }
      pending += carries[ObjectIdentifier(item)] ?? []
    }
    return false
  }

  /// The distance to keep `field` above the keyboard: `distance`, or 0 for a field a keyboard
  /// layout guide places (``isPlacedByKeyboardGuide(_:)``), whose place on the keyboard is the
  /// app's own. The one answer Shelter's policy and the rules share.
  package static func distance(_ distance: Double, for field: View) -> Double {
    isPlacedByKeyboardGuide(field) ? 0 : distance
  }
}
