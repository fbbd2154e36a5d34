package import ShelterFixtures
import ShelterGeometry
import ShelterJSON
import ShelterSupport
import ShelterValues
import ShelterViews

extension Dump {
  /// The tree as a fixture (see docs/fixture-format.md); `Fixture.jsonText()` writes it.
  ///
  /// Windows: each top-level entry becomes a window of the fixture, back to front as printed
  /// (`window` for one, `windows` for several). A top-level `UIWindow` (or any class or base class
  /// ending in `Window`) gives the window's frame; its only subview becomes the controller's view,
  /// and several (or no) subviews are held by a plain view `"root"` of the window's size. Any
  /// other top-level view becomes the controller's view itself and keeps its printed frame, in a
  /// window at `(0, 0)` of ``windowSize`` or else reaching the frame's far corner (a guess, in
  /// ``warnings``). Each window's controller id is `"controller"` (`"controller_2"`, … for later
  /// windows or when a view already has that id), or the lower-camel class of a controller printed
  /// in front of the root view; `screen.size` is the window's size (with several windows, the
  /// extent of them all), and there are no `steps`. A controller printed in front of any other view
  /// becomes a child controller node holding that view.
  ///
  /// Ids: a view printed with `identifier = '…'` (as Shelter's own dumps print every fixture id)
  /// keeps it as its id, the first such view when several share one (the others keep theirs under
  /// `x-identifier`). Every other view gets the lower-camel class name without module, generic
  /// arguments or leading underscores, then the next 1-based number for that stem in document
  /// order that no identifier already holds (`uiView1`, `uiView2`, `uiTextField1`); a stem that ends
  /// in a digit gets `_` before the number (`uiView2_1`), so ids never collide. The window is not
  /// numbered.
  ///
  /// Geometry: with no transform (or the identity) the dump's frame is written as `frame`, plus
  /// `bounds` when the bounds origin is not zero or the view is a scroll view whose entry prints
  /// `contentOffset` or `bounds`: a printed offset of zero is stated too, so the loader keeps it
  /// rather than moving the view to its rest position. With another
  /// transform the dump's frame is only the bounding box, so `center` + `bounds` + `transform`
  /// are written: the size is the printed `bounds` size or else solves `w' = |a|w + |c|h`,
  /// `h' = |b|w + |d|h`; the center (the anchor point's position) is the printed `center`, or else
  /// the box's center minus `(tx, ty)` minus the transformed offset from the anchor point to the
  /// bounds' center, `(0.5 - anchorX)·w`, `(0.5 - anchorY)·h`, since an affine map sends the bounds'
  /// center to the box's center. Derived numbers are rounded to 1e-6. A printed `anchorPoint` other
  /// than `{0.5, 0.5}` is written as `anchorPoint`. Scroll views get `contentSize` and
  /// `contentInset`: the printed `contentInset`, else `adjustedContentInset` (the only one UIKit
  /// prints). The text of a text field, text view or label is
  /// written as `text`; class, other text, tag, address and base class go under `class`,
  /// `x-text`, `tag` (`x-tag` beyond ±1e9, with a warning), `x-address`, `x-baseClass`, the
  /// autoresizing mask as `autoresize` and the property name under `x-property`.
  ///
  /// First responder: a text field that prints a `UIFieldEditor` among its subviews was being
  /// edited (UIKit attaches the field editor only then) and gets `isFirstResponder`, the first
  /// such field of the dump (a fixture holds one); a later one is a warning.
  ///
  /// - Parameters:
  ///   - name: the fixture's `name`.
  ///   - safeArea: `screen.safeArea` as `(top, left, bottom, right)`.
  ///   - screen: the screen's size (a device's); `nil` makes it just hold every window.
  /// - Throws: `DumpError` naming the entry's line for a negative size, a transformed view whose size its frame does not determine, or
  ///   a derived number beyond ±1e9; naming the first entry's line, with reason
  ///   `.outOfRange("safeArea")`, for a safe area that is negative, beyond ±1e9 or does not fit
  ///   the screen (the fixture would not load).
  package func fixture(name: String, safeArea: Insets = (0, 0, 0, 0), screen: Size? = nil) throws(DumpError)
    -> Fixture
  {
    let layouts = try WindowLayout.all(self)
    var names = FixtureNames(nodes: nodes, skipping: Set(layouts.compactMap(\.window)))
    // The screen holds every window: their sizes and how far each reaches from the origin, so a
    // window printed at an offset is not cut by the screen's edge (which would make it unsafe).
    var size = ShelterGeometry.Size(width: 0, height: 0)
    for layout in layouts {
      size.width = max(size.width, layout.frame.width, layout.frame.x + layout.frame.width)
      size.height = max(size.height, layout.frame.height, layout.frame.y + layout.frame.height)
    }
    if let screen { size = ShelterGeometry.Size(width: screen.width, height: screen.height) }
    try checkSafeArea(safeArea, fits: size)
    var fixture = Fixture(
      name: name, screenSize: size,
      safeArea: EdgeInsets(
        top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right))
    var tree: [FixtureNode] = []
    tree.reserveCapacity(nodes.count + 2 * layouts.count)
    // The text field whose field editor the dump prints was being edited: the first responder.
    let firstResponder = editingTextFields(layouts).first
    // Gathered here and set once: appending to the fixture's own array, whose writes clear its
    // validation mark, copied it every time (O(windows²)).
    var windows: [FixtureWindow] = []
    windows.reserveCapacity(max(0, layouts.count - 1))
    for (k, layout) in layouts.enumerated() {
      let frame = ShelterGeometry.Rect(
        x: layout.frame.x, y: layout.frame.y, width: layout.frame.width, height: layout.frame.height)
      var annotations: [String: String] = [:]
      if let window = layout.window {
        annotations["class"] = nodes[window].className
        if let address = nodes[window].address { annotations["address"] = address }
        for (key, value) in Self.windowExtras(nodes[window]) { annotations[key] = value }
      }
      if k == 0 {
        fixture.windowFrame = frame
        fixture.windowAnnotations = annotations
      } else {
        windows.append(FixtureWindow(frame: frame, annotations: annotations))
      }
      try appendTree(of: layout, firstResponder: firstResponder, names: &names, to: &tree)
    }
    fixture.additionalWindows = windows
    fixture.nodes = tree
    return fixture
  }

