import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// `first − multiplier × second − constant`, measured in the holder's space; `nil` when an item
  /// has left the holder's subtree (the constraint then waits, as UIKit's would be removed).
  /// `rightToLeft` is the holder's window's layout direction, which decides leading and trailing.
  func form(of constraint: LayoutConstraint, holder: View, rightToLeft: Bool) -> LinearForm? {
    guard let firstItem = constraint.firstItem,
      var first = value(of: firstItem, constraint.firstAttribute, in: holder, rightToLeft: rightToLeft)
    else {
      return nil
    }
    if let attribute = constraint.secondAttribute {
      // A second item that is gone leaves the constraint waiting, as UIKit removes it.
      guard let item = constraint.secondItem else { return nil }
      guard let second = value(of: item, attribute, in: holder, rightToLeft: rightToLeft) else {
        return nil
      }
      first.add(second, times: -constraint.multiplier)
    }
    first.constant -= constraint.constant
    return first
  }

  /// The value of an attribute of an item, in the holder's space.
  func value(
    of item: any LayoutItem, _ attribute: LayoutAttribute, in holder: View, rightToLeft: Bool
  ) -> LinearForm? {
    var item = item
    if attribute == .firstBaseline || attribute == .lastBaseline {
      // A stack view's baseline is the one of the view it names for baseline layout, in turn.
      while let stack = item as? StackView,
        let inner = stack.viewForBaselineLayout(last: attribute == .lastBaseline)
      {
        item = inner
      }
    }
    guard let owner = item.layoutOwningView else { return nil }
    // The owner's origin in the holder's space: the sum of the origins between them.
    var origin = LinearForm()
    var v = owner
    while v !== holder {
      let vars = variables(of: v)
      origin.add(attribute.axis == .horizontal ? vars.x : vars.y, 1)
      guard let up = v.superview else { return nil }
      v = up
    }
    let ownerVars = variables(of: owner)
    // The item's rect relative to its owner's origin: (left, top, width, height).
    let rect: (x: LinearForm, y: LinearForm, w: LinearForm, h: LinearForm)
    let w = LinearForm([(ownerVars.width, 1)])
    let h = LinearForm([(ownerVars.height, 1)])
    var margins = EdgeInsets()
    if let view = item as? View {
      rect = (LinearForm(), LinearForm(), w, h)
      if attribute.isMargin { margins = view.layoutMargins }
    } else if let guide = item as? LayoutGuide {
      switch guide.kind {
      case .user:
        let g = variables(of: guide)
        rect = (
          LinearForm([(g.x, 1)]), LinearForm([(g.y, 1)]), LinearForm([(g.width, 1)]),
          LinearForm([(g.height, 1)])
        )
      case .safeArea, .layoutMargins:
        let inset = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        rect = (
          LinearForm(constant: inset.left), LinearForm(constant: inset.top),
          w.adding(constant: -inset.left - inset.right), h.adding(constant: -inset.top - inset.bottom)
        )
      }
    } else if let guide = item as? KeyboardLayoutGuide {
      // The band the keyboard covers, held to the owner's side and bottom edges as they move.
      let f = guide.layoutFrame
      let size = owner.bounds.size
      let right = size.width - f.maxX
      let bottom = size.height - f.maxY
      rect = (
        LinearForm(constant: f.minX), h.adding(constant: -bottom - f.height),
        w.adding(constant: -f.minX - right), LinearForm(constant: f.height)
      )
    } else {
      return nil
    }
    var x = origin
    var y = origin
    x.add(rect.x, times: 1)
    y.add(rect.y, times: 1)
    /// `holder.width − value`: a position measured from the holder's right edge.
    func mirrored(_ value: LinearForm) -> LinearForm {
      var result = LinearForm([(variables(of: holder).width, 1)])
      result.add(value, times: -1)
      return result
    }
    func right(_ inset: Double) -> LinearForm { x.adding(rect.w, times: 1).adding(constant: -inset) }
    switch attribute {
    case .left: return x
    case .right: return right(0)
    case .leftMargin: return x.adding(constant: margins.left)
    case .rightMargin: return right(margins.right)
    case .leading: return rightToLeft ? mirrored(right(0)) : x
    case .trailing: return rightToLeft ? mirrored(x) : right(0)
    case .leadingMargin:
      return rightToLeft ? mirrored(right(margins.right)) : x.adding(constant: margins.left)
    case .trailingMargin:
      return rightToLeft ? mirrored(x.adding(constant: margins.left)) : right(margins.right)
    case .width: return rect.w
    case .height: return rect.h
    case .centerX: return x.adding(rect.w, times: 0.5)
    case .centerXWithinMargins:
      return x.adding(rect.w, times: 0.5).adding(constant: (margins.left - margins.right) / 2)
    case .top: return y
    case .bottom: return y.adding(rect.h, times: 1)
    case .topMargin: return y.adding(constant: margins.top)
    case .bottomMargin: return y.adding(rect.h, times: 1).adding(constant: -margins.bottom)
    case .centerY: return y.adding(rect.h, times: 0.5)
    case .centerYWithinMargins:
      return y.adding(rect.h, times: 0.5).adding(constant: (margins.top - margins.bottom) / 2)
    case .firstBaseline, .lastBaseline:
      let offsets = (item as? View)?.baselineOffsets
      let offset = attribute == .firstBaseline ? offsets?.first : offsets?.last
      if let offset { return y.adding(constant: offset) }
      return y.adding(rect.h, times: 1)
    }
  }
}

extension LayoutConstraint.Relation {
  /// The solver's spelling.
  var solverRelation: LayoutRelation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}
