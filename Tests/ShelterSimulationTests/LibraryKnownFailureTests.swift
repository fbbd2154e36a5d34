import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation
import ShelterTestSupport
import Testing

// The libraries' known failures in the gallery (docs/policies.md), each at the step and with the
// kind its issue describes; every number worked out by hand from the library's algorithm on an
// iPhone 15 (393×852, safe area 59 top and 34 bottom, keyboard 336 high, top 516).

@Suite("Libraries' known failures")
struct LibraryKnownFailureTests {
  private func messages(_ name: String, _ policy: AvoidancePolicyID) throws -> [String] {
    try Checker(fixture: FixtureGalleryFiles.load(name), policy: policy).run().map(\.message)
  }

  @Test func iqLiftsATabBarScreenForAClearFieldAndDropsItOnTheNextFocus() throws {
    // IQKeyboardManager #1690. The compose view's safe bottom is 34 + 49 = 83 (also its bottom
    // margin). Show: grown keyboard top 516 − 10 − 83 = 423; message bottom 484 − 423 + 83 = 144, its
    // top 440 − 59 = 381: the view rises 144 though 484 + 10 ≤ 516. Focus subject: at 140 − 144 =
    // −4, the risen view's margins are 59 + 144 = 203 on top and 49 below; top −4 − 203 = −207,
    // bottom 40 − 423 + 49 = −334: down by min(334, 144), back to 0. Least movement keeps the lift
    // 144 clamped to what keeps subject below 59: 140 − 59 = 81, so y 59.
    #expect(
      try messages("iq-tab-bar.json", .iqKeyboardManager) == [
        "step 3 (focus): subject wandered: frame y 140 vs 59 by least movement"
      ])
  }

  @Test func iqLeavesNothingToRestoreAfterARotation() throws {
    // IQKeyboardManager #331 on rotation.json: landscape 852×393 (safe 0 / 59 / 21), keyboard 209,
    // top 184. Grown top 184 − 10 − 21 = 153; reply bottom 364 − 153 + 21 = 232, capped at the
    // keyboard's height: the root rises 209, reply at 111. iOS hides and shows the keyboard around
    // the turn, so the manager restores the origin on the turn's will-hide (the root, moved by its
    // frame, keeps its offset and takes the new size, as a controller's W+H view does) and lays out
    // again on its will-show: the portrait keyboards top at 852 − 209 = 643 and 852 − 336 = 516,
    // below the reply's 364 + 10, so nothing moves and the hide has nothing to put back. The
    // report of #331 (the moved origin restored after a turn) needs the turn without the hide.
    #expect(try messages("rotation.json", .iqKeyboardManager) == [])
  }

  @Test func tpCentresEachOfTwoVisibleFields() throws {
    // TPKeyboardAvoiding #10. Inset 336, visible height 852 − 336 = 516, half 258, adjusted top 59.
    // firstName (centre 222): 222 − 258 − 59 = −95, clamped to −59: nothing moves. lastName (centre
    // 322): 322 − 317 = 5, so it goes from 300 + 59 = 359 to 295. firstName again: −59, so 259 where
    // keeping the lift of 64 leaves it at 195.
    #expect(
      try messages("tp-focus-jump.json", .tpKeyboardAvoiding) == [
        "step 3 (focus): lastName wandered: frame y 295 vs 359 by least movement",
        "step 4 (focus): firstName wandered: frame y 259 vs 195 by least movement",
      ])
  }

  @Test func tpForgetsTheSafeAreaInTheVisibleHeight() throws {
    // TPKeyboardAvoiding #269. Focusing notes (946…990) first plays UIKit's focus scroll: at offset
    // −59 the form shows content 0…−59 + 852 − 34 = 759, so it scrolls to 990 − 852 + 34 = 172
    // (under the largest offset 1000 + 34 − 852 = 182): notes at 946 − 172 = 774 before the
    // keyboard. notes centred: 968 − 258 − 59 = 651, but the limit is content
    // 1000 − 516 − 59 = 425: notes at 946 − 425 = 521, bottom 565. Hide: the saved inset 0, then
    // the deferred block centres the still-focused notes in 852: 968 − 426 − 59 = 483, limit
    // 1000 − 852 − 59 = 89: at 857, not the 774 it was at before the keyboard.
    #expect(
      try messages("tp-safe-area.json", .tpKeyboardAvoiding) == [
        "step 2 (keyboard show): notes covered: bottom 565 + distance 10 > keyboard top 516",
        "step 3 (keyboard hide): notes not restored after hide: frame y 857 vs 774 before show",
      ])
  }

  @Test func shelterPassesEveryKnownFailure() throws {
    for name in ["iq-tab-bar.json", "tp-focus-jump.json", "tp-safe-area.json"] {
      #expect(try messages(name, .shelter).isEmpty, "\(name)")
      #expect(try FixtureGalleryFiles.load(name).summary?.contains("#") == true, "\(name)")
    }
  }

  @Test func aPolicyWithoutItsScrollViewSaysSoOnce() throws {
    // login.json has no scroll view: the sample and TPKeyboardAvoiding move nothing, and the check
    // notes it once, naming the first field it left alone.
    for policy in [AvoidancePolicyID.tpKeyboardAvoiding, .appleSample] {
      let result = try Checker(fixture: FixtureGalleryFiles.load("login.json"), policy: policy).outcome()
      #expect(
        result.notes == [
          "\(policy.rawValue): not applicable to password: no scroll view encloses it, so nothing moves"
        ])
    }
    let shelter = try Checker(fixture: FixtureGalleryFiles.load("login.json")).outcome()
    #expect(shelter.notes.isEmpty)
  }
}
