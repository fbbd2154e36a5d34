import Foundation
import Testing

@testable import ShelterDump

/// What Shelter's own dumps add to UIKit's format, read back so that printing a fixture and
/// importing the text gives the fixture's tree again: `identifier`, `anchorPoint` and the counted
/// depth marker `|(×N)`. The whole loop (fixture → text → fixture → text) is tested where the
/// fixture loader is available, in `ShelterCLITests/ImportRoundTripTests.swift`.
@Suite struct IdentifierTests {
  /// The ids of the window's content, in document order.
  func ids(_ entries: [String]) throws -> [String] {
    var text = "<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | <UIView: 0x1; frame = (0 0; 375 667)>\n"
    for entry in entries { text += "   |    | \(entry)\n" }
    let root = try controllerView(try fixtureObject(try parse(text)))
    return [root["id"] as? String ?? "?"] + subviews(root).map { $0["id"] as? String ?? "?" }
  }

  @Test func identifierBecomesTheID() throws {
    let got = try ids([
      "<UITextField: 0x2; frame = (20 300; 335 34); text = ''; identifier = 'email'>",
      "<UITextField: 0x3; frame = (20 350; 335 34); identifier = 'it''s; <odd>'>",
    ])
    // The root has no identifier and is numbered; the quote written twice is one quote.
    #expect(got == ["uiView1", "email", "it's; <odd>"])
  }

  @Test func generatedIDsStepAroundIdentifiers() throws {
    // The third view claims 'uiView2', so the second plain view, which would be uiView2, is uiView3.
    let got = try ids([
      "<UIView: 0x2; frame = (0 0; 1 1)>",
      "<UIView: 0x3; frame = (0 0; 1 1); identifier = 'uiView2'>",
      "<UIView: 0x4; frame = (0 0; 1 1)>",
    ])
    #expect(got == ["uiView1", "uiView3", "uiView2", "uiView4"])
  }

  @Test func laterDuplicatesAndEmptyIdentifiersGetGeneratedIDs() throws {
    let fixture = try fixtureObject(
      try parse(
        """
        <UIWindow: 0x0; frame = (0 0; 375 667)>
           | <UIView: 0x1; frame = (0 0; 375 667); identifier = 'row'>
           |    | <UIView: 0x2; frame = (0 0; 1 1); identifier = 'row'>
           |    | <UIView: 0x3; frame = (0 0; 1 1); identifier = ''>
        """))
    let root = try controllerView(fixture)
    let kids = subviews(root)
    #expect(root["id"] as? String == "row")
    // 0x2 is the second UIView without an id of its own: uiView1; 0x3 the next: uiView2.
    #expect(kids.map { $0["id"] as? String } == ["uiView1", "uiView2"])
    #expect(kids[0]["x-identifier"] as? String == "row")
    #expect(kids[1]["x-identifier"] as? String == "")
    #expect(root["x-identifier"] == nil)
  }

  @Test func controllerAndMadeUpRootStepAsideForIdentifiers() throws {
    // Two subviews of the window need a made-up root; the views already hold both default names.
    let fixture = try fixtureObject(
      try parse(
        """
        <UIWindow: 0x0; frame = (0 0; 375 667)>
           | <UIView: 0x1; frame = (0 0; 1 1); identifier = 'controller'>
           | <UIView: 0x2; frame = (0 0; 1 1); identifier = 'root'>
        """))
    let window = try #require(fixture["window"] as? [String: Any])
    let controller = try #require(window["controller"] as? [String: Any])
    #expect(controller["id"] as? String == "controller_2")
    let root = try controllerView(fixture)
    #expect(root["id"] as? String == "root_2")
    #expect(subviews(root).map { $0["id"] as? String } == ["controller", "root"])
  }

  @Test func textOfTextInputsAndLabelsIsTheFixturesText() throws {
    let got = try controllerView(
      try fixtureObject(
        try parse(
          """
          <UIWindow: 0x0; frame = (0 0; 375 667)>
             | <UIView: 0x1; frame = (0 0; 375 667)>
             |    | <UITextView: 0x2; frame = (0 0; 1 1); text = 'a'>
             |    | <UILabel: 0x3; frame = (0 0; 1 1); text = 'b'>
             |    | <UIButton: 0x4; frame = (0 0; 1 1); text = 'c'>
          """)))
    let kids = subviews(got)
    #expect(kids[0]["text"] as? String == "a")
    #expect(kids[1]["text"] as? String == "b")
    // A button has no text in a fixture; its text is kept under an extension key.
    #expect(kids[2]["text"] == nil)
    #expect(kids[2]["x-text"] as? String == "c")
  }
}

@Suite struct AnchorPointTests {
  func node(_ entry: String) throws -> [String: Any] {
    let fixture = try fixtureObject(try parse("<UIWindow: 0x0; frame = (0 0; 375 667)>\n   | \(entry)"))
    return try controllerView(fixture)
  }

  @Test func isReadInBracesAndLeftOutAtTheDefault() throws {
    let dump = try parse("<UIView: 0x1; frame = (0 0; 1 1); anchorPoint = {0, 1.5}>")
    #expect(values(dump.nodes[0].anchorPoint) == [0, 1.5])
    #expect(try node("<UIView: 0x1; frame = (0 0; 1 1); anchorPoint = {0.5, 0.5}>")["anchorPoint"] == nil)
  }

