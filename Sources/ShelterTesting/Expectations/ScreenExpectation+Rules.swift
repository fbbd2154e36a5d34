import Shelter
import ShelterFixtures
import ShelterSimulation
import ShelterSupport

extension ScreenExpectation {
  /// A number in a message: hundredths at most, no trailing zeros (`712`, `310.5`).
  static func number(_ value: Double) -> String { NumberText.hundredths(value) }

  /// A rect in a message: `[x, y, width, height]`, hundredths at most.
  static func rect(_ rect: Rect) -> String {
    NumberText.list([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], NumberText.hundredths)
  }

  /// ` (and 2 more views)` for the views beyond the first, or nothing.
  static func others(_ count: Int) -> String {
    switch count {
    case ...0: return ""
    case 1: return " (and 1 more view)"
    default: return " (and \(count) more views)"
    }
  }

  static func visibilityFailure(in scenario: Scenario, distance override: Double?) -> String? {
    let snapshot = scenario.current
    guard let field = snapshot.focusedField else { return "\(snapshot.label): no text input is focused" }
    let path = scenario.path(of: field.id)
    let tolerance = Scenario.tolerance
    if snapshot.keyboardFrame != nil {
      // The keyboard's rules, as `shelter check` judges them (for every field, avoided or not).
      for finding in scenario.latestFindings(distance: override) where finding.viewID == field.id {
        switch finding.detail {
        case .covered(let bottom, let distance, let keyboardTop, let isCaret):
          return
            "\(snapshot.label): \(path) \(isCaret ? "caret " : "")bottom \(number(bottom)) + \(number(distance))"
            + " > keyboard top \(number(keyboardTop))"
        case .aboveVisibleTop(let top, let visibleTop, let isCaret):
          return
            "\(snapshot.label): \(path) \(isCaret ? "caret " : "")top \(number(top)) < visible top \(number(visibleTop))"
        case .coveredBy(let view, let frame, let cover, let clips):
          return clips
            ? "\(snapshot.label): \(path) frame \(rect(frame)) passes the visible part \(rect(cover)) of"
              + " \(scenario.path(of: view))"
            : "\(snapshot.label): \(path) frame \(rect(frame)) is covered by \(scenario.path(of: view)) \(rect(cover))"
        case .frameDiffers, .coveredDuringAnimation, .jumped, .unsatisfiable, .ambiguous, .clipped,
          .offScreen, .inUnsafeArea, .overlaps:
          continue
        }
      }
    } else if field.frame.minY < field.visibleTop - tolerance {
      return
        "\(snapshot.label): \(path) top \(number(field.frame.minY)) < visible top \(number(field.visibleTop))"
    }
    var target = field.frame
    if let keyboardTop = snapshot.dockedKeyboardTop {
      target = AvoidancePlanner.target(
        field: field.frame, caret: field.caret, keyboardTop: keyboardTop, visibleTop: field.visibleTop,
        distance: override ?? field.distance)
    }
    if target.maxY > snapshot.windowSize.height + tolerance {
      let what = target == field.frame ? "" : "caret "
      return "\(snapshot.label): \(path) \(what)bottom \(number(target.maxY))"
        + " > window bottom \(number(snapshot.windowSize.height))"
    }
    return nil
  }

  static func movementFailure(in scenario: Scenario) -> String? {
    let snapshot = scenario.current
    guard let first = snapshot.moved.first else { return nil }
    return
      "\(snapshot.label): \(scenario.path(of: first.id)) moved from \(rect(first.from)) to \(rect(first.to))"
      + others(snapshot.moved.count - 1)
  }

  static func restorationFailure(in scenario: Scenario) -> String? {
    let snapshots = scenario.snapshots
    let current = scenario.current
    if let keyboard = current.keyboardFrame {
      return "\(current.label): the keyboard is still shown at \(rect(keyboard))"
    }
    // The step at which the keyboard last hid.
    guard
      let hide = snapshots.indices.dropFirst().last(where: { index in
        snapshots[index - 1].keyboardFrame != nil && snapshots[index].keyboardFrame == nil
      })
    else {
      return "\(current.label): the keyboard never showed, so there is nothing to restore"
    }
    let found = scenario.findings
    guard hide < found.count, let finding = found[hide].first(where: { $0.kind == .notRestored }),
      let frames = finding.frames
    else { return nil }
    let changed = frames.now.ordered.filter { id, now in
      frames.reference[id].map { Scenario.differs($0, now) } ?? false
    }
    guard let (id, now) = changed.first, let before = frames.reference[id] else { return nil }
    let expected =
      finding.referenceIndex.map { "was \(rect(before)) at \(snapshots[$0].label)" }
      ?? "expected \(rect(before)) as if the keyboard never showed"
    return "\(snapshots[hide].label): \(scenario.path(of: id)) frame \(rect(now)), \(expected)"
      + others(changed.count - 1)
  }

