/// Collects the subviews written inside a ``ViewSpec``'s or ``ControllerSpec``'s braces, back to
/// front.
///
/// Accepts views, ``VerticalForm``s (their rows), child ``ControllerSpec``s, arrays of views,
/// `if`/`else` and `for` loops.
@resultBuilder
public enum ViewSpecBuilder {
  /// One view.
  public static func buildExpression(_ view: ViewSpec) -> [ViewSpec] { [view] }

  /// The rows of a form.
  public static func buildExpression(_ form: VerticalForm) -> [ViewSpec] { form.rows }

  /// A child controller whose root view sits here.
  public static func buildExpression(_ controller: ControllerSpec) -> [ViewSpec] {
    [ViewSpec(holding: controller)]
  }

  /// Views made elsewhere.
  public static func buildExpression(_ views: [ViewSpec]) -> [ViewSpec] { views }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [ViewSpec]...) -> [ViewSpec] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [ViewSpec]?) -> [ViewSpec] { part ?? [] }

  /// The first branch of an `if`/`else`.
  public static func buildEither(first part: [ViewSpec]) -> [ViewSpec] { part }

  /// The second branch of an `if`/`else`.
  public static func buildEither(second part: [ViewSpec]) -> [ViewSpec] { part }

  /// A `for` loop.
  public static func buildArray(_ parts: [[ViewSpec]]) -> [ViewSpec] { parts.flatMap { $0 } }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [ViewSpec]) -> [ViewSpec] { part }
}
