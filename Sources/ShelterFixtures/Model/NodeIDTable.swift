/// Node indices by id: an open-addressing table of 32-bit indices whose keys are the ids in the
/// nodes themselves, so checking a large fixture's ids costs about 10 bytes per node instead of a
/// dictionary entry holding a copy of each id.
struct NodeIDTable {
  private var slots: [Int32]
  private let mask: Int

  /// A table for up to `count` nodes, at most half full.
  init(count: Int) {
    var size = 16
    while size < count * 2 { size *= 2 }
    slots = Array(repeating: -1, count: size)
    mask = size - 1
  }

  /// Records `index` under its node's id; returns the index recorded earlier for the same id,
  /// leaving that one in place.
  mutating func insert(_ index: Int, of nodes: [FixtureNode]) -> Int? {
    let id = nodes[index].id
    var slot = id.hashValue & mask
    while slots[slot] >= 0 {
      let earlier = Int(slots[slot])
      if nodes[earlier].id == id { return earlier }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(truncatingIfNeeded: index)
    return nil
  }

  /// The first index recorded for `id`.
  func index(of id: String, in nodes: [FixtureNode]) -> Int? {
    var slot = id.hashValue & mask
    while slots[slot] >= 0 {
      let candidate = Int(slots[slot])
      if nodes[candidate].id == id { return candidate }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
