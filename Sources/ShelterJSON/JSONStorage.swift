/// Tags stored in `JSONStorage.kinds`, one per tape node.
enum NodeTag {
  static let object: UInt8 = 0
  static let array: UInt8 = 1
  static let string: UInt8 = 2
  static let number: UInt8 = 3
  static let bool: UInt8 = 4
  static let null: UInt8 = 5
  /// An object member's key; it always sits directly before the member's value.
  static let key: UInt8 = 6
}

/// The immutable tape of a parsed document, shared by its `JSONNode` handles.
///
/// Nodes are stored in document order (pre-order) in parallel arrays, so a container's
/// descendants are the contiguous range `index + 1 ..< payloads[index]`. Per node:
/// - `kinds`: a `NodeTag`;
/// - `offsets`: the byte offset of the node's first character in the input;
/// - `payloads`: for containers the index one past the last descendant; for strings and keys the
///   start of the UTF-8 bytes in `arena`; for numbers the `Double` bit pattern; for booleans 0 or 1;
/// - `lengths`: for containers the number of elements or members; for strings and keys the byte count.
/// Object children alternate key node, value node. `arena` is the input from the start of the
/// root value's first line to the value's end (no whitespace around it is kept) followed by the
/// decoded bytes of strings that contained escapes, so plain strings point into the input's copy.
///
/// The columns are raw pointers owned by this object and never written after `init`, which is
/// what makes sharing it across threads safe.
final class JSONStorage: @unchecked Sendable {
  let kinds: UnsafePointer<UInt8>
  let offsets: UnsafePointer<UInt32>
  let payloads: UnsafePointer<Int>
  let lengths: UnsafePointer<UInt32>
  let nodeCount: Int
  private let columns: TapeColumns
  let arena: [UInt8]
  /// The input offset of `arena[0]`: the start of the root value's first line, or 0 when the arena
  /// is the whole input.
  let arenaStart: Int
  /// The input's size: string payloads at or past it point into `decoded`.
  let inputCount: Int
  /// The bytes of strings that held escapes, decoded.
  let decoded: [UInt8]
  /// Where each line after the first that holds a node starts, in increasing order.
  let lineMarks: [LineMark]
  /// 3 when the input starts with a UTF-8 byte order mark, else 0.
  let contentStart: Int
  /// In a tape made by `retaining`, each node's line and column (line in the high 32 bits), since
  /// its arena no longer holds the input they are counted in; empty for a parsed tape.
  let positions: [UInt64]

  /// Takes ownership of `columns`.
  init(
    columns: TapeColumns, arena: [UInt8], arenaStart: Int, inputCount: Int, decoded: [UInt8],
    lineMarks: [LineMark], contentStart: Int, positions: [UInt64] = []
  ) {
    self.columns = columns
    kinds = UnsafePointer(columns.kinds)
    offsets = UnsafePointer(columns.offsets)
    payloads = UnsafePointer(columns.payloads)
    lengths = UnsafePointer(columns.lengths)
    nodeCount = columns.count
    self.arena = arena
    self.arenaStart = arenaStart
    self.inputCount = inputCount
    self.decoded = decoded
    self.lineMarks = lineMarks
    self.contentStart = contentStart
    self.positions = positions
  }

  deinit {
    columns.deallocate()
  }

  /// The index one past the subtree rooted at `index`, which is the index of its next sibling.
  @inline(__always)
  func subtreeEnd(_ index: Int) -> Int {
    kinds[index] <= NodeTag.array ? payloads[index] : index + 1
  }

  /// A container's child count or a string's byte count.
  @inline(__always) func length(_ index: Int) -> Int { Int(lengths[index]) }

  /// The byte offset of a node's first character in the input.
  @inline(__always) func offset(_ index: Int) -> Int { Int(offsets[index]) }

  /// Calls `body` with the UTF-8 bytes of the string or key node at `index`: a slice of the input
  /// or, for a string that held escapes, of the decoded bytes.
  @inline(__always)
  func withStringBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let payload = payloads[index]
    let length = length(index)
    let (bytes, start) =
      payload >= inputCount ? (decoded, payload - inputCount) : (arena, payload - arenaStart)
    return bytes.withUnsafeBufferPointer { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[start..<start + length]))
    }
  }

  /// The decoded text of the string or key node at `index`.
  func string(at index: Int) -> String {
    withStringBytes(at: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the string or key node at `index` holds exactly the UTF-8 bytes of `text`.
  func stringEquals(at index: Int, _ text: String) -> Bool {
    guard text.utf8.count == length(index) else { return false }
    var text = text
    return text.withUTF8 { utf8 in withStringBytes(at: index) { utf8.elementsEqual($0) } }
  }

  /// The 1-based line and column of the node at `index` in the original input.
  func position(of index: Int) -> (line: Int, column: Int) {
    if !positions.isEmpty {
      let packed = positions[index]
      return (Int(packed >> 32), Int(packed & 0xFFFF_FFFF))
    }
    return position(ofOffset: offset(index))
  }

  /// The 1-based line and column of a node's offset in the original input.
  ///
  /// Only lines that hold a node are marked, so `offset` must be a node's.
  func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    // Binary search for the number of marks at or before `offset`.
    var low = 0
    var high = lineMarks.count
    while low < high {
      let middle = (low + high) / 2
      if lineMarks[middle].start <= offset { low = middle + 1 } else { high = middle }
    }
    let mark = low == 0 ? LineMark(line: 1, start: contentStart) : lineMarks[low - 1]
    let column = arena.withUnsafeBufferPointer { buffer in
      TextPosition.scalarCount(buffer, from: mark.start - arenaStart, to: offset - arenaStart)
    }
    return (mark.line, column + 1)
  }
}

/// The number of a line and the byte offset where it starts, 32 bits each: inputs are under 4 GiB,
/// so neither can exceed it, and a pretty-printed document marks several lines per value.
struct LineMark {
  private let storedLine: UInt32
  private let storedStart: UInt32

  init(line: Int, start: Int) {
    storedLine = UInt32(truncatingIfNeeded: line)
    storedStart = UInt32(truncatingIfNeeded: start)
  }

  /// The 1-based line number.
  var line: Int { Int(storedLine) }
  /// The byte offset in the input where the line starts.
  var start: Int { Int(storedStart) }
}

/// Line and column arithmetic over raw input bytes.
enum TextPosition {
  /// The number of Unicode scalars that start in `bytes[from..<to]` (bytes that are not UTF-8
  /// continuation bytes).
  static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// The 1-based line and column of `offset`, found by scanning the input from the start.
  ///
  /// A line ends at an LF, at a CR LF (after the LF) or at a lone CR, as editors count them.
  /// Used only when building an error, so its linear cost is paid once.
  static func locate(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, contentStart: Int) -> (
    line: Int, column: Int
  ) {
    var line = 1
    var lineStart = contentStart
    var index = contentStart
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return (line, scalarCount(bytes, from: lineStart, to: end) + 1)
  }
}
