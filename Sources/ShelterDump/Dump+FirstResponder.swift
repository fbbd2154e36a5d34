extension Dump {
  /// The text fields of the dump's windows that print a `UIFieldEditor` among their subviews, in
  /// document order, window after window.
  ///
  /// UIKit attaches a text field's field editor while the field is first responder and takes it
  /// away when the field resigns, so a dump that prints one shows which field was being edited:
  /// the first is the first responder. A fixture holds one (its window is the key window), so any
  /// later one is a warning.
  func editingTextFields(_ layouts: [WindowLayout]) -> [Int] {
    var editing: [Int] = []
    for layout in layouts {
      var stack = Array(layout.tops.reversed())
      while let index = stack.popLast() {
        let children = children(of: index)
        if ClassName.kind(of: nodes[index]) == "textField",
          children.contains(where: { ClassName.simpleName(nodes[$0].className) == "UIFieldEditor" })
        {
          editing.append(index)
        }
        stack.append(contentsOf: children.reversed())
      }
    }
    return editing
  }

  /// One warning per text field past the first that prints a `UIFieldEditor`: a fixture holds one
  /// first responder, the first.
  func extraEditingFieldWarnings(_ layouts: [WindowLayout]) -> [DumpWarning] {
    let editing = editingTextFields(layouts)
    guard let first = editing.first else { return [] }
    return editing.dropFirst().map { index in
      DumpWarning(
        line: nodes[index].line, kind: .extraFieldEditor,
        message:
          "\(nodes[index].entryName) holds a UIFieldEditor too, but \(nodes[first].entryName) "
          + "(line \(nodes[first].line)) is already the first responder; not made first responder")
    }
  }
}
