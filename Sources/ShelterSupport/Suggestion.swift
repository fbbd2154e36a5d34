/// "Did you mean" hints for a mistyped name, by edit distance.
package enum Suggestion {
  /// `; did you mean 'email'?` when one of `candidates` is close to `name`, else the empty string.
  ///
  /// Close means at most a third of the name's length (at least 2) insertions, deletions,
  /// substitutions or swaps of neighbours, and fewer than the name's length; ties go to the
  /// alphabetically first candidate, so the hint does not depend on dictionary order.
  package static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
    nearest(name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// As ``didYouMean(_:among:)``, but a candidate that `name` is the start of comes first: the
  /// shortest such candidate (ties alphabetical), so `iphone-se` suggests `iphone-se-3` however
  /// close another name is.
  package static func didYouMean(
    _ name: String, among candidates: some Sequence<String>, preferringExtensions: Bool
  ) -> String {
    guard preferringExtensions, !name.isEmpty else { return didYouMean(name, among: candidates) }
    var best: String?
    for candidate in candidates where candidate != name && candidate.hasPrefix(name) {
      if let current = best, (current.count, current) <= (candidate.count, candidate) { continue }
      best = candidate
    }
    guard let best else { return didYouMean(name, among: candidates) }
    return "; did you mean '\(best)'?"
  }

  /// The closest candidate within the limit described at ``didYouMean(_:among:)``.
  package static func nearest(_ name: String, among candidates: some Sequence<String>) -> String? {
    let query = Array(name.unicodeScalars)
    let limit = min(max(2, query.count / 3), query.count - 1)
    guard limit >= 1 else { return nil }
    var best: (distance: Int, name: String)?
    for candidate in candidates where candidate != name {
      let scalars = Array(candidate.unicodeScalars)
      guard abs(scalars.count - query.count) <= limit else { continue }
      let distance = editDistance(query, scalars)
      guard distance <= limit else { continue }
      if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
      best = (distance, candidate)
    }
    return best?.name
  }

  /// The optimal-string-alignment distance: Levenshtein's with a swap of two neighbours as one
  /// edit (`emial` → `email` is 1). Three rolling rows: O(|a|·|b|) time, O(|b|) memory.
  package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
      }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
