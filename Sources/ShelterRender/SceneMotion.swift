import ShelterFixtures
import ShelterGeometry
import ShelterJSON

/// The motion an animated drawing plays: sample times from the start of the first step played,
/// and every identified view's and the keyboard's presentation frame (window space) at each.
///
/// Built from the steps' timelines as `simulate --fps` gives them, laid end to end: each step starts
/// where the one before it ended (its sample at 0 is the previous step's last), as the simulation's
/// clock runs. Written as SMIL `<animate>` elements with `values` and `keyTimes`, linear between
/// samples, frozen on the last, so a browser shows at each sample time exactly the timeline's value.
struct SceneMotion {
  /// Seconds from the start, strictly increasing, the first 0.
  let times: [Double]
  /// Each view's frame at each sample (`nil` where the view was not under the window).
  let frames: [String: [Rect?]]
  /// The keyboard's frame at each sample, `nil` while hidden.
  let keyboard: [Rect?]

  /// Lays the step timelines end to end; a step's sample at 0 is dropped after the first step, being
  /// the same moment as the last sample before it.
  init(timelines: [[TimelineSample]]) {
    var times: [Double] = []
    var frames: [String: [Rect?]] = [:]
    var keyboard: [Rect?] = []
    var offset = 0.0
    for timeline in timelines {
      for sample in timeline where times.isEmpty || sample.time > 0 {
        let index = times.count
        times.append(offset + sample.time)
        keyboard.append(sample.keyboardFrame)
        for (id, frame) in sample.frames {
          var track = frames[id] ?? Array(repeating: nil, count: index)
          if track.count > index { continue }  // an id listed twice keeps its first frame
          track.append(contentsOf: repeatElement(nil, count: index - track.count))
          track.append(frame)
          frames[id] = track
        }
      }
      offset += timeline.last?.time ?? 0
    }
    for (id, track) in frames where track.count < times.count {
      frames[id] = track + Array(repeating: nil, count: times.count - track.count)
    }
    self.times = times
    self.frames = frames
    self.keyboard = keyboard
  }

  /// The whole motion's length in seconds.
  var duration: Double { times.last ?? 0 }

  /// One animated attribute: its value at each sample.
  struct Track {
    var attribute: String
    var values: [String]
  }

  /// `<animate>` elements for the tracks whose value changes (none when nothing moves).
  func markup(_ tracks: [Track]) -> String {
    guard duration > 0 else { return "" }
    let keyTimes = times.map { Self.fraction($0 / duration) }.joined(separator: ";")
    var out = ""
    for track in tracks where track.values.contains(where: { $0 != track.values[0] }) {
      out +=
        "<animate attributeName=\"\(track.attribute)\" dur=\"\(Self.fraction(duration))s\" fill=\"freeze\""
        + " calcMode=\"linear\" keyTimes=\"\(keyTimes)\" values=\"\(track.values.joined(separator: ";"))\"/>"
    }
    return out
  }

  /// A view's outline at each sample: an upright view's is its frame, a turned one's its final quad
  /// carried by its frame's centre (avoidance only translates).
  func quads(of item: PlacedView) -> [Quad]? {
    guard let id = item.view.identifier, let track = frames[id], let end = track.last ?? nil else {
      return nil
    }
    return track.map { frame in
      let frame = frame ?? end
      if item.transform.isTranslationOnly { return Quad(rect: frame, transform: .identity) }
      return item.quad.offset(dx: frame.midX - end.midX, dy: frame.midY - end.midY)
    }
  }

  /// The `points` track of a view's outline.
  func pointsTrack(of item: PlacedView) -> [Track] {
    guard let quads = quads(of: item) else { return [] }
    return [Track(attribute: "points", values: quads.map { SVGWriter.points($0.corners) })]
  }

  /// `x` and `y` tracks for text placed at (`x`, `y`) in an upright view: carried by the view's
  /// frame origin.
  func textTracks(of item: PlacedView, x: Double, y: Double) -> [Track] {
    guard item.transform.isTranslationOnly, let id = item.view.identifier, let track = frames[id],
      let end = track.last ?? nil
    else { return [] }
    let origins = track.map { ($0 ?? end).origin }
    return [
      Track(attribute: "x", values: origins.map { SVGWriter.number(x + $0.x - end.minX) }),
      Track(attribute: "y", values: origins.map { SVGWriter.number(y + $0.y - end.minY) }),
    ]
  }

  /// Whether the keyboard is on screen at some sample.
  var showsKeyboard: Bool { keyboard.contains { $0 != nil } }

  /// The keyboard's rect at each sample, a zero-height strip on the window's bottom edge while hidden.
  func keyboardRects(hiddenAt window: Rect) -> [Rect] {
    keyboard.map { $0 ?? Rect(x: window.minX, y: window.maxY, width: window.width, height: 0) }
  }

  /// A key time or duration: six decimals, enough to keep 1/1000 s samples apart over minutes.
  static func fraction(_ value: Double) -> String {
    JSONWriter.format((value * 1e6).rounded() / 1e6)
  }
}

extension Quad {
  /// The quad moved by a vector.
  func offset(dx: Double, dy: Double) -> Quad {
    func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    return Quad(
      topLeft: move(topLeft), topRight: move(topRight), bottomRight: move(bottomRight),
      bottomLeft: move(bottomLeft))
  }
}
