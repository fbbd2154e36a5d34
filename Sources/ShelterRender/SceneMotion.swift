import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterSimulation
import ShelterSupport

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
    // Each id's track is mutated in place in `tracks`, found through `slots`: copying a track out of
    // a dictionary to append to it would copy it once per sample.
    var slots: [String: Int] = [:]
    var tracks: [[Rect?]] = []
    var keyboard: [Rect?] = []
    var offset = 0.0
    for timeline in timelines {
      for sample in timeline where times.isEmpty || sample.time > 0 {
        let index = times.count
        times.append(offset + sample.time)
        keyboard.append(sample.keyboardFrame)
        for position in 0..<sample.frameCount {
          let (id, frame) = sample.frame(at: position)
          let (slot, isNew) = slots.number(for: id, next: tracks.count)
          if isNew { tracks.append([]) }
          if tracks[slot].count > index { continue }  // an id listed twice keeps its first frame
          tracks[slot].append(contentsOf: repeatElement(nil, count: index - tracks[slot].count))
          tracks[slot].append(frame)
        }
      }
      offset += timeline.last?.time ?? 0
    }
    var frames: [String: [Rect?]] = [:]
    frames.reserveCapacity(slots.count)
    for (id, slot) in slots {
      tracks[slot].append(contentsOf: repeatElement(nil, count: times.count - tracks[slot].count))
      frames[id] = tracks[slot]
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

  /// A view's frame at each sample (its last frame where it was not under the window), or `nil`
  /// for a view without an identifier or a track.
  func track(of item: PlacedView) -> [Rect]? {
    guard let id = item.view.identifier, let track = frames[id], let end = track.last ?? nil else {
      return nil
    }
    return track.map { $0 ?? end }
  }

  /// How far a view's drawing is carried at each sample from where it ends, in window space: an
  /// upright view's by its frame's origin, a turned one's by its frame's centre (avoidance only
  /// translates, so a turned view's quad and text keep their shape).
  func shifts(of item: PlacedView) -> [Size]? {
    guard let track = track(of: item), let end = track.last else { return nil }
    let upright = item.transform.isTranslationOnly
    return track.map { frame in
      upright
        ? Size(width: frame.minX - end.minX, height: frame.minY - end.minY)
        : Size(width: frame.midX - end.midX, height: frame.midY - end.midY)
    }
  }

  /// A view's outline at each sample: an upright view's is its frame (which may change size), a
  /// turned one's its final quad carried by `shifts(of:)`.
  func quads(of item: PlacedView) -> [Quad]? {
    if item.transform.isTranslationOnly {
      return track(of: item)?.map { Quad(rect: $0, transform: .identity) }
    }
    return shifts(of: item)?.map { item.quad.offsetBy(dx: $0.width, dy: $0.height) }
  }

  /// The `points` track of a view's outline.
  func pointsTrack(of item: PlacedView) -> [Track] {
    guard let quads = quads(of: item) else { return [] }
    return [Track(attribute: "points", values: quads.map { SVGWriter.points($0.corners) })]
  }

  /// `x` and `y` tracks for text placed at `point` of a view's bounds space (`SceneDrawing.placement`):
  /// an upright view's text is written in window space and moves by the view's shift; a turned
  /// view's is written in bounds space under the view's matrix, so it moves by the shift mapped back
  /// through the matrix's linear part. None for a view whose matrix cannot be inverted.
  func textTracks(of item: PlacedView, at point: Point) -> [Track] {
    let t = item.transform
    guard let shifts = shifts(of: item),
      let back = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).inverted()
    else { return [] }
    let start = t.isTranslationOnly ? Point(x: point.x + t.tx, y: point.y + t.ty) : point
    let places = shifts.map { shift in
      let step = back.apply(to: shift)
      return Point(x: start.x + step.width, y: start.y + step.height)
    }
    return [
      Track(attribute: "x", values: places.map { SVGWriter.number($0.x) }),
      Track(attribute: "y", values: places.map { SVGWriter.number($0.y) }),
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
    NumberText.shortest((value * 1e6).rounded() / 1e6)
  }
}
