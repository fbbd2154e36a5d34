extension Dictionary where Value == Int {
  /// The number already given to `key`, or `next` given to it now, with whether it is new: how
  /// distinct keys are numbered in the order they are first seen.
  package mutating func number(for key: Key, next: Int) -> (number: Int, isNew: Bool) {
    if let known = self[key] { return (known, false) }
    self[key] = next
    return (next, true)
  }
}
