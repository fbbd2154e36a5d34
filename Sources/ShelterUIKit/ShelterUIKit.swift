// `import ShelterUIKit` in place of `import UIKit`: UIKit's names and signatures over Shelter's one
// model of a screen. UIKit re-exports Foundation, so this module does too, and `CGFloat`, `CGRect`,
// `CGPoint`, `CGSize`, `NSValue` and `NotificationCenter` come from there.
@_exported public import Foundation
@_exported public import ShelterGeometry
@_exported public import ShelterKeyboard
@_exported public import ShelterNotifications
@_exported public import ShelterValues
@_exported public import ShelterViews

/// UIKit's `UIResponder`: Shelter's ``Responder``.
public typealias UIResponder = Responder
/// UIKit's `UIView`: Shelter's ``View``, the same class, so a `UIView` is one node of the model.
public typealias UIView = View
/// UIKit's `UIWindow`: Shelter's ``Window``.
public typealias UIWindow = Window
/// UIKit's `UIScreen`: Shelter's ``Screen``.
public typealias UIScreen = Screen
/// UIKit's `UIApplication`: Shelter's ``Application``, which owns the screen, the hub and the keyboard.
public typealias UIApplication = Application
/// UIKit's `UITextField`: Shelter's ``TextField``, which the keyboard serves when it is focused.
public typealias UITextField = TextField
/// UIKit's `UITextView`: Shelter's ``TextView``.
public typealias UITextView = TextView
/// UIKit's `UIScrollView`: Shelter's ``ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UITableView`: Shelter's ``TableView`` (a scroll view; cells come from the tree, not a
/// data source).
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: Shelter's ``TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UIStackView`: Shelter's ``StackView``.
public typealias UIStackView = StackView
/// UIKit's `UILabel`: Shelter's ``Label``.
public typealias UILabel = Label
/// UIKit's `UIButton`: Shelter's ``Button``.
public typealias UIButton = Button
/// UIKit's `UIImageView`: Shelter's ``ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UILayoutGuide`: Shelter's ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIKeyboardLayoutGuide`: Shelter's ``KeyboardLayoutGuide``.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// UIKit's `NSLayoutConstraint`: Shelter's ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIEdgeInsets`: Shelter's ``EdgeInsets`` (same fields, `top`, `left`, `bottom`, `right`).
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: Shelter's ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UILayoutPriority`: Shelter's ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority

extension LayoutConstraint {
  /// UIKit's `NSLayoutConstraint.Axis`, which stack views and hugging priorities take.
  public typealias Axis = LayoutAttribute.Axis
  /// UIKit's `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
}
