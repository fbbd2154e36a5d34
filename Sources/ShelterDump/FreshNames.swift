/// Names kept unique by a number: ``fresh(_:)`` gives `base`, or `base_2`, `base_3`, … when it is
/// taken, and takes what it gives.
///
/// Each base's search resumes at the number it stopped at: every number below it gave a taken name
/// and names are never given back, so n names asked for one base cost O(n), not O(n²) (a log with
/// a thousand `UIView-Encapsulated-Layout-Width` constraints, a dump of a thousand windows).
struct FreshNames {
  /// Every name given or taken so far.
  private var taken: Set<String>
  /// The number ``fresh(_:)`` last gave for each base.
  private var nextNumbers: [String: Int] = [:]

  /// Names of which `taken` are already in use.
  init(taken: Set<String> = []) {
    self.taken = taken
  }

  /// Whether `name` is in use.
  func contains(_ name: String) -> Bool { taken.contains(name) }

  /// Takes `name`; `false` when it was already in use.
  @discardableResult
  mutating func take(_ name: String) -> Bool { taken.insert(name).inserted }

  /// `base`, or `base_2`, `base_3`, … the first not in use; it is then in use.
  mutating func fresh(_ base: String) -> String {
    var number = nextNumbers[base] ?? 1
    var candidate = number == 1 ? base : "\(base)_\(number)"
    while taken.contains(candidate) {
      number += 1
      candidate = "\(base)_\(number)"
    }
    nextNumbers[base] = number
    taken.insert(candidate)
    return candidate
  }
}
