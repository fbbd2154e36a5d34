import ShelterGeometry
import ShelterJSON
import ShelterSupport
import ShelterValues

extension Fixture {
  /// The largest magnitude a number may have: beyond it, composed geometry leaves what a `Double`
  /// holds exactly enough to compare at 0.01 pt.
  package static let limit = 1e9

  /// Checks every rule of the contract that is about values rather than spelling: ids present and
  /// unique, the tree's shape, at most one first responder and only on a text input, numbers finite
  /// and within ±1e9, sizes not negative, alpha in [0, 1], transforms that do not compose beyond
  /// ±1e9, and steps that name views that can do what the step asks.
  ///
  /// Decoding runs it, and so does anything that builds a fixture in code; the error names the
  /// JSON path (and for a decoded fixture its line and column) of the first value that breaks a
  /// rule, in document order.
  public func validate() throws(FixtureError) {
    try validateScreen()
    try validateNodes()
    try validateSteps()
  }

  // MARK: Locations

  /// An error at a member of a node, located by the node's source when it was decoded.
  func failure(_ index: Int, _ message: String, key: String, inside object: String? = nil) -> FixtureError {
    failure(source: nodes[index].source.node, structural: path(of: index), message, key: key, inside: object)
  }

  func failure(
    source: JSONNode?, structural: String, _ message: String, key: String, inside object: String? = nil
  )
    -> FixtureError
  {
    guard var holder = source else {
      return FixtureError(
        path: [structural, object, key].compactMap { $0 }.joined(separator: "."), message: message)
    }
    if let object, let inner = holder[object] { holder = inner }
    let at = holder[key] ?? holder
    return FixtureError(
      path: holder.path.appending(key: key).description, line: at.line, column: at.column, message: message)
  }

  // MARK: Screen

  private func validateScreen() throws(FixtureError) {
    func check(_ values: [Double], _ key: String) throws(FixtureError) {
      for value in values where !(abs(value) <= Fixture.limit) {
        throw FixtureError(path: key, message: "\(Fixture.shown(value)) is beyond the allowed ±1e9")
      }
    }
    try check([screenSize.width, screenSize.height], "screen.size")
    try check([safeArea.top, safeArea.left, safeArea.bottom, safeArea.right], "screen.safeArea")
    for (k, window) in windows.enumerated() {
      let frame = window.frame
      // Worked out only for a message: a node's path walks its siblings, O(windows) each.
      func path() -> String { window.source.node?.path.description ?? windowPath(k) }
      let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      if values.contains(where: { !(abs($0) <= Fixture.limit) }) { try check(values, path() + ".frame") }
      if frame.size.width < 0 || frame.size.height < 0 {
        throw FixtureError(
          path: path() + ".frame",
          message:
            "width and height must not be negative, found \(Fixture.shown(frame.size.width)) × \(Fixture.shown(frame.size.height))"
        )
      }
    }
    if screenSize.width < 0 || screenSize.height < 0 {
      throw FixtureError(path: "screen.size", message: "a size must not be negative")
    }
    // UIKit's safe area lies inside the screen: insets that overlap would give contradictory
    // insets to every view (the top band below the bottom one).
    let insets = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
    if insets.contains(where: { $0 < 0 }) || safeArea.top + safeArea.bottom > screenSize.height
      || safeArea.left + safeArea.right > screenSize.width
    {
      throw FixtureError(
        path: "screen.safeArea",
        message:
          "the insets [\(insets.map(Fixture.shown).joined(separator: ", "))] must not be negative and must fit the \(Fixture.shown(screenSize.width)) × \(Fixture.shown(screenSize.height)) screen"
      )
    }
    if let scale, !(scale > 0) { throw FixtureError(path: "screen.scale", message: "scale must be positive") }
    if let device, DeviceProfile.named(device) == nil {
      throw FixtureError(
        path: "screen.device", message: "unknown device '\(device)'" + DeviceProfile.suggestion(for: device))
    }
    if device == nil, keyboardMode != .manual {
      throw FixtureError(
        path: "screen.keyboard", message: "a \(keyboardMode.rawValue) keyboard needs a 'device' for its sizes"
      )
    }
    if device == nil, orientation != .portrait {
      throw FixtureError(path: "screen.orientation", message: "an orientation needs a 'device'")
    }
    let roots = windowRoots.count
    guard roots == windows.count else {
      let k = min(roots, windows.count - 1)
      throw FixtureError(
        path: windowPath(k),
        message: roots < windows.count
          ? "missing required field 'controller'"
          : "\(roots) window controllers (nodes without a parent) for \(windows.count) windows")
    }
  }

