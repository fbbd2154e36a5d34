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
    let (slot, earlier) = probe(nodes[index].id, in: nodes)
    if earlier == nil { slots[slot] = Int32(truncatingIfNeeded: index) }
    return earlier
  }

  /// The first index recorded for `id`.
  func index(of id: String, in nodes: [FixtureNode]) -> Int? {
    probe(id, in: nodes).found
  }

  /// Where `id` is recorded, or the empty slot where it would go.
  private func probe(_ id: String, in nodes: [FixtureNode]) -> (slot: Int, found: Int?) {
    var slot = id.hashValue & mask
    while slots[slot] >= 0 {
      let candidate = Int(slots[slot])
      if nodes[candidate].id == id { return (slot, candidate) }
      slot = (slot + 1) & mask
    }
    return (slot, nil)
  }
}
