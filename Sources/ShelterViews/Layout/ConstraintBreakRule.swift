package import ShelterValues

/// Which constraint of a mutually exclusive set the layout pass breaks: the one rule the engine and
/// `shelter explain` share, fitted to the constraint UIKit's real logs name after "Will attempt to
/// recover by breaking constraint" (docs/explain.md has the table, log by log).
///
/// UIKit does not document its choice. What the logs show, in order of precedence:
/// 1. The app's constraints break before anything UIKit made; among UIKit's own, layout-margin
///    guides and stack-view constraints break before the rest, and autoresizing and
///    encapsulated-layout sizes last.
/// 2. An inequality (`height >= 330`, `bottom <= keyboard.top`) breaks before equalities; the
///    steps below choose among several.
/// 3. Two constraints on the same attributes that differ only in their constant (`height == 200`
///    against `height == 84`): the one with the larger constant breaks.
/// 4. When the candidates are all equalities, a fixed size (`height == 80`) of a view that
///    equalities pin on both sides of that axis breaks (the largest such size, the first added of
///    equal ones): the pins still fix the view, so nothing becomes ambiguous.
/// 5. Else the first-added constraint that names a far edge (trailing, right, bottom or their
///    margins) breaks.
/// 6. Else the newest.
///
/// Pure: it sees only the members' descriptions, so a test, the engine and a log reader get the
/// same answer from the same set.
package enum ConstraintBreakRule {
  /// Who made a constraint, in the order the rule breaks them (the app's first).
  package enum Kind: Int, Comparable, Sendable {
    /// The app's.
    case user
    /// UIKit's layout-margins guide constraints (`'UIView-bottomMargin-guide-constraint'`).
    case marginGuide
    /// A stack view's (`'UISV-spacing'`, `'UISV-canvas-connection'`).
    case stackView
    /// The safe-area guide's (`'UIViewSafeAreaLayoutGuide-bottom'`).
    case safeArea
    /// Anything else UIKit makes, or app-style constraints among UIKit's private views only.
    case system
    /// A sizing pass's size (`'UIView-Encapsulated-Layout-Height'`, `'_UITemporaryLayoutWidth'`).
    case encapsulated
    /// `NSAutoresizingMaskLayoutConstraint`.
    case autoresizing

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }

  /// Why the rule chose its constraint, for reports.
  package enum Reason: String, Sendable, Equatable {
    /// The only constraint of the lowest kind.
    case only = "the only one of its kind in the set"
    /// Step 2.
    case inequality = "the only inequality of its kind: a limit gives way before exact positions"
    /// Step 3.
    case largerConstant = "the larger constant of two on the same attributes"
    /// Step 4.
    case pinnedSize = "the largest fixed size of a view pinned on both sides"
    /// Step 5.
    case farEdge = "the first-added constraint on a trailing or bottom edge"
    /// Step 6.
    case newest = "the newest constraint"
  }

  /// One side of a member: an item and its attribute.
  package struct Term<Item: Hashable>: Hashable {
    package var item: Item
    package var attribute: LayoutAttribute

    package init(item: Item, attribute: LayoutAttribute) {
      (self.item, self.attribute) = (item, attribute)
    }
  }

  /// One constraint of the set, as the rule sees it.
  package struct Member<Item: Hashable>: Equatable {
    /// Who made it.
    package var kind: Kind
    /// When the engine met it (larger is newer; generated rows share the smallest).
    package var order: Int
    /// Its priority.
    package var priority: Double
    /// The left side.
    package var first: Term<Item>
    /// The relation.
    package var relation: LayoutConstraint.Relation
    /// The right side's item and attribute, `nil` for a constant.
    package var second: Term<Item>?
    /// The multiplier.
    package var multiplier: Double
    /// The constant.
    package var constant: Double

    package init(
      kind: Kind, order: Int, priority: Double, first: Term<Item>, relation: LayoutConstraint.Relation,
      second: Term<Item>?, multiplier: Double = 1, constant: Double
    ) {
      (self.kind, self.order, self.priority, self.first, self.relation) = (
        kind, order, priority, first, relation
      )
      (self.second, self.multiplier, self.constant) = (second, multiplier, constant)
    }
  }

  /// The index of the member to break, and why. `members` must not be empty; ties go to the
  /// later member of the list. Linear in the set's size, apart from grouping by attributes.
  package static func victim<Item: Hashable>(of members: [Member<Item>]) -> (index: Int, reason: Reason) {
    precondition(!members.isEmpty, "a conflict has members")
    let lowest = members.map(\.kind).min()!
    var pool = members.indices.filter { members[$0].kind == lowest }
    let weakest = pool.map { members[$0].priority }.min()!
    pool = pool.filter { members[$0].priority == weakest }
    if pool.count == 1 { return (pool[0], .only) }
    // An inequality, a limit, gives way before exact positions and sizes.
    let limits = pool.filter { members[$0].relation != .equal }
    if !limits.isEmpty, limits.count < pool.count {
      return limits.count == 1 ? (limits[0], .inequality) : victim(among: limits, of: members)
    }
    return victim(among: pool, of: members)
  }

  /// Steps 3 to 6 within a pool of one kind and priority.
  private static func victim<Item: Hashable>(
    among pool: [Int], of members: [Member<Item>]
  ) -> (index: Int, reason: Reason) {
    func newer(_ a: Int, _ b: Int) -> Bool { (members[a].order, a) < (members[b].order, b) }
    // 3. Same attributes, another constant: the larger constant breaks.
    var groups: [Shape<Item>: [Int]] = [:]
    var shapes: [Shape<Item>] = []
    for index in pool where members[index].relation == .equal {
      let m = members[index]
      let shape = Shape(first: m.first, second: m.second, multiplier: m.multiplier)
      if groups[shape] == nil { shapes.append(shape) }
      groups[shape, default: []].append(index)
    }
    for shape in shapes {
      guard let group = groups[shape], group.count > 1 else { continue }
      let chosen = group.max { a, b in
        (members[a].constant, members[a].order, a) < (members[b].constant, members[b].order, b)
      }!
      return (chosen, .largerConstant)
    }
    // 4. A fixed size of a view the set pins on both sides of that axis.
    var pins: [Term<Item>: Int] = [:]
    let allEqual = pool.allSatisfy { members[$0].relation == .equal }
    for member in members where allEqual && member.relation == .equal {
      for term in [member.first, member.second].compactMap({ $0 }) where !term.attribute.isSize {
        let axisKey = Term(item: term.item, attribute: term.attribute.axis == .horizontal ? .width : .height)
        pins[axisKey, default: 0] += 1
      }
    }
    let sizes = pool.filter { index in
      let m = members[index]
      return m.second == nil && m.first.attribute.isSize && m.relation == .equal && (pins[m.first] ?? 0) >= 2
    }
    if let largest = sizes.max(by: { a, b in
      (members[a].constant, members[b].order, b) < (members[b].constant, members[a].order, a)
    }) {
      return (largest, .pinnedSize)
    }
    // 5. The first-added constraint on a far edge.
    let far = pool.filter { index in
      let m = members[index]
      return m.first.attribute.isFarEdge || m.second?.attribute.isFarEdge == true
    }
    if let oldest = far.min(by: newer) { return (oldest, .farEdge) }
    // 6. The newest.
    return (pool.max(by: newer)!, .newest)
  }

  /// The attributes of a member without its constant.
  private struct Shape<Item: Hashable>: Hashable {
    let first: Term<Item>
    let second: Term<Item>?
    let multiplier: Double
  }

  // MARK: Kinds

  /// Identifier prefixes of the constraints UIKit makes for itself.
  package static let systemIdentifierPrefixes = [
    "UIView-", "UISV-", "UIViewSafeAreaLayoutGuide", "_UI", "UIButtonBar", "IB_", "IB auto",
    "assistant", "accessoryView", "inputView", "UIKB", "UIInput", "UINav", "UITab", "UITableView",
    "UICollectionView", "UIKeyboard", "UIStackView", "UIScrollView",
  ]

  /// The kind of a constraint from who made it, its identifier (UIKit names its own) and the class
  /// names of the views it relates (UIKit's private views are underscored or keyboard classes).
  package static func kind(
    origin: LayoutConstraint.Origin, identifier: String?, classNames: [String?]
  ) -> Kind {
    if origin == .autoresizing { return .autoresizing }
    if let id = identifier {
      if id.hasPrefix("NSAutoresizingMaskLayoutConstraint") { return .autoresizing }
      if id.hasPrefix("UIView-Encapsulated-Layout") || id.hasPrefix("_UITemporaryLayout") {
        return .encapsulated
      }
      if id.hasPrefix("UISV-") { return .stackView }
      if id.hasPrefix("UIViewSafeAreaLayoutGuide") { return .safeArea }
      if id.hasPrefix("UIView-"), id.contains("argin-guide") { return .marginGuide }
      if systemIdentifierPrefixes.contains(where: { id.hasPrefix($0) }) { return .system }
    }
    if origin == .system { return .system }
    let named = classNames.compactMap { $0 }
    if !named.isEmpty, named.allSatisfy(isPrivateUIKitClass) { return .system }
    return .user
  }

  /// Whether a class is one of UIKit's own views an app never makes: underscored
  /// (`_UIButtonBarStackView`) or the keyboard's (`UIKeyboardAssistantBar`, `UIInputSetHostView`, `UITextEffectsWindow`).
  package static func isPrivateUIKitClass(_ name: String) -> Bool {
    name.hasPrefix("_") || name.hasPrefix("UIKeyboard") || name.hasPrefix("UIInputSet")
      || name.hasPrefix("UIRemoteKeyboard") || name.hasPrefix("UIButtonBar")
      || name.hasPrefix("UITextEffects")
  }
}

