public import ShelterViews

// UIKit's spellings of the calls that build a tree. Shelter's throw (`try view.addSubview(field)`);
// these do not, as UIKit's do not, and record an error in ``UIKitIssues`` instead of raising. Shelter's
// are marked disfavored, so where both are visible (a file importing ShelterUIKit) these are chosen;
// `ShelterViews::` reaches Shelter's from here.

extension View {
  /// Adds a view in front of the other subviews, as UIKit's `addSubview(_:)`.
  public func addSubview(_ view: View) {
    UIKitIssues.attempt("addSubview(_:)") { try self.ShelterViews::addSubview(view) }
  }

  /// Inserts a view at an index of the subviews, as UIKit's `insertSubview(_:at:)`.
  public func insertSubview(_ view: View, at index: Int) {
    UIKitIssues.attempt("insertSubview(_:at:)") { try self.ShelterViews::insertSubview(view, at: index) }
  }

  /// Inserts a view just above a sibling, as UIKit's `insertSubview(_:aboveSubview:)`.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    UIKitIssues.attempt("insertSubview(_:aboveSubview:)") {
      try self.ShelterViews::insertSubview(view, aboveSubview: sibling)
    }
  }

  /// Inserts a view just below a sibling, as UIKit's `insertSubview(_:belowSubview:)`.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    UIKitIssues.attempt("insertSubview(_:belowSubview:)") {
      try self.ShelterViews::insertSubview(view, belowSubview: sibling)
    }
  }

  /// Installs a constraint on this view, as UIKit's `addConstraint(_:)`.
  public func addConstraint(_ constraint: LayoutConstraint) {
    UIKitIssues.attempt("addConstraint(_:)") { try self.ShelterViews::addConstraint(constraint) }
  }

  /// Installs constraints on this view, as UIKit's `addConstraints(_:)`.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    UIKitIssues.attempt("addConstraints(_:)") { try self.ShelterViews::addConstraints(constraints) }
  }

  /// Removes installed constraints, as UIKit's `removeConstraints(_:)`; a constraint this view
  /// does not hold is left alone.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
}

extension StackView {
  /// Creates a stack view arranging `views` in order, as UIKit's `init(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds a view at the end of the arranged views, as UIKit's `addArrangedSubview(_:)`.
  public func addArrangedSubview(_ view: View) {
    UIKitIssues.attempt("addArrangedSubview(_:)") { try self.ShelterViews::addArrangedSubview(view) }
  }

  /// Inserts a view among the arranged views, as UIKit's `insertArrangedSubview(_:at:)`.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    UIKitIssues.attempt("insertArrangedSubview(_:at:)") {
      try self.ShelterViews::insertArrangedSubview(view, at: index)
    }
  }
}

extension View {
  /// Makes the first responder in this view's tree resign, as UIKit's `endEditing(_:)`; `force`
  /// makes it resign even if it refuses.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { endEditing(force: force) }
}
