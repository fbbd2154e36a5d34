import ShelterGeometry
import ShelterSupport
import ShelterValues
import ShelterViews

/// One constraint as the drawing shows it: a line between the two anchors it relates, as Xcode's
/// canvas draws constraints, with its constant as the label.
struct ConstraintMark: Equatable {
  /// The constraint's id, else its description.
  var name: String
  /// Where the line starts and ends, in window space.
  var from, to: Point
  /// The label: relation, multiplier, constant and priority, as far as they differ from `==`,
  /// 1, 0 and required (`20`, `≥ 8`, `×0.5`, `44 @750`); empty for a bare `a == b`.
  var label: String
  /// Whether the last layout pass broke it.
  var isBroken: Bool
  /// Whether it is optional (priority below required): drawn dashed, as Xcode does.
  var isOptional: Bool

  /// How far inside a view's bottom (width) or right edge (height) a size constraint is drawn.
  static let sizeInset = 4.0

  /// Every active constraint the app made (the fixture's, not autoresizing or generated ones), in
  /// the order of the views back to front and each view's constraints in order; views under a
  /// hidden ancestor are left out.
  static func all(in placed: [PlacedView]) -> [ConstraintMark] {
    var boxes: [ObjectIdentifier: Rect] = [:]
    for item in placed where !item.isHidden { boxes[ObjectIdentifier(item.view)] = item.quad.boundingBox }
    var marks: [ConstraintMark] = []
    for item in placed {
      for constraint in item.view.constraints where constraint.origin == .user {
        if let mark = mark(for: constraint, boxes: boxes) { marks.append(mark) }
      }
    }
    return marks
  }

  /// The mark of one constraint, `nil` when an item it names is not drawn.
  static func mark(for constraint: LayoutConstraint, boxes: [ObjectIdentifier: Rect]) -> ConstraintMark? {
    guard let first = constraint.firstItem, let firstRect = rect(of: first, boxes: boxes) else { return nil }
    let rightToLeft = first.layoutOwningView?.window?.application.userInterfaceLayoutDirection == .rightToLeft
    let attribute = constraint.firstAttribute
    var from: Point
    var to: Point
    if attribute.isSize {
      // A size runs across the item, just inside its bottom (width) or right edge (height).
      if attribute == .width {
        let y = firstRect.maxY - sizeInset
        (from, to) = (Point(x: firstRect.minX, y: y), Point(x: firstRect.maxX, y: y))
      } else {
        let x = firstRect.maxX - sizeInset
        (from, to) = (Point(x: x, y: firstRect.minY), Point(x: x, y: firstRect.maxY))
      }
    } else {
      guard let second = constraint.secondItem, let secondAttribute = constraint.secondAttribute,
        let secondRect = rect(of: second, boxes: boxes)
      else { return nil }
      let a = value(attribute, of: first, in: firstRect, rightToLeft: rightToLeft, boxes: boxes)
      let b = value(secondAttribute, of: second, in: secondRect, rightToLeft: rightToLeft, boxes: boxes)
      // A position runs from the first anchor to the second, through the first item's middle.
      if attribute.axis == .horizontal {
        (from, to) = (Point(x: a, y: firstRect.midY), Point(x: b, y: firstRect.midY))
      } else {
        (from, to) = (Point(x: firstRect.midX, y: a), Point(x: firstRect.midX, y: b))
      }
    }
    let engine = first.layoutOwningView?.window?.layoutEngine
    return ConstraintMark(
      name: constraint.identifier ?? constraint.description, from: from, to: to, label: label(of: constraint),
      isBroken: engine?.isBroken(constraint) ?? false, isOptional: !constraint.priority.isRequired)
  }

  /// `≥ 8`, `×0.5`, `20 @750`: what differs from a bare `a == b`.
  static func label(of constraint: LayoutConstraint) -> String {
    var parts: [String] = []
    switch constraint.relation {
    case .equal: break
    case .lessThanOrEqual: parts.append("≤")
    case .greaterThanOrEqual: parts.append("≥")
    }
    if constraint.secondItem != nil, constraint.multiplier != 1 {
      parts.append("×" + NumberText.shortest(constraint.multiplier))
    }
    if constraint.constant != 0 || constraint.secondItem == nil {
      parts.append(NumberText.shortest(constraint.constant))
    }
    if !constraint.priority.isRequired {
      parts.append("@" + NumberText.shortest(constraint.priority.rawValue))
    }
    return parts.joined(separator: " ")
  }

