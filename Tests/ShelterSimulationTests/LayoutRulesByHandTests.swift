import ShelterCLI
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import ShelterViews
import Testing

@testable import ShelterFixtures

/// Small screens played through `Simulation` and read from the report, each value worked out by
/// hand from UIKit's rules (docs/layout.md, docs/scroll-views.md): masks after a resize, safe
/// areas with nested additional insets and transforms, every content-inset behaviour through an
/// orientation change, and the keyboard layout guide for docked, floating and hidden keyboards.
@Suite("Layout rules worked by hand")
struct LayoutRulesByHandTests {
  static func frames(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(uniqueKeysWithValues: snapshot.frames.map { ($0.id, $0.frame) })
  }

  static func safeAreas(_ snapshot: StepSnapshot) -> [String: EdgeInsets] {
    Dictionary(uniqueKeysWithValues: snapshot.insets.safeAreas.map { ($0.id, $0.insets) })
  }

  static func scrolls(_ snapshot: StepSnapshot) -> [String: ScrollViewState] {
    Dictionary(uniqueKeysWithValues: snapshot.insets.scrollViews.map { ($0.id, $0.state) })
  }

  static func guides(_ snapshot: StepSnapshot) -> [String: Rect] {
    Dictionary(uniqueKeysWithValues: snapshot.insets.keyboardLayoutGuides.map { ($0.id, $0.frame) })
  }

  static func expectClose(_ a: Rect?, _ b: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a else {
      Issue.record("missing frame", sourceLocation: sourceLocation)
      return
    }
    let close =
      abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
      && abs(a.height - b.height) < 0.01
    #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
  }

  @Test func nestedMasksFollowAResize() throws {
    let fixture = try Fixture(
      json: """
        {"screen": {"size": [300, 400]}, "window": {"controller": {"id": "c",
          "view": {"id": "root", "frame": [0, 0, 300, 400], "subviews": [
            {"id": "panel", "frame": [30, 40, 240, 320], "autoresize": "LM+W+RM+TM+H+BM", "subviews": [
              {"id": "zero", "frame": [0, 0, 240, 0], "autoresize": "LM+RM"},
              {"id": "mixed", "frame": [40, 100, 120, 60], "autoresize": "W+RM+TM", "subviews": [
                {"id": "leaf", "frame": [10, 10, 50, 20], "autoresize": "LM+W"}]},
              {"id": "frozen", "frame": [0, 200, 100, 100], "autoresize": "W", "autoresizesSubviews": false,
               "subviews": [{"id": "kept", "frame": [0, 0, 100, 100], "autoresize": "W+H"}]},
              {"id": "turned", "center": [120, 300], "bounds": [0, 0, 100, 20], "transform": [0, 1, -1, 0, 0, 0],
               "autoresize": "LM+H"}]}]}}},
         "steps": [{"resize": [360, 500]}]}
        """)
    let after = Self.frames(try Simulation(fixture: fixture).run()[1])
    // The screen grows +60 wide, +100 tall. panel, every part flexible: across 30 + 240 + 30 = 300,
    // so x 30 + 60·30/300 = 36 and width 240 + 60·240/300 = 288; down 40 + 320 + 40 = 400, so
    // y 40 + 100·40/400 = 50 and height 320 + 100·320/400 = 400.
    #expect(after["panel"] == Rect(x: 36, y: 50, width: 288, height: 400))
    // Inside the panel: +48, +80. zero: LM 0 + RM 240 − 0 − 240 = 0, both zero, so they share
    // equally: x 0 + 24; nothing flexible down.
    #expect(after["zero"] == Rect(x: 36 + 24, y: 50, width: 240, height: 0))
    // mixed: W 120, RM 240 − 40 − 120 = 80: width 120 + 48·120/200 = 148.8; TM alone: y 100 + 80.
    Self.expectClose(after["mixed"], Rect(x: 36 + 40, y: 50 + 180, width: 148.8, height: 60))
    // leaf in mixed (+28.8 wide): LM 10, W 50: x 10 + 28.8·10/60 = 14.8, width 50 + 28.8·50/60 = 74.
    Self.expectClose(after["leaf"], Rect(x: 76 + 14.8, y: 230 + 10, width: 74, height: 20))
    // frozen: W alone, 100 + 48; it keeps its subviews still, so kept stays 100 × 100.
    #expect(after["frozen"] == Rect(x: 36, y: 250, width: 148, height: 100))
    #expect(after["kept"] == Rect(x: 36, y: 250, width: 100, height: 100))
    // turned: a 100 × 20 view turned 90° shows as a 20 × 100 box at (110, 250). LM alone across:
    // x 110 + 48 = 158; H alone down: 100 + 80 = 180. In the window: (36 + 158, 50 + 250).
    #expect(after["turned"] == Rect(x: 194, y: 300, width: 20, height: 180))
    let scene = try Scene(fixture: fixture)
    let simulation = try Simulation(fixture: fixture)
    _ = try simulation.run()
    // The box's height is the turned view's bounds width.
    #expect(simulation.scene.viewsByID["turned"]?.bounds.size == Size(width: 180, height: 20))
    #expect(scene.viewsByID["turned"]?.bounds.size == Size(width: 100, height: 20))
  }

