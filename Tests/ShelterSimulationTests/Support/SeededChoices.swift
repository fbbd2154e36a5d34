import ShelterSupport

/// The draws a seeded scenario generator makes, from its one generator so a seed replays.
protocol SeededChoices {
  /// The generator every draw reads.
  var random: SplitMix64 { get set }
}

extension SeededChoices {
  /// One of `options`, each as likely.
  mutating func pick<T>(_ options: [T]) -> T {
    options[Int.random(in: 0..<options.count, using: &random)]
  }

  /// Yes with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

  /// A whole number in `range`, each as likely.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
}
