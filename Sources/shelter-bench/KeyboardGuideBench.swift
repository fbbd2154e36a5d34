import Shelter
// Rows for Shelter's policy on a chat whose composer rides the keyboard layout guide: each plan
// asks whether the guide places the field, one pass over the window's constraints, against the
// layout pass the keyboard guide runs anyway. Key for `--only`: guide.
import ShelterSimulation

/// A chat on an iPhone 15: `messages` labels stacked by constraints in a scroll view over an input
/// bar pinned to the keyboard layout guide, its composer focused; `avoided` says whether Shelter's
/// policy is on.
private func chatFixture(messages: Int, avoided: Bool) -> Fixture {
  var labels: [String] = []
  var constraints = [
    "list.top == root.safeAreaLayoutGuide.top", "list.leading == root.leading",
    "list.trailing == root.trailing",
    "list.bottom == bar.top", "bar.leading == root.leading", "bar.trailing == root.trailing",
    "bar.height == 52",
    "bar.bottom == root.keyboardLayoutGuide.top", "composer.top == bar.top + 8",
    "composer.bottom == bar.bottom - 8", "composer.leading == bar.leading + 12",
    "composer.trailing == bar.trailing - 12",
  ]
  for m in 0..<messages {
    labels.append(#"{"id":"m\#(m)","kind":"label","translatesAutoresizingMaskIntoConstraints":false}"#)
    constraints += [
      m == 0 ? "m0.top == list.top + 8" : "m\(m).top == m\(m - 1).bottom + 8",
      "m\(m).leading == list.leading + 16", "m\(m).height == 24", "m\(m).width == 300",
    ]
  }
  let json =
    #"{"format":"shelter-fixture/1","name":"chat","screen":{"device":"iphone-15","keyboard":"manual"},"#
    + #""window":{"controller":{"id":"c","avoidance":{"strategy":"\#(avoided ? "auto" : "none")"},"#
    + #""view":{"id":"root","kind":"view","frame":[0,0,393,852],"constraints":["#
    + constraints.map { "\"\($0)\"" }.joined(separator: ",") + "],"
    + #""subviews":[{"id":"list","kind":"scrollView","translatesAutoresizingMaskIntoConstraints":false,"contentSize":[393,20000],"subviews":["#
    + labels.joined(separator: ",") + "]},"
    + #"{"id":"bar","kind":"view","translatesAutoresizingMaskIntoConstraints":false,"subviews":["#
    + #"{"id":"composer","kind":"textField","translatesAutoresizingMaskIntoConstraints":false,"isFirstResponder":true}]}]}}}}"#
  return try! Fixture(json: Array(json.utf8))
}

@MainActor func runKeyboardGuideBenchmarks() {
  guard runs("guide") else { return }
  // 1,000 messages: 4,012 constraints the layout pass solves and the policy reads.
  reportAvoidanceCost(
    "keyboard show and hide over a composer on the keyboard guide", size: "4,012 constraints",
    target: "≤ 2x the guide's own layout", met: { with, without in with <= 2 * without },
    cycle: { avoided in
      let scene = try! Scene(fixture: chatFixture(messages: 1_000, avoided: avoided))
      let keyboard = scene.application.keyboard
      return measure(units: 1) {
        keyboard.show(height: 336)
        keyboard.hide()
      }
    })
}
