/// `shelter check FIXTURE_OR_DIR... [--policy NAME]... [--device NAME]...`.
struct Check {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError("check is not available in this build")
  }
}
