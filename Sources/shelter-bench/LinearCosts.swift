// Rows showing that edits cost the same per operation at 1,000 and at 100,000 (cancelling tokens,
// removing observers, reordering and removing subviews), and that whitespace around a JSON value
// costs no memory. Keys for `--only`: tokens, subviews, whitespace.
import Foundation
import Shelter
import ShelterJSON

/// Runs `body` on a fresh setup three times and returns the median time per operation.
///
/// `setUp` is not timed; what it returns is released after the timed part.
private func perOperation<State>(_ operations: Int, setUp: () -> State, _ body: (State) -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<3 {
    let state = setUp()
    let start = cpuNanoseconds()
    body(state)
    samples.append((cpuNanoseconds() - start) / Double(operations))
    blackHole(state)
  }
  return samples.sorted()[1]
}

/// One row comparing the cost per operation at 100,000 with the cost at 1,000.
@MainActor private func reportFlat(_ name: String, unit: String, large: Double, small: Double) {
  report(
    name, size: "100,000 \(unit)", time: large, against: "1,000 \(unit)", small, per: "/op",
    target: "flat: ≥ 0.5x", met: small / large >= 0.5)
}

/// Parents with `count` plain subviews each.
private func parent(withSubviews count: Int) -> (parent: View, subviews: [View]) {
  let parent = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let subviews = (0..<count).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
  for view in subviews { try! parent.addSubview(view) }
  return (parent, subviews)
}

@MainActor func runLinearCostBenchmarks() {
  let sizes = [1_000, 100_000]

  if runs("tokens") {
    // Oldest first is the order that used to scan the whole list on every cancellation.
    let cancel = sizes.map { count in
      perOperation(count) {
        let hub = NotificationHub()
        return (hub, (0..<count).map { _ in hub.addObserver(forName: .keyboardWillShow) { _ in } })
      } _: { hub, tokens in
        for token in tokens { token.cancel() }
        blackHole(hub)
      }
    }
    reportFlat("cancel tokens oldest first", unit: "tokens", large: cancel[1], small: cancel[0])

    final class Observer {}
    let remove = sizes.map { count in
      perOperation(count) {
        let hub = NotificationHub()
        let observers = (0..<count).map { _ in Observer() }
        for observer in observers {
          hub.addObserver(observer, name: .keyboardWillShow) { _, _ in }
          hub.addObserver(observer, name: .keyboardDidShow) { _, _ in }
        }
        return (hub, observers)
      } _: { hub, observers in
        for observer in observers { hub.removeObserver(observer, name: .keyboardWillShow, object: nil) }
      }
    }
    reportFlat(
      "removeObserver(_:name:) oldest first", unit: "observers", large: remove[1], small: remove[0])
  }

  if runs("subviews") {
    // `subviews.forEach { $0.removeFromSuperview() }`: from index 0 up, over a copy.
    let removal = sizes.map { count in
      perOperation(count) {
        parent(withSubviews: count)
      } _: { parent, _ in
        for view in parent.subviews { view.removeFromSuperview() }
      }
    }
    reportFlat("remove every subview from index 0", unit: "subviews", large: removal[1], small: removal[0])
    let total = removal[1] * 100_000
    report(
      Row(
        name: "remove 100,000 subviews from index 0, total", size: "100,000 subviews", time: duration(total),
        baseline: "—", ratio: "—", target: "< 50 ms", met: total < 50e6))

    let insertAtBack = sizes.map { count in
      perOperation(count) {
        (View(), (0..<count).map { _ in View() })
      } _: { parent, views in
        for view in views { try! parent.insertSubview(view, at: 0) }
      }
    }
    reportFlat("insertSubview(_:at: 0)", unit: "subviews", large: insertAtBack[1], small: insertAtBack[0])

    let reorder = sizes.map { count in
      perOperation(2 * count) {
        parent(withSubviews: count)
      } _: { parent, views in
        for view in views { parent.bringSubviewToFront(view) }
        for view in views { parent.sendSubviewToBack(view) }
      }
    }
    reportFlat(
      "bringSubviewToFront, sendSubviewToBack", unit: "subviews", large: reorder[1], small: reorder[0])
  }

  if runs("whitespace") {
    // A fixture-sized value (about 1 MB) with and without many megabytes of line feeds after it.
    var value = "["
    for i in 0..<12_000 {
      if i > 0 { value += ",\n" }
      value += #"{"id":"v\#(i)","frame":[\#(i % 300),\#(i % 800),120.5,44]}"#
    }
    value += "]"
    let plain = Array(value.utf8)
    let padding = quick ? 10_000_000 : 50_000_000
    let padded = plain + [UInt8](repeating: 0x0A, count: padding)
    /// The heap a parsed document keeps, and the time to parse.
    func parse(_ bytes: [UInt8]) -> (bytes: Double, time: Double) {
      var retained: [Double] = []
      var times: [Double] = []
      for _ in 0..<3 {
        let before = heapBytes()
        let start = cpuNanoseconds()
        let document = try! JSONDocument(parsing: bytes)
        times.append(cpuNanoseconds() - start)
        retained.append(heapBytes() - before)
        blackHole(document)
      }
      return (retained.sorted()[1], times.sorted()[1])
    }
    let without = parse(plain)
    let with = parse(padded)
    let megabytes = Double(padding) / 1e6
    report(
      Row(
        name: "parse JSON + \(Int(megabytes)) MB of line feeds, memory kept",
        size: String(format: "%.1f MB value", Double(plain.count) / 1e6),
        time: String(format: "%.2f MB, %.0f MB/s", with.bytes / 1e6, Double(padded.count) * 1e3 / with.time),
        baseline: String(format: "no line feeds %.2f MB", without.bytes / 1e6),
        ratio: ratio(without.bytes, with.bytes), target: "extra ≤ 1% of the line feeds",
        met: with.bytes - without.bytes <= 0.01 * Double(padding)))
  }
}
