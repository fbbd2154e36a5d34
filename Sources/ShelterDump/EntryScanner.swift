import ShelterSupport

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
      && ByteSlice.withBytes(of: name) { new in
        ByteSlice.withBytes(of: previousName.bytes) { old in new.slice(nameRange).elementsEqual(old) }
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

  /// Feeds `bytes` and returns the index just past the closing `>`, or `nil` when the entry is
  /// still open at their end.
  mutating func feed(_ bytes: ByteSlice) -> Int? {
    let range = bytes.range
    var index = range.lowerBound
    while index < range.upperBound {
      // Most bytes are simply kept: copy each run of them in one go and hand only the bytes the
      // current state reacts to to `consume`, which would have kept the others one by one.
      let ordinary = ordinaryRun(bytes, from: index)
      if ordinary > index {
        // A key printed whole on this line, the common case, is matched where it lies.
        if state == .key, key.isEmpty, ordinary < range.upperBound,
          bytes[ordinary] == ASCII.equals || bytes[ordinary] == ASCII.colon
        {
          startValue(of: KnownKey.named(bytes.slice(index..<ordinary)))
          index = ordinary + 1
          continue
        }
        let run = bytes.slice(index..<ordinary)
        switch state {
        case .className: run.append(to: &name)
        case .address: run.append(to: &address)
        case .key: run.append(to: &key)
        case .raw, .quoted: if keptKey != nil { run.append(to: &values) }
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
  private func ordinaryRun(_ bytes: ByteSlice, from start: Int) -> Int {
    let mask: UInt8
    switch state {
    case .className: mask = Reaction.className
    case .address: mask = Reaction.address
    case .key: mask = Reaction.key
    case .raw: mask = Reaction.raw
    case .quoted: mask = Reaction.quoted
    case .valueStart, .afterQuote, .done: return start
    }
    return ByteSlice.withBytes(of: reactions) { table in
      var index = start
      let end = bytes.end
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
      case ASCII.equals where Self.isKeyName(address):
        // A writer who cut the address out left `<Class: frame = …;>`: what was read as the
        // address is one word, the first key. (A constraint's `<NSLayoutConstraint:0x… a == b>`
        // has an address and more before its `=`, and stays one object.)
        swap(&key, &address)
        startValue(of: ByteSlice.withBytes(of: key) { KnownKey.named($0) })
      default: address.append(byte)
      }
    case .key:
      switch byte {
      case ASCII.equals, ASCII.colon:
        startValue(
          of: ByteSlice.withBytes(of: key) { KnownKey.named($0) })
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
  /// Whether `bytes`, blanks around it aside, is one word of letters: a key's name, which no
  /// address is.
  private static func isKeyName(_ bytes: [UInt8]) -> Bool {
    let word = bytes.drop { ASCII.isBlank($0) }.reversed().drop { ASCII.isBlank($0) }
    return !word.isEmpty && word.allSatisfy { ASCII.isLetter($0) }
  }

  private mutating func startValue(of key: KnownKey?) {
    keptKey = key
    valueStart = values.count
    state = .valueStart
  }

  private mutating func finishValue(quoted: Bool) {
    sawField = true
    // Only keys the importer reads are kept: `layer`, `gestureRecognizers`, … are in
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
