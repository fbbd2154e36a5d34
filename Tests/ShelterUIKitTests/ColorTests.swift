import ShelterFixtures
import ShelterSimulation
import ShelterUIKit
import Testing

/// A card on a system background, styled the way snapshot-tested views are: colours, a rounded
/// layer and a see-through caption.
private final class StyledCardViewController: UIViewController {
  let card = UIView()
  let caption = UILabel()
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    card.accessibilityIdentifier = "card"
    card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    card.layer.cornerRadius = 12
    card.layer.masksToBounds = true
    caption.accessibilityIdentifier = "caption"
    caption.backgroundColor = .secondaryLabel
    caption.isOpaque = false
    field.accessibilityIdentifier = "field"
    for (subview, frame) in [
      (card, CGRect(x: 16, y: 100, width: 361, height: 200)),
      (caption, CGRect(x: 16, y: 320, width: 361, height: 20)),
      (field, CGRect(x: 16, y: 360, width: 361, height: 44)),
    ] {
      subview.frame = frame
      view.addSubview(subview)
    }
  }
}

extension ShelterUIKitTests {
  @Suite struct ColorTests {
    @Test func aViewKeepsItsBackgroundAtEightBitsAComponent() {
      let view = UIView()
      #expect(view.backgroundColor == nil)
      // 1 × 255 = 255; 0.5 × 255 = 127.5, rounded to 128; 0 × 255 = 0: #FF8000.
      view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      #expect(view.ShelterViews::backgroundColor == RGBAColor(red: 255, green: 128, blue: 0))
      #expect(view.backgroundColor == UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
      // 0.2 × 255 = 51 for each of red, green, blue; 0.5 × 255 = 127.5, rounded to 128.
      view.backgroundColor = UIColor(white: 0.2, alpha: 0.5)
      #expect(view.ShelterViews::backgroundColor == RGBAColor(red: 51, green: 51, blue: 51, alpha: 128))
      view.backgroundColor = nil
      #expect(view.ShelterViews::backgroundColor == nil)
    }

    @Test func namedColoursHaveUIKitsLightValues() {
      #expect(UIColor.clear.rgba == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
      #expect(UIColor.red.rgba.description == "#FF0000")
      #expect(UIColor.systemBlue.rgba.description == "#007AFF")
      #expect(UIColor.systemGray.rgba.description == "#8E8E93")
      #expect(UIColor.systemBackground == .white)
      #expect(UIColor.label == .black)
      // #3C3C43 at 0.6: 0.6 × 255 = 153 = 0x99.
      #expect(UIColor.secondaryLabel.rgba.description == "#3C3C4399")
      // The plain grey is 0.5 a component: 127.5, rounded to 128 = 0x80.
      #expect(UIColor.gray.rgba.description == "#808080")
      #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func aColourSurvivesCoreGraphics() {
      // systemGreen is 52, 199, 89 in bytes; through cgColor and back, the same bytes.
      #expect(UIColor(cgColor: UIColor.systemGreen.cgColor).rgba == RGBAColor(red: 52, green: 199, blue: 89))
    }

    @Test func tintIsInheritedAndDefaultsToSystemBlue() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      #expect(child.tintColor == .systemBlue)
      parent.tintColor = .red
      #expect(child.tintColor == .red)
      child.tintColor = .green
      #expect(child.tintColor == .green)
      #expect(parent.tintColor == .red)
    }

    @Test func textColoursAreKept() {
      let label = UILabel()
      let field = UITextField()
      let textView = UITextView()
      #expect(label.textColor == .label)
      #expect(field.textColor == nil)
      label.textColor = .secondaryLabel
      field.textColor = .systemRed
      textView.textColor = .darkGray
      #expect(label.textColor == .secondaryLabel)
      #expect(field.textColor == .systemRed)
      #expect(textView.textColor == UIColor(white: 1 / 3, alpha: 1))
    }

    @Test func aHostedScreensDescriptionCarriesItsColours() throws {
      let controller = StyledCardViewController()
      let screen = ShelterUIKit.host(controller, on: .iPhone16, .portrait)
      let fixture = Fixture(hosting: screen.window, name: "card")
      let nodes = Dictionary(uniqueKeysWithValues: fixture.nodes.map { ($0.id, $0) })
      #expect(nodes["view1"]?.backgroundColor == RGBAColor(red: 255, green: 255, blue: 255))
      #expect(nodes["card"]?.backgroundColor == RGBAColor(red: 255, green: 128, blue: 0))
      #expect(nodes["card"]?.clipsToBounds == true)
      #expect(nodes["caption"]?.backgroundColor == RGBAColor(red: 60, green: 60, blue: 67, alpha: 153))
      #expect(nodes["caption"]?.isOpaque == false)
      #expect(nodes["field"]?.backgroundColor == nil)
      #expect(nodes["field"]?.isOpaque == true)
      // Written as JSON and read back, the colours are the same.
      let decoded = try Fixture(json: fixture.jsonText())
      #expect(decoded.nodes.map(\.backgroundColor) == fixture.nodes.map(\.backgroundColor))
      #expect(decoded.nodes.map(\.isOpaque) == fixture.nodes.map(\.isOpaque))
    }
  }
}
