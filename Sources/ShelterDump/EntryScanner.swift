import ShelterSupport

/// One `<Class: address; key = value; …>` entry, split into its parts but not yet interpreted.
struct RawEntry {
  var className: String
  var address: String?
  /// The read fields in order of appearance, each value a range of `values`.
  var fields: [RawField]
  /// The bytes of the read fields' values, back to back (raw values trimmed, quoted ones as
  /// printed, `''` already read as one quote).
  var values: [UInt8]
  /// Whether the entry printed any field, read or not: `<Class: 0x…>` alone is an object.
  var hasFields: Bool
  var line: Int

  var entryName: String { address.map { "<\(className): \($0)>" } ?? "<\(className)>" }

  /// Whether the entry printed `key`.
  func has(_ key: KnownKey) -> Bool { fields.contains { $0.key == key } }

  /// The value of `field` as text.
  func text(_ field: RawField) -> String { String(decoding: values[field.value], as: UTF8.self) }

  /// Whether the value of `field` holds `byte`.
  func contains(_ byte: UInt8, in field: RawField) -> Bool {
    values.withUnsafeBufferPointer { all in field.value.contains { all[$0] == byte } }
  }
}

/// One read field of an entry: which key, and where its value lies in ``RawEntry/values``.
struct RawField {
  var key: KnownKey
  var value: Range<Int>
}

/// The class name of the entry read last, and its bytes.
struct ClassNameCache {
  var bytes: [UInt8] = []
  var name = ""
}

/// Reads one entry byte by byte, so an entry may be fed across several (wrapped) lines.
///
/// The grammar is `<` class-name [`:` address] { `;` key (`=` | `:`) value } `>`. The class name
/// may hold generic brackets; raw values end at a `;` or `>` outside any `<>`, `()`, `[]` or `{}`;
/// a value that starts with `'` is text: it ends at a `'` followed (after blanks) by `;` or `>`,
/// `''` stands for one quote, and any other quote is kept as part of the text, since UIKit prints
/// text without escaping it.
struct EntryScanner {
  private enum State {
    case className, address, key, valueStart, raw, quoted, afterQuote, done
  }

  private var state = State.className
  private var nesting = 0
  private var name: [UInt8] = []
  private var address: [UInt8] = []
  private var key: [UInt8] = []
  /// The kept values back to back, the one being read last (from `valueStart`): read values are
  /// never made into strings here, so a frame's numbers are read straight from these bytes.
  private var values: [UInt8] = []
  private var valueStart = 0
  private var pending: [UInt8] = []
  private var fields: [RawField] = []
  /// `Reaction.table`, held here so that reading it costs no check that it is made.
  private let reactions = Reaction.table
  /// Whether any field was printed, including those not kept.
  private var sawField = false
  /// The key being read when the importer reads it; `nil` while its value is scanned only for
  /// where it ends, so values of other keys (`layer = <CALayer: …>`) cost no copy.
  private var keptKey: KnownKey?
  /// The 1-based line of the entry's `<`.
  private(set) var line: Int
  /// The number of `|` markers before the entry's `<`.
  private(set) var depth: Int
  /// Whether the entry is written `<<Class: …> tail>`: its tail follows the closing `>`.
  private(set) var isDoubled = false
  /// What the text in front of the entry names: a controller, a property.
  var prefix = EntryPrefix()

  /// Starts an entry whose `<` was on `line` after `depth` markers; feed the bytes after the `<`.
  init(line: Int, depth: Int) {
    self.line = line
    self.depth = depth
  }

  /// Starts the next entry in this scanner, keeping the buffers it has grown so that a dump of
  /// many entries does not allocate them again for each one.
  mutating func restart(line: Int, depth: Int, doubled: Bool) {
    self.line = line
    self.depth = depth
    self.isDoubled = doubled
    state = .className
    nesting = 0
    // Most of the buffers are already empty (a value is cleared when it is filed).
    if !name.isEmpty { name.removeAll(keepingCapacity: true) }
    if !address.isEmpty { address.removeAll(keepingCapacity: true) }
    if !key.isEmpty { key.removeAll(keepingCapacity: true) }
    if !values.isEmpty { values.removeAll(keepingCapacity: true) }
    valueStart = 0
    if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
    if !fields.isEmpty { fields.removeAll(keepingCapacity: true) }
    sawField = false
    keptKey = nil
  }

