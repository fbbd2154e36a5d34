import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// Whether the next round may be an edit of the last full pass's rows: there was one, the tree
  /// is the one it pictured, view for view in the same order, and the layout direction is the same.
  func canRefresh(_ window: Window) -> Bool {
    guard let tree = lastTree else { return false }
    return lastRightToLeft == (window.application.userInterfaceLayoutDirection == .rightToLeft)
      && tree.pictures(window)
  }

  /// One round as an edit: the constants of the constraints changed since the last pass, of the
  /// constraints that read frames (``frameDependent``: a keyboard move, a new safe area) and of the
  /// rows of views whose rect was set from outside (autoresizing rows, stays) go to the solver as
  /// constant edits, and only the views of the groups they reach are written. Returns whether a
  /// frame moved, or `nil` when a row changed more than its constant (the round must collect).
  func refresh(_ window: Window) -> Bool? {
    guard var tree = lastTree else { return nil }
    lastTree = nil
    tree.restoreWindow(window)
    defer {
      tree.releaseWindow()
      lastTree = tree
    }
    var rows: [Desired] = []
    var constraints = constantEdits
    constraints.reserveCapacity(constraints.count + frameDependent.count)
    var holders: [Int?] = constraints.map { constraint in constraint.holder.flatMap { tree.place(of: $0) } }
    for (constraint, holder) in frameDependent {
      constraints.append(constraint)
      holders.append(holder)
    }
    for (constraint, holder) in zip(constraints, holders) {
      // A constraint the last pass did not lay out, or that now waits, needs the full pass.
      guard let holder, entries[EntryKey(constraint)] != nil,
        let row = row(for: constraint, holder: holder, rightToLeft: lastRightToLeft, tree: &tree)
      else { return nil }
      rows.append(row)
    }
    var moved: [View] = []
    for place in participants.indices {
      let (kept, rect) = participants[place]
      let view = kept === ChildPlaceholder.removed ? window : kept
      guard view.layoutRect != rect else { continue }
      participants[place].rect = view.layoutRect
      generate(for: view, into: &rows)
      moved.append(view)
    }
    // Every row must be one the solver holds with the same terms, relation and priority.
    for row in rows {
      guard let entry = entries[row.key], entry.row.relation == row.relation,
        entry.row.priority == row.priority, entry.row.expression.sameTerms(as: row.expression),
        entry.id != nil || entry.row.sourceConstant == row.sourceConstant
      else {
        pendingStays.removeAll(keepingCapacity: true)
        return nil
      }
    }
    constantEdits = []
    var touched: Set<LayoutComponentID> = []
    var regrouped = false
    for row in rows {
      guard let entry = entries[row.key], let id = entry.id,
        entry.row.expression.constant != row.expression.constant
      else { continue }
      if let variable = row.expression.terms.first?.variable {
        touched.insert(solver.component(of: variable))
      }
      // A required edit that cannot hold goes back in through the conflict rule, as in a full pass.
      if !editConstant(of: row, id: id, entry: entry, window: window) { regrouped = true }
    }
    for view in moved {
      guard let vars = variables[ObjectIdentifier(view)] else { continue }
      for variable in [vars.x, vars.y, vars.width, vars.height] {
        touched.insert(solver.component(of: variable))
      }
    }
    addStays()
    if regrouped {
      indexComponents(window)
      return writeFrames(window, desired: [])
    }
    // Views in tree order, superviews before their subviews, as a full pass writes them.
    var reached = touched.flatMap { viewsByComponent[$0] ?? [] }
    if touched.count > 1 { reached.sort { (tree.place(of: $0) ?? 0) < (tree.place(of: $1) ?? 0) } }
    let scale = window.application.layoutPixelScale
    var any = false
    for view in reached where writeFrame(view, scale: scale) { any = true }
    for guide in passGuides { writeFrame(guide) }
    return any
  }
}
