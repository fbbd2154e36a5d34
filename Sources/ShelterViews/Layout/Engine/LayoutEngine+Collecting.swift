import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

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
  func collect(_ window: Window) -> [Desired] {
    var desired: [Desired] = []
    var participants: [View] = []
    var tree = PassTree(window)
    frameDependent.removeAll(keepingCapacity: true)
    var seenOutside: Set<ObjectIdentifier> = []
    func join(place: Int) {
      guard !tree.joined[place] else { return }
      tree.joined[place] = true
      participants.append(tree.views[place])
    }
    func join(_ view: View) {
      if let place = tree.place(of: view) {
        join(place: place)
      } else if seenOutside.insert(ObjectIdentifier(view)).inserted {
        participants.append(view)
      }
    }
    var guides: [LayoutGuide] = []
    var guideSeen: Set<ObjectIdentifier> = []
    contentScrollViews = []
    contentScrollViewIDs = []
    // One direction for the whole pass: asking each holder walks up to its window, which costs
    // the depth of the tree per constraint.
    let rightToLeft = window.application.userInterfaceLayoutDirection == .rightToLeft
    for holder in tree.views.indices {
      let view = tree.views[holder]
      guard let layout = view.layoutSettings else { continue }
      for guide in layout.guides where guideSeen.insert(ObjectIdentifier(guide)).inserted {
        guides.append(guide)
      }
      for constraint in layout.constraints {
        join(place: holder)
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
          guard let owner = item.layoutOwningView else { continue }
          if let place = tree.place(of: owner), tree.contains(place, in: holder) {
            // Every view from a joined one up to the holder has joined: an earlier walk of this
            // holder, or of one above it (holders come in preorder), went that way.
            var current = place
            while current != holder, !tree.joined[current] {
              join(place: current)
              current = tree.parents[current]
            }
          } else {
            // An item outside the holder: every view up to the top of its tree.
            var v = owner
            while v !== view {
              join(v)
              guard let up = v.superview else { break }
              v = up
            }
          }
        }
        if Self.dependsOnFrames(constraint) { frameDependent.append((constraint, holder)) }
        if let row = row(for: constraint, holder: holder, rightToLeft: rightToLeft, tree: &tree) {
          desired.append(row)
        }
      }
    }
    self.participants.removeAll(keepingCapacity: true)
    participantPlaces.removeAll(keepingCapacity: true)
    for view in participants {
      participantPlaces[ObjectIdentifier(view)] = self.participants.count
      // Kept past the pass, the window would keep itself alive: it stands in (``PassTree``).
      self.participants.append((view === window ? ChildPlaceholder.removed : view, view.layoutRect))
      generate(for: view, into: &desired)
    }
    for guide in guides { generate(for: guide, into: &desired) }
    for scroll in contentScrollViews { generateContent(for: scroll, into: &desired) }
    passGuides = guides
    tree.releaseWindow()
    lastTree = tree
    lastRightToLeft = rightToLeft
    return desired
  }

  /// A user constraint's row as this pass measures it; `nil` while an item is outside the holder.
  func row(for constraint: LayoutConstraint, holder: Int, rightToLeft: Bool, tree: inout PassTree)
    -> Desired?
  {
    guard let expression = form(of: constraint, holder: holder, rightToLeft: rightToLeft, tree: &tree)
    else { return nil }
    return Desired(
      key: EntryKey(constraint), expression: expression, relation: constraint.relation.solverRelation,
      priority: constraint.priority.rawValue, order: seenOrder(constraint), source: .constraint(constraint),
      sourceConstantOverride: constraint.constant)
  }

  /// Whether a constraint's row holds a value read from a frame rather than a variable: an edge of
  /// the keyboard layout guide, a safe area or margins guide, a margin attribute or a baseline.
  static func dependsOnFrames(_ constraint: LayoutConstraint) -> Bool {
    func reads(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> Bool {
      guard let item, let attribute else { return false }
      if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline { return true }
      if item is KeyboardLayoutGuide { return true }
      if let guide = item as? LayoutGuide { return guide.kind == .safeArea || guide.kind == .layoutMargins }
      return false
    }
    return reads(constraint.firstItem, constraint.firstAttribute)
      || reads(constraint.secondItem, constraint.secondAttribute)
  }

  /// A scroll view's content guide's rows: sizes never negative, and a stay at the content size
  /// as it is, below every priority, so a `contentSize` given stands only where the constraints
  /// leave the content size free (docs/scroll-views.md).
  func generateContent(for scroll: ScrollView, into desired: inout [Desired]) {
    let vars = variables(of: scroll.contentLayoutGuide)
    nonNegativeSizes(vars, item: scroll.contentLayoutGuide, into: &desired)
    pendingStays.append((vars.width, scroll.contentSize.width))
    pendingStays.append((vars.height, scroll.contentSize.height))
  }

  /// Sets the content size of every scroll view whose content guide took part in the pass from
  /// the solution, each side on the pixel grid, so scrolling, insets, policies and rules see the
  /// size the constraints derive.
  package func writeContentSizes(scale: Double?) {
    for scroll in contentScrollViews {
      let vars = variables(of: scroll.contentLayoutGuide)
      let size = Size(
        width: max(0, PixelGrid.round(solver.value(of: vars.width), scale: scale)),
        height: max(0, PixelGrid.round(solver.value(of: vars.height), scale: scale)))
      if size != scroll.contentSize { scroll.contentSize = size }
    }
  }

  /// The scroll views whose content guide the last full pass laid out, with its variables.
  func contentGuideVariables(of view: View) -> ItemVariables? {
    guard let scroll = view as? ScrollView, contentScrollViewIDs.contains(ObjectIdentifier(scroll)) else {
      return nil
    }
    return variables[ObjectIdentifier(scroll.contentLayoutGuide)]
  }

  /// After a pass stopped on its round limit with frames still moving: solves once more and keeps
  /// the views laid out by constraints whose frame the new solution moves again, the views whose
  /// safe area or margins feed back into their own frames. The layout keeps the last frames written.
  func noteUnsettledViews(_ window: Window) {
    let desired = collect(window)
    reconcile(desired, window: window)
    addStays()
    let scale = window.application.layoutPixelScale
    var moving: [View] = []
    forEachConstrainedView(in: window) { view, vars in
      let x = solver.value(of: vars.x)
      let y = solver.value(of: vars.y)
      let minX = PixelGrid.round(x, scale: scale)
      let minY = PixelGrid.round(y, scale: scale)
      let rect = Rect(
        x: minX, y: minY,
        width: max(0, PixelGrid.round(x + max(0, solver.value(of: vars.width)), scale: scale) - minX),
        height: max(0, PixelGrid.round(y + max(0, solver.value(of: vars.height)), scale: scale) - minY))
      if rect != view.layoutRect { moving.append(view) }
    }
    unsettledViews = moving
  }

  /// The rows a view adds of itself: autoresizing constraints, or sizes, intrinsic size and stays.
  func generate(for view: View, into desired: inout [Desired]) {
    let vars = variables(of: view)
    let rect = view.layoutRect
    if view.translatesAutoresizingMaskIntoConstraints {
      let parts = [
        (vars.x, rect.minX), (vars.y, rect.minY), (vars.width, rect.width), (vars.height, rect.height),
      ]
      for (row, (variable, value)) in zip(GeneratedRow.autoresizing, parts) {
        desired.append(
          Desired(
            key: EntryKey(view, row), expression: LinearForm([(variable, 1)], constant: -value),
            relation: .equal, priority: 1000, order: -1,
            source: .autoresizing(KeptItem(view), row, value: value)))
      }
      return
    }
    nonNegativeSizes(vars, item: view, into: &desired)
    let intrinsic = Size(view.intrinsicContentSize)
    let axes: [(LayoutVariable, Double, LayoutAttribute.Axis)] = [
      (vars.width, intrinsic.width, .horizontal), (vars.height, intrinsic.height, .vertical),
    ]
    for (variable, size, axis) in axes where size >= 0 {
      // Hugging keeps the size at most the content's, compression resistance at least.
      for row in GeneratedRow.contentSize(axis) {
        let priority =
          (row.isHugging
          ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis))
          .rawValue
        desired.append(
          Desired(
            key: EntryKey(view, row), expression: LinearForm([(variable, 1)], constant: -size),
            relation: row.isHugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: priority,
            order: -1, source: .contentSize(KeptItem(view), row, size: size, priority: priority)))
      }
    }
    stay(vars, at: rect)
  }

  /// A user guide's rows: sizes never negative and a stay at its last frame.
  func generate(for guide: LayoutGuide, into desired: inout [Desired]) {
    let vars = variables(of: guide)
    nonNegativeSizes(vars, item: guide, into: &desired)
    stay(vars, at: guide.solvedFrame)
  }

  /// `width >= 0` and `height >= 0`: sizes are never negative.
  func nonNegativeSizes(_ vars: ItemVariables, item: any LayoutItem, into desired: inout [Desired]) {
    for (row, variable) in [(GeneratedRow.nonNegativeWidth, vars.width), (.nonNegativeHeight, vars.height)] {
      desired.append(
        Desired(
          key: EntryKey(item, row), expression: LinearForm([(variable, 1)], constant: 0),
          relation: .greaterThanOrEqual, priority: 1000, order: -1, source: .nonNegative(item, row))
      )
    }
  }

  /// Stays at a rect, below every priority, so an ambiguous item keeps where it is.
  /// They go to the solver after the pass's constraints (`addStays()`), so each constraint can
  /// still find a fresh variable to solve for, and a stay on a variable the constraints fix is
  /// left out.
  func stay(_ vars: ItemVariables, at rect: Rect) {
    pendingStays.append((vars.x, rect.minX))
    pendingStays.append((vars.y, rect.minY))
    pendingStays.append((vars.width, rect.width))
    pendingStays.append((vars.height, rect.height))
  }

  /// Gives the solver the stays collected by the pass.
  func addStays() {
    for (variable, value) in pendingStays { solver.setStay(variable, at: value) }
    pendingStays.removeAll(keepingCapacity: true)
  }

  /// A constraint activated now is met now, after every one met before, as
  /// `NSLayoutConstraint.activate(_:)` adds them in order; a deactivated one is met anew.
  package func meet(_ constraint: LayoutConstraint, active: Bool) {
    firstSeen[ObjectIdentifier(constraint)] = nil
    if active { _ = seenOrder(constraint) }
  }

  /// The order in which the engine first met a constraint.
  func seenOrder(_ constraint: LayoutConstraint) -> Int {
    let key = ObjectIdentifier(constraint)
    if let order = firstSeen[key] { return order }
    additions += 1
    firstSeen[key] = additions
    return additions
  }

  /// The variables of an item, made on first use.
  func variables(of item: AnyObject) -> ItemVariables {
    let key = ObjectIdentifier(item)
    if let vars = variables[key] { return vars }
    let vars = ItemVariables(
      item: item, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    variables[key] = vars
    return vars
  }
}
