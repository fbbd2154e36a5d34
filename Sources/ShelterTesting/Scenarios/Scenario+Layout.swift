public import Shelter

extension Scenario {
  /// A constraint with an id changes, as app code changes it: `constant`, `priority` and
  /// `isActive` set (those given), then one layout pass at the end of the step: a `constraint`
  /// fixture step.
  ///
  ///     try chat.constraint("barBottom", constant: -20)       // barBottom.constant = -20
  ///     try chat.constraint("compactHeight", active: false)  // compactHeight.isActive = false
  ///
  /// As in UIKit, a required constraint cannot become optional (nor the other way) once made.
  /// Throws ``ScenarioError/stepFailed(index:action:reason:)`` for an id no constraint has, a step
  /// that changes nothing, or a number out of range.
  @discardableResult
  public mutating func constraint(
    _ id: String, constant: Double? = nil, priority: LayoutPriority? = nil, active: Bool? = nil
  ) throws(ScenarioError) -> StepSnapshot {
    try apply(.constraint(id, change(constant, priority, active), animation: nil))
  }

  /// The same change made inside `UIView.animate(withDuration: duration, options: curve) {
  /// view.layoutIfNeeded() }`: frames land at once, and a scenario that samples time sees the
  /// views travel along the curve.
  @discardableResult
  public mutating func constraint(
    _ id: String, constant: Double? = nil, priority: LayoutPriority? = nil, active: Bool? = nil,
    animatedWithDuration duration: Double, curve: AnimationCurve = .easeInOut
  ) throws(ScenarioError) -> StepSnapshot {
    try apply(
      .constraint(
        id, change(constant, priority, active),
        animation: StepAnimation(duration: duration, curve: curve)))
  }

  /// Constraints with ids are activated together, `NSLayoutConstraint.activate([...])`, in the order
  /// given, which is the order the layout engine meets them (it decides which one a conflict
  /// breaks); one layout pass at the end: an `activate` fixture step.
  ///
  ///     try form.activate(["nameHeight", "emailHeight"])   // sizes first
  ///     try form.activate(["top", "bottom"])               // then pins
  @discardableResult
  public mutating func activate(_ ids: [String]) throws(ScenarioError) -> StepSnapshot {
    try apply(.activation(ids, active: true))
  }

  /// Constraints with ids are deactivated together (`NSLayoutConstraint.deactivate([...])`): a
  /// `deactivate` fixture step.
  @discardableResult
  public mutating func deactivate(_ ids: [String]) throws(ScenarioError) -> StepSnapshot {
    try apply(.activation(ids, active: false))
  }

  /// A view is hidden (`isHidden = true`); it keeps its place in the layout, as in UIKit.
  @discardableResult
  public mutating func hide(_ id: String) throws(ScenarioError) -> StepSnapshot {
    try apply(.setHidden(id, true))
  }

  /// A hidden view is shown again (`isHidden = false`).
  @discardableResult
  public mutating func show(_ id: String) throws(ScenarioError) -> StepSnapshot {
    try apply(.setHidden(id, false))
  }

  /// A view's content changes size (a label's text grew): its intrinsic size becomes `size`
  /// (`View.noIntrinsicMetric`, `-1`, on an axis for none) and constraints size it again.
  @discardableResult
  public mutating func setIntrinsicContentSize(_ id: String, _ size: Size) throws(ScenarioError)
    -> StepSnapshot
  {
    try apply(.setIntrinsicContentSize(id, size))
  }

  /// A constraint step's change from the arguments given.
  private func change(_ constant: Double?, _ priority: LayoutPriority?, _ active: Bool?) -> ConstraintChange {
    ConstraintChange(constant: constant, priority: priority?.rawValue, isActive: active)
  }
}
