import ShelterGeometry
import ShelterSupport
import ShelterViews
import Testing

/// Long runs of hierarchy edits keep UIKit's subview order, whatever the edits leave behind.
@Suite("Subview order")
struct SubviewOrderTests {
  /// A parent with `count` subviews tagged 0..<count, back to front.
  private func parent(with count: Int) -> (parent: View, views: [View]) {
    let parent = View()
    let views = (0..<count).map { number in
      let view = View()
      view.tag = number
      return view
    }
    for view in views { try! parent.addSubview(view) }
    return (parent, views)
  }

  private func tags(_ view: View) -> [Int] { view.subviews.map(\.tag) }

  /// UIKit's idiom `subviews.forEach { $0.removeFromSuperview() }`: every subview goes, from
  /// index 0 (the back) up, while the loop walks a copy of `subviews`.
  @Test func removingEverySubviewFrontFirst() {
    let (parent, views) = parent(with: 100)
    for view in parent.subviews { view.removeFromSuperview() }
    #expect(parent.subviews.isEmpty)
    #expect(views.allSatisfy { $0.superview == nil })
    try! parent.addSubview(views[42])
    #expect(tags(parent) == [42])
  }

  /// Removing the back half one by one, then reading, then adding: order and indices hold.
  @Test func removingTheBackHalfThenAdding() throws {
    let (parent, views) = parent(with: 10)
    for view in views.prefix(6) { view.removeFromSuperview() }
    #expect(tags(parent) == [6, 7, 8, 9])
    try parent.addSubview(views[0])
    try parent.insertSubview(views[1], at: 2)
    #expect(tags(parent) == [6, 7, 1, 8, 9, 0])
    #expect(views[8].pathDescription == "View.subviews[3] (View)")
  }

  /// Sending many views to the back one after another puts the last one sent furthest back.
  @Test func sendingToBackRepeatedly() {
    let (parent, views) = parent(with: 20)
    for view in views[10...] { parent.sendSubviewToBack(view) }
    #expect(tags(parent) == Array((10..<20).reversed()) + Array(0..<10))
    parent.bringSubviewToFront(views[19])
    parent.sendSubviewToBack(views[0])
    #expect(tags(parent) == [0] + Array((10..<19).reversed()) + Array(1..<10) + [19])
  }

  /// Inserting at 0 many times, mixed with removals from the middle.
  @Test func insertingAtZeroAmongRemovals() throws {
    let (parent, views) = parent(with: 3)
    var extra: [View] = []
    for number in 100..<120 {
      let view = View()
      view.tag = number
      extra.append(view)
      try parent.insertSubview(view, at: 0)
      if number % 5 == 4 { extra[extra.count - 3].removeFromSuperview() }
    }
    // Inserted 100...119 at the back each time; 102, 107, 112, 117 were removed two steps later.
    let inserted = (100..<120).reversed().filter { ![102, 107, 112, 117].contains($0) }
    #expect(tags(parent) == inserted + [0, 1, 2])
    try parent.exchangeSubview(at: 0, withSubviewAt: parent.subviews.count - 1)
    #expect(tags(parent).first == 2 && tags(parent).last == 119)
    withExtendedLifetime(views) {}
  }

  /// Moving a view to another parent takes it out of the first one's order without a trace.
  @Test func movingBetweenParentsAfterReordering() throws {
    let (first, views) = parent(with: 6)
    let second = View()
    first.bringSubviewToFront(views[1])
    first.sendSubviewToBack(views[4])
    try second.addSubview(views[0])
    try second.insertSubview(views[1], at: 0)
    #expect(tags(first) == [4, 2, 3, 5])
    #expect(tags(second) == [1, 0])
    try first.insertSubview(views[0], aboveSubview: views[2])
    try first.insertSubview(views[1], belowSubview: views[4])
    #expect(tags(first) == [1, 4, 2, 0, 3, 5])
    #expect(second.subviews.isEmpty)
  }

  /// A seeded run of random edits against a plain array that applies UIKit's documented rules.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomEditsMatchAPlainArray(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let (parent, views) = parent(with: 0)
    let pool = (0..<40).map { number in
      let view = View()
      view.tag = number
      return view
    }
    var model: [Int] = []
    for _ in 0..<2_000 {
      let view = pool[Int.random(in: 0..<pool.count, using: &rng)]
      let isChild = model.contains(view.tag)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0:
        try parent.addSubview(view)
        model.removeAll { $0 == view.tag }
        model.append(view.tag)
      case 1:
        let count = model.count - (isChild ? 1 : 0)
        let index = Int.random(in: 0...count, using: &rng)
        try parent.insertSubview(view, at: index)
        model.removeAll { $0 == view.tag }
        model.insert(view.tag, at: index)
      case 2:
        view.removeFromSuperview()
        model.removeAll { $0 == view.tag }
      case 3:
        parent.bringSubviewToFront(view)
        if isChild {
          model.removeAll { $0 == view.tag }
          model.append(view.tag)
        }
      case 4:
        parent.sendSubviewToBack(view)
        if isChild {
          model.removeAll { $0 == view.tag }
          model.insert(view.tag, at: 0)
        }
      default:
        try parent.insertSubview(view, at: 0)
        model.removeAll { $0 == view.tag }
        model.insert(view.tag, at: 0)
      }
      // Reading only now and then lets placeholders pile up between reads.
      if Int.random(in: 0..<10, using: &rng) == 0 {
        #expect(tags(parent) == model, "seed \(seed)")
      }
    }
    #expect(tags(parent) == model, "seed \(seed)")
    for (index, view) in parent.subviews.enumerated() {
      #expect(view.pathDescription == "View.subviews[\(index)] (View)")
    }
    withExtendedLifetime(views) {}
  }
}