extension LayoutAttribute {
  /// Whether the attribute is a far edge: trailing, right, bottom or their margins.
  var isFarEdge: Bool {
    switch self {
    case .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin: return true
    default: return false
    }
  }
}

extension LayoutEngine.Desired {
  /// The row as ConstraintBreakRule sees it.
  var ruleMember: ConstraintBreakRule.Member<ObjectIdentifier> {
    typealias Term = ConstraintBreakRule.Term<ObjectIdentifier>
    func size(_ name: String) -> LayoutAttribute { name == "width" ? .width : .height }
    switch source {
    case .constraint(let c):
      let items = [c.firstItem, c.secondItem]
      let kind = ConstraintBreakRule.kind(
        origin: c.origin, identifier: c.identifier, classNames: items.map { $0?.layoutOwningView?.className })
      let first = Term(item: ObjectIdentifier(c.firstItem ?? c), attribute: c.firstAttribute)
      let second = c.secondAttribute.flatMap { attribute in
        c.secondItem.map { Term(item: ObjectIdentifier($0), attribute: attribute) }
      }
      return .init(
        kind: kind, order: order, priority: priority, first: first, relation: c.relation, second: second,
        multiplier: c.multiplier, constant: c.constant)
    case .autoresizing(let view, let row, let value):
      let attribute = row.attribute
      let named: LayoutAttribute = attribute == "minX" ? .left : attribute == "minY" ? .top : size(attribute)
      return .init(
        kind: .autoresizing, order: order, priority: priority,
        first: Term(item: ObjectIdentifier(view.value), attribute: named), relation: .equal, second: nil,
        constant: value)
    case .nonNegative(let item, let attribute):
      return .init(
        kind: .system, order: order, priority: priority,
        first: Term(item: ObjectIdentifier(item), attribute: size(attribute.attribute)),
        relation: .greaterThanOrEqual,
        second: nil, constant: 0)
    case .contentSize(let view, let row, let value, _):
      return .init(
        kind: .system, order: order, priority: priority,
        first: Term(item: ObjectIdentifier(view.value), attribute: size(row.attribute)),
        relation: row.isHugging ? .lessThanOrEqual : .greaterThanOrEqual, second: nil, constant: value)
    }
  }
}
