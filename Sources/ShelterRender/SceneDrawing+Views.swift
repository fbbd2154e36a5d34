import ShelterGeometry
import ShelterViews

extension SceneDrawing {
  /// Every view, back to front: its quad shaded by kind, then its caption or field label, cut to
  /// the bounds of the views above it that clip (a scroll view's content outside its bounds is not
  /// drawn, as in UIKit).
  func writeViews(to svg: inout SVGWriter) {
    svg.open("g", [("class", "views"), ("clip-path", "url(#shelter-window-clip)")])
    for (index, item) in placed.enumerated() where item.clipsSubviews {
      // Each clipper's outline, cut in turn to its own clipper's: nested clips intersect.
      svg.open("clipPath", [("id", "shelter-clip-\(index)")] + Self.clipAttribute(item.clip))
      svg.animated(
        "polygon", [("points", SVGWriter.points(item.quad.corners))],
        motion.map { $0.markup($0.pointsTrack(of: item)) } ?? "")
      svg.close("clipPath")
    }
    for item in placed {
      if item.clip != nil { svg.open("g", Self.clipAttribute(item.clip)) }
      defer { if item.clip != nil { svg.close("g") } }
      let view = item.view
      let style = Palette.style(for: view.kind)
      var attributes: [(String, String)] = [
        ("class", "view \(style.cssClass)\(item.isHidden ? " hidden" : "")")
      ]
      if let id = view.identifier { attributes.append(("data-id", id)) }
      attributes += [
        ("data-kind", view.kind.rawValue), ("points", SVGWriter.points(item.quad.corners)),
        ("fill", style.fill), ("stroke", style.stroke), ("stroke-width", "1"),
      ]
      if item.isHidden {
        attributes += [("stroke-dasharray", "4 3"), ("opacity", "0.4")]
      }
      svg.animated("polygon", attributes, motion.map { $0.markup($0.pointsTrack(of: item)) } ?? "")
      if view.kind.isTextInput {
        writeFieldLabel(item, style: style, to: &svg)
      } else {
        writeCaption(item, style: style, to: &svg)
      }
    }
    svg.close("g")
  }

  /// The `clip-path` attribute naming the clipper at `index` in the placed views, none for `nil`.
  static func clipAttribute(_ index: Int?) -> [(String, String)] {
    index.map { [("clip-path", "url(#shelter-clip-\($0))")] } ?? []
  }

  /// Attributes placing text at a point of a view's bounds space: window-space `x`/`y` for upright
  /// views, or bounds-space `x`/`y` with the view's matrix, so text turns and scales with its view.
  static func placement(_ point: Point, in item: PlacedView) -> [(String, String)] {
    let t = item.transform
    if t.isTranslationOnly {
      return [("x", SVGWriter.number(point.x + t.tx)), ("y", SVGWriter.number(point.y + t.ty))]
    }
    let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGWriter.number).joined(separator: " ")
    return [
      ("x", SVGWriter.number(point.x)), ("y", SVGWriter.number(point.y)), ("transform", "matrix(\(matrix))"),
    ]
  }

  /// A text input's id in bold and, when it has text, the text after it, centred vertically.
  func writeFieldLabel(_ item: PlacedView, style: KindStyle, to svg: inout SVGWriter) {
    let bounds = item.view.bounds
    let fontSize = Swift.min(13, Swift.max(7, (bounds.height * 0.6).rounded(.down)))
    let room = bounds.width - 20
    let id = item.view.identifier ?? item.view.kind.rawValue
    let text = Self.text(of: item.view)
    let idPart = Self.fit(id, width: room, fontSize: fontSize)
    var inner = "<tspan font-weight=\"700\">\(SVGWriter.escape(idPart))</tspan>"
    if let text, !text.isEmpty, idPart == id {
      let rest = room - Double(id.count + 2) * fontSize * 0.56
      let shown = Self.fit("“\(text)”", width: rest, fontSize: fontSize)
      if !shown.isEmpty {
        inner += "<tspan fill=\"\(Palette.mutedInk)\" dx=\"6\">\(SVGWriter.escape(shown))</tspan>"
      }
    }
    var attributes: [(String, String)] = [("class", "field-label")]
    if let identifier = item.view.identifier { attributes.append(("data-id", identifier)) }
    let anchor = Point(x: bounds.minX + 10, y: bounds.midY)
    attributes += Self.placement(anchor, in: item)
    attributes += [
      ("dominant-baseline", "central"), ("font-size", SVGWriter.number(fontSize)), ("fill", Palette.ink),
    ]
    if item.isHidden { attributes.append(("opacity", "0.4")) }
    svg.markup("text", attributes, inner + textAnimation(item, at: anchor))
  }

  /// A small id in the view's top-left corner (with a label's text or a button's title), when the
  /// view has room for it.
  func writeCaption(_ item: PlacedView, style: KindStyle, to svg: inout SVGWriter) {
    let bounds = item.view.bounds
    guard let id = item.view.identifier, bounds.width >= 28, bounds.height >= 14 else { return }
    var caption = id
    if let text = Self.text(of: item.view), !text.isEmpty { caption += " “\(text)”" }
    let fontSize = 10.0
    let shown = Self.fit(caption, width: bounds.width - 8, fontSize: fontSize)
    guard !shown.isEmpty else { return }
    var attributes: [(String, String)] = [("class", "caption"), ("data-id", id)]
    let anchor = Point(x: bounds.minX + 4, y: bounds.minY + 12)
    attributes += Self.placement(anchor, in: item)
    attributes += [("font-size", SVGWriter.number(fontSize)), ("fill", style.stroke)]
    if item.isHidden { attributes.append(("opacity", "0.4")) }
    svg.markup("text", attributes, SVGWriter.escape(shown) + textAnimation(item, at: anchor))
  }

  /// The `<animate>` markup moving text placed at a bounds-space point with its view, or nothing.
  func textAnimation(_ item: PlacedView, at point: Point) -> String {
    motion.map { $0.markup($0.textTracks(of: item, at: point)) } ?? ""
  }

  /// The text a view shows: a field's or text view's text, a label's text, a button's title.
  static func text(of view: View) -> String? {
    switch view {
    case let field as TextField: return field.text
    case let textView as TextView: return textView.text
    case let label as Label: return label.text
    case let button as Button: return button.title
    default: return nil
    }
  }

  /// A ring around the first responder: a wide soft band under a firm line.
  func writeFirstResponder(to svg: inout SVGWriter) {
    guard let responder = scene.window.firstResponder,
      let item = placed.first(where: { $0.view === responder })
    else { return }
    let points = SVGWriter.points(item.quad.corners)
    let animation = motion.map { $0.markup($0.pointsTrack(of: item)) } ?? ""
    var id: [(String, String)] = []
    if let identifier = responder.identifier { id = [("data-id", identifier)] }
    svg.open("g", [("class", "focus"), ("clip-path", "url(#shelter-window-clip)")])
    svg.animated(
      "polygon",
      [("class", "first-responder-glow")] + id + [
        ("points", points), ("fill", "none"), ("stroke", Palette.firstResponder), ("stroke-opacity", "0.22"),
        ("stroke-width", "9"), ("stroke-linejoin", "round"),
      ], animation)
    svg.animated(
      "polygon",
      [("class", "first-responder")] + id + [
        ("points", points), ("fill", "none"), ("stroke", Palette.firstResponder), ("stroke-width", "2.5"),
        ("stroke-linejoin", "round"),
      ], animation)
    svg.close("g")
  }
}
