import ShelterGeometry
import ShelterKeyboard
import ShelterViews
import Testing

/// Hiding an arranged view inside an animation block animates the stack's layout, as
/// `UIView.animate { view.isHidden = true; stack.layoutIfNeeded() }` does on iOS.
@Suite struct StackViewAnimationTests {
  @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let views = [Size(width: 160, height: 200), Size(width: 80, height: 100), Size(width: 40, height: 50)].map
    {
      size -> View in
      let view = View()
      view.intrinsicSize = size
      return view
    }
    let stack = try StackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    try window.addSubview(stack)
    try LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    ])
    window.layoutIfNeeded()
    #expect(views[2].frameInRootSpace.minX == 260)
    let animator = TimedAnimator(watching: window)
    animator.animate(duration: 0.25, curve: .linear) {
      views[1].isHidden = true
      window.layoutIfNeeded()
    }
    // The model lands at once (160 + 10); the presentation slides 260 → 170, halfway at 0.125 s.
    #expect(views[2].frameInRootSpace.minX == 170)
    #expect(animator.presentationFrameInRootSpace(of: views[2], at: 0).minX == 260)
    #expect(animator.presentationFrameInRootSpace(of: views[2], at: 0.125).minX == 215)
    #expect(animator.presentationFrameInRootSpace(of: views[1], at: 0.125).width == 40)
  }
}
