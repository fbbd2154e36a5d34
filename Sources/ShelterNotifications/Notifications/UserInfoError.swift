/// Why a user-info dictionary could not be read as a typed payload; every case names the key.
public enum UserInfoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The key is absent.
  case missingKey(String)
  /// The key holds a value of another type, named by `found`.
  case wrongType(key: String, expected: String, found: String)
  /// The key holds a value of the right type that the payload cannot accept.
  case invalidValue(key: String, reason: String)

  /// The key the error is about.
  public var key: String {
    switch self {
    case .missingKey(let key), .wrongType(let key, _, _), .invalidValue(let key, _): return key
    }
  }

  /// `key: what went wrong`, for a person reading a test failure.
  public var description: String {
    switch self {
    case .missingKey(let key): return "\(key): missing"
    case .wrongType(let key, let expected, let found): return "\(key): expected \(expected), found \(found)"
    case .invalidValue(let key, let reason): return "\(key): \(reason)"
    }
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The value under `key` as `T`, or the error naming the key.
  func required<T>(_ key: String, as type: T.Type) throws(UserInfoError) -> T {
    guard let value = self[key] else { throw .missingKey(key) }
    guard let typed = value as? T else {
      throw .wrongType(
        key: key, expected: String(describing: T.self), found: String(describing: Swift.type(of: value)))
    }
    return typed
  }
}
