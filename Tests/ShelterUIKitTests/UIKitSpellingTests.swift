import ShelterUIKit
import Testing

// UIKit's spellings reach Shelter's one model: values are worked by hand from the geometry given
// and UIKit's documented rules.
extension ShelterUIKitTests {
  @Suite struct UIKitSpellingTests {
    @Test func frameBoundsAndCenterReadAndWriteCoreGraphicsValues() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
      #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
      #expect(view.center == CGPoint(x: 25, y: 40))
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      #expect(view.center == CGPoint(x: 50, y: 25))
      // One model: Shelter's own spelling reads the same geometry.
      #expect(view.ShelterViews::frame == Rect(x: 0, y: 0, width: 100, height: 50))
      let label = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
      #expect(label.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
      #expect(label.kind == .label)
    }

    @Test func convertGoesThroughTheTreeInCoreGraphicsValues() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
      let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      root.addSubview(parent)
      parent.addSubview(child)
      // (5 + 10, 5 + 20) in the root's space.
      #expect(
        child.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil)
          == CGRect(x: 15, y: 25, width: 1, height: 1))
      #expect(child.convert(CGPoint(x: 15, y: 25), from: root) == CGPoint(x: 0, y: 0))
      #expect(parent.convert(CGPoint(x: 0, y: 0), to: child) == CGPoint(x: -5, y: -5))
    }

    @Test func aViewThatCannotBeAddedIsRecordedAndTheTreeStaysAsItWas() {
      let before = UIKitIssues.count
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      child.addSubview(parent)
      #expect(child.subviews.isEmpty)
      #expect(parent.subviews.count == 1)
      let recorded = UIKitIssues.all.dropFirst(before)
      #expect(recorded.count == 1)
      #expect(recorded.first?.hasPrefix("addSubview(_:): ") == true)
    }

    @Test func activateInstallsNoneWhenOneHasNoCommonAncestor() {
      let before = UIKitIssues.count
      let a = UIView()
      let b = UIView()
      let width = a.widthAnchor.constraint(equalToConstant: 10)
      let leading = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
      NSLayoutConstraint.activate([width, leading])
      #expect(!width.isActive)
      #expect(!leading.isActive)
      #expect(UIKitIssues.all.dropFirst(before).first?.hasPrefix("NSLayoutConstraint.activate(_:): ") == true)
    }

    @Test func isActiveAndPriorityAreSettableAsInUIKit() {
      let before = UIKitIssues.count
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      let width = child.widthAnchor.constraint(equalToConstant: 100)
      width.priority = .defaultHigh
      #expect(width.priority.rawValue == 750)
      width.isActive = true
      #expect(width.isActive)
      // A constraint on one item is installed on that item, as UIKit does.
      #expect(child.constraints.contains { $0 === width })
      // Optional → required on an installed constraint: UIKit raises; the priority stays.
      width.priority = .required
      #expect(width.priority.rawValue == 750)
      #expect(UIKitIssues.all.dropFirst(before).count == 1)
      width.priority = .required - 1
      #expect(width.priority.rawValue == 999)
      width.isActive = false
      #expect(!width.isActive)
      #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
      #expect(UILayoutPriority(Float(500)).rawValue == 500)
    }

    @Test func textIsOptionalAsInUIKitAndNilEmptiesIt() {
      let field = UITextField()
      field.text = "mail@example.com"
      #expect(field.text?.isEmpty == false)
      field.text = nil
      #expect(field.text == "")
      #expect(field.ShelterViews::text == "")
    }

    @Test func aStackViewFromArrangedSubviewsTakesThemInOrder() {
      let first = UILabel()
      let second = UITextField()
      let stack = UIStackView(arrangedSubviews: [first, second])
      #expect(
        stack.arrangedSubviews.map { ObjectIdentifier($0) } == [
          ObjectIdentifier(first), ObjectIdentifier(second),
        ])
      #expect(!second.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func theKeyboardLayoutGuideCarriesTheButtonWithoutAnObserver() {
      let controller = GuideViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      // Keyboard hidden: the guide is the bottom safe-area band, its top at 852 − 34 = 818.
      #expect(screen.frame(of: controller.sendButton) == CGRect(x: 20, y: 752, width: 353, height: 50))
      screen.focus(controller.messageField)
      // Docked keyboard 336 high: its top at 516, the button's bottom 16 above.
      #expect(screen.frame(of: controller.sendButton) == CGRect(x: 20, y: 450, width: 353, height: 50))
      #expect(screen.frame(of: controller.messageField) == CGRect(x: 20, y: 79, width: 353, height: 44))
    }

    @Test func theHandlersAnimationRunsOnTheHostedKeyboardsAnimatorWithTheKeyboardsTiming() {
      let controller = LoginViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let animator = ImmediateAnimator()
      screen.keyboard.animator = animator
      screen.focus(controller.passwordField)
      // The handler animates on the posted duration (0.25 s) and curve (7, the keyboard's).
      #expect(animator.records.map(\.duration) == [0.25])
      #expect(animator.records.map(\.curve) == [.keyboard])
      #expect(screen.frame(of: controller.loginButton) == CGRect(x: 20, y: 450, width: 353, height: 50))
    }

    @Test func aPropertyAnimatorRunsItsAnimationsThenItsCompletions() {
      var order: [String] = []
      let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { order.append("animations") }
      animator.addCompletion { position in order.append("completion \(position)") }
      animator.startAnimation()
      #expect(order == ["animations", "completion end"])
      #expect(UIView.AnimationCurve(rawValue: 7)?.curve == .keyboard)
    }
  }
}
