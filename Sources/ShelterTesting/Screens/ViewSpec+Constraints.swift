public import Shelter

extension ViewSpec {
  /// The other side of a constraint made with ``pin(_:to:of:multiplier:constant:priority:id:active:)``:
  /// an anchor of a view, of its safe area, of its layout margins, of its keyboard layout guide or
  /// of a scroll view's content or frame guide, named as UIKit names them, so the line reads like the anchor code it stands for.
  ///
  ///     .pin(.bottom, to: .keyboardLayoutGuide(.top), of: "root", constant: -10)
  ///     // field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -10)
  ///     .pin(.top, to: .view("title", .bottom), constant: 8)
  ///     // field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
  ///     .pin(.leading, to: .layoutMargins(.leading))
  ///     // field.leadingAnchor.constraint(equalTo: field.superview!.layoutMarginsGuide.leadingAnchor)
  ///
  /// A guide's anchor belongs to the view named by `of:`, or to the superview without it.
  public struct Anchor: Hashable, Sendable {
    /// Whose anchor it is.
    enum Owner: Hashable, Sendable {
      /// The superview of the view the constraint is written on.
      case superview
      /// The view with this id.
      case view(String)
      /// The view named by `of:`, else the superview.
      case given
    }

    let owner: Owner
    let guide: ConstraintExpression.Guide?
    /// The anchor's attribute (`.top`, `.leading`, `.width`, …).
    public let attribute: LayoutAttribute

    /// An anchor of another view, by id: `title.bottomAnchor` is `.view("title", .bottom)`.
    public static func view(_ id: String, _ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .view(id), guide: nil, attribute: attribute)
    }

