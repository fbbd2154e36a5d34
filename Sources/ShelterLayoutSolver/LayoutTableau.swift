/// Sparse simplex tableau behind `LayoutSolver`. A value type so its many arrays are mutated in
/// place without per-access exclusivity checks.
///
/// Rows are keyed by their basic symbol. A basic external's row (a definition) may mention other
/// basic externals defined before it, which keeps chains of pins linear; restricted and objective
/// rows only ever mention non-basic symbols.
struct LayoutTableau {
  /// Relative tolerance under which a sum of coefficients or constants counts as zero: a result
  /// within 1e-12 of its largest operand is cancellation noise (a few thousand ulps of 2.2e-16),
  /// anything larger is real. Constants are positions up to ±1e9, where one point is 1e-9 of the
  /// operands, and coefficients are multipliers from 1e-9 to 1e9 and their products, so no
  /// tolerance is absolute: noise is snapped to zero where a sum makes it (`sum`, `cancels`,
  /// `compactScratch`), and every other test reads a stored value's sign.
  static let epsilon = 1.0e-12
  /// Largest coefficient or constant the tableau writes: a product of multipliers past it is an
  /// overflow (`LayoutSolverFailure.Reason.overflow`), so sums of two stay finite (≤ 2e300).
  static let magnitudeLimit = 1.0e300
  /// Smallest non-zero coefficient a product may make: below it a product of multipliers is an
  /// underflow, reported like an overflow, where it would otherwise round to zero unseen.
  static let smallestMagnitude = 1.0e-300
  /// Priorities at or above this are required.
  static let requiredPriority = 1000.0
  /// The stays' level, below every priority a caller may use.
  static let stayPriority = 0.0
  /// Gap between consecutive definition orders, so a definition can be placed between two
  /// earlier ones (`orderedSubject()`) some twenty times over before the gap closes.
  static let orderStride: Int64 = 1 << 24

  /// Per-symbol scalars, indexed by symbol.
  var symbols: [TableauSymbol] = []
  /// Rows keyed by basic symbol (constraint rows) or objective symbol.
  var rows: [[TableauTerm]] = []
  /// `columns[2s]`: constraint rows containing `s`; `columns[2s + 1]`: objective rows.
  var columns: [[TableauColumnEntry]] = []
  var markGeneration: UInt32 = 0

  var freeSymbols: [Int32] = []
  var components: [LayoutComponent] = []
  var constraints: [ConstraintRecord] = []
  var variableSymbols: [Int32] = []
  /// Per variable: the stay constraint holding it.
  var stays: [Int32?] = []
  /// Per variable: the value of a stay left out because the variable is fixed by required
  /// equalities alone (a stay there costs a row as long as its chain and changes nothing).
  var skippedStays: [Double?] = []
  /// Variables whose stay may be skipped, in the order skipped.
  var skippedStayList: [Int32] = []
  /// Bumped when a required equality goes, which may free a variable: every earlier finding
  /// that a variable is fixed lapses, and the skipped stays go in at the next read.
  var determinedGeneration: UInt64 = 1
  var skippedStaysNeedAdding = false
  /// Bumped when a constraint other than a stay goes in or out: a definition found not fixed may
  /// be fixed after an add, so such findings hold only while this is unchanged.
  var undeterminedGeneration: UInt64 = 1
  /// Bumped by every change but a stay's: a finding that the optimum holds a variable at one
  /// value (`findSettled(_:)`) lasts only while this is unchanged.
  var settledGeneration: UInt64 = 1
  /// Variables whose stay was left out because the optimum held them (`findSettled(_:)`), in
  /// the order skipped; judged again after any change (`settledStaysNeedChecking`).
  var settledStayList: [Int32] = []
  var settledStaysNeedChecking = false
  /// Whether every group's settled stays need judging, else only those of `lapsedComponents`.
  var settledLapseIsGlobal = false
  var lapsedComponents: [Int32] = []
  /// Work list of `findDetermined(_:)`.
  var determinationStack: [Int32] = []
  var liveConstraintCount = 0
  var definitionCounter: Int64 = 0
  /// The definition order `buildScratchRow` found for a subject placed between the definitions
  /// its row references and those that reference it; consumed by `insertScratchRow`.
  var pendingOrder: Int64?
  var valueEpoch: UInt64 = 1
  var journal = TableauJournal()
  /// Required inequalities grouped by left-hand side; see `ParallelGroup`.
  var parallelGroups: [ParallelGroup] = []
  var parallelIndex: [ParallelKey: ParallelGroupID] = [:]
  /// Whether refused constraints get a minimised conflict (off inside conflict probes).
  var explainsConflicts = true
  /// The first failure since the caller last took it (`LayoutSolver.takeFailure()`).
  var failure: LayoutSolverFailure?
  /// Whether the operation under way failed: its optimisations stop at once, so it cannot spin.
  /// The next operation starts afresh.
  var halted = false
  /// The constraint whose add, edit or removal is under way, named first by a failure.
  var operation: Int32?

