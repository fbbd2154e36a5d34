import ShelterSupport
import ShelterValues

/// Made-up, deterministic object addresses for UIKit-style text, so two runs over equal trees print
/// equal logs and a log's items can be matched with the lines of ``View/recursiveDescription``.
///
/// Views get the address `recursiveDescription` prints for them when it is called on the same root
/// (`0x10000 + 0x10 × position in the walk`); their safe-area, margins and keyboard guides sit 4, 8
/// and 12 bytes past the view; added guides and constraints are numbered in the walk from
/// `0x600000010000` and `0x600000c80000`, as heap addresses on a device look.
public struct DebugAddresses {
  private var views: [ObjectIdentifier: Int] = [:]
  private var guides: [ObjectIdentifier: Int] = [:]
  private var constraints: [ObjectIdentifier: Int] = [:]

  /// Numbers every view, added guide and installed constraint of `root`'s subtree, in the walk
  /// `recursiveDescription` makes (pre-order, without recursion).
  public init(root: View) {
    var stack: [View] = [root]
    var index = 0
    while let view = stack.popLast() {
      views[ObjectIdentifier(view)] = 0x1_0000 + index * 0x10
      index += 1
      if let layout = view.layoutSettings {
        for guide in layout.guides {
          guides[ObjectIdentifier(guide)] = 0x6000_0001_0000 + guides.count * 0x40
        }
        for constraint in layout.constraints {
          constraints[ObjectIdentifier(constraint)] = 0x6000_00c8_0000 + constraints.count * 0x50
        }
      }
      for child in view.children.reversed() { stack.append(child) }
    }
  }

  /// A view's address; a view outside the numbered tree gets one from its identity.
  public func address(of view: View) -> Int {
    views[ObjectIdentifier(view)] ?? Self.fallback(view)
  }

  /// A constraint's address; one not installed in the tree gets one from its identity.
  public func address(of constraint: LayoutConstraint) -> Int {
    constraints[ObjectIdentifier(constraint)] ?? Self.fallback(constraint)
  }

  /// A layout item's address: a view's, or its guide's next to it.
  func address(of item: any LayoutItem) -> Int {
    if let view = item as? View { return address(of: view) }
    if let guide = item as? LayoutGuide {
      switch guide.kind {
      case .user: return guides[ObjectIdentifier(guide)] ?? Self.fallback(guide)
      case .safeArea: return guide.owningView.map { address(of: $0) + 0x4 } ?? Self.fallback(guide)
      case .layoutMargins: return guide.owningView.map { address(of: $0) + 0x8 } ?? Self.fallback(guide)
      case .scrollContent: return guide.owningView.map { address(of: $0) + 0x10 } ?? Self.fallback(guide)
      case .scrollFrame: return guide.owningView.map { address(of: $0) + 0x14 } ?? Self.fallback(guide)
      }
    }
    return item.layoutOwningView.map { address(of: $0) + 0xc } ?? Self.fallback(item)
  }

  /// An address for an object the walk did not meet: its identity folded into a device-like range.
  private static func fallback(_ object: AnyObject) -> Int {
    0x7000_0000_0000 + (ObjectIdentifier(object).hashValue & 0xff_ffff) << 4
  }
}

