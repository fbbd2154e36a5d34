import ShelterFixtures
public import ShelterNotifications
import ShelterViews

/// One notification posted during a step, as reports show it: a keyboard notification with its
/// frames (screen space) and timing, any other with the id of the view that posted it.
public struct PostedNotificationRecord: Sendable, Equatable {
  /// UIKit's name, `UIKeyboardWillShowNotification`.
  public var name: String
  /// The posting view's fixture id, `nil` for the screen, the application or a view without one.
  public var object: String?
  /// A keyboard notification's user info, `nil` for any other.
  public var keyboard: KeyboardInfo?

  /// A record from its parts.
  public init(name: String, object: String? = nil, keyboard: KeyboardInfo? = nil) {
    self.name = name
    self.object = object
    self.keyboard = keyboard
  }
}

/// Records every notification posted on a hub, in posting order: the scene's build until the first
/// step, then each step's own.
///
/// Used from the thread that plays the scene only; the hub calls handlers on the posting thread.
final class NotificationRecorder: @unchecked Sendable {
  private var records: [PostedNotificationRecord] = []
  private var token: NotificationToken?

  init(hub: NotificationHub) {
    token = hub.addObserver(forName: nil) { [weak self] note in
      let keyboard = note.payload as? KeyboardInfo
      let object = keyboard == nil ? (note.object as? View)?.identifier : nil
      self?.records.append(
        PostedNotificationRecord(name: note.name.rawValue, object: object, keyboard: keyboard))
    }
  }

  /// What was posted since the last ``take()``, oldest first.
  var pending: [PostedNotificationRecord] { records }

  /// Hands over what was posted and starts a new list.
  func take() -> [PostedNotificationRecord] {
    defer { records.removeAll(keepingCapacity: true) }
    return records
  }

  /// Puts back records taken earlier in front of what was posted since.
  func restore(_ earlier: [PostedNotificationRecord]) {
    records = earlier + records
  }
}
