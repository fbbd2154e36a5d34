import ShelterFixtures
import ShelterGeometry
import ShelterKeyboard
import ShelterViews

/// Samples one step's presentation frames, each in its own window's space, the values `Scene.windowFrames(at:)`
/// gives, without walking the tree for every sample.
///
/// The tree does not change while a step's motion is sampled, so it is flattened once (pre-order,
/// each view's parent, step to its superview and bounds). A sample then reads the presentation
/// geometry of the animated views only and recomposes the transforms of the views at or under
/// them, with the same operations in the same order as the walk, so every value is bit for bit the
/// walk's; views outside every animated subtree keep the frames worked out once. O(views) to
/// prepare, O(animated views + views under them) a sample.
struct TimelineSampler {
  private let animator: TimedAnimator
  /// Each flattened view's parent in the flattened order, -1 for the window.
  private let parents: [Int]
  /// Each flattened view's step to its superview and bounds: the model's, or the latest sample's.
  private var steps: [Transform]
  private var bounds: [Rect]
  /// Each flattened view's map to window space and its frame there.
  private var toRoot: [Transform]
  private var frames: [Rect]
  /// The animated views, by flattened index, with their model geometry, step and bounds.
  private let animated: [(node: Int, view: View, model: AnimatedGeometry, step: Transform, bounds: Rect)]
  /// The flattened views at or under an animated one, in pre-order (parents first).
  private let moving: [Int]
  /// The flattened index of each reported frame, in report order.
  private let slots: [Int]
  /// The reported ids, in report order, shared by every sample of the step.
  let ids: [String]

  /// Flattens the scene's windows as they are now, back to front; `nil` when a window sits in a
  /// superview, whose composition the walk treats apart (the caller then walks each sample).
  init?(scene: Scene, animator: TimedAnimator) {
    guard scene.windows.allSatisfy({ $0.superview == nil }) else { return nil }
    self.animator = animator
    var views: [View] = []
    var parents: [Int] = []
    // Only the key window shows presentation values; the others give their model frames.
    var keyWindow = 0..<0
    for window in scene.windows {
      let first = views.count
      var stack: [(view: View, parent: Int)] = [(window, -1)]
      while let (view, parent) = stack.popLast() {
        let index = views.count
        views.append(view)
        parents.append(parent)
        // Pushed front to back, so the backmost is met first, as the walk meets them.
        for child in view.subviews.reversed() { stack.append((child, index)) }
      }
      if window === scene.window { keyWindow = first..<views.count }
    }
    var nodeOf: [ObjectIdentifier: Int] = [:]
    nodeOf.reserveCapacity(views.count)
    for (index, view) in views.enumerated() { nodeOf[ObjectIdentifier(view)] = index }
    var animated: [(node: Int, view: View, model: AnimatedGeometry, step: Transform, bounds: Rect)] = []
    var isMoving = [Bool](repeating: false, count: views.count)
    for view in animator.animatedViews {
      guard let node = nodeOf[ObjectIdentifier(view)], keyWindow.contains(node) else { continue }
      animated.append((node, view, AnimatedGeometry(of: view), view.transformToSuperview, view.bounds))
      isMoving[node] = true
    }
    var moving: [Int] = []
    for index in views.indices {
      let parent = parents[index]
      if parent >= 0, isMoving[parent] { isMoving[index] = true }
      if isMoving[index] { moving.append(index) }
    }
    // The model frames, composed as the walk composes them.
    steps = views.map(\.transformToSuperview)
    bounds = views.map(\.bounds)
    toRoot = [Transform](repeating: .identity, count: views.count)
    frames = bounds
    for index in views.indices where parents[index] >= 0 {
      let own = steps[index].concatenating(toRoot[parents[index]])
      toRoot[index] = own
      frames[index] = View.apply(own, to: bounds[index])
    }
    self.parents = parents
    self.animated = animated
    self.moving = moving
    var ids: [String] = []
    var slots: [Int] = []
    for (id, view) in scene.orderedViews {
      guard let node = nodeOf[ObjectIdentifier(view)] else { continue }
      ids.append(id)
      slots.append(node)
    }
    self.ids = ids
    self.slots = slots
  }

  /// Appends every reported frame at `time`, in report order, to `rects`.
  mutating func append(at time: Double, to rects: inout [Rect]) {
    for (node, view, model, step, bounds) in animated {
      let shown = animator.presentationGeometry(of: view, at: time)
      guard shown != model else {
        steps[node] = step
        self.bounds[node] = bounds
        continue
      }
      shown.apply(to: view)
      steps[node] = view.transformToSuperview
      self.bounds[node] = view.bounds
      model.apply(to: view)
    }
    for index in moving {
      let parent = parents[index]
      guard parent >= 0 else {
        frames[index] = bounds[index]
        continue
      }
      let own = steps[index].concatenating(toRoot[parent])
      toRoot[index] = own
      frames[index] = View.apply(own, to: bounds[index])
    }
    for node in slots { rects.append(frames[node]) }
  }
}