/// How UIKit's `-description` writes a constraint: the pieces shared by user and generated ones.
package enum UIKitConstraintText {
  /// A number as UIKit's `%g` prints it: at most six significant digits, no trailing zeros
  /// (`0.500507`, `32.0324`, `380`).
  package static func number(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return NumberText.shortest(value) }
    let magnitude = abs(value)
    var digits = 5
    var scale = magnitude
    while scale >= 10 && digits > 0 {
      scale /= 10
      digits -= 1
    }
    while scale < 1 {
      scale *= 10
      digits += 1
    }
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    return NumberText.shortest(rounded)
  }

  /// `0x1a2b`: lower-case hexadecimal without padding.
  package static func hex(_ address: Int) -> String { "0x" + String(address, radix: 16) }

  /// How a view is named inside a description: its accessibility identifier (Shelter's
  /// `identifier`) when it has one, else `Class:0x…` with a label's or button's text quoted and cut
  /// to 25 characters plus `...`.
  package static func name(of view: View, address: Int) -> String {
    if let identifier = view.identifier { return identifier }
    var text = (view.className ?? view.kind.uikitClassName) + ":" + hex(address)
    if let title = (view as? Label)?.text {
      text += "'" + (title.count > 25 ? String(title.prefix(25)) + "..." : title) + "'"
    }
    return text
  }

  /// `Class:0x…` for the `names:` list.
  package static func className(of view: View) -> String { view.className ?? view.kind.uikitClassName }

  /// `   (active)`, `   (active, names: a:0x…, '|':UIView:0x… )` or the inactive forms.
  package static func info(active: Bool, names: [String]) -> String {
    if names.isEmpty { return active ? "   (active)" : "" }
    return "   (" + (active ? "active, " : "") + "names: " + names.joined(separator: ", ") + " )"
  }
}

extension LayoutConstraint {
  /// The constraint as UIKit's `-description` prints it, so a Shelter log reads like a device's
  /// and tools that parse logs (wtfautolayout, `shelter explain`) read it:
  ///
  ///     <NSLayoutConstraint:0x600000c80000 'gap' field.top == UILabel:0x10020'Email'.bottom + 8   (active, names: field:0x10030 )>
  ///
  /// Superview edges print in UIKit's visual format (`H:|-(20)-[…]`, `V:[…]-(8)-|`), as do
  /// adjacent siblings (`V:[a]-(8)-[b]`); a view with an identifier is named by it and mapped back
  /// in `names:`. Addresses come from `addresses`.
  public func uikitDescription(addresses: DebugAddresses) -> String {
    let className: String
    switch origin {
    case .autoresizing: className = "NSAutoresizingMaskLayoutConstraint"
    case .user, .system: className = "NSLayoutConstraint"
    }
    var names: [String] = []
    var superviewName: String?
    func name(_ item: any LayoutItem) -> String {
      if let view = item as? View {
        let address = addresses.address(of: view)
        if let identifier = view.identifier {
          let entry = identifier + ":" + UIKitConstraintText.hex(address)
          if !names.contains(entry) { names.append(entry) }
        }
        return UIKitConstraintText.name(of: view, address: address)
      }
      let address = UIKitConstraintText.hex(addresses.address(of: item))
      if let guide = item as? LayoutGuide {
        switch guide.kind {
        case .safeArea: return "UILayoutGuide:\(address)'UIViewSafeAreaLayoutGuide'"
        case .layoutMargins: return "UILayoutGuide:\(address)'UIViewLayoutMarginsGuide'"
        case .user: return "UILayoutGuide:\(address)'\(guide.identifier)'"
        case .scrollContent, .scrollFrame: return "_UIScrollViewLayoutGuide:\(address)'\(guide.identifier)'"
        }
      }
      return "UIKeyboardLayoutGuide:\(address)'UIViewKeyboardLayoutGuide'"
    }
    func superview(_ view: View) -> String {
      let entry =
        "'|':" + UIKitConstraintText.className(of: view) + ":"
        + UIKitConstraintText.hex(addresses.address(of: view))
      superviewName = entry
      return "|"
    }
    var body = visualFormat(name: name, superview: superview)
    if body == nil {
      var text =
        (firstItem.map(name) ?? "nil") + "." + firstAttribute.uikitName + " " + relation.rawValue + " "
      if let secondItem, let secondAttribute {
        if multiplier != 1 { text += UIKitConstraintText.number(multiplier) + "*" }
        text += name(secondItem) + "." + secondAttribute.uikitName
        if constant != 0 {
          text += (constant < 0 ? " - " : " + ") + UIKitConstraintText.number(abs(constant))
        }
      } else {
        text += (constant < 0 ? "- " : "") + UIKitConstraintText.number(abs(constant))
      }
      body = text
    }
    if !priority.isRequired { body! += " @" + UIKitConstraintText.number(priority.rawValue) }
    if let superviewName { names.append(superviewName) }
    let label = identifier.map { "'\($0)' " } ?? ""
    return "<\(className):\(UIKitConstraintText.hex(addresses.address(of: self))) \(label)\(body!)"
      + UIKitConstraintText.info(active: isActive, names: names) + ">"
  }

