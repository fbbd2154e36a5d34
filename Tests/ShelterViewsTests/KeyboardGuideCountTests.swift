import ShelterGeometry
import ShelterViews
import Testing

@Suite struct KeyboardGuideCountTests {
  /// A view that reads its keyboard layout guide makes one, and while it lives some guide exists:
  /// the answer the keyboard-guide question reads before walking a window.
  @Test func aGuideMadeIsCounted() {
    let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(view.existingKeyboardLayoutGuide == nil)
    let guide = view.keyboardLayoutGuide
    #expect(view.existingKeyboardLayoutGuide === guide)
    #expect(KeyboardLayoutGuide.anyExists)
    withExtendedLifetime(view) {}
  }
}
