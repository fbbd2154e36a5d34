import Foundation
import ShelterGeometry
import ShelterNotifications
import Testing

/// A file that imports Foundation and Shelter uses both without qualifying a name.
@Suite struct FoundationInteropTests {
  @Test func bothCentersSideBySideWithoutQualification() {
    let hub: NotificationHub = NotificationHub()
    let center: NotificationCenter = NotificationCenter()
    let trace = Trace()
    let ours: NotificationToken = hub.addObserver(forName: NotificationName.keyboardWillShow) {
      (note: PostedNotification) in
      trace.record("hub \(note.name.rawValue)")
    }
    let theirs = center.addObserver(
      forName: Notification.Name("UIKeyboardWillShowNotification"), object: nil, queue: nil
    ) {
      (note: Notification) in
      trace.record("center \(note.name.rawValue)")
    }
    let info: KeyboardInfo = KeyboardInfo(
      frameBegin: Rect.zero, frameEnd: Rect.zero, animationCurve: AnimationCurve.linear)
    hub.post(name: .keyboardWillShow, payload: info)
    center.post(name: Notification.Name(NotificationName.keyboardWillShow.rawValue), object: nil)
    #expect(trace.entries == ["hub UIKeyboardWillShowNotification", "center UIKeyboardWillShowNotification"])
    let error: UserInfoError = .missingKey("k")
    #expect(error.key == "k")
    center.removeObserver(theirs)
    withExtendedLifetime(ours) {}
  }

  /// What Foundation itself does, measured here, where docs/notifications.md compares the two.
  @Test func foundationAlsoSkipsAnObserverAddedDuringAPost() {
    let center = NotificationCenter()
    let trace = Trace()
    let name = Notification.Name("alpha")
    let added = Locked<[any NSObjectProtocol]>([])
    let adder = center.addObserver(forName: name, object: nil, queue: nil) { _ in
      trace.record("adder")
      if added.withValue({ $0.isEmpty }) {
        let late = center.addObserver(forName: name, object: nil, queue: nil) { _ in trace.record("late") }
        added.withValue { $0.append(late) }
      }
    }
    center.post(name: name, object: nil)
    #expect(trace.take() == ["adder"])
    center.post(name: name, object: nil)
    #expect(trace.take().sorted() == ["adder", "late"])
    center.removeObserver(adder)
    added.withValue { tokens in for token in tokens { center.removeObserver(token) } }
  }

  /// Where Shelter deliberately differs: Foundation (on Linux) still calls, within the current
  /// post, an observer removed earlier in that post.
  @Test func foundationStillCallsAnObserverRemovedDuringAPost() {
    let center = NotificationCenter()
    let trace = Trace()
    let name = Notification.Name("alpha")
    let tokens = Locked<[String: any NSObjectProtocol]>([:])
    for label in ["x", "y"] {
      let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
        trace.record(label)
        // Whichever runs first removes the other.
        tokens.withValue { all in
          for (other, token) in all where other != label { center.removeObserver(token) }
        }
      }
      tokens.withValue { $0[label] = token }
    }
    center.post(name: name, object: nil)
    #expect(trace.entries.sorted() == ["x", "y"])
    tokens.withValue { all in for token in all.values { center.removeObserver(token) } }
  }
}
