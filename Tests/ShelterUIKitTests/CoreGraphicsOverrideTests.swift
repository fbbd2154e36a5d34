import ShelterUIKit
import Testing

/// A badge whose content decides its size, as an app's custom view does: 8 points of padding on
/// each side of a 44 × 16 caption when `isWide` is false, of a 100 × 16 one when it is true.
private final class PillView: UIView {
  var isWide = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  private(set) var madeWithFrame: CGRect?

  override init(frame: CGRect) {
    madeWithFrame = frame
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    CGSize(width: (isWide ? 100 : 44) + 2 * 8, height: 16 + 2 * 8)
  }
}

/// A row that places its accessory by hand after each pass, as cells do, and sizes itself to a
/// fixed 300 × 56 when asked; it draws nothing, so `draw(_:)` counts the calls it gets.
private final class AccessoryRow: UIView {
  let accessory = UIView()
  private(set) var drawCalls = 0

  init() {
    super.init(frame: .zero)
    addSubview(accessory)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    accessory.frame = CGRect(x: bounds.width - 16 - 24, y: (bounds.height - 24) / 2, width: 24, height: 24)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 300, height: 56) }

  override func draw(_ rect: CGRect) { drawCalls += 1 }
}

/// A field that keeps its text 12 points in from each side, as apps inset their fields.
private final class PaddedField: UITextField {
  let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

extension ShelterUIKitTests {
  /// App subclasses override the members UIKit declares in Core Graphics types, and the model
  /// runs the overrides.
  @Suite struct CoreGraphicsOverrideTests {
    /// A 390 × 844 window holding `view` pinned by its leading and top edges only, so its size is
    /// its own.
    static func window(pinning view: UIView, leading: CGFloat, top: CGFloat) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: leading),
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
      ])
      return window
    }

    @Test func everyInitializerRunsTheOverriddenDesignatedOne() {
      let plain = PillView()
      #expect(plain.madeWithFrame == CGRect.zero)
      let placed = PillView(frame: CGRect(x: 5, y: 6, width: 70, height: 30))
      #expect(placed.madeWithFrame == CGRect(x: 5, y: 6, width: 70, height: 30))
      #expect(placed.frame == CGRect(x: 5, y: 6, width: 70, height: 30))
      // Shelter's own initializer, with a `Rect`, goes through the override too.
      let fromShelter = PillView(frame: Rect(x: 1, y: 2, width: 3, height: 4))
      #expect(fromShelter.madeWithFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    /// Pinned 16 from the left and 20 from the top of a 390 × 844 window, with no size constraint:
    /// the pill takes its intrinsic size, 44 + 16 = 60 by 16 + 16 = 32, then 100 + 16 = 116 by 32
    /// once it turns wide and the next pass reads the override again.
    @Test func anOverriddenIntrinsicSizeFeedsAutoLayout() {
      let pill = PillView()
      let window = Self.window(pinning: pill, leading: 16, top: 20)
      window.layoutIfNeeded()
      #expect(pill.frame == CGRect(x: 16, y: 20, width: 60, height: 32))
      pill.isWide = true
      window.layoutIfNeeded()
      #expect(pill.frame == CGRect(x: 16, y: 20, width: 116, height: 32))
    }

    /// Two pills in a horizontal stack with 8 between them, at (16, 100): the first 60 × 32 at
    /// x 16, the second (wide) 116 × 32 at x 16 + 60 + 8 = 84; the stack hugs them, 60 + 8 + 116
    /// = 184 wide.
    @Test func aStackViewArrangesViewsByTheirOverriddenSize() {
      let first = PillView()
      let second = PillView()
      second.isWide = true
      let stack = UIStackView(arrangedSubviews: [first, second])
      stack.axis = .horizontal
      stack.spacing = 8
      let window = Self.window(pinning: stack, leading: 16, top: 100)
      window.layoutIfNeeded()
      #expect(stack.frame == CGRect(x: 16, y: 100, width: 184, height: 32))
      #expect(first.frame == CGRect(x: 0, y: 0, width: 60, height: 32))
      #expect(second.frame == CGRect(x: 68, y: 0, width: 116, height: 32))
    }

    /// The row fills a 390-wide window's top 56 points by its mask; after the pass its
    /// `layoutSubviews()` puts the accessory at x 390 − 16 − 24 = 350, y (56 − 24) / 2 = 16.
    /// Nothing is drawn off-device, so `draw(_:)` is never called.
    @Test func anOverriddenLayoutSubviewsRunsInThePassAndDrawDoesNot() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let row = AccessoryRow()
      row.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
      window.addSubview(row)
      window.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(row.accessory.frame == CGRect(x: 350, y: 16, width: 24, height: 24))
      #expect(row.drawCalls == 0)
    }

    /// `sizeToFit()` asks the override and keeps the origin: (10, 20, 5, 5) becomes
    /// (10, 20, 300, 56). A plain view's `sizeThatFits(_:)` answers its own size, as UIKit's does.
    @Test func sizeToFitTakesTheOverriddenFittingSize() {
      let row = AccessoryRow()
      row.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
      row.sizeToFit()
      #expect(row.frame == CGRect(x: 10, y: 20, width: 300, height: 56))
      let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
      #expect(plain.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 40, height: 30))
    }

    /// A 200 × 44 field inset 12 on each side: (12, 0, 176, 44) for all three rects; a plain
    /// field's rects are its bounds.
    @Test func textRectOverridesAnswerThroughTheBaseClass() {
      let field: UITextField = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
      let inset = CGRect(x: 12, y: 0, width: 176, height: 44)
      #expect(field.textRect(forBounds: field.bounds) == inset)
      #expect(field.editingRect(forBounds: field.bounds) == inset)
      #expect(field.placeholderRect(forBounds: field.bounds) == inset)
      let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
      #expect(plain.textRect(forBounds: plain.bounds) == CGRect(x: 0, y: 0, width: 200, height: 44))
    }
  }
}
