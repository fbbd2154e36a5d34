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

  /// A number as messages show it.
  static func shown(_ value: Double) -> String {
    value.isFinite ? NumberText.shortest(value) : value.isNaN ? "NaN" : value > 0 ? "infinity" : "-infinity"
  }
}
