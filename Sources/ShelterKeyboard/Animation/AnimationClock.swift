/// The simulation's time, in seconds: it moves only when told to, so every presentation value a
/// test asks for is exact and repeatable.
public final class AnimationClock {
  /// The current time, in seconds since the clock was made (or since the time it was made at).
  public private(set) var now: Double

  /// Creates a clock reading `now` seconds (0 when `now` is not finite).
  public init(now: Double = 0) {
    self.now = now.isFinite ? now : 0
  }

  /// Moves the clock forward by `seconds`; throws, leaving it where it is, for a negative or
  /// non-finite amount.
  public func advance(by seconds: Double) throws(AnimationClockError) {
    guard seconds.isFinite, seconds >= 0 else { throw .invalidAdvance(seconds) }
    now += seconds
  }

  /// Moves the clock forward to `time`; throws, leaving it where it is, for a time before now or a
  /// non-finite one.
  public func advance(to time: Double) throws(AnimationClockError) {
    guard time.isFinite, time >= now else { throw .invalidTime(time, now: now) }
    now = time
  }
}

/// Why an ``AnimationClock`` refused to move: time only runs forward, by finite amounts.
public enum AnimationClockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `advance(by:)` was given a negative or non-finite number of seconds.
  case invalidAdvance(Double)
  /// `advance(to:)` was given a time before the current one, or a non-finite one.
  case invalidTime(Double, now: Double)

  /// What went wrong, for people.
  public var description: String {
    switch self {
    case .invalidAdvance(let seconds):
      return "cannot advance the clock by \(seconds) s: expected a finite, non-negative number of seconds"
    case let .invalidTime(time, now):
      return "cannot advance the clock to \(time) s: it reads \(now) s and only runs forward"
    }
  }
}
