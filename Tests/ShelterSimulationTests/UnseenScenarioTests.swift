import Foundation
import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterSimulation
import Testing

// A screen none of the gallery fixtures has: an iPhone SE (375 × 667, safe-area top 20, no notch)
// with a full-window scroll view (content 1,000 tall, no automatic insets) holding four 40-point
// fields: name 80…120, email 300…340, phone 420…460, address 560…600. Distance 10 (the default).
// A 260-point keyboard's top is 667 − 260 = 407; a 300-point one's 367. The visible top is 20.
//
// The sequence and the least-movement rule worked by hand (lift L, the interval [lo, hi] with
// lo = max(0, maxY + 10 − keyboardTop), hi = minY − 20; the new lift is L clamped into it):
//   0 focus address, no keyboard          L = 0
//   1 show 260: address [600 + 10 − 407 = 203, 540]            0 → 203
//   2 focus phone: [max(0, 470 − 407) = 63, 400]                203 stays (already visible)
//   3 focus name: [0, 80 − 20 = 60]                              203 → 60 (pushed above the top)
//   4 focus email: [0, 280]                                      60 stays
//   5 focus address: [203, 540]                                  60 → 203 (covered again)
//   6 change to 300: [600 + 10 − 367 = 243, 540]                 203 → 243 (grows: only what it needs)
//   7 change back to 260: [203, 540]                             243 stays (shrinks: nothing)
//   8 hide                                                       back to 0 exactly
private let sequence = """
  { "focus": "address" }, { "keyboard": "show", "height": 260 }, { "focus": "phone" },
  { "focus": "name" }, { "focus": "email" }, { "focus": "address" },
  { "keyboard": "change", "height": 300 }, { "keyboard": "change", "height": 260 }, { "keyboard": "hide" }
  """
private let lifts: [Double] = [0, 203, 203, 60, 60, 203, 243, 243, 0]
private let fieldTops: [String: Double] = ["name": 80, "email": 300, "phone": 420, "address": 560]

private func smallPhone(strategy: String, animation: String = "", steps: String = sequence) throws -> Fixture
{
  try Fixture(
    json: """
      {
        "format": "shelter-fixture/1", "name": "small-phone",
        "screen": { "size": [375, 667], "safeArea": [20, 0, 0, 0] },
        "window": { "frame": [0, 0, 375, 667], "controller": { "id": "controller",
          "avoidance": { "strategy": "\(strategy)"\(animation) },
          "view": { "id": "root", "frame": [0, 0, 375, 667], "subviews": [
            { "id": "form", "kind": "scrollView", "frame": [0, 0, 375, 667], "contentSize": [375, 1000],
              "contentInsetAdjustmentBehavior": "never", "subviews": [
                { "id": "name", "kind": "textField", "frame": [20, 80, 335, 40] },
                { "id": "email", "kind": "textField", "frame": [20, 300, 335, 40] },
                { "id": "phone", "kind": "textField", "frame": [20, 420, 335, 40] },
                { "id": "address", "kind": "textField", "frame": [20, 560, 335, 40] }
              ] }
          ] } } },
        "steps": [\(steps)]
      }
      """)
}

private func frame(_ frames: [(id: String, frame: Rect)], _ id: String) -> Rect? {
  frames.first { $0.id == id }?.frame
}

/// The keyboard's curve 7 (docs/animation.md): critically damped, ω₀ = √(1000 / 3), exactly 1 from
/// 0.5 s on.
private func springProgress(_ t: Double) -> Double {
  if t >= 0.5 { return 1 }
  let omega = (1000.0 / 3.0).squareRoot()
  return 1 - exp(-omega * t) * (1 + omega * t)
}

/// Ease-in-out, the cubic Bézier (0, 0) (0.42, 0) (0.58, 1) (1, 1), at the fraction `u` of its
/// duration: x(s) = 3(1 − s)²s·0.42 + 3(1 − s)s²·0.58 + s³ rises from 0 to 1, so s is found by
/// bisection, and the progress is y(s) = 3(1 − s)s² + s³.
private func easeInOut(_ u: Double) -> Double {
  var low = 0.0
  var high = 1.0
  for _ in 0..<60 {
    let s = (low + high) / 2
    let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
    if x < u { low = s } else { high = s }
  }
  let s = (low + high) / 2
  return 3 * (1 - s) * s * s + s * s * s
}

