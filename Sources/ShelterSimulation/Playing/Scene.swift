public import ShelterFixtures
public import ShelterGeometry
public import ShelterKeyboard
import ShelterNotifications
public import ShelterValues
public import ShelterViews

/// The live objects a fixture describes: an application on a screen, a window, controllers with
/// keyboard avoidance attached, and views looked up by id.
public final class Scene {
  /// The fixture the scene was built from.
  public internal(set) var fixture: Fixture
  /// The application, owning the screen, the hub and the keyboard.
  public let application: Application
  /// The fixture's window: of several, the key window (the one holding the first responder, else
  /// the frontmost).
  public let window: Window
  /// Every window of the fixture, back to front.
  public let windows: [Window]
  /// Views by fixture id, made on first use: a command that never looks a view up by id (one
  /// that only walks the tree) does not pay for the table.
  public private(set) lazy var viewsByID: [String: View] = Dictionary(
    orderedViews.lazy.map { ($0.id, $0.view) }, uniquingKeysWith: { _, last in last })
  /// Controllers by fixture id.
  public private(set) var controllersByID: [String: ViewController] = [:]
  /// Every view id in document order, the order reports list frames in.
  public var viewIDs: [String] { orderedViews.map(\.id) }
  /// Constraints by fixture id (those the fixture names).
  public internal(set) var constraintsByID: [String: LayoutConstraint] = [:]
  /// Constraint breaks not yet reported, oldest first.
  var pendingBreaks: [LayoutEngine.ConstraintBreak] = []
  /// The fixture's device profile, `nil` for a screen given only by size.
  public internal(set) var device: DeviceProfile?
  /// Every notification posted on the application's hub since it was last drained.
  let notifications: NotificationRecorder
  /// The policy driving the avoidance attachments.
  public let policy: AvoidancePolicyID
  /// The animator every attachment and the keyboard use: an ``ImmediateAnimator`` that records
  /// durations and curves, or the ``timedAnimator`` when the scene keeps time.
  public let animator: any Animator
  /// Whether ``move(to:)`` may still move the scene to another screen: not after a step is played,
  /// a move failed, or a load that kept time, focused a field, broke a constraint or posted
  /// notifications.
  var isMovable = false
  /// Whether the scene's current layout is known to leave no view ambiguous.
  var isKnownUnambiguous = false
  /// The animator that keeps time, so presentation frames can be asked at any moment; `nil` unless
  /// the scene was built with `keepsTime`.
  public let timedAnimator: TimedAnimator?