  /// Whether the scanner is inside quoted text, where a line break belongs to the text.
  var isInsideText: Bool { state == .quoted || state == .afterQuote }

  /// Whether the closing `>` has been read.
  var isClosed: Bool { state == .done }

  /// Closes an entry cut off before its `>`: the value being read is kept as far as it goes.
  mutating func closeTruncated() {
    switch state {
    case .raw: finishValue(quoted: false)
    case .quoted, .afterQuote: finishValue(quoted: true)
    case .className, .address, .key, .valueStart, .done: break
    }
    state = .done
  }

  /// The class name read so far, for messages about an entry that never closes.
  var entryName: String {
    let className = String(decoding: name, as: UTF8.self)
    let trimmedAddress = ASCII.trimmedText(address)
    return trimmedAddress.isEmpty ? "<\(className)>" : "<\(className): \(trimmedAddress)>"
  }

  /// The parts of a closed entry. `previousName` is the class name of the entry before and its
  /// bytes: an entry of the same class shares its text, so a dump's class names are mostly made
  /// once (`UIView`, `UILabel`, … repeat throughout).
  func entry(previousName: inout ClassNameCache) -> RawEntry {
    let trimmedAddress = ASCII.trimmedText(address)
    let nameRange = ASCII.trimmed(name, name.indices)
    let isSame =
      previousName.bytes.count == nameRange.count
      && name.withUnsafeBufferPointer { new in
        previousName.bytes.withUnsafeBufferPointer { old in
          old.indices.allSatisfy { old[$0] == new[nameRange.lowerBound + $0] }
        }
      }
    if !isSame {
      previousName.bytes.removeAll(keepingCapacity: true)
      previousName.bytes.append(contentsOf: name[nameRange])
      previousName.name = String(decoding: name[nameRange], as: UTF8.self)
    }
    return RawEntry(
      className: previousName.name,
      address: trimmedAddress.isEmpty ? nil : trimmedAddress, fields: fields, values: values,
      hasFields: sawField, line: line)
  }

