/// A column's back-reference to a row containing the symbol, and the term's index in that row.
struct TableauColumnEntry {
  var row: Int32
  var termSlot: Int32
}
