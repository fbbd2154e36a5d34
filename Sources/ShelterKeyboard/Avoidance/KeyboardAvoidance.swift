public import ShelterGeometry
public import ShelterNotifications
public import ShelterValues
public import ShelterViews

/// One keyboard-avoidance attachment: observes the keyboard and editing notifications of an
/// application and lets a policy move the screen for the fields in its scope.
///
/// Attach it per controller (``ViewController/attachKeyboardAvoidance(_:policy:animator:hub:)``),
/// per field (``View/attachKeyboardAvoidance(_:policy:animator:)``) or per window
/// (``Window/attachKeyboardManager(_:policy:animator:)``). The hub holds it weakly and its owner
/// holds it strongly, so it goes away with the controller and needs no clean-up.
public final class KeyboardAvoidance {
  /// Where an attachment acts.
  public enum Scope {
    /// Every text input in a controller's view (except inside child controllers with their own).
    case controller(ViewController)
    /// One text input, moving its controller's view.
    case field(View, ViewController)
    /// Every text input in a window.
    case window(Window)
  }

  /// Where this attachment acts, or `nil` once its owner is gone. Held weakly: the owner owns
  /// the attachment, never the other way round.
  public var scope: Scope? {
    switch scopeKind {
    case .controller: return scopeController.map { .controller($0) }
    case .field:
      guard let field = scopeField, let controller = scopeController else { return nil }
      return .field(field, controller)
    case .window: return scopeWindow.map { .window($0) }
    }
  }

  // The scope, kept as a kind and plain weak references: reading one is a single weak load,
  // with no copy of an enum of weak boxes.
  private let scopeKind: ScopeKind
  private weak var scopeController: ViewController?
  private weak var scopeField: View?
  private weak var scopeWindow: Window?

  /// The settings; changing them re-adjusts at once (a detached attachment only keeps them).
  public var settings: AvoidanceSettings {
    didSet {
      guard isAttached, settings != oldValue else { return }
      if !settings.isEnabled {
        policy.restore(for: self)
      } else {
        policy.handle(.settingsDidChange, for: self)
      }
    }
  }

  /// The policy that moves the screen.
  public let policy: any AvoidancePolicy

  /// Runs the geometry changes with the keyboard's timing.
  public var animator: any Animator

  /// The hub observed.
  public let hub: NotificationHub

  /// The constraint ``AvoidanceSettings/keyboardConstraint`` names, as the controller's outlet to
  /// it: set by whoever builds the screen, read by policies that change a constraint. Held weakly,
  /// as an outlet is; the view holding the constraint (or its maker) keeps it.
  public weak var keyboardConstraint: LayoutConstraint?

  /// What the policy could not do on this screen (it lacks what the policy needs), each sentence
  /// once, in the order first said, for reports.
  public private(set) var notes: [String] = []

  /// Records that the policy could not act here and why; a sentence already recorded is not
  /// repeated, so a policy may say it on every notification.
  public func note(_ sentence: String) {
    if !notes.contains(sentence) { notes.append(sentence) }
  }

  /// What the attachment reads and writes on every notification, in one value whose run-time
  /// exclusivity checks are off: no access to it spans a call that could reach it again.
  private struct State {
    var keyboardFrame: Rect?
    var lastKeyboardInfo: KeyboardInfo?
    var originals: [ObjectIdentifier: (view: View, geometry: ViewGeometry)] = [:]
    var isAttached = true
  }

  @exclusivity(unchecked) private var state = State()

  /// The keyboard's last end frame in screen space, `nil` while it is hidden.
  public private(set) var keyboardFrame: Rect? {
    get { state.keyboardFrame }
    set { state.keyboardFrame = newValue }
  }

  /// The last keyboard notification's info, for policies that re-adjust on focus changes.
  public private(set) var lastKeyboardInfo: KeyboardInfo? {
    get { state.lastKeyboardInfo }
    set { state.lastKeyboardInfo = newValue }
  }

  /// Original geometry of every view currently moved by the ledger-based policies.
  public private(set) var originals: [ObjectIdentifier: (view: View, geometry: ViewGeometry)] {
    get { state.originals }
    _modify { yield &state.originals }
  }

  /// Whether the attachment is live; detaching turns it off for good.
  public private(set) var isAttached: Bool {
    get { state.isAttached }
    set { state.isAttached = newValue }
  }

