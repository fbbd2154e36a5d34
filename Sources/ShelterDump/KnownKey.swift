import ShelterSupport

/// The keys `DumpNode(entry:)` reads, matched on raw bytes so other fields cost no string.
enum KnownKey: String, CaseIterable {
  case frame, bounds, center, transform, anchorPoint, contentOffset, contentSize, contentInset
  case adjustedContentInset, autoresize, hidden, userInteractionEnabled, clipsToBounds, alpha, tag
  case text, identifier, baseClass, backgroundColor, opaque

  /// The keys by the length of their name, so a key is compared with at most four names
  /// (and only those with its first letter).
  private static let byLength: [[(key: KnownKey, bytes: [UInt8])]] = {
    var table = [[(key: KnownKey, bytes: [UInt8])]](repeating: [], count: 23)
    for key in allCases { table[key.rawValue.utf8.count].append((key, Array(key.rawValue.utf8))) }
    return table
  }()

  /// The read key `bytes` is, without surrounding blanks and line breaks, or `nil`
  /// when the importer does not read it.
  static func named(_ bytes: ByteSlice) -> KnownKey? {
    var start = bytes.start
    var end = bytes.end
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