  // Row under construction.
  var scratchTerms: [TableauTerm] = []
  var scratchScales: [Double] = []
  var scratchConstant = 0.0
  var scratchConstantScale = 0.0
  /// Whether a product summed into the scratch row fell below `smallestMagnitude`.
  var scratchUnderflowed = false
  var heap: [(order: Int64, symbol: Int32)] = []
  var stack: [Int32] = []
}

extension LayoutTableau {
  /// Creates a symbol, recycling a freed slot when one exists.
  mutating func makeSymbol(_ kind: SymbolKind, component: Int32, owner: Int32? = nil) -> Int32 {
    components[Int(component)].size += 1
    if let symbol = freeSymbols.popLast() {
      touch(symbol)
      let s = Int(symbol)
      let journalMark = symbols[s].journalMark
      symbols[s] = TableauSymbol(kind: kind, component: component, owner: owner)
      symbols[s].journalMark = journalMark
      return symbol
    }
    let symbol = Int32(symbols.count)
    symbols.append(TableauSymbol(kind: kind, component: component, owner: owner))
    rows.append([])
    columns.append([])
    columns.append([])
    return symbol
  }

  /// Returns a symbol that no row or column mentions any more to the free list.
  mutating func freeSymbol(_ symbol: Int32) {
    touch(symbol)
    symbols[Int(symbol)].kind = .unused
    symbols[Int(symbol)].owner = nil
    freeSymbols.append(symbol)
  }

  mutating func makeComponent() -> Int32 {
    let id = Int32(components.count)
    components.append(LayoutComponent(parent: id, size: 0))
    return id
  }

  /// Union-find root with path halving; iterative so deep merges cannot overflow the stack.
  mutating func root(of component: Int32) -> Int32 {
    var current = component
    while true {
      let parent = components[Int(current)].parent
      if parent == current { return current }
      let grandparent = components[Int(parent)].parent
      components[Int(current)].parent = grandparent
      current = grandparent
    }
  }

  mutating func component(ofSymbol symbol: Int32) -> Int32 {
    root(of: symbols[Int(symbol)].component)
  }

  /// Joins two components, folding the smaller's objective levels and worklists into the larger.
  mutating func merge(_ first: Int32, _ second: Int32) -> Int32 {
    if first == second { return first }
    var big = first
    var small = second
    if components[Int(big)].size < components[Int(small)].size { swap(&big, &small) }
    let absorbed = components[Int(small)]
    components[Int(small)] = LayoutComponent(parent: big, size: 0)
    components[Int(big)].size += absorbed.size
    components[Int(big)].infeasible.append(contentsOf: absorbed.infeasible)
    components[Int(big)].dirty.append(contentsOf: absorbed.dirty)
    for level in absorbed.levels {
      if let existing = components[Int(big)].levels.first(where: { $0.priority == level.priority }) {
        let terms = rows[Int(level.row)]
        addScaled(
          into: existing.row, terms: terms, constant: symbols[Int(level.row)].constant, factor: 1)
        dropRow(level.row)
        freeSymbol(level.row)
      } else {
        components[Int(big)].levels.append(level)
      }
    }
    return big
  }

  /// The objective row of `priority` in component `component`, created on first use.
  mutating func levelRow(_ priority: Double, in component: Int32) -> Int32 {
    for level in components[Int(component)].levels where level.priority == priority {
      return level.row
    }
    let row = makeSymbol(.objective, component: component)
    symbols[Int(row)].rank = priority
    components[Int(component)].levels.append(ComponentLevel(priority: priority, row: row))
    return row
  }

  mutating func nextMarkGeneration() -> UInt32 {
    markGeneration &+= 1
    if markGeneration == 0 {
      for index in symbols.indices { symbols[index].mark = 0 }
      markGeneration = 1
    }
    return markGeneration
  }

  @inline(__always)
  static func columnIndex(_ symbol: Int32, objective: Bool) -> Int {
    Int(symbol) &* 2 &+ (objective ? 1 : 0)
  }

  /// `a + b` of two constants, snapped to zero when the sum is cancellation noise relative to
  /// its operands (`epsilon`).
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    let result = a + b
    return abs(result) <= epsilon * max(abs(a), abs(b)) ? 0 : result
  }
}
