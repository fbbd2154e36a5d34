import Shelter
import ShelterTesting

/// The app's sign-up screen, written once and built on any device: a navigation bar, then a
/// scrolling form of nine inputs and a button, laid out the way the app lays them out.
enum SignUpScreen {
  /// The navigation bar's height; keyboard avoidance never pushes a field under it.
  static let navigationBarHeight = 44.0

  /// The inputs in the order a user tabs through them (the disabled referral code is skipped).
  static let fieldOrder = [
    "name", "email", "phone", "password", "confirmPassword", "street", "city", "postcode", "bio",
  ]

  /// The screen on a device, held upright unless told otherwise.
  static func make(on device: DeviceProfile = .iPhone15, _ orientation: Orientation = .portrait) -> ScreenSpec
  {
    let screen = device.screenSize(orientation)
    let top = device.safeAreaInsets(orientation).top + navigationBarHeight
    return ScreenSpec("signUp", device: device, orientation) {
      ControllerSpec(
        "signUp", avoidance: AvoidanceSettings(distance: 12),
        additionalSafeArea: EdgeInsets(top: navigationBarHeight)
      ) {
        ViewSpec(
          "navigationBar", frame: Rect(x: 0, y: top - navigationBarHeight, width: screen.width, height: 44))
        ViewSpec(
          "form", .scrollView, frame: Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        ) {
          VerticalForm(y: 24, spacing: 12) {
            ViewSpec("name", .textField).placeholder("Full name")
            ViewSpec("email", .textField).placeholder("Email")
            ViewSpec("phone", .textField).placeholder("Phone")
            ViewSpec("password", .textField).placeholder("Password")
            ViewSpec("confirmPassword", .textField).placeholder("Repeat password")
            ViewSpec("street", .textField).placeholder("Street")
            ViewSpec("city", .textField).placeholder("City")
            ViewSpec("postcode", .textField).placeholder("Postcode")
            ViewSpec("referralCode", .textField).placeholder("Referral code").disabled()
            ViewSpec("bio", .textView, height: 120).caret(Rect(x: 8, y: 8, width: 2, height: 20))
            ViewSpec("createAccount", .button)
          }
        }
        .sizedToContent(bottomPadding: 24)
      }
    }
  }
}
