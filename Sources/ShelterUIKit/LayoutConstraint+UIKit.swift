public import ShelterViews

// UIKit's spellings of activating constraints and changing their priority. Shelter's throw; these
// record an error in ``UIKitIssues`` instead, where UIKit raises an exception.

extension LayoutConstraint {
  /// Activates every constraint, as UIKit's `NSLayoutConstraint.activate(_:)`; when one cannot be
  /// activated none is, and the reason is recorded.
  public static func activate(_ constraints: [LayoutConstraint]) {
    UIKitIssues.attempt("NSLayoutConstraint.activate(_:)") {
      try LayoutConstraint.ShelterViews::activate(constraints)
    }
  }

  /// Whether the constraint takes part in layout; setting it activates or deactivates the
  /// constraint, as UIKit's `isActive`.
  public var isActive: Bool {
    get { self.ShelterViews::isActive }
    set {
      guard newValue != self.ShelterViews::isActive else { return }
      guard newValue else { return deactivate() }
      UIKitIssues.attempt("isActive = true") { try activate() }
    }
  }

  /// How strongly the constraint holds; setting it is ``setPriority(_:)``, and a change UIKit
  /// refuses (required ↔ optional while installed, a value outside 1...1000) is recorded and
  /// leaves the priority as it was.
  public var priority: LayoutPriority {
    get { self.ShelterViews::priority }
    set {
      do { try setPriority(newValue) } catch {
        UIKitIssues.record("priority = \(newValue.rawValue): \(error)")
      }
    }
  }
}

extension LayoutPriority {
  /// A priority from UIKit's `Float` value, as `UILayoutPriority(_:)`.
  @_disfavoredOverload
  public init(_ value: Float) { self.init(Double(value)) }

  /// A priority from UIKit's `Float` value, as `UILayoutPriority(rawValue:)`.
  @_disfavoredOverload
  public init(rawValue value: Float) { self.init(Double(value)) }

  /// A priority raised by `amount`, as UIKit's `UILayoutPriority + Float` (`.defaultLow + 1`).
  public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    LayoutPriority(priority.rawValue + Double(amount))
  }

  /// A priority lowered by `amount`, as UIKit's `UILayoutPriority - Float` (`.required - 1`).
  public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
    LayoutPriority(priority.rawValue - Double(amount))
  }
}
