public import Shelter

/// A whole screen written in Swift: a window on a device (or a screen size) and its controller.
///
/// It reads like the screen and turns into the same ``/Shelter/Fixture`` the JSON form would give, so the
/// views it builds, the frames `shelter simulate` reports and the steps of a ``Scenario`` all come
/// from one engine.
///
///     let login = ScreenSpec("login", device: "iphone-15") {
///       ControllerSpec("login", avoidance: AvoidanceSettings(distance: 12)) {
///         VerticalForm(y: 560, spacing: 16) {
///           ViewSpec("email", .textField)
///           ViewSpec("password", .textField)
///         }
///       }
///     }
///     let scene = try login.makeScene()   // scene.viewsByID["password"]!.frame == (20 620; 353 44)
public struct ScreenSpec: Sendable {
  /// Where the window is: which screen, in which orientation.
  public enum Placement: Hashable, Sendable {
    /// A device profile's screen and safe area.
    case device(DeviceProfile, Orientation)
    /// A built-in device profile by id (`iphone-15`), looked up when the screen is built.
    case deviceNamed(String, Orientation)
    /// A screen of a size, in points, with safe-area insets.
    case size(Size, safeArea: EdgeInsets)
  }

  /// The screen's name, the fixture's `name`.
  public var name: String
  /// The screen the window is on.
  public var placement: Placement
  /// The window's rect on the screen; `nil` for the whole screen.
  public var windowFrame: Rect?
  /// The window's root controller.
  public var controller: ControllerSpec
  /// Who moves the keyboard in ``fixtureJSON()`` of a screen on a device: `.software` (the
  /// default, focus brings it up, as a ``Scenario`` plays it), `.hardware` or `.manual`.
  public var keyboardMode: KeyboardMode = .software

  /// A screen on a device profile, held in an orientation.
  public init(
    _ name: String = "screen", device: DeviceProfile, _ orientation: Orientation = .portrait,
    controller: () -> ControllerSpec
  ) {
    self.init(name, placement: .device(device, orientation), controller: controller())
  }

  /// A screen on a built-in device profile named by its id (`iphone-15`; see ``/Shelter/DeviceProfile/all``).
  ///
  /// An unknown id is reported when the screen is built, as ``ScenarioError/unknownDevice(_:)``.
  public init(
    _ name: String = "screen", device id: String, _ orientation: Orientation = .portrait,
    controller: () -> ControllerSpec
  ) {
    self.init(name, placement: .deviceNamed(id, orientation), controller: controller())
  }

  /// A screen of a size, in points, with safe-area insets.
  public init(
    _ name: String = "screen", size: Size, safeArea: EdgeInsets = .zero, controller: () -> ControllerSpec
  ) {
    self.init(name, placement: .size(size, safeArea: safeArea), controller: controller())
  }

  /// A screen from its parts.
  public init(_ name: String, placement: Placement, windowFrame: Rect? = nil, controller: ControllerSpec) {
    self.name = name
    self.placement = placement
    self.windowFrame = windowFrame
    self.controller = controller
  }

  /// The device profile the screen is on, `nil` for a screen given by size.
  ///
  /// Throws ``ScenarioError/unknownDevice(_:)`` for an id no built-in profile has.
  public func device() throws(ScenarioError) -> DeviceProfile? {
    switch placement {
    case .device(let profile, _): return profile
    case .deviceNamed(let id, _):
      guard let profile = DeviceProfile.named(id) else { throw .unknownDevice(id) }
      return profile
    case .size: return nil
    }
  }

  /// How the device is held; for a screen given by size, landscape when it is wider than tall.
  public var orientation: Orientation {
    switch placement {
    case .device(_, let orientation), .deviceNamed(_, let orientation): return orientation
    case .size(let size, _): return size.width > size.height ? .landscape : .portrait
    }
  }

  /// The screen's size and safe-area insets, in points.
  public func screen() throws(ScenarioError) -> (size: Size, safeArea: EdgeInsets) {
    if case .size(let size, let safeArea) = placement { return (size, safeArea) }
    let profile = try device()!
    return (profile.screenSize(orientation), profile.safeAreaInsets(orientation))
  }
}
