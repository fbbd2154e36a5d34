/// How the safe area enters the adjusted content inset, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable {
  /// Shelter has no navigation or tab-bar controllers, so this is ``scrollableAxes``: UIKit's
  /// only extra for `automatic` is always adjusting vertically inside one of those.
  case automatic
  /// Top and bottom when the content is taller than the bounds or `alwaysBounceVertical` is set;
  /// left and right when it is wider or `alwaysBounceHorizontal` is set.
  case scrollableAxes
  /// The safe area never enters the adjusted inset.
  case never
  /// All four safe-area insets always enter it.
  case always
}

/// The size of the scrollable content, in this view's space.
