import ShelterFixtures
import ShelterGeometry
import ShelterSupport
package import ShelterValues
package import ShelterViews

/// A view or layout guide a log names, rebuilt: addresses become one item each, class names and
/// accessibility identifiers kept.
package struct LogItem: Sendable, Equatable {
  /// The class printed (`UILabel`, `UILayoutGuide`); `nil` for an item printed only by its
  /// accessibility identifier.
  package var className: String?
  /// The address (or Masonry key).
  package var address: String?
  /// The accessibility identifier it is printed as.
  package var accessibilityIdentifier: String?
  /// A label's title or a guide's identifier, as printed.
  package var text: String?
  /// Whether it is a layout guide (rebuilt as a view placed by its constraints).
  package var isGuide: Bool
  /// Its superview, when the log says (`names: '|':…`, an autoresizing constraint's item).
  package var parent: Int?
  /// The line it is first named on.
  package var line: Int
}

/// What `shelter explain` finds in a log: the items, each constraint rebuilt, and per message
/// (or per `po` list) the mutually exclusive set Shelter's solve finds, the constraint UIKit broke,
/// the one Shelter's rule breaks and the smallest change that makes the set satisfiable.
package struct LogAnalysis: Sendable {
  /// One side of a rebuilt constraint: an item, or the superview of an item the log leaves unnamed
  /// (legacy `|` without `names:`, an autoresizing position), which is that item's parent or the
  /// canvas.
  package enum Side: Sendable, Equatable {
    case item(Int)
    case parentOf(Int)
  }

  /// A constraint as Shelter rebuilds it.
  package struct Rebuilt: Sendable, Equatable {
    package var first: Int
    package var firstAttribute: LayoutAttribute
    package var relation: ConstraintRelation
    package var second: Side?
    package var secondAttribute: LayoutAttribute?
    package var multiplier: Double
    package var constant: Double
    package var priority: Double
    package var origin: LayoutConstraint.Origin
  }

  /// The change an iOS engineer makes for a conflict, the idiomatic one first.
  package enum Fix: Sendable, Equatable {
    /// Remove this constraint (an index into the log's entries).
    case remove(Int)
    /// Set `translatesAutoresizingMaskIntoConstraints = false` on this item.
    case stopTranslating(Int)
    /// Lower this constraint to priority 999: the app's bottom or size constraint against a
    /// sizing pass's `UIView-Encapsulated-Layout-Height/Width`.
    case lowerTo999(Int)
    /// Pin to `keyboardLayoutGuide.topAnchor` instead of this constraint's hard-coded keyboard height.
    case useKeyboardLayoutGuide(Int)
    /// Only UIKit's own views take part: a known iOS issue, nothing in the app to change.
    case knownIssue

    /// Why an engineer makes this change, in a sentence.
    package var why: String {
      switch self {
      case .remove:
        "the app's constraint that contradicts the rest; with it gone the others can all hold"
      case .stopTranslating:
        "the view is placed by constraints, but its autoresizing mask still holds its frame as NSAutoresizingMaskLayoutConstraints"
      case .lowerTo999:
        "a table or collection view sizes the cell first with a required UIView-Encapsulated size; at 999 the app's constraint gives way during that pass and holds once the size is right"
      case .useKeyboardLayoutGuide:
        "a keyboard height written as a number is wrong on other devices, keyboards and orientations; the keyboard layout guide follows the keyboard UIKit shows"
      case .knownIssue:
        "every constraint belongs to UIKit's own views (the keyboard's bars, toolbars); UIKit logs this itself and recovers"
      }
    }
  }

  /// One message (or list) solved.
  package struct Group: Sendable, Equatable {
    /// The line it starts on.
    package var line: Int
    /// Its constraints, as entry indexes, in log order.
    package var members: [Int]
    /// The constraint the log says UIKit broke.
    package var uikitBroke: Int?
    /// The constraint Shelter's rule breaks, if Shelter finds a conflict.
    package var shelterBreaks: Int?
    /// The mutually exclusive set Shelter finds, ascending entry indexes.
    package var conflict: [Int]
    /// The smallest change that makes the set satisfiable, and whether re-solving without it
    /// confirmed it.
    package var fix: Fix?
    /// Whether the fix was confirmed by solving again.
    package var fixVerified: Bool
    /// Whether the message is redacted.
    package var isRedacted: Bool
  }

  /// The rebuilt items.
  package var items: [LogItem] = []
  /// Each entry rebuilt, or `nil` when it could not be.
  package var rebuilt: [Rebuilt?] = []
  /// The messages (or the loose list) solved, in log order.
  package var groups: [Group] = []
  /// What went wrong while rebuilding, with lines.
  package var warnings: [ConstraintLogWarning] = []
  /// Each entry's identifier as the log prints it (`'UIView-Encapsulated-Layout-Height'`).
  package var identifiers: [String?] = []
}

