import ShelterSupport

/// 10^0 through 10^22, every one exactly representable as a `Double`.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
  1e18, 1e19, 1e20, 1e21, 1e22,
]

extension JSONParser {
  /// Parses the number starting at `index` and appends it as a number node.
  ///
  /// Grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`. When the significant digits
  /// fit in 53 bits and the decimal exponent lies in -22...22, one exact multiplication or division
  /// gives the correctly rounded value; every other number goes through the standard library's
  /// correctly rounded `Double(_:)` on the number's text.
  mutating func appendNumber() throws(JSONError) {
    let start = index
    var position = index
    let isNegative = base[position] == ASCII.minus
    if isNegative { position += 1 }

    var mantissa: UInt64 = 0
    var significantDigits = 0
    var mantissaIsExact = true
    var fractionDigits = 0

    guard position < count, isDigit(base[position]) else {
      throw numberError("expected a digit after '-'", at: position)
    }
    if base[position] == ASCII.zero {
      position += 1
      if position < count && isDigit(base[position]) {
        throw makeError(
          .invalidNumber, "invalid number: leading zeros are not allowed", at: position - 1)
      }
    } else {
      while position < count, isDigit(base[position]) {
        accumulate(base[position], &mantissa, &significantDigits, &mantissaIsExact)
        position += 1
      }
    }

    if position < count && base[position] == ASCII.period {
      position += 1
      guard position < count, isDigit(base[position]) else {
        throw numberError("expected a digit after '.'", at: position)
      }
      while position < count, isDigit(base[position]) {
        accumulate(base[position], &mantissa, &significantDigits, &mantissaIsExact)
        fractionDigits += 1
        position += 1
      }
    }

    var exponent = 0
    if position < count && (base[position] == ASCII.lowerE || base[position] == ASCII.upperE) {
      position += 1
      var exponentIsNegative = false
      if position < count && (base[position] == ASCII.plus || base[position] == ASCII.minus) {
        exponentIsNegative = base[position] == ASCII.minus
        position += 1
      }
      guard position < count, isDigit(base[position]) else {
        throw numberError("expected a digit in the exponent", at: position)
      }
      while position < count, isDigit(base[position]) {
        if exponent < 100_000_000 { exponent = exponent * 10 + Int(base[position] - ASCII.zero) }
        position += 1
      }
      if exponentIsNegative { exponent = -exponent }
    }
    index = position

    var value: Double
    let decimalExponent = exponent - fractionDigits
    if mantissaIsExact && mantissa == 0 {
      value = 0
    } else if mantissaIsExact && mantissa <= 1 << 53 && decimalExponent >= -22 && decimalExponent <= 22 {
      value = Double(mantissa)
      if decimalExponent < 0 {
        value /= exactPowersOfTen[-decimalExponent]
      } else {
        value *= exactPowersOfTen[decimalExponent]
      }
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
      guard let parsed = Double(text) else {
        throw numberError("not a decimal number", at: start)
      }
      // Not all digits are zero here (that case took the first branch), so a result of zero means
      // the magnitude is below the smallest subnormal: refused like an overflow, not rounded away.
      guard parsed.isFinite, parsed != 0 else {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        let problem = parsed == 0 ? "is too close to zero for" : "does not fit in"
        throw makeError(
          .numberOutOfRange, "number out of range: \(shown) \(problem) a 64-bit floating-point value",
          at: start)
      }
      value = parsed.magnitude
    }
    if isNegative { value = -value }
    appendNode(
      tag: NodeTag.number, offset: start, payload: Int(bitPattern: UInt(value.bitPattern)), length: 0)
  }

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte &- ASCII.zero < 10
  }

  /// Adds one decimal digit to the mantissa while it stays below 10^19 significant digits.
  @inline(__always)
  func accumulate(
    _ byte: UInt8, _ mantissa: inout UInt64, _ significantDigits: inout Int, _ isExact: inout Bool
  ) {
    let digit = UInt64(byte - ASCII.zero)
    if significantDigits < 19 {
      mantissa = mantissa &* 10 &+ digit
      if mantissa != 0 { significantDigits += 1 }
    } else {
      isExact = false
    }
  }

  func numberError(_ detail: String, at position: Int) -> JSONError {
    var found = "end of input"
    if position < count {
      found = (try? foundDescription(at: position)) ?? "an invalid UTF-8 byte"
    }
    return makeError(.invalidNumber, "invalid number: \(detail), found \(found)", at: position)
  }
}
