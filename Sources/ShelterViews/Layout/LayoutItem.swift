/// Something a constraint can name: a ``View`` or a ``LayoutGuide`` (UIKit takes `Any`).
public protocol LayoutItem: AnyObject {
  /// The view whose coordinate space the item lives in: the view itself, or a guide's owner.
  var layoutOwningView: View? { get }
  /// The item as the fixture grammar names it: `field`, `root.safeAreaLayoutGuide`.
  var layoutName: String { get }
}

extension View: LayoutItem {
  /// The view itself.
  public var layoutOwningView: View? { self }
  /// The view's identifier, or its kind and address when it has none.
  public var layoutName: String { identifier ?? "\(kind.rawValue):\(ObjectIdentifier(self).hashValue)" }
}

extension LayoutGuide: LayoutItem {
  /// The guide's owning view.
  public var layoutOwningView: View? { owningView }
  /// `owner.safeAreaLayoutGuide`, `owner.layoutMarginsGuide`, `owner.contentLayoutGuide`,
  /// `owner.frameLayoutGuide`, or a user guide's identifier.
  public var layoutName: String {
    let owner = owningView?.layoutName ?? "?"
    switch kind {
    case .safeArea: return owner + ".safeAreaLayoutGuide"
    case .layoutMargins: return owner + ".layoutMarginsGuide"
    case .scrollContent: return owner + ".contentLayoutGuide"
    case .scrollFrame: return owner + ".frameLayoutGuide"
    case .user: return identifier.isEmpty ? owner + ".layoutGuide" : identifier
    }
  }
}

extension KeyboardLayoutGuide: LayoutItem {
  /// The guide's owning view.
  public var layoutOwningView: View? { owningView }
  /// `owner.keyboardLayoutGuide`.
  public var layoutName: String { (owningView?.layoutName ?? "?") + ".keyboardLayoutGuide" }
}
