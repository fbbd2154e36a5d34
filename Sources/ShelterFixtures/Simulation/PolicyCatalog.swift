import ShelterKeyboard

/// Looks up avoidance policies by the names the command line accepts.
enum PolicyCatalog {
  /// A maker of fresh policy instances for a name, or `nil` for an unknown name.
  ///
  /// Every call of the maker returns a new instance: policies keep state, so attachments never share one.
  static func factory(named name: String) -> (() -> any AvoidancePolicy)? {
    guard AvoidancePolicies.named(name) != nil else { return nil }
    return { AvoidancePolicies.named(name) ?? ShelterPolicy() }
  }

  /// Every name, Shelter's first, then the recipes in order.
  static var allNames: [String] { AvoidancePolicies.allNames }
}
