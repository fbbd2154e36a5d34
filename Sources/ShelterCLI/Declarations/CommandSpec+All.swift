extension CommandSpec {
  /// Every command, in the order the top-level usage lists them.
  static let all: [CommandSpec] = [
    simulate, check, convert, hit, responder, describe, `import`, explain, render, devices,
  ]

  /// The command named `name`.
  static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
