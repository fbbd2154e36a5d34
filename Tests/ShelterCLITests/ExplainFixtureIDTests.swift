import Foundation
import Testing

@Suite("explain -o names the rebuilt constraints")
struct ExplainFixtureIDTests {
  /// Three messages, each with UIKit's encapsulated width on its own cell view.
  static func log(messages: Int) -> String {
    (0..<messages).map { n in
      """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x6000\(n)c UILabel:0x7f90\(n)0.width == 400   (active)>",
          "<NSLayoutConstraint:0x6000\(n)d 'UIView-Encapsulated-Layout-Width' UIView:0x7f80\(n)0.width == 390   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x6000\(n)c UILabel:0x7f90\(n)0.width == 400   (active)>

      """
    }.joined(separator: "\n")
  }

  @Test func aRepeatedIdentifierIsNumberedFromTwoInLogOrder() throws {
    let run = ToolRun(["explain", "-", "--json", "-o", "-"], input: Array(Self.log(messages: 3).utf8))
    #expect(run.status == 0)
    // The fixture is the last JSON document printed.
    let start = try #require(run.output.range(of: "{\n  \"format\"", options: .backwards))
    let object = try JSONSerialization.jsonObject(with: Data(run.output[start.lowerBound...].utf8))
    let fixture = try #require(object as? [String: Any])
    let window = try #require(fixture["window"] as? [String: Any])
    let controller = try #require(window["controller"] as? [String: Any])
    let root = try #require(controller["view"] as? [String: Any])
    let constraints = try #require(root["constraints"] as? [Any])
    let ids = constraints.compactMap { ($0 as? [String: Any])?["id"] as? String }
    #expect(
      ids.filter { $0.hasPrefix("UIView-Encapsulated") } == [
        "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Width_2",
        "UIView-Encapsulated-Layout-Width_3",
      ])
  }
}
