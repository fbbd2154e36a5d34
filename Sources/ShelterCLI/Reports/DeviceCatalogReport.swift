import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterKeyboard
import ShelterSimulation
import ShelterSupport
package import ShelterValues

/// What `shelter devices` prints: every built-in profile's screen, safe areas and keyboard frames
/// per orientation, with where each kind of number comes from.
///
/// Each device names the sources of each kind of number by key (`DeviceProfile.sourceKeys`), and
/// `references` says where each key points: a public address, or the section of
/// `docs/keyboards.md` that derives the value where no source gives it.
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

  /// `compact` or `regular`.
  static func sizeClass(_ regular: Bool) -> String { regular ? "regular" : "compact" }

  /// The source keys of a device; every built-in profile has them (a test checks), others none.
  static func sourceKeys(_ device: DeviceProfile) -> [(kind: String, keys: [String])] {
    DeviceProfile.sourceKeys[device.id]?.byKind ?? []
  }

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
    w.key("references")
    w.beginObject()
    for (key, target) in DeviceProfile.sourceReferences { w.member(key, target) }
    w.endObject()
    w.objects("devices", devices) { w, device in
      w.member("id", device.id)
      w.member("name", device.displayName)
      w.member("idiom", idiom(device))
      w.key("scale")
      w.number(device.scale)
      w.key("sourceKeys")
      w.beginObject()
      for (kind, keys) in sourceKeys(device) {
        w.key(kind)
        w.beginArray()
        for key in keys { w.string(key) }
        w.endArray()
      }
      w.endObject()
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
        let classes = device.sizeClasses(orientation)
        w.key("sizeClasses")
        w.beginObject()
        w.member("horizontal", sizeClass(classes.regularWidth))
        w.member("vertical", sizeClass(classes.regularHeight))
        w.endObject()
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
        let classes = device.sizeClasses(orientation)
        out +=
          "  \(orientation.rawValue): \(NumberText.shortest(size.width)) × \(NumberText.shortest(size.height)), safe area "
          + numbers.joined(separator: ", ") + ", size classes \(sizeClass(classes.regularWidth)) width, "
          + "\(sizeClass(classes.regularHeight)) height\n"
        for style in KeyboardStyle.all {
          guard let frame = device.keyboardFrame(style, orientation) else { continue }
          out += "    \(style.name): \(frame.tidyText)\n"
        }
      }
      let keys = sourceKeys(device).map { "\($0.kind) " + $0.keys.joined(separator: ", ") }
      if !keys.isEmpty { out += "  sources: " + keys.joined(separator: "; ") + "\n" }
    }
    out += "\nsources: " + sources.map { "\($0.key) \($0.section)" }.joined(separator: "; ") + "\n"
    return out
  }
}
