import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// `first − multiplier × second − constant`, measured in the holder's space; `nil` when an item
  /// has left the holder's subtree (the constraint then waits, as UIKit's would be removed).
  /// `rightToLeft` is the holder's window's layout direction, which decides leading and trailing.
  func form(of constraint: LayoutConstraint, holder: View, rightToLeft: Bool) -> LinearForm? {
    guard let firstItem = constraint.firstItem else { return nil }
    let secondItem = constraint.secondAttribute == nil ? nil : constraint.secondItem
    guard
      var first = value(
        of: firstItem, constraint.firstAttribute, in: holder, rightToLeft: rightToLeft,
        contentArea: attachesToContentArea(firstItem, constraint.firstAttribute, facing: secondItem))
    else {
      return nil
    }
    if let attribute = constraint.secondAttribute {
      // A second item that is gone leaves the constraint waiting, as UIKit removes it.
      guard let item = constraint.secondItem else { return nil }
      guard
        let second = value(
          of: item, attribute, in: holder, rightToLeft: rightToLeft,
          contentArea: attachesToContentArea(item, attribute, facing: firstItem))
      else {
        return nil
      }
      first.add(second, times: -constraint.multiplier)
    }
    first.constant -= constraint.constant
    return first
  }

  /// Whether `item`'s attribute means its content area rather than its frame: the item is a scroll
  /// view, the attribute an edge or an edge margin, and the other item lies inside the scroll view
  /// (Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the edges or
  /// margins of a scroll view and its content attach to the content area; widths, heights and
  /// centers, and anything related to views outside, attach to the frame).
  func attachesToContentArea(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, facing other: (any LayoutItem)?
  )
    -> Bool
  {
    guard let scroll = item as? ScrollView, let other, var v = other.layoutOwningView, v !== scroll else {
      return false
    }
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin,
      .bottomMargin,
      .leadingMargin, .trailingMargin:
      break
    default: return false
    }
    while let up = v.superview {
      if up === scroll { return true }
      v = up
    }
    return false
  }

  /// Notes that a scroll view's content size takes part in this pass, so its guide gets its rows
  /// and its solved size is written back as the content size.
  func noteContentGuide(of scroll: ScrollView) {
    if contentScrollViewIDs.insert(ObjectIdentifier(scroll)).inserted { contentScrollViews.append(scroll) }
  }

  /// The value of an attribute of an item, in the holder's space; `contentArea` measures a scroll
  /// view's edges on its content area (``attachesToContentArea(_:_:facing:)``).
  func value(
    of item: any LayoutItem, _ attribute: LayoutAttribute, in holder: View, rightToLeft: Bool,
    contentArea: Bool = false
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
    /// The content area: origin at content offset zero, size the content guide's (only its width
    /// and height variables take part).
    var contentScroll: ScrollView?
    func content(_ scroll: ScrollView) -> (x: LinearForm, y: LinearForm, w: LinearForm, h: LinearForm) {
      contentScroll = scroll
      let c = variables(of: scroll.contentLayoutGuide)
      return (LinearForm(), LinearForm(), LinearForm([(c.width, 1)]), LinearForm([(c.height, 1)]))
    }
    if let view = item as? View {
      if contentArea, let scroll = view as? ScrollView {
        rect = content(scroll)
      } else {
        rect = (LinearForm(), LinearForm(), w, h)
      }
      if attribute.isMargin { margins = view.layoutMargins }
    } else if let guide = item as? LayoutGuide {
      switch guide.kind {
      case .user:
        let g = variables(of: guide)
        rect = (
          LinearForm([(g.x, 1)]), LinearForm([(g.y, 1)]), LinearForm([(g.width, 1)]),
          LinearForm([(g.height, 1)])
        )
      case .scrollContent:
        guard let scroll = owner as? ScrollView else { return nil }
        rect = content(scroll)
      case .scrollFrame:
        rect = (LinearForm(), LinearForm(), w, h)
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
    func measured() -> LinearForm {
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
    let result = measured()
    // A content guide takes part only where its size does: a top or leading pin alone leaves
    // the content size to the scroll view.
    if let scroll = contentScroll, let c = variables[ObjectIdentifier(scroll.contentLayoutGuide)],
      result.terms.contains(where: { $0.variable == c.width || $0.variable == c.height })
    {
      noteContentGuide(of: scroll)
    }
    return result
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
