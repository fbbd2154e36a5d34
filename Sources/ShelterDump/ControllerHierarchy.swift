import ShelterSupport

/// The view controllers UIKit's `po [rootViewController _printHierarchy]` prints (iOS 8 on), one
/// line each:
///
///     <UINavigationController 0x7f9c1e80a000>, state: appeared, view: <UILayoutContainerView 0x7f9c1d40b2e0>
///        | <App.ListViewController 0x7f9c1d50c010>, state: appeared, view: <UIView 0x7f9c1d60d5c0>
///        + <App.SheetViewController 0x7f9c1d70e0f0>, state: appeared, view: <UIView 0x7f9c1d80f9a0>, presented with: <…>
///
/// `|` marks a child controller one level down, `+` a presented one; a view may be
/// `(view not loaded)` or followed by `not in the window`. Lines that start no `<Class 0x…>` entry
/// (lldb prompts) are noise.
package struct ControllerHierarchy: Sendable {
  /// One controller line.
  package struct Entry: Sendable, Equatable {
    /// The controller's class as printed.
    package var className: String
    /// The controller's address.
    package var address: String
    /// The address of its view, `nil` when the view is not loaded.
    package var viewAddress: String?
    /// The number of `|` and `+` markers in front of it.
    package var depth: Int
    /// Whether its last marker is `+`: it is presented by the controller above, not a child.
    package var isPresented: Bool
    /// The 1-based line in the hierarchy text.
    package var line: Int
  }

  /// Every controller in the order printed.
  package var entries: [Entry] = []
  /// Lines that start with a marker but hold no controller entry.
  package var warnings: [DumpWarning] = []

  /// Reads the text of `_printHierarchy`; anything that is not UTF-8 is an error naming its line.
  package init(utf8 bytes: [UInt8]) throws(DumpError) {
    if let error = UTF8Check.firstError(in: bytes) { throw error }
    let text = String(decoding: bytes, as: UTF8.self)
    var number = 0
    for line in LineBreaks.lines(of: text) {
      number += 1
      var depth = 0
      var presented = false
      var rest = line.drop { $0 == " " || $0 == "\t" }
      while let first = rest.first, first == "|" || first == "+" {
        depth += 1
        presented = first == "+"
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
      }
      guard rest.first == "<" else {
        if depth > 0 {
          warnings.append(
            DumpWarning(
              line: number, kind: .skippedLine,
              message: "'\(Self.quoted(line))' is not a controller entry; skipped"))
        }
        continue
      }
      guard let entry = Self.entry(rest, depth: depth, presented: presented, line: number) else {
        warnings.append(
          DumpWarning(
            line: number, kind: .skippedLine,
            message: "'\(Self.quoted(line))' is not a controller entry; skipped"))
        continue
      }
      entries.append(entry)
    }
    if entries.isEmpty {
      throw DumpError(
        line: 1, reason: .noEntries,
        message:
          "no controller entries found; expected lines like '<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>'"
      )
    }
  }

  /// `<Class 0xADDR>, state: …, view: <ViewClass 0xADDR>…` read from its `<`.
  private static func entry(_ text: Substring, depth: Int, presented: Bool, line: Int) -> Entry? {
    guard let close = text.firstIndex(of: ">") else { return nil }
    let inside = text[text.index(after: text.startIndex)..<close]
    guard let space = inside.lastIndex(of: " ") else { return nil }
    let className = String(inside[..<space])
    let address = String(inside[inside.index(after: space)...])
    guard !className.isEmpty, address.hasPrefix("0x") else { return nil }
    var viewAddress: String?
    if let marker = text.range(of: "view: <") {
      let view = text[marker.upperBound...]
      guard let end = view.firstIndex(of: ">"), let viewSpace = view[..<end].lastIndex(of: " ") else {
        return nil
      }
      viewAddress = String(view[view.index(after: viewSpace)..<end])
    } else if !text.contains("view: (view not loaded)") {
      return nil
    }
    return Entry(
      className: className, address: address, viewAddress: viewAddress, depth: depth, isPresented: presented,
      line: line)
  }

  /// The start of a line for a message, at most 40 characters.
  private static func quoted(_ line: Substring) -> String {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    return trimmed.count > 40 ? String(trimmed.prefix(40)) + "…" : String(trimmed)
  }

  /// An address compared by value: `0x00007f…` and `0x7F…` are the same object.
  static func normalized(_ address: String) -> String {
    var digits = address.lowercased()
    if digits.hasPrefix("0x") { digits.removeFirst(2) }
    while digits.count > 1, digits.hasPrefix("0") { digits.removeFirst() }
    return digits
  }
}

extension Dump {
  /// Makes each controller of a `_printHierarchy` text the controller of the view it names by
  /// address: that view becomes the controller's root view, and the fixture nests controllers as
  /// the views nest, so a child controller's node sits inside its parent's tree. A controller's
  /// direct children (its `|` lines) are kept as its `children` list.
  ///
  /// Returns the hierarchy's warnings, with line numbers of the hierarchy text: lines that hold
  /// no entry, controllers whose view is not loaded, and views whose address is not in the dump.
  package mutating func attachControllers(_ hierarchy: ControllerHierarchy) -> [DumpWarning] {
    var warnings = hierarchy.warnings
    var byAddress: [String: Int] = [:]
    for (index, node) in nodes.enumerated() {
      if let address = node.address { byAddress[ControllerHierarchy.normalized(address)] = index }
    }
    // Children by parent entry: the entries one level down, up to the next at the parent's depth.
    let entries = hierarchy.entries
    var children = [[String]](repeating: [], count: entries.count)
    var open: [Int] = []
    for (index, entry) in entries.enumerated() {
      while let last = open.last, entries[last].depth >= entry.depth { open.removeLast() }
      if let parent = open.last, !entry.isPresented {
        children[parent].append("\(entry.className):\(entry.address)")
      }
      open.append(index)
    }
    for (index, entry) in entries.enumerated() {
      let name = "<\(entry.className) \(entry.address)>"
      guard let viewAddress = entry.viewAddress else {
        warnings.append(
          DumpWarning(
            line: entry.line, kind: .unmatchedController, message: "\(name) has no view loaded; not attached")
        )
        continue
      }
      guard let node = byAddress[ControllerHierarchy.normalized(viewAddress)] else {
        warnings.append(
          DumpWarning(
            line: entry.line, kind: .unmatchedController,
            message: "the view \(viewAddress) of \(name) is not in the dump; not attached"))
        continue
      }
      nodes[node].controller = DumpController(
        className: entry.className, address: entry.address, children: children[index])
    }
    return warnings.sorted { $0.line < $1.line }
  }
}
