/// A rule `shelter check` judges, in one type: its ``RuleDescription`` (its name in every report,
/// the words of its messages, the sentence code-scanning dashboards show and the section of the
/// docs that explains it) beside the check itself in the same file (`Rules/<Name>.swift`), the way
/// swift-format keeps one rule a file.
///
/// The report formats read these instead of tables of their own, so a rule is added by one file
/// and one line in ``CheckRules/all``.
package protocol CheckRule: SendableMetatype {
  /// How the rule is named and explained in every report.
  static var about: RuleDescription { get }
  /// Whether it is a layout rule (judged by `LayoutChecks`, counted by the device matrix and
  /// explained in `docs/layout.md`); ``LayoutRule`` says yes.
  static var isLayout: Bool { get }
}

/// A rule about layout rather than avoidance: judged by `LayoutChecks` on every step, counted by
/// the device matrix, explained in `docs/layout.md`.
package protocol LayoutRule: CheckRule {}

/// How a rule is named and explained in every report.
package struct RuleDescription: Sendable {
  /// The kind the rule reports: its name in JSON, SARIF, JUnit and the HTML report.
  package var kind: Violation.Kind
  /// The words after the view id in a message: `covered`, `wandered`.
  package var verb: String
  /// The anchor of the section that explains the behaviour it checks, on its family's page of the
  /// docs (`docs/avoidance.md`, or `docs/layout.md` for a layout rule).
  package var section: String
  /// One sentence on what breaks it (SARIF's `shortDescription`).
  package var summary: String

  /// A description from its parts.
  package init(kind: Violation.Kind, verb: String, section: String, summary: String) {
    (self.kind, self.verb, self.section, self.summary) = (kind, verb, section, summary)
  }
}

extension CheckRule {
  package static var isLayout: Bool { false }
  /// The kind the rule reports.
  package static var kind: Violation.Kind { about.kind }
  /// The words after the view id in a message.
  package static var verb: String { about.verb }
  /// One sentence on what breaks it (SARIF's `shortDescription`).
  package static var summary: String { about.summary }
  /// The docs section that explains the behaviour it checks, relative to the repository.
  package static var help: String { (isLayout ? "docs/layout.md#" : "docs/avoidance.md#") + about.section }
}

extension LayoutRule {
  package static var isLayout: Bool { true }
}
