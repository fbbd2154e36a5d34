// Rows showing that what grows with its input grows linearly: each runs a size and four times it in
// the same process and compares the cost per unit. Key for `--only`: growth.
import Foundation
import Shelter
import ShelterCLI

/// The CPU time of one `shelter` run reading `input` as `-`, in nanoseconds (median of three); the
/// output is counted, not kept. `status` is the exit status expected (1 for a check that finds
/// violations).
private func commandTime(_ arguments: [String], input: [UInt8], status expected: Int32 = 0) -> Double {
  measure(units: 1, repetitions: 3, warmUp: false) {
    final class Sink: @unchecked Sendable { var bytes = 0 }
    let sink = Sink()
    let tool = CommandLineTool(
      output: { sink.bytes += $0.utf8.count }, errors: { _ in }, input: { input })
    let status = tool.run(arguments)
    precondition(status == expected, "shelter \(arguments.joined(separator: " ")) exited \(status)")
    blackHole(sink.bytes)
  }
}

/// One row: the cost per unit at `large` (four times `small`) against the cost at `small`. Linear
/// growth keeps the ratio near 1; four times the input in at most five times the time is 1.25.
@MainActor func reportGrowth(
  _ name: String, unit: String, sizes: (small: Int, large: Int), _ time: (Int) -> Double
) {
  let small = time(sizes.small) / Double(sizes.small)
  let large = time(sizes.large) / Double(sizes.large)
  report(
    Row(
      name: name, size: "\(grouped(sizes.large)) \(unit)", time: duration(large) + "/\(unit.dropLast())",
      baseline: "\(grouped(sizes.small)) \(unit) " + duration(small) + "/\(unit.dropLast())",
      ratio: String(format: "%.2fx", large / small), target: "≤ 1.25x (×4 input, ≤ ×5 time)",
      met: large / small <= 1.25))
}

/// The login form with `count` keyboard steps, shows and hides in turn.
private func keyboardSteps(_ count: Int) -> [UInt8] {
  let steps = (0..<count).map {
    $0 % 2 == 0 ? #"{"keyboard": "show", "height": 336}"# : #"{"keyboard": "hide"}"#
  }
  return Array(
    """
    {"format": "shelter-fixture/1", "name": "login", "screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]},
     "window": {"controller": {"id": "login", "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
       {"id": "email", "kind": "textField", "frame": [20, 560, 350, 44]},
       {"id": "password", "kind": "textField", "frame": [20, 620, 350, 44], "isFirstResponder": true}]}}},
     "steps": [\(steps.joined(separator: ","))]}
    """.utf8)
}

/// A dump of `count` windows, each holding one view: every window's controller needs a fresh id.
private func windowsDump(_ count: Int) -> [UInt8] {
  var text = ""
  for index in 0..<count {
    text += "<UIWindow: 0x\(String(0x1000 + index, radix: 16)); frame = (0 0; 390 844)>\n"
    text += "   | <UIView: 0x\(String(0x100000 + index, radix: 16)); frame = (0 0; 390 844)>\n"
  }
  return Array(text.utf8)
}

/// `depth` scroll views each inside the last, a field in the innermost; focus, show, hide.
private func nestedScrollViews(_ depth: Int) -> [UInt8] {
  var text = #"{"format": "shelter-fixture/1", "screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]}, "#
  text +=
    #""window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": ["#
  for level in 0..<depth {
    text +=
      #"{"id": "s\#(level)", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 1000], "subviews": ["#
  }
  text += #"{"id": "f", "kind": "textField", "frame": [20, 500, 300, 44]}"#
  text += String(repeating: "]}", count: depth)
  text += #"]}}}, "steps": [{"focus": "f"}, {"keyboard": "show", "height": 336}, {"keyboard": "hide"}]}"#
  return Array(text.utf8)
}

