public import ShelterGeometry
import ShelterSupport

/// One device's screen, safe area and system keyboard sizes, in points.
///
/// Lets a test say "an iPhone 15 in landscape with the emoji keyboard up" and get the screen size,
/// safe-area insets and the keyboard rect UIKit would report as `UIKeyboardFrameEndUserInfoKey`, all in
/// screen space. The built-in profiles are in ``all``; the numbers and their public sources are listed in
/// `docs/keyboards.md`.
///
///     let phone = DeviceProfile.named("iphone-15")!
///     phone.keyboardFrame(.docked(), .portrait)   // (0, 516, 393, 336)
public struct DeviceProfile: Hashable, Sendable, Identifiable {
  /// The system keyboard heights of one device in one orientation, in points.
  ///
  /// Docked heights include the bottom safe area the keyboard covers, as UIKit reports them. A `nil`
  /// means the style does not exist on the device (or, for ``hardwareBar``, that UIKit reports no
  /// keyboard frame at all).
  public struct KeyboardMetrics: Hashable, Sendable {
    /// Docked keyboard with the predictive (QuickType) bar.
    public var docked: Double
    /// Docked keyboard without the predictive bar.
    public var dockedPlain: Double
    /// Docked emoji keyboard.
    public var emoji: Double
    /// Shortcut bar shown while a hardware keyboard is attached, docked at the bottom.
    public var hardwareBar: Double?
    /// Undocked or split keyboard (the split one as its full-width bounding frame), raised.
    public var raised: Double?
    /// Floating keyboard, placed clear of the bottom edge.
    public var floating: Size?

    /// Creates a device's keyboard heights for one orientation.
    public init(
      docked: Double, dockedPlain: Double, emoji: Double, hardwareBar: Double? = nil,
      raised: Double? = nil, floating: Size? = nil
    ) {
      self.docked = docked
      self.dockedPlain = dockedPlain
      self.emoji = emoji
      self.hardwareBar = hardwareBar
      self.raised = raised
      self.floating = floating
    }
  }

  /// Stable identifier used by fixtures and the command line, such as `iphone-15` or `ipad-pro-12-9`.
  public var id: String
  /// Marketing name, for reports.
  public var displayName: String
  /// Whether the device is an iPad; only iPads have the floating, undocked and split keyboards.
  public var isPad: Bool
  /// Screen size held upright, in points.
  public var portraitSize: Size
  /// Pixels per point.
  public var scale: Double
  /// Safe-area insets held upright, in points from each screen edge.
  public var portraitSafeArea: EdgeInsets
  /// Safe-area insets on its side, in points from each screen edge.
  public var landscapeSafeArea: EdgeInsets
  /// Keyboard heights held upright.
  public var portraitKeyboard: KeyboardMetrics
  /// Keyboard heights on its side.
  public var landscapeKeyboard: KeyboardMetrics

  /// Distance between a floating keyboard's bottom edge and the screen's bottom edge, in points.
  ///
  /// The floating keyboard can be dragged anywhere; profiles park it centred horizontally this far up,
  /// so it never touches the bottom edge.
  public static let floatingKeyboardBottomGap: Double = 100

  /// Creates a profile after checking that every number is usable.
  ///
  /// Throws ``DeviceProfileError`` naming the first field that is not finite, not positive, or does
  /// not fit on the screen.
  public init(
    id: String, displayName: String, isPad: Bool, portraitSize: Size, scale: Double,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
    portraitKeyboard: KeyboardMetrics, landscapeKeyboard: KeyboardMetrics
  ) throws(DeviceProfileError) {
    self.init(
      unchecked: id, displayName: displayName, isPad: isPad, portraitSize: portraitSize, scale: scale,
      portraitSafeArea: portraitSafeArea, landscapeSafeArea: landscapeSafeArea,
      portraitKeyboard: portraitKeyboard, landscapeKeyboard: landscapeKeyboard)
    try validate()
  }

  /// Creates a profile without checking it; for the built-in catalog, which tests validate.
  init(
    unchecked id: String, displayName: String, isPad: Bool, portraitSize: Size, scale: Double,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
    portraitKeyboard: KeyboardMetrics, landscapeKeyboard: KeyboardMetrics
  ) {
    self.id = id
    self.displayName = displayName
    self.isPad = isPad
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.portraitKeyboard = portraitKeyboard
    self.landscapeKeyboard = landscapeKeyboard
  }

  /// The screen's size in points: ``portraitSize``, with width and height swapped in landscape.
  public func screenSize(_ orientation: Orientation) -> Size {
    orientation.isLandscape
      ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// The safe-area insets in points from each screen edge, `[top, left, bottom, right]`.
  public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
    orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
  }

  /// The keyboard heights that apply in an orientation.
  public func keyboardMetrics(_ orientation: Orientation) -> KeyboardMetrics {
    orientation.isLandscape ? landscapeKeyboard : portraitKeyboard
  }

  /// The height, in points, of the keyboard frame UIKit reports for a style; `nil` where the style does
  /// not exist on this device.
  ///
  /// Docked heights include the bottom safe area. For ``KeyboardStyle/floating`` this is the floating
  /// keyboard's own height.
  ///
  ///     DeviceProfile.named("iphone-15")!.keyboardHeight(.docked(), .portrait)   // 336
  ///     DeviceProfile.named("iphone-15")!.keyboardHeight(.floating, .portrait)   // nil
  public func keyboardHeight(_ style: KeyboardStyle, _ orientation: Orientation) -> Double? {
    let metrics = keyboardMetrics(orientation)
    switch style.metric {
    case .dockedPredictive: return metrics.docked
    case .dockedPlain: return metrics.dockedPlain
    case .emoji: return metrics.emoji
    case .hardware: return metrics.hardwareBar
    case .raised: return metrics.raised
    case .floating: return metrics.floating?.height
    }
  }

