import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// `first − multiplier × second − constant`, measured in the holder's space; `nil` when an item
  /// has left the holder's subtree (the constraint then waits, as UIKit's would be removed).
  /// `rightToLeft` is the holder's window's layout direction, which decides leading and trailing.
  ///
  /// Two positions related with a multiplier of 1 and mirrored alike are measured from their
  /// items' closest common ancestor instead: the origins of the views above it and the holder's
  /// width, when mirrored, appear on both sides and cancel exactly, so the form is the same, term
  /// for term, and costs the distance between the items, not their depth below the holder.
  func form(
    of constraint: LayoutConstraint, holder: Int, rightToLeft: Bool, tree: inout PassTree
  ) -> LinearForm? {
    guard let firstItem = constraint.firstItem else { return nil }
    let secondItem = constraint.secondAttribute == nil ? nil : constraint.secondItem
    guard let first = side(of: firstItem, constraint.firstAttribute, facing: secondItem, in: holder, tree)
    else { return nil }
    var second: Side?
    if let attribute = constraint.secondAttribute {
      if let item = constraint.secondItem {
        second = side(of: item, attribute, facing: firstItem, in: holder, tree)
      }
      guard second != nil else {
        // A second item that is gone leaves the constraint waiting, as UIKit removes it; the first
        // is still measured for what measuring it notes.
        _ = measure(first, from: holder, holder: holder, rightToLeft: rightToLeft, tree: &tree)
        return nil
      }
    }
    guard let second else {
      guard
        var form = measure(first, from: holder, holder: holder, rightToLeft: rightToLeft, tree: &tree)?.form
      else { return nil }
      form.constant -= constraint.constant
      return form
    }
    let mirrored = first.mirrored(rightToLeft)
    var space = holder
    if constraint.multiplier == 1, !first.attribute.isSize, !second.attribute.isSize,
      second.mirrored(rightToLeft) == mirrored
    {
      space = tree.closestCommonAncestor(first.owner, second.owner)
    }
    guard var form = measure(first, from: space, holder: holder, rightToLeft: rightToLeft, tree: &tree)?.form,
      let other = measure(second, from: space, holder: holder, rightToLeft: rightToLeft, tree: &tree)?.form
    else { return nil }
    if space == holder {
      form.add(other, times: -constraint.multiplier)
    } else {
      // Both unmirrored here: `(W − a) − (W − b)` is `−(a − b)`, with the same terms in order.
      form.add(other, times: -1)
      if mirrored { form.negate() }
    }
    form.constant -= constraint.constant
    return form
  }

  /// One side of a constraint as the pass measures it: the item (a stack view's baseline stands for
  /// the view it names), its attribute, its owning view's place inside the holder, and whether the
  /// attribute means a scroll view's content area.
  struct Side {
    let item: any LayoutItem
    let attribute: LayoutAttribute
    let owner: Int
    let contentArea: Bool

    /// Whether the attribute is measured from the right edge: leading or trailing in a
    /// right-to-left layout.
    func mirrored(_ rightToLeft: Bool) -> Bool { rightToLeft && attribute.isDirectional }
  }

  /// The side of a constraint an item and attribute make; `nil` when its owning view has left the
  /// holder's subtree.
  func side(
    of item: any LayoutItem, _ attribute: LayoutAttribute, facing other: (any LayoutItem)?, in holder: Int,
    _ tree: PassTree
  ) -> Side? {
    let contentArea = attachesToContentArea(item, attribute, facing: other, tree)
    var item = item
    if attribute == .firstBaseline || attribute == .lastBaseline {
      // A stack view's baseline is the one of the view it names for baseline layout, in turn.
      while let stack = item as? StackView,
        let inner = stack.viewForBaselineLayout(last: attribute == .lastBaseline)
      {
        item = inner
      }
    }
    guard let owner = item.layoutOwningView, let place = tree.place(of: owner),
      tree.contains(place, in: holder)
    else { return nil }
    return Side(item: item, attribute: attribute, owner: place, contentArea: contentArea)
  }

  /// Whether `item`'s attribute means its content area rather than its frame: the item is a scroll
  /// view, the attribute an edge or an edge margin, and the other item lies inside the scroll view
  /// (Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the edges or
  /// margins of a scroll view and its content attach to the content area; widths, heights and
  /// centers, and anything related to views outside, attach to the frame).
  func attachesToContentArea(
    _ item: any LayoutItem, _ attribute: LayoutAttribute, facing other: (any LayoutItem)?, _ tree: PassTree
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
    if let place = tree.place(of: v), let scrollPlace = tree.place(of: scroll) {
      return tree.contains(place, in: scrollPlace)
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

  /// The value of one side of a constraint, measured from the view at `space` (the holder, or a
  /// view inside it above the side's owner), and whether it came out mirrored: measured from the
  /// holder's right edge, which happens only when `space` is the holder. Makes the variables of
  /// every view between the owner and the holder, as a walk up to the holder would.
  func measure(
    _ side: Side, from space: Int, holder: Int, rightToLeft: Bool, tree: inout PassTree
  ) -> (form: LinearForm, mirrored: Bool)? {
    let item = side.item
    let attribute = side.attribute
    let contentArea = side.contentArea
    tree.makeVariables(from: side.owner, upTo: holder, in: self)
    let owner = tree.views[side.owner]
    // The owner's origin in the space's coordinates: the sum of the origins between them. A size
    // needs none.
    var origin = LinearForm()
    if !attribute.isSize {
      var place = side.owner
      while place != space {
        let vars = variables(of: tree.views[place])
        origin.add(attribute.axis == .horizontal ? vars.x : vars.y, 1)
        place = tree.parents[place]
      }
    }
    let ownerVars = variables(of: owner)
    // The item's rect relative to its owner's origin (left, top, width, height), each one variable
    // or none plus a constant, so measuring an attribute builds one form, not one per part.
    typealias Part = (variable: LayoutVariable?, constant: Double)
    let none: Part = (nil, 0)
    let rect: (x: Part, y: Part, w: Part, h: Part)
    var margins = EdgeInsets()
    /// The content area: origin at content offset zero, size the content guide's (only its width
    /// and height variables take part).
    var contentScroll: ScrollView?
    func content(_ scroll: ScrollView) -> (x: Part, y: Part, w: Part, h: Part) {
      contentScroll = scroll
      let c = variables(of: scroll.contentLayoutGuide)
      return (none, none, (c.width, 0), (c.height, 0))
    }
    let frame: (x: Part, y: Part, w: Part, h: Part) = (
      none, none, (ownerVars.width, 0), (ownerVars.height, 0)
    )
    if let view = item as? View {
      if contentArea, let scroll = view as? ScrollView {
        rect = content(scroll)
      } else {
        rect = frame
      }
      if attribute.isMargin { margins = view.layoutMargins }
    } else if let guide = item as? LayoutGuide {
      switch guide.kind {
      case .user:
        let g = variables(of: guide)
        rect = ((g.x, 0), (g.y, 0), (g.width, 0), (g.height, 0))
      case .scrollContent:
        guard let scroll = owner as? ScrollView else { return nil }
        rect = content(scroll)
      case .scrollFrame:
        rect = frame
      case .safeArea, .layoutMargins:
        let inset = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        rect = (
          (nil, inset.left), (nil, inset.top), (ownerVars.width, 0 + (-inset.left - inset.right)),
          (ownerVars.height, 0 + (-inset.top - inset.bottom))
        )
      }
    } else if let guide = item as? KeyboardLayoutGuide {
      // The band the keyboard covers, held to the owner's side and bottom edges as they move.
      let f = guide.layoutFrame
      let size = owner.bounds.size
      let right = size.width - f.maxX
      let bottom = size.height - f.maxY
      rect = (
        (nil, f.minX), (ownerVars.height, 0 + (-bottom - f.height)), (ownerVars.width, 0 + (-f.minX - right)),
        (nil, f.height)
      )
    } else {
      return nil
    }
    /// `form + factor × part`.
    func plus(_ form: LinearForm, _ part: Part, times factor: Double) -> LinearForm {
      var result = form
      if let variable = part.variable { result.add(variable, 1 * factor) }
      result.constant += part.constant * factor
      return result
    }
    /// A part alone.
    func alone(_ part: Part) -> LinearForm {
      LinearForm(part.variable.map { [($0, 1)] } ?? [], constant: part.constant)
    }
    let holderView = tree.views[holder]
    /// `holder.width − value`: a position measured from the holder's right edge. Measured from a
    /// view inside the holder, the value stays as it is and the caller mirrors the difference.
    var isMirrored = false
    func mirrored(_ value: LinearForm) -> LinearForm {
      let width = variables(of: holderView).width
      guard space == holder else { return value }
      isMirrored = true
      var result = LinearForm([(width, 1)])
      result.add(value, times: -1)
      return result
    }
    func measured() -> LinearForm {
      if attribute.isSize { return alone(attribute == .width ? rect.w : rect.h) }
      if attribute.axis == .horizontal {
        let x = plus(origin, rect.x, times: 1)
        func right(_ inset: Double) -> LinearForm { plus(x, rect.w, times: 1).adding(constant: -inset) }
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
        case .centerX: return plus(x, rect.w, times: 0.5)
        default:
          return plus(x, rect.w, times: 0.5).adding(constant: (margins.left - margins.right) / 2)
        }
      }
      let y = plus(origin, rect.y, times: 1)
      switch attribute {
      case .top: return y
      case .bottom: return plus(y, rect.h, times: 1)
      case .topMargin: return y.adding(constant: margins.top)
      case .bottomMargin: return plus(y, rect.h, times: 1).adding(constant: -margins.bottom)
      case .centerY: return plus(y, rect.h, times: 0.5)
      case .centerYWithinMargins:
        return plus(y, rect.h, times: 0.5).adding(constant: (margins.top - margins.bottom) / 2)
      default:
        // The first or last baseline.
        let offsets = (item as? View)?.baselineOffsets
        let offset = attribute == .firstBaseline ? offsets?.first : offsets?.last
        if let offset { return y.adding(constant: offset) }
        return plus(y, rect.h, times: 1)
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
    return (result, isMirrored)
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
