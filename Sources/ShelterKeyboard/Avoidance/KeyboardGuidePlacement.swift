import ShelterValues
package import ShelterViews

extension KeyboardGeometry {
  /// Whether a keyboard layout guide places `field`: the field, or an ancestor of it below its
  /// nearest scroll view, rides the keyboard because a constraint ties its vertical position (top,
  /// bottom, centre or baseline) to a keyboard layout guide, directly or through views tied the
  /// same way (an input bar on the guide, a field on that bar or on its margins).
  ///
  /// Such a field sits where the app put it on the keyboard, by design: the rules judge it visible
  /// and clear of the keyboard with no distance beyond that placement, and Shelter's policy does
  /// not lift it (``distance(_:for:)``). A scroll view tied to the guide is resized, not carried,
  /// so it passes nothing on: neither to its content nor to views tied to its edges. One pass over
  /// the window's views and constraints, then a walk of what the guide carries: linear in both.
  package static func isPlacedByKeyboardGuide(_ field: View) -> Bool {
    guard let window = field.window else { return false }
    // The views whose vertical place constraints may carry the field.
    var chain: Set<ObjectIdentifier> = [ObjectIdentifier(field)]
    var ancestor = field.superview
    while let view = ancestor, view !== window, !(view is ScrollView && view.kind.isScrollable) {
      chain.insert(ObjectIdentifier(view))
      ancestor = view.superview
    }
    var constraints: [LayoutConstraint] = []
    for view in window.subtree { constraints += view.constraints }
    // The view whose vertical place an item follows, or `nil` for the keyboard guide itself (its
    // owner's keyboard), for a scroll view's content guide, or for a size.
    func placedView(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> View? {
      guard let attribute, attribute.axis == .vertical, !attribute.isSize else { return nil }
      switch item {
      case let view as View: return view
      case let guide as LayoutGuide: return guide.kind == .scrollContent ? nil : guide.owningView
      default: return nil
      }
    }
    func isKeyboardGuide(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> Bool {
      item is KeyboardLayoutGuide && attribute.map { $0.axis == .vertical && !$0.isSize } == true
    }
    // Which views each view's vertical place passes on to, and the views the guide places itself.
    var carries: [ObjectIdentifier: [View]] = [:]
    var pending: [View] = []
    for constraint in constraints where constraint.relation == .equal {
      let first = (constraint.firstItem, constraint.firstAttribute as LayoutAttribute?)
      let second = (constraint.secondItem, constraint.secondAttribute)
      for (one, other) in [(first, second), (second, first)] {
        guard let view = placedView(one.0, one.1) else { continue }
        if isKeyboardGuide(other.0, other.1) {
          pending.append(view)
        } else if let source = placedView(other.0, other.1),
          !(source is ScrollView && source.kind.isScrollable)
        {
          // A scroll view on the guide is resized, not carried: it passes nothing on.
          carries[ObjectIdentifier(source), default: []].append(view)
        }
      }
    }
    var riding: Set<ObjectIdentifier> = []
    while let view = pending.popLast() {
      guard riding.insert(ObjectIdentifier(view)).inserted else { continue }
      if chain.contains(ObjectIdentifier(view)) { return true }
      pending += carries[ObjectIdentifier(view)] ?? []
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
