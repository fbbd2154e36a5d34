/// The avoidance policies Shelter ships: its own, the four classic recipes, the libraries apps ship
/// and the approaches apps copy (docs/policies.md).
///
/// Reports, fixtures and the command line name a policy by its ``rawValue``; this is the one place
/// that turns a name into a fresh policy, so every tool offers the same set.
///
///     AvoidancePolicyID(rawValue: "recipe2")?.makePolicy().name   // "recipe2"
///     AvoidancePolicyID(rawValue: "Recipe2")                     // nil: names are exact
public struct AvoidancePolicyID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The policy's name: `shelter`, `recipe1` … `recipe4`, then the libraries' (`iqkeyboardmanager`, …).
  public let rawValue: String

  /// The policy a name stands for, or `nil` for a name Shelter has no policy of.
  public init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  private init(known name: String) { rawValue = name }

  /// Shelter's own policy: least movement, exact restore.
  public static let shelter = Self(known: "shelter")
  /// A controller category with a recursive search and a transform.
  public static let recipe1 = Self(known: "recipe1")
  /// A did-show `+=` shift from the begin frame.
  public static let recipe2 = Self(known: "recipe2")
  /// A text-field category that saves and restores its controller's frame.
  public static let recipe3 = Self(known: "recipe3")
  /// A window-first-responder lookup with an absolute offset.
  public static let recipe4 = Self(known: "recipe4")
  /// IQKeyboardManager 8's global manager: scroll view first, then the root view's frame.
  public static let iqKeyboardManager = Self(known: "iqkeyboardmanager")
  /// TPKeyboardAvoiding's scroll view: inset for the keyboard, the field centred on every focus.
  public static let tpKeyboardAvoiding = Self(known: "tpkeyboardavoiding")
  /// Apple's Text Programming Guide listing: did-show inset and `setContentOffset`.
  public static let appleSample = Self(known: "apple-sample")
  /// `root.frame.origin.y -= keyboardHeight` on will-show when it is 0, back to 0 on will-hide.
  public static let rootShift = Self(known: "root-shift")
  /// The keyboard's overlap as the controller's `additionalSafeAreaInsets.bottom`.
  public static let safeAreaInsets = Self(known: "safe-area-insets")
  /// One named constraint's constant lowered by the keyboard's lift.
  public static let bottomConstraint = Self(known: "bottom-constraint")
  /// No avoidance code: only the screen's own constraints (to the keyboard layout guide) act.
  public static let none = Self(known: "none")

  /// An app's own keyboard handling, played on its live screen (`Checker(fixture:hosting:)`): no
  /// library acts. Not in ``allCases``: a fixture file alone has no app code to play.
  public static let app = Self(known: "app")

  /// Every policy with how to make a fresh one, Shelter's first, then the recipes, the libraries and
  /// the copied approaches: the one table the list of policies and ``makePolicy()`` read.
  private static let factories: [(id: Self, make: @Sendable () -> any AvoidancePolicy)] = [
    (.shelter, { ShelterPolicy() }), (.recipe1, { Recipe1Policy() }), (.recipe2, { Recipe2Policy() }),
    (.recipe3, { Recipe3Policy() }), (.recipe4, { Recipe4Policy() }),
    (.iqKeyboardManager, { IQKeyboardManagerPolicy() }),
    (.tpKeyboardAvoiding, { TPKeyboardAvoidingPolicy() }),
    (.appleSample, { AppleSamplePolicy() }),
    (.rootShift, { RootShiftPolicy() }), (.safeAreaInsets, { SafeAreaInsetsPolicy() }),
    (.bottomConstraint, { BottomConstraintPolicy() }), (.none, { NoAvoidancePolicy() }),
  ]

  /// Every policy, Shelter's first, then the recipes, the libraries and the copied approaches.
  public static let allCases: [Self] = factories.map(\.id)

  /// Every name, in the order of ``allCases``, for messages and help.
  public static var allNames: [String] { allCases.map(\.rawValue) }

  /// A new instance of the policy: policies keep state, so two attachments must never share one.
  public func makePolicy() -> any AvoidancePolicy {
    // Every identifier is in the table but ``app``, whose code is the app's own.
    Self.factories.first { $0.id == self }?.make() ?? NoAvoidancePolicy()
  }

  /// The name.
  public var description: String { rawValue }
}
