import ShelterSupport

/// Lines that hold no entry but look like part of the tree, which the parser reports.
enum TreeLikeLine {
  /// A short quote of the line when it starts with a `|` marker or is an elision (`...`, `……`),
  /// else `nil`.
  static func describe(_ bytes: ByteSlice) -> String? {
    var index = bytes.start
    let end = bytes.end
    while index < end && (ASCII.isBlank(bytes[index]) || bytes[index] == 0x60) { index += 1 }
    guard index < end else { return nil }
    var trimmedEnd = end
    while trimmedEnd > index && (ASCII.isBlank(bytes[trimmedEnd - 1]) || bytes[trimmedEnd - 1] == 0x60) {
      trimmedEnd -= 1
    }
    let text = bytes.slice(index..<trimmedEnd).string
    let isElision = text.unicodeScalars.allSatisfy { $0 == "." || $0 == "…" || $0 == " " }
    guard bytes[index] == 0x7C || isElision else { return nil }
    let quoted = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return "'\(quoted)'"
  }
}
