/// One priority level of a component's lexicographic objective and the row that holds it.
struct ComponentLevel {
  var priority: Double
  var row: Int32
}