  /// Builds the scene: views, controllers, the initial first responder and the attachments.
  ///
  /// `policy` is the avoidance policy every attachment gets a fresh instance of; controllers
  /// without fixture settings under the window's controller get none of their own. The fixture is
  /// validated first (``Fixture/validate()``; not again when it was just decoded and has not
  /// changed since), so one edited through its fields throws the same
  /// ``FixtureError`` the loader gives (a parent out of range or after its child, a duplicate id, a
  /// number that is not finite) before anything is built. Throws a ``FixtureError`` naming the node
  /// when something cannot be built.
  ///
  /// With `keepsTime`, every animation is recorded on a clock (``timedAnimator``), the keyboard's
  /// included, so a step's motion can be sampled.
  public init(fixture: Fixture, policy: AvoidancePolicyID = .shelter, keepsTime: Bool = false)
    throws(FixtureError)
  {
    if !fixture.isKnownValid { try fixture.validate() }
    self.fixture = fixture
    self.policy = policy
    let screen = Screen(size: fixture.screenSize, scale: fixture.scale ?? 3, safeAreaInsets: fixture.safeArea)
    application = Application(screen: screen)
    notifications = NotificationRecorder(hub: application.notificationHub)
    let application = self.application
    let windows = fixture.windows.map { Window(frame: $0.frame, application: application) }
    self.windows = windows
    window = windows[fixture.keyWindowIndex]
    window.makeKey()
    if keepsTime {
      let timed = TimedAnimator(clock: AnimationClock(), watching: window)
      application.keyboard.animator = timed
      timedAnimator = timed
      animator = timed
    } else {
      timedAnimator = nil
      animator = ImmediateAnimator()
    }

    if let id = fixture.device {
      guard let profile = DeviceProfile.named(id) else {
        throw FixtureError(
          path: "screen.device", message: "unknown device '\(id)'" + DeviceProfile.suggestion(for: id))
      }
      device = profile
      application.keyboard.follow(profile, orientation: fixture.orientation, mode: fixture.keyboardMode)
    } else {
      device = nil
    }

    orderedViews.reserveCapacity(fixture.nodes.count)
    var views: [View?] = Array(repeating: nil, count: fixture.nodes.count)
    var controllers: [ViewController?] = Array(repeating: nil, count: fixture.nodes.count)
    var responder: View?
    var statedOffsets: [ScrollView] = []
    var currentWindow = -1
    for (index, node) in fixture.nodes.enumerated() {
      if node.parent == nil { currentWindow += 1 }
      switch node.role {
      case .controller:
        continue  // made together with its root view, the next node
      case let .view(kind):
        let view = Scene.makeView(kind: kind)
        node.configure(view)
        node.configureTextInput(view, width: fixture.screenSize.width)
        orderedViews.append((node.id, view))
        views[index] = view
        if node.isFirstResponder { responder = view }
        if let scroll = view as? ScrollView, node.statesBoundsOrigin { statedOffsets.append(scroll) }
        guard let parentIndex = node.parent else { continue }
        guard parentIndex >= 0, parentIndex <= index else {
          throw FixtureError(
            path: "nodes[\(index)]", message: "its parent \(parentIndex) must come before it in pre-order")
        }
        if case .controller = fixture.nodes[parentIndex].role {
          let controllerNode = fixture.nodes[parentIndex]
          let controller = ViewController(view: view)
          controller.identifier = controllerNode.id
          controller.presentationStyle = controllerNode.presentation
          if let style = controllerNode.modalPresentationStyle {
            controller.modalPresentationStyle = style
            if style != .fullScreen { controller.presentationStyle = .formSheet }
            controller.preferredContentSize = controllerNode.preferredContentSize ?? .zero
          }
          controller.additionalSafeAreaInsets = controllerNode.additionalSafeArea
          controllerNode.keyboardLayoutGuide?.apply(to: view.keyboardLayoutGuide)
          controllers[parentIndex] = controller
          controllersByID[controllerNode.id] = controller
          if let holder = controllerNode.parent {
            guard holder >= 0, holder <= index, let superview = views[holder] else {
              throw FixtureError(
                path: "nodes[\(parentIndex)]",
                message: "its parent \(holder) must be a view before it in pre-order")
            }
            try Scene.add(view, to: superview, node: index, of: fixture)
            if let parentController = Scene.enclosingController(
              of: holder, in: fixture.nodes, controllers: controllers)
            {
              parentController.addChild(controller)
            }
          } else {
            // The window sizes its root view; the fixture's own geometry then stands, as a frame
            // set after `rootViewController` does in UIKit.
            windows[currentWindow].rootViewController = controller
            node.configureGeometry(view)
          }
        } else if let superview = views[parentIndex] {
          try Scene.add(view, to: superview, node: index, of: fixture)
        }
      }
    }
    layoutPresentations()
    try arrangeStackViews(views: views)
    try installConstraints(views: views)
    layoutConstraints()
    try checkBoundedFrames()
    // A stated offset is the offset after load, zeros included: it is taken as laid out against the
    // inset it loads with, so the first pass moves only the scroll views whose `bounds` gave none
    // to their rest position.
    keepStatedOffsets(statedOffsets)
    layoutScrollViews()
    // Attach avoidance: the window's controller always (with the contract's defaults), nested
    // controllers when the fixture gives them settings.
    for (index, node) in fixture.nodes.enumerated() {
      guard case .controller = node.role, let controller = controllers[index] else { continue }
      guard node.parent == nil || node.avoidance != nil else { continue }
      let settings = node.avoidance ?? AvoidanceSettings()
      let first = policy.makePolicy()
      if first.attachesToEachField {
        // A per-field policy: one attachment per text input, as a text-field category is used.
        var next: (any AvoidancePolicy)? = first
        for field in controller.view.subtree
        where field.kind.isTextInput && field.enclosingViewController === controller {
          do {
            try field.attachKeyboardAvoidance(
              settings, policy: next ?? policy.makePolicy(), animator: animator)
          } catch {
            throw FixtureError(
              path: Scene.path(of: field, in: fixture) ?? Scene.path(of: index, in: fixture),
              message: error.description)
          }
          next = nil
        }
        // Taps still need the controller's dismiss setting.
        var tapOnly = settings
        tapOnly.strategy = .none
        do {
          try controller.attachKeyboardAvoidance(tapOnly, animator: animator)
        } catch {
          throw FixtureError(path: Scene.path(of: index, in: fixture), message: error.description)
        }
      } else {
        do {
          let avoidance = try controller.attachKeyboardAvoidance(settings, policy: first, animator: animator)
          // The controller's outlet to the constraint its avoidance names (validated to exist).
          avoidance.keyboardConstraint = settings.keyboardConstraint.flatMap { constraintsByID[$0] }
        } catch {
          throw FixtureError(path: Scene.path(of: index, in: fixture), message: error.description)
        }
      }
    }
    isMovable =
      !keepsTime && responder == nil && pendingBreaks.isEmpty && notifications.pending.isEmpty
    // The field focused at load is focused once the attachments listen, as a focus step would be:
    // a software keyboard comes up for it and the policy plans for it.
    if let responder {
      do {
        try responder.makeFirstResponder()
      } catch {
        let node = fixture.nodes.first { $0.id == responder.identifier }
        throw FixtureError(path: (node?.path ?? "$") + ".isFirstResponder", message: error.description)
      }
    }
  }

