/// Undo log for one tentative operation (a required add or edit that may prove infeasible):
/// a first-touch copy of each symbol's scalars, and every row and column edit as it happens, so an
/// operation pays for what it changes rather than for copying every row and column it touches.
struct TableauJournal {
  /// A symbol's scalar state before the operation touched it.
  struct Entry {
    var symbol: Int32
    var state: TableauSymbol
  }

  /// One edit of a row (indexed by basic symbol) or a column (indexed by `columnIndex`), with
  /// what it overwrote; undone in reverse order, they restore every array exactly, order included.
  enum Change {
    case rowAppended(Int32)
    case rowRemovedLast(Int32, TableauTerm)
    case rowSet(Int32, slot: Int32, TableauTerm)
    case rowReplaced(Int32, [TableauTerm])
    case rowsSwapped(Int32, Int32)
    case columnAppended(Int32)
    case columnRemovedLast(Int32, TableauColumnEntry)
    case columnSet(Int32, slot: Int32, TableauColumnEntry)
    case columnReplaced(Int32, [TableauColumnEntry])
  }

  var isActive = false
  var generation: UInt32 = 0
  var symbolCount = 0
  var freeSymbols: [Int32] = []
  var component: Int32 = 0
  var componentState = LayoutComponent(parent: 0, size: 0)
  var entries: [Entry] = []
  var changes: [Change] = []
  /// Length of `changes` past which it is compacted (`LayoutTableau.compactJournal()`): twice
  /// the terms the last compaction left and the rows and columns it copies now, so compacting
  /// costs O(1) a change in all, however long the rows it copies.
  var compactionThreshold = TableauJournal.minimumThreshold

  /// The least `compactionThreshold`: operations that log less are never compacted.
  static let minimumThreshold = 4_096
}
