import ShelterSupport

extension DeviceProfile {
  /// What a device name stands for: one profile, several, or none.
  public enum Lookup: Hashable, Sendable {
    /// The name is a profile's ``DeviceProfile/id``, or a family name whose profiles all describe
    /// the same screen, safe areas and keyboards (then the newest of them).
    case found(DeviceProfile)
    /// A family name whose profiles differ, in catalog order: `ipad-pro` is the 11-inch and the
    /// 13-inch.
    case ambiguous([DeviceProfile])
    /// No profile has that id or an id in that family.
    case unknown
  }

  /// Looks a device up by id or by family name.
  ///
  /// A family name is an id with its last hyphen-separated parts left off: `iphone-se` is the
  /// family of `iphone-se-3`, `ipad-air-13` of `ipad-air-13-m2`, `-m3` and `-m4`. An exact id
  /// always wins (`iphone-17-pro` is that phone, not the 17 Pro Max). A family resolves when its
  /// members are interchangeable (same screen, scale, safe areas and keyboards), to the newest.
  ///
  ///     DeviceProfile.lookUp("iphone-se")     // .found(iphone-se-3)
  ///     DeviceProfile.lookUp("ipad-air-13")   // .found(ipad-air-13-m4)
  ///     DeviceProfile.lookUp("ipad-pro")      // .ambiguous([ipad-pro-12-9, ipad-pro-13-m4, …])
  public static func lookUp(_ name: String) -> Lookup {
    if let exact = named(name) { return .found(exact) }
    guard !name.isEmpty else { return .unknown }
    let family = all.filter { $0.id.hasPrefix(name + "-") }
    guard let newest = family.last else { return .unknown }
    return family.allSatisfy { $0.hasSameGeometry(as: newest) } ? .found(newest) : .ambiguous(family)
  }

  /// The hint after `unknown device 'NAME'`: `; did you mean 'iphone-se-3'?`, preferring an id the
  /// typed name is the start of (`iphone-se`, `iphone-s`) over a closer one by edit distance
  /// (`iphone-14`), or the empty string when no id is near.
  package static func suggestion(for name: String) -> String {
    Suggestion.didYouMean(name, among: all.map(\.id), preferringExtensions: true)
  }

  /// Whether two profiles describe the same device for layout: everything but the id and name.
  public func hasSameGeometry(as other: DeviceProfile) -> Bool {
    isPad == other.isPad && portraitSize == other.portraitSize && scale == other.scale
      && portraitSafeArea == other.portraitSafeArea && landscapeSafeArea == other.landscapeSafeArea
      && portraitKeyboard == other.portraitKeyboard && landscapeKeyboard == other.landscapeKeyboard
  }

  /// The narrowest portrait width, in points, of an iPhone whose width is regular in landscape:
  /// every Plus and Max model, the iPhone Air, the XR and the 11 are at least this wide.
  public static let landscapeRegularWidthMinimum: Double = 414

  /// The size classes of a full-screen app held one way, as UIKit's `horizontalSizeClass` and
  /// `verticalSizeClass`.
  ///
  /// An iPad is regular both ways. An iPhone is compact wide and regular tall upright; turned it is
  /// compact tall, and regular wide only when it is at least ``landscapeRegularWidthMinimum``
  /// points wide upright (the Plus, Max and Air models).
  ///
  ///     DeviceProfile.iPhone17ProMax.sizeClasses(.landscape)   // regular width, compact height
  ///     DeviceProfile.iPhone17Pro.sizeClasses(.landscape)      // compact both ways
  public func sizeClasses(_ orientation: Orientation) -> PresentationSizeClasses {
    if isPad { return PresentationSizeClasses(regularWidth: true, regularHeight: true) }
    guard orientation.isLandscape else {
      return PresentationSizeClasses(regularWidth: false, regularHeight: true)
    }
    return PresentationSizeClasses(
      regularWidth: portraitSize.width >= Self.landscapeRegularWidthMinimum, regularHeight: false)
  }
}
