import ShelterFixtures
import ShelterGeometry
import ShelterViews

extension Scene {
  /// Installs every constraint the fixture gives, on the view that holds it in the file (UIKit's
  /// `addConstraint(_:)`); inactive ones are made and kept by id for a later step.
  func installConstraints(views: [View?]) throws(FixtureError) {
    application.userInterfaceLayoutDirection = fixture.layoutDirection
    application.layoutPixelScale = fixture.scale
    var holders: [View] = []
    defer { View.setNeedsLayout(holders) }
    for (index, node) in fixture.nodes.enumerated() where !node.constraints.isEmpty {
      guard let holder = views[index] else { continue }
      holders.append(holder)
      for (position, spec) in node.constraints.enumerated() {
        let e = spec.expression
        guard let first = item(e.first) else {
          throw fixture.constraintFailure(index, position, "no view with id '\(e.first.id)'")
        }
        var second: (any LayoutItem)?
        if let s = e.second {
          guard let resolved = item(s) else {
            throw fixture.constraintFailure(index, position, "no view with id '\(s.id)'")
          }
          second = resolved
        }
        let constraint = LayoutConstraint(
          item: first, attribute: e.first.attribute, relatedBy: e.relation, toItem: second,
          attribute: e.second?.attribute, multiplier: e.multiplier, constant: e.constant,
          priority: LayoutPriority(e.priority))
        constraint.identifier = spec.id
        if let id = spec.id { constraintsByID[id] = constraint }
        guard spec.isActive else { continue }
        do {
          try holder.install(constraint)
        } catch {
          throw fixture.constraintFailure(index, position, error.description)
        }
      }
    }
  }

  /// Gives every stack view its settings and arranged subviews: the ids the fixture lists, else
  /// every subview in order (`addArrangedSubview` turns their autoresizing translation off).
  func arrangeStackViews(views: [View?]) throws(FixtureError) {
    for (index, node) in fixture.nodes.enumerated() {
      guard let stack = views[index] as? StackView else { continue }
      let settings = node.stack ?? StackSettings()
      stack.axis = settings.axis
      stack.distribution = settings.distribution
      stack.alignment = settings.alignment
      stack.spacing = settings.spacing
      stack.isLayoutMarginsRelativeArrangement = settings.layoutMarginsRelativeArrangement
      stack.isBaselineRelativeArrangement = settings.baselineRelativeArrangement
      var arranged = stack.subviews
      if let ids = settings.arrangedSubviews {
        arranged = []
        for id in ids {
          guard let view = viewsByID[id], view.superview === stack else {
            throw FixtureError(
              path: fixture.path(of: index) + ".arrangedSubviews",
              message: "'\(id)' is not a subview of '\(node.id)'")
          }
          arranged.append(view)
        }
      }
      do {
        for view in arranged { try stack.addArrangedSubview(view) }
      } catch {
        throw FixtureError(path: fixture.path(of: index), message: error.description)
      }
      for entry in settings.customSpacing {
        guard let view = viewsByID[entry.id] else { continue }
        stack.setCustomSpacing(entry.spacing, after: view)
      }
    }
  }

  /// The view or guide an item of the grammar names.
  private func item(_ item: ConstraintExpression.Item) -> (any LayoutItem)? {
    guard let view = viewsByID[item.id] else { return nil }
    switch item.guide {
    case nil: return view
    case .safeAreaLayoutGuide: return view.safeAreaLayoutGuide
    case .layoutMarginsGuide: return view.layoutMarginsGuide
    case .keyboardLayoutGuide: return view.keyboardLayoutGuide
    case .contentLayoutGuide: return (view as? ScrollView)?.contentLayoutGuide
    case .frameLayoutGuide: return (view as? ScrollView)?.frameLayoutGuide
    }
  }

  /// Runs a layout pass in every window laid out by constraints (and a pending one anywhere), with
  /// each window's size classes, and keeps the constraints it broke for the step's report. A pass
  /// runs even when no constraint changed, as UIKit lays out again when a safe area moves.
  public func layoutConstraints() {
    for window in windows {
      window.sizeClasses = presentationSizeClasses(in: window)
      if window.layoutEngine != nil { window.setNeedsLayout() }
      window.layoutIfNeeded()
    }
    collectConstraintBreaks()
  }

  /// Moves every window's breaks into the scene's list.
  func collectConstraintBreaks() {
    for window in windows { pendingBreaks += window.takeConstraintBreaks() }
  }

  /// The breaks since the last call, oldest first.
  func takeConstraintBreaks() -> [LayoutEngine.ConstraintBreak] {
    collectConstraintBreaks()
    defer { pendingBreaks = [] }
    return pendingBreaks
  }

  /// The ids of views whose frame the constraints leave unfixed, in document order.
  public func ambiguousViewIDs() -> [String] {
    let ambiguous = Set(windows.flatMap(\.lastAmbiguousViews).map(ObjectIdentifier.init))
    guard !ambiguous.isEmpty else { return [] }
    return viewIDs.filter { id in viewsByID[id].map { ambiguous.contains(ObjectIdentifier($0)) } ?? false }
  }
}

extension FixtureNode {
  /// Gives a view its Auto Layout settings.
  func configureLayout(_ view: View) {
    let d = details
    view.translatesAutoresizingMaskIntoConstraints = d.translatesAutoresizingMaskIntoConstraints
    if let size = d.intrinsicContentSize { view.intrinsicSize = size }
    view.setContentHuggingPriority(LayoutPriority(d.contentHuggingPriority.horizontal), for: .horizontal)
    view.setContentHuggingPriority(LayoutPriority(d.contentHuggingPriority.vertical), for: .vertical)
    view.setContentCompressionResistancePriority(
      LayoutPriority(d.contentCompressionResistancePriority.horizontal), for: .horizontal)
    view.setContentCompressionResistancePriority(
      LayoutPriority(d.contentCompressionResistancePriority.vertical), for: .vertical)
    if let margins = d.directionalLayoutMargins { view.directionalLayoutMargins = margins }
    view.insetsLayoutMarginsFromSafeArea = d.insetsLayoutMarginsFromSafeArea
    view.preservesSuperviewLayoutMargins = d.preservesSuperviewLayoutMargins
    if d.firstBaseline != nil || d.lastBaseline != nil {
      view.baselineOffsets = (d.firstBaseline, d.lastBaseline)
    }
  }
}
