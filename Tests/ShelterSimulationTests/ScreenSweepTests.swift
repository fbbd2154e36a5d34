import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterTestSupport
import ShelterValues
import Testing

/// A scene moved from one screen to the next (`ScreenSweep`, `Scene.move(to:)`) against the same
/// screen built afresh: the fresh build is the expectation, which the gallery's own tests pin.
@MainActor struct ScreenSweepTests {
  /// A vertical stack of `rows` rows (label, field, button) in a scroll view filling a root that
  /// follows the screen, as `shelter-bench`'s stack form.
  static func stackForm(rows: Int) throws -> Fixture {
    let rowsJSON = (0..<rows).map { index in
      """
      {"id":"row\(index)","kind":"stackView","spacing":8,"alignment":"center",
       "translatesAutoresizingMaskIntoConstraints":false,"subviews":[
        {"id":"label\(index)","kind":"label","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[80,20]},
        {"id":"field\(index)","kind":"textField","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[-1,34],"contentHuggingPriority":[249,250]},
        {"id":"button\(index)","kind":"button","translatesAutoresizingMaskIntoConstraints":false,"intrinsicContentSize":[44,44]}]}
      """
    }
    return try Fixture(
      json: """
        {"format":"shelter-fixture/1","name":"stack-form","screen":{"device":"iphone-15"},
         "window":{"controller":{"id":"c","view":{"id":"root","kind":"view","frame":[0,0,393,852],"autoresize":"W+H",
          "subviews":[{"id":"scroll","kind":"scrollView","frame":[0,0,393,852],"autoresize":"W+H","contentSize":[393,3000],
            "constraints":["form.top == scroll.top + 8","form.leading == scroll.leading + 16","form.width == scroll.width - 32"],
            "subviews":[{"id":"form","kind":"stackView","axis":"vertical","spacing":8,
              "translatesAutoresizingMaskIntoConstraints":false,"subviews":[\(rowsJSON.joined(separator: ","))]}]}]}}},
         "steps":[{"focus":"field0"},{"keyboard":"show","height":336},{"keyboard":"hide"}]}
        """)
  }

  static func gallery(_ name: String) throws -> Fixture {
    let url = FixtureGalleryFiles.directory.appendingPathComponent(name)
    return try Fixture(json: [UInt8](try Data(contentsOf: url)), file: name)
  }

  /// Everything a report reads off a loaded or played scene, as text: frames, keyboard, insets,
  /// the constraints broken and the views left ambiguous, the notifications.
  static func state(_ snapshot: StepSnapshot) -> String { "\(snapshot)" }

  /// Sweeps `fixture` over every screen of `--device all`: each screen's load from the sweep equals
  /// the same screen built afresh, and then every step played on a scene moved there from the
  /// screen before equals the same steps played on the fresh build. Returns the screens after the
  /// first that no move reached.
  static func expectSweepMatchesFresh(_ fixture: Fixture) throws -> [String] {
    var sweep = ScreenSweep()
    var unmoved: [String] = []
    var previous: Fixture?
    for screen in DeviceScreen.all {
      let next = fixture.onScreen(screen)
      let fresh = try Simulation(fixture: next)
      let swept = try sweep.scene(for: next)
      #expect(
        state(Simulation(scene: swept).snapshot(index: 0, step: nil))
          == state(fresh.snapshot(index: 0, step: nil)),
        "\(fixture.name) on \(screen.label): load")
      // A scene built on the screen before, moved here and played, against the fresh one played.
      if let previous {
        let moved = try Scene(fixture: previous)
        if !moved.move(to: next) {
          unmoved.append(screen.label)
        } else {
          let played = try Simulation(scene: moved).run().map(state)
          let expected = try Simulation(fixture: next).run().map(state)
          #expect(played == expected, "\(fixture.name) on \(screen.label): steps")
        }
      }
      previous = next
    }
    return unmoved
  }

  @Test func aStackFormMovesToEveryScreenAsBuiltAfresh() throws {
    // 71 screens after the first: every one is reached by a move.
    let unmoved = try Self.expectSweepMatchesFresh(Self.stackForm(rows: 8))
    #expect(unmoved == [])
  }

  @Test func aFormPinnedToTheKeyboardGuideMovesAsBuiltAfresh() throws {
    for name in ["landscape-keyboard-form.json", "chat-keyboard-guide.json"] {
      #expect(
        try Self.expectSweepMatchesFresh(Self.gallery(name)).count < DeviceScreen.all.count - 1, "\(name)")
    }
  }

  @Test func aScreenWithAConflictIsBuiltAfreshOnEveryScreen() throws {
    let fixture = try Self.gallery("autoresizing-conflict.json")
    // The load breaks a constraint: no scene of it moves, so every screen is a fresh build.
    #expect(try Self.expectSweepMatchesFresh(fixture).count == DeviceScreen.all.count - 1)
    let scene = try Scene(fixture: fixture)
    #expect(!scene.move(to: fixture.onScreen(DeviceScreen.all[1])))
  }

  @Test func everyGalleryFixtureSweepsAsBuiltAfresh() throws {
    for name in FixtureGalleryFiles.names { _ = try Self.expectSweepMatchesFresh(Self.gallery(name)) }
  }

  @Test func aPlayedSceneIsNotMoved() throws {
    let fixture = try Self.stackForm(rows: 2)
    let simulation = try Simulation(fixture: fixture)
    try simulation.apply(fixture.steps[0], at: 0)
    #expect(!simulation.scene.move(to: fixture.onScreen(DeviceScreen.all[1])))
  }

  /// A box inset 20 from the safe area's sides and 10 above its bottom, 50 tall, built upright on
  /// an iPhone 15 and moved to the same phone turned.
  @Test func aMovedScreenLaysOutByTheNewSafeArea() throws {
    let fixture = try Fixture(
      json: """
        {"format":"shelter-fixture/1","name":"box","screen":{"device":"iphone-15"},
         "window":{"controller":{"id":"c","view":{"id":"root","kind":"view","frame":[0,0,393,852],"autoresize":"W+H",
           "constraints":["box.leading == root.safeAreaLayoutGuide.leading + 20",
             "box.trailing == root.safeAreaLayoutGuide.trailing - 20",
             "box.bottom == root.safeAreaLayoutGuide.bottom - 10","box.height == 50"],
           "subviews":[{"id":"box","kind":"view","translatesAutoresizingMaskIntoConstraints":false}]}}}}
        """)
    let scene = try Scene(fixture: fixture)
    // Upright: 393 × 852, safe area top 59, bottom 34, no sides: x 20, width 393 - 40 = 353,
    // bottom 852 - 34 - 10 = 808, y 808 - 50 = 758.
    #expect(
      scene.windowFrames().first { $0.id == "box" }?.frame == Rect(x: 20, y: 758, width: 353, height: 50))
    let turned = try #require(DeviceProfile.named("iphone-15"))
    #expect(scene.move(to: fixture.onDevice(turned, orientation: .landscape)))
    // Turned: 852 × 393, safe area left and right 59, bottom 21, top 0: x 59 + 20 = 79,
    // width 852 - 2 × 59 - 40 = 694, bottom 393 - 21 - 10 = 362, y 362 - 50 = 312.
    #expect(
      scene.windowFrames().first { $0.id == "box" }?.frame == Rect(x: 79, y: 312, width: 694, height: 50))
    #expect(scene.window.frame == Rect(x: 0, y: 0, width: 852, height: 393))
  }
}
