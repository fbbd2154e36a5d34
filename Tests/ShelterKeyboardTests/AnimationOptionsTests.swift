import ShelterKeyboard
import ShelterNotifications
import Testing

@Suite("Animation options as UIKit reads them, and what a nested animation inherits")
struct AnimationOptionsTests {
  /// The raw values of `UIView.AnimationOptions` as UIKit's header declares them.
  @Test func flagsHaveUIKitsRawValues() {
    let flags: [(AnimationOptions, UInt)] = [
      (.layoutSubviews, 1), (.allowUserInteraction, 2), (.beginFromCurrentState, 4), (.repeat, 8),
      (.autoreverse, 16), (.overrideInheritedDuration, 32), (.overrideInheritedCurve, 64),
      (.allowAnimatedContent, 128), (.showHideTransitionViews, 256), (.overrideInheritedOptions, 512),
      (.curveEaseInOut, 0), (.curveEaseIn, 65_536), (.curveEaseOut, 131_072), (.curveLinear, 196_608),
    ]
    for (option, raw) in flags { #expect(option.rawValue == raw) }
  }

  /// `options: curve` with the keyboard's 7 unshifted: 7 = 1 + 2 + 4 sets three flags, and the
  /// curve field (bits 16–19) stays 0, ease-in-out.
  @Test func theUnshiftedKeyboardCurveSetsThreeFlagsAndLeavesEaseInOut() {
    let options = AnimationOptions(rawValue: 7)
    #expect(options == [.layoutSubviews, .allowUserInteraction, .beginFromCurrentState])
    #expect(options.curve == .easeInOut)
    #expect(options.curve.timingCurve == .easeInEaseOut)
  }

  /// Shifted into its field, 7 << 16 = 458,752 selects the keyboard's own curve.
  @Test func theShiftedKeyboardCurveSelectsTheSpring() {
    let options = AnimationOptions.curve(.keyboard)
    #expect(options.rawValue == 458_752)
    #expect(options.curve == .keyboard)
    #expect(options.curve.timingCurve == .keyboard)
  }

  @Test func curveFieldIsFourBitsAtSixteen() {
    // Linear (3 << 16) with beginFromCurrentState: 196,608 + 4.
    let options = AnimationOptions(rawValue: 196_612)
    #expect(options.curve == .linear)
    #expect(options.contains(.beginFromCurrentState))
    // Bits above the field (transitions start at 1 << 20) do not leak into it: 0x1F << 16 reads 15.
    #expect(AnimationOptions(rawValue: 0x1F << 16).curve == AnimationCurve(rawValue: 15))
    #expect(AnimationOptions.curve(AnimationCurve(rawValue: 18)).curve == AnimationCurve(rawValue: 2))
    #expect(AnimationOptions.curve(.easeOut) == .curveEaseOut)
  }

  // MARK: Inheritance

  static let keyboard = AnimationTiming(duration: 0.25, curve: .keyboard)

  @Test func outsideAnyAnimationTheTimingIsItsOwn() {
    let timing = AnimationTiming.nested(duration: 0.3, curve: .easeIn, options: [], inFlight: nil)
    #expect(timing == AnimationTiming(duration: 0.3, curve: .easeIn))
  }

  @Test func nestedAnimationInheritsDurationAndCurve() {
    let timing = AnimationTiming.nested(duration: 0.3, curve: .easeIn, options: [], inFlight: Self.keyboard)
    #expect(timing == Self.keyboard)
    // The keyboard's spring lasts 0.5 s, whatever the 0.25 s inherited.
    #expect(timing.length == 0.5)
  }

  @Test func overridesKeepTheNestedAnimationsOwnValues() {
    let ownDuration = AnimationTiming.nested(
      duration: 0.3, curve: .easeIn, options: .overrideInheritedDuration, inFlight: Self.keyboard)
    #expect(ownDuration == AnimationTiming(duration: 0.3, curve: .keyboard))
    let ownCurve = AnimationTiming.nested(
      duration: 0.3, curve: .easeIn, options: .overrideInheritedCurve, inFlight: Self.keyboard)
    #expect(ownCurve == AnimationTiming(duration: 0.25, curve: .easeIn))
    #expect(ownCurve.length == 0.25)
    let both = AnimationTiming.nested(
      duration: 0.3, curve: .easeIn, options: [.overrideInheritedDuration, .overrideInheritedCurve],
      inFlight: Self.keyboard)
    #expect(both == AnimationTiming(duration: 0.3, curve: .easeIn))
  }

  /// UIKit documents the *remaining* duration: 0.1 s into a 0.25 s animation, 0.15 s are left.
  @Test func inheritedDurationIsWhatRemains() {
    let timing = AnimationTiming.nested(
      duration: 1, curve: .linear, options: .overrideInheritedCurve,
      inFlight: AnimationTiming(duration: 0.25, curve: .easeInEaseOut), elapsed: 0.1)
    #expect(abs(timing.duration - 0.15) < 1e-12)
    #expect(timing.curve == .linear)
  }
}
