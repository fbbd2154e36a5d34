import ShelterKeyboard

/// Looks up avoidance policies by the names the command line accepts.
enum PolicyCatalog {
  /// A maker of fresh policy instances for a name, or `nil` for an unknown name.
  static func factory(named name: String) -> (() -> any AvoidancePolicy)? {
    guard name == "shelter" else { return nil }
    return { ShelterPolicy() }
  }

  /// Every name, Shelter's first.
  static var allNames: [String] { ["shelter"] }
}
