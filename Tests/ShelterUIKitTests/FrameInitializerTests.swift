import ShelterUIKit
import Testing

/// An app's own label subclass, which declares no initializer of its own.
private final class BadgeLabel: UILabel {}

/// An app's own view subclass overriding the designated initializer, as a custom view does.
private final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    tag = 7
  }
}

// `init(frame: CGRect)` is `UIView`'s designated initializer; every class makes its frame from a `CGRect`
// and keeps the kind its class gives it.
extension ShelterUIKitTests {
  @Suite struct FrameInitializerTests {
    /// The rect every case is made with: origin (1, 2), size 30 × 40.
    static let rect = CGRect(x: 1, y: 2, width: 30, height: 40)

    @Test func everyClassTakesACoreGraphicsFrame() {
      let made: [(UIView, ViewKind)] = [
        (UIView(frame: Self.rect), .view), (UILabel(frame: Self.rect), .label),
        (UIButton(frame: Self.rect), .button), (UIImageView(frame: Self.rect), .imageView),
        (UITextField(frame: Self.rect), .textField), (UITextView(frame: Self.rect), .textView),
        (UIScrollView(frame: Self.rect), .scrollView), (UITableView(frame: Self.rect), .tableView),
        (UITableViewCell(frame: Self.rect), .tableCell), (UIStackView(frame: Self.rect), .stackView),
        (UIWindow(frame: Self.rect), .window), (BadgeLabel(frame: Self.rect), .label),
      ]
      for (view, kind) in made {
        let name = "\(type(of: view))"
        #expect(view.frame == Self.rect, "\(name)")
        // The bounds keep the size at the origin: (0, 0, 30, 40).
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40), "\(name)")
        #expect(view.kind == kind, "\(name)")
      }
    }

    @Test func aSubclassOverridingTheDesignatedInitializerRunsIt() {
      let card = CardView(frame: Self.rect)
      #expect(card.frame == Self.rect)
      #expect(card.tag == 7)
      #expect(card.kind == .view)
    }

    @Test func aWindowMadeFromACoreGraphicsFrameGetsAScreenOfItsSize() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
  }
}
