import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {
  enum Source {
    case constraint(LayoutConstraint)
    case autoresizing(KeptItem<View>, GeneratedRow, value: Double)
    /// `width >= 0` or `height >= 0` of a view or guide.
    case nonNegative(any LayoutItem, GeneratedRow)
    /// An intrinsic-size row: hugging (`<=`) or compression resistance (`>=`).
    case contentSize(KeptItem<View>, GeneratedRow, size: Double, priority: Double)

    /// Who made the row.
    var origin: LayoutConstraint.Origin {
      switch self {
      case .constraint(let constraint): return constraint.origin
      case .autoresizing: return .autoresizing
      case .nonNegative, .contentSize: return .system
      }
    }

    /// The record a log shows, built only when one is shown (a conflict, a query), since building
    /// descriptions on every pass would cost more than solving.
    var record: ConstraintRecord {
      switch self {
      case .constraint(let c):
        guard c.origin == .system, let identifier = c.identifier else {
          return ConstraintRecord(
            identifier: c.identifier, description: c.description, origin: c.origin,
            viewID: c.firstItem?.layoutOwningView?.identifier)
        }
        // A generated constraint's identifier names its kind, not the constraint, so a log shows it
        // as UIKit prints one: `'UISV-spacing' b.leading == a.trailing + 8`.
        return ConstraintRecord(
          identifier: identifier, description: "'\(identifier)' \(c.description)", origin: .system,
          viewID: c.firstItem?.layoutOwningView?.identifier)
      case .autoresizing(let kept, let row, let value):
        let view = kept.value
        let mask = view.autoresizingMask.constraintDescription
        return ConstraintRecord(
          identifier: nil,
          description:
            "NSAutoresizingMaskLayoutConstraint \(mask) \(view.layoutName).\(row.attribute) == \(NumberText.shortest(value))",
          origin: .autoresizing, viewID: view.identifier)
      case .nonNegative(let item, let row):
        return ConstraintRecord(
          identifier: nil, description: "\(item.layoutName).\(row.attribute) >= 0", origin: .system,
          viewID: item.layoutOwningView?.identifier, isImplicit: true)
      case .contentSize(let kept, let row, let size, let priority):
        let view = kept.value
        let relation = row.isHugging ? "<=" : ">="
        let kind = row.isHugging ? "hug" : "compressionResistance"
        return ConstraintRecord(
          identifier: nil,
          description:
            "NSContentSizeLayoutConstraint \(view.layoutName).\(row.attribute) \(relation) \(NumberText.shortest(size)) \(kind):\(NumberText.shortest(priority))",
          origin: .system, viewID: view.identifier)
      }
    }
  }

  /// A constraint as a log names it, whether made by the app or generated.
  package struct ConstraintRecord: Equatable, Sendable {
    /// The constraint's id (the fixture's) or identifier; `nil` for a generated one.
    package var identifier: String?
    /// The UIKit-style description: `field.bottom <= root.keyboardLayoutGuide.top - 10`, or for a
    /// generated one its class and mask (`NSAutoresizingMaskLayoutConstraint h=--& v=--& field.minX == 20`).
    package var description: String
    /// Who made it.
    package var origin: LayoutConstraint.Origin
    /// UIKit's `-description` of it (`<NSLayoutConstraint:0x… …   (active)>`), filled for the
    /// members of a conflict; empty for rows UIKit keeps implicit, which its logs never list.
    package var uikitDescription = ""
    /// The id of the view its first item is or belongs to (a guide's owning view), `nil` for one
    /// without an identifier: the view a layout check names for it.
    package var viewID: String?
    /// Whether it is a row UIKit keeps implicit (a size never negative): no log or list of the
    /// constraints affecting a view names it.
    package var isImplicit = false
    /// The name a report gives it: a user constraint's identifier, else (and for a generated one,
    /// whose identifier names its kind) the description.
    package var name: String { origin == .system ? description : identifier ?? description }
  }

  /// One broken constraint with the mutually exclusive set it was broken from.
  package struct ConstraintBreak: Equatable, Sendable {
    /// The constraints that could not all hold, the broken one among them.
    package var conflict: [ConstraintRecord]
    /// The one broken.
    package var broken: ConstraintRecord
    /// Why ConstraintBreakRule chose it.
    package var reason: ConstraintBreakRule.Reason? = nil
  }

  /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0   (active, names: '|':UIView:0x… )>`:
  /// one of the four constraints UIKit makes from a translating view's frame and mask. The address
  /// sits past the view's, one slot per attribute.
  static func autoresizingDescription(
    _ view: View, _ row: GeneratedRow, value: Double, addresses: DebugAddresses
  ) -> String {
    let address = addresses.address(of: view)
    let own = 0x6000_00a0_0000 + address * 0x10 + row.addressSlot * 0x4
    var names: [String] = []
    if let identifier = view.identifier {
      names.append(identifier + ":" + UIKitConstraintText.hex(address))
    }
    if row == .autoresizingMinX || row == .autoresizingMinY, let superview = view.superview {
      names.append(
        "'|':" + UIKitConstraintText.className(of: superview) + ":"
          + UIKitConstraintText.hex(addresses.address(of: superview)))
    }
    let body =
      UIKitConstraintText.name(of: view, address: address) + "." + row.attribute + " == "
      + (value < 0 ? "- " : "") + UIKitConstraintText.number(abs(value))
    return "<NSAutoresizingMaskLayoutConstraint:\(UIKitConstraintText.hex(own)) "
      + view.autoresizingMask.constraintDescription + " " + body
      + UIKitConstraintText.info(active: true, names: names) + ">"
  }

}

extension AutoresizingMask {
  /// UIKit's log form of a mask: `h=` and `v=` each with three marks for the near margin, the
  /// size and the far margin, `-` fixed and `&` flexible (`h=--& v=--&` for no mask).
  var constraintDescription: String {
    func axis(_ near: AutoresizingMask, _ size: AutoresizingMask, _ far: AutoresizingMask) -> String {
      // A mask with nothing flexible on an axis reads as a flexible far margin, as UIKit prints it.
      if !contains(near) && !contains(size) && !contains(far) { return "--&" }
      return (contains(near) ? "&" : "-") + (contains(size) ? "&" : "-") + (contains(far) ? "&" : "-")
    }
    return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
      + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
  }
}
