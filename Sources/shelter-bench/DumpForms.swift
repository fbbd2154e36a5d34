import Foundation
import ShelterDump

/// Import throughput for each dump form `Dump` reads, one row per form, each against cutting the
/// same bytes into lines (the floor of any line-based importer) in the same run.
@MainActor func benchmarkDumpForms(target: Int) {
  let entry: (Int) -> String = { j in
    "<UITextField: 0x\(String(j + 16, radix: 16)); frame = (\(j % 300) \(j % 800); 120.5 44); text = 'v\(j)'; "
      + "autoresize = RM+BM; layer = <CALayer: 0x10>>"
  }
  let window = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>"
  let forms: [(name: String, make: () -> String)] = [
    (
      "'//' on every line",
      { repeated(target, head: "// \(window)\n") { "//    | \(entry($0))\n" } }
    ),
    (
      "controller and property prefixes",
      {
        repeated(
          target,
          head:
            "\(window)\n   | 'RootViewController:0x5' 1 child[ChildViewController:0x6 ] <UIView: 0x3; frame = (0 0; 390 844)>\n"
        ) {
          "   |    | _field\($0) \(entry($0))\n"
        }
      }
    ),
    (
      "'<<…> tail>' entries",
      {
        repeated(target, head: "\(window)\n") {
          "   | <<_UITextContainerView: 0x\(String($0 + 16, radix: 16)); frame = (0 0; 40 30); layer = <CALayer: 0x9>> "
            + "minSize = {0, 0}, textContainer = <NSTextContainer: 0x8 size = (40.000000,inf)>; lineBreakMode = 0>\n"
        }
      }
    ),
    (
      "hard-wrapped lines",
      {
        repeated(target, head: "\(window)\n") {
          "| <UITextField: 0x\(String($0 + 16, radix: 16)); frame = (\($0 % 300) \($0 % 800); 120.5\n44); layer =\n<CALayer: 0x10>>\n"
        }
      }
    ),
    (
      "address-free (snapshot testing)",
      {
        repeated(target, head: "<UIWindow; frame = (0 0; 390 844); layer = <UIWindowLayer>>\n") {
          "   | <UITextField; frame = (\($0 % 300) \($0 % 800); 120.5 44); autoresize = RM+BM; layer = <CALayer>>\n"
        }
      }
    ),
    (
      "indented, no '|' (four spaces a level)",
      {
        repeated(target, head: "\(window)\n") {
          String(repeating: "    ", count: 1 + $0 % 3) + entry($0) + "\n"
        }
      }
    ),
    (
      "one escaped string (Cycript @\"…\")",
      {
        "@\"" + repeated(target, head: window) { "\\n   | " + entry($0) } + "\"\n"
      }
    ),
  ]
  for form in forms {
    let text = form.make()
    let bytes = Array(text.utf8)
    let megabytes = Double(bytes.count) / 1e6
    var views = 0
    let time = measure(units: 1, repetitions: 3) {
      let dump = try! Dump(utf8: bytes)
      views = dump.nodes.count
      blackHole(dump)
    }
    let lines = measure(units: 1, repetitions: 3) { blackHole(bytes.split(separator: UInt8(ascii: "\n"))) }
    reportThroughput(
      "import \(form.name) (\(grouped(views)) views)", megabytes: megabytes, time: time,
      baseline: "split into lines", baselineTime: lines)
  }

  // Sentry's view-hierarchy.json, against JSONSerialization reading the same bytes.
  let sentry = repeatedJSON(
    target,
    head:
      #"{"rendering_system":"UIKIT","windows":[{"type":"UIWindow","x":0,"y":0,"width":390,"height":844,"children":["#,
    tail: "]}]}"
  ) {
    #"{"type":"UITextField","identifier":"v\#($0)","x":\#($0 % 300),"y":\#($0 % 800),"width":120.5,"height":44,"alpha":1,"visible":true,"children":[]}"#
  }
  reportJSONThroughput(
    "import Sentry view-hierarchy.json (\(grouped(sentry.count + 1)) views)", bytes: sentry.bytes
  ) {
    blackHole(try! Dump(sentryJSON: $0))
  }
}

/// `head`, then `line(0)`, `line(1)`, … until the text reaches `target` bytes.
func repeated(_ target: Int, head: String, _ line: (Int) -> String) -> String {
  var text = head
  var count = 0
  var size = head.utf8.count
  while size < target {
    let next = line(count)
    text += next
    size += next.utf8.count
    count += 1
  }
  return text
}

/// `head`, then `element(0)`, `element(1)`, … separated by commas until the text reaches `target`
/// bytes, then `tail`: the bytes, and how many elements they hold.
func repeatedJSON(_ target: Int, head: String, tail: String, _ element: (Int) -> String) -> (
  bytes: [UInt8], count: Int
) {
  var count = 0
  let text = repeated(target, head: head) { i in
    count = i + 1
    return (i > 0 ? "," : "") + element(i)
  }
  return (Array((text + tail).utf8), count)
}
