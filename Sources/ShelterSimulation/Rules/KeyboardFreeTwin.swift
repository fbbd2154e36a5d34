package import ShelterFixtures
import ShelterGeometry
package import ShelterKeyboard
import ShelterViews

/// The same screen and steps without the keyboard: where every view would be had it never come,
/// which the rules measure least movement and restoring against.
///
/// Views pinned to a keyboard layout guide follow the keyboard without any avoidance, so on the
/// twin the guide reads the real keyboard: their place with the keyboard up is their rest.
package final class KeyboardFreeTwin {
  /// The twin's simulation, `nil` once a step could not be applied to it.
  package private(set) var simulation: Simulation?
  /// The real keyboard as the twin's guides see it.
  private let mirror: KeyboardMirror
  /// Whether the screen pins anything to a keyboard layout guide.
  private let followsKeyboard: Bool

  /// A twin of `fixture` beside the scene `real` plays.
  package init(fixture: Fixture, policy: AvoidancePolicyID, beside real: Scene) throws(FixtureError) {
    // Focus brings no keyboard on the twin: its device keeps its screen, not its keyboards.
    // The twin never plays the keyboard's settings (``follow(_:at:)``), and in manual mode a
    // placement step would be refused, so the twin's fixture leaves them out.
    var keyboardFree = fixture
    keyboardFree.keyboardMode = .manual
    keyboardFree.steps.removeAll { $0.isKeyboardSetting }
    let simulation = try Simulation(fixture: keyboardFree, policy: policy)
    mirror = KeyboardMirror(real.application)
    followsKeyboard = fixture.pinsToKeyboardLayoutGuide
    if followsKeyboard {
      // Laid out where the real keyboard is from the load on, as every step after it is.
      simulation.scene.application.keyboardFrameProvider = mirror
      simulation.scene.layoutConstraints()
      // A field focused at load scrolled into its scroll view once the keyboard had placed it,
      // as UIKit's focus scroll follows the keyboard's will-notifications.
      simulation.scene.window.firstResponder?.scrollToVisibleAsFocused()
    }
    self.simulation = simulation
  }

  /// The twin's scene.
  package var scene: Scene? { simulation?.scene }

  /// Plays what the twin plays of a step: everything but the keyboard's own steps (showing,
  /// changing, hiding, attaching a hardware keyboard, placing it), after which guide-pinned views
  /// are laid out again where the real keyboard now is.
  ///
  /// A resize or turn is played as the real screen plays it: the keyboard leaves before the new
  /// size and comes back after it, so the guide never measures the new keyboard against the old
  /// screen in one pass (which no constraint set can satisfy and which would break one for good).
  package func follow(_ step: FixtureStep, at offset: Int) {
    guard let twin = simulation else { return }
    if !step.isKeyboardStep && !step.isKeyboardSetting {
      let turns = followsKeyboard && step.resizesScreen
      if turns {
        mirror.isAway = true
        twin.scene.layoutConstraints()
      }
      defer { mirror.isAway = false }
      // Guide-pinned views take the real keyboard's place first, as UIKit lays them out inside the
      // keyboard's animation, before it scrolls a field that became first responder into its
      // (already shrunken) scroll view.
      if followsKeyboard, !turns { twin.scene.layoutConstraints() }
      do { try twin.apply(step, at: offset) } catch { simulation = nil }
      if turns {
        mirror.isAway = false
        twin.scene.layoutConstraints()
      }
    } else if followsKeyboard {
      twin.scene.layoutConstraints()
    }
  }
}

/// The keyboard of one application as seen by another's layout guides, so the keyboard-free twin
/// lays out guide-pinned views where the keyboard puts them.
final class KeyboardMirror: KeyboardFrameProvider {
  weak var source: Application?
  /// Whether the keyboard is away for a turn, as the real one hides while the screen turns.
  var isAway = false

  init(_ source: Application) { self.source = source }

  var keyboardFrameOnScreen: Rect? { isAway ? nil : source?.keyboardFrameProvider?.keyboardFrameOnScreen }
}

extension FixtureStep {
  /// Whether the step changes the screen's size: a resize or a turn.
  var resizesScreen: Bool {
    switch self {
    case .resize, .orientation: return true
    default: return false
    }
  }

  /// Whether the step attaches a hardware keyboard or places the software one: what a screen
  /// without a keyboard never sees.
  package var isKeyboardSetting: Bool {
    switch self {
    case .hardwareKeyboard, .keyboardPlacement: return true
    default: return false
    }
  }
}

extension Fixture {
  /// Whether a constraint names a keyboard layout guide.
  var pinsToKeyboardLayoutGuide: Bool {
    nodes.contains { node in
      node.constraints.contains {
        $0.expression.first.guide == .keyboardLayoutGuide
          || $0.expression.second?.guide == .keyboardLayoutGuide
      }
    }
  }
}