extension ConstraintLog {
  /// Rebuilds the items and constraints and solves every message with Shelter's engine. Repeated
  /// messages (the same constraints) are solved once.
  package func analysis() -> LogAnalysis {
    var result = LogAnalysis()
    var table = ItemTable()
    result.rebuilt.reserveCapacity(entries.count)
    result.identifiers = entries.map { $0.description?.identifier }
    for entry in entries {
      guard let description = entry.description else {
        result.rebuilt.append(nil)
        continue
      }
      result.rebuilt.append(table.rebuild(description, line: entry.line))
    }
    result.items = table.items
    result.warnings = table.warnings
    table.breakCycles(&result.items, warnings: &result.warnings)
    var solvedGroups: [[Int]: LogAnalysis.Group] = [:]
    var plans: [(line: Int, members: [Int], broken: Int?, redacted: Bool)] = messages.map {
      ($0.line, $0.members, $0.broken, $0.isRedacted)
    }
    if !loose.isEmpty { plans.append((entries[loose[0]].line, loose, nil, false)) }
    plans.sort { $0.line < $1.line }
    for plan in plans {
      var group = LogAnalysis.Group(
        line: plan.line, members: plan.members, uikitBroke: plan.broken, shelterBreaks: nil, conflict: [],
        fix: nil, fixVerified: false, isRedacted: plan.redacted)
      if let solved = solvedGroups[plan.members] {
        (group.shelterBreaks, group.conflict, group.fix, group.fixVerified) =
          (solved.shelterBreaks, solved.conflict, solved.fix, solved.fixVerified)
      } else if !plan.members.isEmpty {
        result.solve(&group)
        solvedGroups[plan.members] = group
      }
      result.groups.append(group)
    }
    return result
  }
}

/// Items by address while rebuilding.
private struct ItemTable {
  var items: [LogItem] = []
  var warnings: [ConstraintLogWarning] = []
  private var byKey: [String: Int] = [:]
  private var warnedKeys: Set<String> = []

  /// The item a reference names; `nil` for an unnamed `|`.
  mutating func item(_ reference: LogItemReference, line: Int) -> Int? {
    if reference.isSuperview { return nil }
    var key: String
    if let address = reference.address {
      key = "@" + address
      if let existing = byKey[key], let known = items[existing].className, let printed = reference.className,
        known != printed
      {
        let split = key + "#" + printed
        if warnedKeys.insert(split).inserted {
          warnings.append(
            ConstraintLogWarning(
              line: line, kind: .reusedAddress,
              message:
                "address \(address) is a \(printed) here but a \(known) on line \(items[existing].line); read as two views"
            ))
        }
        key = split
      }
    } else {
      key = "#" + (reference.accessibilityIdentifier ?? reference.className ?? "?")
    }
    if let index = byKey[key] {
      if items[index].accessibilityIdentifier == nil, let id = reference.accessibilityIdentifier {
        items[index].accessibilityIdentifier = id
      }
      if items[index].className == nil, let name = reference.className { items[index].className = name }
      if items[index].text == nil, let text = reference.text { items[index].text = text }
      return index
    }
    byKey[key] = items.count
    items.append(
      LogItem(
        className: reference.className, address: reference.address,
        accessibilityIdentifier: reference.accessibilityIdentifier, text: reference.text,
        isGuide: reference.isGuide, parent: nil, line: line))
    return items.count - 1
  }

