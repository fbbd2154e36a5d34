// Rows showing that what grows with its input grows linearly: each runs a size and four times it in
// the same process and compares the cost per unit. Key for `--only`: growth.
import Foundation
import Shelter
import ShelterCLI

/// The CPU time of one `shelter` run reading `input` as `-`, in nanoseconds (median of three); the
/// output is counted, not kept.
private func commandTime(_ arguments: [String], input: [UInt8]) -> Double {
  measure(units: 1, repetitions: 3, warmUp: false) {
    final class Sink: @unchecked Sendable { var bytes = 0 }
    let sink = Sink()
    let tool = CommandLineTool(
      output: { sink.bytes += $0.utf8.count }, errors: { _ in }, input: { input })
    let status = tool.run(arguments)
    precondition(status == 0, "shelter \(arguments.joined(separator: " ")) exited \(status)")
    blackHole(sink.bytes)
  }
}

/// One row: the cost per unit at `large` (four times `small`) against the cost at `small`. Linear
/// growth keeps the ratio near 1; four times the input in at most five times the time is 1.25.
@MainActor private func reportGrowth(
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

@MainActor func runGrowthBenchmarks() {
  guard runs("growth") else { return }
  let scale = quick ? 1 : 2
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
}