  @Test func nestedControllersAddTheirInsets() throws {
    let fixture = try Fixture(
      json: """
        {"screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]}, "window": {"controller": {"id": "c",
          "additionalSafeArea": [44, 0, 0, 0],
          "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
            {"controller": {"id": "child", "additionalSafeArea": [0, 10, 20, 0],
              "view": {"id": "inner", "frame": [0, 60, 390, 700], "subviews": [
                {"controller": {"id": "grandchild", "additionalSafeArea": [5, 0, 0, 0],
                  "view": {"id": "deep", "frame": [20, 0, 100, 100]}}},
                {"id": "label", "frame": [0, 650, 390, 50]},
                {"id": "scaled", "center": [195, 20], "bounds": [0, 0, 50, 20], "transform": [2, 0, 0, 2, 0, 0]}
              ]}}}]}}}}
        """)
    let safe = Self.safeAreas(try Simulation(fixture: fixture).run()[0])
    // root: 47 + 44 = 91 on top, 34 below.
    #expect(safe["root"] == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    // inner spans 60…760 of root's safe 91…810: 31 on top, none below; then its own 0/10/20/0.
    #expect(safe["inner"] == EdgeInsets(top: 31, left: 10, bottom: 20, right: 0))
    // inner's safe rect is x 10…390, y 31…680. deep (20…120, 0…100): 31 on top, plus its 5.
    #expect(safe["deep"] == EdgeInsets(top: 36, left: 0, bottom: 0, right: 0))
    // label (0…390, 650…700): 10 on the left, 700 − 680 = 20 below.
    #expect(safe["label"] == EdgeInsets(top: 0, left: 10, bottom: 20, right: 0))
    // scaled, 2×, centred at (195, 20): inner y 31 is its own (31 − 20)/2 + 10 = 15.5; inner
    // x 10 is its own (10 − 195)/2 + 25 < 0, so nothing on the left.
    #expect(safe["scaled"] == EdgeInsets(top: 15.5, left: 0, bottom: 0, right: 0))
  }

