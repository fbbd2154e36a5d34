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

extension Application {
  /// The one observer of this application's first-responder changes, held weakly.
  package var firstResponderObserver: (any FirstResponderObserver)? {
    get { attachment(ApplicationLinks.self)?.firstResponderObserver }
    set { attachment(ApplicationLinks.self) { ApplicationLinks() }.firstResponderObserver = newValue }
  }
}

extension Window {
  /// Tells the application's observer, if any, that this window's first responder changed.
  func firstResponderDidChange() {
    application.firstResponderObserver?.firstResponderDidChange(in: self)
  }
}
