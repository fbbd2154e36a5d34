import ShelterJSON
import ShelterSupport
import Testing

@Suite("Numbers")
struct NumberTests {
  @Test(arguments: [
    ("0", 0.0),
    ("42", 42),
    ("-7", -7),
    ("0.1", 0.1),
    ("2.5E+3", 2500),
    ("2.5e3", 2500),
    ("-1.5e-3", -0.0015),
    ("1e2", 100),
    ("10e-1", 1),
    ("1e308", 1e308),
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
    ("2.2250738585072014e-308", Double.leastNormalMagnitude),
    ("5e-324", Double.leastNonzeroMagnitude),
    ("4.9406564584124654e-324", Double.leastNonzeroMagnitude),
    // 2^53 + 1 is halfway between two doubles and rounds to the even one, 2^53.
    ("9007199254740993", 9_007_199_254_740_992),
    ("0.30000000000000004", 0.30000000000000004),
    ("123456789012345678901234567890", 1.2345678901234568e29),
    ("0.000000000000000000000000000001", 1e-30),
    // 3e-324 lies above half the smallest subnormal (about 2.47e-324), so it rounds up to it.
    ("3e-324", Double.leastNonzeroMagnitude),
    // Zero in any spelling is zero, however small the exponent.
    ("0e99999999999999999999", 0),
    ("0e-400", 0),
    ("0.000e-99999", 0),
  ])
  func parses(_ text: String, _ expected: Double) throws {
    let value = try JSONDocument(parsing: text).root.numberValue
    #expect(value == expected)
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let value = try JSONDocument(parsing: "-0").root.numberValue
    #expect(value == 0)
    #expect(value?.sign == .minus)
    #expect(try JSONDocument(parsing: "-0.0e5").root.numberValue?.sign == .minus)
    #expect(try JSONDocument(parsing: "0").root.numberValue?.sign == .plus)
  }

  @Test(arguments: [
    ("1e309", JSONError.Kind.numberOutOfRange, 1),
    ("-1e309", .numberOutOfRange, 1),
    // The largest double is 1.7976931348623157e308; ...159e308 is past the rounding midpoint.
    ("1.7976931348623159e308", .numberOutOfRange, 1),
    ("1e99999999999999999999", .numberOutOfRange, 1),
    // Non-zero but below half the smallest subnormal: refused, not rounded to 0.
    ("1e-400", .numberOutOfRange, 1),
    ("-1e-400", .numberOutOfRange, 1),
    ("2e-324", .numberOutOfRange, 1),
    ("1e-99999999999999999999", .numberOutOfRange, 1),
    ("0.0000000000000000000000001e-300", .numberOutOfRange, 1),
    ("-", .invalidNumber, 2),
    ("1.", .invalidNumber, 3),
    ("1.e5", .invalidNumber, 3),
    ("1e", .invalidNumber, 3),
    ("1e-", .invalidNumber, 4),
    ("00", .invalidNumber, 1),
    ("-01", .invalidNumber, 2),
    ("--1", .invalidNumber, 2),
    ("- 1", .invalidNumber, 2),
    // `0x10` parses as 0 followed by stray content.
    ("0x10", .trailingContent, 2),
    ("1.5.2", .trailingContent, 4),
  ])
  func rejects(_ text: String, _ kind: JSONError.Kind, column: Int) {
    let error = parseFailure(text)
    #expect(error?.kind == kind)
    #expect(error?.column == column)
  }

  @Test func agreesWithTheStandardLibraryOnRandomNumerals() {
    // The parser's fast path (at most 19 digits, exponent within ±22) and its fallback must both
    // give the correctly rounded value, which `Double(_:)` provides independently.
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(seed: seed)
    for _ in 0..<20_000 {
      var text = Bool.random(using: &generator) ? "-" : ""
      let integerDigits = Int.random(in: 1...20, using: &generator)
      text += String(Int.random(in: 1...9, using: &generator))
      for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &generator)) }
      if Bool.random(using: &generator) {
        text += "."
        for _ in 0..<Int.random(in: 1...20, using: &generator) {
          text += String(Int.random(in: 0...9, using: &generator))
        }
      }
      if Bool.random(using: &generator) {
        text += "e" + String(Int.random(in: -330...300, using: &generator))
      }
      guard let expected = Double(text), expected.isFinite else { continue }
      let parsed = try? JSONDocument(parsing: text).root.numberValue
      if expected == 0 {
        // The first digit is 1...9, so the numeral is not zero: too close to zero, refused.
        #expect(parsed == nil, "\(text), seed \(seed)")
        continue
      }
      #expect(parsed?.bitPattern == expected.bitPattern, "\(text), seed \(seed)")
      if parsed?.bitPattern != expected.bitPattern { return }
    }
  }
}