  /// Lays out the adjusted content inset of the scroll views whose offset the fixture states,
  /// keeping that offset: it is taken as laid out against the inset the view loads with.
  func keepStatedOffsets(_ statedOffsets: [ScrollView]) {
    guard !statedOffsets.isEmpty else { return }
    let stated = Set(statedOffsets.map(ObjectIdentifier.init))
    for each in windows {
      each.forEachSafeAreaInsetAdjusting({ view, safeArea in
        guard let scroll = view as? ScrollView, stated.contains(ObjectIdentifier(view)) else {
          return false
        }
        scroll.layoutAdjustedContentInset(keepingContentOffset: true, safeArea: safeArea)
        return false
      })
    }
  }

  /// An app's own screen, live (``AvoidancePolicyID/app``): the window ``Fixture/init(hosting:name:steps:)``
  /// described, its views found by the ids that description gave them, in the same pre-order. No
  /// policy is attached: the app's own handlers are what moves its views.
  package init(adopting window: Window, fixture: Fixture, keepsTime: Bool) {
    self.fixture = fixture
    policy = .app
    application = window.application
    notifications = NotificationRecorder(hub: application.notificationHub)
    self.window = window
    windows = [window]
    device = application.keyboard.device
    if keepsTime {
      let timed = TimedAnimator(clock: AnimationClock(), watching: window)
      application.keyboard.animator = timed
      (timedAnimator, animator) = (timed, timed)
    } else {
      timedAnimator = nil
      animator = application.keyboard.animator ?? ImmediateAnimator()
    }
    let ids = Set(fixture.nodes.lazy.filter { $0.kind != nil }.map(\.id))
    for view in window.subtree {
      if let id = view.identifier, ids.contains(id) { orderedViews.append((id, view)) }
    }
    for node in fixture.nodes {
      guard let parent = node.parent, fixture.nodes[parent].role == .controller,
        let controller = viewsByID[node.id]?.viewController
      else { continue }
      controllersByID[fixture.nodes[parent].id] = controller
    }
  }

