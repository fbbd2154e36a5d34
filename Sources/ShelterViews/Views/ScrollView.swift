public import Foundation
public import ShelterGeometry
public import ShelterValues

/// A view that scrolls its content, as UIKit's `UIScrollView`.
///
/// The content offset is the bounds origin, so scrolling moves every subview in window space
/// without touching their frames. The offset's range comes from ``adjustedContentInset``: the
/// app's ``contentInset`` plus the part of the safe area ``contentInsetAdjustmentBehavior`` lets
/// in (docs/scroll-views.md).
open class ScrollView: View {
  /// How the safe area enters the adjusted content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public typealias ContentInsetAdjustmentBehavior = ShelterValues.ContentInsetAdjustmentBehavior

  /// The size of the scrollable content. When constraints fix the ``contentLayoutGuide``'s size
  /// (content pinned to the scroll view's edges, or to the guide, on all four sides) each layout
  /// pass sets it from the solution; the value given stands where they leave it free.
  public var contentSize: Size
  /// The content area as Auto Layout sees it (UIKit's `contentLayoutGuide`): origin at content
  /// offset zero, size ``contentSize``. Constraints between the scroll view's edges or margins and
  /// its descendants attach here too (docs/scroll-views.md).
  public private(set) lazy var contentLayoutGuide = LayoutGuide(
    kind: .scrollContent, identifier: "UIScrollView-contentLayoutGuide", owningView: self)
  /// The scroll view's frame as Auto Layout sees it (UIKit's `frameLayoutGuide`): a width equal to
  /// its width makes a form that scrolls vertically only.
  public private(set) lazy var frameLayoutGuide = LayoutGuide(
    kind: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide", owningView: self)
  /// Extra room around the content, such as the keyboard's height added at the bottom.
  public var contentInset: EdgeInsets = .zero
  /// How the safe area adds to ``contentInset``; UIKit's default is `automatic`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Bounces vertically even when the content fits, which makes the vertical axis scrollable.
  public var alwaysBounceVertical = false
  /// Bounces horizontally even when the content fits, which makes the horizontal axis scrollable.
  public var alwaysBounceHorizontal = false
  /// The app's own inset of the vertical scroll indicator; the safe-area part is added to it while
  /// ``automaticallyAdjustsScrollIndicatorInsets`` is on.
  public var verticalScrollIndicatorInsets: EdgeInsets = .zero
  /// Whether the indicators are inset by the same safe-area part as the content (UIKit's default).
  public var automaticallyAdjustsScrollIndicatorInsets = true
  /// The adjusted inset the offset was last laid out against
  /// (``layoutAdjustedContentInset(keepingContentOffset:)``).
  private var laidOutInset: EdgeInsets = .zero
  /// Whether a layout pass has laid the scroll view out against its safe area yet.
  package private(set) var isInsetLaidOut = false

  /// Forgets the inset the offset was laid out against, as a scroll view just made: the next
  /// layout moves an offset at zero to the rest offset, as a first load does.
  package func forgetLaidOutInset() {
    laidOutInset = .zero
    isInsetLaidOut = false
  }

  /// Creates a scroll view whose content is as large as its frame.
  public override init(frame: CGRect) {
    contentSize = Rect(frame).standardized.size
    super.init(frame: frame)
    kind = .scrollView
    storage.isScrollView = true
  }

  /// Where the visible area starts in the content: the bounds origin.
  public var contentOffset: Point {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Whether the content scrolls vertically: taller than the bounds, or always bouncing.
  public var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
  /// Whether the content scrolls horizontally: wider than the bounds, or always bouncing.
  public var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

  /// The part of a safe area (this view's ``View/safeAreaInsets``) the behaviour lets into the
  /// adjusted inset.
  public func safeAreaAdjustment(for safeArea: EdgeInsets) -> EdgeInsets {
    switch contentInsetAdjustmentBehavior {
    case .never: return .zero
    case .always: return safeArea
    case .automatic, .scrollableAxes:
      let vertical = scrollsVertically
      let horizontal = scrollsHorizontally
      return EdgeInsets(
        top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
        bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
  }

  /// The content inset plus the safe-area part the behaviour allows, as UIKit's
  /// `adjustedContentInset`: what the offset limits and `scrollRectToVisible` use.
  public var adjustedContentInset: EdgeInsets { adjustedContentInset(safeArea: safeAreaInsets) }

  /// ``adjustedContentInset`` for a safe area already known (a report's one pass over the tree).
  public func adjustedContentInset(safeArea: EdgeInsets) -> EdgeInsets {
    let adjustment = safeAreaAdjustment(for: safeArea)
    return EdgeInsets(
      top: contentInset.top + adjustment.top, left: contentInset.left + adjustment.left,
      bottom: contentInset.bottom + adjustment.bottom, right: contentInset.right + adjustment.right)
  }

  /// The vertical indicator's inset in effect: ``verticalScrollIndicatorInsets`` plus, while
  /// ``automaticallyAdjustsScrollIndicatorInsets`` is on, the safe-area part of the content's.
  public var effectiveVerticalScrollIndicatorInsets: EdgeInsets {
    guard automaticallyAdjustsScrollIndicatorInsets else { return verticalScrollIndicatorInsets }
    let a = safeAreaAdjustment(for: safeAreaInsets)
    let own = verticalScrollIndicatorInsets
    return EdgeInsets(
      top: own.top + a.top, left: own.left + a.left, bottom: own.bottom + a.bottom, right: own.right + a.right
    )
  }

  /// The smallest allowed content offset (`-adjusted.left`, `-adjusted.top`).
  public var minimumContentOffset: Point { contentOffsetRange(inset: adjustedContentInset).low }

  /// The largest content offset that still shows content (never below the minimum):
  /// `contentSize + adjusted.bottom/right - bounds` on each axis.
  public var maximumContentOffset: Point { contentOffsetRange(inset: adjustedContentInset).high }

  private func contentOffsetRange(inset: EdgeInsets) -> (low: Point, high: Point) {
    let b = bounds
    let low = Point(x: -inset.left, y: -inset.top)
    return (
      low,
      Point(
        x: max(low.x, contentSize.width + inset.right - b.width),
        y: max(low.y, contentSize.height + inset.bottom - b.height))
    )
  }

  /// Lays the offset out against the adjusted inset as it is now, as UIKit's layout pass does: an
  /// offset resting at the top (left) edge of the inset it was last laid out against moves to the
  /// new edge, any other offset stays. A new scroll view was laid out against zero insets, so one
  /// whose offset was never set starts at `(-adjusted.left, -adjusted.top)`.
  ///
  /// With `keepingContentOffset` the offset stays where it is whatever the insets, and the inset as
  /// it is now becomes the one later passes measure the edge from: the offset is one set after
  /// layout, as an app sets it once its view is laid out. A fixture's stated offset is such an
  /// offset (docs/fixture-format.md), so a stated zero is not mistaken for "never set"; later inset
  /// changes then move it only when it rests at the edge.
  public func layoutAdjustedContentInset(keepingContentOffset: Bool = false) {
    layoutAdjustedContentInset(keepingContentOffset: keepingContentOffset, safeArea: safeAreaInsets)
  }

  /// ``layoutAdjustedContentInset(keepingContentOffset:)`` for a safe area already known (one pass
  /// over the tree, ``View/forEachSafeAreaInsetAdjusting(_:)``), so a scroll view nested n deep costs
  /// no walk up to its window.
  package func layoutAdjustedContentInset(keepingContentOffset: Bool = false, safeArea: EdgeInsets) {
    let new = adjustedContentInset(safeArea: safeArea)
    let old = laidOutInset
    laidOutInset = new
    isInsetLaidOut = true
    if keepingContentOffset { return }
    var offset = contentOffset
    if offset.y == -old.top { offset.y = -new.top }
    if offset.x == -old.left { offset.x = -new.left }
    if offset != contentOffset { contentOffset = offset }
  }

  /// Scrolls the least amount that brings a rect in content space into the visible area,
  /// as `scrollRectToVisible(_:animated:)`; the visible area is the bounds less the adjusted
  /// inset, and an offset that moves stays within the allowed range. A rect already visible
  /// moves nothing, even at an offset past that range.
  public func scrollRectToVisible(_ rect: Rect) {
    let inset = adjustedContentInset
    var offset = contentOffset
    let b = bounds
    let visibleHeight = b.height - inset.top - inset.bottom
    let visibleWidth = b.width - inset.left - inset.right
    if rect.maxY > offset.y + inset.top + visibleHeight { offset.y = rect.maxY - visibleHeight - inset.top }
    if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
    if rect.maxX > offset.x + inset.left + visibleWidth { offset.x = rect.maxX - visibleWidth - inset.left }
    if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
    guard offset != contentOffset else { return }
    contentOffset = clampedContentOffset(offset, inset: inset)
  }

  /// An offset moved into the allowed range.
  public func clampedContentOffset(_ offset: Point) -> Point {
    clampedContentOffset(offset, inset: adjustedContentInset)
  }

  private func clampedContentOffset(_ offset: Point, inset: EdgeInsets) -> Point {
    let (low, high) = contentOffsetRange(inset: inset)
    return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }
}

/// A scrolling list of cells, as UIKit's `UITableView`.
open class TableView: ScrollView {
  /// Creates a table view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    kind = .tableView
  }
}
