import ShelterGeometry
import ShelterJSON
import ShelterNotifications

/// A step object being read, with the reads every kind of step shares: its fields, the id it
/// names and an animation's timing.
struct StepReader {
  /// The decoder, for its reads and its messages.
  let decoder: FixtureDecoder
  /// The step object.
  let json: JSONNode
  /// The key of the kind found in it (`activate` or `deactivate` for an activation step).
  let key: String

  /// An error at the step, or at its member `key`.
  func fail(_ message: String, key: String? = nil) -> FixtureError {
    decoder.fail(json, message, key: key)
  }

  /// Throws at the first field, other than an `x-` one, that a `what` step does not take.
  func only(_ allowed: Set<String>, _ what: String) throws(FixtureError) {
    for member in json.members where !member.key.hasPrefix("x-") && !allowed.contains(member.key) {
      throw fail("unknown field '\(member.key)' in a \(what) step", key: member.key)
    }
  }

  /// The id a member names, which the step needs.
  func id(_ key: String) throws(FixtureError) -> String { try required(string(key), key) }

  /// A member's value read by one of the reads below, which the step needs: `missing 'key'` when
  /// the member is absent.
  func required<Value>(_ value: Value?, _ key: String) throws(FixtureError) -> Value {
    guard let value else { throw fail("missing '\(key)'") }
    return value
  }

  func string(_ key: String) throws(FixtureError) -> String? { try decoder.string(json, key) }
  func number(_ key: String) throws(FixtureError) -> Double? { try decoder.number(json, key) }
  func bool(_ key: String) throws(FixtureError) -> Bool? { try decoder.bool(json, key) }
  func point(_ key: String) throws(FixtureError) -> Point? { try decoder.point(json, key) }
  func size(_ key: String) throws(FixtureError) -> Size? { try decoder.size(json, key) }
  func rect(_ key: String) throws(FixtureError) -> Rect? { try decoder.rect(json, key) }
  func describe(_ node: JSONNode) -> String { decoder.describe(node) }

  /// The `curve` member as UIKit's raw value, `standard` when it is absent: the one place a curve
  /// is read, so every animated step refuses the same values with the same words.
  func curve(default standard: AnimationCurve) throws(FixtureError) -> AnimationCurve {
    guard let value = try number("curve") else { return standard }
    guard value.rounded() == value else { throw fail("curve must be a whole number", key: "curve") }
    // Within ±1e9 (`number` refuses more), so the conversion cannot trap.
    return AnimationCurve(rawValue: Int(value))
  }
}