  @Test func everyBehaviourThroughAnOrientationChange() throws {
    func scroll(_ id: String, _ behaviour: String, content: String, extra: String = "") -> String {
      """
      {"id": "\(id)", "kind": "scrollView", "frame": [0, 0, 390, 844], "autoresize": "W+H",
       "contentSize": [\(content)], "contentInsetAdjustmentBehavior": "\(behaviour)"\(extra)}
      """
    }
    let views = [
      scroll("auto", "automatic", content: "390, 600"),
      scroll("bouncy", "automatic", content: "390, 600", extra: #", "alwaysBounceVertical": true"#),
      scroll("always", "always", content: "390, 600"),
      scroll("never", "never", content: "390, 2000"),
      scroll("axes", "scrollableAxes", content: "390, 2000"),
      scroll("sideways", "scrollableAxes", content: "390, 600", extra: #", "alwaysBounceHorizontal": true"#),
      scroll("scrolled", "scrollableAxes", content: "390, 2000", extra: #", "bounds": [0, 300, 390, 844]"#),
    ].joined(separator: ",")
    let fixture = try Fixture(
      json: """
        {"screen": {"device": "iphone-14"}, "window": {"controller": {"id": "c",
          "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [\(views)]}}},
         "steps": [{"orientation": "landscape"}, {"orientation": "portrait"}]}
        """)
    let steps = try Simulation(fixture: fixture).run()
    let notch = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    // Upright, safe 47 / 34. auto: 600 fits 844 and nothing bounces: no adjustment, offset 0.
    var s = Self.scrolls(steps[0])
    #expect(s["auto"]?.adjustedContentInset == .zero)
    #expect(s["auto"]?.contentOffset == Point(x: 0, y: 0))
    // bouncy: alwaysBounceVertical makes the vertical axis scroll: 47 / 34, resting at −47.
    #expect(s["bouncy"]?.adjustedContentInset == notch)
    #expect(s["bouncy"]?.contentOffset == Point(x: 0, y: -47))
    #expect(s["always"]?.adjustedContentInset == notch)
    #expect(s["always"]?.contentOffset == Point(x: 0, y: -47))
    #expect(s["never"]?.adjustedContentInset == .zero)
    #expect(s["never"]?.contentOffset == Point(x: 0, y: 0))
    // axes: 2000 > 844 scrolls vertically.
    #expect(s["axes"]?.adjustedContentInset == notch)
    #expect(s["axes"]?.contentOffset == Point(x: 0, y: -47))
    // sideways: only the horizontal axis bounces, and upright the sides are safe: nothing.
    #expect(s["sideways"]?.adjustedContentInset == .zero)
    // scrolled: an offset given (300) is not at the edge and stays.
    #expect(s["scrolled"]?.contentOffset == Point(x: 0, y: 300))

    // Turned: 844 × 390, safe 47 at each side and 21 below; every view follows W+H.
    s = Self.scrolls(steps[1])
    // auto: 600 > 390 now scrolls vertically: 0 / 21; 390 < 844 across: no sides.
    #expect(s["auto"]?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(s["auto"]?.contentOffset == Point(x: 0, y: 0))
    // bouncy was resting at its top edge −47; the new edge is −0.
    #expect(s["bouncy"]?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(s["bouncy"]?.contentOffset == Point(x: 0, y: 0))
    // always takes all of it; resting at both edges, it moves to (−47, −0).
    #expect(s["always"]?.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(s["always"]?.contentOffset == Point(x: -47, y: 0))
    #expect(s["never"]?.adjustedContentInset == .zero)
    #expect(s["axes"]?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(s["axes"]?.contentOffset == Point(x: 0, y: 0))
    // sideways: the horizontal axis bounces, so the sides count now (47 and 47), and 600 > 390
    // scrolls vertically too (21 below).
    #expect(s["sideways"]?.adjustedContentInset == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(s["sideways"]?.contentOffset == Point(x: -47, y: 0))
    #expect(s["scrolled"]?.contentOffset == Point(x: 0, y: 300))
    // The scroll views' own safe areas are the window's.
    #expect(Self.safeAreas(steps[1])["axes"] == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    // Upright again: each resting offset follows its edge back.
    s = Self.scrolls(steps[2])
    #expect(s["bouncy"]?.contentOffset == Point(x: 0, y: -47))
    #expect(s["always"]?.contentOffset == Point(x: 0, y: -47))
    #expect(s["sideways"]?.contentOffset == Point(x: 0, y: 0))
    #expect(s["scrolled"]?.contentOffset == Point(x: 0, y: 300))
  }

  @Test func theGuideForDockedFloatingAndHiddenKeyboards() throws {
    // iPad (10th generation): 820 × 1180, safe 24 / 20. A 540 × 620 form sheet sits at
    // ((820 − 540) / 2, (1180 − 620) / 2) = (140, 280), its bottom at 900.
    let fixture = try Fixture(
      json: """
        {"screen": {"device": "ipad-10"}, "window": {"controller": {"id": "c",
          "view": {"id": "root", "frame": [0, 0, 820, 1180], "subviews": [
            {"controller": {"id": "sheet", "modalPresentationStyle": "formSheet",
              "keyboardLayoutGuide": {"usesBottomSafeArea": false, "followsUndockedKeyboard": true},
              "view": {"id": "card", "frame": [0, 0, 540, 620]}}}]}}},
         "steps": [{"keyboard": "show", "height": 333}, {"keyboard": "change", "frame": [250, 600, 320, 253]},
                   {"keyboard": "hide"}]}
        """)
    let steps = try Simulation(fixture: fixture).run()
    // Hidden: root's guide is its bottom safe band, 1180 − 20 = 1160; the card's, without the
    // safe area, is a zero-height band at its bottom.
    var g = Self.guides(steps[0])
    #expect(g["root"] == Rect(x: 0, y: 1160, width: 820, height: 20))
    #expect(g["card"] == Rect(x: 140, y: 900, width: 540, height: 0))
    // Docked, 333 tall: 1180 − 333 = 847. Over root: the keyboard; over the card (280…900):
    // 847…900, 53 tall.
    g = Self.guides(steps[1])
    #expect(g["root"] == Rect(x: 0, y: 847, width: 820, height: 333))
    #expect(g["card"] == Rect(x: 140, y: 847, width: 540, height: 53))
    // Floating at (250, 600; 320 × 253): root does not follow it (its bottom band again); the
    // card follows undocked keyboards, and the keyboard lies inside it.
    g = Self.guides(steps[2])
    #expect(g["root"] == Rect(x: 0, y: 1160, width: 820, height: 20))
    #expect(g["card"] == Rect(x: 250, y: 600, width: 320, height: 253))
    // Hidden again.
    g = Self.guides(steps[3])
    #expect(g["root"] == Rect(x: 0, y: 1160, width: 820, height: 20))
    #expect(g["card"] == Rect(x: 140, y: 900, width: 540, height: 0))
    // The report writes them in window space.
    let json = Report.json(fixture: "guide", snapshots: [steps[2]], pretty: false)
    #expect(json.contains(#""keyboardLayoutGuide":{"root":[0,1160,820,20],"card":[250,600,320,253]}"#))
  }
  @Test func everyWindowIsInTheReport() throws {
    // A 47 / 34 phone: the app's window with a tall scroll view, and a 300 × 200 window in front
    // at (45, 0), which is key (nothing is focused, so the frontmost).
    let fixture = try Fixture(
      json: """
        {"screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]}, "windows": [
          {"frame": [0, 0, 390, 844], "controller": {"id": "main", "view": {"id": "root", "frame": [0, 0, 390, 844],
            "subviews": [{"id": "list", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]}]}}},
          {"frame": [45, 0, 300, 200], "controller": {"id": "alert", "view": {"id": "alertRoot",
            "frame": [0, 0, 300, 200], "subviews": [{"id": "ok", "kind": "button", "frame": [10, 150, 280, 40]}]}}}]}
        """)
    let load = try Simulation(fixture: fixture).run()[0]
    // The back window's views: the screen's 47 / 34, and its scroll view (2000 > 844) adjusted by
    // both and resting at −47, as in a window of its own.
    #expect(
      load.insets.safeAreas.map(\.id) == ["root", "list", "alertRoot", "ok"])
    let safe = Self.safeAreas(load)
    #expect(safe["root"] == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(safe["list"] == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(Self.scrolls(load)["list"]?.contentOffset == Point(x: 0, y: -47))
    #expect(
      Self.scrolls(load)["list"]?.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    // The front window starts at the screen's top: 47 of it is under the notch; the button at
    // 150…190 is clear.
    #expect(safe["alertRoot"] == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    #expect(safe["ok"] == .zero)
    // Each guide in its own window's space: 844 − 34 = 810 in the back one, a zero band at 200 in
    // the front one.
    let guides = Self.guides(load)
    #expect(guides["root"] == Rect(x: 0, y: 810, width: 390, height: 34))
    #expect(guides["alertRoot"] == Rect(x: 0, y: 200, width: 300, height: 0))
  }
}
