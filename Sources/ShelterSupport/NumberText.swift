/// How Shelter writes numbers: one place for every text form a number takes, so dumps, fixtures,
/// reports, messages and pictures agree.
package enum NumberText {
  /// The shortest text that reads back to the same `Double`: integers without a fraction, `-0` as
  /// `0`, exponents without a plus sign or leading zeros (`1e-7`). A value that is not finite reads
  /// `nan`, `inf` or `-inf`, so a message about one never traps (JSON writes those as `null`).
  package static func shortest(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return "0" }
    if value.magnitude < 9_007_199_254_740_992 && value.rounded(.towardZero) == value {
      return String(Int64(value))
    }
    let text = value.description
    guard let exponentIndex = text.firstIndex(of: "e") else {
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    var mantissa = text[..<exponentIndex]
    if mantissa.hasSuffix(".0") { mantissa = mantissa.dropLast(2) }
    var exponent = text[text.index(after: exponentIndex)...]
    var sign = ""
    if exponent.first == "+" || exponent.first == "-" {
      sign = exponent.first == "-" ? "-" : ""
      exponent = exponent.dropFirst()
    }
    while exponent.count > 1 && exponent.first == "0" { exponent = exponent.dropFirst() }
    return "\(mantissa)e\(sign)\(exponent)"
  }

  /// Rounded to hundredths of a point, without exponent, trailing zeros or `-0` (`311`, `310.5`),
  /// for messages and drawings; non-finite values print as `0` and magnitudes are capped at 1e12.
  package static func hundredths(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let capped = Swift.min(Swift.max(value, -1e12), 1e12)
    let hundredths = Int64((capped * 100).rounded())
    if hundredths == 0 { return "0" }
    let magnitude = hundredths.magnitude
    var text = hundredths < 0 ? "-" : ""
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }

  /// A value rounded to the nearest billionth (far below the 0.01 pt anyone compares at), so float
  /// noise such as `39.31999999999999` reaches reports as `39.32`; `-0` becomes `0`.
  package static func cleaned(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    if abs(value) < 1e6 { return (value * 1e9).rounded() / 1e9 + 0 }
    let rounded = value.rounded()
    return abs(value - rounded) < 1e-9 ? rounded + 0 : value
  }

  /// The shortest text of a value with float noise removed (``cleaned(_:)``): how reports and
  /// descriptions print geometry, so `39.31999999999999` reads `39.32`.
  package static func tidy(_ value: Double) -> String { shortest(cleaned(value)) }

  /// Values as `[a, b, c]`, each in one of this type's forms (``tidy(_:)`` unless told).
  package static func list(_ values: [Double], _ form: (Double) -> String = tidy) -> String {
    "[" + values.map(form).joined(separator: ", ") + "]"
  }

  /// A derived value rounded to millionths, so float noise does not reach a fixture; values too
  /// large to scale are returned as they are.
  package static func millionths(_ value: Double) -> Double {
    let scaled = value * 1e6
    guard abs(scaled) < 9e15 else { return value }
    return Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / 1e6
  }
}

/// Up to six numbers (a rect, point, size, insets or transform) kept inline, so reading one
/// allocates nothing.
package struct InlineNumbers {
  private var values: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
  /// How many numbers are held.
  package private(set) var count = 0

  /// An empty list.
  package init() {}

  /// Adds a number; at most six fit.
  package mutating func append(_ value: Double) {
    precondition(count < 6, "an inline number list holds at most six numbers")
    withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: count * 8, as: Double.self) }
    count += 1
  }

  /// The number at an index below ``count``.
  package subscript(index: Int) -> Double {
    precondition(index < count, "index \(index) beyond the \(count) numbers read")
    return withUnsafeBytes(of: values) { $0.load(fromByteOffset: index * 8, as: Double.self) }
  }
}
