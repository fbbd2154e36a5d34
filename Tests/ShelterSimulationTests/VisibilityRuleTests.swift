import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterValues
import Testing

/// A 390×844 screen (safe area 47 on top, 34 below) with one controller whose root view fills the
/// window and the given subviews; the email field is focused and a 336-point keyboard shows, its
/// top at 844 − 336 = 508. Played with `--policy none`, which moves nothing: the fixture's own
/// avoidance settings are on, so the rules judge the field.
private func screen(_ subviews: String) throws -> Fixture {
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "visibility",
        "screen": { "size": [390, 844], "safeArea": [47, 0, 34, 0] },
        "window": {
          "frame": [0, 0, 390, 844],
          "controller": {
            "id": "controller",
            "view": { "id": "root", "frame": [0, 0, 390, 844], "subviews": [\(subviews)] }
          }
        },
        "steps": [{ "focus": "email" }, { "keyboard": "show", "height": 336 }]
      }
      """)
}

private func messages(_ subviews: String) throws -> [String] {
  try Checker(fixture: try screen(subviews), policy: .none).run().map(\.message)
}

// The email field at y 420…464: 464 + 10 = 474 ≤ 508, clear of the keyboard; its middle line is
// at 420 + 44 / 2 = 442.
private let email = #"{ "id": "email", "kind": "textField", "frame": [20, 420, 350, 44] }"#

@Suite("What the user sees")
struct VisibilityRuleTests {
  @Test func aFieldBehindABarWithABackgroundIsCovered() throws {
    // The bar, drawn after the field, spans 408…508: it covers the line at 442 across all 350
    // points of the field's width.
    let bar = ##"{ "id": "bar", "frame": [0, 408, 390, 100], "backgroundColor": "#F2F2F7" }"##
    #expect(
      try messages(email + ", " + bar) == [
        "step 2 (keyboard show): email covered: frame [20, 420, 350, 44] under bar [0, 408, 390, 100]"
      ])
    let violation = try #require(
      try Checker(fixture: try screen(email + ", " + bar), policy: .none).run().first)
    #expect(
      violation.detail
        == .coveredBy(
          view: "bar", frame: Rect(x: 20, y: 420, width: 350, height: 44),
          cover: Rect(x: 0, y: 408, width: 390, height: 100), clips: false))
  }

  @Test func aClearContainerOrABarDrawnBelowHidesNothing() throws {
    // No background (UIKit's nil), a fully transparent one, or the bar drawn before the field:
    // the user sees the field through it or above it.
    #expect(try messages(email + #", { "id": "bar", "frame": [0, 408, 390, 100] }"#) == [])
    #expect(
      try messages(
        email + ##", { "id": "bar", "frame": [0, 408, 390, 100], "backgroundColor": "#FFFFFF00" }"##)
        == [])
    #expect(
      try messages(##"{ "id": "bar", "frame": [0, 408, 390, 100], "backgroundColor": "#FFFFFF" }, "## + email)
        == [])
  }

  @Test func aControlInsideTheFieldsEndOrBesideItsTextLeavesItInSight() throws {
    // A 44-point button over the field's trailing end covers 44 < 350 / 2 of its width; a button
    // at 450…480 covers part of the field but not its middle line at 442.
    let eye = #"{ "id": "eye", "kind": "button", "frame": [326, 420, 44, 44] }"#
    #expect(try messages(email + ", " + eye) == [])
    let below = #"{ "id": "promo", "kind": "button", "frame": [20, 450, 350, 30] }"#
    #expect(try messages(email + ", " + below) == [])
    // A label across the whole field hides it: labels hide their frame.
    let label = #"{ "id": "hint", "kind": "label", "frame": [20, 430, 350, 20] }"#
    #expect(
      try messages(email + ", " + label) == [
        "step 2 (keyboard show): email covered: frame [20, 420, 350, 44] under hint [20, 430, 350, 20]"
      ])
  }

  @Test func aFieldBelowTheVisiblePartOfAShrunkenScrollViewIsCovered() throws {
    // The scroll view ends at 47 + 361 = 408; the field at content y 380…424 passes the content's
    // end, 400. Focusing it, UIKit's focus scroll asks for 424 − 361 = 63, which the offsets' range
    // clamps to 400 − 361 = 39: the field sits at 47 + 380 − 39 = 388…432 in the window, clear of
    // the keyboard (432 + 10 = 442 ≤ 508) but its middle, 410, is below 408.
    let form = """
      { "id": "form", "kind": "scrollView", "frame": [0, 47, 390, 361], "contentSize": [390, 400],
        "contentInsetAdjustmentBehavior": "never",
        "subviews": [{ "id": "email", "kind": "textField", "frame": [20, 380, 350, 44] }] }
      """
    #expect(
      try messages(form) == [
        "step 2 (keyboard show): email covered: frame [20, 388, 350, 44] passes the visible part"
          + " [0, 47, 390, 361] of form"
      ])
  }

  @Test func aHiddenFieldIsOneViolationWhateverHidesIt() throws {
    // Behind the keyboard (bottom 644 > 508; `none` asks for no distance) and behind a bar too: the
    // keyboard is reported, as the rule judges it first.
    let low = #"{ "id": "email", "kind": "textField", "frame": [20, 600, 350, 44] }"#
    let bar = ##"{ "id": "bar", "frame": [0, 590, 390, 100], "backgroundColor": "#000000" }"##
    #expect(
      try messages(low + ", " + bar) == [
        "step 2 (keyboard show): email covered: bottom 644 + distance 0 > keyboard top 508"
      ])
  }

  @Test func theColourFieldsRoundTripAndRefuseANamedColour() throws {
    var fixture = try screen(
      email + ##", { "id": "bar", "frame": [0, 0, 10, 10], "backgroundColor": "#0a0B0c", "opaque": false }"##)
    let bar = try #require(fixture.nodes.first { $0.id == "bar" })
    #expect(bar.backgroundColor == RGBAColor(red: 10, green: 11, blue: 12))
    #expect(!bar.isOpaque)
    let text = fixture.jsonText()
    #expect(text.contains(##""backgroundColor": "#0A0B0C""##) && text.contains(#""opaque": false"#))
    #expect(try Fixture(json: text) == fixture)
    // "clear" is no colour, as UIKit's nil; an alpha is kept in the eight-digit form.
    fixture = try screen(email + #", { "id": "bar", "frame": [0, 0, 10, 10], "backgroundColor": "clear" }"#)
    #expect(fixture.nodes.first { $0.id == "bar" }?.backgroundColor == nil)
    #expect(RGBAColor(hex: "#11223380")?.description == "#11223380")
    #expect(RGBAColor(hex: "#1122") == nil && RGBAColor(hex: "#11223G") == nil)
    // UIExtendedSRGBColorSpace 0.2 0.4 1.2 0.5: 0.2 × 255 = 51, 0.4 × 255 = 102, 1.2 clamps to 255,
    // 0.5 × 255 = 127.5 rounds to 128.
    #expect(RGBAColor(unit: 0.2, 0.4, 1.2, 0.5) == RGBAColor(red: 51, green: 102, blue: 255, alpha: 128))
  }
}
