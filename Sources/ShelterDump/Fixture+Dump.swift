public import ShelterFixtures
public import ShelterGeometry
public import ShelterValues

/// A fixture imported from a pasted dump, with what the importer guessed or skipped on the way.
///
/// Warnings are returned rather than printed, so a test can assert there are none or show them.
public struct DumpImport: Sendable, Equatable {
  /// The screen the dump describes, ready for ``/Shelter/Scene`` or a scenario.
  public var fixture: Fixture
  /// Every line not imported as printed and every guess made, in line order.
  public var warnings: [DumpWarning]

  /// Creates an import result; `Fixture.imported(dump:)` makes these.
  public init(fixture: Fixture, warnings: [DumpWarning]) {
    self.fixture = fixture
    self.warnings = warnings
  }
}

extension Fixture {
  /// Imports the text of `po view.recursiveDescription` (or Sentry's `view-hierarchy.json`), as
  /// `shelter import` does, keeping the warnings for the caller instead of printing them.
  ///
  /// Lldb noise, wrapped lines, Cycript strings and controller annotations are read as the
  /// command line reads them; the fixture has the same nodes and the warnings are the same.
  ///
  ///     let login = try Fixture.imported(dump: pasted, name: "login", device: .named("iphone-15"))
  ///     #expect(login.warnings.isEmpty)
  ///
  /// - Parameters:
  ///   - dump: the pasted text; a text starting with a JSON object holding `windows` or
  ///     `rendering_system` is read as Sentry's view hierarchy.
  ///   - name: the fixture's name.
  ///   - device: the device the dump was taken on: a top-level view that is not a window gets a
  ///     window of its portrait screen, and the fixture names the device, its screen and scale.
  ///   - safeArea: the window's safe-area insets; `nil` takes the device's, or none.
  ///   - strict: throw the first warning as a ``DumpError`` instead of importing the dump.
  /// - Throws: ``DumpError`` with the 1-based line of the dump to look at.
  public static func imported(
    dump: String, name: String = "dump", device: DeviceProfile? = nil, safeArea: EdgeInsets? = nil,
    strict: Bool = false
  ) throws(DumpError) -> DumpImport {
    try imported(dump: Array(dump.utf8), name: name, device: device, safeArea: safeArea, strict: strict)
  }

  /// Imports a dump read from a file as bytes, without decoding them first: the same reading as
  /// the text form, and bytes that are not UTF-8 are a ``DumpError`` naming their line.
  public static func imported(
    dump bytes: [UInt8], name: String = "dump", device: DeviceProfile? = nil, safeArea: EdgeInsets? = nil,
    strict: Bool = false
  ) throws(DumpError) -> DumpImport {
    let screen = device?.screenSize(.portrait)
    let insets = safeArea ?? device?.safeAreaInsets(.portrait) ?? .zero
    let parsed = try Dump(
      importing: bytes, strict: strict, windowSize: screen.map { ($0.width, $0.height) })
    var fixture = try parsed.fixture(
      name: name, safeArea: (insets.top, insets.left, insets.bottom, insets.right),
      screen: screen.map { ($0.width, $0.height) })
    if let device {
      fixture.device = device.id
      fixture.scale = device.scale
    }
    return DumpImport(fixture: fixture, warnings: parsed.warnings)
  }

  /// Imports a pasted `recursiveDescription` when its warnings do not matter, the way
  /// `Fixture(json:)` reads a fixture file.
  ///
  ///     let screen = try Fixture(dump: pasted)
  ///
  /// - Throws: ``DumpError`` with the 1-based line of the dump to look at.
  public init(dump: String, name: String = "dump") throws(DumpError) {
    self = try Fixture.imported(dump: dump, name: name).fixture
  }
}