  init(
    scope: Scope, settings: AvoidanceSettings, policy: any AvoidancePolicy, animator: any Animator,
    hub: NotificationHub
  ) {
    switch scope {
    case .controller(let c):
      scopeKind = .controller
      scopeController = c
    case .field(let f, let c):
      scopeKind = .field
      scopeField = f
      scopeController = c
    case .window(let w):
      scopeKind = .window
      scopeWindow = w
    }
    self.settings = settings
    self.policy = policy
    self.animator = animator
    self.hub = hub
    let names: [NotificationName] = [
      .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide,
      .keyboardDidChangeFrame, .textFieldTextDidBeginEditing, .textViewTextDidBeginEditing,
      .textFieldTextDidEndEditing, .textViewTextDidEndEditing,
    ]
    for name in names {
      hub.addObserver(self, name: name) { avoidance, note in
        // The view tree is single-threaded like UIKit's; notifications arrive on the poster's thread.
        nonisolated(unsafe) let note = note
        avoidance.receive(note)
      }
    }
  }

  deinit {
    // Released with its owner while something is still moved: put it back, as detaching would.
    for entry in originals.values { entry.geometry.apply(to: entry.view) }
    hub.removeObserver(self)
  }

  /// Stops observing and puts back everything the policy moved.
  func detach() {
    guard isAttached else { return }
    policy.restore(for: self)
    hub.removeObserver(self)
    isAttached = false
  }

  // MARK: Scope

  /// The view whose subtree is in scope.
  public var scopeRoot: View? {
    switch scopeKind {
    case .controller: return scopeController?.view
    case .field: return scopeField
    case .window: return scopeWindow
    }
  }

  /// The window the scope is in, if any.
  public var window: Window? { scopeRoot?.window }

  /// The controller whose view moves for a given field: the attached controller, or for a window
  /// manager the nearest form-sheet controller above the field, else the outermost controller.
  public func movedView(for field: View) -> View? {
    switch scopeKind {
    case .controller, .field: return scopeController?.view
    case .window:
      guard let window = scopeWindow else { return nil }
      var candidate: View?
      for view in field.selfAndSuperviews {
        if view === window { break }
        if let controller = view.viewController {
          if controller.presentationStyle == .formSheet { return view }
          candidate = view
        }
      }
      return candidate
    }
  }

  /// The focused text input this attachment is responsible for, or `nil`.
  ///
  /// A field inside a child controller that has its own attachment belongs to that one.
  public var focusedField: View? {
    guard let root = scopeRoot, let window = root.window, let field = window.firstResponder else {
      return nil
    }
    if scopeKind == .field { return scopeField === field ? field : nil }
    // One walk up: the field must reach the root without passing a controller that has its own.
    let reachesRoot = field.climb(to: root) { view in
      guard let other = view.viewController?.keyboardAvoidance else { return true }
      return other === self
    }
    return reachesRoot ? field : nil
  }

  /// Whether this attachment acts for a field at all (its own and the field's settings).
  public func isActive(for field: View) -> Bool {
    settings.acts(for: field.fieldAvoidance)
  }

  /// The distance for a field: its own, else the attachment's.
  public func distance(for field: View) -> Double {
    field.fieldAvoidance?.distance ?? settings.distance
  }

  // MARK: Ledger

  /// Puts every saved view back to its original geometry without animating, runs `body`, then
  /// brings the current geometry back: lets a policy measure the unmoved screen.
  public func measuringOriginals<T>(_ body: () -> T) -> T {
    Self.measuringOriginals(of: [self], body)
  }

  /// ``measuringOriginals(_:)`` for many attachments at once: each one's views go back in turn
  /// and return in the reverse order, as nested calls would, without one level of nesting per
  /// attachment (a scene of thousands of windows).
  package static func measuringOriginals<T>(of avoidances: [KeyboardAvoidance], _ body: () -> T) -> T {
    var undo: [[(View, ViewGeometry)]] = []
    for avoidance in avoidances where !avoidance.originals.isEmpty {
      let entries = avoidance.originals.values
      undo.append(entries.map { ($0.view, ViewGeometry(of: $0.view)) })
      for entry in entries { entry.geometry.apply(to: entry.view) }
    }
    let result = body()
    for changes in undo.reversed() {
      for (view, geometry) in changes { geometry.apply(to: view) }
    }
    return result
  }

