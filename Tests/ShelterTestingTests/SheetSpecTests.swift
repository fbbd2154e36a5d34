import ShelterTesting
import Testing

@Suite("Screens: controllers presented as sheets")
struct SheetSpecTests {
  /// The sheet's view and the scene that keeps its window alive.
  private func sheet(_ spec: ScreenSpec) throws -> (view: View, scene: Scene) {
    let scene = try spec.makeScene()
    return (try #require(scene.viewsByID["composeView"]), scene)
  }

  @Test func aPageSheetOnAnUprightIPhoneIsACardBelowTheSensorHousing() throws {
    // iPhone 14: 390 × 844, safe top 47, bottom 34. The card starts 10 below the safe top
    // (47 + 10 = 57) and runs to the bottom (844 − 57 = 787); it starts below the unsafe top, so
    // its own top inset is 0, and it reaches the home indicator, so its bottom inset is 34.
    let spec = ScreenSpec(device: .iPhone14) {
      ControllerSpec("compose") {}.presented(as: .pageSheet)
    }
    let (view, scene) = try sheet(spec)
    #expect(scene.window.rootViewController?.view === view)
    #expect(view.frame == Rect(x: 0, y: 57, width: 390, height: 787))
    #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test func aSheetOnATurnedIPhoneCoversTheWindow() throws {
    // Compact height: every style covers the window, 844 × 390.
    let spec = ScreenSpec(device: .iPhone14, .landscape) {
      ControllerSpec("compose") {}.presented(as: .formSheet)
    }
    #expect(try sheet(spec).view.frame == Rect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func aFormSheetOnAnIPadTakesItsPreferredSizeCentred() throws {
    // iPad Pro 12.9": 1024 × 1366. A 600 × 500 form sheet is centred: x (1024 − 600) / 2 = 212,
    // y (1366 − 500) / 2 = 433.
    let spec = ScreenSpec(device: .iPadPro12Point9) {
      ControllerSpec("compose") {}.presented(
        as: .formSheet, preferredContentSize: Size(width: 600, height: 500))
    }
    #expect(try sheet(spec).view.frame == Rect(x: 212, y: 433, width: 600, height: 500))
  }

  @Test func withoutAStyleTheRootViewFillsTheWindow() throws {
    let spec = ScreenSpec(device: .iPhone14) { ControllerSpec("compose") {} }
    #expect(try sheet(spec).view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }
}
