import Foundation
import ShelterFixtures
import ShelterRender
import ShelterTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a parsed SVG document: its name, attributes and direct text.
struct SVGElement {
  var name: String
  var attributes: [String: String]
  var text: String

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The element's classes.
  var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }
}

/// A rendered document parsed by an XML parser, so a test fails on anything that is not
/// well-formed XML, with its elements in document order.
struct SVGInspection {
  let source: String
  let elements: [SVGElement]

  /// Parses `svg`; records an issue naming the parser's error when it is not well-formed.
  init(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
    source = svg
    let collector = Collector()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = collector
    let ok = parser.parse()
    #expect(
      ok,
      "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)",
      sourceLocation: sourceLocation)
    elements = collector.elements
  }

  /// Elements with a name and, optionally, a class.
  func all(_ name: String, class cssClass: String? = nil) -> [SVGElement] {
    elements.filter { $0.name == name && (cssClass == nil || $0.classes.contains(cssClass!)) }
  }

  /// The one element with a name, a class and a `data-id`; records an issue unless exactly one exists.
  func one(
    _ name: String, class cssClass: String, id: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> SVGElement? {
    let found = all(name, class: cssClass).filter { id == nil || $0["data-id"] == id }
    #expect(
      found.count == 1, "expected one <\(name) class=\(cssClass) data-id=\(id ?? "*")>, found \(found.count)",
      sourceLocation: sourceLocation)
    return found.first
  }

  /// The `data-id`s of elements with a name and class, in document order.
  func ids(_ name: String, class cssClass: String) -> [String] {
    all(name, class: cssClass).compactMap { $0["data-id"] }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [SVGElement] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(SVGElement(name: elementName, attributes: attributes, text: ""))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard let index = open.last else { return }
      elements[index].text += string
    }
  }
}

/// Fixtures for render tests.
enum RenderFixtures {
  /// The package's `Fixtures/` folder.
  static let folder = FixtureGalleryFiles.directory

  /// A fixture from the gallery.
  static func gallery(_ name: String) throws -> Fixture {
    let url = folder.appendingPathComponent("\(name).json")
    return try Fixture(json: [UInt8](try Data(contentsOf: url)), file: url.path)
  }

  /// A one-controller fixture on a 390 × 844 screen whose root view holds `subviews` (JSON array
  /// elements), with `steps` (a JSON array) to play.
  static func screen(_ subviews: String, steps: String = "[]", strategy: String = "auto") throws -> Fixture {
    try Fixture(
      json: """
        {
          "format": "shelter-fixture/1", "name": "test",
          "screen": { "size": [390, 844] },
          "window": { "frame": [0, 0, 390, 844], "controller": { "id": "controller",
            "avoidance": { "strategy": "\(strategy)" },
            "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [\(subviews)] } } },
          "steps": \(steps)
        }
        """)
  }
}
