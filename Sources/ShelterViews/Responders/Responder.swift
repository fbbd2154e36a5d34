/// An object that can take part in the responder chain, as UIKit's `UIResponder`.
///
/// Views, view controllers, windows and the application are responders; ``next`` walks the chain
/// the way UIKit routes unhandled events.
open class Responder {
  /// Creates a responder; subclasses call this.
  public init() {}

  /// The next responder in the chain, or `nil` at its end.
  open var next: Responder? { nil }

  /// Whether this responder accepts first-responder status; `false` unless a subclass says otherwise.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder currently is its window's first responder.
  open var isFirstResponder: Bool { false }

  /// Whether this responder lets go of first-responder status when asked; subclasses may refuse.
  open var canResignFirstResponder: Bool { true }

  /// Called just after this responder became first responder; text inputs post their
  /// did-begin-editing notification here.
  open func didBecomeFirstResponder() {}

  /// Called just after this responder stopped being first responder.
  open func didResignFirstResponder() {}

  /// Every responder from this one to the end of the chain, this one first.
  public var responderChain: [Responder] {
    var chain: [Responder] = [self]
    var current = next
    while let responder = current {
      chain.append(responder)
      current = responder.next
    }
    return chain
  }
}
