extension JSONNode {
  /// Copies the `shallowCount` nodes `shallow(k)` gives (`nil` for none) and `whole` into a new,
  /// smaller tape that holds only what they need, so the parsed document (its tape and its copy of
  /// the input) can be released while the new handles live on.
  ///
  /// Each of `shallow` keeps itself but not its members or elements (an object or array reads as
  /// empty unless one of them is kept too); each of `whole` keeps its whole subtree. Every
  /// container on the way from the root to a kept value stays, with the key of each kept member
  /// and, for an array, every element (shallow), so kept values keep their `path`, `offset`, `line`
  /// and `column`. All nodes must belong to one document; otherwise nothing changes.
  ///
  /// One pass over the tape marks what stays (a byte per value), one copies it and counts each
  /// kept value's line and column, scanning the input once; the nodes are read through `shallow`
  /// rather than copied into an array of their own.
  package static func retaining(shallowCount: Int, shallow: (Int) -> JSONNode?, whole: [JSONNode]) -> Retained
  {
    var storage: JSONStorage?
    var oneDocument = true
    for k in 0..<shallowCount {
      guard let node = shallow(k) else { continue }
      if storage == nil { storage = node.storage }
      if node.storage !== storage { oneDocument = false }
    }
    if storage == nil { storage = whole.first?.storage }
    guard let storage, oneDocument, whole.allSatisfy({ $0.storage === storage }) else {
      return Retained(
        storage: nil, shallowIndices: [], whole: whole,
        unchanged: (0..<shallowCount).map { shallow($0) })
    }
    return storage.retaining(
      shallowCount: shallowCount, shallow: { shallow($0)?.index }, whole: whole.map(\.index))
  }

  /// The new handles ``retaining(shallowCount:shallow:whole:)`` made: `shallow(k)` for each place
  /// `k`, `whole[i]` for each of the whole subtrees.
  package struct Retained {
    let storage: JSONStorage?
    /// The new tape index of each shallow node, -1 where there was none.
    let shallowIndices: [Int32]
    /// The whole subtrees' new handles.
    package let whole: [JSONNode]
    /// The nodes as given, when they could not be moved (they belong to several documents).
    var unchanged: [JSONNode?] = []

    /// The new handle of the node at place `k` of `shallow`, `nil` where there was none.
    package func shallow(_ k: Int) -> JSONNode? {
      guard let storage else { return unchanged[k] }
      let index = shallowIndices[k]
      return index < 0 ? nil : JSONNode(storage: storage, index: Int(index))
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

  /// Makes the smaller tape of ``JSONNode/retaining(shallowCount:shallow:whole:)`` and the new
  /// handles of the requested nodes.
  fileprivate func retaining(shallowCount: Int, shallow: (Int) -> Int?, whole: [Int]) -> JSONNode.Retained {
    var marks = [UInt8](repeating: 0, count: nodeCount)
    for k in 0..<shallowCount { if let index = shallow(k) { marks[index] |= Mark.kept } }
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
    for k in 0..<shallowCount {
      guard let index = shallow(k) else { continue }
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
    var found = [Int32](repeating: -1, count: shallowCount)
    for k in 0..<shallowCount {
      if let index = shallow(k) { found[k] = Int32(truncatingIfNeeded: keptIndex(of: index)) }
    }
    (keptBefore, scanned) = (0, 0)
    let wholeNodes = whole.map { JSONNode(storage: storage, index: keptIndex(of: $0)) }
    return JSONNode.Retained(storage: storage, shallowIndices: found, whole: wholeNodes)
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