  /// One description as Shelter constraint parts; records what it says about superviews.
  mutating func rebuild(_ d: LogDescription, line: Int) -> LogAnalysis.Rebuilt? {
    guard let first = item(d.first.item, line: line) else {
      // `[…]-(c)-|` with an unnamed superview: the bar is on the left side.
      guard let secondTerm = d.second, let child = item(secondTerm.item, line: line) else { return nil }
      return LogAnalysis.Rebuilt(
        first: child, firstAttribute: secondTerm.attribute, relation: d.relation.flipped,
        second: .parentOf(child), secondAttribute: d.first.attribute, multiplier: 1, constant: -d.constant,
        priority: d.priority, origin: d.origin)
    }
    let superview = d.superview.flatMap { item($0, line: line) }
    var second: LogAnalysis.Side?
    var secondAttribute: LayoutAttribute?
    if let term = d.second {
      if let index = item(term.item, line: line) {
        second = .item(index)
      } else {
        second = .parentOf(first)
      }
      secondAttribute = term.attribute
    }
    if let superview {
      // `'|'` is the superview of the item the bar stands next to.
      let child: Int? = d.origin == .autoresizing || first != superview ? first : second?.itemIndex
      if let child, child != superview, items[child].parent == nil { items[child].parent = superview }
    }
    var rebuilt = LogAnalysis.Rebuilt(
      first: first, firstAttribute: d.first.attribute, relation: d.relation, second: second,
      secondAttribute: secondAttribute, multiplier: d.multiplier, constant: d.constant, priority: d.priority,
      origin: d.origin)
    if second == nil && !d.first.attribute.isSize {
      // A position equal to a constant (autoresizing `minX == 0`): measured from the superview.
      rebuilt.second = .parentOf(first)
      rebuilt.secondAttribute = d.first.attribute.axis == .horizontal ? .left : .top
    }
    if d.origin == .autoresizing, case .item(let s)? = second, let attribute = secondAttribute,
      attribute.isSize, s != first, items[first].parent == nil
    {
      // `minX == 0.5*superview.width - 32`: the second item is the superview.
      items[first].parent = s
    }
    // Numbers get the bounds a fixture's get, so nothing downstream overflows.
    for (name, value) in [("constant", d.constant), ("multiplier", d.multiplier)]
    where !(abs(value) <= Fixture.limit) {
      warnings.append(
        ConstraintLogWarning(
          line: line, kind: .notRebuilt,
          message:
            "the \(name) \(NumberText.shortest(value)) is beyond the allowed ±1e9; the constraint is listed but not solved"
        ))
      return nil
    }
    if let problem = Self.problem(rebuilt) {
      warnings.append(
        ConstraintLogWarning(
          line: line, kind: .notRebuilt, message: "cannot rebuild the constraint: \(problem)"))
      return nil
    }
    return rebuilt
  }

  /// What UIKit would refuse in a rebuilt constraint (mixed axes, a size related to a position,
  /// leading with left), checked on stand-in views.
  static func problem(_ r: LogAnalysis.Rebuilt) -> String? {
    let constraint = LayoutConstraint(
      item: View(), attribute: r.firstAttribute, relatedBy: r.relation,
      toItem: r.second == nil ? nil : View(),
      attribute: r.secondAttribute, multiplier: r.multiplier, constant: r.constant,
      priority: LayoutPriority(min(max(r.priority, 1), 1000)))
    do {
      try constraint.validate()
      return nil
    } catch {
      return error.description
    }
  }

  /// Clears parents that would make a cycle (a log that contradicts itself), in one pass.
  func breakCycles(_ items: inout [LogItem], warnings: inout [ConstraintLogWarning]) {
    // 0 unvisited, 1 on the current path, 2 done.
    var state = [UInt8](repeating: 0, count: items.count)
    for start in items.indices where state[start] == 0 {
      var path: [Int] = []
      var current: Int? = start
      while let index = current, state[index] == 0 {
        state[index] = 1
        path.append(index)
        current = items[index].parent
      }
      if let index = current, state[index] == 1 {
        warnings.append(
          ConstraintLogWarning(
            line: items[index].line, kind: .notRebuilt,
            message:
              "the log makes \(items[index].className ?? "a view") its own superview; the loop is cut here"))
        items[index].parent = nil
      }
      for index in path { state[index] = 2 }
    }
  }
}

extension LogAnalysis.Side {
  /// The item, when the side names one.
  var itemIndex: Int? {
    if case .item(let index) = self { return index }
    return nil
  }
}

