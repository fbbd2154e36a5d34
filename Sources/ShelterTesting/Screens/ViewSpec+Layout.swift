import Shelter

extension ViewSpec.Layout {
  /// The layout rect in a superview whose bounds have `size`.
  func resolved(in size: Size) -> Rect {
    switch self {
    case .frame(let rect): return rect
    case .flexible(let height?): return Rect(x: 0, y: 0, width: size.width, height: height)
    case .flexible(nil): return Rect(origin: .zero, size: size)
    case .row(let x, let y, let width, let height):
      return Rect(x: x, y: y, width: width ?? size.width - 2 * x, height: height)
    }
  }
}

extension ViewSpec.Node {
  /// The layout rect in a superview whose bounds have `size`; a view placed by constraints without
  /// a frame of its own starts at a zero frame under a view, as `UIView()` does, for the layout
  /// pass to place (a controller's root view is sized by its controller either way).
  func layoutRect(in size: Size, inView: Bool) -> Rect {
    if inView, !fields.translatesAutoresizingMaskIntoConstraints, layout == .flexible(height: nil) {
      return .zero
    }
    return layout.resolved(in: size)
  }
}

extension ViewSpec {
  /// A scroll view's content size: given, or measured on its subviews' layout rects.
  static func contentSize(_ sizing: ContentSizing, subviews: [Node], bounds: Size) -> Size {
    switch sizing {
    case .fixed(let size):
      return size
    case .fitting(let padding):
      var maxX = 0.0
      var maxY = 0.0
      for child in subviews {
        let rect =
          child.controller?.view.node.layoutRect(in: bounds, inView: false)
          ?? child.layoutRect(in: bounds, inView: true)
        maxX = max(maxX, rect.maxX)
        maxY = max(maxY, rect.maxY)
      }
      return Size(width: max(bounds.width, maxX), height: maxY + padding)
    }
  }
}