  /// Feeds `bytes[range]` and returns the index just past the closing `>`, or `nil` when the
  /// entry is still open at the end of the range.
  mutating func feed(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      // Most bytes are simply kept: copy each run of them in one go and hand only the bytes the
      // current state reacts to to `consume`, which would have kept the others one by one.
      let ordinary = ordinaryRun(bytes, from: index, to: range.upperBound)
      if ordinary > index {
        // A key printed whole on this line, the common case, is matched where it lies.
        if state == .key, key.isEmpty, ordinary < range.upperBound,
          bytes[ordinary] == ASCII.equals || bytes[ordinary] == ASCII.colon
        {
          startValue(of: KnownKey.named(bytes, index, ordinary))
          index = ordinary + 1
          continue
        }
        let run = UnsafeBufferPointer(start: bytes + index, count: ordinary - index)
        switch state {
        case .className: name.append(contentsOf: run)
        case .address: address.append(contentsOf: run)
        case .key: key.append(contentsOf: run)
        case .raw, .quoted: if keptKey != nil { values.append(contentsOf: run) }
        case .valueStart, .afterQuote, .done: break
        }
        index = ordinary
        continue
      }
      consume(bytes[index])
      index += 1
      if state == .done { return index }
    }
    return nil
  }

  /// The end of the run of bytes from `start` that the current state only appends to its buffer.
  private func ordinaryRun(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    let mask: UInt8
    switch state {
    case .className: mask = Reaction.className
    case .address: mask = Reaction.address
    case .key: mask = Reaction.key
    case .raw: mask = Reaction.raw
    case .quoted: mask = Reaction.quoted
    case .valueStart, .afterQuote, .done: return start
    }
    return reactions.withUnsafeBufferPointer { table in
      var index = start
      while index < end && table[Int(bytes[index])] & mask == 0 { index += 1 }
      return index
    }
  }

  /// Counts a bracket opening or closing inside the class name or a raw value and appends it to
  /// `buffer`; false, with nothing done, for any other byte and for a `>` outside all brackets,
  /// which closes the entry.
  @inline(__always)
  private static func nest(_ byte: UInt8, _ nesting: inout Int, into buffer: inout [UInt8]) -> Bool {
    switch byte {
    case ASCII.lessThan, ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
      nesting += 1
    case ASCII.greaterThan where nesting == 0:
      return false
    case ASCII.greaterThan, ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
      nesting = max(0, nesting - 1)
    default:
      return false
    }
    buffer.append(byte)
    return true
  }

  /// Feeds one byte; the byte must not be fed after the entry closed.
  mutating func consume(_ byte: UInt8) {
    switch state {
    case .className:
      if Self.nest(byte, &nesting, into: &name) { return }
      switch byte {
      case ASCII.greaterThan:
        state = .done
      case ASCII.colon where nesting == 0:
        state = .address
      case ASCII.semicolon where nesting == 0:
        state = .key
      default:
        name.append(byte)
      }
    case .address:
      switch byte {
      case ASCII.semicolon: state = .key
      case ASCII.greaterThan: state = .done
      default: address.append(byte)
      }
    case .key:
      switch byte {
      case ASCII.equals, ASCII.colon:
        startValue(
          of: key.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { KnownKey.named($0, 0, buffer.count) }
          })
      case ASCII.semicolon:
        if !key.isEmpty { key.removeAll(keepingCapacity: true) }
      case ASCII.greaterThan:
        state = .done
      default:
        key.append(byte)
      }
    case .valueStart:
      if ASCII.isBlank(byte) { return }
      if byte == ASCII.singleQuote {
        state = .quoted
      } else {
        state = .raw
        consume(byte)
      }
    case .raw:
      if Self.nest(byte, &nesting, into: &values) { return }
      switch byte {
      case ASCII.greaterThan:
        finishValue(quoted: false)
        state = .done
      case ASCII.semicolon where nesting == 0:
        finishValue(quoted: false)
        state = .key
      default:
        values.append(byte)
      }
    case .quoted:
      if byte == ASCII.singleQuote {
        pending.removeAll(keepingCapacity: true)
        state = .afterQuote
      } else {
        values.append(byte)
      }
    case .afterQuote:
      switch byte {
      case ASCII.singleQuote where pending.isEmpty:
        values.append(ASCII.singleQuote)
        state = .quoted
      case ASCII.singleQuote:
        values.append(ASCII.singleQuote)
        values.append(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
      case ASCII.semicolon:
        finishValue(quoted: true)
        state = .key
      case ASCII.greaterThan:
        finishValue(quoted: true)
        state = .done
      case _ where ASCII.isBlank(byte) || byte == ASCII.lineFeed:
        pending.append(byte)
      default:
        values.append(ASCII.singleQuote)
        values.append(contentsOf: pending)
        values.append(byte)
        state = .quoted
      }
    case .done:
      break
    }
  }

  /// Starts reading the value of `key` (`nil` for a key the importer does not read), after its
  /// `=` or `:`.
  private mutating func startValue(of key: KnownKey?) {
    keptKey = key
    valueStart = values.count
    state = .valueStart
  }

  private mutating func finishValue(quoted: Bool) {
    sawField = true
    // Only keys the importer reads are kept: `layer`, `opaque`, `gestureRecognizers`, … are in
    // nearly every entry, and keeping their values was most of the cost.
    if let kept = keptKey {
      var range = valueStart..<values.count
      if !quoted { range = ASCII.trimmed(values, range) }
      fields.append(RawField(key: kept, value: range))
    } else if values.count > valueStart {
      values.removeLast(values.count - valueStart)
    }
    keptKey = nil
    if !key.isEmpty { key.removeAll(keepingCapacity: true) }
    valueStart = values.count
    nesting = 0
  }

}

