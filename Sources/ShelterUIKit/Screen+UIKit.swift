public import Foundation
import ShelterGeometry
import ShelterValues
public import ShelterViews

// UIKit's `UIScreen.main` and `UIApplication.shared` are the device's one screen and application.
// Under Shelter they are the most recently hosted screen's (`host(_:on:_:)`), so code that reads
// the screen's size or the key window sees the device the test chose; with no hosted screen alive,
// an idle application on an iPhone 16 in portrait stands in.

extension Screen {
  /// The hosted device's screen, as UIKit's `UIScreen.main`.
  public static var main: Screen { Application.shared.screen }

  /// ``bounds`` as a `CGRect`: the screen's size in points at the origin, for the orientation.
  public var bounds: CGRect { CGRect(self.ShelterViews::bounds) }
}

extension Application {
  /// The hosted screen's application, as UIKit's `UIApplication.shared`: its `keyWindow` and
  /// `windows` are the hosted window. `sendAction(_:to:from:for:)` takes a `#selector`, which Linux
  /// lacks; `UIApplication.shared.keyWindow?.endEditing(true)` resigns the first responder instead.
  public static var shared: Application {
    HostedScreen.currentApplication ?? IdleApplication.shared.application
  }
}

/// The application `UIApplication.shared` answers with while no hosted screen is alive: an
/// iPhone 16 in portrait with no window, made once.
private final class IdleApplication: @unchecked Sendable {
  static let shared = IdleApplication()
  private let lock = NSLock()
  private var made: Application?

  var application: Application {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let device = DeviceProfile.iPhone16
    let created = Application(
      screen: Screen(
        size: device.portraitSize, scale: device.scale, safeAreaInsets: device.portraitSafeArea))
    made = created
    return created
  }
}
