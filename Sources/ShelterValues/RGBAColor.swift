/// A view's background colour, 8 bits a component in sRGB: what decides whether the view hides
/// what lies under it. A fixture writes it `"#RRGGBB"` or `"#RRGGBBAA"`; no colour (UIKit's `nil`)
/// is `"clear"`. The fixture's node and the live view (`View.backgroundColor`) carry the same value.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0–255.
  public var red: UInt8
  /// The green component, 0–255.
  public var green: UInt8
  /// The blue component, 0–255.
  public var blue: UInt8
  /// The opacity, 0 (clear) to 255 (solid).
  public var alpha: UInt8

  /// A colour from its components; `alpha` defaults to solid.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// A colour from components in 0–1, as UIKit's `UIExtendedSRGBColorSpace r g b a` prints them;
  /// extended values beyond the range are clamped to it. `nil` when one is not a number.
  public init?(unit red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
    var bytes: [UInt8] = []
    for value in [red, green, blue, alpha] {
      guard value.isFinite else { return nil }
      bytes.append(UInt8((min(max(value, 0), 1) * 255).rounded()))
    }
    self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3])
  }

  /// Reads `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits in either case); `nil` for anything else.
  public init?(hex text: String) {
    let digits = Array(text.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
    var bytes: [UInt8] = []
    var index = 1
    while index < digits.count {
      guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
        return nil
      }
      bytes.append(high << 4 | low)
      index += 2
    }
    self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Whether the colour draws anything: an alpha above 0.
  public var isVisible: Bool { alpha > 0 }

  /// `#RRGGBB` for a solid colour, else `#RRGGBBAA`, upper-case hex.
  public var description: String {
    let digits = Array("0123456789ABCDEF")
    var out = "#"
    for byte in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0xF)])
    }
    return out
  }
}
