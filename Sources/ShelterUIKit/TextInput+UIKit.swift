public import ShelterViews

// UIKit's text properties are optional (`UITextField.text: String?`, `UITextView.text: String!`):
// handlers write `field.text?.isEmpty` and `field.text = nil`. These shadow Shelter's `String`
// properties where ShelterUIKit is imported; `nil` stores the empty string, and reading gives the
// stored string, which is what UIKit returns for a field whose text was cleared.

extension TextField {
  /// The field's text, as UIKit's optional `text`; setting `nil` empties it.
  public var text: String? {
    get { self.ShelterViews::text }
    set { self.ShelterViews::text = newValue ?? "" }
  }
}

extension TextView {
  /// The text view's text, as UIKit's `text`; setting `nil` empties it.
  public var text: String? {
    get { self.ShelterViews::text }
    set { self.ShelterViews::text = newValue ?? "" }
  }
}
