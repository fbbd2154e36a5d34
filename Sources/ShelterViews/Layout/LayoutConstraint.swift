import ShelterSupport
public import ShelterValues

/// A linear relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint does nothing until it is active: ``activate()`` installs it on the closest common
/// ancestor of its items, and the next layout pass (``View/layoutIfNeeded()``) solves it. Changing
/// ``constant`` moves nothing until then, which is why apps animate a constant by calling
/// `layoutIfNeeded()` inside an animation block.
///
///     let bottom = field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -10)
///     try LayoutConstraint.activate([bottom])
public final class LayoutConstraint {
  /// How the two sides compare (`NSLayoutConstraint.Relation`).
  public typealias Relation = ConstraintRelation

  /// Who made a constraint: UIKit never breaks a generated constraint while a user one is in a
  /// conflict, and logs each kind with its own class name.
  package enum Origin: Equatable, Sendable {
    /// Made by the app (anchors, fixtures).
    case user
    /// `NSAutoresizingMaskLayoutConstraint`, made for a view that translates its mask.
    case autoresizing
    /// Made by the system for a view (intrinsic size, stack views); the string is UIKit's
    /// identifier (`UISV-spacing`).
    case system
  }

  /// The item whose attribute is on the left side; held weakly, as UIKit holds it, so a constraint
  /// (installed on a view, or kept by a test) never keeps its views alive. `nil` once it is gone.
  public var firstItem: (any LayoutItem)? { storedFirstItem }
  private weak var storedFirstItem: (any LayoutItem)?
  /// The attribute on the left side.
  public let firstAttribute: LayoutAttribute
  /// How the sides compare.
  public let relation: Relation
  /// The item on the right side, held weakly; `nil` for a constant (`field.height == 44`).
  public var secondItem: (any LayoutItem)? { storedSecondItem }
  private weak var storedSecondItem: (any LayoutItem)?
  /// The attribute on the right side; `nil` with ``secondItem``.
  public let secondAttribute: LayoutAttribute?
  /// What the second attribute is multiplied by.
  public let multiplier: Double
  /// Who made the constraint.
  package let origin: Origin

  /// The constant added to the right side; takes effect at the next layout pass.
  public var constant: Double {
    didSet { if constant != oldValue { holder?.constantDidChange(self) } }
  }

  /// How strongly the constraint holds. Changing it between required and optional while the
  /// constraint is installed throws, as UIKit does: use ``setPriority(_:)``.
  public private(set) var priority: LayoutPriority

  /// A name for logs and steps (the fixture's constraint `id`), as UIKit's `identifier`.
  public var identifier: String?

  /// The view the constraint is installed on while it is active.
  public internal(set) weak var holder: View?

  /// Whether the constraint takes part in layout.
  public var isActive: Bool { holder != nil }

  /// A constraint with every part given; it is checked when it is activated.
  public convenience init(
    item firstItem: any LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: Relation,
    toItem secondItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute?,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
  ) {
    self.init(
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
      origin: .user)
  }

  package init(
    item firstItem: any LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: Relation,
    toItem secondItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute?,
    multiplier: Double, constant: Double, priority: LayoutPriority, origin: Origin
  ) {
    self.storedFirstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.storedSecondItem = secondItem
    self.secondAttribute = secondItem == nil ? nil : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.origin = origin
  }

  /// Changes the priority; required ↔ optional on an installed constraint throws, as UIKit raises
  /// "Mutating a priority from required to not on an installed constraint (or vice-versa) is not
  /// supported".
  public func setPriority(_ newValue: LayoutPriority) throws(LayoutConstraintError) {
    guard newValue.rawValue >= 1, newValue.rawValue <= 1000, newValue.rawValue.isFinite else {
      throw .priorityOutOfRange(newValue.rawValue)
    }
    if isActive, newValue.isRequired != priority.isRequired {
      throw .requiredOptionalSwitch(from: priority.rawValue, to: newValue.rawValue)
    }
    guard newValue != priority else { return }
    priority = newValue
    holder?.setNeedsLayout()
  }

  /// Checks the constraint as UIKit does when it is made or activated: one axis, sizes with sizes,
  /// no leading/trailing with left/right, a multiplier that keeps the second item, finite numbers.
  public func validate() throws(LayoutConstraintError) {
    let broken = ConstraintRule.broken(
      first: firstAttribute, second: secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority.rawValue)
    switch broken {
    case nil: return
    case .notFinite: throw .notFinite(description)
    case .priorityOutOfRange: throw .priorityOutOfRange(priority.rawValue)
    case .constantPosition: throw .constantPosition(description)
    case .zeroMultiplier: throw .zeroMultiplier(description)
    case .sizeAndPosition: throw .sizeAndPosition(description)
    case .mixedAxes: throw .mixedAxes(description)
    case .mixedDirections: throw .mixedDirections(description)
    }
  }

