import ShelterFixtures
import Testing

@testable import ShelterDump

/// A text field that prints a `UIFieldEditor` among its subviews was being edited: UIKit attaches
/// the field editor only while the field is first responder, so the import marks it.
@Suite struct FirstResponderImportTests {
  /// The fixture ids marked `isFirstResponder`, in document order.
  func firstResponders(_ dump: Dump) throws -> [String] {
    let fixture = try dump.fixture(name: "editing")
    // The loader takes the fixture back: one first responder, on a text field.
    _ = try Fixture(json: fixture.jsonText())
    return fixture.nodes.filter(\.isFirstResponder).map(\.id)
  }

  @Test func theFieldHoldingAFieldEditorIsTheFirstResponder() throws {
    // A custom class whose base class is a text field counts; a field without an editor, a text
    // view and a plain view that hold one do not.
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 320 568)>
         | <UIView: 0x2; frame = (0 0; 320 568)>
         |    | <UITextField: 0x3; frame = (20 100; 280 30); text = ''>
         |    | <App.PhoneField: 0x4; baseClass = UITextField; frame = (20 140; 280 30); text = ''>
         |    |    | <UIFieldEditor: 0x5; frame = (8 0; 264 30); text = ''; contentOffset: {0, 0}>
         |    |    |    | <_UIFieldEditorContentView: 0x6; frame = (0 0; 264 30)>
         |    | <UITextView: 0x7; frame = (20 180; 280 90); text = ''>
         |    |    | <UIFieldEditor: 0x8; frame = (0 0; 280 90)>
         |    | <UIView: 0x9; frame = (20 280; 280 30)>
         |    |    | <UIFieldEditor: 0xa; frame = (0 0; 280 30)>
      """)
    #expect(try firstResponders(dump) == ["phoneField1"])
    #expect(dump.warnings.isEmpty)
  }

  @Test func aFixtureHoldsOneFirstResponderTheFirstPrinted() throws {
    // Two editing fields in one window and one in a second window: the first of the dump wins.
    let dump = try parse(
      """
      <UIWindow: 0x1; frame = (0 0; 320 568)>
         | <UITextField: 0x2; frame = (20 100; 280 30)>
         |    | <UIFieldEditor: 0x3; frame = (0 0; 280 30)>
         | <UITextField: 0x4; frame = (20 140; 280 30)>
         |    | <UIFieldEditor: 0x5; frame = (0 0; 280 30)>
      <UIWindow: 0x6; frame = (0 0; 320 568)>
         | <UITextField: 0x7; frame = (20 100; 280 30)>
         |    | <UIFieldEditor: 0x8; frame = (0 0; 280 30)>
      """)
    #expect(try firstResponders(dump) == ["uiTextField1"])
    #expect(
      dump.warnings.map(\.description) == [
        "line 4: <UITextField: 0x4> holds a UIFieldEditor too, but <UITextField: 0x2> (line 2) is already the "
          + "first responder; not made first responder",
        "line 7: <UITextField: 0x7> holds a UIFieldEditor too, but <UITextField: 0x2> (line 2) is already the "
          + "first responder; not made first responder",
      ])
    #expect(dump.warnings.map(\.kind) == [.extraFieldEditor, .extraFieldEditor])
  }

  @Test func aDumpWithoutAFieldEditorHasNoFirstResponder() throws {
    let dump = try parse(
      """
      <UIView: 0x1; frame = (0 0; 100 100)>
         | <UITextField: 0x2; frame = (20 20; 40 40); text = ''>
         |    | <_UITextLayoutCanvasView: 0x3; frame = (0 0; 0 0)>
      """)
    #expect(try firstResponders(dump).isEmpty)
  }
}
