/// What a runtime class name says about a view: its plain name, its fixture `kind`, its id stem.
enum ClassName {
  /// The class's own name without module, generic arguments or Swift mangling:
  /// `MyApp.LoginView` → `LoginView`, `_TtC5MyApp9LoginView` → `LoginView`,
  /// `SwiftUI._UIHostingView<SwiftUI.AnyView>` → `_UIHostingView`.
  static func simpleName(_ className: String) -> String {
    var name = demangled(className) ?? className
    if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name.isEmpty ? className : name
  }

  /// The fixture kind a class name maps to, by its well-known name endings, or `nil` for none.
  ///
  /// Cells are checked before table and scroll views, so `UITableViewCell` is a cell; endings are
  /// matched rather than prefixes, so `_UITextFieldRoundedRectBackgroundViewNeue` is a plain view.
  static func kind(ofName className: String) -> String? {
    let name = simpleName(className)
    let endings: [(String, String)] = [
      ("TextField", "textField"),
      ("TextView", "textView"),
      ("Cell", "tableCell"),
      ("TableView", "tableView"),
      ("ScrollView", "scrollView"),
      ("CollectionView", "scrollView"),
      ("Button", "button"),
      ("Label", "label"),
      ("ImageView", "imageView"),
    ]
    return endings.first { name.hasSuffix($0.0) }?.1
  }

  /// The kind of a dumped view: by its class name, else by its `baseClass`, else `scrollView`
  /// when it prints a content offset or size (only scroll views do), else `view`.
  static func kind(of node: DumpNode) -> String {
    if let kind = kind(ofName: node.className) { return kind }
    if let base = node.baseClass, let kind = kind(ofName: base) { return kind }
    if node.contentOffset != nil || node.contentSize != nil { return "scrollView" }
    return "view"
  }

  /// Whether the node is a window: its class or base class name ends in `Window`.
  static func isWindow(_ node: DumpNode) -> Bool {
    simpleName(node.className).hasSuffix("Window")
      || node.baseClass.map { simpleName($0).hasSuffix("Window") } == true
  }

  /// The lower-camel stem of a generated id: leading underscores and anything but ASCII letters
  /// and digits dropped, the leading capitals lowered as a word (`UITextField` → `uiTextField`,
  /// `_UIHostingView` → `uiHostingView`, `URLBar2` → `urlBar2`); `view` when nothing is left.
  static func idStem(_ className: String) -> String {
    let letters = Array(
      simpleName(className).unicodeScalars.filter {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      })
    guard let first = letters.first else { return "view" }
    if ("0"..."9").contains(first) { return "view" + String(String.UnicodeScalarView(letters)) }
    let isUpper: (Unicode.Scalar) -> Bool = { ("A"..."Z").contains($0) }
    var upperRun = 0
    while upperRun < letters.count && isUpper(letters[upperRun]) { upperRun += 1 }
    var lowered = upperRun
    if upperRun > 1 && upperRun < letters.count && ("a"..."z").contains(letters[upperRun]) {
      lowered = upperRun - 1
    }
    var result = ""
    for (index, scalar) in letters.enumerated() {
      result.unicodeScalars.append(index < lowered ? Unicode.Scalar(scalar.value + 32)! : scalar)
    }
    return result
  }

  /// Reads Swift's old class mangling, `_TtC` + length-prefixed module and class names (nested
  /// classes repeat the `C`, `s` stands for the Swift module, `P33_…` private discriminators are
  /// skipped), and returns the innermost class name.
  private static func demangled(_ name: String) -> String? {
    var scalars = Substring(name).unicodeScalars
    guard name.hasPrefix("_Tt") else { return nil }
    scalars = scalars.dropFirst(3)
    if scalars.first == "G" { scalars = scalars.dropFirst() }
    var classes = 0
    while scalars.first == "C" {
      classes += 1
      scalars = scalars.dropFirst()
    }
    guard classes > 0 else { return nil }
    if scalars.first == "s" {
      scalars = scalars.dropFirst()
    } else {
      guard readIdentifier(&scalars) != nil else { return nil }
    }
    var last: String?
    for _ in 0..<classes {
      if scalars.first == "P", let afterP = scalars.dropFirst().first, ("0"..."9").contains(afterP) {
        scalars = scalars.dropFirst()
        guard readIdentifier(&scalars) != nil else { return nil }
      }
      guard let identifier = readIdentifier(&scalars) else { return nil }
      last = identifier
    }
    return last
  }

  /// Reads `<decimal length><identifier>` from the front of `scalars`.
  private static func readIdentifier(_ scalars: inout Substring.UnicodeScalarView) -> String? {
    var length = 0
    var digits = 0
    while let scalar = scalars.first, ("0"..."9").contains(scalar), digits < 6 {
      length = length * 10 + Int(scalar.value - 48)
      digits += 1
      scalars = scalars.dropFirst()
    }
    guard digits > 0, length > 0, scalars.count >= length else { return nil }
    let identifier = String(String.UnicodeScalarView(scalars.prefix(length)))
    scalars = scalars.dropFirst(length)
    return identifier
  }
}
