import ShelterSupport

/// What the text in front of an entry says: a view controller whose root view the entry is
/// (`'Name:0xADDR'`, then `n child[A:0x1 B:0x2 ]`), or the name of the property holding it.
struct EntryPrefix {
  var controller: DumpController?
  var propertyName: String?

  init() {}

  /// Reads the text between an entry's depth markers and its `<`.
  init(_ bytes: ByteSlice) {
    guard !bytes.isEmpty else { return }
    if let name = EntryPrefix.singleName(bytes) {
      propertyName = name
      return
    }
    let text = bytes.array
    if let open = text.firstIndex(of: ASCII.singleQuote),
      let close = text[(open + 1)...].firstIndex(of: ASCII.singleQuote),
      let colon = text[(open + 1)..<close].firstIndex(of: ASCII.colon), colon > open + 1
    {
      let className = String(decoding: text[(open + 1)..<colon], as: UTF8.self)
      let address = ASCII.trimmedText(Array(text[(colon + 1)..<close]))
      var children: [String] = []
      if let bracket = text[close...].firstIndex(of: ASCII.openBracket),
        let end = text[bracket...].firstIndex(of: ASCII.closeBracket)
      {
        children = String(decoding: text[(bracket + 1)..<end], as: UTF8.self)
          .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
      }
      controller = DumpController(
        className: className, address: address.isEmpty ? nil : address, children: children)
      return
    }
    // HOURecursiveDescription prints every ivar holding the view: `_myButton, _button`.
    let name = ASCII.trimmedText(text)
    let names = name.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingPrefix(" ")
    }
    if !name.isEmpty && names.allSatisfy(EntryPrefix.isIdentifier) { propertyName = name }
  }

  /// The prefix as one property name when it is a lone C identifier between blanks, the common
  /// case, read without splitting; `nil` for anything else.
  private static func singleName(_ bytes: ByteSlice) -> String? {
    var start = bytes.start
    var end = bytes.end
    while start < end && ASCII.isBlank(bytes[start]) { start += 1 }
    while end > start && ASCII.isBlank(bytes[end - 1]) { end -= 1 }
    guard start < end, ASCII.isLetter(bytes[start]) || bytes[start] == ASCII.underscore else { return nil }
    for index in start..<end {
      let byte = bytes[index]
      guard ASCII.isLetter(byte) || byte == ASCII.underscore || (0x30...0x39).contains(byte) else {
        return nil
      }
    }
    return bytes.slice(start..<end).string
  }

  /// A C identifier: a letter or `_`, then letters, digits and `_`.
  private static func isIdentifier(_ name: Substring) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
