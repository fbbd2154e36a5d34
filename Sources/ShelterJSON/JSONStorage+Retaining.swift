extension JSONNode {
  /// Moves `shallow` and `whole` into a new, smaller tape that holds only what they need, so the
  /// parsed document (its tape and its copy of the input) can be released while they live on;
  /// `update` receives each one's new handle with its place in `shallow` followed by `whole`
  /// (`nil` entries of `shallow` are skipped and keep their place).
  ///
  /// Each of `shallow` keeps itself but not its members or elements (an object or array reads as
  /// empty unless one of them is kept too); each of `whole` keeps its whole subtree. Every
  /// container on the way from the root to a kept value stays, with the key of each kept member
  /// and, for an array, every element (shallow), so kept values keep their `path`, `offset`, `line`
  /// and `column`. All nodes must belong to one document; otherwise nothing changes.
  ///
  /// One pass over the tape marks what stays (a byte per value), one copies it and counts each
  /// kept value's line and column, scanning the input once; `shallow` is read twice and never
  /// copied.
  package static func retaining(shallow: [JSONNode?], whole: [JSONNode], update: (Int, JSONNode) -> Void) {
    guard let storage = shallow.lazy.compactMap({ $0 }).first?.storage ?? whole.first?.storage,
      shallow.allSatisfy({ $0 == nil || $0!.storage === storage }),
      whole.allSatisfy({ $0.storage === storage })
    else {
      for (place, node) in shallow.enumerated() { if let node { update(place, node) } }
      for (offset, node) in whole.enumerated() { update(shallow.count + offset, node) }
      return
    }
    storage.retaining(shallow: shallow, whole: whole.map(\.index)) {
      place, retained, index in
      update(place, JSONNode(storage: retained, index: index))
    }
  }
}

extension JSONStorage {
  /// The marks of `retaining`: a node kept for itself, and a container kept because a kept value
  /// is inside it.
  private enum Mark {
    static let kept: UInt8 = 1
    static let ancestor: UInt8 = 2
  }

