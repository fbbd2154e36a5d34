import XCTest

/// Checks a screen expectation in an XCTest test case; a failure is reported with `XCTFail` at the
/// caller's file and line with the expectation's message.
///
///     XCTAssertScreen(login, .everythingRestored)
///     // failed - step 5 (hide keyboard): Window.subviews[0] (View #loginView) frame [0, -158, 393, 852], was [0, 0, 393, 852] at step 1 (focus #password)
///
/// Returns whether the expectation held. Named in XCTest's `XCTAssert…` style so it is found next to
/// XCTest's own assertions.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func XCTAssertScreen(
  _ scenario: Scenario, _ expectation: ScreenExpectation, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  guard let message = expectation.failure(in: scenario) else { return true }
  XCTFail(message, file: file, line: line)
  return false
}
