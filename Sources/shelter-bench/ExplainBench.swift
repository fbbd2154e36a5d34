import Foundation
import ShelterDump

/// `shelter explain` on a 1 MB log of distinct messages (each a modern message with an autoresizing
/// constraint, a VFL superview edge, an encapsulated width and an accessibility name), against
/// splitting the same bytes into lines.
@MainActor func benchmarkExplain(target: Int) {
  func message(_ n: Int) -> String {
    let view = String(0x7f80_0000_0000 + n * 0x100, radix: 16)
    let label = String(0x7f90_0000_0000 + n * 0x100, radix: 16)
    return """
      2024-05-01 10:00:00.000000+0000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
      (
          "<NSAutoresizingMaskLayoutConstraint:0x6000\(n)a h=--& v=--& UIView:0x\(view).width == 0   (active)>",
          "<NSLayoutConstraint:0x6000\(n)b H:|-(16)-[UILabel:0x\(label)'Row \(n)']   (active, names: '|':UIView:0x\(view) )>",
          "<NSLayoutConstraint:0x6000\(n)c row\(n).title.trailing == UIView:0x\(view).trailing - 16   (active, names: row\(n).title:0x\(label) )>",
          "<NSLayoutConstraint:0x6000\(n)d 'UIView-Encapsulated-Layout-Height' UIView:0x\(view).height == 44   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x6000\(n)c row\(n).title.trailing == UIView:0x\(view).trailing - 16   (active, names: row\(n).title:0x\(label) )>

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.

      """
  }
  var text = ""
  var count = 0
  while text.utf8.count < target {
    text += message(count)
    count += 1
  }
  let bytes = Array(text.utf8)
  var conflicts = 0
  let time = measure(units: 1, repetitions: 3) {
    let log = ConstraintLog(text: String(decoding: bytes, as: UTF8.self))
    let analysis = log.analysis()
    conflicts = analysis.groups.filter { !$0.conflict.isEmpty }.count
    blackHole(analysis)
  }
  let read = measure(units: 1, repetitions: 3) {
    blackHole(ConstraintLog(text: String(decoding: bytes, as: UTF8.self)))
  }
  let lines = measure(units: 1, repetitions: 3) { blackHole(bytes.split(separator: UInt8(ascii: "\n"))) }
  reportThroughput(
    "explain: read a log (\(grouped(count)) messages)", megabytes: Double(bytes.count) / 1e6, time: read,
    baseline: "split into lines", baselineTime: lines)
  reportThroughput(
    "explain: read and solve a log (\(grouped(count)) messages, \(grouped(conflicts)) conflicts)",
    megabytes: Double(bytes.count) / 1e6, time: time, baseline: "split into lines", baselineTime: lines)
}
