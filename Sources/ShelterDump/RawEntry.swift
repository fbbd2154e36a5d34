import ShelterSupport

/// One `<Class: address; key = value; …>` entry, split into its parts but not yet interpreted.
struct RawEntry {
  var className: String
  var address: String?
  /// The read fields in order of appearance, each value a range of `values`.
  var fields: [RawField]
  /// The bytes of the read fields' values, back to back (raw values trimmed, quoted ones as
  /// printed, `''` already read as one quote).
  var values: [UInt8]
  /// Whether the entry printed any field, read or not: `<Class: 0x…>` alone is an object.
  var hasFields: Bool
  var line: Int

  var entryName: String { address.map { "<\(className): \($0)>" } ?? "<\(className)>" }

  /// Whether the entry printed `key`.
  func has(_ key: KnownKey) -> Bool { fields.contains { $0.key == key } }

  /// The value of `field` as text.
  func text(_ field: RawField) -> String { String(decoding: values[field.value], as: UTF8.self) }

  /// Whether the value of `field` holds `byte`.
  func contains(_ byte: UInt8, in field: RawField) -> Bool {
    values[field.value].contains(byte)
  }
}