  /// What the attachments' policies could not do on this screen (``KeyboardAvoidance/notes``),
  /// each sentence once, controllers in document order.
  public var avoidanceNotes: [String] {
    var notes: [String] = []
    for node in fixture.nodes where node.role == .controller {
      for note in controllersByID[node.id]?.keyboardAvoidance?.notes ?? [] where !notes.contains(note) {
        notes.append(note)
      }
    }
    return notes
  }

  /// Adds a fixture node's view to its superview, reporting a failure at the node's JSON path.
  private static func add(_ view: View, to superview: View, node index: Int, of fixture: Fixture)
    throws(FixtureError)
  {
    do {
      try superview.addSubview(view)
    } catch {
      throw FixtureError(path: path(of: index, in: fixture), message: error.description)
    }
  }

  /// A node's JSON path; `nodes[i]` when its parents do not lead back to a window (a fixture edited
  /// in code), as `Fixture.validate()` names such a node.
  private static func path(of index: Int, in fixture: Fixture) -> String {
    var current = index
    while let parent = fixture.nodes[current].parent {
      guard parent >= 0, parent < current else { return "nodes[\(index)]" }
      current = parent
    }
    return fixture.path(of: index)
  }

  /// The JSON path of the node a field was built from, when it has a fixture id.
  private static func path(of field: View, in fixture: Fixture) -> String? {
    guard let id = field.identifier, let index = fixture.nodes.firstIndex(where: { $0.id == id }) else {
      return nil
    }
    return path(of: index, in: fixture)
  }

  static func enclosingController(of index: Int, in nodes: [FixtureNode], controllers: [ViewController?])
    -> ViewController?
  {
    var current: Int? = index
    while let i = current {
      if case .controller = nodes[i].role { return controllers[i] }
      current = nodes[i].parent
    }
    return nil
  }

  /// The size classes sheets in a window adapt to: the device's for the window's size, else
  /// guessed from it (``PresentationSizeClasses/init(guessingFrom:)``).
  public func presentationSizeClasses(in window: Window) -> PresentationSizeClasses {
    let size = window.bounds.size
    guard let device else { return PresentationSizeClasses(guessingFrom: size) }
    return PresentationSizeClasses(isPad: device.isPad, size: size)
  }

  /// Gives every controller with a `modalPresentationStyle` the frame UIKit presents it at in its
  /// own window (``ViewController/layoutPresentation(sizeClasses:)``), outer controllers first; run
  /// when the scene is built and after the window's size changes.
  ///
  /// Each root view's superview is mapped to window space from the nearest presented view above it,
  /// placed just before, so n sheets each presented over the last cost O(n), not a walk up to the
  /// window for each.
  public func layoutPresentations() {
    var maps = WindowMaps()
    for controller in presentedControllers {
      let view = controller.view
      guard let superview = view.superview else {
        if let window = view.window {
          controller.layoutPresentation(sizeClasses: presentationSizeClasses(in: window))
        }
        continue
      }
      let above = maps.map(of: superview)
      guard let window = above.window else { continue }
      controller.layoutPresentation(
        sizeClasses: presentationSizeClasses(in: window), in: window,
        superviewToWindow: superview === window ? .identity : above.toWindow)
      maps.record(view, window: window, toWindow: view.transformToSuperview.concatenating(above.toWindow))
    }
  }

  /// The controllers with a `modalPresentationStyle`, in document order (outer ones first).
  private lazy var presentedControllers: [ViewController] = fixture.nodes.compactMap { node in
    node.role == .controller && node.modalPresentationStyle != nil ? controllersByID[node.id] : nil
  }

  /// Every attachment acting in the windows, back to front.
  public var avoidances: [KeyboardAvoidance] { windows.flatMap(\.keyboardAvoidances) }

