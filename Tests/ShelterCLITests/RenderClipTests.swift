import Foundation
import Testing

@Suite("shelter render clips scroll-view content")
struct RenderClipTests {
  /// A 390 × 844 root holding a scroll view at 0…390 × 100…400 with two fields: `top` at content
  /// y 10 (window 110…154), inside it, and `below` at content y 350 (window 450…494), under its
  /// bottom edge, which UIKit does not draw.
  static let fixture = """
    {
      "format": "shelter-fixture/1", "name": "clipped",
      "screen": { "size": [390, 844] },
      "window": { "frame": [0, 0, 390, 844], "controller": { "id": "controller",
        "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [
          { "id": "form", "kind": "scrollView", "frame": [0, 100, 390, 300], "contentSize": [390, 600],
            "subviews": [
              { "id": "top", "kind": "textField", "frame": [20, 10, 350, 44] },
              { "id": "below", "kind": "textField", "frame": [20, 350, 350, 44] }
            ] }
        ] } } },
      "steps": []
    }
    """

  /// The scroll view's outline (window 0,100 … 390,400) becomes a clip path, the second view
  /// drawn (after the root), and both fields are drawn inside a group cut to it; the root is not.
  @Test func contentIsCutToTheScrollViewsBounds() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try folder.write("clipped.json", Self.fixture)
    let run = ToolRun(["render", path])
    #expect(run.status == 0)
    let svg = run.output
    #expect(svg.contains(#"<clipPath id="shelter-clip-1">"#))
    #expect(svg.contains(#"<polygon points="0,100 390,100 390,400 0,400"/>"#))
    #expect(!svg.contains(#"shelter-clip-0""#))
    // Each field sits in a group clipped by the scroll view.
    for (id, y) in [("top", 110), ("below", 450)] {
      let field = try #require(svg.range(of: #"data-id="\#(id)" data-kind="textField" points="20,\#(y) "#))
      let group = try #require(
        svg.range(of: "<g", options: .backwards, range: svg.startIndex..<field.lowerBound))
      #expect(svg[group.lowerBound...].hasPrefix(#"<g clip-path="url(#shelter-clip-1)">"#))
    }
  }
}