  /// Appends one window's nodes in pre-order: its controller, a made-up `root` view when the
  /// window holds several (or no) views, and the views below, `firstResponder` marked as one.
  private func appendTree(
    of layout: WindowLayout, firstResponder: Int?, names: inout FixtureNames, to tree: inout [FixtureNode]
  ) throws(DumpError) {
    let tops = layout.tops
    // The window's controller is the one printed in front of its root view, if any.
    let topController = tops.count == 1 ? nodes[tops[0]].controller : nil
    let controllerID = names.fresh(topController.map { ClassName.idStem($0.className) } ?? "controller")
    let rootIndex = tree.count
    tree.append(FixtureNode(id: controllerID, role: .controller))
    if let topController { tree[rootIndex].annotations = Self.annotations(of: topController) }
    var topParent = rootIndex
    if tops.count != 1 {
      let size = ShelterGeometry.Size(width: layout.frame.width, height: layout.frame.height)
      tree.append(
        FixtureNode(
          id: names.fresh("root"), kind: .view, frame: ShelterGeometry.Rect(origin: .zero, size: size),
          parent: rootIndex))
      topParent = rootIndex + 1
    }
    // Views of one class with the same details hold one box between them.
    var details = DetailsPool()
    // Pre-order with an explicit stack: (dump node, parent index in the fixture).
    var stack: [(node: Int, parent: Int)] = tops.reversed().map { ($0, topParent) }
    while let (index, parent) = stack.popLast() {
      var viewParent = parent
      if let controller = nodes[index].controller, !(topController != nil && index == tops[0]) {
        var node = FixtureNode(
          id: names.fresh(ClassName.idStem(controller.className)), role: .controller, parent: parent)
        node.annotations = Self.annotations(of: controller)
        tree.append(node)
        viewParent = tree.count - 1
      }
      var node = try fixtureNode(index, names: names, parent: viewParent)
      node.isFirstResponder = index == firstResponder
      node.shareDetails(in: &details)
      tree.append(node)
      let position = tree.count - 1
      for child in children(of: index).reversed() { stack.append((child, position)) }
    }
  }