  /// Every view's frame in its own window's space, in document order of ids: model frames, or
  /// with `time` the presentation frames at that moment of the ``timedAnimator`` (which keeps the
  /// key window's time; other windows give their model frames).
  ///
  /// One walk of each window, back to front, and no hashing while the tree keeps the fixture's
  /// order (the walk then meets the views in document order); a view met out of order is found
  /// by identity.
  public func windowFrames(at time: Double? = nil) -> [(id: String, frame: Rect)] {
    let ordered = orderedViews
    // The common case: the walk meets the fixture's views in document order, each frame is
    // appended as it comes. A view met out of order sends the walk to `found`, filed by identity.
    var result: [(id: String, frame: Rect)] = []
    result.reserveCapacity(ordered.count)
    var found: [Rect?] = []
    func place(_ view: View, _ frame: Rect) {
      if found.isEmpty, result.count < ordered.count, ordered[result.count].view === view {
        result.append((ordered[result.count].id, frame))
        return
      }
      guard let index = viewIndex[ObjectIdentifier(view)] else { return }
      if found.isEmpty {
        found = [Rect?](repeating: nil, count: ordered.count)
        for (offset, entry) in result.enumerated() { found[offset] = entry.frame }
      }
      found[index] = frame
    }
    // Passed as literals, the closures are not escaping: no boxes, no dynamic exclusivity checks.
    for each in windows {
      if let time, let timed = timedAnimator, each === window {
        timed.forEachPresentationFrameInRootSpace(of: each, at: time) { place($0, $1) }
      } else {
        each.forEachFrameInRootSpace { place($0, $1) }
      }
    }
    guard !found.isEmpty else { return result }
    result.removeAll(keepingCapacity: true)
    for (index, frame) in found.enumerated() {
      if let frame { result.append((ordered[index].id, frame)) }
    }
    return result
  }

  /// The fixture's views with their ids, in document order.
  private(set) var orderedViews: [(id: String, view: View)] = []

  /// Each view's place in ``orderedViews``.
  lazy var viewIndex: [ObjectIdentifier: Int] = Dictionary(
    orderedViews.enumerated().map { (ObjectIdentifier($0.element.view), $0.offset) },
    uniquingKeysWith: { first, _ in first })

  /// The places in ``orderedViews`` of the scroll views, in document order.
  lazy var scrollViewIndices: [Int] = orderedViews.indices.filter { orderedViews[$0].view is ScrollView }

  /// The places in ``orderedViews`` of the controllers' root views, in document order.
  lazy var controllerRootIndices: [Int] = orderedViews.indices.filter {
    orderedViews[$0].view.viewController != nil
  }

  /// The window a tap at a point of the key window's space lands in, and the point in that
  /// window's space: as UIKit hit-tests windows, the frontmost whose `hitTest` finds a view, else
  /// the key window.
  public func tapTarget(at point: Point) -> (window: Window, point: Point) {
    guard windows.count > 1 else { return (window, point) }
    let onScreen = window.transformToSuperview.apply(to: point)
    for candidate in windows.reversed() {
      guard let local = candidate.transformToSuperview.inverted()?.apply(to: onScreen) else { continue }
      if candidate.hitTest(local) != nil { return (candidate, local) }
    }
    return (window, point)
  }

  /// The keyboard's frame in window space while shown.
  public var keyboardFrameInWindow: Rect? {
    application.keyboard.frame.flatMap(windowRect(fromScreen:))
  }

  /// The keyboard's presentation frame in window space at a moment, while it is on screen or
  /// moving across it; `nil` when it rests hidden (or the scene keeps no time).
  public func keyboardFrameInWindow(at time: Double) -> Rect? {
    guard let frame = timedAnimator?.keyboardFrame(at: time) else { return nil }
    if !application.keyboard.isShown, frame.minY >= application.screen.size.height { return nil }
    return windowRect(fromScreen: frame)
  }

  private func windowRect(fromScreen rect: Rect) -> Rect? {
    window.transformToSuperview.inverted()?.apply(to: rect)
  }
}

