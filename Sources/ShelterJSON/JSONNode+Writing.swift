extension JSONNode {
  /// Writes this value and everything under it to `writer`, iteratively.
  ///
  /// Member order is kept; numbers use the writer's format, so re-parsing the output gives the
  /// same values (an input `1.0` comes back as `1`, `-0` as `0`).
  package func write(to writer: inout JSONWriter) {
    let end = storage.subtreeEnd(index)
    var closers: [(end: Int, isObject: Bool)] = []
    var node = index
    while node < end {
      while let closer = closers.last, closer.end == node {
        if closer.isObject { writer.endObject() } else { writer.endArray() }
        closers.removeLast()
      }
      switch storage.kinds[node] {
      case NodeTag.object:
        writer.beginObject()
        closers.append((storage.payloads[node], true))
      case NodeTag.array:
        writer.beginArray()
        closers.append((storage.payloads[node], false))
      case NodeTag.key:
        writer.key(storage.string(at: node))
      case NodeTag.string:
        writer.string(storage.string(at: node))
      case NodeTag.number:
        writer.number(Double(bitPattern: UInt64(UInt(bitPattern: storage.payloads[node]))))
      case NodeTag.bool:
        writer.bool(storage.payloads[node] != 0)
      default:
        writer.null()
      }
      node += 1
    }
    while let closer = closers.popLast() {
      if closer.isObject { writer.endObject() } else { writer.endArray() }
    }
  }

  /// This value as JSON text in the writer's format.
  package func jsonText(pretty: Bool = false) -> String {
    var writer = JSONWriter(pretty: pretty)
    write(to: &writer)
    return writer.output
  }
}