  /// An item's rect in window space: a drawn view's box, or a guide's (a layout guide's or the
  /// keyboard layout guide's) frame inside its view's box.
  static func rect(of item: any LayoutItem, boxes: [ObjectIdentifier: Rect]) -> Rect? {
    if let view = item as? View { return boxes[ObjectIdentifier(view)] }
    guard let owner = item.layoutOwningView, let box = boxes[ObjectIdentifier(owner)] else { return nil }
    let frame: Rect
    if let guide = item as? LayoutGuide {
      frame = guide.layoutFrame
    } else if let guide = item as? KeyboardLayoutGuide {
      frame = guide.layoutFrame
    } else {
      return nil
    }
    return frame.offsetBy(dx: box.minX, dy: box.minY)
  }

  /// Where an attribute lies on an item's rect (x for the horizontal axis, y for the vertical);
  /// margins are measured on the view's layout-margins guide, baselines drawn at the bottom edge.
  static func value(
    _ attribute: LayoutAttribute, of item: any LayoutItem, in rect: Rect, rightToLeft: Bool,
    boxes: [ObjectIdentifier: Rect]
  ) -> Double {
    var rect = rect
    if attribute.isMargin, let view = item as? View,
      let margins = self.rect(of: view.layoutMarginsGuide, boxes: boxes)
    {
      rect = margins
    }
    switch attribute {
    case .left, .leftMargin: return rect.minX
    case .right, .rightMargin: return rect.maxX
    case .leading, .leadingMargin: return rightToLeft ? rect.maxX : rect.minX
    case .trailing, .trailingMargin: return rightToLeft ? rect.minX : rect.maxX
    case .centerX, .centerXWithinMargins: return rect.midX
    case .top, .topMargin: return rect.minY
    case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return rect.maxY
    case .centerY, .centerYWithinMargins: return rect.midY
    case .width: return rect.width
    case .height: return rect.height
    }
  }
}

extension SceneDrawing {
  /// Every constraint the app made, as Xcode's canvas draws them: a line between the anchors with
  /// the constant at its middle, blue, dashed when optional, red when the last pass broke it.
  func writeConstraints(to svg: inout SVGWriter) {
    svg.open("g", [("class", "constraints")])
    for mark in constraintMarks ?? [] {
      let colour = mark.isBroken ? Palette.brokenConstraint : Palette.constraint
      svg.open(
        "g", [("class", "constraint" + (mark.isBroken ? " broken" : "")), ("data-constraint", mark.name)])
      var line: [(String, String)] = [
        ("x1", SVGWriter.number(mark.from.x)), ("y1", SVGWriter.number(mark.from.y)),
        ("x2", SVGWriter.number(mark.to.x)), ("y2", SVGWriter.number(mark.to.y)),
        ("stroke", colour), ("stroke-width", "1.5"),
      ]
      if mark.isOptional { line.append(("stroke-dasharray", "4 2")) }
      svg.empty("line", line)
      if !mark.label.isEmpty {
        let middle = Point(x: (mark.from.x + mark.to.x) / 2, y: (mark.from.y + mark.to.y) / 2)
        let horizontal = mark.from.y == mark.to.y
        // Above a horizontal line, centred; beside a vertical one.
        let attributes: [(String, String)] =
          horizontal
          ? [
            ("x", SVGWriter.number(middle.x)), ("y", SVGWriter.number(middle.y - 3)),
            ("text-anchor", "middle"),
          ]
          : [("x", SVGWriter.number(middle.x + 3)), ("y", SVGWriter.number(middle.y + 4))]
        svg.text("text", attributes + [("font-size", "11"), ("fill", colour)], mark.label)
      }
      svg.close("g")
    }
    svg.close("g")
  }
}
