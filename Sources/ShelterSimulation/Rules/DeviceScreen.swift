public import ShelterFixtures
import ShelterKeyboard
import ShelterSupport
public import ShelterValues

/// A device held one way: what `--device iphone-15:landscape` names, the screen a fixture is laid
/// out for before its steps play.
public struct DeviceScreen: Hashable, Sendable {
  /// The device profile.
  public var device: DeviceProfile
  /// How it is held.
  public var orientation: Orientation

  /// A device held one way (upright by default).
  public init(_ device: DeviceProfile, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// The name reports use: the device's id, with `:landscape` when it is turned.
  public var label: String { orientation.isLandscape ? "\(device.id):landscape" : device.id }

  /// Every device in both orientations, upright first: what `--device all` sweeps.
  public static var all: [DeviceScreen] {
    DeviceProfile.all.flatMap { device in Orientation.all.map { DeviceScreen(device, orientation: $0) } }
  }

  /// Reads `NAME`, `NAME:portrait` or `NAME:landscape`; `all` is every device in both
  /// orientations. `NAME` is an id or a family name (`iphone-se`, `ipad-air-13`) that stands for
  /// one device (``DeviceProfile/lookUp(_:)``). Throws a message with the family's members when it
  /// stands for several, or with the known names (and a "did you mean") when it names none.
  package static func parse(_ text: String) throws(DeviceScreenError) -> [DeviceScreen] {
    if text == "all" { return all }
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    var orientation = Orientation.portrait
    if parts.count == 2 {
      orientation = Orientation(rawValue: String(parts[1]))
      guard Orientation.all.contains(orientation) else {
        throw DeviceScreenError(
          message: "unknown orientation '\(parts[1])' in '\(text)', expected portrait or landscape")
      }
    }
    switch DeviceProfile.lookUp(name) {
    case .found(let device):
      return [DeviceScreen(device, orientation: orientation)]
    case .ambiguous(let family):
      throw DeviceScreenError(
        message: "'\(name)' names several devices with different screens: "
          + family.map(\.id).joined(separator: ", ") + "; name one")
    case .unknown:
      let ids = DeviceProfile.all.map(\.id)
      throw DeviceScreenError(
        message: "unknown device '\(name)', expected all or one of \(ids.joined(separator: ", "))"
          + DeviceProfile.suggestion(for: name))
    }
  }
}

/// Why a device name could not be read.
package struct DeviceScreenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, with the names that would do.
  package var message: String
  /// The message.
  package var description: String { message }
}

extension Fixture {
  /// The fixture laid out for a device held one way, as ``onDevice(_:orientation:)``.
  public func onScreen(_ screen: DeviceScreen) -> Fixture {
    onDevice(screen.device, orientation: screen.orientation)
  }
}