/// `depth` page sheets each presented over the last, a field in the innermost; focus, show, hide.
private func nestedSheets(_ depth: Int) -> [UInt8] {
  var text = #"{"format": "shelter-fixture/1", "screen": {"size": [390, 844], "device": "iphone-15"}, "#
  text +=
    #""window": {"controller": {"id": "c", "view": {"id": "root", "frame": [0, 0, 390, 844], "subviews": ["#
  for level in 0..<depth {
    text += #"{"controller": {"id": "c\#(level)", "modalPresentationStyle": "pageSheet", "view": "#
    text += #"{"id": "v\#(level)", "frame": [0, 0, 390, 844], "subviews": ["#
  }
  text += #"{"id": "f", "kind": "textField", "frame": [20, 500, 300, 44]}"#
  text += String(repeating: "]}}}", count: depth)
  text += #"]}}}, "steps": [{"focus": "f"}, {"keyboard": "show", "height": 336}, {"keyboard": "hide"}]}"#
  return Array(text.utf8)
}

/// A screen header and `steps` in a fixture whose root view holds `subviews` (JSON objects) and
/// carries `constraints` (JSON strings); the controller's `avoidance` when given.
private func fixture(
  subviews: String, constraints: String = "", avoidance: String? = nil, steps: [String]
) -> [UInt8] {
  var text = #"{"format": "shelter-fixture/1", "screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]}, "#
  text += #""window": {"controller": {"id": "c", "#
  if let avoidance { text += #""avoidance": \#(avoidance), "# }
  text += #""view": {"id": "root", "frame": [0, 0, 390, 844], "constraints": [\#(constraints)], "#
  text += #""subviews": [\#(subviews)]}}}, "steps": [\#(steps.joined(separator: ","))]}"#
  return Array(text.utf8)
}

/// Two fields in a scroll view and `count` steps that go round focusing the first, showing the
/// keyboard, moving to the second and hiding it: every policy has a scroll view and a root to move.
private func formSteps(_ count: Int) -> [UInt8] {
  let cycle = [
    #"{"focus": "a"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"focus": "b"}"#,
    #"{"keyboard": "hide"}"#,
  ]
  return fixture(
    subviews: #"{"id": "s", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 1000], "#
      + #""subviews": [{"id": "a", "kind": "textField", "frame": [20, 560, 350, 44]}, "#
      + #"{"id": "b", "kind": "textField", "frame": [20, 620, 350, 44]}]}"#,
    steps: (0..<count).map { cycle[$0 % 4] })
}

/// A message bar pinned to the safe area's bottom by the constraint `bottom-constraint` lifts: its
/// field focused, then the keyboard shown and hidden in turn, `count` steps in all.
private func barSteps(_ count: Int) -> [UInt8] {
  fixture(
    subviews: #"{"id": "bar", "kind": "view", "translatesAutoresizingMaskIntoConstraints": false, "#
      + #""subviews": [{"id": "message", "kind": "textField", "frame": [16, 6, 358, 36]}]}"#,
    constraints: #""bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 56", "#
      + #"{"id": "barBottom", "constraint": "bar.bottom == root.safeAreaLayoutGuide.bottom"}"#,
    avoidance: #"{"keyboardConstraint": "barBottom"}"#,
    steps: [#"{"focus": "message"}"#]
      + (1..<count).map { $0 % 2 == 1 ? #"{"keyboard": "show", "height": 336}"# : #"{"keyboard": "hide"}"# })
}

/// A field low on the screen that nothing moves (`--policy none`): focused, then the keyboard shown
/// and hidden `violations` times, so it is covered at each show, one violation each.
private func coveredSteps(_ violations: Int) -> [UInt8] {
  fixture(
    subviews: #"{"id": "f", "kind": "textField", "frame": [20, 700, 350, 44]}"#,
    steps: [#"{"focus": "f"}"#]
      + (0..<violations).flatMap { _ in [#"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#] })
}

/// The keyboard over the first of `count` fields, focused, shown and hidden: the layout rules judge
/// every field at the load and after each step.
private let fieldSteps = [
  #"{"focus": "f0"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#,
]

/// A form of `count` fields side by side in one scroll view, 52 points apart.
private func flatForm(_ count: Int) -> [UInt8] {
  let fields = (0..<count).map {
    #"{"id": "f\#($0)", "kind": "textField", "frame": [20, \#(20 + 52 * $0), 350, 44]}"#
  }
  return fixture(
    subviews:
      #"{"id": "s", "kind": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [390, \#(40 + 52 * count)], "#
      + #""subviews": [\#(fields.joined(separator: ","))]}"#,
    steps: fieldSteps)
}

/// A form of `count` groups each inside the last, a field in each: the first field outermost. The
/// fields overlap, so the innermost, drawn above the rest, is the one focused.
private func nestedForm(_ count: Int) -> [UInt8] {
  var text = ""
  for level in 0..<count {
    text += #"{"id": "g\#(level)", "frame": [0, 0, 390, 844], "subviews": ["#
    text += #"{"id": "f\#(level)", "kind": "textField", "frame": [20, 100, 350, 44]}"#
    if level < count - 1 { text += "," }
  }
  text += String(repeating: "]}", count: count)
  let focused = #"{"focus": "f\#(count - 1)"}"#
  return fixture(subviews: text, steps: [focused] + fieldSteps.dropFirst())
}

/// `count` views pinned one below the other by constraints (leading, trailing, height, top: four
/// each), the first a field that is focused; the keyboard shows and hides. `bottomUp` writes the
/// constraints last view first, which must not change the cost.
private func constraintChain(_ count: Int, bottomUp: Bool = false) -> [UInt8] {
  var constraints: [String] = []
  var views: [String] = []
  for index in 0..<count {
    constraints += [
      #""v\#(index).leading == root.leading + 16""#, #""v\#(index).trailing == root.trailing - 16""#,
      #""v\#(index).height == 44""#,
      index == 0 ? #""v0.top == root.top + 8""# : #""v\#(index).top == v\#(index - 1).bottom + 8""#,
    ]
    views.append(
      #"{"id": "v\#(index)", "kind": "\#(index == 0 ? "textField" : "view")", "translatesAutoresizingMaskIntoConstraints": false}"#
    )
  }
  if bottomUp { constraints.reverse() }
  return fixture(
    subviews: views.joined(separator: ","), constraints: constraints.joined(separator: ","),
    steps: [#"{"focus": "v0"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#])
}

/// `count` views each inside the last, each pinned 1 point in from its superview's top and
/// leading edge and 300 × 40 (four constraints each, all held by the root); the innermost is a
/// field, focused; the keyboard shows and hides.
private func nestedConstraints(_ count: Int) -> [UInt8] {
  var constraints: [String] = []
  var text = ""
  for index in 0..<count {
    let parent = index == 0 ? "root" : "n\(index - 1)"
    constraints += [
      #""n\#(index).top == \#(parent).top + 1""#, #""n\#(index).leading == \#(parent).leading + 1""#,
      #""n\#(index).width == 300""#, #""n\#(index).height == 40""#,
    ]
    let kind = index == count - 1 ? "textField" : "view"
    text += #"{"id": "n\#(index)", "kind": "\#(kind)", "translatesAutoresizingMaskIntoConstraints": false"#
    text += index == count - 1 ? "}" : #", "subviews": ["#
  }
  text += String(repeating: "]}", count: count - 1)
  return fixture(
    subviews: text, constraints: constraints.joined(separator: ","),
    steps: [
      #"{"focus": "n\#(count - 1)"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#,
    ])
}

/// An inequality cycle of `count` views: each at least 1 point right of the one before, the first
/// at least the last's leading minus 2·count, each wanting 5·index at priority 250, 10 × 10 at the
/// root's top; the first is a field, focused; the keyboard shows and hides.
private func inequalityCycle(_ count: Int) -> [UInt8] {
  var constraints: [String] = []
  var views: [String] = []
  for index in 0..<count {
    let before = index == 0 ? "v\(count - 1).leading - \(2 * count)" : "v\(index - 1).leading + 1"
    constraints += [
      #""v\#(index).leading >= \#(before)""#, #""v\#(index).leading == root.leading + \#(5 * index) @250""#,
      #""v\#(index).top == root.top""#, #""v\#(index).width == 10""#, #""v\#(index).height == 10""#,
    ]
    views.append(
      #"{"id": "v\#(index)", "kind": "\#(index == 0 ? "textField" : "view")", "translatesAutoresizingMaskIntoConstraints": false}"#
    )
  }
  return fixture(
    subviews: views.joined(separator: ","), constraints: constraints.joined(separator: ","),
    steps: [#"{"focus": "v0"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#])
}

/// A square grid of `count` views (a square number), each 10 × 10 and 2 points right of
/// its left neighbour and below the one above (four constraints each); the first is a field,
/// focused; the keyboard shows and hides.
private func constraintGrid(_ count: Int) -> [UInt8] {
  let side = max(1, Int(Double(count).squareRoot()))
  var constraints: [String] = []
  var views: [String] = []
  for row in 0..<side {
    for column in 0..<side {
      let id = "g\(row)_\(column)"
      let left = column == 0 ? "root.leading" : "g\(row)_\(column - 1).trailing"
      let above = row == 0 ? "root.top" : "g\(row - 1)_\(column).bottom"
      constraints += [
        #""\#(id).leading == \#(left) + 2""#, #""\#(id).top == \#(above) + 2""#,
        #""\#(id).width == 10""#, #""\#(id).height == 10""#,
      ]
      let kind = row == 0 && column == 0 ? "textField" : "view"
      views.append(
        #"{"id": "\#(id)", "kind": "\#(kind)", "translatesAutoresizingMaskIntoConstraints": false}"#)
    }
  }
  return fixture(
    subviews: views.joined(separator: ","), constraints: constraints.joined(separator: ","),
    steps: [#"{"focus": "g0_0"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#])
}

/// A vertical stack view pinned to the root's top and sides, arranging `count` views 34 points
/// tall (the first a field, focused); the keyboard shows and hides. A `distribution` other than
/// fill gives the views intrinsic heights 34 to 38 in turn, so equal filling or spacing moves them.
private func stackOf(_ count: Int, distribution: String? = nil) -> [UInt8] {
  let views = (0..<count).map {
    #"{"id": "v\#($0)", "kind": "\#($0 == 0 ? "textField" : "label")", "translatesAutoresizingMaskIntoConstraints": false, "intrinsicContentSize": [-1, \#(distribution == nil ? 34 : 34 + $0 % 5)]}"#
  }
  let distributed = distribution.map { #""distribution": "\#($0)", "# } ?? ""
  return fixture(
    subviews: #"{"id": "st", "kind": "stackView", "axis": "vertical", "spacing": 8, "# + distributed
      + #""translatesAutoresizingMaskIntoConstraints": false, "subviews": [\#(views.joined(separator: ","))]}"#,
    constraints:
      #""st.top == root.top + 8", "st.leading == root.leading + 16", "st.trailing == root.trailing - 16""#,
    steps: [#"{"focus": "v0"}"#, #"{"keyboard": "show", "height": 336}"#, #"{"keyboard": "hide"}"#])
}

/// A log of `messages` "Unable to simultaneously satisfy constraints." messages, each of four
/// constraints between its own label and view (a label 400 wide between margins of a view 390
/// wide) and one of them UIKit's encapsulated width, so every message has the same identifier.
private func constraintLog(_ messages: Int) -> [UInt8] {
  var text = ""
  for n in 0..<messages {
    let view = String(0x7f80_0000_0000 + n * 0x100, radix: 16)
    let label = String(0x7f90_0000_0000 + n * 0x100, radix: 16)
    text += """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000\(n)a UILabel:0x\(label).leading == UIView:0x\(view).leading + 16   (active)>",
          "<NSLayoutConstraint:0x6000\(n)b UILabel:0x\(label).trailing == UIView:0x\(view).trailing - 16   (active)>",
          "<NSLayoutConstraint:0x6000\(n)c UILabel:0x\(label).width == 400   (active)>",
          "<NSLayoutConstraint:0x6000\(n)d 'UIView-Encapsulated-Layout-Width' UIView:0x\(view).width == 390   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x6000\(n)c UILabel:0x\(label).width == 400   (active)>


      """
  }
  return Array(text.utf8)
}

/// One message of `count` constraints that cannot all hold: each view's leading edge 1 point right
/// of the last one's, and the last view's back on the first's.
private func chainMessage(_ count: Int) -> [UInt8] {
  func view(_ index: Int) -> String { "UIView:0x" + String(0x7f80_0000 + index * 0x10, radix: 16) }
  var lines: [String] = []
  for index in 0..<count - 1 {
    lines.append(
      #"    "<NSLayoutConstraint:0x6000\#(index)a \#(view(index + 1)).leading == \#(view(index)).leading + 1   (active)>","#
    )
  }
  let closing = "<NSLayoutConstraint:0x6000ffff \(view(count - 1)).leading == \(view(0)).leading   (active)>"
  lines.append("    \"\(closing)\"")
  let text =
    "Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: "\n")
    + "\n)\n\nWill attempt to recover by breaking constraint \n\(closing)\n"
  return Array(text.utf8)
}

/// `count` windows, each a controller whose view holds one field, stacked on one screen.
private func windowsFixture(_ count: Int) -> [UInt8] {
  let windows = (0..<count).map {
    #"{"frame": [0, 0, 390, 844], "controller": {"id": "c\#($0)", "view": {"id": "v\#($0)", "frame": [0, 0, 390, 844], "#
      + #""subviews": [{"id": "f\#($0)", "kind": "textField", "frame": [20, 500, 350, 44]}]}}}"#
  }
  let text =
    #"{"format": "shelter-fixture/1", "screen": {"size": [390, 844], "safeArea": [47, 0, 34, 0]}, "windows": ["#
    + windows.joined(separator: ",") + #"], "steps": [{"focus": "f0"}, {"keyboard": "show", "height": 336}]}"#
  return Array(text.utf8)
}

@MainActor func runGrowthBenchmarks() {
  let scale = quick ? 1 : 2
  if runs("growth") { runCommandGrowth(scale: scale) }
  // Their own key, so `--only growth-constraints` (or `--only constraints`) times the solver's
  // shapes alone.
  if runs("growth-constraints") { runConstraintGrowth(scale: scale) }
}

/// The growth rows of the commands over screens without constraints and over logs.
@MainActor private func runCommandGrowth(scale: Int) {
  reportGrowth("render --animate, keyboard steps", unit: "steps", sizes: (100 * scale, 400 * scale)) {
    commandTime(["render", "-", "--animate"], input: keyboardSteps($0))
  }
  reportGrowth("simulate (text report), keyboard steps", unit: "steps", sizes: (1_000 * scale, 4_000 * scale))
  {
    commandTime(["simulate", "-"], input: keyboardSteps($0))
  }
  reportGrowth("import, one view per window", unit: "windows", sizes: (2_000 * scale, 8_000 * scale)) {
    commandTime(["import", "-"], input: windowsDump($0))
  }
  reportGrowth("simulate, nested scroll views", unit: "levels", sizes: (500 * scale, 2_000 * scale)) {
    commandTime(["simulate", "-"], input: nestedScrollViews($0))
  }
  reportGrowth("simulate, nested page sheets", unit: "levels", sizes: (500 * scale, 2_000 * scale)) {
    commandTime(["simulate", "-"], input: nestedSheets($0))
  }
  // Each policy on a long scenario; all but Shelter's leave the second field where it wandered or
  // not restored, so their checks find violations (status 1).
  for (policy, status) in [
    ("shelter", Int32(0)), ("iqkeyboardmanager", 1), ("tpkeyboardavoiding", 1), ("recipe1", 1),
    ("apple-sample", 1),
  ] {
    reportGrowth("check --policy \(policy), form steps", unit: "steps", sizes: (1_000 * scale, 4_000 * scale))
    {
      commandTime(["check", "-", "--policy", policy], input: formSteps($0), status: status)
    }
  }
  reportGrowth(
    "check --policy bottom-constraint, bar steps", unit: "steps", sizes: (1_000 * scale, 4_000 * scale)
  ) {
    commandTime(["check", "-", "--policy", "bottom-constraint"], input: barSteps($0))
  }
  reportGrowth("check (layout rules), flat form", unit: "fields", sizes: (1_000 * scale, 4_000 * scale)) {
    commandTime(["check", "-"], input: flatForm($0))
  }
  reportGrowth("check (layout rules), nested form", unit: "fields", sizes: (500 * scale, 2_000 * scale)) {
    commandTime(["check", "-"], input: nestedForm($0))
  }
  reportGrowth("check (layout rules), one window each", unit: "windows", sizes: (250 * scale, 1_000 * scale))
  {
    commandTime(["check", "-"], input: windowsFixture($0))
  }
  // One job: the time measured is this thread's, and the two runs would otherwise go to workers.
  reportGrowth(
    "check --device iphone-15, one window each", unit: "windows", sizes: (250 * scale, 1_000 * scale)
  ) {
    commandTime(["check", "-", "--device", "iphone-15", "--jobs", "1"], input: windowsFixture($0))
  }
  reportGrowth("check --policy none, text report", unit: "violations", sizes: (500 * scale, 2_000 * scale)) {
    commandTime(["check", "-", "--policy", "none"], input: coveredSteps($0), status: 1)
  }
  reportGrowth("check --policy none --junit -", unit: "violations", sizes: (500 * scale, 2_000 * scale)) {
    commandTime(["check", "-", "--policy", "none", "--junit", "-"], input: coveredSteps($0), status: 1)
  }
  let html = FileManager.default.temporaryDirectory.appendingPathComponent("shelter-growth-\(getpid())").path
  reportGrowth("check --policy none --html DIR", unit: "violations", sizes: (50 * scale, 200 * scale)) {
    commandTime(["check", "-", "--policy", "none", "--html", html], input: coveredSteps($0), status: 1)
  }
  try? FileManager.default.removeItem(atPath: html)
  reportGrowth(
    "explain, four-constraint messages", unit: "constraints", sizes: (2_000 * scale, 8_000 * scale)
  ) {
    commandTime(["explain", "-"], input: constraintLog($0 / 4))
  }
  reportGrowth("explain -o - (log to fixture)", unit: "constraints", sizes: (2_000 * scale, 8_000 * scale)) {
    commandTime(["explain", "-", "-o", "-"], input: constraintLog($0 / 4))
  }
}

/// The growth rows of Auto Layout: every shape of constraints at a size and four times it.
@MainActor private func runConstraintGrowth(scale: Int) {
  reportGrowth("explain, one message of a chain", unit: "constraints", sizes: (20 * scale, 80 * scale)) {
    commandTime(["explain", "-"], input: chainMessage($0))
  }
  // Each row: its name, the command, its unit, the smaller size (the larger is four times it) and
  // the screen of that size.
  let rows: [(String, String, String, Int, (Int) -> [UInt8])] = [
    ("simulate, chain of constraints", "simulate", "constraints", 200 * scale, { constraintChain($0 / 4) }),
    (
      "simulate, chain of constraints written bottom-up", "simulate", "constraints", 200 * scale,
      { constraintChain($0 / 4, bottomUp: true) }
    ),
    ("responder, chain of constraints", "responder", "constraints", 200 * scale, { constraintChain($0 / 4) }),
    ("simulate, stack view", "simulate", "subviews", 50 * scale, { stackOf($0) }),
    ("simulate, stack view (large)", "simulate", "subviews", 250 * scale, { stackOf($0) }),
    (
      "simulate, stack view, fillEqually", "simulate", "subviews", 25 * scale,
      { stackOf($0, distribution: "fillEqually") }
    ),
    (
      "simulate, stack view, equalSpacing", "simulate", "subviews", 125 * scale,
      { stackOf($0, distribution: "equalSpacing") }
    ),
    (
      "simulate, stack view, equalCentering", "simulate", "subviews", 125 * scale,
      { stackOf($0, distribution: "equalCentering") }
    ),
    ("simulate, inequality cycle", "simulate", "constraints", 625 * scale, { inequalityCycle($0 / 5) }),
    (
      "simulate, chain of constraints (large)", "simulate", "constraints", 2_000 * scale,
      { constraintChain($0 / 4) }
    ),
    (
      "simulate, chain written bottom-up (large)", "simulate", "constraints", 2_000 * scale,
      { constraintChain($0 / 4, bottomUp: true) }
    ),
    (
      "simulate, constraints nested deep", "simulate", "constraints", 200 * scale,
      { nestedConstraints($0 / 4) }
    ),
    (
      "simulate, grid of constraints", "simulate", "constraints", 1_024 * scale * scale,
      { constraintGrid($0 / 4) }
    ),
  ]
  for (name, command, unit, size, screen) in rows {
    reportGrowth(name, unit: unit, sizes: (size, 4 * size)) {
      commandTime([command, "-"], input: screen($0))
    }
  }
}
