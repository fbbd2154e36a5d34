public import ShelterNotifications
public import ShelterViews

extension ViewController {
  /// The avoidance attached to this controller, if any.
  public var keyboardAvoidance: KeyboardAvoidance? {
    attachments[ObjectIdentifier(KeyboardAvoidance.self)] as? KeyboardAvoidance
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

/// The per-field attachments of one controller, keyed by field.
final class FieldAttachments {
  var byField: [ObjectIdentifier: KeyboardAvoidance] = [:]
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
    guard let controller = enclosingViewController,
      let store = controller.attachments[ObjectIdentifier(FieldAttachments.self)] as? FieldAttachments,
      let avoidance = store.byField[ObjectIdentifier(self)],
      // An entry left by a released field whose address this view now reuses is not this view's.
      avoidance.scopeRoot === self
    else { return nil }
    return avoidance
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
    let key = ObjectIdentifier(FieldAttachments.self)
    let store = controller.attachments[key] as? FieldAttachments ?? FieldAttachments()
    controller.attachments[key] = store
    store.byField = store.byField.filter { $0.value.scopeRoot != nil }
    let avoidance = KeyboardAvoidance(
      scope: .field(self, controller), settings: settings, policy: policy ?? ShelterPolicy(),
      animator: animator ?? ImmediateAnimator(), hub: hub)
    store.byField[ObjectIdentifier(self)] = avoidance
    return avoidance
  }

  /// Detaches this field's avoidance, putting back what it moved.
  public func detachKeyboardAvoidance() throws(AvoidanceError) {
    guard let avoidance = fieldKeyboardAvoidance, let controller = enclosingViewController,
      let store = controller.attachments[ObjectIdentifier(FieldAttachments.self)] as? FieldAttachments
    else { throw .notAttached(pathDescription) }
    avoidance.detach()
    store.byField[ObjectIdentifier(self)] = nil
  }
}

/// The window managers of one application, keyed by window.
final class WindowManagers {
  var byWindow: [ObjectIdentifier: KeyboardAvoidance] = [:]
}

extension Window {
  /// The window-wide manager, if any.
  public var keyboardManager: KeyboardAvoidance? {
    let store = application.attachments[ObjectIdentifier(WindowManagers.self)] as? WindowManagers
    // An entry left by a released window whose address this window now reuses is not this one's.
    guard let manager = store?.byWindow[ObjectIdentifier(self)], manager.scopeRoot === self else {
      return nil
    }
    return manager
  }

  /// Attaches one manager for every text input in this window, as IQKeyboardManager does: it moves
  /// the view of the outermost controller above the field (or of a form sheet).
  @discardableResult
  public func attachKeyboardManager(
    _ settings: AvoidanceSettings = AvoidanceSettings(), policy: (any AvoidancePolicy)? = nil,
    animator: (any Animator)? = nil
  ) throws(AvoidanceError) -> KeyboardAvoidance {
    guard keyboardManager == nil else { throw .alreadyAttached("window \(pathDescription)") }
    let key = ObjectIdentifier(WindowManagers.self)
    let store = application.attachments[key] as? WindowManagers ?? WindowManagers()
    application.attachments[key] = store
    store.byWindow = store.byWindow.filter { $0.value.scopeRoot != nil }
    let avoidance = KeyboardAvoidance(
      scope: .window(self), settings: settings, policy: policy ?? ShelterPolicy(),
      animator: animator ?? ImmediateAnimator(), hub: application.notificationHub)
    store.byWindow[ObjectIdentifier(self)] = avoidance
    return avoidance
  }

  /// Detaches the window's manager, putting back what it moved.
  public func detachKeyboardManager() throws(AvoidanceError) {
    guard let avoidance = keyboardManager,
      let store = application.attachments[ObjectIdentifier(WindowManagers.self)] as? WindowManagers
    else { throw .notAttached("window \(pathDescription)") }
    avoidance.detach()
    store.byWindow[ObjectIdentifier(self)] = nil
  }

  /// Every live attachment acting in this window: the manager, controllers' and fields'.
  public var keyboardAvoidances: [KeyboardAvoidance] {
    var result: [KeyboardAvoidance] = []
    if let manager = keyboardManager { result.append(manager) }
    for view in subtree {
      guard let controller = view.viewController else { continue }
      if let own = controller.keyboardAvoidance { result.append(own) }
      if let store = controller.attachments[ObjectIdentifier(FieldAttachments.self)] as? FieldAttachments {
        result.append(
          contentsOf: store.byField.values.filter { $0.scopeRoot != nil }.sorted {
            ($0.scopeRoot?.depth ?? 0) < ($1.scopeRoot?.depth ?? 0)
          })
      }
    }
    return result
  }
}