  /// The `x-` annotations of a controller node: its class, address and child list as printed.
  private static func annotations(of controller: DumpController) -> [String: String] {
    var annotations = ["class": controller.className]
    if let address = controller.address { annotations["address"] = address }
    if !controller.children.isEmpty { annotations["children"] = controller.children.joined(separator: " ") }
    return annotations
  }

  /// Throws unless every inset is within ±1e9, none is negative and the insets fit `screen`, the
  /// rule the fixture loader holds `screen.safeArea` to, so an import never writes a fixture that
  /// does not load.
  private func checkSafeArea(_ insets: Insets, fits screen: ShelterGeometry.Size) throws(DumpError) {
    let values = [insets.top, insets.left, insets.bottom, insets.right]
    if values.allSatisfy({ $0 >= 0 && $0 <= 1e9 }) && insets.top + insets.bottom <= screen.height
      && insets.left + insets.right <= screen.width
    {
      return
    }
    let shown = values.map { NumberText.shortest($0) }.joined(separator: ", ")
    throw DumpError(
      line: nodes.first?.line ?? 1, reason: .outOfRange("safeArea"),
      message:
        "the safe area [\(shown)] must lie within ±1e9, not be negative and fit the "
        + "\(NumberText.shortest(screen.width)) × \(NumberText.shortest(screen.height)) screen")
  }

  /// The guesses `fixture(name:safeArea:)` makes, as warnings: inferred windows and identifiers
  /// that are taken and so replaced.
  func fixtureWarnings() -> [DumpWarning] {
    var warnings: [DumpWarning] = []
    guard let layouts = try? WindowLayout.all(self) else { return warnings }
    for layout in layouts where layout.window == nil {
      let root = nodes[layout.tops[0]]
      let size = "\(NumberText.shortest(layout.frame.width)) × \(NumberText.shortest(layout.frame.height))"
      warnings.append(
        DumpWarning(
          line: root.line, kind: .inferredWindow,
          message:
            "\(root.entryName) is not a window; it keeps its frame "
            + "(\(NumberText.shortest(root.frame.x)) \(NumberText.shortest(root.frame.y)); "
            + "\(NumberText.shortest(root.frame.width)) \(NumberText.shortest(root.frame.height))) "
            + "inside a window of \(size) made to hold it"
            + (windowSize != nil ? " (the device's screen)" : "")))
    }
    for window in layouts.compactMap(\.window) {
      let extras = Self.windowExtras(nodes[window])
      guard !extras.isEmpty else { continue }
      let node = nodes[window]
      warnings.append(
        DumpWarning(
          line: node.line, kind: .keptAsAnnotation,
          message:
            "\(node.entryName) is a window, which a fixture holds by its frame alone; "
            + extras.map { "\($0.key) \($0.value) kept as x-\($0.key)" }.joined(separator: ", ")))
    }
    warnings += renamedIdentifierWarnings(skipping: Set(layouts.compactMap(\.window)))
    warnings += extraEditingFieldWarnings(layouts)
    for index in nodes.indices where abs(nodes[index].tag) > Self.largestFixtureTag {
      let node = nodes[index]
      warnings.append(
        DumpWarning(
          line: node.line, kind: .keptAsAnnotation,
          message:
            "\(node.entryName) has tag \(node.tag), beyond the ±1e9 a fixture holds; kept as x-tag"))
    }
    return warnings
  }