  // MARK: Nodes

  private func validateNodes() throws(FixtureError) {
    var seen = NodeIDTable(count: nodes.count)
    var firstResponder: Int?
    // The composed linear part up to the window of each node that has one other than the
    // identity, carried down in pre-order; most views have none, so most cost nothing here.
    var composed: [Int: (a: Double, b: Double, c: Double, d: Double)] = [:]
    for (index, node) in nodes.enumerated() {
      try validateShape(index)
      guard !node.id.isEmpty else { throw failure(index, "an id must not be empty", key: "id") }
      if let earlier = seen.insert(index, of: nodes) {
        throw failure(index, "duplicate id '\(node.id)', already used at \(path(of: earlier))", key: "id")
      }
      switch node.role {
      case .controller:
        try validateController(index)
      case .view(let kind):
        try validateView(index, kind: kind)
        if node.isFirstResponder {
          if let earlier = firstResponder {
            throw failure(
              index, "a second first responder: \(path(of: earlier)) already is one", key: "isFirstResponder")
          }
          firstResponder = index
        }
      }
      let t = node.transform
      let m: (a: Double, b: Double, c: Double, d: Double)
      if let parent = node.parent, let p = composed[parent] {
        m = (t.a * p.a + t.b * p.c, t.a * p.b + t.b * p.d, t.c * p.a + t.d * p.c, t.c * p.b + t.d * p.d)
      } else {
        m = (t.a, t.b, t.c, t.d)
      }
      let scale = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
      if !(scale <= Fixture.limit) {
        let shown = scale.isFinite ? Fixture.shown(scale) : "more than a Double holds"
        throw failure(
          index,
          "the transforms from this view up to the window multiply to a scale of \(shown), beyond the allowed 1e9",
          key: "transform")
      }
      if m != (1, 0, 0, 1) { composed[index] = m }
    }
    if nodes.contains(where: { $0.hasLayoutFields }) { try validateLayout(seen) }
  }

  /// The tree's shape: parents come first, a controller has exactly one view, the window's
  /// controller is the first node.
  private func validateShape(_ index: Int) throws(FixtureError) {
    let node = nodes[index]
    guard let parent = node.parent else {
      guard index == 0 || !additionalWindows.isEmpty, node.role == .controller else {
        throw FixtureError(
          path: "nodes[\(index)]",
          message: index == 0 || node.role == .controller
            ? "the first node must be the window's controller"
            : additionalWindows.isEmpty
              ? "only the first node has no parent" : "a node without a parent must be a window's controller")
      }
      try requireView(of: index)
      return
    }
    guard parent >= 0, parent < index else {
      throw FixtureError(
        path: "nodes[\(index)]", message: "its parent \(parent) must come before it in pre-order")
    }
    if nodes[parent].role == .controller {
      guard parent == index - 1, node.role != .controller else {
        throw FixtureError(
          path: "nodes[\(index)]", message: "a controller holds exactly one view, the node right after it")
      }
    }
    if node.role == .controller { try requireView(of: index) }
  }

  /// A controller's root view is the node right after it.
  private func requireView(of index: Int) throws(FixtureError) {
    guard index + 1 < nodes.count, nodes[index + 1].parent == index else {
      throw failure(index, "missing required field 'view' of the controller", key: "view")
    }
  }

  private func validateController(_ index: Int) throws(FixtureError) {
    let node = nodes[index]
    if let avoidance = node.avoidance {
      try checkNumbers(index, [avoidance.distance], key: "distance", inside: "avoidance")
      if avoidance.distance < 0 {
        throw failure(index, "distance must not be negative", key: "distance", inside: "avoidance")
      }
    }
    let insets = node.additionalSafeArea
    try checkNumbers(
      index, [insets.top, insets.left, insets.bottom, insets.right], key: "additionalSafeArea")
    if let size = node.preferredContentSize {
      try checkNumbers(index, [size.width, size.height], key: "preferredContentSize")
      if size.width < 0 || size.height < 0 {
        throw failure(index, "preferredContentSize must not be negative", key: "preferredContentSize")
      }
    }
  }

