import ShelterJSON

/// The members of one view node, sorted out in a single pass over the object.
///
/// A view may carry twenty optional fields but usually holds four or five; one pass that files each
/// member under its field replaces a search of the object for every field the decoder could read.
/// Not copyable, so the twenty slots are never copied on their way to the decoder.
struct ViewFields: ~Copyable {
  /// A field a view node may hold; the raw value is its bit in ``present``.
  enum Field: Int, CaseIterable {
    case id, className, kind, frame, center, bounds, anchorPoint, transform, hidden, alpha
    case userInteractionEnabled, clipsToBounds, isFirstResponder, caret, contentSize, contentInset
    case avoidance, subviews, controller, text

    /// The field's key in the fixture format.
    var key: String {
      switch self {
      case .id: return "id"
      case .className: return "class"
      case .kind: return "kind"
      case .frame: return "frame"
      case .center: return "center"
      case .bounds: return "bounds"
      case .anchorPoint: return "anchorPoint"
      case .transform: return "transform"
      case .hidden: return "hidden"
      case .alpha: return "alpha"
      case .userInteractionEnabled: return "userInteractionEnabled"
      case .clipsToBounds: return "clipsToBounds"
      case .isFirstResponder: return "isFirstResponder"
      case .caret: return "caret"
      case .contentSize: return "contentSize"
      case .contentInset: return "contentInset"
      case .avoidance: return "avoidance"
      case .subviews: return "subviews"
      case .controller: return "controller"
      case .text: return "text"
      }
    }

    /// The field a key names, or `nil`; compares the key with at most the few names of its length.
    init?(key: String) {
      let field: Field
      switch key.utf8.count {
      case 2: field = .id
      case 4: field = key == "kind" ? .kind : .text
      case 5: field = key == "frame" ? .frame : key == "alpha" ? .alpha : key == "class" ? .className : .caret
      case 6: field = key == "center" ? .center : key == "bounds" ? .bounds : .hidden
      case 8: field = .subviews
      case 9: field = key == "transform" ? .transform : .avoidance
      case 10: field = .controller
      case 11: field = key == "anchorPoint" ? .anchorPoint : .contentSize
      case 12: field = .contentInset
      case 13: field = .clipsToBounds
      case 16: field = .isFirstResponder
      case 22: field = .userInteractionEnabled
      default: return nil
      }
      guard field.key == key else { return nil }
      self = field
    }
  }

  // One slot per field.
  private var id: JSONNode?
  private var className: JSONNode?
  private var kind: JSONNode?
  private var frame: JSONNode?
  private var center: JSONNode?
  private var bounds: JSONNode?
  private var anchorPoint: JSONNode?
  private var transform: JSONNode?
  private var hidden: JSONNode?
  private var alpha: JSONNode?
  private var userInteractionEnabled: JSONNode?
  private var clipsToBounds: JSONNode?
  private var isFirstResponder: JSONNode?
  private var caret: JSONNode?
  private var contentSize: JSONNode?
  private var contentInset: JSONNode?
  private var avoidance: JSONNode?
  private var subviews: JSONNode?
  private var controller: JSONNode?
  private var text: JSONNode?

  /// The first key, in document order, that is neither a view field nor an `x-` extension.
  private(set) var firstUnknown: String?

  /// The first key, in document order, other than `controller` and the `x-` extensions.
  private(set) var firstOtherThanController: String?

  /// Sorts out the members of a view node (an object; the parser has made its keys unique).
  init(_ json: JSONNode) {
    for (key, value) in json.members {
      if let field = Field(key: key) {
        file(value, under: field)
        if field != .controller, firstOtherThanController == nil { firstOtherThanController = key }
        continue
      }
      if key.hasPrefix("x-") { continue }
      if firstUnknown == nil { firstUnknown = key }
      if firstOtherThanController == nil { firstOtherThanController = key }
    }
  }

  /// The value of a field, or `nil` when the node does not hold it.
  subscript(field: Field) -> JSONNode? {
    switch field {
    case .id: return id
    case .className: return className
    case .kind: return kind
    case .frame: return frame
    case .center: return center
    case .bounds: return bounds
    case .anchorPoint: return anchorPoint
    case .transform: return transform
    case .hidden: return hidden
    case .alpha: return alpha
    case .userInteractionEnabled: return userInteractionEnabled
    case .clipsToBounds: return clipsToBounds
    case .isFirstResponder: return isFirstResponder
    case .caret: return caret
    case .contentSize: return contentSize
    case .contentInset: return contentInset
    case .avoidance: return avoidance
    case .subviews: return subviews
    case .controller: return controller
    case .text: return text
    }
  }

  private mutating func file(_ value: JSONNode, under field: Field) {
    switch field {
    case .id: id = value
    case .className: className = value
    case .kind: kind = value
    case .frame: frame = value
    case .center: center = value
    case .bounds: bounds = value
    case .anchorPoint: anchorPoint = value
    case .transform: transform = value
    case .hidden: hidden = value
    case .alpha: alpha = value
    case .userInteractionEnabled: userInteractionEnabled = value
    case .clipsToBounds: clipsToBounds = value
    case .isFirstResponder: isFirstResponder = value
    case .caret: caret = value
    case .contentSize: contentSize = value
    case .contentInset: contentInset = value
    case .avoidance: avoidance = value
    case .subviews: subviews = value
    case .controller: controller = value
    case .text: text = value
    }
  }
}
