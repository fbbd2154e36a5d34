import ShelterFixtures
import ShelterGeometry
import ShelterJSON
package import ShelterKeyboard
import ShelterSimulation
import ShelterSupport

/// What `shelter devices` prints: every built-in profile's screen, safe areas and keyboard frames
/// per orientation, with where each kind of number comes from.
///
/// The profiles carry numbers only; their package sources are tabled in `docs/keyboards.md`, which
/// each entry names by section, so a reader can check any number.
package enum DeviceCatalogReport {
  /// The report's format tag.
  package static let formatTag = "shelter-devices/1"

  /// Where each kind of number is sourced: the section of `docs/keyboards.md` that cites it.
  static let sources: [(key: String, section: String)] = [
    ("size", "docs/keyboards.md#devices"), ("scale", "docs/keyboards.md#devices"),
    ("safeArea", "docs/keyboards.md#safe-areas"), ("keyboards", "docs/keyboards.md#keyboard-heights"),
  ]

  /// `phone` or `pad`: the user-interface idiom, which decides the keyboard rules.
  static func idiom(_ device: DeviceProfile) -> String { device.isPad ? "pad" : "phone" }

  /// The JSON listing of `devices`.
  package static func json(_ devices: [DeviceProfile] = DeviceProfile.all) -> String {
    var w = JSONWriter(pretty: true)
    w.beginObject()
    w.member("format", formatTag)
    w.key("sources")
    w.beginObject()
    for (key, section) in sources {
      w.member(key, section)
    }
    w.endObject()
    w.objects("devices", devices) { w, device in
      w.member("id", device.id)
      w.member("name", device.displayName)
      w.member("idiom", idiom(device))
      w.key("scale")
      w.number(device.scale)
      for orientation in Orientation.all {
        w.key(orientation.rawValue)
        w.beginObject()
        let size = device.screenSize(orientation)
        w.key("size")
        w.beginArray()
        w.number(size.width)
        w.number(size.height)
        w.endArray()
        let insets = device.safeAreaInsets(orientation)
        w.key("safeArea")
        w.beginArray()
        for value in [insets.top, insets.left, insets.bottom, insets.right] { w.number(value) }
        w.endArray()
        w.key("keyboards")
        w.beginObject()
        for style in KeyboardStyle.all {
          guard let frame = device.keyboardFrame(style, orientation) else { continue }
          w.key(style.name)
          w.rect(frame)
        }
        w.endObject()
        w.endObject()
      }
    }
    w.endObject()
    return w.output + "\n"
  }

  /// The listing for people: one block per device, a line per orientation and keyboard style.
  package static func text(_ devices: [DeviceProfile] = DeviceProfile.all) -> String {
    var out = ""
    for device in devices {
      out += "\(device.id)  \(device.displayName)  \(idiom(device)) @\(NumberText.shortest(device.scale))x\n"
      for orientation in Orientation.all {
        let size = device.screenSize(orientation)
        let insets = device.safeAreaInsets(orientation)
        let numbers = [insets.top, insets.left, insets.bottom, insets.right].map(NumberText.shortest)
        out +=
          "  \(orientation.rawValue): \(NumberText.shortest(size.width)) × \(NumberText.shortest(size.height)), safe area "
          + numbers.joined(separator: ", ") + "\n"
        for style in KeyboardStyle.all {
          guard let frame = device.keyboardFrame(style, orientation) else { continue }
          out += "    \(style.name): \(frame.tidyText)\n"
        }
      }
    }
    out += "\nsources: " + sources.map { "\($0.key) \($0.section)" }.joined(separator: "; ") + "\n"
    return out
  }
}
