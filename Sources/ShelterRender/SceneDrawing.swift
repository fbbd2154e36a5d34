import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterSimulation
import ShelterSupport
import ShelterViews

/// The layout of one drawing: where the header, the window's stage and the legend go, and which
/// views moved. Built once per document.
struct SceneDrawing {
  let scene: Scene
  let step: Int
  let previous: ScenePlacement?
  /// Every view under the windows, back to front.
  let placed: [PlacedView]
  /// The window's bounds: window space's visible rect.
  let windowRect: Rect
  /// The keyboard in window space, while shown.
  let keyboard: Rect?
  /// The window-space rect the stage shows: the window and the keyboard.
  let stage: Rect
  /// The window before the step when it had another size (a rotation, a `resize`): the old
  /// outlines are then drawn in a picture of that window beside the stage, not over the new one,
  /// and no arrow crosses from one space to the other.
  let earlierWindow: Rect?
  /// Indices into `placed` of views whose quad changed since `previous`.
  let moved: [Int]
  /// Indices into `placed` of the views that get a movement arrow.
  let arrows: [Int]
  /// Seconds into the step when the drawing shows presentation values (`render --at`).
  let time: Double?
  /// The motion an animated drawing plays (`render --animate`), `nil` for a still.
  let motion: SceneMotion?
  /// The constraints drawn over the views (`render --constraints`), `nil` when they are not shown.
  let constraintMarks: [ConstraintMark]?

  static let margin = 24.0
  static let stageTop = 112.0
  static let legendGap = 32.0
  static let legendWidth = 200.0
  static let fontFamily = "Helvetica Neue, Helvetica, Arial, Liberation Sans, DejaVu Sans, sans-serif"
  /// Corner moves below this many points are not drawn as movement: less than the drawing's precision.
  static let movementThreshold = 0.005

  /// `keyboard` replaces the scene's keyboard frame (window space; `.some(nil)`: hidden), for a
  /// drawing at a moment; `motion` makes the drawing play it; `constraints` draws the app's
  /// constraints over the views.
  init(
    scene: Scene, step: Int, previous: ScenePlacement?, time: Double? = nil, keyboard override: Rect?? = nil,
    motion: SceneMotion? = nil, constraints: Bool = false
  ) {
    self.scene = scene
    self.step = step
    self.previous = previous
    self.time = time
    self.motion = motion
    let placed = PlacedView.all(in: scene)
    self.placed = placed
    constraintMarks = constraints ? ConstraintMark.all(in: placed) : nil
    let windowRect = scene.window.bounds
    self.windowRect = windowRect
    let keyboardFrame = (override ?? scene.keyboardFrameInWindow).flatMap {
      $0.isFinite && !$0.isNull ? $0 : nil
    }
    keyboard = keyboardFrame
    var stage = keyboardFrame.map { windowRect.union($0) } ?? windowRect
    for case let frame? in motion?.keyboard ?? [] where frame.isFinite && !frame.isNull {
      stage = stage.union(frame)
    }
    self.stage = stage
    earlierWindow = previous?.windowRect.flatMap { $0.size != windowRect.size ? $0 : nil }

    var moved: [Int] = []
    var movedViews: Set<ObjectIdentifier> = []
    if let previous {
      for (index, item) in placed.enumerated() {
        guard let id = item.view.identifier, let before = previous[id] else { continue }
        if Self.differ(before, item.quad) {
          moved.append(index)
          movedViews.insert(ObjectIdentifier(item.view))
        }
      }
    }
    self.moved = moved

    // One arrow: the first responder's if it moved, else the largest view that moved while its
    // superview stayed (the root of a moved subtree).
    var arrows: [Int] = []
    if earlierWindow != nil {
      // Old and new places are in two windows of different shapes: an arrow would mean nothing.
    } else if let responder = scene.window.firstResponder,
      let index = moved.first(where: { placed[$0].view === responder }), !placed[index].isHidden
    {
      arrows = [index]
    } else {
      var best: (index: Int, area: Double)?
      for index in moved where !placed[index].isHidden {
        let view = placed[index].view
        if let superview = view.superview, movedViews.contains(ObjectIdentifier(superview)) { continue }
        let box = placed[index].quad.boundingBox
        let area = box.width * box.height
        if let current = best, area <= current.area { continue }
        best = (index, area)
      }
      if let best { arrows = [best.index] }
    }
    self.arrows = arrows
  }

  /// Whether two quads differ by more than the drawing shows.
  static func differ(_ a: Quad, _ b: Quad) -> Bool {
    zip(a.corners, b.corners).contains {
      abs($0.x - $1.x) > movementThreshold || abs($0.y - $1.y) > movementThreshold
    }
  }

  /// The scale of the picture of ``earlierWindow``: 1, or less so it is no taller than the stage.
  var earlierScale: Double {
    guard let earlierWindow, earlierWindow.height > 0 else { return 1 }
    return Swift.min(1, stage.height / earlierWindow.height)
  }

  /// The width the picture of ``earlierWindow`` takes beside the stage, with its gap; 0 without one.
  var earlierWidth: Double {
    guard let earlierWindow else { return 0 }
    return Self.legendGap + earlierWindow.width * earlierScale
  }

  /// The canvas size: the stage, the earlier window's picture (when there is one) and the legend
  /// side by side under the header.
  var canvasSize: Size {
    let width = Self.margin + stage.width + earlierWidth + Self.legendGap + Self.legendWidth + Self.margin
    let height = Self.stageTop + Swift.max(stage.height, Legend.height) + Self.margin
    return Size(width: width.rounded(.up), height: height.rounded(.up))
  }

