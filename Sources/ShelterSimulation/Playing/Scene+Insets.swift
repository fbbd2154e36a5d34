import ShelterFixtures
public import ShelterGeometry
import ShelterJSON
import ShelterViews

/// A scroll view's offset and insets after a step, as the report lists them.
public struct ScrollViewState: Sendable, Equatable {
  /// The content offset (the bounds origin).
  public var contentOffset: Point
  /// The app's content inset, keyboard avoidance's extra included.
  public var contentInset: EdgeInsets
  /// The content inset plus the safe-area part the behaviour allows.
  public var adjustedContentInset: EdgeInsets
}

/// The safe areas, scroll insets and keyboard layout guides of a scene at one moment, taken in one
/// pass over the window.
public struct SceneInsets: Sendable {
  /// Every view's safe-area insets in its own space, in document order of ids.
  public var safeAreas: [(id: String, insets: EdgeInsets)] = []
  /// Every scroll view's offset and insets, in document order of ids.
  public var scrollViews: [(id: String, state: ScrollViewState)] = []
  /// Every controller's root view's keyboard layout guide frame in window space, by the root
  /// view's id, in document order.
  public var keyboardLayoutGuides: [(id: String, frame: Rect)] = []
}

extension Scene {
  /// Lays every scroll view's offset out against its adjusted inset as it is now
  /// (``ScrollView/layoutAdjustedContentInset(keepingContentOffset:)``), as UIKit's layout pass does
  /// after a change, in every window.
  ///
  /// One pass over each window that holds a scroll view, outer scroll views first, each laid out
  /// against the safe area it has once the ones around it are: a scroll view nested n deep costs
  /// no walk up to its window.
  public func layoutScrollViews() {
    guard !scrollViewIndices.isEmpty else { return }
    for each in windows {
      each.forEachSafeAreaInsetAdjusting({ view, safeArea in
        guard let scroll = view as? ScrollView, viewIndex[ObjectIdentifier(view)] != nil else { return false }
        let offset = scroll.contentOffset
        scroll.layoutAdjustedContentInset(safeArea: safeArea)
        return scroll.contentOffset != offset
      })
    }
  }

  /// The scene's safe areas, scroll insets and guides, in every window: one pre-order pass per
  /// window for the safe areas, so the cost is linear in the views; each guide converts its frame
  /// once (controllers are few).
  ///
  /// The walk meets the fixture's views in document order while the tree keeps the fixture's
  /// order, so each value is stored at the next place; a view met out of order is found by
  /// identity.
  public func insets() -> SceneInsets {
    let ordered = orderedViews
    var found = [EdgeInsets?](repeating: nil, count: ordered.count)
    var position = 0
    for each in windows {
      each.forEachSafeAreaInsets { view, insets in
        if position < ordered.count, ordered[position].view === view {
          found[position] = insets
          position += 1
        } else if let index = viewIndex[ObjectIdentifier(view)] {
          found[index] = insets
          position = index + 1
        }
      }
    }
    var result = SceneInsets()
    result.safeAreas.reserveCapacity(ordered.count)
    for (index, entry) in ordered.enumerated() {
      if let safe = found[index] { result.safeAreas.append((entry.id, safe)) }
    }
    for index in scrollViewIndices {
      guard let safe = found[index], let scroll = ordered[index].view as? ScrollView else { continue }
      result.scrollViews.append(
        (
          ordered[index].id,
          ScrollViewState(
            contentOffset: scroll.contentOffset, contentInset: scroll.contentInset,
            adjustedContentInset: scroll.adjustedContentInset(safeArea: safe))
        ))
    }
    // Each root view mapped to window space from the nearest root view above it: nested
    // controllers cost the distance between them, not a walk up to the window each.
    var maps = WindowMaps()
    for index in controllerRootIndices {
      guard let safe = found[index] else { continue }
      let view = ordered[index].view
      let (window, toWindow) = maps.map(of: view)
      maps.record(view, window: window, toWindow: toWindow)
      let local = view.keyboardLayoutGuide.layoutFrame(safeArea: safe, window: window, toWindow: toWindow)
      result.keyboardLayoutGuides.append((ordered[index].id, toWindow.apply(to: local)))
    }
    return result
  }
}
