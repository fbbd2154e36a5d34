/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a
/// tiny, fully specified generator, so a seed replays the same sequence on every machine and
/// toolchain. Property tests, the random scenarios and the benchmark all draw from it.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence the seed decides.
  package init(seed: UInt64) { state = seed }

  /// The same as ``init(seed:)``, for callers that name the state.
  package init(state: UInt64) { self.init(seed: state) }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
