import ShelterTesting
import Testing

/// A scroll-view form written with the DSL's `contentLayoutGuide` and `frameLayoutGuide` anchors on
/// an iPhone SE (375 × 667, safe area 20 on top, none at the bottom).
@Suite struct ScrollGuideSpecTests {
  /// A full-screen scroll view; its content view pinned to the content guide on four sides and as
  /// wide as the frame guide, holding box `a` (400 tall) 20 below its top and box `b` (500 tall)
  /// 30 below `a` and 20 above its bottom, both 16 in from the sides.
  static func form() -> ScreenSpec {
    ScreenSpec("scroll-form", device: "iphone-se-3") {
      ControllerSpec("form", rootID: "root") {
        ViewSpec("scroll", .scrollView, frame: Rect(x: 0, y: 0, width: 375, height: 667)) {
          ViewSpec("content") {
            ViewSpec("a").placedByConstraints()
              .pin(.top, to: .superview(.top), constant: 20)
              .pin(.leading, to: .superview(.leading), constant: 16)
              .pin(.trailing, to: .superview(.trailing), constant: -16)
              .size(height: 400)
            ViewSpec("b").placedByConstraints()
              .pin(.top, to: .view("a", .bottom), constant: 30)
              .pin(.leading, to: .superview(.leading), constant: 16)
              .pin(.trailing, to: .superview(.trailing), constant: -16)
              .pin(.bottom, to: .superview(.bottom), constant: -20)
              .size(height: 500)
          }
          .placedByConstraints()
          .pin(.top, to: .contentLayoutGuide(.top))
          .pin(.leading, to: .contentLayoutGuide(.leading))
          .pin(.trailing, to: .contentLayoutGuide(.trailing))
          .pin(.bottom, to: .contentLayoutGuide(.bottom))
          .pin(.width, to: .frameLayoutGuide(.width))
        }
      }
    }
  }

  @Test func theGuideAnchorsAreInstalledOnTheScrollView() throws {
    let fixture = try Self.form().fixture()
    let installed = fixture.nodes.first { $0.id == "scroll" }?.constraints.map(\.expression.description) ?? []
    #expect(
      installed == [
        "content.top == scroll.contentLayoutGuide.top",
        "content.leading == scroll.contentLayoutGuide.leading",
        "content.trailing == scroll.contentLayoutGuide.trailing",
        "content.bottom == scroll.contentLayoutGuide.bottom",
        "content.width == scroll.frameLayoutGuide.width",
      ])
  }

  @Test func theFormScrollsWithTheContentSizeItsConstraintsGive() throws {
    let form = try Scenario(Self.form())
    // Content 375 × (20 + 400 + 30 + 500 + 20) = 375 × 970, taller than 667: `automatic` adds the
    // safe area's 20 on top and the offset rests at −20, so in the window everything is 20 lower.
    #expect(form.current["content"] == Rect(x: 0, y: 20, width: 375, height: 970))
    #expect(form.current["a"] == Rect(x: 16, y: 40, width: 343, height: 400))
    #expect(form.current["b"] == Rect(x: 16, y: 470, width: 343, height: 500))
    expect(form, .noUnsatisfiableConstraints())
    expect(form, .noAmbiguousLayout())
  }
}