@Suite("Unseen scenarios: least movement on a new focus sequence")
struct UnseenLeastMovementTests {
  /// Every strategy shows each field where the lift puts it: `minY − lift`, after every step.
  @Test(arguments: ["transform", "frame", "scroll"])
  func everyStepIsTheClampOfTheOneBefore(strategy: String) throws {
    let snapshots = try Simulation(fixture: smallPhone(strategy: strategy)).run()
    #expect(snapshots.count == lifts.count + 1)
    for (index, lift) in lifts.enumerated() {
      for (id, top) in fieldTops {
        let field = try #require(frame(snapshots[index + 1].frames, id))
        #expect(field.minY == top - lift, "\(strategy), step \(index), \(id)")
        #expect(field.minX == 20 && field.size == Size(width: 335, height: 40))
      }
    }
  }

  /// What each strategy moved to get there: the root's transform, the root's centre, or the scroll
  /// view's content offset (with its bottom inset the keyboard's overlap plus the distance).
  @Test func eachStrategyMovesItsOwnView() throws {
    let byTransform = try Simulation(fixture: smallPhone(strategy: "transform")).run()
    let byFrame = try Simulation(fixture: smallPhone(strategy: "frame")).run()
    let byScroll = try Simulation(fixture: smallPhone(strategy: "scroll")).run()
    for (index, lift) in lifts.enumerated() {
      let root = Rect(x: 0, y: -lift, width: 375, height: 667)
      #expect(frame(byTransform[index + 1].frames, "root") == root)
      #expect(frame(byFrame[index + 1].frames, "root") == root)
      #expect(frame(byScroll[index + 1].frames, "root") == Rect(x: 0, y: 0, width: 375, height: 667))
      #expect(frame(byScroll[index + 1].frames, "form") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
  }
}

@Suite("Unseen scenarios: presentation frames at the samples")
struct UnseenPresentationTests {
  /// Step `index`'s timeline (counted from 0) at 20 samples a second, whose k-th sample is at k / 20 s.
  private static func timeline(_ fixture: Fixture, step index: Int) throws -> [TimelineSample] {
    let timeline = try #require(
      try Simulation(fixture: fixture, samplesPerSecond: 20).run()[index + 1].timeline)
    for (k, sample) in timeline.enumerated() { #expect(abs(sample.time - Double(k) / 20) < 1e-9) }
    return timeline
  }

  /// Step 1: the 260-point keyboard on curve 7 (0.25 s asked, 0.5 s moved), the lift of 203 riding
  /// it. Sampled at 20 a second: 0, 0.05 … 0.5, the last the first at or after the spring's end.
  @Test(arguments: ["transform", "frame", "scroll"])
  func theKeyboardsSpring(strategy: String) throws {
    let timeline = try Self.timeline(smallPhone(strategy: strategy), step: 1)
    #expect(timeline.count == 11)
    for (k, sample) in timeline.enumerated() {
      let p = springProgress(Double(k) / 20)
      if k == 0 {
        #expect(sample.keyboardFrame == nil)
      } else {
        let keyboard = try #require(sample.keyboardFrame)
        #expect(abs(keyboard.minY - (667 - 260 * p)) < 1e-6, "\(strategy) at \(sample.time)")
        #expect(keyboard.height == 260 && keyboard.width == 375 && keyboard.minX == 0)
      }
      let address = try #require(frame(sample.frames, "address"))
      #expect(abs(address.minY - (560 - 203 * p)) < 1e-6, "\(strategy) at \(sample.time)")
    }
    #expect(timeline.last?.keyboardFrame == Rect(x: 0, y: 407, width: 375, height: 260))
  }

  /// Step 3: the switch to `name` moves the content down 143 (lift 203 → 60) with Shelter's own
  /// animation, 0.25 s ease-in-out; the keyboard stays at 407.
  @Test(arguments: ["transform", "frame", "scroll"])
  func aFocusSwitchEasesInAndOut(strategy: String) throws {
    let timeline = try Self.timeline(smallPhone(strategy: strategy), step: 3)
    #expect(timeline.count == 6)
    for (k, sample) in timeline.enumerated() {
      let p = easeInOut(Double(k) / 5)
      let name = try #require(frame(sample.frames, "name"))
      #expect(abs(name.minY - (80 - 203 + 143 * p)) < 1e-6, "\(strategy) at \(sample.time)")
      #expect(sample.keyboardFrame == Rect(x: 0, y: 407, width: 375, height: 260))
    }
  }