  private func validateView(_ index: Int, kind: ViewKind) throws(FixtureError) {
    let node = nodes[index]
    try validateTextInputTraits(index, kind: kind)
    let frame = node.frame
    try checkNumbers(
      index, [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height],
      key: node.source.node?["center"] != nil ? "center" : "frame")
    try checkNumbers(index, [node.bounds.origin.x, node.bounds.origin.y], key: "bounds")
    try checkNumbers(index, [node.anchorPoint.x, node.anchorPoint.y], key: "anchorPoint")
    let t = node.transform
    try checkNumbers(index, [t.a, t.b, t.c, t.d, t.tx, t.ty], key: "transform")
    if node.bounds.size.width < 0 || node.bounds.size.height < 0 {
      throw failure(
        index,
        "width and height must not be negative, found \(Fixture.shown(node.bounds.size.width)) × \(Fixture.shown(node.bounds.size.height))",
        key: node.source.node?["frame"] == nil && node.source.node != nil ? "bounds" : "frame")
    }
    try checkNumbers(index, [node.alpha], key: "alpha")
    guard node.alpha >= 0, node.alpha <= 1 else {
      throw failure(index, "alpha must lie in [0, 1], found \(Fixture.shown(node.alpha))", key: "alpha")
    }
    if let caret = node.caret {
      try checkNumbers(
        index, [caret.origin.x, caret.origin.y, caret.size.width, caret.size.height], key: "caret")
      if caret.size.width < 0 || caret.size.height < 0 {
        throw failure(
          index,
          "width and height must not be negative, found \(Fixture.shown(caret.size.width)) × \(Fixture.shown(caret.size.height))",
          key: "caret")
      }
    }
    if let size = node.contentSize {
      try checkNumbers(index, [size.width, size.height], key: "contentSize")
      if size.width < 0 || size.height < 0 {
        throw failure(index, "a size must not be negative", key: "contentSize")
      }
    }
    let inset = node.contentInset
    try checkNumbers(index, [inset.top, inset.left, inset.bottom, inset.right], key: "contentInset")
    if let distance = node.fieldAvoidance?.distance {
      try checkNumbers(index, [distance], key: "distance", inside: "avoidance")
      if distance < 0 {
        throw failure(index, "distance must not be negative", key: "distance", inside: "avoidance")
      }
    }
    if node.isFirstResponder, !kind.isTextInput {
      throw failure(
        index, "only a textField or textView can be first responder, this is a \(kind)",
        key: "isFirstResponder")
    }
  }

  func checkNumbers(_ index: Int, _ values: [Double], key: String, inside object: String? = nil)
    throws(FixtureError)
  {
    for value in values where !(abs(value) <= Fixture.limit) {
      let message =
        value.isNaN
        ? "a number must be finite, found NaN" : "\(Fixture.shown(value)) is beyond the allowed ±1e9"
      throw failure(index, message, key: key, inside: object)
    }
  }

  // MARK: Text inputs

  private func validateTextInputTraits(_ index: Int, kind: ViewKind) throws(FixtureError) {
    let node = nodes[index]
    // `secureTextEntry: false` is the default's value but still a statement about a text input: a
    // file that gives it is held to the rule that `true` is.
    let statesSecureTextEntry =
      node.isSecureTextEntry || node.source.node?[ViewField.secureTextEntry.key] != nil
    guard node.hasTextInputTraits || statesSecureTextEntry else { return }
    let key =
      [
        (node.keyboardType != nil, ViewField.keyboardType), (statesSecureTextEntry, .secureTextEntry),
        (node.predictive != nil, .predictive), (node.inputAccessoryHeight != nil, .inputAccessoryHeight),
        (node.inputViewHeight != nil, .inputViewHeight),
      ].first { $0.0 }?.1.key ?? "keyboardType"
    guard kind.isTextInput else {
      throw failure(
        index, "'\(key)' is a text-input trait, but a \(kind.rawValue) is not a text input", key: key)
    }
    if let type = node.keyboardType, KeyboardType.named(type.rawValue) == nil {
      let names = KeyboardType.all.map(\.rawValue)
      throw failure(
        index,
        "unknown keyboard type '\(type.rawValue)'\(FixtureDecoder.expected(names, near: type.rawValue))",
        key: "keyboardType")
    }
    for (height, field) in [
      (node.inputAccessoryHeight, ViewField.inputAccessoryHeight), (node.inputViewHeight, .inputViewHeight),
    ] {
      guard let height else { continue }
      try checkNumbers(index, [height], key: field.key)
      if height < 0 { throw failure(index, "a height must not be negative", key: field.key) }
    }
  }

