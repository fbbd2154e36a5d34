public import ShelterNotifications
public import ShelterValues
public import ShelterViews

extension ViewController {
  /// The avoidance attached to this controller, if any.
  public var keyboardAvoidance: KeyboardAvoidance? {
    attachment(KeyboardAvoidance.self)
  }

  /// Attaches keyboard avoidance to this controller: no subclassing, and nothing to remove by hand —
  /// it is released with the controller.
  ///
  /// The hub defaults to the application's of the window the view is in; pass one to attach before
  /// the view is in a window. Throws when one is already attached.
  @discardableResult
  public func attachKeyboardAvoidance(
    _ settings: AvoidanceSettings = AvoidanceSettings(), policy: (any AvoidancePolicy)? = nil,
    animator: (any Animator)? = nil, hub: NotificationHub? = nil
  ) throws(AvoidanceError) -> KeyboardAvoidance {
    let name = "controller \(identifier.map { "#\($0)" } ?? view.pathDescription)"
    guard keyboardAvoidance == nil else { throw .alreadyAttached(name) }
    guard let hub = hub ?? view.window?.application.notificationHub else { throw .notInWindow(name) }
    let avoidance = KeyboardAvoidance(
      scope: .controller(self), settings: settings, policy: policy ?? ShelterPolicy(),
      animator: animator ?? ImmediateAnimator(), hub: hub)
    attachments[ObjectIdentifier(KeyboardAvoidance.self)] = avoidance
    return avoidance
  }

  /// Detaches this controller's avoidance, putting back everything it moved.
  public func detachKeyboardAvoidance() throws(AvoidanceError) {
    guard let avoidance = keyboardAvoidance else {
      throw .notAttached("controller \(identifier.map { "#\($0)" } ?? view.pathDescription)")
    }
    avoidance.detach()
    attachments[ObjectIdentifier(KeyboardAvoidance.self)] = nil
  }
}

/// The avoidances one owner keeps for several scopes, keyed by the scope: a controller's per-field
/// attachments, an application's window managers.
final class AvoidanceTable<Scope: AnyObject> {
  private var byScope: [ObjectIdentifier: KeyboardAvoidance] = [:]

  /// The avoidance kept for `scope`; not one left by a released object whose address `scope`
  /// now reuses.
  func avoidance(for scope: Scope) -> KeyboardAvoidance? {
    guard let avoidance = byScope[ObjectIdentifier(scope)], avoidance.scopeRoot === scope else { return nil }
    return avoidance
  }

  /// Keeps `avoidance` for `scope`, dropping the entries of scopes that are gone.
  func keep(_ avoidance: KeyboardAvoidance, for scope: Scope) {
    byScope = byScope.filter { $0.value.scopeRoot != nil }
    byScope[ObjectIdentifier(scope)] = avoidance
  }

  /// Forgets the avoidance kept for `scope`.
  func remove(for scope: Scope) { byScope[ObjectIdentifier(scope)] = nil }

  /// The avoidances whose scopes are alive, outermost scope first.
  var live: [KeyboardAvoidance] {
    byScope.values.filter { $0.scopeRoot != nil }.sorted {
      ($0.scopeRoot?.depth ?? 0) < ($1.scopeRoot?.depth ?? 0)
    }
  }
}

extension View {
  /// The controller whose view contains this view: the nearest ancestor that is a controller's root.
  public var enclosingViewController: ViewController? {
    for view in selfAndSuperviews {
      if let controller = view.viewController { return controller }
    }
    return nil
  }

  /// The avoidance attached to this field, if any.
  public var fieldKeyboardAvoidance: KeyboardAvoidance? {
    enclosingViewController?.attachment(AvoidanceTable<View>.self)?.avoidance(for: self)
  }

  /// Attaches avoidance to this one field, which resolves its controller and moves that
  /// controller's view while this field is focused.
  ///
  /// Held by the controller, so it needs no clean-up in `deinit`.
  @discardableResult
  public func attachKeyboardAvoidance(
    _ settings: AvoidanceSettings = AvoidanceSettings(), policy: (any AvoidancePolicy)? = nil,
    animator: (any Animator)? = nil
  ) throws(AvoidanceError) -> KeyboardAvoidance {
    guard let controller = enclosingViewController else { throw .noController(pathDescription) }
    guard fieldKeyboardAvoidance == nil else { throw .alreadyAttached(pathDescription) }
    guard let hub = window?.application.notificationHub else { throw .notInWindow(pathDescription) }
    let avoidance = KeyboardAvoidance(
      scope: .field(self, controller), settings: settings, policy: policy ?? ShelterPolicy(),
      animator: animator ?? ImmediateAnimator(), hub: hub)
    controller.attachment(AvoidanceTable<View>.self) { AvoidanceTable() }.keep(avoidance, for: self)
    return avoidance
  }

  /// Detaches this field's avoidance, putting back what it moved.
  public func detachKeyboardAvoidance() throws(AvoidanceError) {
    guard let avoidance = fieldKeyboardAvoidance,
      let table = enclosingViewController?.attachment(AvoidanceTable<View>.self)
    else { throw .notAttached(pathDescription) }
    avoidance.detach()
    table.remove(for: self)
  }
}

extension Window {
  /// The window-wide manager, if any.
  public var keyboardManager: KeyboardAvoidance? {
    application.attachment(AvoidanceTable<Window>.self)?.avoidance(for: self)
  }

  /// Attaches one manager for every text input in this window, as IQKeyboardManager does: it moves
  /// the view of the outermost controller above the field (or of a form sheet).
  @discardableResult
  public func attachKeyboardManager(
    _ settings: AvoidanceSettings = AvoidanceSettings(), policy: (any AvoidancePolicy)? = nil,
    animator: (any Animator)? = nil
  ) throws(AvoidanceError) -> KeyboardAvoidance {
    guard keyboardManager == nil else { throw .alreadyAttached("window \(pathDescription)") }
    let avoidance = KeyboardAvoidance(
      scope: .window(self), settings: settings, policy: policy ?? ShelterPolicy(),
      animator: animator ?? ImmediateAnimator(), hub: application.notificationHub)
    application.attachment(AvoidanceTable<Window>.self) { AvoidanceTable() }.keep(avoidance, for: self)
    return avoidance
  }

  /// Detaches the window's manager, putting back what it moved.
  public func detachKeyboardManager() throws(AvoidanceError) {
    guard let avoidance = keyboardManager, let table = application.attachment(AvoidanceTable<Window>.self)
    else {
      throw .notAttached("window \(pathDescription)")
    }
    avoidance.detach()
    table.remove(for: self)
  }

  /// Every live attachment acting in this window: the manager, controllers' and fields'.
  public var keyboardAvoidances: [KeyboardAvoidance] {
    var result: [KeyboardAvoidance] = []
    if let manager = keyboardManager { result.append(manager) }
    for view in subtree {
      guard let controller = view.viewController else { continue }
      if let own = controller.keyboardAvoidance { result.append(own) }
      if let table = controller.attachment(AvoidanceTable<View>.self) {
        result.append(contentsOf: table.live)
      }
    }
    return result
  }
}
