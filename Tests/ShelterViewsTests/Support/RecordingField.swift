import ShelterViews

/// The order in which responders gained and lost first-responder status.
final class ResponderLog {
  var entries: [String] = []
}

/// A text field that logs its responder changes and can refuse to resign, as a field with invalid
/// input might.
final class RecordingField: TextField {
  var refusesToResign = false
  var log: ResponderLog?

  override var canResignFirstResponder: Bool { !refusesToResign }

  override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    log?.entries.append("\(identifier ?? "?") began")
  }

  override func didResignFirstResponder() {
    super.didResignFirstResponder()
    log?.entries.append("\(identifier ?? "?") ended")
  }
}
