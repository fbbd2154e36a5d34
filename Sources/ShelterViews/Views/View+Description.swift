import ShelterGeometry
import ShelterSupport

extension View {
  /// A one-line description in UIKit's format: `<UITextField: 0x1010; frame = (20 300; 335 34); …>`.
  ///
  /// `address` stands in for the object address lldb prints; dumps pass a stable, made-up one so the
  /// text is deterministic.
  public func debugLine(address: Int) -> String {
    var parts: [String] = ["frame = \(frame)"]
    let b = storage.bounds
    if !storage.transform.isIdentity || b.origin != .zero && !kind.isScrollable {
      parts.append("bounds = \(b)")
    }
    if storage.anchorPoint != Point(x: 0.5, y: 0.5) {
      parts.append(
        "anchorPoint = {\(NumberText.shortest(storage.anchorPoint.x)), \(NumberText.shortest(storage.anchorPoint.y))}"
      )
    }
    if !storage.transform.isIdentity { parts.append("transform = \(storage.transform)") }
    if isHidden { parts.append("hidden = YES") }
    if alpha != 1 { parts.append("alpha = \(NumberText.shortest(alpha))") }
    if storage.autoresizingMask != 0 { parts.append("autoresize = \(autoresizingMask)") }
    if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if clipsToBounds { parts.append("clipsToBounds = YES") }
    if tag != 0 { parts.append("tag = \(tag)") }
    if let text = (self as? TextField)?.text ?? (self as? TextView)?.text ?? (self as? Label)?.text {
      parts.append("text = '\(text.replacingQuotes())'")
    }
    if let identifier { parts.append("identifier = '\(identifier.replacingQuotes())'") }
    if let scroll = self as? ScrollView {
      let o = scroll.contentOffset
      let s = scroll.contentSize
      parts.append("contentOffset: {\(NumberText.shortest(o.x)), \(NumberText.shortest(o.y))}")
      parts.append("contentSize: {\(NumberText.shortest(s.width)), \(NumberText.shortest(s.height))}")
      parts.append("adjustedContentInset: \(scroll.contentInset)")
    }
    let name = className ?? kind.uikitClassName
    return "<\(name): 0x\(String(address, radix: 16)); \(parts.joined(separator: "; "))>"
  }

  /// How many levels of `   | ` a dump spells out; deeper lines write `   |(×N) ` for N levels, so a
  /// 100,000-deep chain prints in linear space instead of gigabytes of bars.
  public static let maxSpelledOutDepth = 1_000

  /// The whole subtree in UIKit's `recursiveDescription` format, one view per line, each level
  /// indented by `   | ` (beyond ``maxSpelledOutDepth`` levels, by a counted marker).
  ///
  /// Addresses are made up from each view's position in the walk, so equal trees print equal text.
  /// Walks with an explicit stack, so any depth prints.
  public var recursiveDescription: String { recursiveDescription(includingConstraints: false) }

  /// ``recursiveDescription`` with, when `includingConstraints` is set, each view's installed
  /// constraints after its line in UIKit's `-description` form (one per line, indented one level
  /// past the view and marked `+`), with the addresses of ``DebugAddresses``, so `shelter explain`
  /// reads the text back.
  public func recursiveDescription(includingConstraints: Bool) -> String {
    let addresses = includingConstraints ? DebugAddresses(root: self) : nil
    var lines: [String] = []
    var stack: [(View, Int)] = [(self, 0)]
    var index = 0
    while let (view, level) = stack.popLast() {
      let indent =
        level <= View.maxSpelledOutDepth ? String(repeating: "   | ", count: level) : "   |(×\(level)) "
      lines.append(indent + view.debugLine(address: 0x1_0000 + index * 0x10))
      index += 1
      if let addresses {
        for constraint in view.constraints {
          lines.append(indent + "   + " + constraint.uikitDescription(addresses: addresses))
        }
      }
      for child in view.children.reversed() { stack.append((child, level + 1)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The text as a quoted value of a dump that reads back to the same text: single quotes
  /// doubled, and a backslash or control character (line feed, carriage return, ESC…) written as
  /// a `\uXXXX` escape, as UIKit writes characters outside ASCII, so a value can neither end its
  /// line nor read as an escape it did not hold.
  fileprivate func replacingQuotes() -> String {
    func escaped(_ value: UInt32) -> Bool { value < 0x20 || value == 0x5C || (0x7F...0x9F).contains(value) }
    guard unicodeScalars.contains(where: { $0 == "'" || escaped($0.value) }) else { return self }
    var out = ""
    for scalar in unicodeScalars {
      if scalar == "'" {
        out += "''"
      } else if escaped(scalar.value) {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