extension ConstraintRelation {
  /// The relation with its sides swapped.
  var flipped: Self {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}

extension LogAnalysis {
  /// Solves one group with Shelter's engine and fills its conflict, Shelter's choice and the fix:
  /// the idiomatic change when one of the known cases applies (only UIKit's views; a translating
  /// view; a hard-coded keyboard height; an encapsulated size), else removing one of the app's
  /// constraints. Each is confirmed by solving again with it applied.
  mutating func solve(_ group: inout Group) {
    let first = breaks(of: group.members, without: [])
    guard let found = first.first else { return }
    group.conflict = found.conflict.sorted()
    group.shelterBreaks = found.broken
    let conflict = group.conflict.filter { rebuilt[$0] != nil }
    let kinds = Dictionary(uniqueKeysWithValues: conflict.map { ($0, kind(of: $0)) })
    func isPrivate(_ item: Int) -> Bool {
      items[item].className.map(ConstraintBreakRule.isPrivateUIKitClass) ?? false
    }
    // Only UIKit's own views: nothing in the app to change.
    let translatingApp = conflict.filter { kinds[$0] == .autoresizing && !isPrivate(rebuilt[$0]!.first) }
    if !conflict.isEmpty, !kinds.values.contains(.user), translatingApp.isEmpty {
      group.fix = .knownIssue
      group.fixVerified = true
      return
    }
    // Autoresizing constraints of an app view: stop translating that view's mask.
    if let translating = translatingApp.first {
      let view = rebuilt[translating]!.first
      let own = Set(
        group.members.filter { rebuilt[$0]?.origin == .autoresizing && rebuilt[$0]?.first == view })
      group.fix = .stopTranslating(view)
      group.fixVerified = breaks(of: group.members, without: own).isEmpty
      if group.fixVerified { return }
    }
    let users = conflict.filter { kinds[$0] == .user }
    // A keyboard height written as a number against the keyboard layout guide.
    if conflict.contains(where: namesKeyboardGuide) {
      let hardCoded = users.filter { index in
        let r = rebuilt[index]!
        let edge = [r.firstAttribute, r.secondAttribute].contains { $0 == .height || $0 == .bottom }
        return !namesKeyboardGuide(index) && edge && abs(r.constant) >= 100
      }
      if let candidate = hardCoded.max(by: { abs(rebuilt[$0]!.constant) < abs(rebuilt[$1]!.constant) }),
        breaks(of: group.members, without: [candidate]).isEmpty
      {
        group.fix = .useKeyboardLayoutGuide(candidate)
        group.fixVerified = true
        return
      }
    }
    // A sizing pass's encapsulated size: the app's bottom (or trailing) pin, else its size, at 999.
    if let encapsulated = conflict.first(where: { kinds[$0] == .encapsulated }) {
      let axis = rebuilt[encapsulated]!.firstAttribute.axis
      let onAxis = users.filter { rebuilt[$0]!.firstAttribute.axis == axis }
      func isFar(_ a: LayoutAttribute?) -> Bool {
        [.bottom, .bottomMargin, .trailing, .trailingMargin, .right, .rightMargin].contains(a)
      }
      // The pin to the sized view's own bottom edge first (`contentView.bottom == label.bottom + 8`).
      let cell = rebuilt[encapsulated]!.first
      func namesCell(_ index: Int) -> Bool {
        let r = rebuilt[index]!
        return r.first == cell || r.second == .item(cell)
          || (r.second == .parentOf(r.first) && items[r.first].parent == cell)
      }
      let pins = onAxis.filter { isFar(rebuilt[$0]!.firstAttribute) || isFar(rebuilt[$0]!.secondAttribute) }
      let sizes = onAxis.filter { rebuilt[$0]!.second == nil && rebuilt[$0]!.firstAttribute.isSize }
      let ordered = pins.filter(namesCell) + pins.filter { !namesCell($0) } + sizes + onAxis
      for candidate in ordered.prefix(8)
      where breaks(of: group.members, without: [], lowered: [candidate]).isEmpty {
        group.fix = .lowerTo999(candidate)
        group.fixVerified = true
        return
      }
    }
    var candidates = users
    if let victim = found.broken, let at = candidates.firstIndex(of: victim) {
      candidates.remove(at: at)
      candidates.insert(victim, at: 0)
    }
    for candidate in candidates.prefix(8)
    where breaks(of: group.members, without: [candidate]).isEmpty {
      group.fix = .remove(candidate)
      group.fixVerified = true
      return
    }
    if group.fix == nil, let victim = found.broken ?? group.conflict.first {
      group.fix = .remove(victim)
      group.fixVerified = false
    }
  }

