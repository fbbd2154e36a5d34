import ShelterFixtures
import ShelterValues

/// Reads a `backgroundColor` value as `UIColor`'s `description` prints it into a dump.
///
/// UIKit prints a colour as its colour space and its components in 0–1: red, green, blue and
/// alpha for `UIExtendedSRGBColorSpace` (iOS 10 on; extended components lie beyond 0–1) and
/// `UIDeviceRGBColorSpace` (earlier systems), white and alpha for `UIExtendedGrayColorSpace` and
/// `UIDeviceWhiteColorSpace`. See docs/import.md, "Background colour and opaque".
enum DumpColor {
  /// The colour spaces read, each with how many components it prints (four: RGBA, two: white
  /// and alpha).
  static let spaces: [(name: String, components: Int)] = [
    ("UIExtendedSRGBColorSpace", 4), ("UIDeviceRGBColorSpace", 4),
    ("UIExtendedGrayColorSpace", 2), ("UIDeviceWhiteColorSpace", 2),
  ]

  /// The colour `text` spells, components beyond 0–1 clamped to the range; `nil` for any other
  /// spelling (a dynamic or catalog colour, a pattern, a Display P3 colour, a wrong count).
  static func color(_ text: String) -> RGBAColor? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    guard let first = words.first, let space = spaces.first(where: { $0.name == first }),
      words.count == space.components + 1
    else { return nil }
    var values: [Double] = []
    for word in words.dropFirst() {
      guard FieldReader.decimalSyntax(word.utf8), let value = Double(word), value.isFinite else { return nil }
      values.append(value)
    }
    return space.components == 4
      ? RGBAColor(unit: values[0], values[1], values[2], values[3])
      : RGBAColor(unit: values[0], values[0], values[0], values[1])
  }
}
