public import ShelterValues
public import ShelterViews

extension Application {
  /// An application on a device's screen (size, scale and safe area for the orientation) whose
  /// keyboard follows focus with that device's sizes.
  ///
  /// Pass `keyboard: .manual` for today's explicit control only, or `.hardware` for a hardware
  /// keyboard attached.
  public convenience init(
    device: DeviceProfile, orientation: Orientation = .portrait, keyboard mode: KeyboardMode = .software
  ) {
    self.init(
      screen: Screen(
        size: device.screenSize(orientation), scale: device.scale,
        safeAreaInsets: device.safeAreaInsets(orientation)))
    keyboard.follow(device, orientation: orientation, mode: mode)
  }
}

extension Window {
  /// A full-screen window on a new application for a device, whose keyboard follows focus unless
  /// `keyboard` says otherwise.
  ///
  ///     let window = Window(device: .iPhone15)
  ///     window.application.keyboard.mode   // .software
  public convenience init(
    device: DeviceProfile, orientation: Orientation = .portrait, keyboard mode: KeyboardMode = .software
  ) {
    let application = Application(device: device, orientation: orientation, keyboard: mode)
    self.init(frame: application.screen.bounds, application: application)
  }
}
