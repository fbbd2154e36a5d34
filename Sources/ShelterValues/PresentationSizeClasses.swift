public import ShelterGeometry

/// The size classes that decide how a sheet adapts, as UIKit's `UITraitCollection`
/// `horizontalSizeClass` and `verticalSizeClass`.
public struct PresentationSizeClasses: Sendable, Equatable {
  /// Whether the width is regular (iPad, full screen) rather than compact (iPhone).
  public var regularWidth: Bool
  /// Whether the height is regular rather than compact (iPhone in landscape).
  public var regularHeight: Bool

  /// Size classes given outright.
  public init(regularWidth: Bool, regularHeight: Bool) {
    (self.regularWidth, self.regularHeight) = (regularWidth, regularHeight)
  }

  /// The size classes of a full-screen app: an iPad is regular both ways; an iPhone is compact
  /// wide and regular tall when upright, compact tall when turned (Apple's size-class table).
  public init(isPad: Bool, size: Size) {
    let landscape = size.width > size.height
    self.init(regularWidth: isPad || landscape, regularHeight: isPad || !landscape)
  }

  /// Size classes guessed from the size alone, for a screen that names no device: a height under
  /// 500 points is compact (every iPhone turned), else a width under 600 points is compact (every
  /// iPhone upright), else both are regular (every iPad).
  public init(guessingFrom size: Size) {
    self.init(regularWidth: size.width >= 600, regularHeight: size.height >= 500)
  }
}
