import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

extension LayoutEngine {

  /// Solves the constraints of `window`'s tree and writes the solved frames; returns whether any
  /// constraint took part. Safe areas and guides depend on frames, so the pass repeats while they
  /// move, up to ``roundLimit`` rounds; a pass that stops there unsettled notes the views still
  /// moving (``unsettledViews``).
  @discardableResult
  package func layout(_ window: Window) -> Bool {
    passAddresses = nil
    if !needsFullPass, !constantEdits.isEmpty, applyConstantEdits() { return true }
    needsFullPass = false
    constantEdits = []
    defer { indexComponents(window) }
    var rounds = 0
    var any = false
    unsettledViews = []
    while true {
      let desired = collect(window)
      any = !desired.isEmpty
      reconcile(desired, window: window)
      addStays()
      let moved = writeFrames(window, desired: desired)
      rounds += 1
      if !moved { break }
      if rounds >= Self.roundLimit {
        noteUnsettledViews(window)
        break
      }
      window.updateSafeAreaInsets()
    }
    return any
  }

  /// Edits the rows of constraints whose constant alone changed and writes back the views of their
  /// groups; `false` (nothing applied) when one of them needs the full pass.
  func applyConstantEdits() -> Bool {
    let edits = constantEdits
    constantEdits = []
    var touched: Set<LayoutComponentID> = []
    for constraint in edits {
      let key = EntryKey(constraint)
      guard var entry = entries[key], let id = entry.id, !entry.isBroken,
        let variable = entry.row.expression.terms.first?.variable
      else { return false }
      let shift = constraint.constant - entry.row.sourceConstant
      guard shift != 0 else { continue }
      let constant = entry.row.expression.constant - shift
      guard case .applied = solver.setConstant(constant, of: id) else { return false }
      entry.row.expression.constant = constant
      entry.row.sourceConstantOverride = constraint.constant
      entries[key] = entry
      touched.insert(solver.component(of: variable))
    }
    for component in touched {
      for view in viewsByComponent[component] ?? [] {
        _ = writeFrame(view, scale: view.window?.application.layoutPixelScale)
      }
    }
    return true
  }

  /// Groups the views laid out by constraints by their solver group.
  func indexComponents(_ window: Window) {
    viewsByComponent = [:]
    forEachConstrainedView(in: window) { view, vars in
      viewsByComponent[solver.component(of: vars.y), default: []].append(view)
      let horizontal = solver.component(of: vars.x)
      if horizontal != solver.component(of: vars.y) { viewsByComponent[horizontal, default: []].append(view) }
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
        for guide in guides {
          guard let vars = variables[ObjectIdentifier(guide)] else { continue }
          guide.solvedFrame = Rect(
            x: solver.value(of: vars.x), y: solver.value(of: vars.y), width: solver.value(of: vars.width),
            height: solver.value(of: vars.height))
        }
      }
      if !view.translatesAutoresizingMaskIntoConstraints, writeFrame(view, scale: scale) { moved = true }
    }
    return moved
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
    return true
  }

}