  /// What a window entry prints beyond its frame, which a fixture's window does not hold, as
  /// printed. The frame stays the printed one (for a transformed window, the box UIKit printed:
  /// iOS 7 turned its keyboard window with a transform).
  static func windowExtras(_ node: DumpNode) -> [(key: String, value: String)] {
    let number = NumberText.shortest
    var extras: [(key: String, value: String)] = []
    if let b = node.bounds, b.x != 0 || b.y != 0 {
      extras.append(("bounds", "(\(number(b.x)) \(number(b.y)); \(number(b.width)) \(number(b.height)))"))
    }
    if let t = node.transform, t != (1, 0, 0, 1, 0, 0) {
      extras.append(
        ("transform", "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"))
    }
    if node.hidden { extras.append(("hidden", "YES")) }
    if node.alpha != 1 { extras.append(("alpha", number(node.alpha))) }
    if !node.userInteractionEnabled { extras.append(("userInteractionEnabled", "NO")) }
    if node.clipsToBounds { extras.append(("clipsToBounds", "YES")) }
    if node.tag != 0 { extras.append(("tag", String(node.tag))) }
    if let color = node.backgroundColor { extras.append(("backgroundColor", color.description)) }
    if !node.isOpaque { extras.append(("opaque", "NO")) }
    return extras
  }

  /// The largest tag a fixture's `tag` holds (its numbers stay within ±1e9).
  static let largestFixtureTag = 1_000_000_000

  /// One warning per view whose identifier is empty or already held by an earlier view.
  private func renamedIdentifierWarnings(skipping windows: Set<Int>) -> [DumpWarning] {
    var firstLine: [String: Int] = [:]
    var renamed: [(index: Int, firstLine: Int?)] = []
    // Indices rather than nodes: reading two fields must not copy every node.
    for index in nodes.indices where !windows.contains(index) {
      guard let identifier = nodes[index].identifier else { continue }
      if identifier.isEmpty {
        renamed.append((index, nil))
      } else if let line = firstLine[identifier] {
        renamed.append((index, line))
      } else {
        // Sized once at the first id: where views have ids, most of them do.
        if firstLine.isEmpty { firstLine.reserveCapacity(nodes.count - index) }
        firstLine[identifier] = nodes[index].line
      }
    }
    guard !renamed.isEmpty else { return [] }
    let names = FixtureNames(nodes: nodes, skipping: windows)
    return renamed.map { index, line in
      let node = nodes[index]
      let why =
        line.map { "identifier '\(node.identifier ?? "")' is already the id of the view on line \($0)" }
        ?? "empty identifier"
      return DumpWarning(
        line: node.line, kind: .renamedIdentifier,
        message: "\(node.entryName): \(why); it gets the id '\(names.ids[index])'")
    }
  }

  /// Numbers as UIKit prints a struct: `{300, 400}`.
  static func braced(_ values: [Double]) -> String {
    "{" + values.map { NumberText.shortest($0) }.joined(separator: ", ") + "}"
  }

