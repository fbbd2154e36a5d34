public import Testing

/// Checks a screen expectation in a Swift Testing test; a failure is recorded as an issue at the
/// caller's line with the expectation's message.
///
///     expect(login, .focusedFieldVisible())
///     // step 3 (focus #password): Window.subviews[0].subviews[1] (TextField #password) bottom 712 + 10 > keyboard top 508
///
/// Returns whether the expectation held, for tests that go on differently when it did not.
@discardableResult
public func expect(
  _ scenario: Scenario, _ expectation: ScreenExpectation, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  guard let message = expectation.failure(in: scenario) else { return true }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  return false
}