extension Fixture {
  /// The key window's index among ``windows``: the one holding the first responder, else the
  /// frontmost (UIKit makes key the window made key last, which a fixture lists last).
  var keyWindowIndex: Int {
    var window = -1
    for node in nodes {
      if node.parent == nil { window += 1 }
      if node.isFirstResponder { return max(0, window) }
    }
    return additionalWindows.count
  }
}

extension FixtureNode {
  /// Gives a text input its traits and views of the fixture's accessory and input-view heights,
  /// `width` wide (only the height decides the keyboard).
  func configureTextInput(_ view: View, width: Double) {
    guard hasTextInputTraits, let input = view as? any TextInput else { return }
    var traits = input.textInputTraits
    if let keyboardType = self.keyboardType { traits.keyboardType = keyboardType }
    traits.isSecureTextEntry = self.isSecureTextEntry
    if self.predictive == false {
      traits.autocorrectionType = .no
      traits.spellCheckingType = .no
    }
    input.textInputTraits = traits
    if let height = self.inputAccessoryHeight {
      input.inputAccessoryView = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    }
    if let height = self.inputViewHeight {
      input.inputView = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    }
  }

  func configureGeometry(_ view: View) {
    let details = self.details
    view.bounds = bounds
    view.anchorPoint = details.anchorPoint
    view.center = center
    view.transform = details.transform
  }

  func configure(_ view: View) {
    let details = self.details
    view.identifier = id
    view.className = details.className
    configureGeometry(view)
    view.isHidden = isHidden
    view.alpha = alpha
    if let userInteractionEnabled { view.isUserInteractionEnabled = userInteractionEnabled }
    view.clipsToBounds = clipsToBounds
    view.backgroundColor = details.backgroundColor
    view.isOpaque = details.isOpaque
    view.fieldAvoidance = details.fieldAvoidance
    if let scroll = view as? ScrollView {
      scroll.contentSize = details.contentSize ?? bounds.size
      scroll.contentInset = details.contentInset
      scroll.contentInsetAdjustmentBehavior = details.contentInsetAdjustmentBehavior
      scroll.alwaysBounceVertical = details.alwaysBounceVertical
      scroll.alwaysBounceHorizontal = details.alwaysBounceHorizontal
    }
    let text = details.text
    if let textView = view as? TextView {
      textView.caretRect = details.caret
      if let text { textView.text = text }
      textView.isEditable = details.isEnabled
    }
    if let field = view as? TextField {
      if let text { field.text = text }
      field.placeholder = details.placeholder
      field.isEnabled = details.isEnabled
    }
    if let label = view as? Label, let text { label.text = text }
    view.navigationIndex = details.navigationIndex
    view.allowsFirstResponder = details.canBecomeFirstResponder
    view.tag = details.tag
    view.autoresizingMask = details.autoresizingMask
    view.autoresizesSubviews = details.autoresizesSubviews
    if hasLayoutFields || !details.translatesAutoresizingMaskIntoConstraints { configureLayout(view) }
  }
}

/// Maps from views to their window's space, worked out from the nearest ancestor already mapped:
/// for views met outer first (document order), each costs the distance to that ancestor rather
/// than its depth.
struct WindowMaps {
  private var maps: [ObjectIdentifier: (window: Window?, toWindow: Transform)] = [:]

  /// `view`'s window (`nil` when it is in none) and its map to that window's space
  /// (``View/transformToRoot``).
  func map(of view: View) -> (window: Window?, toWindow: Transform) {
    if let known = maps[ObjectIdentifier(view)] { return known }
    var up = view.superview
    while let ancestor = up {
      if let known = maps[ObjectIdentifier(ancestor)] {
        return (known.window, view.transform(upTo: ancestor).concatenating(known.toWindow))
      }
      up = ancestor.superview
    }
    return (view.window, view.transformToRoot)
  }

  /// Keeps `view`'s map for the views under it.
  mutating func record(_ view: View, window: Window?, toWindow: Transform) {
    maps[ObjectIdentifier(view)] = (window, toWindow)
  }
}
