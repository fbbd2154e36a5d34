import ShelterGeometry
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

  /// The smallest change that makes a conflict satisfiable.
  package enum Fix: Sendable, Equatable {
    /// Remove this constraint (an index into the log's entries).
    case remove(Int)
    /// Set `translatesAutoresizingMaskIntoConstraints = false` on this item.
    case stopTranslating(Int)
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
}

extension ConstraintLog {
  /// Rebuilds the items and constraints and solves every message with Shelter's engine. Repeated
  /// messages (the same constraints) are solved once.
  package func analysis() -> LogAnalysis {
    var result = LogAnalysis()
    var table = ItemTable()
    result.rebuilt.reserveCapacity(entries.count)
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
  /// Solves one group with Shelter's engine and fills its conflict, Shelter's choice and the fix.
  mutating func solve(_ group: inout Group) {
    let first = breaks(of: group.members, without: [])
    guard let found = first.first else { return }
    group.conflict = found.conflict.sorted()
    group.shelterBreaks = found.broken
    // Autoresizing constraints in the set: the usual fix is to stop translating that view's mask.
    if let translating = group.conflict.first(where: { rebuilt[$0]?.origin == .autoresizing }),
      let view = rebuilt[translating]?.first
    {
      let own = Set(
        group.members.filter { rebuilt[$0]?.origin == .autoresizing && rebuilt[$0]?.first == view })
      group.fix = .stopTranslating(view)
      group.fixVerified = breaks(of: group.members, without: own).isEmpty
      if group.fixVerified { return }
    }
    var candidates = group.conflict.filter { rebuilt[$0]?.origin == .user }
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

  /// Builds a window of the group's items and constraints (all but `excluded`), runs a layout pass
  /// and returns each break as entry indexes. Generated constraints are installed first, then the
  /// app's from the last listed to the first: UIKit's list is not the order the constraints were
  /// added, and reading it newest first makes Shelter's rule (the newest user constraint of a
  /// conflict breaks) agree with the device more often (docs/explain.md counts both readings).
  func breaks(of members: [Int], without excluded: Set<Int>) -> [(conflict: [Int], broken: Int?)] {
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
      used.filter { rebuilt[$0]!.origin != .user } + used.filter { rebuilt[$0]!.origin == .user }.reversed()
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
        priority: LayoutPriority(min(max(r.priority, 1), 1000)), origin: r.origin)
      constraint.identifier = "#\(member)"
      // Checked when rebuilt; a constraint whose items left the holder's subtree is skipped.
      try? holder.addConstraint(constraint)
    }
    window.needsLayoutPass = true
    window.layoutIfNeeded()
    return window.takeConstraintBreaks().map { found in
      func index(_ record: LayoutEngine.ConstraintRecord) -> Int? {
        guard let id = record.identifier, id.hasPrefix("#") else { return nil }
        return Int(id.dropFirst())
      }
      return (found.conflict.compactMap(index), index(found.broken))
    }
  }
}
