import ShelterFixtures
import ShelterGeometry
import ShelterSimulation
import ShelterValues
import ShelterViews
import Testing

/// A hosted screen described as a fixture keeps what the rules and the layout read from each view:
/// where it hangs from its anchor point, its scroll view's inset behaviour and bounce, and its
/// text input's text, placeholder and whether it takes input.
@Suite struct HostedDescriptionTests {
  @Test func aHostedScreenIsDescribedWithEveryFieldItSets() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let controller = ViewController(frame: window.bounds)
    window.rootViewController = controller
    // Anchored at its top-left corner, a 100 × 40 badge whose center is (50, 200) has its frame's
    // origin at the center itself: (50 − 0 × 100, 200 − 0 × 40) = (50, 200).
    let badge = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    badge.identifier = "badge"
    badge.anchorPoint = Point(x: 0, y: 0)
    badge.center = Point(x: 50, y: 200)
    badge.tag = 7
    let list = ScrollView(frame: Rect(x: 0, y: 300, width: 390, height: 400))
    list.identifier = "list"
    list.contentInsetAdjustmentBehavior = .never
    list.alwaysBounceVertical = true
    let field = TextField(frame: Rect(x: 16, y: 20, width: 358, height: 44))
    field.identifier = "field"
    field.text = "ada@example.com"
    field.placeholder = "Email"
    field.isEnabled = false
    let empty = TextField(frame: Rect(x: 16, y: 80, width: 358, height: 44))
    empty.identifier = "empty"
    for view in [badge, list] { try controller.view.addSubview(view) }
    try list.addSubview(field)
    try list.addSubview(empty)

    let fixture = Fixture(hosting: window)
    let nodes = Dictionary(uniqueKeysWithValues: fixture.nodes.map { ($0.id, $0) })
    let described = try #require(nodes["badge"])
    #expect(described.anchorPoint == Point(x: 0, y: 0))
    #expect(described.frame == Rect(x: 50, y: 200, width: 100, height: 40))
    #expect(described.tag == 7)
    #expect(nodes["list"]?.contentInsetAdjustmentBehavior == .never)
    #expect(nodes["list"]?.alwaysBounceVertical == true)
    #expect(nodes["list"]?.alwaysBounceHorizontal == false)
    #expect(nodes["field"]?.text == "ada@example.com")
    #expect(nodes["field"]?.placeholder == "Email")
    #expect(nodes["field"]?.isEnabled == false)
    // An empty field states no text, as a fixture written by hand leaves it out.
    #expect(nodes["empty"]?.text == nil)
    #expect(nodes["empty"]?.isEnabled == true)

    // Played back, the description puts the badge where the live one is: the frame (50, 200),
    // not the (0, 180) a centred anchor would give (50 − 0.5 × 100, 200 − 0.5 × 40).
    let scene = try Scene(fixture: fixture)
    #expect(scene.viewsByID["badge"]?.frame == Rect(x: 50, y: 200, width: 100, height: 40))
    #expect((scene.viewsByID["field"] as? TextField)?.isEnabled == false)
  }
}