  /// A keyboard change on ease-in-out (curve 0) over 0.4 s, 260 → 300: the keyboard's top goes
  /// 407 → 367 on the Bézier, and the lift's extra 40 (203 → 243) rides the same animation.
  @Test func aKeyboardChangeOnEaseInOut() throws {
    let steps = """
      { "focus": "address" }, { "keyboard": "show", "height": 260 },
      { "keyboard": "change", "height": 300, "duration": 0.4, "curve": 0 }
      """
    let timeline = try Self.timeline(smallPhone(strategy: "transform", steps: steps), step: 2)
    #expect(timeline.count == 9)
    for (k, sample) in timeline.enumerated() {
      let p = easeInOut(Double(k) / 8)
      let keyboard = try #require(sample.keyboardFrame)
      #expect(abs(keyboard.minY - (407 - 40 * p)) < 1e-6, "at \(sample.time)")
      #expect(abs(keyboard.height - (260 + 40 * p)) < 1e-6, "at \(sample.time)")
      let address = try #require(frame(sample.frames, "address"))
      #expect(abs(address.minY - (357 - 40 * p)) < 1e-6, "at \(sample.time)")
    }
    // Halfway by the curve's symmetry: 387 and 337.
    #expect(abs((timeline[4].keyboardFrame?.minY ?? 0) - 387) < 1e-9)
  }
}

@Suite("Unseen scenarios: checks over time flag exactly what the rules say")
struct UnseenMotionRulesTests {
  private static let overTime: Set<Violation.Kind> = [.coveredDuringAnimation, .jump]

  private static func motion(_ fixture: Fixture, _ policy: AvoidancePolicyID, fps: Int = 60) throws
    -> [Violation]
  {
    try Checker(fixture: fixture, policy: policy, samplesPerSecond: fps).run().filter {
      overTime.contains($0.kind)
    }
  }

  @Test(arguments: ["transform", "frame", "scroll"])
  func shelterAnimatedHasNeither(strategy: String) throws {
    #expect(try Self.motion(smallPhone(strategy: strategy), .shelter).isEmpty)
  }

  /// Without its own animation, Shelter's policy jumps on exactly the two switches that move
  /// something (steps 3 and 5 of the list, 4 and 6 as reports number them from 1: the root between
  /// −203 and −60, from one sample to the next);
  /// the switches to visible fields move nothing, and the moves made for the keyboard ride it.
  @Test func shelterUnanimatedJumpsOnTheTwoSwitchesThatMove() throws {
    let fixture = try smallPhone(strategy: "transform", animation: #", "animation": "none""#)
    let violations = try Self.motion(fixture, .shelter)
    #expect(violations.map(\.kind) == [.jump, .jump])
    #expect(violations.map(\.stepIndex) == [4, 6])  // reports number steps from 1
    #expect(violations.map(\.viewID) == ["root", "root"])
    let expected: [Violation.Detail] = [
      .jumped(component: .y, from: -203, to: -60, time: 1.0 / 60),
      .jumped(component: .y, from: -60, to: -203, time: 1.0 / 60),
    ]
    #expect(violations.map(\.detail) == expected)
  }

  /// Recipe 2 moves on did-show, when the keyboard has stopped: during the slide the address field
  /// (bottom 600 + 10) is under the keyboard's top, worst at 0.5 s with the top at 407 and the field
  /// unmoved: covered by 203, against 0 at the start (the keyboard below the screen). Nothing else
  /// in the show-and-hide is flagged.
  @Test func recipe2IsCoveredWhileTheKeyboardSlides() throws {
    let fixture = try smallPhone(
      strategy: "transform",
      steps: #"{ "focus": "address" }, { "keyboard": "show", "height": 260 }, { "keyboard": "hide" }"#)
    let violations = try Self.motion(fixture, .recipe2)
    #expect(violations.map(\.kind) == [.coveredDuringAnimation])
    #expect(violations.map(\.stepIndex) == [2])  // numbered from 1
    #expect(violations.map(\.viewID) == ["address"])
    let expected = Violation.Detail.coveredDuringAnimation(
      time: 0.5, bottom: 600, distance: 10, keyboardTop: 407, covered: 203, atStart: 0, isCaret: false)
    #expect(violations.first?.detail == expected)
  }
}
