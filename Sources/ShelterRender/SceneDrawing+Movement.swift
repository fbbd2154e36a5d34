import ShelterGeometry

extension SceneDrawing {
  /// A dashed outline at each moved (visible) view's place before the step; the arrow's view also
  /// has its name written inside its old outline.
  func writeGhosts(to svg: inout SVGWriter) {
    guard let previous, !moved.isEmpty, earlierWindow == nil else { return }
    svg.open("g", [("class", "ghosts"), ("clip-path", "url(#shelter-window-clip)")])
    for index in moved where !placed[index].isHidden {
      guard let id = placed[index].view.identifier, let before = previous[id] else { continue }
      svg.empty(
        "polygon",
        [
          ("class", "ghost"), ("data-id", id), ("points", SVGWriter.points(before.corners)), ("fill", "none"),
          ("stroke", Palette.ghost), ("stroke-width", "1.5"), ("stroke-dasharray", "6 4"),
        ])
      // Only the arrow's view names its ghost: names on every ghost crowd moved tables.
      let bounds = placed[index].view.bounds
      guard arrows.contains(index), bounds.width >= 28, bounds.height >= 14 else { continue }
      // The caption rides the old outline: the view's bounds mapped by the old corners' frame.
      let t = Self.transform(from: bounds, to: before)
      let shown = Self.fit(id, width: bounds.width - 8, fontSize: 10)
      let point = Point(x: bounds.minX + 4, y: bounds.maxY - 5)
      var attributes: [(String, String)] = [("class", "ghost-caption"), ("data-id", id)]
      if t.isTranslationOnly {
        attributes += [("x", SVGWriter.number(point.x + t.tx)), ("y", SVGWriter.number(point.y + t.ty))]
      } else {
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGWriter.number).joined(separator: " ")
        attributes += [
          ("x", SVGWriter.number(point.x)), ("y", SVGWriter.number(point.y)),
          ("transform", "matrix(\(matrix))"),
        ]
      }
      attributes += [
        ("font-size", "11"), ("font-style", "italic"), ("font-weight", "600"), ("fill", Palette.ghost),
      ]
      svg.text("text", attributes, shown)
    }
    svg.close("g")
  }

  /// The window before a step that changed its size, in a picture of its own right of the stage:
  /// every visible view's outline where it was, dashed as ghosts are, in that window's own space
  /// (scaled by ``earlierScale``), under a caption with the old size.
  func writeEarlierWindow(to svg: inout SVGWriter) {
    guard let previous, let old = earlierWindow else { return }
    let scale = earlierScale
    let x = Self.margin + stage.width + Self.legendGap
    svg.text(
      "text",
      [
        ("class", "earlier-caption"), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(Self.stageTop - 6)),
        ("font-size", "11"), ("fill", Palette.mutedInk),
      ], "before the step: \(SVGWriter.number(old.width)) × \(SVGWriter.number(old.height))")
    let translation =
      "translate(\(SVGWriter.number(x - old.minX * scale)) \(SVGWriter.number(Self.stageTop - old.minY * scale)))"
    svg.open("g", [("class", "earlier"), ("transform", translation + " scale(\(SVGWriter.number(scale)))")])
    svg.empty(
      "rect",
      [("class", "earlier-window")] + Self.rectAttributes(old) + [
        ("fill", Palette.windowFill), ("stroke", Palette.windowStroke), ("stroke-width", "2"),
        ("vector-effect", "non-scaling-stroke"),
      ])
    for item in placed where !item.isHidden {
      guard let id = item.view.identifier, let before = previous[id] else { continue }
      svg.empty(
        "polygon",
        [
          ("class", "ghost"), ("data-id", id), ("points", SVGWriter.points(before.corners)), ("fill", "none"),
          ("stroke", Palette.ghost), ("stroke-width", "1.5"), ("stroke-dasharray", "6 4"),
          ("vector-effect", "non-scaling-stroke"),
        ])
    }
    svg.close("g")
  }

  /// The part of the segment from `start` to `end` inside `rect` (Liang and Barsky's clipping), or
  /// `nil` when none of it is.
  static func clip(from start: Point, to end: Point, in rect: Rect) -> (from: Point, to: Point)? {
    let dx = end.x - start.x
    let dy = end.y - start.y
    var low = 0.0
    var high = 1.0
    for (p, q) in [
      (-dx, start.x - rect.minX), (dx, rect.maxX - start.x), (-dy, start.y - rect.minY),
      (dy, rect.maxY - start.y),
    ] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let r = q / p
      if p < 0 { low = Swift.max(low, r) } else { high = Swift.min(high, r) }
      if low > high { return nil }
    }
    return (
      Point(x: start.x + low * dx, y: start.y + low * dy),
      Point(x: start.x + high * dx, y: start.y + high * dy)
    )
  }

  /// The affine map taking `rect`'s corners to the quad's (exact for quads that are images of
  /// `rect`, as captured ones are).
  static func transform(from rect: Rect, to quad: Quad) -> Transform {
    let width = rect.width == 0 ? 1 : rect.width
    let height = rect.height == 0 ? 1 : rect.height
    let a = (quad.topRight.x - quad.topLeft.x) / width
    let b = (quad.topRight.y - quad.topLeft.y) / width
    let c = (quad.bottomLeft.x - quad.topLeft.x) / height
    let d = (quad.bottomLeft.y - quad.topLeft.y) / height
    return Transform(
      a: a, b: b, c: c, d: d,
      tx: quad.topLeft.x - a * rect.minX - c * rect.minY,
      ty: quad.topLeft.y - b * rect.minX - d * rect.minY)
  }

  /// The keyboard where it is in window space, half transparent over the views it covers; in an
  /// animated drawing, wherever it goes (a zero-height strip on the window's bottom while hidden).
  func writeKeyboard(to svg: inout SVGWriter) {
    let rects = motion.flatMap { $0.showsKeyboard ? $0.keyboardRects(hiddenAt: windowRect) : nil }
    guard let frame = keyboard ?? rects?.last else { return }
    svg.open("g", [("class", "keyboard"), ("clip-path", "url(#shelter-stage-clip)")])
    var animation = ""
    var labelAnimation = ""
    if let motion, let rects {
      func track(_ name: String, _ value: (Rect) -> Double) -> SceneMotion.Track {
        SceneMotion.Track(attribute: name, values: rects.map { SVGWriter.number(value($0)) })
      }
      animation = motion.markup([
        track("x", \.minX), track("y", \.minY), track("width", \.width), track("height", \.height),
      ])
      labelAnimation = motion.markup([track("x", { $0.maxX - 12 }), track("y", { $0.maxY - 16 })])
    }
    svg.animated(
      "rect",
      [("class", "keyboard-frame")] + Self.rectAttributes(frame) + [
        ("fill", Palette.keyboardFill), ("fill-opacity", "0.55"), ("stroke", Palette.keyboardFill),
        ("stroke-width", "1"),
      ], animation)
    if let keyboard, keyboard.width >= 80, keyboard.height >= 24 {
      let label = "keyboard \(SVGWriter.number(keyboard.width)) × \(SVGWriter.number(keyboard.height))"
      svg.markup(
        "text",
        [
          ("class", "keyboard-label"), ("x", SVGWriter.number(keyboard.maxX - 12)),
          ("y", SVGWriter.number(keyboard.maxY - 16)), ("text-anchor", "end"),
          ("dominant-baseline", "central"), ("font-size", "13"),
          ("font-weight", "600"), ("fill", "#FFFFFF"),
        ], SVGWriter.escape(label) + labelAnimation)
    }
    svg.close("g")
  }

  /// An arrow from the old centre to the new for each view in `arrows`, with the distance moved.
  func writeArrows(to svg: inout SVGWriter) {
    guard let previous, !arrows.isEmpty else { return }
    svg.open("g", [("class", "movement"), ("clip-path", "url(#shelter-stage-clip)")])
    for index in arrows {
      guard let id = placed[index].view.identifier, let before = previous[id] else { continue }
      let dx = placed[index].quad.center.x - before.center.x
      let dy = placed[index].quad.center.y - before.center.y
      let length = (dx * dx + dy * dy).squareRoot()
      // The arrow is drawn only where it is on the stage, so it never leaves the canvas.
      guard length >= 1,
        let (from, to) = Self.clip(from: before.center, to: placed[index].quad.center, in: stage)
      else { continue }
      svg.empty(
        "circle",
        [
          ("class", "arrow-start"), ("data-id", id), ("cx", SVGWriter.number(from.x)),
          ("cy", SVGWriter.number(from.y)), ("r", "3.5"), ("fill", Palette.arrow),
        ])
      svg.empty(
        "line",
        [
          ("class", "arrow"), ("data-id", id), ("x1", SVGWriter.number(from.x)),
          ("y1", SVGWriter.number(from.y)),
          ("x2", SVGWriter.number(to.x)), ("y2", SVGWriter.number(to.y)), ("stroke", Palette.arrow),
          ("stroke-width", "2.5"), ("stroke-linecap", "round"), ("marker-end", "url(#shelter-arrowhead)"),
        ])
      // The label sits beside the arrow's middle, on its right-hand side as drawn.
      let mid = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
      let nx = -dy / length
      let ny = dx / length
      let side = nx < 0 || (nx == 0 && ny < 0) ? -1.0 : 1.0
      let text = Self.movementText(dx: dx, dy: dy)
      let width = (Double(text.count) * 13 * 0.6 + 14).rounded()
      // Beside the middle, moved in so the label's pill stays on the stage.
      let x = Swift.max(
        stage.minX + 7, Swift.min(mid.x + side * nx * 14 + (abs(nx) < 0.5 ? 10 : 0), stage.maxX - width + 7))
      let y = Swift.max(stage.minY + 11, Swift.min(mid.y + side * ny * 14, stage.maxY - 11))
      svg.empty(
        "rect",
        [
          ("class", "arrow-label-background"), ("data-id", id), ("x", SVGWriter.number(x - 7)),
          ("y", SVGWriter.number(y - 11)), ("width", SVGWriter.number(width)), ("height", "22"), ("rx", "11"),
          ("fill", "#FFFFFF"), ("stroke", Palette.arrow), ("stroke-width", "1.5"),
        ])
      svg.text(
        "text",
        [
          ("class", "arrow-label"), ("data-id", id), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)),
          ("dominant-baseline", "central"), ("font-size", "13"), ("font-weight", "700"),
          ("fill", Palette.arrow),
        ], text)
    }
    svg.close("g")
  }

  /// `166 pt up`, `20 pt left`, or `moved (12, −30) pt` for slanted moves.
  static func movementText(dx: Double, dy: Double) -> String {
    let tolerance = 0.005
    func amount(_ value: Double) -> String { SVGWriter.number(abs(value)) }
    if abs(dx) < tolerance { return "\(amount(dy)) pt \(dy < 0 ? "up" : "down")" }
    if abs(dy) < tolerance { return "\(amount(dx)) pt \(dx < 0 ? "left" : "right")" }
    func signed(_ value: Double) -> String { (value < 0 ? "−" : "") + amount(value) }
    return "moved (\(signed(dx)), \(signed(dy))) pt"
  }
}