extension ASCII {
  /// `range` of `bytes` without leading and trailing spaces, tabs, line breaks and no-break
  /// spaces (U+00A0, bytes 0xC2 0xA0).
  static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end {
      if bytes[start] == space || bytes[start] == tab || bytes[start] == lineFeed
        || bytes[start] == carriageReturn
      {
        start += 1
      } else if bytes[start] == 0xC2 && start + 1 < end && bytes[start + 1] == 0xA0 {
        start += 2
      } else {
        break
      }
    }
    while end > start {
      if bytes[end - 1] == space || bytes[end - 1] == tab || bytes[end - 1] == lineFeed
        || bytes[end - 1] == carriageReturn
      {
        end -= 1
      } else if bytes[end - 1] == 0xA0 && end - 2 >= start && bytes[end - 2] == 0xC2 {
        end -= 2
      } else {
        break
      }
    }
    return start..<end
  }

  /// The text of `bytes` without leading and trailing spaces, tabs, line breaks and no-break
  /// spaces.
  static func trimmedText(_ bytes: [UInt8]) -> String {
    String(decoding: bytes[trimmed(bytes, bytes.indices)], as: UTF8.self)
  }
}

/// The bytes each state of `EntryScanner` reacts to, all ASCII punctuation (brackets `<([{>)]}`,
/// `:`, `;`, `=` and `'`): one table of a bit per state, so a run of other bytes costs one look-up
/// a byte.
private enum Reaction {
  static let className: UInt8 = 1
  static let address: UInt8 = 2
  static let key: UInt8 = 4
  static let raw: UInt8 = 8
  static let quoted: UInt8 = 16

  static let table: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for byte in "<([{>)]}".utf8 { table[Int(byte)] |= className | raw }
    table[Int(ASCII.colon)] |= className | key
    table[Int(ASCII.semicolon)] |= className | address | key | raw
    table[Int(ASCII.greaterThan)] |= address | key
    table[Int(ASCII.equals)] |= key
    table[Int(ASCII.singleQuote)] |= quoted
    return table
  }()
}

/// The keys `DumpNode(entry:)` reads, matched on raw bytes so other fields cost no string.
enum KnownKey: String, CaseIterable {
  case frame, bounds, center, transform, anchorPoint, contentOffset, contentSize, contentInset
  case adjustedContentInset, autoresize, hidden, userInteractionEnabled, clipsToBounds, alpha, tag
  case text, identifier, baseClass

  /// The keys by the length of their name, so a key is compared with at most three names.
  private static let byLength: [[(key: KnownKey, bytes: [UInt8])]] = {
    var table = [[(key: KnownKey, bytes: [UInt8])]](repeating: [], count: 23)
    for key in allCases { table[key.rawValue.utf8.count].append((key, Array(key.rawValue.utf8))) }
    return table
  }()

  /// The read key `bytes[start..<end]` is, without surrounding blanks and line breaks, or `nil`
  /// when the importer does not read it.
  static func named(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> KnownKey? {
    var start = start
    var end = end
    while start < end
      && (ASCII.isBlank(bytes[start]) || bytes[start] == ASCII.lineFeed
        || bytes[start] == ASCII.carriageReturn)
    { start += 1 }
    while end > start
      && (ASCII.isBlank(bytes[end - 1]) || bytes[end - 1] == ASCII.lineFeed
        || bytes[end - 1] == ASCII.carriageReturn)
    { end -= 1 }
    let length = end - start
    guard length > 0, length < 23 else { return nil }
    for candidate in byLength[length] where candidate.bytes[0] == bytes[start] {
      if candidate.bytes.indices.allSatisfy({ candidate.bytes[$0] == bytes[start + $0] }) {
        return candidate.key
      }
    }
    return nil
  }
}