  // MARK: Steps

  private func validateSteps() throws(FixtureError) {
    var ids = NodeIDTable(count: steps.isEmpty ? 0 : nodes.count)
    if !steps.isEmpty { for index in nodes.indices { _ = ids.insert(index, of: nodes) } }
    // The steps' sources walked once beside the steps, not looked up one by one from the start.
    var sources = stepsSource.node?.elements.makeIterator()
    var removed: Set<Int> = []
    var current = orientation
    var mode = keyboardMode
    let constraints = steps.contains(where: \.isLayoutStep) ? constraintIndex() : [:]
    // Each changed constraint's priority and whether it is installed, as the steps leave them.
    var changed: [String: (priority: Double, isActive: Bool)] = [:]
    for (offset, step) in steps.enumerated() {
      let source = sources?.next()
      func fail(_ message: String, key: String) -> FixtureError {
        failure(source: source, structural: "steps[\(offset)]", message, key: key)
      }
      func view(_ id: String, _ key: String) throws(FixtureError) -> ViewKind {
        guard let index = ids.index(of: id, in: nodes) else {
          throw fail("no view with id '\(id)'", key: key)
        }
        guard let kind = nodes[index].kind else {
          throw fail("'\(id)' is a controller, not a view", key: key)
        }
        return kind
      }
      func timing(_ duration: Double) throws(FixtureError) {
        guard duration.isFinite, abs(duration) <= Fixture.limit else {
          throw fail("\(Fixture.shown(duration)) is beyond the allowed ±1e9", key: "duration")
        }
        guard duration >= 0 else { throw fail("duration must not be negative", key: "duration") }
      }
      func geometry(_ geometry: FixtureStep.KeyboardGeometry) throws(FixtureError) {
        switch geometry {
        case .height(let height):
          guard height.isFinite, abs(height) <= Fixture.limit else {
            throw fail("\(Fixture.shown(height)) is beyond the allowed ±1e9", key: "height")
          }
          guard height >= 0 else { throw fail("height must not be negative", key: "height") }
        case .frame(let frame):
          for value in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
          where !(abs(value) <= Fixture.limit) {
            throw fail("\(Fixture.shown(value)) is beyond the allowed ±1e9", key: "frame")
          }
          if frame.size.width < 0 || frame.size.height < 0 {
            throw fail(
              "width and height must not be negative, found \(Fixture.shown(frame.size.width)) × \(Fixture.shown(frame.size.height))",
              key: "frame")
          }
        }
      }
      switch step {
      case .focus(let id):
        let kind = try view(id, "focus")
        if let index = ids.index(of: id, in: nodes), let gone = removedAncestor(of: index, removed) {
          throw fail("'\(id)' left the window when '\(nodes[gone].id)' was removed", key: "focus")
        }
        guard kind.isTextInput else {
          throw fail("'\(id)' cannot become first responder: only a textField or textView can", key: "focus")
        }
      case .scroll(let id, let offset):
        let kind = try view(id, "scroll")
        guard kind.isScrollable else { throw fail("'\(id)' is not a scroll view", key: "scroll") }
        for value in [offset.x, offset.y] where !(abs(value) <= Fixture.limit) {
          throw fail("\(Fixture.shown(value)) is beyond the allowed ±1e9", key: "offset")
        }
      case .keyboardShow(let g, let duration, _), .keyboardChange(let g, let duration, _):
        try geometry(g)
        try timing(duration)
      case .keyboardHide(let duration, _):
        try timing(duration)
      case .tap(let point):
        for value in [point.x, point.y] where !(abs(value) <= Fixture.limit) {
          throw fail("\(Fixture.shown(value)) is beyond the allowed ±1e9", key: "tap")
        }
      case .resize(let size):
        guard size.width > 0, size.height > 0, size.width <= Fixture.limit, size.height <= Fixture.limit
        else {
          throw fail("a screen size must be positive", key: "resize")
        }
      case .remove(let id):
        _ = try view(id, "remove")
        guard let index = ids.index(of: id, in: nodes), let parent = nodes[index].parent,
          nodes[parent].parent != nil
        else {
          throw fail("'\(id)' is the window's root view, which cannot be removed", key: "remove")
        }
        if let gone = removedAncestor(of: index, removed) {
          throw fail("'\(id)' already left the window when '\(nodes[gone].id)' was removed", key: "remove")
        }
        removed.insert(index)
      case .hardwareKeyboard(let attached):
        guard device != nil else {
          throw fail("a hardware keyboard needs the screen's 'device'", key: "hardwareKeyboard")
        }
        mode = attached ? .hardware : .software
      case .orientation(let turned):
        guard device != nil else { throw fail("turning needs the screen's 'device'", key: "orientation") }
        current = turned
      case .keyboardPlacement(let placement):
        guard let profile = device.flatMap(DeviceProfile.named) else {
          throw fail("a keyboard placement needs the screen's 'device'", key: "keyboardPlacement")
        }
        // Placement moves only a software keyboard that focus brings up: in the other modes the
        // step would change nothing on screen.
        switch mode {
        case .manual:
          throw fail(
            "a keyboard placement does nothing with the keyboard in manual mode, where only keyboard "
              + "steps move it; set screen.keyboard to 'software'", key: "keyboardPlacement")
        case .hardware:
          throw fail(
            "a keyboard placement does nothing while a hardware keyboard is attached; only the "
              + "software keyboard floats, undocks or splits", key: "keyboardPlacement")
        case .software: break
        }
        guard profile.keyboardFrame(placement.style, current) != nil else {
          throw fail("\(profile.id) has no \(placement.rawValue) keyboard", key: "keyboardPlacement")
        }
      case .constraint(let id, let change, let animation):
        guard let place = constraints[id] else {
          throw fail("no constraint with id '\(id)'", key: "constraint")
        }
        let declared = nodes[place.node].constraints[place.position]
        let (was, wasActive) = changed[id] ?? (declared.expression.priority, declared.isActive)
        if let constant = change.constant, !(abs(constant) <= Fixture.limit) {
          throw fail("\(Fixture.shown(constant)) is beyond the allowed ±1e9", key: "constant")
        }
        // The step removes a constraint before changing its priority and installs it after, so
        // the priority changes on an installed constraint only when it stays installed.
        let isActive = change.isActive ?? wasActive
        changed[id] = (change.priority ?? was, isActive)
        if let priority = change.priority {
          guard priority >= 1, priority <= 1000 else {
            throw fail("a priority lies in 1...1000, found \(Fixture.shown(priority))", key: "priority")
          }
          if wasActive, isActive, (priority >= 1000) != (was >= 1000) {
            throw fail(
              "mutating a priority from required to not on an installed constraint (or vice-versa) is not supported: \(Fixture.shown(was)) to \(Fixture.shown(priority))",
              key: "priority")
          }
        }
        if let animation { try timing(animation.duration) }
      case .activation(let ids, let active):
        let key = active ? "activate" : "deactivate"
        for (position, id) in ids.enumerated() where constraints[id] == nil {
          var error = fail("no constraint with id '\(id)'", key: key)
          error.path += "[\(position)]"
          throw error
        }
      case .setHidden(let id, _):
        _ = try view(id, "set")
      case .setIntrinsicContentSize(let id, let size):
        _ = try view(id, "set")
        for value in [size.width, size.height] {
          guard value.isFinite, value == -1 || (value >= 0 && value <= Fixture.limit) else {
            throw fail(
              "an intrinsic size is -1 (none) or a size from 0 to 1e9, found \(Fixture.shown(value))",
              key: "intrinsicContentSize")
          }
        }
      case .resign, .focusNext, .focusPrevious:
        break
      }
    }
  }

  /// The removed node at or above `index`, if any: a removed view takes its subtree with it.
  private func removedAncestor(of index: Int, _ removed: Set<Int>) -> Int? {
    guard !removed.isEmpty else { return nil }
    var current: Int? = index
    while let i = current {
      if removed.contains(i) { return i }
      current = nodes[i].parent
    }
    return nil
  }

  /// A number as messages show it.
  static func shown(_ value: Double) -> String {
    value.isFinite ? NumberText.shortest(value) : value.isNaN ? "NaN" : value > 0 ? "infinity" : "-infinity"
  }
}
