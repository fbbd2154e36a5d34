import XCTest

/// Checks a screen expectation in an XCTest test case; a failure is reported with `XCTFail` at the
/// caller's file and line with the expectation's message.
///
///     XCTAssertScreen(login, .everythingRestored)
///     // failed - step 4 (hide keyboard): Window.subviews[0] (View #formView) frame [0, -92, 390, 844], was [0, 0, 390, 844] at step 1 (focus #low) (and 2 more views)
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