  /// The kind ConstraintBreakRule gives an entry: from its class and identifier, and the classes
  /// of the views it relates.
  func kind(of entry: Int) -> ConstraintBreakRule.Kind {
    guard let r = rebuilt[entry] else { return .user }
    var classes = [items[r.first].className]
    switch r.second {
    case .item(let s)?: classes.append(items[s].className)
    case .parentOf(let child)?: classes.append(items[child].parent.flatMap { items[$0].className })
    case nil: break
    }
    return ConstraintBreakRule.kind(origin: r.origin, identifier: identifiers[entry], classNames: classes)
  }

  /// Whether an entry names a keyboard layout guide (`UILayoutGuide:0x…'UIKeyboardLayoutGuide'`).
  func namesKeyboardGuide(_ entry: Int) -> Bool {
    guard let r = rebuilt[entry] else { return false }
    var named = [r.first]
    if case .item(let s)? = r.second { named.append(s) }
    return named.contains { index in
      [items[index].text, items[index].className, items[index].accessibilityIdentifier].contains {
        $0?.contains("KeyboardLayoutGuide") == true
      }
    }
  }

  /// Builds a window of the group's items and constraints (all but `excluded`, `lowered` at 999),
  /// runs a layout pass
  /// and returns each break as entry indexes. Autoresizing constraints are installed first, then
  /// the rest in log order, the order `-o` writes them in, so the engine meets them in the same
  /// order in both and ConstraintBreakRule breaks the same one.
  func breaks(
    of members: [Int], without excluded: Set<Int>, lowered: Set<Int> = []
  ) -> [(conflict: [Int], broken: Int?)] {
    let used = members.filter { !excluded.contains($0) && rebuilt[$0] != nil }
    guard !used.isEmpty else { return [] }
    var involved: [Int] = []
    var seen: Set<Int> = []
    func include(_ index: Int) {
      var current: Int? = index
      while let i = current, seen.insert(i).inserted {
        involved.append(i)
        current = items[i].parent
      }
    }
    for member in used {
      let r = rebuilt[member]!
      include(r.first)
      if case .item(let s)? = r.second { include(s) }
    }
    let canvas = Rect(x: 0, y: 0, width: 1000, height: 1000)
    let window = Window(frame: canvas)
    let root = View(frame: canvas)
    try? window.addSubview(root)
    var views: [Int: View] = [:]
    for index in involved {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      view.className = items[index].className
      views[index] = view
    }
    for index in involved {
      let parent = items[index].parent.flatMap { views[$0] } ?? root
      try? parent.addSubview(views[index]!)
    }
    let ordered =
      used.filter { rebuilt[$0]!.origin == .autoresizing }
      + used.filter { rebuilt[$0]!.origin != .autoresizing }
    for member in ordered {
      let r = rebuilt[member]!
      let firstView = views[r.first]!
      var secondView: View?
      var holder = root
      switch r.second {
      case .item(let s)?: secondView = views[s]
      case .parentOf(let child)?:
        secondView = views[child]?.superview
      case nil: break
      }
      if r.origin == .autoresizing, let secondView, secondView === firstView.superview {
        holder = secondView
      }
      let constraint = LayoutConstraint(
        item: firstView, attribute: r.firstAttribute, relatedBy: r.relation, toItem: secondView,
        attribute: r.secondAttribute, multiplier: r.multiplier, constant: r.constant,
        priority: LayoutPriority(lowered.contains(member) ? 999 : min(max(r.priority, 1), 1000)),
        origin: r.origin)
      // The log's identifier stays in front, as ConstraintBreakRule reads UIKit's kinds from it.
      constraint.identifier = (identifiers[member] ?? "") + "#\(member)"
      // Checked when rebuilt; a constraint whose items left the holder's subtree is skipped.
      try? holder.addConstraint(constraint)
    }
    window.needsLayoutPass = true
    window.layoutIfNeeded()
    return window.takeConstraintBreaks().map { found in
      func index(_ record: LayoutEngine.ConstraintRecord) -> Int? {
        guard let id = record.identifier, let hash = id.lastIndex(of: "#") else { return nil }
        return Int(id[id.index(after: hash)...])
      }
      return (found.conflict.compactMap(index), index(found.broken))
    }
  }
}
