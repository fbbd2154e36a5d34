public import ShelterGeometry

extension View {
  /// Whether touches may land on this view at all: visible enough and interactive.
  ///
  /// UIKit skips hidden views, views with alpha below 0.01 and views with interaction disabled.
  public var isHittable: Bool {
    !isHidden && alpha >= 0.01 && isUserInteractionEnabled
  }

  /// The deepest, front-most view under a point given in this view's bounds space, or `nil`.
  ///
  /// UIKit's rules: a view that is not ``isHittable`` or does not contain the point is skipped along
  /// with its subviews (clipping does not matter); subviews are tried front to back. Walks down with a
  /// loop, so deep trees cost no stack.
  ///
  ///     window.hitTest(Point(x: 30, y: 580))   // the text field drawn there
  public func hitTest(_ point: Point) -> View? {
    guard isHittable, self.point(inside: point) else { return nil }
    var current = self
    var local = point
    descend: while true {
      let children = current.children
      var index = children.count
      while index > 0 {
        index -= 1
        // `children` holds the view while it is looked at, so it is handed on without a retain.
        let child = Unmanaged.passUnretained(children[index])
        let (isHittable, step) = child._withUnsafeGuaranteedRef { ($0.isHittable, $0.transformToSuperview) }
        guard isHittable else { continue }
        let inChild: Point
        if step.isTranslationOnly {
          inChild = Point(x: local.x - step.tx, y: local.y - step.ty)
        } else {
          // A view flattened by a singular transform has no area to touch.
          guard let inverse = step.inverted() else { continue }
          inChild = inverse.apply(to: local)
        }
        if child._withUnsafeGuaranteedRef({ $0.point(inside: inChild) }) {
          current = child.takeUnretainedValue()
          local = inChild
          continue descend
        }
      }
      return current
    }
  }
}
