/// The modal presentation styles whose frames Shelter works out, as UIKit's
/// `UIModalPresentationStyle` (`fullScreen`, `pageSheet`, `formSheet`).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
  /// The view covers the whole container.
  case fullScreen
  /// A page-sized sheet: a card under the status bar on iPhone, readable-width on iPad.
  case pageSheet
  /// A form-sized sheet: a card on iPhone, `preferredContentSize` (540 × 620 by default) centred
  /// on iPad.
  case formSheet
}
