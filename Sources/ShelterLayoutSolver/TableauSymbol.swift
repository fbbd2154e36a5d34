/// Everything scalar the tableau keeps per symbol, packed so one cache line serves a symbol.
struct TableauSymbol {
  var kind: SymbolKind
  var isBasic = false
  /// Whether a basic external's row may mention earlier basic externals.
  var isReferencing = false
  var component: Int32
  /// Constraint owning a marker or error symbol.
  var owner: Int32?
  /// Scratch index into the row being merged or built, -1 when unused.
  var slot: Int32 = -1
  var mark: UInt32 = 0
  var journalMark: UInt32 = 0
  /// The row's constant (the symbol's value when basic and not referencing).
  var constant = 0.0
  /// Priority of an objective row.
  var rank = 0.0
  /// Definition order of a basic external; referenced rows always come earlier.
  var definitionOrder: Int64 = 0
  var valueEpoch: UInt64 = 0
  /// `LayoutTableau.determinedGeneration` when this basic external was found fixed by required
  /// equalities alone (its row holds only dummies and such externals); any other value: unknown.
  var determinedIn: UInt64 = 0
  /// `LayoutTableau.undeterminedGeneration` when this basic external was last found not fixed by
  /// required equalities alone; any other value: unknown.
  var undeterminedIn: UInt64 = 0
  /// `LayoutTableau.settledGeneration` when this basic external was found, or found not, to be
  /// held at one value by the optimum of every caller priority (`findSettled(_:)`).
  var settledIn: UInt64 = 0
  var unsettledIn: UInt64 = 0
  var cachedValue = 0.0

  init(kind: SymbolKind, component: Int32, owner: Int32?) {
    self.kind = kind
    self.component = component
    self.owner = owner
  }
}
