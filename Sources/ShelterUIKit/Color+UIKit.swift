public import Foundation
public import ShelterValues
public import ShelterViews

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

/// UIKit's `UIColor`: red, green, blue and alpha in extended sRGB, as app code makes them
/// (`UIColor(red:green:blue:alpha:)`, `.systemBlue`). Views keep a colour as the fixture does, 8 bits
/// a component (``RGBAColor``), so a colour read back from a view is the nearest such colour.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0–1 (extended sRGB may pass the range).
  public let red: CGFloat
  /// The green component.
  public let green: CGFloat
  /// The blue component.
  public let blue: CGFloat
  /// The opacity, 0 (clear) to 1 (solid).
  public let alpha: CGFloat

  /// A colour from sRGB components, as UIKit's `init(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// A grey, as UIKit's `init(white:alpha:)`: each of red, green and blue is `white`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour a view or fixture stores, each byte over 255.
  public convenience init(_ color: RGBAColor) {
    self.init(
      red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
      alpha: CGFloat(color.alpha) / 255)
  }

  /// A colour from a Core Graphics colour, as UIKit's `init(cgColor:)`.
  public convenience init(cgColor: CGColor) { self.init(CGColor.rgba(of: cgColor)) }

  /// The same colour with another opacity, as UIKit's `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as a view stores it: 8 bits a component, clamped to 0–1 (a non-finite component
  /// reads as 0).
  public var rgba: RGBAColor {
    let unit = [red, green, blue, alpha].map { Double($0).isFinite ? Double($0) : 0 }
    return RGBAColor(unit: unit[0], unit[1], unit[2], unit[3])
      ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// The colour as a Core Graphics colour, for `layer.borderColor` and `layer.shadowColor`.
  public var cgColor: CGColor { CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha) }

  /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a colour.
  public var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }

  /// Equal when every component is.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  /// Hashes the four components.
  public func hash(into hasher: inout Hasher) {
    for component in [red, green, blue, alpha] { hasher.combine(component) }
  }
}

// UIKit's named colours, in its light appearance (Shelter has no dark mode). The plain ones are
// fixed components (UIKit's documentation gives each, `UIColor.red` is 1, 0, 0); the system and
// element colours are the sRGB values UIKit resolves them to in the light appearance, listed in
// docs/uikit.md with their sources.
extension UIColor {
  private static func bytes(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }

  /// No colour: black at zero opacity.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// White.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// Grey at one half.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Grey at two thirds.
  public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  /// Grey at one third.
  public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  /// Red: 1, 0, 0.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green: 0, 1, 0.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue: 0, 0, 1.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Yellow: 1, 1, 0.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Orange: 1, 0.5, 0.
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple: 0.5, 0, 0.5.
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Cyan: 0, 1, 1.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Magenta: 1, 0, 1.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Brown: 0.6, 0.4, 0.2.
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  /// System blue, #007AFF: the default tint.
  public static var systemBlue: UIColor { bytes(0, 122, 255) }
  /// System red, #FF3B30.
  public static var systemRed: UIColor { bytes(255, 59, 48) }
  /// System green, #34C759.
  public static var systemGreen: UIColor { bytes(52, 199, 89) }
  /// System orange, #FF9500.
  public static var systemOrange: UIColor { bytes(255, 149, 0) }
  /// System yellow, #FFCC00.
  public static var systemYellow: UIColor { bytes(255, 204, 0) }
  /// System pink, #FF2D55.
  public static var systemPink: UIColor { bytes(255, 45, 85) }
  /// System purple, #AF52DE.
  public static var systemPurple: UIColor { bytes(175, 82, 222) }
  /// System indigo, #5856D6.
  public static var systemIndigo: UIColor { bytes(88, 86, 214) }
  /// System teal, #5AC8FA.
  public static var systemTeal: UIColor { bytes(90, 200, 250) }
  /// System grey, #8E8E93.
  public static var systemGray: UIColor { bytes(142, 142, 147) }
  /// System grey 6, #F2F2F7, the lightest.
  public static var systemGray6: UIColor { bytes(242, 242, 247) }
  /// The main background, white.
  public static var systemBackground: UIColor { .white }
  /// The background of content on the main one, #F2F2F7.
  public static var secondarySystemBackground: UIColor { bytes(242, 242, 247) }
  /// A grouped table's background, #F2F2F7.
  public static var systemGroupedBackground: UIColor { bytes(242, 242, 247) }
  /// Primary text, black.
  public static var label: UIColor { .black }
  /// Secondary text, #3C3C43 at 60 %.
  public static var secondaryLabel: UIColor { bytes(60, 60, 67, 0.6) }
  /// Tertiary text, #3C3C43 at 30 %.
  public static var tertiaryLabel: UIColor { bytes(60, 60, 67, 0.3) }
  /// Placeholder text, #3C3C43 at 30 %.
  public static var placeholderText: UIColor { bytes(60, 60, 67, 0.3) }
  /// A separator line, #3C3C43 at 29 %.
  public static var separator: UIColor { bytes(60, 60, 67, 0.29) }
}

