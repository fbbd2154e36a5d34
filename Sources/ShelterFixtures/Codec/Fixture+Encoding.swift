import ShelterGeometry
package import ShelterJSON
import ShelterValues

extension Fixture {
  /// The fixture as `shelter-fixture/1` JSON: the one writer every fixture goes through (the DSL's
  /// screens, `shelter import`), with keys in a stable order, defaults left out and numbers in their
  /// shortest form that reads back to the same `Double`.
  ///
  /// Decoding the text gives an equal fixture. Trees deeper than 200 levels are written compactly
  /// whatever `pretty` says, so the text stays proportional to the number of views.
  public func jsonText(pretty: Bool = true) -> String {
    String(decoding: jsonBytes(pretty: pretty), as: UTF8.self)
  }

  /// `jsonText(pretty:)` as UTF-8 bytes, made once: for a large fixture written to a file, where
  /// a `String` of the text and its copies would each cost the document's size again.
  package func jsonBytes(pretty: Bool = true) -> [UInt8] {
    var writer = JSONWriter(pretty: pretty && depth <= 200)
    write(to: &writer)
    var bytes = writer.finishedBytes()
    if pretty { bytes.append(0x0A) }
    return bytes
  }

  /// The deepest parent chain, in nodes.
  var depth: Int {
    var depths: [Int] = []
    depths.reserveCapacity(nodes.count)
    var deepest = 0
    for node in nodes {
      let depth = node.parent.map { depths[$0] + 1 } ?? 1
      depths.append(depth)
      deepest = max(deepest, depth)
    }
    return deepest
  }

  /// Writes the fixture into a writer.
  package func write(to w: inout JSONWriter) {
    w.beginObject()
    w.member("format", Fixture.formatTag)
    w.member("name", name)
    w.member("description", summary)
    w.key("screen")
    w.beginObject()
    w.member("size", screenSize)
    w.member("safeArea", safeArea)
    if let scale { w.member("scale", scale) }
    w.member("device", device)
    if orientation != .portrait { w.member("orientation", orientation.rawValue) }
    if keyboardMode != .manual { w.member("keyboard", keyboardMode.rawValue) }
    if layoutDirection != .leftToRight { w.member("layoutDirection", layoutDirection.rawValue) }
    w.endObject()
    if additionalWindows.isEmpty {
      w.key("window")
      writeWindow(frame: windowFrame, annotations: windowAnnotations, nodes: nodes.indices, to: &w)
    } else {
      // Each window's tree runs from its controller to the next node without a parent.
      let roots = windowRoots + [nodes.count]
      w.key("windows")
      w.beginArray()
      for (k, window) in windows.enumerated() {
        let range = k + 1 < roots.count ? roots[k]..<roots[k + 1] : nodes.count..<nodes.count
        writeWindow(frame: window.frame, annotations: window.annotations, nodes: range, to: &w)
      }
      w.endArray()
    }
    if !steps.isEmpty {
      w.key("steps")
      w.beginArray()
      for step in steps { step.write(to: &w) }
      w.endArray()
    }
    w.endObject()
  }

  /// One window object: its frame, annotations and the tree of `range`, its nodes.
  private func writeWindow(
    frame: Rect, annotations: [String: String], nodes range: Range<Int>, to w: inout JSONWriter
  ) {
    w.beginObject()
    w.member("frame", frame)
    w.annotations(annotations)
    if !range.isEmpty {
      w.key("controller")
      writeTree(range, to: &w)
    }
    w.endObject()
  }

  /// Writes the nodes of one window as nested objects in one pass over the pre-order list: a
  /// stack holds the open nodes, and a node's parent is always on it.
  private func writeTree(_ range: Range<Int>, to w: inout JSONWriter) {
    // Open nodes, innermost last: the index, and whether its `subviews` array is open.
    var open: [(index: Int, hasSubviews: Bool)] = []
    func close(_ entry: (index: Int, hasSubviews: Bool)) {
      if entry.hasSubviews { w.endArray() }
      w.endObject()
      // A controller that holds a child view controller sits inside its holder object.
      if nodes[entry.index].role == .controller, nodes[entry.index].parent != nil { w.endObject() }
    }
    for index in range {
      let node = nodes[index]
      while let top = open.last, top.index != node.parent {
        close(open.removeLast())
      }
      if let parent = node.parent {
        switch (nodes[parent].role, node.role) {
        case (.controller, _):
          w.key("view")
        case (.view, _):
          if !open[open.count - 1].hasSubviews {
            open[open.count - 1].hasSubviews = true
            w.key("subviews")
            w.beginArray()
          }
          if node.role == .controller {
            w.beginObject()
            w.key("controller")
          }
        }
      }
      w.beginObject()
      switch node.role {
      case .controller:
        w.member("id", node.id)
        if let avoidance = node.avoidance { w.member("avoidance", avoidance) }
        if node.presentation != .fullScreen { w.member("presentation", node.presentation.rawValue) }
        if let style = node.modalPresentationStyle { w.member("modalPresentationStyle", style.rawValue) }
        if let size = node.preferredContentSize { w.member("preferredContentSize", size) }
        if node.additionalSafeArea != .zero { w.member("additionalSafeArea", node.additionalSafeArea) }
        if let guide = node.keyboardLayoutGuide { w.member("keyboardLayoutGuide", guide) }
      case .view:
        for field in ViewField.allCases { field.encode(node, into: &w) }
      }
      w.annotations(node.annotations)
      open.append((index, false))
    }
    while let top = open.popLast() { close(top) }
  }
}
