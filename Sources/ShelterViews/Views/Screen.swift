public import ShelterGeometry

/// The display windows sit on, as UIKit's `UIScreen`: its size in points, scale and safe area.
///
/// A class because several windows share one screen and see it change together (rotation).
public final class Screen {
  /// The screen's size in points, in the current orientation.
  public var size: Size
  /// Pixels per point; informational (frames are in points).
  public var scale: Double
  /// The insets that sensor housings and the home indicator leave unusable, in screen space.
  public var safeAreaInsets: EdgeInsets

  /// Creates a screen.
  public init(size: Size, scale: Double = 3, safeAreaInsets: EdgeInsets = .zero) {
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// The whole screen in screen space.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The part of the screen outside the safe-area insets, in screen space.
  public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }
}
