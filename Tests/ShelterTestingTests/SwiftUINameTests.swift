#if canImport(SwiftUI)
  import Shelter
  import ShelterTesting
  import SwiftUI
  import Testing

  /// A file importing SwiftUI and Shelter names Shelter's clashing types with the module, as
  /// the "Using Shelter beside SwiftUI" article says; this file stops compiling if one of those
  /// names no longer resolves that way.
  @Suite("Shelter beside SwiftUI")
  struct SwiftUINameTests {
    /// A SwiftUI view in the same file, so both meanings of `View` are in use.
    struct Badge: SwiftUI.View {
      var body: some SwiftUI.View { SwiftUI.Text("Shelter") }
    }

    @Test func moduleQualifiedNamesPickShelterTypes() throws {
      let application = Shelter.Application(
        screen: Shelter.Screen(size: Shelter.Size(width: 390, height: 844), scale: 3))
      let window: Shelter.Window = Shelter.Window(
        frame: Shelter.Rect(x: 0, y: 0, width: 390, height: 844), application: application)
      let root: Shelter.View = Shelter.View(frame: Shelter.Rect(x: 0, y: 0, width: 390, height: 844))
      let scroll: Shelter.ScrollView = Shelter.ScrollView(
        frame: Shelter.Rect(x: 0, y: 0, width: 390, height: 600))
      let field: Shelter.TextField = Shelter.TextField(
        frame: Shelter.Rect(x: 20, y: 500, width: 350, height: 44))
      let label: Shelter.Label = Shelter.Label(frame: Shelter.Rect(x: 20, y: 20, width: 350, height: 30))
      let button: Shelter.Button = Shelter.Button(frame: Shelter.Rect(x: 20, y: 560, width: 350, height: 44))
      let insets: Shelter.EdgeInsets = Shelter.EdgeInsets(top: 47, bottom: 34)
      window.rootViewController = Shelter.ViewController(view: root)
      try root.addSubview(scroll)
      try scroll.addSubview(field)
      try scroll.addSubview(label)
      try scroll.addSubview(button)
      #expect(field.window === window)
      #expect(insets.top + insets.bottom == 81)
      #expect(Badge().body is SwiftUI.Text)

      var fixture = Shelter.Fixture(name: "beside", screenSize: Shelter.Size(width: 390, height: 844))
      fixture.nodes = [
        Shelter.FixtureNode(id: "c", role: .controller),
        Shelter.FixtureNode(
          id: "v", kind: .view, frame: Shelter.Rect(x: 0, y: 0, width: 390, height: 844), parent: 0),
      ]
      let scene: Shelter.Scene = try Shelter.Scene(fixture: fixture)
      #expect(scene.viewIDs == ["v"])
    }
  }
#endif
