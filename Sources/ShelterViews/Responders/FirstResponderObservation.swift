/// Told when a window's first responder has settled after a change, so that another module (the
/// keyboard) can follow focus without the views module knowing about it.
///
/// Called once per public operation, after every editing notification it posts: a switch from one
/// input to another is one call, never a resign followed by a become.
package protocol FirstResponderObserver: AnyObject {
  /// The first responder of `window` changed (became, resigned, or left the window with a subview).
  func firstResponderDidChange(in window: Window)
  /// The window with that identity is being deallocated; its first responder goes with it.
  func windowWillDeallocate(_ window: ObjectIdentifier)
}

/// The attachment slot holding an application's observer, weakly.
private final class FirstResponderObserverSlot {
  weak var observer: (any FirstResponderObserver)?
}

extension Application {
  /// The one observer of this application's first-responder changes, held weakly.
  package var firstResponderObserver: (any FirstResponderObserver)? {
    get {
      (attachments[ObjectIdentifier(FirstResponderObserverSlot.self)] as? FirstResponderObserverSlot)?
        .observer
    }
    set {
      let key = ObjectIdentifier(FirstResponderObserverSlot.self)
      let slot = attachments[key] as? FirstResponderObserverSlot ?? FirstResponderObserverSlot()
      slot.observer = newValue
      attachments[key] = slot
    }
  }
}

extension Window {
  /// Tells the application's observer, if any, that this window's first responder changed.
  func firstResponderDidChange() {
    application.firstResponderObserver?.firstResponderDidChange(in: self)
  }
}