  @Test func untransformedViewKeepsItsFrame() throws {
    // Without a transform the frame is the layout rect whatever the anchor; the loader puts the
    // position at origin + anchor · size.
    let view = try node("<UIView: 0x1; frame = (10 20; 100 50); anchorPoint = {0, 0}>")
    #expect(numbers(view["frame"]) == [10, 20, 100, 50])
    #expect(numbers(view["anchorPoint"]) == [0, 0])
    #expect(view["center"] == nil)
  }

  @Test func quarterTurnAboutTheTopLeftCorner() throws {
    // A 100 × 50 view at position (200, 100), anchor (0, 0), turned by [0, 1, -1, 0, 0, 0]
    // (x' = -y, y' = x): its corners (0,0) (100,0) (0,50) (100,50) go to (0,0) (0,100) (-50,0)
    // (-50,100), plus the position: the box is (150 100; 50 100) with center (175, 150).
    // Back: the offset from anchor to bounds center is (0.5·100, 0.5·50) = (50, 25), turned
    // (-25, 50); the position is (175 - (-25), 150 - 50) = (200, 100).
    let view = try node(
      "<UIView: 0x1; frame = (150 100; 50 100); bounds = (0 0; 100 50); anchorPoint = {0, 0}; transform = [0, 1, -1, 0, 0, 0]>"
    )
    #expect(numbers(view["center"]) == [200, 100])
    #expect(numbers(view["bounds"]) == [0, 0, 100, 50])
    #expect(numbers(view["anchorPoint"]) == [0, 0])
    #expect(numbers(view["transform"]) == [0, 1, -1, 0, 0, 0])
  }

  @Test func scaleAboutTheBottomRightWithTranslation() throws {
    // 40 × 20, anchor (1, 1), scale 2 then (tx, ty) = (5, -5), position (100, 100): local corners
    // run from (-40, -20) to (0, 0), scaled (-80, -40) … (0, 0), moved by (105, 95): the box is
    // (25 55; 80 40), center (65, 75). Offset to the bounds center (-0.5·40, -0.5·20) = (-20, -10),
    // scaled (-40, -20): position = (65 - 5 + 40, 75 + 5 + 20) = (100, 100).
    let view = try node(
      "<UIView: 0x1; frame = (25 55; 80 40); bounds = (0 0; 40 20); anchorPoint = {1, 1}; transform = [2, 0, 0, 2, 5, -5]>"
    )
    #expect(numbers(view["center"]) == [100, 100])
  }

  @Test func malformedAnchorNamesTheKey() throws {
    let text = "<UIView: 0x1; frame = (0 0; 1 1); anchorPoint = {1}>"
    #expect(try parse(text).nodes[0].anchorPoint == nil)
    let error = dumpError { () throws(DumpError) in _ = try Dump(parsing: text, strict: true) }
    #expect(error?.reason == .strict(.droppedValue))
    #expect(error?.line == 1)
    #expect(
      error?.message
        == "expected 'anchorPoint = {x, y}' in <UIView: 0x1>; 'anchorPoint' is dropped, the view keeps its default"
    )
  }
}

@Suite struct CountedDepthMarkerTests {
  @Test func markerCountsItsLevels() throws {
    // Levels 0, 1, 2 spelled out, then a marker standing for 3 levels and one for 2.
    let dump = try parse(
      """
      <UIView: 0x0; frame = (0 0; 1 1)>
         | <UIView: 0x1; frame = (0 0; 1 1)>
         |    | <UIView: 0x2; frame = (0 0; 1 1)>
         |(×3) <UIView: 0x3; frame = (0 0; 1 1)>
         |(×2) <UIView: 0x4; frame = (0 0; 1 1)>
      """)
    #expect(dump.nodes.map(\.depth) == [0, 1, 2, 3, 2])
    #expect(dump.nodes.map(\.parent) == [nil, 0, 1, 2, 1])
  }

  @Test func chainBeyondAThousandLevelsReadsBack() throws {
    // As Shelter prints it: 1,000 levels spelled out, then counted.
    var text = ""
    for level in 0..<1_200 {
      let indent = level <= 1_000 ? String(repeating: "   | ", count: level) : "   |(×\(level)) "
      text += indent + "<UIView: 0x\(level); frame = (0 0; 1 1)>\n"
    }
    let dump = try parse(text)
    #expect(dump.nodes.count == 1_200)
    #expect(dump.nodes.last?.depth == 1_199)
    #expect(dump.nodes.last?.parent == 1_198)
  }

  @Test func countThatJumpsIsPlacedOneLevelDownWithAWarning() throws {
    let dump = try parse(
      """
      <UIWindow: 0x0; frame = (0 0; 1 1)>
         |(×2) <UIView: 0x1; frame = (0 0; 1 1)>
      """)
    #expect(dump.nodes.map(\.parent) == [nil, 0])
    #expect(dump.warnings.map(\.kind) == [.skippedLevels] && dump.warnings.map(\.line) == [2])
  }

  @Test(arguments: ["|(×0) ", "|(×) ", "|(x3) ", "|(×3 "])
  func malformedCountIsNotAnEntry(indent: String) {
    // The line does not start an entry, so it is noise, and the text has no entry at all.
    let error = dumpError { () throws(DumpError) in
      _ = try Dump(parsing: "\(indent)<UIView: 0x1; frame = (0 0; 1 1)>")
    }
    #expect(error?.reason == .noEntries)
  }
}
