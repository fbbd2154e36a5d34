/// A handle to one value inside a `JSONDocument`.
///
/// Cheap to copy (a reference to the document's storage plus an index). Accessors that do not
/// match the value's kind return `nil`, `false`, `0` or an empty sequence instead of trapping, so
/// callers can validate with one `guard` per field.
package struct JSONNode: Sendable {
  let storage: JSONStorage
  let index: Int

  init(storage: JSONStorage, index: Int) {
    self.storage = storage
    self.index = index
  }

  var tag: UInt8 { storage.kinds[index] }

  /// What kind of value this is.
  package var kind: JSONKind {
    switch tag {
    case NodeTag.object: return .object
    case NodeTag.array: return .array
    case NodeTag.string: return .string
    case NodeTag.number: return .number
    case NodeTag.bool: return .bool
    default: return .null
    }
  }

  /// The decoded text of a string value (escapes resolved), or `nil` for other kinds.
  package var stringValue: String? {
    tag == NodeTag.string ? storage.string(at: index) : nil
  }

  /// The value of a number, correctly rounded to the nearest `Double`, or `nil` for other kinds.
  ///
  /// `-0` stays negative zero; a non-zero number too close to zero for a `Double` (`1e-400`) is
  /// refused when parsing rather than read as 0.
  package var numberValue: Double? {
    tag == NodeTag.number ? Double(bitPattern: UInt64(UInt(bitPattern: storage.payloads[index]))) : nil
  }

  /// The value of `true` or `false`, or `nil` for other kinds.
  package var boolValue: Bool? {
    tag == NodeTag.bool ? storage.payloads[index] != 0 : nil
  }

  /// Whether this is the `null` literal.
  package var isNull: Bool { tag == NodeTag.null }

  /// The number of elements of an array or members of an object; 0 for every other kind.
  package var count: Int {
    tag <= NodeTag.array ? storage.length(index) : 0
  }

  /// The number of objects in this value, itself included: a bound a decoder can reserve for.
  package var objectCount: Int {
    var count = 0
    for node in index..<storage.subtreeEnd(index) where storage.kinds[node] == NodeTag.object { count += 1 }
    return count
  }

  /// The elements of an array in document order; empty for every other kind.
  package var elements: Elements {
    let end = tag == NodeTag.array ? storage.payloads[index] : index + 1
    return Elements(cursor: ChildCursor(storage: storage, position: index + 1, end: end))
  }

  /// The members of an object in document order; empty for every other kind.
  package var members: Members {
    let end = tag == NodeTag.object ? storage.payloads[index] : index + 1
    return Members(cursor: ChildCursor(storage: storage, position: index + 1, end: end))
  }

  /// The value of the member named `key`, or `nil` when this is not an object or has no such key.
  ///
  /// A linear scan over the members; iterate `members` to visit every member of a large object.
  package subscript(key: String) -> JSONNode? {
    guard tag == NodeTag.object else { return nil }
    let end = storage.payloads[index]
    var child = index + 1
    while child < end {
      if storage.stringEquals(at: child, key) { return JSONNode(storage: storage, index: child + 1) }
      child = storage.subtreeEnd(child + 1)
    }
    return nil
  }

  /// The array element at `position` (0-based), or `nil` when this is not an array or the
  /// position is out of range.
  ///
  /// Constant time when every element is a scalar, otherwise a walk over the preceding siblings.
  package subscript(position: Int) -> JSONNode? {
    guard tag == NodeTag.array, position >= 0, position < storage.length(index) else { return nil }
    let end = storage.payloads[index]
    if end - index - 1 == storage.length(index) {
      return JSONNode(storage: storage, index: index + 1 + position)
    }
    var child = index + 1
    for _ in 0..<position { child = storage.subtreeEnd(child) }
    return JSONNode(storage: storage, index: child)
  }

  /// The 0-based byte offset of the value's first character (`{`, `[`, `"`, a digit, `-`, or the
  /// first letter of a literal) in the parsed input, a byte order mark included.
  package var offset: Int { storage.offset(index) }

  /// The 1-based line of the value's first character; lines end at LF, CR LF or a lone CR.
  package var line: Int { storage.position(of: index).line }

  /// The 1-based column, in Unicode scalars, of the value's first character.
  ///
  /// Counted on demand from the start of the line, so it costs the line's length up to the value:
  /// meant for error messages, not for every node of a long single-line document.
  package var column: Int { storage.position(of: index).column }

  /// The top-level value of the document this value belongs to.
  package var documentRoot: JSONNode { JSONNode(storage: storage, index: 0) }

  /// The path from the document's root to this value, for error messages.
  ///
  /// Found by descending from the root, skipping whole sibling subtrees, so it costs the number
  /// of siblings passed on the way down rather than the size of the document.
  package var path: JSONPath {
    var components: [JSONPath.Component] = []
    var current = 0
    while current != index {
      let isObject = storage.kinds[current] == NodeTag.object
      var child = current + 1
      var position = 0
      while true {
        let value = isObject ? child + 1 : child
        let end = storage.subtreeEnd(value)
        if index < end {
          components.append(isObject ? .key(storage.string(at: child)) : .index(position))
          current = value
          break
        }
        child = end
        position += 1
      }
    }
    return JSONPath(components)
  }
}

extension JSONNode {
  /// The place of the next child between two tape positions; arrays and objects step alike, an
  /// object member being its key followed by its value.
  struct ChildCursor: Sendable {
    let storage: JSONStorage
    var position: Int
    let end: Int

    /// The tape index of the next child, or `nil` after the last one; moves past the subtree that
    /// starts `skip` entries after it (0 for an element, 1 for a member's value after its key).
    @inline(__always)
    mutating func advance(skip: Int) -> Int? {
      guard position < end else { return nil }
      let at = position
      position = storage.subtreeEnd(at + skip)
      return at
    }
  }

  /// The elements of an array, as a forward-only sequence of `JSONNode`.
  package struct Elements: Sequence, Sendable {
    let cursor: ChildCursor

    /// Steps from one element to its next sibling, skipping the element's descendants.
    package struct Iterator: IteratorProtocol, Sendable {
      var cursor: ChildCursor

      /// The next element, or `nil` after the last one.
      package mutating func next() -> JSONNode? {
        cursor.advance(skip: 0).map { JSONNode(storage: cursor.storage, index: $0) }
      }
    }

    /// An iterator positioned at the first element.
    package func makeIterator() -> Iterator { Iterator(cursor: cursor) }
  }

  /// The members of an object, as a forward-only sequence of `(key, value)` pairs.
  package struct Members: Sequence, Sendable {
    let cursor: ChildCursor

    /// Steps from one member to the next, skipping the value's descendants.
    package struct Iterator: IteratorProtocol, Sendable {
      var cursor: ChildCursor

      /// The next member, or `nil` after the last one.
      package mutating func next() -> (key: String, value: JSONNode)? {
        guard let at = cursor.advance(skip: 1) else { return nil }
        return (cursor.storage.string(at: at), JSONNode(storage: cursor.storage, index: at + 1))
      }
    }

    /// An iterator positioned at the first member.
    package func makeIterator() -> Iterator { Iterator(cursor: cursor) }
  }
}