  /// Takes a moved view's bounds origin as it is now for its original one: the user scrolled a
  /// scroll view the policy had scrolled, and putting it back should keep the user's place.
  public func adoptBoundsOrigin(of view: View) {
    originals[ObjectIdentifier(view)]?.geometry.boundsOrigin = view.bounds.origin
  }

  /// Animates to a new set of target geometries: views not named go back to their originals,
  /// views named for the first time have their originals saved first.
  public func transition(to targets: [(View, ViewGeometry)], duration: Double, curve: AnimationCurve) {
    if targets.isEmpty && originals.isEmpty { return }
    // A policy names a view or two, so lists and linear searches beat building sets and maps.
    func isTarget(_ id: ObjectIdentifier) -> Bool { targets.contains { ObjectIdentifier($0.0) == id } }
    var changes: [(View, ViewGeometry)] = []
    for (id, entry) in originals where !isTarget(id) && ViewGeometry(of: entry.view) != entry.geometry {
      changes.append((entry.view, entry.geometry))
    }
    for (index, (view, geometry)) in targets.enumerated() {
      let id = ObjectIdentifier(view)
      if originals[id] == nil { originals[id] = (view, ViewGeometry(of: view)) }
      // A view named twice takes its last target.
      let isLast = !targets[(index + 1)...].contains { $0.0 === view }
      if isLast && ViewGeometry(of: view) != geometry { changes.append((view, geometry)) }
    }
    if !changes.isEmpty {
      animator.animate(duration: duration, curve: curve) {
        for (view, geometry) in changes { geometry.apply(to: view) }
      }
    }
    let released = originals.keys.filter { !isTarget($0) }
    for id in released { originals[id] = nil }
  }

  // MARK: Events

  private func receive(_ note: PostedNotification) {
    guard isAttached, let root = scopeRoot else { return }
    switch note.name {
    case .textFieldTextDidBeginEditing, .textViewTextDidBeginEditing,
      .textFieldTextDidEndEditing, .textViewTextDidEndEditing:
      guard let field = note.object as? View else { return }
      let begins = note.name == .textFieldTextDidBeginEditing || note.name == .textViewTextDidBeginEditing
      guard field.isDescendant(of: root), scopeKind != .field || scopeField === field else {
        // Editing moved to a field of the same window outside this scope: this attachment's own
        // editing has ended for good, so its policy hears it now, with the new field focused.
        if begins, !originals.isEmpty, field.window === root.window {
          policy.handle(.didEndEditing(field), for: self)
        }
        return
      }
      policy.handle(begins ? .didBeginEditing(field) : .didEndEditing(field), for: self)
      if begins { noteIfNotApplicable(to: field) }
    default:
      // Keyboard notifications carry the screen; ignore other screens' keyboards.
      if let screen = note.object as? Screen, let mine = root.window?.screen, screen !== mine { return }
      guard
        let info = note.payload(as: KeyboardInfo.self) ?? (try? KeyboardInfo(userInfo: note.userInfo ?? [:]))
      else { return }
      switch note.name {
      case .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow:
        keyboardFrame = info.frameEnd
      case .keyboardWillHide, .keyboardDidHide:
        keyboardFrame = nil
      default: break
      }
      lastKeyboardInfo = info
      policy.handle(.keyboard(note.name, info), for: self)
      if let field = focusedField { noteIfNotApplicable(to: field) }
    }
  }

  /// Records, once per reason, that the policy leaves the focused field alone because the screen
  /// lacks what it needs (``AvoidancePolicy/notApplicable(to:in:)``).
  private func noteIfNotApplicable(to field: View) {
    guard let reason = policy.notApplicable(to: field, in: self),
      !notes.contains(where: { $0.hasSuffix(": " + reason) })
    else { return }
    note("\(policy.name): not applicable to \(field.identifier ?? field.pathDescription): \(reason)")
  }

  /// Tells the policy the screen is about to change size (rotation).
  public func layoutWillChange() { if isAttached { policy.handle(.layoutWillChange, for: self) } }
  /// Tells the policy the screen changed size, or that the focused field was focused again: it
  /// adjusts again for the keyboard and field as they are.
  public func layoutDidChange() { if isAttached { policy.handle(.layoutDidChange, for: self) } }
}

private enum ScopeKind {
  case controller
  case field
  case window
}
