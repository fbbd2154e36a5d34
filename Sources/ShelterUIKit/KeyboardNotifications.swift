public import Foundation
import ShelterGeometry
public import ShelterNotifications
public import ShelterViews

extension Responder {
  /// UIKit's `UIResponder.keyboardWillShowNotification`.
  public static let keyboardWillShowNotification = Notification.Name(
    NotificationName.keyboardWillShow.rawValue)
  /// UIKit's `UIResponder.keyboardDidShowNotification`.
  public static let keyboardDidShowNotification = Notification.Name(NotificationName.keyboardDidShow.rawValue)
  /// UIKit's `UIResponder.keyboardWillHideNotification`.
  public static let keyboardWillHideNotification = Notification.Name(
    NotificationName.keyboardWillHide.rawValue)
  /// UIKit's `UIResponder.keyboardDidHideNotification`.
  public static let keyboardDidHideNotification = Notification.Name(NotificationName.keyboardDidHide.rawValue)
  /// UIKit's `UIResponder.keyboardWillChangeFrameNotification`.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    NotificationName.keyboardWillChangeFrame.rawValue)
  /// UIKit's `UIResponder.keyboardDidChangeFrameNotification`.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    NotificationName.keyboardDidChangeFrame.rawValue)

  /// UIKit's `keyboardFrameBeginUserInfoKey`: an `NSValue` holding the keyboard's starting frame in
  /// screen coordinates (read it with `cgRectValue`).
  public static let keyboardFrameBeginUserInfoKey = KeyboardInfo.frameBeginUserInfoKey
  /// UIKit's `keyboardFrameEndUserInfoKey`: an `NSValue` holding the keyboard's end frame in screen
  /// coordinates.
  public static let keyboardFrameEndUserInfoKey = KeyboardInfo.frameEndUserInfoKey
  /// UIKit's `keyboardAnimationDurationUserInfoKey`: an `NSNumber` of seconds.
  public static let keyboardAnimationDurationUserInfoKey = KeyboardInfo.animationDurationUserInfoKey
  /// UIKit's `keyboardAnimationCurveUserInfoKey`: an `NSNumber` holding a `UIView.AnimationCurve` raw value.
  public static let keyboardAnimationCurveUserInfoKey = KeyboardInfo.animationCurveUserInfoKey
  /// UIKit's `keyboardIsLocalUserInfoKey`: an `NSNumber` holding a `Bool`.
  public static let keyboardIsLocalUserInfoKey = KeyboardInfo.isLocalUserInfoKey
}

#if !canImport(UIKit)
  extension NSValue {
    /// The rect an `NSValue` holds, under UIKit's name. Foundation outside UIKit stores a rect with
    /// `NSValue(rect:)` and reads it with `rectValue` (both on Linux and macOS); UIKit adds
    /// `cgRectValue` for the same value, which keyboard handlers read.
    public var cgRectValue: CGRect { rectValue }

    /// An `NSValue` holding a rect, under UIKit's name (`NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  }
#endif

extension KeyboardInfo {
  /// The user-info dictionary UIKit posts with a keyboard notification: frames as `NSValue`
  /// (read with `cgRectValue`), duration and curve as `NSNumber`, `isLocal` as an `NSNumber` of a
  /// `Bool`; `as? Double`, `as? Int`, `as? UInt` and `as? Bool` read the numbers, as on iOS.
  public var uiKitUserInfo: [AnyHashable: Any] {
    [
      Self.frameBeginUserInfoKey: NSValue(cgRect: CGRect(frameBegin)),
      Self.frameEndUserInfoKey: NSValue(cgRect: CGRect(frameEnd)),
      Self.animationDurationUserInfoKey: NSNumber(value: animationDuration),
      Self.animationCurveUserInfoKey: NSNumber(value: animationCurve.rawValue),
      Self.isLocalUserInfoKey: NSNumber(value: isLocal),
    ]
  }
}

/// Delivers an application's keyboard notifications on `NotificationCenter.default` too, where
/// app code observes them: one observer on the application's hub re-posts each keyboard
/// notification with UIKit's user info, in the order the hub delivers them (will-change-frame,
/// will-show or will-hide, did-change-frame, did-show or did-hide), the screen as its object.
///
/// It also tells a text field's ``UITextFieldDelegate`` when editing begins and ends.
///
/// It sits among the hub's observers in the order it was added: the application's Shelter policies
/// attached before it hear each notification first.
final class NotificationCenterBridge {
  /// The names re-posted.
  static let names: [NotificationName] = [
    .keyboardWillChangeFrame, .keyboardWillShow, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidShow,
    .keyboardDidHide,
  ]

  private var tokens: [NotificationToken] = []

  /// Makes `application` deliver its keyboard notifications on `NotificationCenter.default`, once.
  static func install(on application: Application) {
    _ = application.attachment(NotificationCenterBridge.self) {
      let bridge = NotificationCenterBridge()
      for name in names {
        bridge.tokens.append(
          application.notificationHub.addObserver(forName: name) { posted in
            let userInfo = posted.payload(as: KeyboardInfo.self)?.uiKitUserInfo
            NotificationCenter.default.post(
              name: Notification.Name(posted.name.rawValue), object: posted.object, userInfo: userInfo)
          })
      }
      // A text field's delegate hears editing begin and end where the hub posts them: after the
      // field takes first responder status and before the keyboard's notifications, as in UIKit.
      bridge.tokens.append(
        application.notificationHub.addObserver(forName: .textFieldTextDidBeginEditing) { posted in
          guard let field = posted.object as? TextField else { return }
          field.delegate?.textFieldDidBeginEditing(field)
        })
      bridge.tokens.append(
        application.notificationHub.addObserver(forName: .textFieldTextDidEndEditing) { posted in
          guard let field = posted.object as? TextField else { return }
          field.delegate?.textFieldDidEndEditing(field)
        })
      return bridge
    }
  }
}
