import ShelterFixtures
import Testing

/// Numbers in the constraint grammar are JSON numbers (RFC 8259, section 6:
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`), so a constant may carry its own
/// minus after the sign and exponents are allowed; nothing else is a number.
@Suite struct ConstraintGrammarNumberTests {
  func parse(_ text: String) throws -> ConstraintExpression { try ConstraintExpression(parsing: text) }

  /// The message and token of the error parsing `text`; `nil` when it parses.
  func error(_ text: String) -> [String]? {
    do {
      _ = try ConstraintExpression(parsing: text)
      return nil
    } catch {
      return [error.message, error.token]
    }
  }

  @Test func aConstantCarriesItsOwnMinus() throws {
    let e = try parse("a.top == b.bottom + -16")
    #expect(e.constant == -16)
    #expect(e.second?.description == "b.bottom")
    // Written back in the shortest form, it reads the same.
    #expect(e.description == "a.top == b.bottom - 16")
    #expect(try parse(e.description) == e)
    #expect(try parse("a.top==b.bottom+-16") == e)
    #expect(try parse("a.top == b.bottom - -16").constant == 16)
    #expect(try parse("a.top == b.bottom - 0").constant == 0)
  }

  @Test func exponentsAndFractionsAsJSONWritesThem() throws {
    #expect(try parse("a.width == 1e2").constant == 100)
    #expect(try parse("a.width == 2.5E-1 * b.width").multiplier == 0.25)
    let e = try parse("a.top == b.top + 1E+1 @7.5e2")
    #expect(e.constant == 10)
    #expect(e.priority == 750)
    #expect(try parse("a.width == -0.5 * b.width").multiplier == -0.5)
    #expect(try parse("a.width == 0.5 * b.width + 12.25").constant == 12.25)
    #expect(try parse("a.height == 0").constant == 0)
  }

  @Test func anythingElseIsNotANumber() {
    let message = "expected a number (JSON's grammar: -12.5, 0.5, 1e2)"
    #expect(error("a.top == b.bottom + +16") == [message, "+16"])
    #expect(error("a.width == .5 * b.width") == [message, ".5"])
    #expect(error("a.width == 5.") == [message, "5."])
    #expect(error("a.width == 016") == [message, "016"])
    #expect(error("a.width == 1e") == [message, "1e"])
    #expect(error("a.width == 0x10") == [message, "0x10"])
    #expect(error("a.width == 1.5e+") == [message, "1.5e+"])
    #expect(error("a.top == b.top @+750") == [message, "+750"])
    #expect(
      error("a.width == 1e400") == ["expected a finite number", "1e400"])
    #expect(
      error("a.top == b.bottom -") == ["expected a constant after '-'", ""])
  }

  @Test func theScrollGuidesAreItems() throws {
    let e = try parse("content.width == scroll.frameLayoutGuide.width")
    #expect(e.second?.guide == .frameLayoutGuide)
    let top = try parse("content.top == scroll.contentLayoutGuide.top + -8")
    #expect(top.second?.guide == .contentLayoutGuide)
    #expect(top.constant == -8)
    #expect(top.description == "content.top == scroll.contentLayoutGuide.top - 8")
  }

  @Test func aFixtureTakesANegativeConstantAfterThePlus() throws {
    let fixture = try Fixture(
      json: #"""
        { "format": "shelter-fixture/1", "name": "x", "screen": { "size": [390, 844] },
          "window": { "frame": [0, 0, 390, 844], "controller": { "id": "c",
            "view": { "id": "root", "frame": [0, 0, 390, 844],
              "constraints": ["box.bottom == root.bottom + -16", "box.top == root.top + 1e2",
                              "box.leading == root.leading", "box.width == 100"],
              "subviews": [{ "id": "box", "translatesAutoresizingMaskIntoConstraints": false }] } } } }
        """#)
    let constraints = fixture.nodes.first { $0.id == "root" }?.constraints ?? []
    #expect(constraints.map(\.expression.constant) == [-16, 100, 0, 100])
  }
}
