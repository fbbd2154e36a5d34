import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport

/// One window's Auto Layout engine, as UIKit keeps one `NSISEngine` per window: it turns the
/// active constraints of the window's views into a solver's rows, keeps them across passes so a
/// changed constant or keyboard is an edit rather than a new solve, and writes solved frames back.
///
/// Every view a constraint names, and every view between it and the constraint's holder, has four
/// variables: its untransformed layout rect in its superview (x, y, width, height). A view that
/// translates its autoresizing mask is held at its current rect by four required autoresizing
/// constraints; any other gets `width, height >= 0`, its intrinsic-size inequalities and a stay at
/// its current rect, below every priority, so an ambiguous layout keeps where it is.
package final class LayoutEngine {
  /// The solver; its rows persist between passes.
  let solver = LayoutSolver()
  /// Each item's variables, by identity; the item is held so its identity stays unique.
  private var variables: [ObjectIdentifier: ItemVariables] = [:]
  /// The constraints in the solver (or broken out of it), by key.
  private var entries: [EntryKey: Entry] = [:]
  /// A counter that orders additions, so the newest constraint of a conflict is the one broken.
  private var additions = 0
  /// The breaks since they were last taken, in the order they happened.
  package var breaks: [ConstraintBreak] = []
  /// Every constraint the last pass laid out, generated ones included, by key order of addition.
  private var lastDesired: [EntryKey] = []
  /// Made-up addresses for UIKit-style descriptions, made once per pass at the first conflict.
  private var passAddresses: DebugAddresses?
  /// The key of each constraint in the solver, to name a conflict's members.
  private var keysByID: [LayoutConstraintID: EntryKey] = [:]
  /// When each user constraint was first seen, so the newest of a conflict is the one broken.
  private var firstSeen: [ObjectIdentifier: Int] = [:]

  /// Whether the next pass must collect every constraint again (anything but a constant changed).
  package var needsFullPass = true
  /// Constraints whose constant changed since the last pass.
  package var constantEdits: [LayoutConstraint] = []
  /// The views laid out by constraints, by the solver's group of their variables, as of the last
  /// full pass: an edit writes back only its group's views.
  private var viewsByComponent: [Int32: [View]] = [:]

  package init() {}

  /// An item's four variables.
  struct ItemVariables {
    let item: AnyObject
    let x: LayoutVariable
    let y: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
  }

  /// What identifies one row across passes: a user constraint by identity, a generated one by its
  /// view and which of the view's generated constraints it is.
  struct EntryKey: Hashable {
    let object: ObjectIdentifier
    let slot: Int
  }

  /// One constraint as last given to the solver: the row as a pass wanted it, its id in the
  /// solver, and whether it was broken and left out (it stays out until its own constant changes).
  struct Entry {
    var row: Desired
    var id: LayoutConstraintID?
    var isBroken: Bool
  }

  /// What a row stands for: a constraint object, one of a translating view's autoresizing
  /// constraints, or a row UIKit keeps implicit (sizes never negative) or describes by content size.
  enum Source {
    case constraint(LayoutConstraint)
    case autoresizing(View, attribute: String, value: Double)
    /// `width >= 0` or `height >= 0` of a view or guide.
    case nonNegative(any LayoutItem, attribute: String)
    /// An intrinsic-size row: hugging (`<=`) or compression resistance (`>=`).
    case contentSize(View, attribute: String, hugging: Bool, size: Double, priority: Double)

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
      case .autoresizing(let view, let attribute, let value):
        let mask = view.autoresizingMask.constraintDescription
        return ConstraintRecord(
          identifier: nil,
          description:
            "NSAutoresizingMaskLayoutConstraint \(mask) \(view.layoutName).\(attribute) == \(NumberText.shortest(value))",
          origin: .autoresizing, viewID: view.identifier)
      case .nonNegative(let item, let attribute):
        return ConstraintRecord(
          identifier: nil, description: "\(item.layoutName).\(attribute) >= 0", origin: .system,
          viewID: item.layoutOwningView?.identifier, isImplicit: true)
      case .contentSize(let view, let attribute, let hugging, let size, let priority):
        let relation = hugging ? "<=" : ">="
        let kind = hugging ? "hug" : "compressionResistance"
        return ConstraintRecord(
          identifier: nil,
          description:
            "NSContentSizeLayoutConstraint \(view.layoutName).\(attribute) \(relation) \(NumberText.shortest(size)) \(kind):\(NumberText.shortest(priority))",
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

  // MARK: - The pass

  /// Solves the constraints of `window`'s tree and writes the solved frames; returns whether any
  /// constraint took part. Safe areas and guides depend on frames, so the pass repeats (at most
  /// three more times) while they move.
  @discardableResult
  package func layout(_ window: Window) -> Bool {
    passAddresses = nil
    if !needsFullPass, !constantEdits.isEmpty, applyConstantEdits() { return true }
    needsFullPass = false
    constantEdits = []
    defer { indexComponents(window) }
    var rounds = 0
    var any = false
    while true {
      let desired = collect(window)
      any = !desired.isEmpty
      reconcile(desired, window: window)
      let moved = writeFrames(window, desired: desired)
      rounds += 1
      if !moved || rounds >= 4 { break }
      window.updateSafeAreaInsets()
    }
    return any
  }

  /// Edits the rows of constraints whose constant alone changed and writes back the views of their
  /// groups; `false` (nothing applied) when one of them needs the full pass.
  private func applyConstantEdits() -> Bool {
    let edits = constantEdits
    constantEdits = []
    var touched: Set<Int32> = []
    for constraint in edits {
      let key = EntryKey(object: ObjectIdentifier(constraint), slot: 0)
      guard var entry = entries[key], let id = entry.id, !entry.isBroken,
        let variable = entry.row.expression.terms.first?.variable
      else { return false }
      let shift = constraint.constant - entry.row.sourceConstant
      guard shift != 0 else { continue }
      let constant = entry.row.expression.constant - shift
      guard case .applied = solver.setConstant(constant, of: id) else { return false }
      entry.row.expression.constant = constant
      entry.row.sourceConstantOverride = constraint.constant
      entries[key] = entry
      touched.insert(solver.component(of: variable))
    }
    for component in touched {
      for view in viewsByComponent[component] ?? [] {
        _ = writeFrame(view, scale: view.window?.application.layoutPixelScale)
      }
    }
    return true
  }

  /// Groups the views laid out by constraints by their solver group.
  private func indexComponents(_ window: Window) {
    viewsByComponent = [:]
    forEachConstrainedView(in: window) { view, vars in
      viewsByComponent[solver.component(of: vars.y), default: []].append(view)
      let horizontal = solver.component(of: vars.x)
      if horizontal != solver.component(of: vars.y) { viewsByComponent[horizontal, default: []].append(view) }
    }
  }

  /// Visits, in tree order and without recursion, every view of `window` laid out by constraints
  /// with its variables.
  private func forEachConstrainedView(in window: Window, _ body: (View, ItemVariables) -> Void) {
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for child in view.subviews.reversed() { stack.append(child) }
      if !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] {
        body(view, vars)
      }
    }
  }

  // MARK: - Building the rows

  /// One constraint as this pass wants it.
  struct Desired {
    let key: EntryKey
    var expression: LinearForm
    let relation: LayoutRelation
    let priority: Double
    /// When the constraint was first seen (generated ones: -1).
    let order: Int
    /// What made the row, to describe it as UIKit would when it takes part in a conflict.
    let source: Source
    /// The constant as its maker gave it (a user constraint's `constant`): a broken constraint is
    /// tried again only when it changes, not when a guide it names moves.
    var sourceConstantOverride: Double? = nil
    var sourceConstant: Double { sourceConstantOverride ?? expression.constant }
    /// The record a log shows.
    var record: ConstraintRecord { source.record }
    /// Who made the row.
    var origin: LayoutConstraint.Origin { source.origin }
  }

  /// Every constraint of the pass: user constraints in tree order, then what each participating
  /// view generates.
  private func collect(_ window: Window) -> [Desired] {
    var desired: [Desired] = []
    var participants: [View] = []
    var seen: Set<ObjectIdentifier> = []
    func join(_ view: View) {
      if seen.insert(ObjectIdentifier(view)).inserted { participants.append(view) }
    }
    var guides: [LayoutGuide] = []
    var guideSeen: Set<ObjectIdentifier> = []
    // One direction for the whole pass: asking each holder walks up to its window, which costs
    // the depth of the tree per constraint.
    let rightToLeft = window.application.userInterfaceLayoutDirection == .rightToLeft
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for child in view.subviews.reversed() { stack.append(child) }
      guard let layout = view.layoutSettings else { continue }
      for guide in layout.guides where guideSeen.insert(ObjectIdentifier(guide)).inserted {
        guides.append(guide)
      }
      for constraint in layout.constraints {
        var path: [View] = []
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
          guard var v = item.layoutOwningView else { continue }
          while v !== view {
            path.append(v)
            guard let up = v.superview else { break }
            v = up
          }
        }
        join(view)
        for v in path { join(v) }
        if let expression = form(of: constraint, holder: view, rightToLeft: rightToLeft) {
          desired.append(
            Desired(
              key: EntryKey(object: ObjectIdentifier(constraint), slot: 0), expression: expression,
              relation: constraint.relation.solverRelation, priority: constraint.priority.rawValue,
              order: seenOrder(constraint), source: .constraint(constraint),
              sourceConstantOverride: constraint.constant))
        }
      }
    }
    for view in participants { generate(for: view, into: &desired) }
    for guide in guides { generate(for: guide, into: &desired) }
    return desired
  }

  /// The rows a view adds of itself: autoresizing constraints, or sizes, intrinsic size and stays.
  private func generate(for view: View, into desired: inout [Desired]) {
    let vars = variables(of: view)
    let rect = view.layoutRect
    let key = ObjectIdentifier(view)
    if view.translatesAutoresizingMaskIntoConstraints {
      let parts: [(LayoutVariable, Double, String)] = [
        (vars.x, rect.minX, "minX"), (vars.y, rect.minY, "minY"), (vars.width, rect.width, "width"),
        (vars.height, rect.height, "height"),
      ]
      for (slot, (variable, value, attribute)) in parts.enumerated() {
        desired.append(
          Desired(
            key: EntryKey(object: key, slot: slot + 1),
            expression: LinearForm([(variable, 1)], constant: -value), relation: .equal, priority: 1000,
            order: -1, source: .autoresizing(view, attribute: attribute, value: value)))
      }
      return
    }
    nonNegativeSizes(vars, key: key, item: view, into: &desired)
    let intrinsic = view.intrinsicContentSize
    let axes: [(LayoutVariable, Double, LayoutAttribute.Axis, String)] = [
      (vars.width, intrinsic.width, .horizontal, "width"),
      (vars.height, intrinsic.height, .vertical, "height"),
    ]
    for (index, (variable, size, axis, attribute)) in axes.enumerated() where size >= 0 {
      // Hugging keeps the size at most the content's, compression resistance at least.
      for hugging in [true, false] {
        let priority =
          (hugging
          ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis))
          .rawValue
        desired.append(
          Desired(
            key: EntryKey(object: key, slot: 7 + index * 2 + (hugging ? 0 : 1)),
            expression: LinearForm([(variable, 1)], constant: -size),
            relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: priority, order: -1,
            source: .contentSize(view, attribute: attribute, hugging: hugging, size: size, priority: priority)
          ))
      }
    }
    stay(vars, at: rect)
  }

  /// A user guide's rows: sizes never negative and a stay at its last frame.
  private func generate(for guide: LayoutGuide, into desired: inout [Desired]) {
    let vars = variables(of: guide)
    let key = ObjectIdentifier(guide)
    nonNegativeSizes(vars, key: key, item: guide, into: &desired)
    stay(vars, at: guide.solvedFrame)
  }

  /// `width >= 0` and `height >= 0`: sizes are never negative.
  private func nonNegativeSizes(
    _ vars: ItemVariables, key: ObjectIdentifier, item: any LayoutItem, into desired: inout [Desired]
  ) {
    for (slot, (variable, attribute)) in [(vars.width, "width"), (vars.height, "height")].enumerated() {
      desired.append(
        Desired(
          key: EntryKey(object: key, slot: slot + 5), expression: LinearForm([(variable, 1)], constant: 0),
          relation: .greaterThanOrEqual, priority: 1000, order: -1,
          source: .nonNegative(item, attribute: attribute)))
    }
  }

  /// Stays at a rect, below every priority, so an ambiguous item keeps where it is.
  private func stay(_ vars: ItemVariables, at rect: Rect) {
    solver.setStay(vars.x, at: rect.minX)
    solver.setStay(vars.y, at: rect.minY)
    solver.setStay(vars.width, at: rect.width)
    solver.setStay(vars.height, at: rect.height)
  }

  /// A constraint activated now is met now, after every one met before, as
  /// `NSLayoutConstraint.activate(_:)` adds them in order; a deactivated one is met anew.
  package func meet(_ constraint: LayoutConstraint, active: Bool) {
    firstSeen[ObjectIdentifier(constraint)] = nil
    if active { _ = seenOrder(constraint) }
  }

  /// The order in which the engine first met a constraint.
  private func seenOrder(_ constraint: LayoutConstraint) -> Int {
    let key = ObjectIdentifier(constraint)
    if let order = firstSeen[key] { return order }
    additions += 1
    firstSeen[key] = additions
    return additions
  }

  /// The variables of an item, made on first use.
  private func variables(of item: AnyObject) -> ItemVariables {
    let key = ObjectIdentifier(item)
    if let vars = variables[key] { return vars }
    let vars = ItemVariables(
      item: item, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    variables[key] = vars
    return vars
  }

  // MARK: - Attributes as linear forms

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

  // MARK: - Applying to the solver

  /// Brings the solver to the desired rows: removes what went, edits constants that changed, adds
  /// what is new (newest last), breaking constraints where required ones conflict.
  private func reconcile(_ desired: [Desired], window: Window) {
    var wanted: Set<EntryKey> = []
    wanted.reserveCapacity(desired.count)
    for d in desired { wanted.insert(d.key) }
    for key in lastDesired where !wanted.contains(key) {
      if let entry = entries.removeValue(forKey: key), let id = entry.id { removeRow(id) }
    }
    lastDesired = desired.map(\.key)
    // Generated rows first, then user constraints in activation order, so a conflict meets the
    // newest user constraint last.
    let ordered = desired.enumerated().sorted { a, b in
      (a.element.order, a.offset) < (b.element.order, b.offset)
    }.map(\.element)
    for d in ordered {
      if var entry = entries[d.key] {
        if entry.row.expression.sameTerms(as: d.expression), entry.row.relation == d.relation,
          entry.row.priority == d.priority
        {
          guard entry.row.expression.constant != d.expression.constant else { continue }
          let before = entry.row.sourceConstant
          entry.row = d
          if let id = entry.id {
            if case .applied = solver.setConstant(d.expression.constant, of: id) {
              entries[d.key] = entry
              continue
            }
            // A required edit that cannot hold: the row goes back in through the conflict rule.
            removeRow(id)
            entries[d.key] = nil
            add(d, window: window)
            continue
          }
          // A broken constraint is tried again only when its own constant changed.
          if before == d.sourceConstant {
            entries[d.key] = entry
            continue
          }
          entries[d.key] = nil
        } else {
          if let id = entry.id { removeRow(id) }
          entries[d.key] = nil
        }
      }
      add(d, window: window)
    }
  }

  /// Adds one row; a required row that conflicts breaks the member of the mutually exclusive set
  /// ConstraintBreakRule chooses (the row itself or an older one, which leaves the solver).
  private func add(_ d: Desired, window: Window) {
    var entry = Entry(row: d, id: nil, isBroken: false)
    while true {
      switch solver.add(d.expression.solverExpression, d.relation, priority: d.priority) {
      case .added(let id):
        entry.id = id
        entries[d.key] = entry
        keysByID[id] = d.key
        return
      case .unsatisfiable(let conflict):
        let others: [(key: EntryKey, value: Entry)] = conflict.compactMap { id in
          guard let key = keysByID[id], let entry = entries[key] else { return nil }
          return (key, entry)
        }
        let addresses = passAddresses ?? DebugAddresses(root: window)
        passAddresses = addresses
        let records = (others.map(\.value) + [entry]).map { described($0, addresses) }
        // The row itself is the newest member; ConstraintBreakRule chooses (docs/explain.md).
        let choice = ConstraintBreakRule.victim(of: (others.map(\.value) + [entry]).map { $0.row.ruleMember })
        guard choice.index < others.count, let id = others[choice.index].value.id else {
          entry.isBroken = true
          entries[d.key] = entry
          breaks.append(
            ConstraintBreak(conflict: records, broken: records[records.count - 1], reason: choice.reason))
          return
        }
        let victim = others[choice.index]
        removeRow(id)
        var broken = victim.value
        broken.id = nil
        broken.isBroken = true
        entries[victim.key] = broken
        breaks.append(
          ConstraintBreak(
            conflict: records, broken: described(victim.value, addresses), reason: choice.reason))
      }
    }
  }

  /// A row's record with UIKit's description of it filled in.
  private func described(_ entry: Entry, _ addresses: DebugAddresses) -> ConstraintRecord {
    var record = entry.row.record
    switch entry.row.source {
    case .constraint(let constraint):
      record.uikitDescription = constraint.uikitDescription(addresses: addresses)
    case .autoresizing(let view, let attribute, let value):
      record.uikitDescription = Self.autoresizingDescription(
        view, attribute: attribute, value: value, addresses: addresses)
    case .nonNegative, .contentSize:
      break
    }
    return record
  }

  /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0   (active, names: '|':UIView:0x… )>`:
  /// one of the four constraints UIKit makes from a translating view's frame and mask. The address
  /// sits past the view's, one slot per attribute.
  static func autoresizingDescription(
    _ view: View, attribute: String, value: Double, addresses: DebugAddresses
  ) -> String {
    let address = addresses.address(of: view)
    let slots = ["minX": 1, "minY": 2, "width": 3, "height": 4]
    let own = 0x6000_00a0_0000 + address * 0x10 + (slots[attribute] ?? 0) * 0x4
    var names: [String] = []
    if let identifier = view.identifier {
      names.append(identifier + ":" + UIKitConstraintText.hex(address))
    }
    if attribute == "minX" || attribute == "minY", let superview = view.superview {
      names.append(
        "'|':" + UIKitConstraintText.className(of: superview) + ":"
          + UIKitConstraintText.hex(addresses.address(of: superview)))
    }
    let body =
      UIKitConstraintText.name(of: view, address: address) + "." + attribute + " == "
      + (value < 0 ? "- " : "") + UIKitConstraintText.number(abs(value))
    return "<NSAutoresizingMaskLayoutConstraint:\(UIKitConstraintText.hex(own)) "
      + view.autoresizingMask.constraintDescription + " " + body
      + UIKitConstraintText.info(active: true, names: names) + ">"
  }

  /// Takes a row out of the solver.
  private func removeRow(_ id: LayoutConstraintID) {
    solver.remove(id)
    keysByID[id] = nil
  }

  // MARK: - Reading back

  /// Writes solved frames to the views that do not translate their masks, rounded to the pixel
  /// grid; returns whether any frame changed.
  private func writeFrames(_ window: Window, desired: [Desired]) -> Bool {
    let scale = window.application.layoutPixelScale
    var moved = false
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for child in view.subviews.reversed() { stack.append(child) }
      if let guides = view.layoutSettings?.guides {
        for guide in guides {
          guard let vars = variables[ObjectIdentifier(guide)] else { continue }
          guide.solvedFrame = Rect(
            x: solver.value(of: vars.x), y: solver.value(of: vars.y), width: solver.value(of: vars.width),
            height: solver.value(of: vars.height))
        }
      }
      if !view.translatesAutoresizingMaskIntoConstraints, writeFrame(view, scale: scale) { moved = true }
    }
    return moved
  }

  /// Writes one view's solved rect, each edge on the pixel grid; returns whether it moved.
  private func writeFrame(_ view: View, scale: Double?) -> Bool {
    guard let vars = variables[ObjectIdentifier(view)] else { return false }
    let x = solver.value(of: vars.x)
    let y = solver.value(of: vars.y)
    let w = max(0, solver.value(of: vars.width))
    let h = max(0, solver.value(of: vars.height))
    let minX = PixelGrid.round(x, scale: scale)
    let minY = PixelGrid.round(y, scale: scale)
    let rect = Rect(
      x: minX, y: minY, width: max(0, PixelGrid.round(x + w, scale: scale) - minX),
      height: max(0, PixelGrid.round(y + h, scale: scale) - minY))
    guard rect != view.layoutRect else { return false }
    view.setLayoutRect(rect)
    return true
  }

  /// The views whose frame is not fixed by their constraints, in tree order; asked for rather than
  /// kept, as judging a view costs what its position depends on.
  package func ambiguousViews(in window: Window) -> [View] {
    var candidates: [View] = []
    var queried: [LayoutVariable] = []
    forEachConstrainedView(in: window) { view, vars in
      candidates.append(view)
      queried.append(contentsOf: [vars.x, vars.y, vars.width, vars.height])
    }
    // One batch: a view's position depends on its chain of pins, which views along it share.
    let ambiguous = solver.ambiguousVariables(queried)
    return candidates.indices.compactMap { index in
      ambiguous[4 * index..<4 * index + 4].contains(true) ? candidates[index] : nil
    }
  }

  /// The axes on which a view's frame is not fixed by its constraints: horizontal when its x or
  /// width is free, vertical when its y or height is.
  package func ambiguousAxes(of view: View) -> [LayoutAttribute.Axis] {
    guard !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] else {
      return []
    }
    var axes: [LayoutAttribute.Axis] = []
    if solver.isAmbiguous(vars.x) || solver.isAmbiguous(vars.width) { axes.append(.horizontal) }
    if solver.isAmbiguous(vars.y) || solver.isAmbiguous(vars.height) { axes.append(.vertical) }
    return axes
  }

  /// Whether a constraint was broken by the last pass and left out of the layout.
  package func isBroken(_ constraint: LayoutConstraint) -> Bool {
    entries[EntryKey(object: ObjectIdentifier(constraint), slot: 0)]?.isBroken ?? false
  }

  /// Whether a view's frame is not fixed by its constraints.
  package func isAmbiguous(_ view: View) -> Bool {
    guard !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] else {
      return false
    }
    return solver.isAmbiguous(vars.x) || solver.isAmbiguous(vars.y) || solver.isAmbiguous(vars.width)
      || solver.isAmbiguous(vars.height)
  }

  /// The active constraints whose rows mention a view's variables on an axis.
  package func constraints(affecting view: View, axis: LayoutAttribute.Axis) -> [ConstraintRecord] {
    guard let vars = variables[ObjectIdentifier(view)] else { return [] }
    let mine: Set<LayoutVariable> =
      axis == .horizontal ? [vars.x, vars.width] : [vars.y, vars.height]
    return lastDesired.compactMap { key in
      guard let entry = entries[key], !entry.isBroken,
        entry.row.expression.terms.contains(where: { mine.contains($0.variable) })
      else { return nil }
      return entry.row.record
    }
  }

  /// For each view, the active constraints whose rows mention its variables on its ambiguous
  /// axes (``ambiguousAxes(of:)``), with those axes, in one pass over the rows: what explains an
  /// ambiguity, however many views are ambiguous.
  package func constraintsLeavingAmbiguous(_ views: [View]) -> [(
    axes: [LayoutAttribute.Axis], records: [ConstraintRecord]
  )] {
    var asking: [LayoutVariable: [Int]] = [:]
    var result: [(axes: [LayoutAttribute.Axis], records: [ConstraintRecord])] = []
    for (index, view) in views.enumerated() {
      let axes = ambiguousAxes(of: view)
      result.append((axes, []))
      guard let vars = variables[ObjectIdentifier(view)] else { continue }
      for axis in axes {
        for variable in axis == .horizontal ? [vars.x, vars.width] : [vars.y, vars.height] {
          asking[variable, default: []].append(index)
        }
      }
    }
    guard !asking.isEmpty else { return result }
    for key in lastDesired {
      guard let entry = entries[key], !entry.isBroken else { continue }
      var named: [Int] = []
      for term in entry.row.expression.terms {
        for index in asking[term.variable] ?? [] where !named.contains(index) { named.append(index) }
      }
      guard !named.isEmpty else { continue }
      let record = entry.row.record
      for index in named { result[index].records.append(record) }
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
