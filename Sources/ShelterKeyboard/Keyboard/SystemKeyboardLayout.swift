public import ShelterGeometry
public import ShelterValues
public import ShelterViews

/// Where the system keyboard is for one input, and whether UIKit announces it as docked. Only the
/// keyboard layout makes them, so it has no public initializer.
public struct KeyboardPresentation: Hashable, Sendable {
  /// The frame UIKit reports as `UIKeyboardFrameEndUserInfoKey`, in screen space.
  public var frame: Rect
  /// Whether the keyboard is docked: its arrival posts will-show; a floating, undocked or split one
  /// posts only frame changes.
  public var isDocked: Bool
}

/// The rules that turn a device, an orientation and an input's traits into the keyboard's frame.
///
/// Pure: the keyboard simulator asks it on every focus change and posts the difference. Each rule
/// and its source is in `docs/keyboards.md`.
public enum SystemKeyboardLayout {
  /// The keyboard an input brings up, or `nil` when nothing appears on screen.
  ///
  /// With `W × H` the screen, `k` the keyboard's own height and `a` the accessory's:
  /// - software, docked: `(0, H − k − a, W, k + a)`; `k` is the docked height with the predictive
  ///   bar when ``TextInputTraits/showsPredictiveBar(onPad:)`` says so, else without, or the custom
  ///   input view's height;
  /// - software on iPad, not docked: the placement's frame from the profile, `a` added on top;
  /// - hardware on iPad: the shortcut bar `b`: `(0, H − b − a, W, b + a)`;
  /// - hardware on iPhone: nothing, unless there is an accessory: `(0, H − a, W, k + a)`, the
  ///   keyboard's frame with all but the accessory below the screen;
  /// - a custom input view shows with a hardware keyboard too, docked like a software keyboard.
  ///
  ///     // iPhone 15 portrait, a number pad with a 44 pt accessory: 292 + 44 on a 852 pt screen.
  ///     // (0, 516, 393, 336)
  public static func presentation(
    traits: TextInputTraits, accessoryHeight: Double, inputViewHeight: Double?,
    device: DeviceProfile, orientation: Orientation, screenSize: Size, hardwareKeyboard: Bool,
    placement: KeyboardPlacement
  ) -> KeyboardPresentation? {
    let metrics = device.keyboardMetrics(orientation)
    let accessory = max(0, accessoryHeight)
    let keyboard =
      inputViewHeight.map { max(0, $0) }
      ?? (traits.showsPredictiveBar(onPad: device.isPad) ? metrics.docked : metrics.dockedPlain)
    func docked(_ height: Double) -> KeyboardPresentation? {
      guard height > 0 else { return nil }
      return KeyboardPresentation(
        frame: Rect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height),
        isDocked: true)
    }
    if hardwareKeyboard && inputViewHeight == nil {
      if device.isPad { return docked((metrics.hardwareBar ?? 0) + accessory) }
      guard accessory > 0 else { return nil }
      return KeyboardPresentation(
        frame: Rect(
          x: 0, y: screenSize.height - accessory, width: screenSize.width, height: keyboard + accessory),
        isDocked: true)
    }
    if inputViewHeight == nil, placement != .docked,
      let raised = device.keyboardFrame(placement.style, orientation)
    {
      return KeyboardPresentation(
        frame: Rect(
          x: raised.minX, y: raised.minY - accessory, width: raised.width,
          height: raised.height + accessory),
        isDocked: false)
    }
    return docked(keyboard + accessory)
  }

  /// The keyboard a view brings up when it becomes first responder, or `nil` when it brings up
  /// none (it is not a ``TextInput``, or a hardware keyboard leaves nothing on screen).
  public static func presentation(
    for view: View, device: DeviceProfile, orientation: Orientation, screenSize: Size,
    hardwareKeyboard: Bool, placement: KeyboardPlacement
  ) -> KeyboardPresentation? {
    guard let input = view as? any TextInput else { return nil }
    return presentation(
      traits: input.textInputTraits, accessoryHeight: input.inputAccessoryView?.bounds.height ?? 0,
      inputViewHeight: input.inputView?.bounds.height, device: device, orientation: orientation,
      screenSize: screenSize, hardwareKeyboard: hardwareKeyboard, placement: placement)
  }
}