  /// Installs the constraint on the closest common ancestor of its items (UIKit's `isActive = true`).
  public func activate() throws(LayoutConstraintError) {
    guard !isActive else { return }
    try validate()
    guard let host = commonAncestor() else { throw .noCommonAncestor(description) }
    try host.addConstraint(self)
    host.window?.layoutEngine?.meet(self, active: true)
  }

  /// Removes the constraint from its holder (UIKit's `isActive = false`).
  public func deactivate() {
    holder?.window?.layoutEngine?.meet(self, active: false)
    holder?.removeConstraint(self)
  }

  /// Activates every constraint, or none when one cannot be: the first error is thrown before any
  /// is installed.
  @_disfavoredOverload
  public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutConstraintError) {
    var hosts: [(constraint: LayoutConstraint, host: View)] = []
    hosts.reserveCapacity(constraints.count)
    for constraint in constraints where !constraint.isActive {
      try constraint.validate()
      guard let host = constraint.commonAncestor() else { throw .noCommonAncestor(constraint.description) }
      hosts.append((constraint, host))
    }
    var holders: [View] = []
    var installed: [LayoutConstraint] = []
    // Each holder's window is found once for all (a view's `window` climbs to the root), then the
    // engine meets the constraints in order.
    defer {
      for (constraint, window) in zip(installed, View.setNeedsLayout(holders)) {
        window?.layoutEngine?.meet(constraint, active: true)
      }
    }
    // A constraint listed twice is installed once.
    for (constraint, host) in hosts where !constraint.isActive {
      try host.install(constraint)
      installed.append(constraint)
      holders.append(host)
    }
  }

  /// Deactivates every constraint.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.deactivate() }
  }

  /// The closest view that is, or is an ancestor of, both items' views.
  func commonAncestor() -> View? {
    guard let first = firstItem?.layoutOwningView else { return nil }
    guard let secondItem else { return first }
    guard let second = secondItem.layoutOwningView else { return nil }
    return first.closestCommonAncestor(with: second)
  }
}

extension LayoutConstraint: CustomStringConvertible {
  /// The constraint in the fixture grammar: `field.bottom <= root.keyboardLayoutGuide.top - 10 @750`.
  public var description: String {
    var text = (firstItem?.layoutName ?? "?") + "." + firstAttribute.rawValue + " " + relation.rawValue + " "
    if let secondItem, let secondAttribute {
      if multiplier != 1 { text += NumberText.shortest(multiplier) + " * " }
      text += secondItem.layoutName + "." + secondAttribute.rawValue
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.shortest(abs(constant)) }
    } else {
      text += NumberText.shortest(constant)
    }
    if !priority.isRequired { text += " @" + NumberText.shortest(priority.rawValue) }
    return text
  }
}

/// Errors UIKit raises as exceptions when a constraint is made, activated or changed, as values.
public enum LayoutConstraintError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The items share no ancestor (UIKit: "the view hierarchy is not prepared for the constraint").
  case noCommonAncestor(String)
  /// A horizontal attribute related to a vertical one.
  case mixedAxes(String)
  /// A size related to a position.
  case sizeAndPosition(String)
  /// Leading/trailing related to left/right.
  case mixedDirections(String)
  /// A position given as a constant alone.
  case constantPosition(String)
  /// A multiplier of 0 with a second item.
  case zeroMultiplier(String)
  /// A NaN or infinite multiplier or constant.
  case notFinite(String)
  /// A priority outside `1...1000`.
  case priorityOutOfRange(Double)
  /// Required ↔ optional on an installed constraint.
  case requiredOptionalSwitch(from: Double, to: Double)
  /// A constraint installed on a view that is not an ancestor of its items.
  case itemOutsideHolder(String)

  /// What went wrong, in UIKit's words where UIKit has them.
  public var description: String {
    switch self {
    case .noCommonAncestor(let c):
      return "unable to activate constraint \(c): its items have no common ancestor"
    case .mixedAxes(let c): return "\(c) relates an x-axis attribute to a y-axis one"
    case .sizeAndPosition(let c): return "\(c) relates a size to a position"
    case .mixedDirections(let c):
      return
        "\(c): a constraint cannot be made between a leading/trailing attribute and a right/left attribute"
    case .constantPosition(let c): return "\(c): only width and height may equal a constant"
    case .zeroMultiplier(let c): return "\(c): a multiplier of 0 with a second item"
    case .notFinite(let c): return "\(c): multiplier and constant must be finite"
    case .priorityOutOfRange(let p): return "priority \(NumberText.shortest(p)) is outside 1...1000"
    case .requiredOptionalSwitch(let from, let to):
      return
        "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; passed \(NumberText.shortest(to)), was \(NumberText.shortest(from))"
    case .itemOutsideHolder(let c): return "\(c) names an item outside the view it is installed on"
    }
  }
}
