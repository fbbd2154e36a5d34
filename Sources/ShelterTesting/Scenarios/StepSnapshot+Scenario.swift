public import Shelter
import ShelterSupport

extension StepSnapshot {
  /// A view's frame in window space (a search in document order).
  public subscript(id: String) -> Rect? { frames.first { $0.id == id }?.frame }

  /// Every view id, in document order.
  public var ids: [String] { frames.map(\.id) }

  /// `step 3 (focus #password)`: how failure messages name this snapshot.
  public var label: String { "step \(index) (\(step?.scenarioText ?? "load"))" }
}

extension FixtureStep {
  /// The step as failure messages print it: `focus #email`, `show keyboard height 336`,
  /// `rotate to landscape`.
  var scenarioText: String {
    func point(_ p: Point) -> String { "[\(NumberText.shortest(p.x)), \(NumberText.shortest(p.y))]" }
    func keyboard(_ geometry: KeyboardGeometry) -> String {
      switch geometry {
      case .height(let height): return "height \(NumberText.shortest(height))"
      case .frame(let frame): return "frame \(frame.tidyText)"
      }
    }
    switch self {
    case .focus(let id): return "focus #\(id)"
    case .resign: return "resign"
    case .keyboardShow(let geometry, _, _): return "show keyboard \(keyboard(geometry))"
    case .keyboardChange(let geometry, _, _): return "change keyboard \(keyboard(geometry))"
    case .keyboardHide: return "hide keyboard"
    case .tap(let p): return "tap \(point(p))"
    case .resize(let size):
      return "resize to \(NumberText.shortest(size.width)) × \(NumberText.shortest(size.height))"
    case .scroll(let id, let offset): return "scroll #\(id) to \(point(offset))"
    case .focusNext: return "navigate next"
    case .focusPrevious: return "navigate previous"
    case .remove(let id): return "remove #\(id)"
    case .hardwareKeyboard(let attached):
      return attached ? "attach hardware keyboard" : "detach hardware keyboard"
    case .orientation(let orientation): return "rotate to \(orientation)"
    case .keyboardPlacement(let placement): return "keyboard placement \(placement.rawValue)"
    case .constraint(let id, let change, _):
      var parts: [String] = []
      if let constant = change.constant { parts.append("constant \(NumberText.shortest(constant))") }
      if let priority = change.priority { parts.append("priority \(NumberText.shortest(priority))") }
      if let active = change.isActive { parts.append(active ? "active" : "inactive") }
      return (["constraint #\(id)"] + [parts.joined(separator: ", ")].filter { !$0.isEmpty }).joined(
        separator: " ")
    case .activation(let ids, let active):
      return (active ? "activate " : "deactivate ") + ids.map { "#" + $0 }.joined(separator: ", ")
    case .setHidden(let id, let hidden): return (hidden ? "hide #" : "show #") + id
    case .setIntrinsicContentSize(let id, let size):
      let shown = "\(NumberText.shortest(size.width)) × \(NumberText.shortest(size.height))"
      return "set #\(id) intrinsic size \(shown)"
    }
  }
}
