import ShelterCLI
import Testing

/// A layout pass whose solver stops short, here on a product of multipliers past ±1e300, stops a
/// command with status 2 and a message naming the constraints, as a frame past ±1e9 does.
@Suite struct SolverFailureCommandTests {
  /// Views a0…a(count−1) at the root's corner, 10 tall, each `a(i).width == 1e9 * a(i+1).width`
  /// and the last 0 wide: every width is 0 · 1e9^k = 0, so no frame leaves ±1e9, but a width's
  /// definition over the one k links further carries the product 1e9^k.
  func chain(_ count: Int) -> [UInt8] {
    var constraints: [String] = []
    for i in 0..<count - 1 { constraints.append("\"a\(i).width == 1000000000 * a\(i + 1).width\"") }
    for i in 0..<count {
      constraints += [
        "\"a\(i).leading == root.leading\"", "\"a\(i).top == root.top\"", "\"a\(i).height == 10\"",
      ]
    }
    constraints.append("\"a\(count - 1).width == 0\"")
    let views = (0..<count).map {
      "{\"id\": \"a\($0)\", \"kind\": \"view\", \"translatesAutoresizingMaskIntoConstraints\": false}"
    }
    let text = """
      {"format": "shelter-fixture/1", "name": "products", "screen": {"size": [390, 844]},
       "window": {"controller": {"id": "ctl", "view": {"id": "root", "kind": "view", "frame": [0, 0, 390, 844],
        "constraints": [\(constraints.joined(separator: ", "))],
        "subviews": [\(views.joined(separator: ", "))]}}}}
      """
    return Array(text.utf8)
  }

  /// The link `a(k).width == 1000000000 * a(k+1).width` as a message names it, or `nil`.
  func link(_ name: String) -> Int? {
    guard name.hasPrefix("a"), let dot = name.firstIndex(of: "."),
      let k = Int(name[name.index(after: name.startIndex)..<dot])
    else { return nil }
    return name == "a\(k).width == 1000000000 * a\(k + 1).width" ? k : nil
  }

  @Test func aProductPastTheSolversBoundAtLoadIsBadInput() {
    // 40 views, 39 links: the product along the whole chain is 1e9^39 = 1e351, past ±1e300 (and
    // past a Double's 1.8e308). Before, the solver refused the link that needed it as a conflict
    // of its own and the pass went on with that link broken: status 0.
    let run = ToolRun(["simulate", "-"], input: chain(40))
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let marker = ": layout stopped: a product of multipliers passes ±1e300, in "
    #expect(run.errors.hasPrefix("shelter simulate: "))
    guard let found = run.errors.range(of: marker) else {
      Issue.record("no solver failure in \(run.errors)")
      return
    }
    let named = run.errors[found.upperBound...].dropLast().components(separatedBy: ", ")
    let links = named.map(link)
    // Every constraint named is a link of the chain (no pin, no implicit `width >= 0`).
    #expect(!links.isEmpty && links.allSatisfy { $0 != nil })
    // The first is the link under way: the first 33 links multiply to at most 1e9^33 = 1e297,
    // within ±1e300, so the link that failed is the 34th (k = 33) or a later one.
    #expect((links.first ?? nil).map { $0 >= 33 } == true)
    // The path is the node of that link's first view: subviews[k].
    if let k = links.first ?? nil {
      #expect(
        run.errors.hasPrefix(
          "shelter simulate: (standard input): window.controller.view.subviews[\(k)]" + marker))
    }
  }

  @Test func productsWithinTheBoundLoad() {
    // 34 views, 33 links: the largest product is 1e9^33 = 1e297, within ±1e300; every width is 0.
    let run = ToolRun(["responder", "-", "--json"], input: chain(34))
    #expect(run.errors.isEmpty)
    // No first responder (status 1), and no error.
    #expect(run.status == 1)
  }
}
