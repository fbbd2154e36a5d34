import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// Solves the constraints of `window`'s tree and writes the solved frames; returns whether any
  /// constraint took part. Safe areas and guides depend on frames, so the pass repeats while they
  /// move, up to ``roundLimit`` rounds; a pass that stops there unsettled notes the views still
  /// moving (``unsettledViews``).
  ///
  /// Only the first round collects every constraint, and only when something other than a
  /// constant, a frame or a guide changed since the last pass (``needsFullPass``): otherwise a
  /// round is an edit (``refresh(_:)``) of the rows whose constants changed and a write of the
  /// views they reach.
  @discardableResult
  package func layout(_ window: Window) -> Bool {
    passAddresses = nil
    unsettledViews = []
    var rounds = 0
    var full = needsFullPass || !canRefresh(window)
    while true {
      let moved: Bool
      if !full, let refreshed = refresh(window) {
        moved = refreshed
      } else {
        needsFullPass = false
        constantEdits = []
        fullRounds += 1
        let desired = collect(window)
        reconcile(desired, window: window)
        addStays()
        moved = writeFrames(window, desired: desired)
        indexComponents(window)
      }
      rounds += 1
      if !moved { break }
      if rounds >= Self.roundLimit {
        noteUnsettledViews(window)
        break
      }
      window.updateSafeAreaInsets()
      full = needsFullPass || !canRefresh(window)
    }
    return !lastDesired.isEmpty
  }

  /// Groups the views laid out by constraints by the solver groups of their four variables (a
  /// view's size can lie in another group than its origin), each view once a group, in tree order.
  func indexComponents(_ window: Window) {
    viewsByComponent = [:]
    forEachConstrainedView(in: window) { view, vars in
      var groups: [LayoutComponentID] = []
      for variable in [vars.x, vars.y, vars.width, vars.height] {
        let group = solver.component(of: variable)
        guard !groups.contains(group) else { continue }
        groups.append(group)
        viewsByComponent[group, default: []].append(view)
      }
    }
  }

  /// Visits, in tree order and without recursion, every view of `window` laid out by constraints
  /// with its variables.
  func forEachConstrainedView(in window: Window, _ body: (View, ItemVariables) -> Void) {
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for child in view.subviews.reversed() { stack.append(child) }
      if !view.translatesAutoresizingMaskIntoConstraints, let vars = variables[ObjectIdentifier(view)] {
        body(view, vars)
      }
    }
  }

  /// Writes solved frames to the views that do not translate their masks, rounded to the pixel
  /// grid; returns whether any frame changed.
  func writeFrames(_ window: Window, desired: [Desired]) -> Bool {
    let scale = window.application.layoutPixelScale
    var moved = false
    var stack: [View] = [window]
    while let view = stack.popLast() {
      for child in view.subviews.reversed() { stack.append(child) }
      if let guides = view.layoutSettings?.guides {
        for guide in guides { writeFrame(guide) }
      }
      if !view.translatesAutoresizingMaskIntoConstraints, writeFrame(view, scale: scale) { moved = true }
    }
    return moved
  }

  /// Writes a user guide's solved frame, as the solver has it.
  func writeFrame(_ guide: LayoutGuide) {
    guard let vars = variables[ObjectIdentifier(guide)] else { return }
    guide.solvedFrame = Rect(
      x: solver.value(of: vars.x), y: solver.value(of: vars.y), width: solver.value(of: vars.width),
      height: solver.value(of: vars.height))
  }

  /// Writes one view's solved rect, each edge on the pixel grid; returns whether it moved.
  func writeFrame(_ view: View, scale: Double?) -> Bool {
    guard let vars = variables[ObjectIdentifier(view)] else { return false }
    let x = solver.value(of: vars.x)
    let y = solver.value(of: vars.y)
    let width = solver.value(of: vars.width)
    let height = solver.value(of: vars.height)
    if let (axis, value) = Self.outOfRange(x: x, y: y, width: width, height: height) {
      noteUnbounded(view, axis: axis, value: value)
      return false
    }
    let w = max(0, width)
    let h = max(0, height)
    let minX = PixelGrid.round(x, scale: scale)
    let minY = PixelGrid.round(y, scale: scale)
    let rect = Rect(
      x: minX, y: minY, width: max(0, PixelGrid.round(x + w, scale: scale) - minX),
      height: max(0, PixelGrid.round(y + h, scale: scale) - minY))
    guard rect != view.layoutRect else { return false }
    view.setLayoutRect(rect)
    if let place = participantPlaces[ObjectIdentifier(view)] { participants[place].rect = rect }
    return true
  }

}