  /// The visual-format body UIKit prints for spacing to a superview's edge or between siblings,
  /// or `nil` when the constraint is not of that shape.
  private func visualFormat(
    name: (any LayoutItem) -> String, superview: (View) -> String
  ) -> String? {
    guard multiplier == 1, let secondItem, let secondAttribute else { return nil }
    let first = firstItem as? View
    let second = secondItem as? View
    let axis = firstAttribute.axis == .horizontal ? "H:" : "V:"
    let (near, far): (LayoutAttribute, LayoutAttribute)
    switch (firstAttribute, secondAttribute) {
    case (.leading, _), (.trailing, _): (near, far) = (.leading, .trailing)
    case (.left, _), (.right, _): (near, far) = (.left, .right)
    case (.top, _), (.bottom, _): (near, far) = (.top, .bottom)
    default: return nil
    }
    let direction = near == .left ? "(LTR)" : ""
    func gap(_ value: Double) -> String {
      let relationText = relation == .equal ? "" : relation.rawValue
      return "-(" + relationText + UIKitConstraintText.number(value) + ")-"
    }
    // first.near == superview.near + c: `|-(c)-[first]`.
    if firstAttribute == near, secondAttribute == near, let first, let second, first.superview === second {
      let bar = superview(second)
      return axis + bar + gap(constant) + "[" + name(first) + "]" + direction
    }
    // superview.far == first.far + c: `[first]-(c)-|` (UIKit writes the superview first).
    if firstAttribute == far, secondAttribute == far, let first, let second, second.superview === first {
      let text = "[" + name(second) + "]" + gap(constant)
      return axis + text + superview(first) + direction
    }
    // b.near == a.far + c between siblings: `[a]-(c)-[b]`.
    if firstAttribute == near, secondAttribute == far, let first, let second, first.superview != nil,
      first.superview === second.superview
    {
      return axis + "[" + name(second) + "]" + gap(constant) + "[" + name(first) + "]" + direction
    }
    return nil
  }
}

extension LayoutAttribute {
  /// The attribute as UIKit's descriptions spell it (the same words as the fixture grammar).
  package var uikitName: String { rawValue }
}

extension LayoutEngine.ConstraintBreak {
  /// The message UIKit (iOS 12 and later) logs for this break, byte for byte: the advice, the
  /// autoresizing note only when an `NSAutoresizingMaskLayoutConstraint` is in the list, the
  /// mutually exclusive constraints as an `NSArray` prints them, the one broken and the breakpoint
  /// hint. Rows UIKit keeps implicit (sizes never negative) are not listed, as UIKit lists none.
  package var uikitLog: String {
    let listed = conflict.map(\.uikitDescription).filter { !$0.isEmpty }
    var out = "Unable to simultaneously satisfy constraints.\n"
    out += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    out += "\tTry this: \n"
    out += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    out += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    if listed.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:") }) {
      out +=
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
    }
    out += "(\n"
    out += listed.map { "    \"" + $0 + "\"" }.joined(separator: ",\n")
    out += "\n)\n\nWill attempt to recover by breaking constraint \n"
    out += (broken.uikitDescription.isEmpty ? broken.description : broken.uikitDescription) + "\n\n"
    out +=
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    out +=
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.\n"
    return out
  }
}
