/// Undo log for one tentative operation (a required add or edit that may prove infeasible):
/// first-touch copies of every symbol it mutates, restored exactly on rollback.
struct TableauJournal {
  /// A symbol's complete state before the operation touched it.
  struct Entry {
    var symbol: Int32
    var state: TableauSymbol
    var row: [TableauTerm]
    var constraintColumn: [TableauColumnEntry]
    var objectiveColumn: [TableauColumnEntry]
  }

  var isActive = false
  var generation: UInt32 = 0
  var symbolCount = 0
  var freeSymbols: [Int32] = []
  var component: Int32 = -1
  var componentState = LayoutComponent(parent: 0, size: 0)
  var entries: [Entry] = []
}