  static func wanderingFailure(in scenario: Scenario) -> String? {
    for (index, step) in scenario.findings.enumerated() {
      guard let finding = step.first(where: { $0.kind == .wandered }),
        case .frameDiffers(_, let value, let reference) = finding.detail
      else { continue }
      return "\(scenario.snapshots[index].label): \(scenario.path(of: finding.viewID)) wandered:"
        + " top \(number(value)) vs \(number(reference)) by least movement"
    }
    return nil
  }

  /// The first step so far at which the rules over time found `kind`, as a message; a scenario
  /// that does not sample time fails, since there is nothing to judge.
  static func motionFailure(in scenario: Scenario, _ kind: Violation.Kind) -> String? {
    guard scenario.samplesPerSecond != nil else {
      return "\(scenario.current.label): the scenario does not sample time; create it with samplesPerSecond"
    }
    for (index, step) in scenario.findings.enumerated() {
      guard let finding = step.first(where: { $0.kind == kind }) else { continue }
      let path = scenario.path(of: finding.viewID)
      let label = scenario.snapshots[index].label
      switch finding.detail {
      case .coveredDuringAnimation(
        let time, let bottom, let distance, let top, let covered, let start, let isCaret):
        return "\(label): \(path) covered during the animation: at \(number(time)) s"
          + " \(isCaret ? "caret " : "")bottom \(number(bottom)) + \(number(distance)) > keyboard top \(number(top)),"
          + " covered by \(number(covered)) vs \(number(start)) at the step's start"
      case .jumped(let component, let from, let to, let time):
        return "\(label): \(path) jumped: frame \(component.rawValue) \(number(from)) to \(number(to))"
          + " at once, at \(number(time)) s"
      default:
        continue
      }
    }
    return nil
  }

  static func focusFailure(in scenario: Scenario, expected: String?) -> String? {
    let snapshot = scenario.current
    let actual = snapshot.firstResponder
    guard actual != expected else { return nil }
    let found = actual.map { "#\($0) is focused" } ?? "nothing is focused"
    let wanted = expected.map { "expected #\($0)" } ?? "expected nothing"
    return "\(snapshot.label): \(found), \(wanted)"
  }
}

extension ScreenExpectation {
  /// ` (and 1 more broken constraint: #b)` for the names beyond the first, or nothing.
  static func more(_ names: [String], _ noun: String) -> String {
    switch names.count {
    case 0: return ""
    case 1: return " (and 1 more \(noun): \(names[0]))"
    default: return " (and \(names.count) more \(noun)s: \(names.joined(separator: ", ")))"
    }
  }

  /// A constraint in a message: `#id (text)` for one with an id, its text for one without.
  static func constraintName(_ record: LayoutEngine.ConstraintRecord) -> String {
    record.identifier.map { "#\($0) (\(record.description))" } ?? record.description
  }

  /// The first step so far whose layout broke a constraint: the broken one, the rest of its
  /// conflict, and the other constraints that step broke.
  static func constraintFailure(in scenario: Scenario) -> String? {
    for snapshot in scenario.snapshots {
      guard let first = snapshot.constraintBreaks.first else { continue }
      let others = first.conflict.filter { $0 != first.broken }.map(constraintName)
      let conflict = others.isEmpty ? "" : ", in conflict with " + others.joined(separator: ", ")
      let rest = snapshot.constraintBreaks.dropFirst().map {
        $0.broken.identifier.map { "#\($0)" } ?? $0.broken.name
      }
      return "\(snapshot.label): unsatisfiable constraints, broke \(constraintName(first.broken))\(conflict)"
        + more(rest, "broken constraint")
    }
    return nil
  }

  /// The first step so far after which the constraints left a view's frame unfixed.
  static func ambiguityFailure(in scenario: Scenario) -> String? {
    for snapshot in scenario.snapshots {
      guard let first = snapshot.ambiguousViews.first else { continue }
      return "\(snapshot.label): \(scenario.path(of: first)) has an ambiguous layout"
        + more(snapshot.ambiguousViews.dropFirst().map { "#\($0)" }, "view")
    }
    return nil
  }
}
