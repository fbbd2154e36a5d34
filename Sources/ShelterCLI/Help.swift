extension CommandLineTool {
  /// Prints a command's help when its arguments asked for it (`--help`, `-h`); returns whether it did.
  func printsHelp(for command: String, when args: Arguments) -> Bool {
    guard args.has("--help") else { return false }
    output(Self.help[command] ?? Self.usage)
    return true
  }

  /// Each command's help text.
  static let help: [String: String] = [
    "simulate": """
    usage: shelter simulate FIXTURE [--json] [--policy NAME]

    Loads a fixture, plays its steps and prints, after each step, the first responder, the keyboard
    frame and every view's frame in window space. Step 0 is the fixture as loaded.

      --json          the shelter-report/1 JSON instead of a table
      --policy NAME   avoidance policy: shelter (default), recipe1, recipe2, recipe3, recipe4

    Exit status: 0 ok, 2 the fixture cannot be loaded or a step cannot be applied.

    """,
    "check": """
    usage: shelter check FIXTURE_OR_DIR... [--policy NAME]... [--device NAME]... [--json]

    Runs each fixture's scenario and reports avoidance violations, one line each, then a summary
    table. Directories are expanded to their .json files.

      --policy NAME   policy to run (repeatable; default shelter; 'all' runs every policy)
      --device NAME   also run on a device profile's screen and keyboard (repeatable)
      --json          a machine-readable result (format shelter-check/1) instead of text

    Exit status: 0 no violations, 1 violations, 2 bad input.

    """,
    "convert": """
    usage: shelter convert FIXTURE --from ID --to ID|window (--point x,y | --rect x,y,w,h) [--json] [--step N]

    Converts a point or rect from one view's bounds space to another's (or window space), after
    the first N steps (all by default).

    Exit status: 0 ok, 1 an id does not exist or a transform cannot be inverted, 2 bad input.

    """,
    "hit": """
    usage: shelter hit FIXTURE x,y [--json] [--step N]

    Prints the view a tap at a window point lands on, by UIKit's hit-testing rules.

    Exit status: 0 a view was hit, 1 nothing but the window was hit, 2 bad input.

    """,
    "responder": """
    usage: shelter responder FIXTURE [--json] [--step N]

    Prints the first responder and its frame in window space, after the first N steps.

    Exit status: 0 there is one, 1 there is none, 2 bad input.

    """,
    "describe": """
    usage: shelter describe FIXTURE [--step N]

    Prints the window's tree in UIKit's recursiveDescription format (as loaded, or after N steps).

    Exit status: 0 ok, 2 bad input.

    """,
    "import": """
    usage: shelter import DUMP.txt [-o FIXTURE.json] [--name NAME] [--safe-area t,l,b,r]

    Reads the output of `po view.recursiveDescription` (lldb noise, wrapped lines and all) and
    writes a fixture. Use - to read standard input.

    Exit status: 0 ok, 2 the dump cannot be read (the message names the line).

    """,
    "render": """
    usage: shelter render FIXTURE [--step N] [-o screen.svg] [--policy NAME]

    Draws the window after N steps (all by default) as SVG: views outlined and shaded by kind,
    text inputs labelled, the first responder highlighted, the keyboard, and what the step moved.

    Exit status: 0 ok, 2 bad input.

    """,
  ]
}