  /// The keyboard's frame in screen space, as UIKit reports it in `UIKeyboardFrameEndUserInfoKey`;
  /// `nil` where the style does not exist on this device.
  ///
  /// With `W × H` the ``screenSize(_:)`` and `h` the ``keyboardHeight(_:_:)``:
  /// - docked, hardware and emoji: `(0, H − h, W, h)`, touching the bottom edge;
  /// - floating: its own size, centred horizontally, its bottom ``floatingKeyboardBottomGap`` above the
  ///   bottom edge;
  /// - undocked and split: full width, centred vertically, as the undock command places it.
  ///
  ///     DeviceProfile.named("ipad-10")!.keyboardFrame(.undocked, .portrait)
  ///     // (0, 433.5, 820, 313)
  public func keyboardFrame(_ style: KeyboardStyle, _ orientation: Orientation) -> Rect? {
    guard let height = keyboardHeight(style, orientation) else { return nil }
    let screen = screenSize(orientation)
    switch style.metric {
    case .dockedPredictive, .dockedPlain, .emoji, .hardware:
      return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    case .raised:
      return Rect(x: 0, y: (screen.height - height) / 2, width: screen.width, height: height)
    case .floating:
      guard let size = keyboardMetrics(orientation).floating else { return nil }
      return Rect(
        x: (screen.width - size.width) / 2,
        y: screen.height - DeviceProfile.floatingKeyboardBottomGap - size.height,
        width: size.width, height: size.height)
    }
  }

  /// Checks that every number is finite, positive where it is a size, and fits on the screen.
  ///
  /// Throws ``DeviceProfileError`` for the first field that does not, named by its property path
  /// such as `landscapeKeyboard.floating`.
  public func validate() throws(DeviceProfileError) {
    if id.isEmpty {
      throw .invalidValue(profile: id, field: "id", expected: "a non-empty identifier", found: "\"\"")
    }
    let sizeIsUsable =
      portraitSize.isFinite && portraitSize.width > 0 && portraitSize.height > 0
    if !sizeIsUsable {
      throw .invalidValue(
        profile: id, field: "portraitSize", expected: "a finite positive size",
        found: portraitSize.description)
    }
    if !(scale.isFinite && scale > 0) {
      throw .invalidValue(
        profile: id, field: "scale", expected: "a finite positive number", found: NumberText.shortest(scale))
    }
    for orientation in Orientation.all {
      try validate(orientation)
    }
  }

  private func validate(_ orientation: Orientation) throws(DeviceProfileError) {
    let screen = screenSize(orientation)
    let prefix = orientation.rawValue
    let insets = safeAreaInsets(orientation)
    let insetsFit =
      insets.isFinite && insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0
      && insets.right >= 0 && insets.top + insets.bottom < screen.height
      && insets.left + insets.right < screen.width
    if !insetsFit {
      throw .invalidValue(
        profile: id, field: "\(prefix)SafeArea",
        expected: "finite non-negative insets leaving part of the screen", found: insets.description)
    }
    let metrics = keyboardMetrics(orientation)
    let heights: [(String, Double?)] = [
      ("docked", metrics.docked), ("dockedPlain", metrics.dockedPlain), ("emoji", metrics.emoji),
      ("hardwareBar", metrics.hardwareBar), ("raised", metrics.raised),
    ]
    for case (let name, let height?) in heights
    where !(height.isFinite && height > 0 && height < screen.height) {
      throw .invalidValue(
        profile: id, field: "\(prefix)Keyboard.\(name)",
        expected: "a finite height above 0 and below the screen height \(NumberText.shortest(screen.height))",
        found: NumberText.shortest(height))
    }
    if let floating = metrics.floating {
      let fits =
        floating.isFinite && floating.width > 0 && floating.height > 0
        && floating.width <= screen.width
        && floating.height + DeviceProfile.floatingKeyboardBottomGap <= screen.height
      if !fits {
        throw .invalidValue(
          profile: id, field: "\(prefix)Keyboard.floating",
          expected: "a finite positive size that fits above the bottom gap on a \(screen) screen",
          found: floating.description)
      }
    }
  }
}

extension DeviceProfile: CustomStringConvertible {
  /// `id (displayName)`.
  public var description: String { "\(id) (\(displayName))" }
}

/// Why a ``DeviceProfile`` was rejected.
public enum DeviceProfileError: Error, Hashable, Sendable {
  /// A field of a profile holds a value that cannot describe a device.
  ///
  /// `field` is the property path, such as `portraitSize` or `landscapeKeyboard.docked`.
  case invalidValue(profile: String, field: String, expected: String, found: String)
}

extension DeviceProfileError: CustomStringConvertible {
  /// `profile.field: expected …, found …`.
  public var description: String {
    switch self {
    case .invalidValue(let profile, let field, let expected, let found):
      return "\(profile.isEmpty ? "<no id>" : profile).\(field): expected \(expected), found \(found)"
    }
  }
}
