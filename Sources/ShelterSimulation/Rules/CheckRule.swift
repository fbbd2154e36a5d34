/// A rule `shelter check` judges, in one type: its name in every report, the words of its
/// messages, the sentence code-scanning dashboards show and the section of the docs that explains
/// it, beside the check itself in the same file (`Rules/<Name>.swift`).
///
/// The report formats read these instead of tables of their own, so a rule is added by one file
/// and one line in ``CheckRules/all``.
package protocol CheckRule: SendableMetatype {
  /// The kind the rule reports: its name in JSON, SARIF, JUnit and the HTML report.
  static var kind: Violation.Kind { get }
  /// The words after the view id in a message: `covered`, `wandered`.
  static var verb: String { get }
  /// One sentence on what breaks it (SARIF's `shortDescription`).
  static var summary: String { get }
  /// The docs section that explains the behaviour it checks, relative to the repository.
  static var help: String { get }
  /// Whether it is a layout rule (judged by `LayoutChecks` and counted by the device matrix).
  static var isLayout: Bool { get }
}

extension CheckRule {
  package static var isLayout: Bool { false }
}
