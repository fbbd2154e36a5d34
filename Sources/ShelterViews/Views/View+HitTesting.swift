import ShelterGeometry

extension View {
  /// Whether touches may land on this view at all: visible enough and interactive.
  ///
  /// UIKit skips hidden views, views with alpha below 0.01 and views with interaction disabled.
  public var isHittable: Bool {
    !isHidden && alpha >= 0.01 && isUserInteractionEnabled
  }

  /// Shelter's own view classes: none overrides ``hitTest(_:)``, so the walk goes through views of
  /// these classes in its loop and asks every other view through its own `hitTest(_:)`.
  static let shelterClasses: [View.Type] = [
    View.self, TextField.self, TextView.self, ScrollView.self, TableView.self, Button.self, Label.self,
    ImageView.self, TableViewCell.self, Window.self, StackView.self,
  ]

  /// The walk of ``hitTest(_:)``'s default: from this view, which is hittable and contains
  /// `point`, down to the deepest, front-most view under it.
  ///
  /// Views of Shelter's own classes are walked in a loop, so deep trees cost no stack; a view of
  /// any other class is asked through its own `hitTest(_:)`, so an override decides for its view
  /// and subtree (a call deeper per such view on the way down).
  func hitTestWalk(from point: Point) -> View? {
    var current = self
    var local = point
    descend: while true {
      let children = current.children
      var index = children.count
      while index > 0 {
        index -= 1
        // `children` holds the view while it is looked at, so it is read without a retain.
        let child = UnsafeViewRef(children[index])
        let (walked, isHittable, step) = child.read {
          ($0.storage.isWalkedByHitTest, $0.isHittable, $0.transformToSuperview)
        }
        guard walked else {
          if let hit = Self.hitTest(asking: child.object, step: step, point: local) { return hit }
          continue
        }
        guard isHittable else { continue }
        let inChild: Point
        if step.isTranslationOnly {
          inChild = Point(x: local.x - step.tx, y: local.y - step.ty)
        } else {
          // A view flattened by a singular transform has no area to touch.
          guard let inverse = step.inverted() else { continue }
          inChild = inverse.apply(to: local)
        }
        if child.read({ $0.point(inside: inChild) }) {
          current = child.object
          local = inChild
          continue descend
        }
      }
      return current
    }
  }

  /// A view of a class outside Shelter's, asked through its own `hitTest(_:)` with the point in its
  /// space (`step` maps that space to its superview's); kept out of the walk's loop.
  @inline(never)
  static func hitTest(asking view: View, step: Transform, point: Point) -> View? {
    // A view flattened by a singular transform has no area to touch.
    guard let inverse = step.inverted() else { return nil }
    return view.hitTest(inverse.apply(to: point))
  }
}
