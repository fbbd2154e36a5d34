public import Shelter

extension ViewSpec {
  /// A stack view's arrangement, as `UIStackView`'s `axis`, `spacing`, `distribution` and
  /// `alignment`: the fixture's stack fields, so a stack written in Swift lays out as the same
  /// stack in JSON.
  ///
  ///     ViewSpec("fields", .stackView) { … }
  ///       .stack(axis: .vertical, spacing: 12)
  public func stack(
    axis: LayoutAttribute.Axis = .horizontal, spacing: Double = 0, distribution: StackDistribution = .fill,
    alignment: StackAlignment = .fill
  ) -> ViewSpec {
    updatingStack {
      $0.axis = axis
      $0.spacing = spacing
      $0.distribution = distribution
      $0.alignment = alignment
    }
  }

  /// The spacing after one arranged view, replacing ``stack(axis:spacing:distribution:alignment:)``'s
  /// for that gap, as `setCustomSpacing(_:after:)`; a second call for the same view replaces the first.
  public func customSpacing(_ spacing: Double, after id: String) -> ViewSpec {
    updatingStack { settings in
      if let index = settings.customSpacing.firstIndex(where: { $0.id == id }) {
        settings.customSpacing[index].spacing = spacing
      } else {
        settings.customSpacing.append(StackSettings.CustomSpacing(id: id, spacing: spacing))
      }
    }
  }

  /// Arranges the views inside the stack's layout margins (``layoutMargins(_:)``), as
  /// `isLayoutMarginsRelativeArrangement`.
  public func layoutMarginsRelativeArrangement(_ relative: Bool = true) -> ViewSpec {
    updatingStack { $0.layoutMarginsRelativeArrangement = relative }
  }

  /// Spaces a vertical stack from one view's last baseline to the next one's first, as
  /// `isBaselineRelativeArrangement`.
  public func baselineRelativeArrangement(_ relative: Bool = true) -> ViewSpec {
    updatingStack { $0.baselineRelativeArrangement = relative }
  }

  /// The arranged subviews by id, in order; without it every subview is arranged in order, as
  /// `addArrangedSubview` for each.
  public func arrangedSubviews(_ ids: [String]) -> ViewSpec {
    updatingStack { $0.arrangedSubviews = ids }
  }

  /// A copy whose stack settings (UIKit's defaults until set) have one change made.
  private func updatingStack(_ change: (inout StackSettings) -> Void) -> ViewSpec {
    with { node in
      var settings = node.fields.stack ?? StackSettings()
      change(&settings)
      node.fields.stack = settings
    }
  }
}
