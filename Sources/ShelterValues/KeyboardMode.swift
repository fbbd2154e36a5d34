/// Who moves an application's keyboard.
public enum KeyboardMode: String, Hashable, Sendable, CaseIterable {
  /// Only explicit `show`, `change` and `hide` calls move it; focus changes post nothing.
  case manual
  /// Focus drives a software keyboard, as on a device with no keyboard attached.
  case software
  /// A hardware keyboard is attached: focus brings up only the shortcut bar (iPad), the input's
  /// accessory view, or its custom input view.
  case hardware
}

/// Where the iPad's software keyboard sits while focus drives it.
public enum KeyboardPlacement: String, Hashable, Sendable, CaseIterable {
  /// Along the bottom edge: the only placement on iPhone.
  case docked
  /// The small, movable iPhone-sized keyboard.
  case floating
  /// Full width, raised off the bottom edge.
  case undocked
  /// In two halves, raised off the bottom edge.
  case split

  /// The device-profile style whose frame this placement takes.
  public var style: KeyboardStyle {
    switch self {
    case .docked: return .docked()
    case .floating: return .floating
    case .undocked: return .undocked
    case .split: return .split
    }
  }
}

/// Why a focus-driven keyboard could not be set up as asked; the keyboard is left as it was.
public enum KeyboardConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The mode needs a device profile for its keyboard sizes, and none was given.
  case needsDevice(KeyboardMode)
  /// The device has no keyboard in that placement (an iPhone, or an iPad Pro without undock).
  case placementUnavailable(KeyboardPlacement, device: String)

  /// A sentence naming what was asked and why it cannot be.
  public var description: String {
    switch self {
    case .needsDevice(let mode):
      return "the \(mode.rawValue) keyboard needs a device profile for its sizes; call follow(_:) first"
    case .placementUnavailable(let placement, let device):
      return "\(device) has no \(placement.rawValue) keyboard"
    }
  }
}
