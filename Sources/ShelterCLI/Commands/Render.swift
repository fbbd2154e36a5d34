/// `shelter render FIXTURE [--step N] -o screen.svg`.
struct Render {
  let tool: CommandLineTool

  func run(_ arguments: [String]) throws -> Int32 {
    throw UsageError("render is not available in this build")
  }
}
