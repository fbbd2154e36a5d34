public import ShelterGeometry

/// A view that scrolls its content, as UIKit's `UIScrollView`.
///
/// The content offset is the bounds origin, so scrolling moves every subview in window space
/// without touching their frames.
open class ScrollView: View {
  /// The size of the scrollable content, in this view's space.
  public var contentSize: Size
  /// Extra room around the content, such as the keyboard's height added at the bottom.
  public var contentInset: EdgeInsets = .zero

  /// Creates a scroll view whose content is as large as its frame.
  public convenience init(frame: Rect = .zero) {
    self.init(kind: .scrollView, frame: frame)
  }

  /// Creates a scroll view of a scrolling kind (`scrollView`, `tableView`).
  public override init(kind: ViewKind, frame: Rect = .zero) {
    let f = frame.standardized
    self.contentSize = f.size
    super.init(kind: kind, frame: f)
  }

  /// Where the visible area starts in the content: the bounds origin.
  public var contentOffset: Point {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The smallest allowed content offset (`-inset.top`, `-inset.left`).
  public var minimumContentOffset: Point {
    Point(x: -contentInset.left, y: -contentInset.top)
  }

  /// The largest content offset that still shows content (never below the minimum).
  public var maximumContentOffset: Point {
    let b = bounds
    return Point(
      x: max(-contentInset.left, contentSize.width + contentInset.right - b.width),
      y: max(-contentInset.top, contentSize.height + contentInset.bottom - b.height))
  }

  /// Scrolls the least amount that brings a rect in content space into the visible area,
  /// as `scrollRectToVisible(_:animated:)`; the offset stays within the allowed range.
  public func scrollRectToVisible(_ rect: Rect) {
    var offset = contentOffset
    let b = bounds
    if rect.maxY > offset.y + b.height { offset.y = rect.maxY - b.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    if rect.maxX > offset.x + b.width { offset.x = rect.maxX - b.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    contentOffset = clampedContentOffset(offset)
  }

  /// An offset moved into the allowed range.
  public func clampedContentOffset(_ offset: Point) -> Point {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }
}

/// A scrolling list of cells, as UIKit's `UITableView`.
open class TableView: ScrollView {
  /// Creates a table view.
  public convenience init(frame: Rect = .zero) {
    self.init(kind: .tableView, frame: frame)
  }
}