  /// The whole document.
  func document() -> String {
    let size = canvasSize
    let w = SVGWriter.number(size.width)
    let h = SVGWriter.number(size.height)
    var svg = SVGWriter()
    svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)"),
        ("font-family", Self.fontFamily),
      ])
    svg.text("title", [], "\(scene.fixture.name), \(stepHeading)")
    writeDefinitions(to: &svg)
    svg.empty("rect", [("class", "background"), ("width", w), ("height", h), ("fill", Palette.background)])
    writeHeader(to: &svg, width: size.width)
    svg.open(
      "g",
      [
        ("class", "stage"),
        (
          "transform",
          "translate(\(SVGWriter.number(Self.margin - stage.minX)) \(SVGWriter.number(Self.stageTop - stage.minY)))"
        ),
      ])
    svg.empty(
      "rect",
      [("class", "window")] + Self.rectAttributes(windowRect) + [
        ("fill", Palette.windowFill)
      ])
    writeViews(to: &svg)
    writeFirstResponder(to: &svg)
    writeGhosts(to: &svg)
    writeKeyboard(to: &svg)
    writeArrows(to: &svg)
    if constraintMarks != nil { writeConstraints(to: &svg) }
    svg.empty(
      "rect",
      [("class", "window-outline")] + Self.rectAttributes(windowRect) + [
        ("fill", "none"), ("stroke", Palette.windowStroke), ("stroke-width", "2"),
      ])
    svg.close("g")
    writeEarlierWindow(to: &svg)
    Legend.write(to: &svg, x: Self.margin + stage.width + earlierWidth + Self.legendGap, y: Self.stageTop)
    svg.close("svg")
    return svg.output
  }

  func writeDefinitions(to svg: inout SVGWriter) {
    svg.open("defs")
    svg.open("clipPath", [("id", "shelter-window-clip")])
    svg.empty("rect", Self.rectAttributes(windowRect))
    svg.close("clipPath")
    svg.open("clipPath", [("id", "shelter-stage-clip")])
    svg.empty("rect", Self.rectAttributes(stage))
    svg.close("clipPath")
    svg.open(
      "marker",
      [
        ("id", "shelter-arrowhead"), ("viewBox", "0 0 10 10"), ("refX", "8"), ("refY", "5"),
        ("markerWidth", "6"), ("markerHeight", "6"), ("orient", "auto"),
      ])
    svg.empty("path", [("d", "M0,0 L10,5 L0,10 Z"), ("fill", Palette.arrow)])
    svg.close("marker")
    svg.close("defs")
  }

  /// `step 1 of 3` (or `step 4` past the fixture's steps).
  var stepHeading: String {
    let count = scene.fixture.steps.count
    return step <= count ? "step \(step) of \(count)" : "step \(step)"
  }

  func writeHeader(to svg: inout SVGWriter, width: Double) {
    let x = SVGWriter.number(Self.margin)
    let room = width - 2 * Self.margin
    let count = scene.fixture.steps.count
    let stepText: String
    if step == 0 {
      stepText = "as loaded"
    } else if step >= 1, step <= count {
      stepText = scene.fixture.steps[step - 1].summary
    } else {
      stepText = ""
    }
    svg.text(
      "text",
      [
        ("class", "title"), ("x", x), ("y", "46"), ("font-size", "22"), ("font-weight", "700"),
        ("fill", Palette.ink),
      ], Self.fit(scene.fixture.name, width: room, fontSize: 22))
    var when = stepHeading
    if let time { when += " at \(SVGWriter.number(time)) s" }
    if let motion { when = "steps 1–\(step) of \(count) over \(SVGWriter.number(motion.duration)) s" }
    let heading = stepText.isEmpty ? when : "\(when): \(stepText)"
    svg.text(
      "text",
      [("class", "step"), ("x", x), ("y", "72"), ("font-size", "15"), ("fill", Palette.ink)],
      Self.fit(heading, width: room, fontSize: 15, em: 0.5))
    var facts = ["first responder: \(scene.window.firstResponder?.identifier ?? "none")"]
    facts.append("keyboard: \(keyboard.map(\Rect.tidyText) ?? "hidden")")
    if previous != nil {
      facts.append(
        moved.isEmpty ? "nothing moved" : "\(moved.count) view\(moved.count == 1 ? "" : "s") moved")
    }
    if scene.policy != .shelter { facts.append("policy: \(scene.policy)") }
    if let marks = constraintMarks {
      let broken = marks.filter(\.isBroken).count
      facts.append(
        "\(marks.count) constraint\(marks.count == 1 ? "" : "s")" + (broken > 0 ? ", \(broken) broken" : ""))
    }
    svg.text(
      "text",
      [("class", "facts"), ("x", x), ("y", "94"), ("font-size", "13"), ("fill", Palette.mutedInk)],
      Self.fit(facts.joined(separator: " · "), width: room, fontSize: 13, em: 0.5))
  }

  /// `x`, `y`, `width`, `height` attributes of a rect.
  static func rectAttributes(_ rect: Rect) -> [(String, String)] {
    [
      ("x", SVGWriter.number(rect.minX)), ("y", SVGWriter.number(rect.minY)),
      ("width", SVGWriter.number(rect.width)), ("height", SVGWriter.number(rect.height)),
    ]
  }

  /// Cuts text that would not fit `width` at `fontSize`, ending it with an ellipsis.
  ///
  /// Widths are estimated at `em` ems per character: 0.56 keeps bold labels inside their views,
  /// 0.5 suits regular running text.
  static func fit(_ text: String, width: Double, fontSize: Double, em: Double = 0.56) -> String {
    let capacity = Int((width / (fontSize * em)).rounded(.down))
    guard capacity >= 1 else { return "" }
    guard text.count > capacity else { return text }
    return String(text.prefix(capacity - 1)) + "…"
  }
}
