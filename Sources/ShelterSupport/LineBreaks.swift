/// Where a line of pasted text ends: at LF, CR LF or a lone CR (old Mac files), as the fixture
/// loader counts lines. Splitting a `String` on `"\n"` alone misses both others, since Swift reads
/// CR LF as one character.
package enum LineBreaks {
  /// The lines of `text` without their ends, empty ones kept, so the n-th is line n.
  package static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }
}
