/// **Not restored after hide**: when the keyboard hides, every frame equals the frames just before
/// it showed (after a rotation, or any other change to the keyboard-free screen while it was shown:
/// the keyboard-free frames). The comparison is ``judge(_:current:reference:preferring:accepting:)``,
/// which ``MovedUnderFloatingKeyboardRule`` shares.
package enum NotRestoredRule: CheckRule {
  package static let about = RuleDescription(
    kind: Violation.Kind(rawValue: "notRestored"), verb: "not restored after hide",
    section: "the-restore-rule",
    summary: "After the keyboard hid, a frame differs from the frames just before it showed.")

  /// The first frame that differs from `reference` (the first of `preferring` that does, else the
  /// first in document order), reported as `kind`; `nil` when every frame matches, or when every
  /// frame matches one of `accepting` (the keyboard-free screens a user's scroll makes as good).
  static func judge(
    _ kind: Violation.Kind, current: FrameTable, reference: FrameTable?, referenceIndex: Int?,
    preferring: [String?], accepting: [FrameTable?]
  ) -> RuleFinding? {
    guard let reference,
      let difference = FrameTable.firstDifference(current, from: reference, preferring: preferring)
    else { return nil }
    if accepting.contains(where: {
      $0.map { FrameTable.firstDifference(current, from: $0, preferring: []) == nil } ?? false
    }) {
      return nil
    }
    return RuleFinding(
      kind: kind, viewID: difference.id, detail: difference.detail, frames: (current, reference),
      referenceIndex: referenceIndex)
  }
}

extension Violation.Kind {
  /// After the keyboard hid, a frame differs from the frames just before it showed.
  public static let notRestored = NotRestoredRule.kind
}
