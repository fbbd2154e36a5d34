/// One `coefficient·symbol` entry of a row; `columnSlot` is where the symbol's column points back.
struct TableauTerm {
  var coefficient: Double
  var symbol: Int32
  var columnSlot: Int32
}
