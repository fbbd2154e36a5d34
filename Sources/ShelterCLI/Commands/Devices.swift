import ShelterFixtures

extension CommandSpec {
  /// `shelter devices [--json]`.
  static let devices = CommandSpec(
    name: "devices", operands: "", operandCount: 0...0, operandError: "devices takes no operands",
    options: [.json("the shelter-devices/1")],
    summary: "list the device profiles fixtures may name",
    details: """
      Lists every built-in device profile: its id (what a fixture's `screen.device` names), scale,
      and per orientation the screen size, the safe-area insets and the frame of every keyboard
      style it has, in screen space. Each kind of number names the section of docs/keyboards.md
      that gives its public source.
      """,
    exitStatus: "0 ok, 2 bad arguments.",
    run: { invocation, args in
      if args.has("--json") {
        try invocation.emit(DeviceCatalogReport.json())
      } else {
        try invocation.print(DeviceCatalogReport.text())
      }
      return CommandLineTool.success
    })
}