  /// Makes the smaller tape of ``JSONNode/retaining(shallow:whole:update:)`` and calls `update`
  /// with each requested node's place, the new tape and its index there.
  fileprivate func retaining(shallow: [JSONNode?], whole: [Int], update: (Int, JSONStorage, Int) -> Void) {
    var marks = [UInt8](repeating: 0, count: nodeCount)
    for k in shallow.indices { if let index = shallow[k]?.index { marks[index] |= Mark.kept } }
    for index in whole {
      for inside in index..<subtreeEnd(index) { marks[inside] |= Mark.kept }
    }
    // Pass 1: the containers around kept values. A stack of the open containers; a kept value
    // marks them from the innermost out, stopping at one already marked (its own are then too).
    var open: [Int] = []
    for index in 0..<nodeCount {
      while let top = open.last, subtreeEnd(top) <= index { open.removeLast() }
      if marks[index] & Mark.kept != 0 {
        for container in open.reversed() {
          if marks[container] & Mark.ancestor != 0 { break }
          marks[container] |= Mark.ancestor
        }
      }
      if kinds[index] <= NodeTag.array { open.append(index) }
    }
    // Pass 2: every element of an array on the way to a kept value (so indices in paths hold) and
    // the key of every kept member.
    open.removeAll(keepingCapacity: true)
    for index in 0..<nodeCount {
      while let top = open.last, subtreeEnd(top) <= index { open.removeLast() }
      if let parent = open.last, kinds[index] != NodeTag.key {
        if kinds[parent] == NodeTag.array, marks[parent] & Mark.ancestor != 0 { marks[index] |= Mark.kept }
        if kinds[parent] == NodeTag.object, marks[index] != 0 { marks[index - 1] |= Mark.kept }
      }
      if kinds[index] <= NodeTag.array { open.append(index) }
    }
    // Pass 3: copy what is marked, with its line and column, and the bytes of kept strings.
    var keptCount = 0
    for mark in marks where mark != 0 { keptCount += 1 }
    var columns = TapeColumns(capacity: keptCount)
    // The new index of each kept node is the count of kept nodes before it, found as the copy
    // passes it: requested nodes in tape order (a fixture's are) need no table at all.
    var newIndex: [Int32] = []
    var inOrder = Self.isIncreasing(whole)
    var last = Int.min
    for k in shallow.indices {
      guard let index = shallow[k]?.index else { continue }
      if index < last { inOrder = false }
      last = index
    }
    if !inOrder { newIndex = [Int32](repeating: 0, count: nodeCount) }
    var arena: [UInt8] = []
    var positions: [UInt64] = []
    positions.reserveCapacity(keptCount)
    var containers: [(old: Int, new: Int, children: Int)] = []
    var scan = ColumnScan(storage: self)
    for index in 0..<nodeCount where marks[index] != 0 {
      while let top = containers.last, subtreeEnd(top.old) <= index {
        containers.removeLast()
        columns.finish(container: top.new, end: columns.count, childCount: top.children)
      }
      if kinds[index] != NodeTag.key, !containers.isEmpty { containers[containers.count - 1].children += 1 }
      let new = columns.count
      if !inOrder { newIndex[index] = Int32(truncatingIfNeeded: new) }
      var payload = payloads[index]
      var length = self.length(index)
      switch kinds[index] {
      case NodeTag.string, NodeTag.key:
        payload = arena.count
        withStringBytes(at: index) { arena.append(contentsOf: $0) }
      case NodeTag.object, NodeTag.array:
        containers.append((index, new, 0))
        payload = new + 1
        length = 0
      default:
        break
      }
      columns.append(tag: kinds[index], offset: offset(index), payload: payload, length: length)
      let (line, column) = scan.position(ofOffset: offset(index))
      positions.append(UInt64(line) << 32 | UInt64(column))
    }
    while let top = containers.popLast() {
      columns.finish(container: top.new, end: columns.count, childCount: top.children)
    }
    let storage = JSONStorage(
      columns: columns, arena: arena, arenaStart: 0, inputCount: Int.max, decoded: [],
      lineMarks: [], contentStart: contentStart, positions: positions)
    // New indices: for nodes in tape order, a count of the kept nodes before each, advanced in
    // step (once for `shallow`, once for `whole`).
    var keptBefore = 0
    var scanned = 0
    func keptIndex(of index: Int) -> Int {
      if !inOrder { return Int(newIndex[index]) }
      while scanned < index {
        if marks[scanned] != 0 { keptBefore += 1 }
        scanned += 1
      }
      return keptBefore
    }
    var place = 0
    for k in shallow.indices {
      if let index = shallow[k]?.index { update(place, storage, keptIndex(of: index)) }
      place += 1
    }
    (keptBefore, scanned) = (0, 0)
    for index in whole {
      update(place, storage, keptIndex(of: index))
      place += 1
    }
  }

  /// Whether `indices` never decrease.
  private static func isIncreasing(_ indices: some Sequence<Int>) -> Bool {
    var last = Int.min
    for index in indices {
      if index < last { return false }
      last = index
    }
    return true
  }
}

/// Lines and columns of increasing offsets, counted from the previous one rather than from each
/// line's start, so a long single-line document is scanned once.
private struct ColumnScan {
  let storage: JSONStorage
  var mark = -1
  var lastOffset = 0
  var lastColumn = 0

  init(storage: JSONStorage) { self.storage = storage }

  mutating func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    var markIndex = mark
    while markIndex + 1 < storage.lineMarks.count, storage.lineMarks[markIndex + 1].start <= offset {
      markIndex += 1
    }
    let line = markIndex < 0 ? LineMark(line: 1, start: storage.contentStart) : storage.lineMarks[markIndex]
    let from = markIndex == mark && lastOffset >= line.start && lastOffset <= offset ? lastOffset : line.start
    let base = from == lastOffset && markIndex == mark ? lastColumn : 0
    let counted = storage.arena.withUnsafeBufferPointer { buffer in
      TextPosition.scalarCount(buffer, from: from - storage.arenaStart, to: offset - storage.arenaStart)
    }
    (mark, lastOffset, lastColumn) = (markIndex, offset, base + counted)
    return (line.line, base + counted + 1)
  }
}
