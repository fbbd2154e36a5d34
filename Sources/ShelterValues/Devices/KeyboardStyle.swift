/// How a device is held, for picking the screen size, safe area and keyboard metrics.
///
/// An open set of names: ``portrait`` and ``landscape`` are the ones a ``DeviceProfile`` knows.
/// Any orientation other than ``landscape`` reads the portrait geometry.
public struct Orientation: RawRepresentable, Hashable, Sendable {
  /// The orientation's name, as fixtures and reports spell it.
  public var rawValue: String

  /// Creates an orientation from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Whether the profile's landscape geometry applies: width and height swapped.
  public var isLandscape: Bool { self == .landscape }
}

extension Orientation {
  /// Upright: the profile's `portraitSize` as is.
  public static let portrait = Self(rawValue: "portrait")
  /// On its side: the portrait size with width and height swapped.
  public static let landscape = Self(rawValue: "landscape")

  /// Both orientations a profile has data for, portrait first.
  public static let all: [Orientation] = [.portrait, .landscape]
}

extension Orientation: CustomStringConvertible {
  /// The orientation's name.
  public var description: String { rawValue }
}

/// Which system keyboard is up, and so where UIKit reports its frame.
///
/// Each style answers one question for a ``DeviceProfile``: what rect, in screen space, UIKit hands
/// out as `UIKeyboardFrameEndUserInfoKey`. Docked styles touch the bottom edge and span the width;
/// the iPad-only styles (``floating``, ``undocked``, ``split``) sit clear of the bottom edge.
///
///     KeyboardStyle.docked().name                   // "docked"
///     KeyboardStyle(name: "floating") == .floating  // true
public struct KeyboardStyle: Hashable, Sendable {
  private enum Placement: Hashable, Sendable {
    case docked(predictive: Bool)
    case hardware
    case floating
    case undocked
    case split
    case emoji
  }

  private let placement: Placement

  private init(_ placement: Placement) { self.placement = placement }

  /// The software keyboard docked at the bottom edge, with or without the predictive (QuickType) bar.
  ///
  /// Its reported height includes the bottom safe area (home indicator) it covers.
  public static func docked(predictive: Bool = true) -> KeyboardStyle {
    KeyboardStyle(.docked(predictive: predictive))
  }

  /// A hardware keyboard is attached: only the shortcut bar is on screen, docked at the bottom.
  ///
  /// On iPhone UIKit posts no keyboard frame at all in this case, so profiles answer `nil` there.
  public static let hardware = KeyboardStyle(.hardware)

  /// The iPad floating keyboard: a small iPhone-sized keyboard that does not touch the bottom edge.
  public static let floating = KeyboardStyle(.floating)

  /// The iPad undocked keyboard: full width, raised off the bottom edge.
  public static let undocked = KeyboardStyle(.undocked)

  /// The iPad split keyboard, modelled as the full-width bounding frame of its two halves, raised.
  public static let split = KeyboardStyle(.split)

  /// The emoji keyboard, docked at the bottom edge with its own height.
  public static let emoji = KeyboardStyle(.emoji)

  /// Every style, in a fixed order: docked with and without the predictive bar, hardware, floating,
  /// undocked, split, emoji.
  public static let all: [KeyboardStyle] = [
    .docked(predictive: true), .docked(predictive: false), .hardware, .floating, .undocked, .split,
    .emoji,
  ]

  /// Whether the keyboard's frame touches the bottom edge of the screen and spans its width.
  ///
  /// True for the docked, hardware and emoji styles; false for floating, undocked and split.
  public var isDocked: Bool {
    switch placement {
    case .docked, .hardware, .emoji: return true
    case .floating, .undocked, .split: return false
    }
  }

  /// Whether this is the docked keyboard showing the predictive (QuickType) bar.
  public var showsPredictiveBar: Bool {
    if case .docked(predictive: true) = placement { return true }
    return false
  }

  /// The style's name as fixtures and reports spell it.
  ///
  /// `docked` for the docked keyboard with the predictive bar and `docked-plain` without; the other
  /// styles use their member name.
  public var name: String {
    switch placement {
    case .docked(predictive: true): return "docked"
    case .docked(predictive: false): return "docked-plain"
    case .hardware: return "hardware"
    case .floating: return "floating"
    case .undocked: return "undocked"
    case .split: return "split"
    case .emoji: return "emoji"
    }
  }

  /// Looks a style up by its ``name``; `nil` for a name no style has.
  public init?(name: String) {
    guard let style = KeyboardStyle.all.first(where: { $0.name == name }) else { return nil }
    self = style
  }

  /// Which of the device's keyboard metrics this style reads.
  enum Metric {
    case dockedPredictive, dockedPlain, hardware, floating, raised, emoji
  }

  /// The metric this style reads from a profile's ``DeviceProfile/KeyboardMetrics``.
  var metric: Metric {
    switch placement {
    case .docked(predictive: true): return .dockedPredictive
    case .docked(predictive: false): return .dockedPlain
    case .hardware: return .hardware
    case .floating: return .floating
    case .undocked, .split: return .raised
    case .emoji: return .emoji
    }
  }
}

extension KeyboardStyle: CustomStringConvertible {
  /// The style's ``name``.
  public var description: String { name }
}