#if !canImport(CoreGraphics)
  /// Core Graphics' `CGColor` where Core Graphics is absent (Linux): sRGB components, so
  /// `layer.borderColor = UIColor.red.cgColor` compiles and is kept.
  public final class CGColor: Sendable {
    /// Red, green, blue and alpha.
    public let components: [CGFloat]?

    /// A colour from sRGB components, as Core Graphics' `init(srgbRed:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// The same as ``init(srgbRed:green:blue:alpha:)``, as Core Graphics' `init(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// The opacity, the last component.
    public var alpha: CGFloat { components?.last ?? 0 }

    /// How many components the colour has: four.
    public var numberOfComponents: Int { components?.count ?? 0 }
  }
#endif

extension CGColor {
  /// The colour as a view stores it: components in sRGB (grey as white and alpha), 8 bits each.
  static func rgba(of color: CGColor) -> RGBAColor {
    var components = color.components ?? []
    #if canImport(CoreGraphics)
      if let space = CGColorSpace(name: CGColorSpace.sRGB),
        let converted = color.converted(to: space, intent: .defaultIntent, options: nil)?.components
      {
        components = converted
      }
    #endif
    switch components.count {
    case 2: return UIColor(white: components[0], alpha: components[1]).rgba
    case 4:
      return UIColor(red: components[0], green: components[1], blue: components[2], alpha: components[3]).rgba
    default: return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
  }
}

extension View {
  /// UIKit's `backgroundColor`; `nil` (the default) draws none. Stored as the fixture stores it,
  /// 8 bits a component, so `Fixture(hosting:)` describes it (`ShelterViews::backgroundColor`).
  public var backgroundColor: UIColor? {
    get { self.ShelterViews::backgroundColor.map(UIColor.init) }
    set { self.ShelterViews::backgroundColor = newValue?.rgba }
  }

  /// UIKit's `tintColor`: the view's own, else its nearest ancestor's, else system blue.
  public var tintColor: UIColor! {
    get {
      var view: View? = self
      while let current = view {
        if let tint = current.uikit.tintColor { return tint }
        view = current.superview
      }
      return .systemBlue
    }
    set { uikit.tintColor = newValue }
  }
}

extension Label {
  /// UIKit's `textColor`: `.label` (black) unless set; kept, drawn nowhere.
  public var textColor: UIColor! {
    get { uikit.textColor ?? .label }
    set { uikit.textColor = newValue }
  }
}

extension TextField {
  /// UIKit's `textColor`; kept, drawn nowhere.
  public var textColor: UIColor? {
    get { uikit.textColor }
    set { uikit.textColor = newValue }
  }
}

extension TextView {
  /// UIKit's `textColor`; kept, drawn nowhere.
  public var textColor: UIColor? {
    get { uikit.textColor }
    set { uikit.textColor = newValue }
  }
}
