/// Copies properties from `source` into `target`, each pair naming where a value is read and where
/// it is written: how one type is described by another that spells the same properties, in one
/// list rather than one assignment a property.
package func copyProperties<Source, Target, each Value>(
  from source: Source, to target: inout Target,
  _ paths: repeat (KeyPath<Source, each Value>, WritableKeyPath<Target, each Value>)
) {
  func copy<Copied>(_ path: (read: KeyPath<Source, Copied>, written: WritableKeyPath<Target, Copied>)) {
    target[keyPath: path.written] = source[keyPath: path.read]
  }
  repeat copy(each paths)
}
