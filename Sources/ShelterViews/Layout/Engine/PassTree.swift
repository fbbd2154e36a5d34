/// One pass's picture of a window's tree, in preorder: each view's place, its superview's place and
/// where its subtree ends. Whether an item lies inside a constraint's holder is then two
/// comparisons, and the walks up from an item that each constraint needs stop where an earlier
/// walk of the same pass already went, so a tree of any depth costs a pass time linear in its
/// constraints, not in constraints × depth.
struct PassTree {
  /// The views in preorder (a view before its subviews, subviews in order).
  private(set) var views: [View] = []
  /// Each view's superview's place; -1 for the window.
  private(set) var parents: [Int] = []
  /// One past the place of each view's last descendant.
  private(set) var ends: [Int] = []
  /// Each view's place, by identity.
  private var places: [ObjectIdentifier: Int] = [:]
  /// Whether each view has joined the pass (every view a constraint names and every view between
  /// it and the constraint's holder).
  var joined: [Bool] = []
  /// For a view whose variables, and those of every view above it up to some ancestor, are made:
  /// that ancestor's place (-1 while unknown).
  private var madeUpTo: [Int] = []
  /// The places one walk passed, reused between walks.
  private var walked: [Int] = []
  /// The window pictured, by identity: it is not held while the picture is kept between passes.
  private let windowID: ObjectIdentifier

  /// Walks the window's tree once, without recursion.
  init(_ window: Window) {
    windowID = ObjectIdentifier(window)
    var stack: [(view: View, parent: Int)] = [(window, -1)]
    while let (view, parent) = stack.popLast() {
      let place = views.count
      views.append(view)
      parents.append(parent)
      places[ObjectIdentifier(view)] = place
      for child in view.subviews.reversed() { stack.append((child, place)) }
    }
    ends = Array(1...views.count)
    // A subtree ends where its last descendant's does; descendants come after their ancestors.
    for place in views.indices.reversed() where parents[place] >= 0 {
      ends[parents[place]] = max(ends[parents[place]], ends[place])
    }
    joined = Array(repeating: false, count: views.count)
    madeUpTo = Array(repeating: -1, count: views.count)
  }

  /// Whether `window`'s tree is still the one pictured: the same views in the same preorder, each
  /// under the same superview. Each view's subviews are checked against the places its subtree
  /// spans, so the check is one pass over the views, without recursion and without lookups.
  func pictures(_ window: Window) -> Bool {
    guard windowID == ObjectIdentifier(window) else { return false }
    for place in views.indices {
      // The subviews sit right after their superview, each after its earlier sibling's subtree.
      var child = place + 1
      for view in (place == 0 ? window : views[place]).subviews {
        guard child < ends[place], views[child] === view else { return false }
        child = ends[child]
      }
      guard child == ends[place] else { return false }
    }
    return true
  }

  /// Puts a stand-in at the window's place. The engine keeps the last picture between passes and
  /// the window keeps the engine, so a picture that held its window would keep it alive for good.
  mutating func releaseWindow() { views[0] = ChildPlaceholder.removed }

  /// Puts the window back at its place for a round that edits the last pass's rows.
  mutating func restoreWindow(_ window: Window) { views[0] = window }

  /// A view's place, `nil` for a view outside the window's tree.
  func place(of view: View) -> Int? { places[ObjectIdentifier(view)] }

  /// Whether the view at `place` is the one at `ancestor` or lies inside it.
  func contains(_ place: Int, in ancestor: Int) -> Bool { place >= ancestor && place < ends[ancestor] }

  /// The place of the closest view that is, or is above, both places' views: a climb from the
  /// first as long as its view does not contain the second, so the cost is the distance climbed.
  func closestCommonAncestor(_ a: Int, _ b: Int) -> Int {
    var place = a
    while !contains(b, in: place) { place = parents[place] }
    return place
  }

  /// Makes the variables of every view from `place` up to, not including, `holder` (which contains
  /// it), bottom up, in the order a walk up makes them; a stretch an earlier walk of the pass made
  /// is skipped whole, so every view is walked about once however many constraints pass it.
  mutating func makeVariables(from place: Int, upTo holder: Int, in engine: LayoutEngine) {
    var current = place
    var reached = holder
    walked.removeAll(keepingCapacity: true)
    while current != holder {
      let known = madeUpTo[current]
      if known >= 0 {
        // Made from here up to `known`: the holder is `known` or below it (both lie above
        // `current`, so the one placed first is the higher), or the walk goes on from `known`.
        walked.append(current)
        if known <= holder {
          reached = known
          break
        }
        current = known
        continue
      }
      _ = engine.variables(of: views[current])
      walked.append(current)
      current = parents[current]
    }
    for place in walked { madeUpTo[place] = reached }
  }
}
