/// The key beside the stage: one swatch per kind, then the marks for state and movement.
enum Legend {
  /// The marks after the kinds, in order.
  enum Mark: CaseIterable {
    case firstResponder, hidden, keyboard, ghost, movement

    var name: String {
      switch self {
      case .firstResponder: return "first responder"
      case .hidden: return "hidden view"
      case .keyboard: return "keyboard (window space)"
      case .ghost: return "place before the step"
      case .movement: return "movement in the step"
      }
    }
  }

  static let rowHeight = 24.0
  static let headingHeight = 28.0

  /// The legend's height: a heading and one row per kind and mark.
  static var height: Double {
    headingHeight + Double(Palette.kinds.count + Mark.allCases.count) * rowHeight + 12
  }

  /// Writes the legend with its top-left corner at (`x`, `y`) in canvas space.
  static func write(to svg: inout SVGWriter, x: Double, y: Double) {
    svg.open(
      "g", [("class", "legend"), ("transform", "translate(\(SVGWriter.number(x)) \(SVGWriter.number(y)))")])
    svg.empty(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", SVGWriter.number(SceneDrawing.legendWidth)),
        ("height", SVGWriter.number(height)), ("rx", "8"), ("fill", "#FFFFFF"), ("stroke", "#D9DDE3"),
      ])
    svg.text(
      "text",
      [("x", "14"), ("y", "22"), ("font-size", "13"), ("font-weight", "700"), ("fill", Palette.ink)], "Legend"
    )
    var row = 0
    func rowY() -> Double { headingHeight + Double(row) * rowHeight + 4 }
    func label(_ text: String) {
      svg.text(
        "text",
        [
          ("x", "50"), ("y", SVGWriter.number(rowY() + 8)), ("dominant-baseline", "central"),
          ("font-size", "12"),
          ("fill", Palette.ink),
        ], text)
    }
    for style in Palette.kinds {
      svg.empty(
        "rect",
        [
          ("class", "swatch kind-\(style.cssClass)"), ("x", "14"), ("y", SVGWriter.number(rowY())),
          ("width", "26"),
          ("height", "16"), ("fill", style.fill), ("stroke", style.stroke),
        ])
      label(style.name)
      row += 1
    }
    for mark in Mark.allCases {
      let top = SVGWriter.number(rowY())
      let middle = SVGWriter.number(rowY() + 8)
      switch mark {
      case .firstResponder:
        svg.empty(
          "rect",
          [
            ("class", "swatch mark-first-responder"), ("x", "14"), ("y", top), ("width", "26"),
            ("height", "16"),
            ("fill", Palette.textInput.fill), ("stroke", Palette.firstResponder), ("stroke-width", "2.5"),
          ])
      case .hidden:
        svg.empty(
          "rect",
          [
            ("class", "swatch mark-hidden"), ("x", "14"), ("y", top), ("width", "26"), ("height", "16"),
            ("fill", Palette.plain.fill), ("stroke", Palette.plain.stroke), ("stroke-dasharray", "4 3"),
            ("opacity", "0.4"),
          ])
      case .keyboard:
        svg.empty(
          "rect",
          [
            ("class", "swatch mark-keyboard"), ("x", "14"), ("y", top), ("width", "26"), ("height", "16"),
            ("fill", Palette.keyboardFill), ("fill-opacity", "0.55"),
          ])
      case .ghost:
        svg.empty(
          "rect",
          [
            ("class", "swatch mark-ghost"), ("x", "14"), ("y", top), ("width", "26"), ("height", "16"),
            ("fill", "none"),
            ("stroke", Palette.ghost), ("stroke-width", "1.5"), ("stroke-dasharray", "6 4"),
          ])
      case .movement:
        svg.empty(
          "line",
          [
            ("class", "swatch mark-movement"), ("x1", "15"), ("y1", middle), ("x2", "37"), ("y2", middle),
            ("stroke", Palette.arrow), ("stroke-width", "2.5"), ("stroke-linecap", "round"),
            ("marker-end", "url(#shelter-arrowhead)"),
          ])
      }
      label(mark.name)
      row += 1
    }
    svg.close("g")
  }
}
