/// Bytes `start..<end` of a buffer the caller keeps alive: the one type through which ShelterDump
/// reads memory by pointer, so that the parser's byte loops cost what raw pointers cost.
///
/// Invariant: a slice is made only inside ``withBytes(of:_:)`` or ``withUTF8(of:_:)`` and never
/// outlives that call, so its buffer is alive and unchanged while it is read; every read lies in
/// `start..<end`. Debug builds assert the bounds on each access, as swift-collections'
/// `_UnsafeHandle` does; release builds check nothing. Indices count from the buffer's first byte,
/// so a narrower slice (``slice(_:)``, ``suffix(from:)``) shares its indices with the whole.
struct ByteSlice {
  private let buffer: UnsafeBufferPointer<UInt8>
  /// The first index that may be read.
  let start: Int
  /// The index past the last byte that may be read.
  let end: Int

  private init(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    assert(0 <= start && start <= end && end <= buffer.count, "slice \(start)..<\(end) out of its buffer")
    self.buffer = buffer
    self.start = start
    self.end = end
  }

  /// Runs `body` on all of `bytes`; the slice must not escape `body`.
  static func withBytes<Result, Failure: Error>(
    of bytes: [UInt8], _ body: (ByteSlice) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Swift.Result { () throws(Failure) -> Result in try body(ByteSlice(buffer, 0, buffer.count)) }
    }
    return try result.get()
  }

  /// Runs `body` on the UTF-8 bytes of `text`; the slice must not escape `body`.
  static func withUTF8<Result, Failure: Error>(
    of text: String, _ body: (ByteSlice) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var text = text
    let result = text.withUTF8 { buffer in
      Swift.Result { () throws(Failure) -> Result in try body(ByteSlice(buffer, 0, buffer.count)) }
    }
    return try result.get()
  }

  /// The indices that may be read.
  var range: Range<Int> { start..<end }

  /// The number of bytes.
  var count: Int { end - start }

  /// Whether there are no bytes.
  var isEmpty: Bool { start == end }

  /// The byte at `index`, which must lie in `start..<end`.
  @inline(__always) subscript(index: Int) -> UInt8 {
    assert(start <= index && index < end, "byte \(index) read outside \(start)..<\(end)")
    return buffer[index]
  }

  /// The bytes `range`, which must lie within this slice.
  @inline(__always) func slice(_ range: Range<Int>) -> ByteSlice {
    assert(start <= range.lowerBound && range.upperBound <= end, "\(range) is not within \(start)..<\(end)")
    return ByteSlice(buffer, range.lowerBound, range.upperBound)
  }

  /// The bytes from `index` to the end of this slice.
  @inline(__always) func suffix(from index: Int) -> ByteSlice { slice(index..<end) }

  /// The eight bytes from `index` as one little-endian word, loaded without alignment, so a
  /// search can look at eight bytes at a time.
  @inline(__always) func word(at index: Int) -> UInt64 {
    assert(start <= index && index + 8 <= end, "word at \(index) read outside \(start)..<\(end)")
    return UInt64(
      littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(
        as: UInt64.self))
  }

  /// The bytes as text, invalid UTF-8 repaired as `String(decoding:as:)` does.
  var string: String { String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self) }

  /// A copy of the bytes.
  var array: [UInt8] { Array(UnsafeBufferPointer(rebasing: buffer[start..<end])) }

  /// Whether both slices hold the same bytes.
  func elementsEqual(_ other: ByteSlice) -> Bool {
    guard count == other.count else { return false }
    var index = start
    var otherIndex = other.start
    while index < end {
      if self[index] != other[otherIndex] { return false }
      index += 1
      otherIndex += 1
    }
    return true
  }

  /// Appends the bytes to `array` in one copy.
  @inline(__always) func append(to array: inout [UInt8]) {
    array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
  }
}
