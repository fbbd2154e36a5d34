import ShelterTesting

/// Screens shared by the suites, each small enough to work its numbers out by hand.
enum Screens {
  /// iPhone 15 (393 × 852, safe area 59 top / 34 bottom): a title and a form of two fields and a
  /// button from y 560, 16 points apart, 20 points from each side (so 353 wide).
  ///
  ///     title    [20, 100, 353, 40]   email [20, 560, 353, 44]
  ///     password [20, 620, 353, 44]   submit [20, 680, 353, 44]
  static func login(avoidance: AvoidanceSettings? = nil) -> ScreenSpec {
    ScreenSpec("login", device: "iphone-15") {
      ControllerSpec("login", avoidance: avoidance) {
        ViewSpec("title", .label, frame: Rect(x: 20, y: 100, width: 353, height: 40))
        VerticalForm(y: 560, spacing: 16) {
          ViewSpec("email", .textField)
          ViewSpec("password", .textField)
          ViewSpec("submit", .button)
        }
      }
    }
  }

  /// iPhone 14 (390 × 844, keyboard 336 high so its top is at 508): a low field at
  /// [20, 600, 350, 44] and a high one at [20, 100, 350, 44], as in docs/recipes.md.
  static func lowAndHigh() -> ScreenSpec {
    ScreenSpec("recipes", device: "iphone-14") {
      ControllerSpec("form") {
        ViewSpec("low", .textField, frame: Rect(x: 20, y: 600, width: 350, height: 44))
        ViewSpec("high", .textField, frame: Rect(x: 20, y: 100, width: 350, height: 44))
      }
    }
  }
}
