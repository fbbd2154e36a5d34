import ShelterGeometry
import ShelterSupport

/// Builds SVG text element by element, escaping every string and spelling every number the same
/// way, so equal scenes give byte-equal documents.
struct SVGWriter {
  /// The document so far.
  private(set) var output = ""
  private var indent = 0

  /// Opens an element with children.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    indent += 1
  }

  /// Closes the innermost open element.
  mutating func close(_ name: String) {
    indent -= 1
    line("</\(name)>")
  }

  /// An element without children.
  mutating func empty(_ name: String, _ attributes: [(String, String)]) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  /// An element without children, or with `animation` (already built `<animate>` markup) as its
  /// only children when there is any.
  mutating func animated(_ name: String, _ attributes: [(String, String)], _ animation: String) {
    guard !animation.isEmpty else { return empty(name, attributes) }
    line("<\(name)\(Self.attributes(attributes))>\(animation)</\(name)>")
  }

  /// An element holding only text.
  mutating func text(_ name: String, _ attributes: [(String, String)], _ content: String) {
    line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
  }

  /// An element holding already-built inline markup (escaped by its builder).
  mutating func markup(_ name: String, _ attributes: [(String, String)], _ inner: String) {
    line("<\(name)\(Self.attributes(attributes))>\(inner)</\(name)>")
  }

  /// A raw line, for the XML declaration and comments built from constants.
  mutating func line(_ text: String) {
    output += String(repeating: "  ", count: indent) + text + "\n"
  }

  static func attributes(_ attributes: [(String, String)]) -> String {
    var out = ""
    for (name, value) in attributes {
      out += " \(name)=\"\(escape(value))\""
    }
    return out
  }

  /// Escapes text for element content and attributes (``MarkupText/escaped(_:)``).
  static func escape(_ text: String) -> String { MarkupText.escaped(text) }

  /// A coordinate rounded to hundredths of a point (``NumberText/hundredths(_:)``).
  static func number(_ value: Double) -> String { NumberText.hundredths(value) }

  /// `x1,y1 x2,y2 …` for a `points` attribute.
  static func points(_ points: [Point]) -> String {
    points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
  }
}
