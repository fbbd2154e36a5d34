package import ShelterFixtures
import ShelterGeometry
import ShelterValues
import ShelterViews

extension LogAnalysis {
  /// The fixture id of each item: its accessibility identifier when it has one (characters the
  /// constraint grammar reserves become `_`), else the lower-camel class and a number, as
  /// `shelter import` names views (`uiLabel1`); a guide's stand-in view is named after its
  /// identifier (`viewSafeAreaLayoutGuide1`).
  package func itemIDs() -> [String] {
    var taken = FreshNames(taken: ["root", "controller"])
    var counts: [String: Int] = [:]
    var ids: [String] = []
    ids.reserveCapacity(items.count)
    for item in items {
      if let identifier = item.accessibilityIdentifier {
        var id = String(identifier.map { ".=<>*@+ \t'\"".contains($0) ? "_" : $0 })
        if id.isEmpty { id = "view" }
        ids.append(taken.fresh(id))
        continue
      }
      var stem = ClassName.idStem(item.className ?? "UIView")
      if item.isGuide, let text = item.text, !text.isEmpty { stem = ClassName.idStem(text) }
      let separator = stem.last.map { $0.isNumber } == true ? "_" : ""
      var n = counts[stem, default: 0]
      var candidate: String
      repeat {
        n += 1
        candidate = stem + separator + String(n)
      } while !taken.take(candidate)
      counts[stem] = n
      ids.append(candidate)
    }
    return ids
  }

  /// A fixture of what was rebuilt: a window and controller whose root view (`root`, the canvas)
  /// holds every item (a guide as a plain view) under the superview the log names, and every
  /// readable constraint but the autoresizing ones, installed on `root` in log order with the
  /// log's identifiers (or `c<index>`) as ids. A view the log shows translating its mask keeps
  /// `translatesAutoresizingMaskIntoConstraints` with the frame and mask its autoresizing
  /// constraints give (unknown parts 0); every other view has it off. `warnings` gets one line for
  /// each constraint the grammar cannot hold.
  package func fixture(
    name: String, entries: [ConstraintLog.Entry], warnings: inout [ConstraintLogWarning]
  ) -> Fixture {
    let size = Size(width: 1000, height: 1000)
    var fixture = Fixture(name: name, screenSize: size)
    let ids = itemIDs()
    // Frames and masks from autoresizing constraints.
    var frames = [Rect](repeating: .zero, count: items.count)
    var translating = [Bool](repeating: false, count: items.count)
    var masks = [AutoresizingMask](repeating: [], count: items.count)
    // A view with an autoresizing constraint no frame can hold (`height == scroll.height - 386`)
    // keeps all of its own as constraints, which ConstraintBreakRule reads as autoresizing by id.
    var relational = Set<Int>()
    for case let r? in rebuilt where r.origin == .autoresizing {
      if r.multiplier != 1 || r.relation != .equal || !(r.second == nil || r.second == .parentOf(r.first)) {
        relational.insert(r.first)
      }
    }
    for (index, rebuilt) in rebuilt.enumerated() {
      guard let r = rebuilt, r.origin == .autoresizing, !relational.contains(r.first) else { continue }
      translating[r.first] = true
      if let mask = entries[index].description?.mask { masks[r.first] = Self.mask(mask) }
      guard r.multiplier == 1, r.relation == .equal else { continue }
      let isConstant = r.second == nil || r.second == .parentOf(r.first)
      guard isConstant else { continue }
      switch r.firstAttribute {
      case .left: frames[r.first].origin.x = r.constant
      case .top: frames[r.first].origin.y = r.constant
      case .width: frames[r.first].size.width = r.constant
      case .height: frames[r.first].size.height = r.constant
      default: break
      }
    }
    // Children lists, then a pre-order walk so parents precede children.
    var children = [[Int]](repeating: [], count: items.count)
    var tops: [Int] = []
    for (index, item) in items.enumerated() {
      if let parent = item.parent { children[parent].append(index) } else { tops.append(index) }
    }
    var nodes: [FixtureNode] = [FixtureNode(id: "controller", role: .controller)]
    var rootNode = FixtureNode(id: "root", kind: .view, frame: Rect(origin: .zero, size: size), parent: 0)
    var stack: [(item: Int, parent: Int)] = tops.reversed().map { ($0, 1) }
    var nodeItems: [Int] = []
    var itemNodes: [FixtureNode] = []
    while let (item, parent) = stack.popLast() {
      var node = FixtureNode(id: ids[item], kind: .view, frame: frames[item], parent: parent)
      node.className = items[item].className ?? "UIView"
      node.translatesAutoresizingMaskIntoConstraints = translating[item]
      node.autoresizingMask = masks[item]
      if let address = items[item].address { node.annotations["address"] = address }
      if items[item].isGuide, let text = items[item].text { node.annotations["guide"] = text }
      let position = 2 + itemNodes.count
      itemNodes.append(node)
      nodeItems.append(item)
      for child in children[item].reversed() { stack.append((child, position)) }
    }
    var parentIDs = [String?](repeating: nil, count: items.count)
    for (index, item) in items.enumerated() { parentIDs[index] = item.parent.map { ids[$0] } }
    var constraintIDs = FreshNames(taken: Set(ids).union(["root", "controller"]))
    var constraints: [FixtureConstraint] = []
    for (index, rebuilt) in rebuilt.enumerated() {
      guard let r = rebuilt, r.origin != .autoresizing || relational.contains(r.first) else { continue }
      let first = ConstraintExpression.Item(id: ids[r.first], attribute: r.firstAttribute)
      var second: ConstraintExpression.Item?
      if let side = r.second, let attribute = r.secondAttribute {
        switch side {
        case .item(let s): second = ConstraintExpression.Item(id: ids[s], attribute: attribute)
        case .parentOf(let child):
          second = ConstraintExpression.Item(id: parentIDs[child] ?? "root", attribute: attribute)
        }
      }
      let expression = ConstraintExpression(
        first: first, relation: r.relation, second: second, multiplier: r.multiplier, constant: r.constant,
        priority: min(max(r.priority, 1), 1000))
      if let problem = expression.problem() {
        warnings.append(
          ConstraintLogWarning(
            line: entries[index].line, kind: .notRebuilt,
            message: "the fixture cannot hold the constraint: \(problem.message) ('\(problem.token)')"))
        continue
      }
      let id = constraintIDs.fresh(
        r.origin == .autoresizing
          ? "NSAutoresizingMaskLayoutConstraint"
          : entries[index].description?.identifier.map { name in
            String(name.map { ".=<>*@+ \t'\"".contains($0) ? "_" : $0 })
          } ?? "c\(index)")
      constraints.append(FixtureConstraint(id: id, expression: expression))
    }
    rootNode.constraints = constraints
    rootNode.translatesAutoresizingMaskIntoConstraints = true
    nodes.append(rootNode)
    nodes.append(contentsOf: itemNodes)
    fixture.nodes = nodes
    return fixture
  }

  /// `h=-&- v=--&` as a mask: the marks are the near margin, the size and the far margin, `&`
  /// flexible.
  static func mask(_ text: String) -> AutoresizingMask {
    var mask: AutoresizingMask = []
    let parts = text.split(separator: " ")
    for part in parts where part.count == 5 {
      let marks = Array(part.dropFirst(2))
      let horizontal = part.hasPrefix("h=")
      let flags: [AutoresizingMask] =
        horizontal
        ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
      for (mark, flag) in zip(marks, flags) where mark == "&" { mask.insert(flag) }
    }
    return mask
  }
}