    /// An anchor of the superview itself, as `superview.topAnchor`: the view's edge, not its
    /// margins or safe area.
    public static func superview(_ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .superview, guide: nil, attribute: attribute)
    }

    /// An anchor of `safeAreaLayoutGuide`, of the `of:` view or the superview.
    public static func safeArea(_ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .given, guide: .safeAreaLayoutGuide, attribute: attribute)
    }

    /// An anchor of `layoutMarginsGuide`, of the `of:` view or the superview.
    public static func layoutMargins(_ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .given, guide: .layoutMarginsGuide, attribute: attribute)
    }

    /// An anchor of `keyboardLayoutGuide`, of the `of:` view or the superview: its top is the
    /// docked keyboard's top, or the bottom safe-area inset while the keyboard is hidden.
    public static func keyboardLayoutGuide(_ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .given, guide: .keyboardLayoutGuide, attribute: attribute)
    }

    /// An anchor of a scroll view's `contentLayoutGuide`, of the `of:` view or the superview: the
    /// content area, whose size the constraints pinned to it give the scroll view's content size.
    ///
    ///     .pin(.bottom, to: .contentLayoutGuide(.bottom))
    ///     // stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor)
    public static func contentLayoutGuide(_ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .given, guide: .contentLayoutGuide, attribute: attribute)
    }

    /// An anchor of a scroll view's `frameLayoutGuide`, of the `of:` view or the superview: the
    /// scroll view's frame, so a width equal to its width makes a form that scrolls vertically only.
    ///
    ///     .pin(.width, to: .frameLayoutGuide(.width))
    ///     // stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)
    public static func frameLayoutGuide(_ attribute: LayoutAttribute) -> Anchor {
      Anchor(owner: .given, guide: .frameLayoutGuide, attribute: attribute)
    }
  }

  /// Constrains an anchor of this view to equal another anchor, as
  /// `anchor.constraint(equalTo: other, multiplier:, constant:)`.
  ///
  /// The constraint is installed where `NSLayoutConstraint.activate` puts it: on the nearest
  /// common ancestor of the two views (a guide counts as its owning view). `id` names it for
  /// ``Scenario/constraint(_:constant:priority:active:)`` and in messages; `active: false` makes
  /// it without installing it. A mistake (an unknown id, a size tied to a position) is reported
  /// when the screen is built, as ``ScenarioError/invalidConstraint(screen:view:constraint:message:)``.
  public func pin(
    _ attribute: LayoutAttribute, to anchor: Anchor, of view: String? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, id: String? = nil, active: Bool = true
  ) -> ViewSpec {
    pin(attribute, .equal, anchor, of: view, multiplier, constant, priority, id, active)
  }

  /// Constrains an anchor of this view to be at most another anchor, as
  /// `anchor.constraint(lessThanOrEqualTo: other, constant:)`; installed as
  /// ``pin(_:to:of:multiplier:constant:priority:id:active:)`` installs.
  public func pin(
    _ attribute: LayoutAttribute, lessThanOrEqualTo anchor: Anchor, of view: String? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required, id: String? = nil,
    active: Bool = true
  ) -> ViewSpec {
    pin(attribute, .lessThanOrEqual, anchor, of: view, multiplier, constant, priority, id, active)
  }

  /// Constrains an anchor of this view to be at least another anchor, as
  /// `anchor.constraint(greaterThanOrEqualTo: other, constant:)`; installed as
  /// ``pin(_:to:of:multiplier:constant:priority:id:active:)`` installs.
  public func pin(
    _ attribute: LayoutAttribute, greaterThanOrEqualTo anchor: Anchor,
    of view: String? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required, id: String? = nil, active: Bool = true
  ) -> ViewSpec {
    pin(attribute, .greaterThanOrEqual, anchor, of: view, multiplier, constant, priority, id, active)
  }

  /// Constrains this view's width or height to a constant, as
  /// `widthAnchor.constraint(equalToConstant:)`; installed on the view itself.
  public func pin(
    _ attribute: LayoutAttribute, equalToConstant constant: Double, priority: LayoutPriority = .required,
    id: String? = nil, active: Bool = true
  ) -> ViewSpec {
    pin(attribute, .equal, nil, of: nil, 1, constant, priority, id, active)
  }

  /// Constrains this view's width or height to at most a constant, as
  /// `widthAnchor.constraint(lessThanOrEqualToConstant:)`.
  public func pin(
    _ attribute: LayoutAttribute, lessThanOrEqualToConstant constant: Double,
    priority: LayoutPriority = .required, id: String? = nil, active: Bool = true
  ) -> ViewSpec {
    pin(attribute, .lessThanOrEqual, nil, of: nil, 1, constant, priority, id, active)
  }

  /// Constrains this view's width or height to at least a constant, as
  /// `widthAnchor.constraint(greaterThanOrEqualToConstant:)`.
  public func pin(
    _ attribute: LayoutAttribute, greaterThanOrEqualToConstant constant: Double,
    priority: LayoutPriority = .required, id: String? = nil, active: Bool = true
  ) -> ViewSpec {
    pin(attribute, .greaterThanOrEqual, nil, of: nil, 1, constant, priority, id, active)
  }

  /// A fixed width, height or both: one `equalToConstant` constraint per size given, so a view
  /// with no intrinsic size needs only its position besides.
  public func size(width: Double? = nil, height: Double? = nil, priority: LayoutPriority = .required)
    -> ViewSpec
  {
    var view = self
    if let width { view = view.pin(.width, equalToConstant: width, priority: priority) }
    if let height { view = view.pin(.height, equalToConstant: height, priority: priority) }
    return view
  }

  /// A constraint in the fixture grammar, for what anchors spell awkwardly or to paste a line from
  /// a fixture: `"field.bottom <= root.keyboardLayoutGuide.top - 10 @750"`.
  ///
  /// The text names both items, so it may be written on any view; it is installed on their
  /// nearest common ancestor. A text that does not parse is reported when the screen is built.
  public func constraint(_ text: String, id: String? = nil, active: Bool = true) -> ViewSpec {
    let parsed: Result<ConstraintExpression, ConstraintSyntaxError>
    do {
      parsed = .success(try ConstraintExpression(parsing: text))
    } catch {
      parsed = .failure(error)
    }
    return with { $0.constraints.append(ConstraintSpec(form: .text(text, parsed), id: id, isActive: active)) }
  }

  /// The view is placed by its constraints: `translatesAutoresizingMaskIntoConstraints = false`.
  ///
  /// Without it UIKit holds the view at its frame with generated constraints once a constraint
  /// names it, and a constraint that moves it conflicts. A view placed by constraints and given no
  /// frame starts at a zero frame, as `UIView()` does, until the first layout pass.
  public func placedByConstraints(_ placed: Bool = true) -> ViewSpec {
    with { $0.fields.translatesAutoresizingMaskIntoConstraints = !placed }
  }

  /// The size the view's content wants (a label's text); `View.noIntrinsicMetric` (`-1`) on an
  /// axis for none. Constraints size the view by it at the hugging and compression priorities.
  public func intrinsicContentSize(_ size: Size) -> ViewSpec {
    with { $0.fields.intrinsicContentSize = size }
  }

  /// How strongly the view resists growing past its intrinsic size on an axis (UIKit's default
  /// `.defaultLow`, 250), as `setContentHuggingPriority(_:for:)`.
  public func contentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) -> ViewSpec {
    with {
      switch axis {
      case .horizontal: $0.fields.contentHuggingPriority.horizontal = priority.rawValue
      case .vertical: $0.fields.contentHuggingPriority.vertical = priority.rawValue
      }
    }
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis (UIKit's default
  /// `.defaultHigh`, 750), as `setContentCompressionResistancePriority(_:for:)`.
  public func contentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAttribute.Axis
  ) -> ViewSpec {
    with {
      switch axis {
      case .horizontal: $0.fields.contentCompressionResistancePriority.horizontal = priority.rawValue
      case .vertical: $0.fields.contentCompressionResistancePriority.vertical = priority.rawValue
      }
    }
  }

  /// The view's own margins, UIKit's `directionalLayoutMargins`, in place of the defaults (8 on
  /// every edge; a controller's root view 16 at the sides in a compact-width window, 20 in a
  /// regular one, 0 top and bottom).
  public func layoutMargins(_ margins: DirectionalEdgeInsets) -> ViewSpec {
    with { $0.fields.directionalLayoutMargins = margins }
  }

  /// Whether the margins are measured from the safe area (UIKit's default `true`).
  public func insetsLayoutMarginsFromSafeArea(_ insets: Bool) -> ViewSpec {
    with { $0.fields.insetsLayoutMarginsFromSafeArea = insets }
  }

  /// Whether the superview's margins count where they reach into the view (UIKit's default `false`).
  public func preservesSuperviewLayoutMargins(_ preserves: Bool = true) -> ViewSpec {
    with { $0.fields.preservesSuperviewLayoutMargins = preserves }
  }

  /// The first and last baselines' distances from the view's top, for `firstBaseline` and
  /// `lastBaseline` anchors; `nil` puts a baseline at the bottom edge.
  public func baselines(first: Double?, last: Double?) -> ViewSpec {
    with {
      $0.fields.firstBaseline = first
      $0.fields.lastBaseline = last
    }
  }

  /// Records one anchor constraint on this view.
  private func pin(
    _ attribute: LayoutAttribute, _ relation: LayoutConstraint.Relation, _ anchor: Anchor?, of view: String?,
    _ multiplier: Double, _ constant: Double, _ priority: LayoutPriority, _ id: String?, _ active: Bool
  ) -> ViewSpec {
    let form = ConstraintSpec.Form.anchors(
      attribute: attribute, relation: relation, anchor: anchor, of: view, multiplier: multiplier,
      constant: constant, priority: priority.rawValue)
    return with { $0.constraints.append(ConstraintSpec(form: form, id: id, isActive: active)) }
  }
}

/// A constraint as written on a ``ViewSpec``, before the tree it names is known.
struct ConstraintSpec: Sendable {
  /// How it was written.
  enum Form: Sendable {
    /// By anchors: this view's attribute, and the other side (`nil` for a constant alone).
    case anchors(
      attribute: LayoutAttribute, relation: LayoutConstraint.Relation, anchor: ViewSpec.Anchor?, of: String?,
      multiplier: Double, constant: Double, priority: Double)
    /// In the fixture grammar, parsed when written.
    case text(String, Result<ConstraintExpression, ConstraintSyntaxError>)
  }

  var form: Form
  var id: String?
  var isActive: Bool
}
