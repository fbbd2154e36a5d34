/// An object that other modules add state to without a stored property of their own: each piece
/// is an object kept in `attachments` under the identity of its own type.
package protocol AttachmentOwner: AnyObject {
  /// The pieces, keyed by the identity of their types.
  var attachments: [ObjectIdentifier: AnyObject] { get set }
}

extension AttachmentOwner {
  /// The piece of that type, or `nil` when there is none.
  package func attachment<Attachment: AnyObject>(_ type: Attachment.Type) -> Attachment? {
    attachments[ObjectIdentifier(type)] as? Attachment
  }

  /// The piece of that type, made by `make` and kept when absent; `make` may add pieces itself.
  package func attachment<Attachment: AnyObject>(
    _ type: Attachment.Type, orAdd make: () -> Attachment
  ) -> Attachment {
    if let existing = attachment(type) { return existing }
    let made = make()
    attachments[ObjectIdentifier(type)] = made
    return made
  }
}

extension Application: AttachmentOwner {}
extension ViewController: AttachmentOwner {}

/// What other modules register with an application (the keyboard's focus observer and frame
/// provider), held weakly so each goes away with its owner.
final class ApplicationLinks {
  weak var firstResponderObserver: (any FirstResponderObserver)?
  weak var keyboardFrameProvider: (any KeyboardFrameProvider)?
}