  /// The fixture node of one dump entry.
  private func fixtureNode(_ index: Int, names: FixtureNames, parent: Int) throws(DumpError) -> FixtureNode {
    let node = nodes[index]
    let kind = ViewKind(rawValue: names.kinds[index])
    let geometry = try FixtureGeometry(node: node)
    var result = FixtureNode(id: names.ids[index], role: .view(kind), parent: parent)
    result.className = node.className
    if let anchor = node.anchorPoint { result.anchorPoint = ShelterGeometry.Point(x: anchor.x, y: anchor.y) }
    if let frame = geometry.frame {
      result.frame = ShelterGeometry.Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    if let bounds = geometry.bounds {
      result.bounds = ShelterGeometry.Rect(
        x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    }
    if let center = geometry.center { result.center = ShelterGeometry.Point(x: center.x, y: center.y) }
    if let t = geometry.transform {
      result.transform = ShelterGeometry.Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
    // A printed offset is where the scroll view was, zero included; without the statement the
    // loader would move a zero offset to the rest position and every subview with it.
    if kind.isScrollable, node.contentOffset != nil || node.bounds != nil { result.statesBoundsOrigin = true }
    result.isHidden = node.hidden
    // Parsing has dropped an alpha outside [0, 1], with a warning.
    result.alpha = node.alpha
    let interactiveByDefault = kind != .label && kind != .imageView
    if node.userInteractionEnabled != interactiveByDefault {
      result.userInteractionEnabled = node.userInteractionEnabled
    }
    result.clipsToBounds = node.clipsToBounds
    result.backgroundColor = node.backgroundColor
    result.isOpaque = node.isOpaque
    if let contentSize = node.contentSize {
      try FixtureGeometry.checkSize(contentSize.width, contentSize.height, key: "contentSize", node: node)
      if kind.isScrollable {
        result.contentSize = ShelterGeometry.Size(width: contentSize.width, height: contentSize.height)
      } else {
        result.annotations["contentSize"] = Self.braced([contentSize.width, contentSize.height])
      }
    }
    // UIKit prints only `adjustedContentInset` (iOS 11 on), and so does `shelter describe`; it
    // stands for the inset unless the dump prints `contentInset` too, which then wins.
    if let inset = node.contentInset ?? node.adjustedContentInset {
      let key = node.contentInset != nil ? "contentInset" : "adjustedContentInset"
      if kind.isScrollable {
        result.contentInset = EdgeInsets(
          top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
      } else {
        result.annotations[key] = Self.braced([inset.top, inset.left, inset.bottom, inset.right])
      }
    }
    if node.contentInset != nil, let inset = node.adjustedContentInset {
      result.annotations["adjustedContentInset"] = Self.braced([
        inset.top, inset.left, inset.bottom, inset.right,
      ])
    }
    if let mask = node.autoresizingMask {
      do {
        result.autoresizingMask = try AutoresizingMask(parsing: mask)
      } catch {
        throw DumpError(
          line: node.line, reason: .invalidValue("autoresize"), message: "\(node.entryName): \(error)")
      }
    }
    if let property = node.propertyName { result.annotations["property"] = property }
    if let text = node.text {
      if kind.isTextInput || kind == .label { result.text = text } else { result.annotations["text"] = text }
    }
    if let identifier = node.identifier, identifier != names.ids[index] {
      result.annotations["identifier"] = identifier
    }
    // A fixture holds numbers within ±1e9; UIKit's own tags can exceed that (a button's image view
    // prints `tag = 1886548836`), so such a tag is kept as text, with a warning.
    if abs(node.tag) > Self.largestFixtureTag {
      result.annotations["tag"] = String(node.tag)
    } else {
      result.tag = node.tag
    }
    if let address = node.address { result.annotations["address"] = address }
    if let baseClass = node.baseClass { result.annotations["baseClass"] = baseClass }
    return result
  }
}

/// The id and kind of every node, worked out once per distinct class name.
struct FixtureNames {
  /// One id per node (empty for the skipped window): its identifier, or numbered per stem; see
  /// `Dump.fixture`.
  var ids: [String] = []
  /// One fixture kind per node, as `ClassName.kind(of:)` gives it.
  var kinds: [String] = []
  /// The ids that came from identifiers; generated ids step around them. Generated ids are not
  /// kept here: they always end in a number, so they never equal a base given to ``fresh(_:)``.
  private var taken = FreshNames()

  init(nodes: [DumpNode], skipping skipped: Set<Int>) {
    var classes: [String: (stem: String, kind: String?)] = [:]
    func info(_ className: String) -> (stem: String, kind: String?) {
      if let known = classes[className] { return known }
      let made = (ClassName.idStem(className), ClassName.kind(ofName: className))
      classes[className] = made
      return made
    }
    // The first view to carry an identifier keeps it, so generated ids must step around them all.
    var given = [String?](repeating: nil, count: nodes.count)
    for (index, node) in nodes.enumerated() where !skipped.contains(index) {
      if let identifier = node.identifier, !identifier.isEmpty, taken.take(identifier) {
        given[index] = identifier
      }
    }
    var counts: [String: Int] = [:]
    ids.reserveCapacity(nodes.count)
    kinds.reserveCapacity(nodes.count)
    for (index, node) in nodes.enumerated() {
      let (stem, nameKind) = info(node.className)
      let scrolls = node.contentOffset != nil || node.contentSize != nil
      kinds.append(nameKind ?? node.baseClass.flatMap { info($0).kind } ?? (scrolls ? "scrollView" : "view"))
      if skipped.contains(index) {
        ids.append("")
        continue
      }
      if let identifier = given[index] {
        ids.append(identifier)
        continue
      }
      let separator = stem.last.map { $0.isNumber } == true ? "_" : ""
      var number = (counts[stem] ?? 0) + 1
      while taken.contains("\(stem)\(separator)\(number)") { number += 1 }
      counts[stem] = number
      ids.append("\(stem)\(separator)\(number)")
    }
  }

  /// `base`, or `base_2`, `base_3`, … when a view's identifier already is `base`; the result is
  /// then taken too. Used for the controller's id and the id of a made-up root view.
  ///
  /// Each base's search resumes where the last one stopped, so a dump of n windows (a controller
  /// id each) costs O(n), not O(n²).
  mutating func fresh(_ base: String) -> String { taken.fresh(base) }
}

/// A node's geometry in the fixture's terms (untransformed layout rect, transform about the
/// center), derived from UIKit's frame, which is the bounding box of the transformed bounds.
struct FixtureGeometry {
  /// The largest bounding box a printed frame may span: a size within ±1e9 under a composed
  /// scale within 1e9, the fixture's two limits.
  static let boundingBoxLimit = 1e18

  var frame: Dump.Rect?
  var center: Dump.Point?
  var bounds: Dump.Rect?
  var transform: Dump.Transform?

  init(node: DumpNode) throws(DumpError) {
    let box = node.frame
    try FixtureGeometry.checkSize(box.width, box.height, key: "frame", node: node)
    if let bounds = node.bounds {
      try FixtureGeometry.checkSize(bounds.width, bounds.height, key: "bounds", node: node)
    }
    let origin = node.contentOffset ?? node.bounds.map { ($0.x, $0.y) } ?? (0, 0)
    guard let t = node.transform, !(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
    else {
      frame = box
      if origin.x != 0 || origin.y != 0 { bounds = (origin.x, origin.y, box.width, box.height) }
      return
    }
    transform = t
    let size: Dump.Size
    if let given = node.bounds {
      size = (given.width, given.height)
    } else {
      size = try FixtureGeometry.untransformedSize(of: node, transform: t)
    }
    // The bounds' center sits at (0.5 - anchor) · size from the anchor point, and the transform
    // carries it to the box's center: position = box center - (tx, ty) - linear(offset).
    let anchor = node.anchorPoint ?? (0.5, 0.5)
    let offset = ((0.5 - anchor.x) * size.width, (0.5 - anchor.y) * size.height)
    let position =
      node.center
      ?? (
        Self.rounded(box.x + box.width / 2 - t.tx - (t.a * offset.0 + t.c * offset.1)),
        Self.rounded(box.y + box.height / 2 - t.ty - (t.b * offset.0 + t.d * offset.1))
      )
    for (key, value) in [
      ("center", position.x), ("center", position.y), ("bounds", size.width), ("bounds", size.height),
    ]
    where abs(value) > 1e9 {
      throw DumpError(
        line: node.line, reason: .outOfRange(key),
        message: "the \(key) value \(value) derived for \(node.entryName) is beyond ±1e9")
    }
    center = position
    bounds = (origin.x, origin.y, size.width, size.height)
  }

  /// Solves `W = |a|w + |c|h`, `H = |b|w + |d|h` for the size `(w, h)` whose transformed
  /// bounding box is the frame `(W, H)`.
  private static func untransformedSize(of node: DumpNode, transform t: Dump.Transform) throws(DumpError)
    -> Dump.Size
  {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let (boxWidth, boxHeight) = (node.frame.width, node.frame.height)
    let determinant = a * d - b * c
    let scale = max(a * d, b * c)
    let matrix = "[\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]"
    if scale == 0 || abs(determinant) <= 1e-9 * scale {
      throw DumpError(
        line: node.line, reason: .singularTransform,
        message:
          "cannot recover the size of \(node.entryName) from its frame: transform \(matrix) gives "
          + "many sizes the same bounding box; the dump needs 'bounds = (x y; w h)'")
    }
    let width = (boxWidth * d - boxHeight * c) / determinant
    let height = (boxHeight * a - boxWidth * b) / determinant
    let tolerance = 1e-6 * max(1, boxWidth, boxHeight)
    if width < -tolerance || height < -tolerance {
      throw DumpError(
        line: node.line, reason: .singularTransform,
        message:
          "the frame (\(boxWidth) × \(boxHeight)) of \(node.entryName) is not the bounding box of any "
          + "size under transform \(matrix); the dump needs 'bounds = (x y; w h)'")
    }
    return (rounded(max(0, width)), rounded(max(0, height)))
  }

  /// Rounds a derived number to 1e-6 so float noise does not reach the fixture.
  ///
  /// The integer conversion keeps this module free of libm's `round`; values too large for it
  /// are returned as they are (and rejected by the range check that follows).
  static func rounded(_ value: Double) -> Double {
    let scaled = value * 1e6
    guard abs(scaled) < 9e15 else { return value }
    return Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / 1e6
  }

  /// Sizes in a fixture are never negative.
  static func checkSize(_ width: Double, _ height: Double, key: String, node: DumpNode) throws(DumpError) {
    if width < 0 || height < 0 {
      throw DumpError(
        line: node.line, reason: .outOfRange(key),
        message: "\(key) of \(node.entryName) has a negative size (\(width) × \(height))")
    }
  }
}

/// Where the views of one top-level entry of a dump go: a window of the fixture each.
///
/// A top-level window gives the window's frame, and its subviews are the tops. Any other
/// top-level view keeps its printed frame inside a window at `(0, 0)` of the dump's
/// ``Dump/windowSize``, or else sized to reach the frame's far corner, so nothing moves.
struct WindowLayout {
  /// The window's frame.
  var frame: Dump.Rect
  /// The node that is the window, `nil` when the window is made up.
  var window: Int?
  /// The nodes the window's controller holds (directly, or through a made-up `root` view).
  var tops: [Int]

  /// One layout per top-level entry, back to front as the dump lists them.
  static func all(_ dump: Dump) throws(DumpError) -> [WindowLayout] {
    var layouts: [WindowLayout] = []
    layouts.reserveCapacity(dump.roots.count)
    for root in dump.roots {
      let node = dump.nodes[root]
      try FixtureGeometry.checkSize(node.frame.width, node.frame.height, key: "frame", node: node)
      if ClassName.isWindow(node) {
        layouts.append(WindowLayout(frame: node.frame, window: root, tops: Array(dump.children(of: root))))
      } else {
        let size =
          dump.windowSize
          ?? (
            max(node.frame.width, node.frame.x + node.frame.width),
            max(node.frame.height, node.frame.y + node.frame.height)
          )
        layouts.append(WindowLayout(frame: (0, 0, size.width, size.height), window: nil, tops: [root]))
      }
    }
    return layouts
  }
}
