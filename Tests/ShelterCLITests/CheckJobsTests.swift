import Foundation
import ShelterCLI
import ShelterJSON
import Testing

@testable import ShelterCLI

@Suite("shelter check: jobs, shards and row names")
struct CheckJobsTests {
  static let gallery = ["check", ToolRun.fixtures(), "--policy", "all", "--device", "iphone-se-3", "--full"]

  @Test(arguments: ["1", "2", "3", "8"])
  func anyNumberOfJobsPrintsWhatOneJobPrints(jobs: String) {
    let serial = ToolRun(Self.gallery + ["--jobs", "1"])
    let parallel = ToolRun(Self.gallery + ["--jobs", jobs])
    #expect(serial.status == 1)
    #expect(parallel.status == serial.status)
    #expect(parallel.output == serial.output)
    #expect(parallel.errors.isEmpty)
    let serialJSON = ToolRun(Self.gallery + ["--jobs", "1", "--json"])
    #expect(ToolRun(Self.gallery + ["--jobs", jobs, "--json"]).output == serialJSON.output)
  }

  @Test func theDefaultIsEveryProcessorAndPrintsTheSame() {
    #expect(ToolRun(Self.gallery).output == ToolRun(Self.gallery + ["--jobs", "1"]).output)
  }

  /// The runs of shards 1…N, in order, are the runs of one check.
  @Test(arguments: [1, 2, 3, 7, 200])
  func shardsTogetherAreOneRun(count: Int) throws {
    let whole = try Self.runs(ToolRun(Self.gallery + ["--json"]).output)
    // 32 fixtures × 2 screens × 12 policies.
    #expect(whole.count == 768)
    var joined: [String] = []
    var sizes: [Int] = []
    for index in 1...count {
      let run = ToolRun(Self.gallery + ["--json", "--shard", "\(index)/\(count)"])
      #expect(run.status == 0 || run.status == 1, "\(run.errors)")
      let runs = try Self.runs(run.output)
      joined += runs
      sizes.append(runs.count)
    }
    #expect(joined == whole)
    // Near-equal slices: sizes differ by at most one, larger ones first.
    #expect(sizes.max()! - sizes.min()! <= 1)
    #expect(sizes == sizes.sorted(by: >))
  }

  @Test(arguments: [(0, 3), (1, 4), (5, 1), (100, 3), (7, 64)])
  func parallelResultsComeBackInIndexOrder(count: Int, jobs: Int) {
    #expect(ParallelMap.map(count, jobs: jobs) { $0 * $0 } == (0..<count).map { $0 * $0 })
  }

  @Test func shardSlicesAreContiguousAndNearEqual() throws {
    // 7 = 2·3 + 1: the first shard takes the extra run.
    let ranges = try (1...3).map { try Check.Shard("\($0)/3").range(in: 7) }
    #expect(ranges == [0..<3, 3..<5, 5..<7])
    // More shards than runs: the last ones are empty.
    #expect(try (1...4).map { try Check.Shard("\($0)/4").range(in: 2) } == [0..<1, 1..<2, 2..<2, 2..<2])
  }

  @Test func aShardWithNoRunsReportsNone() {
    let run = ToolRun(["check", ToolRun.fixtures("login.json"), "--shard", "2/2"])
    #expect(run.status == 0)
    // The empty table: the header, then "total" padded to the width of "fixture".
    #expect(run.output == "fixture\ntotal  \n\nno violations in 0 runs\n")
  }

  /// The violation lines of a sharded check are a run's lines, split.
  @Test func shardedTextLinesAreTheWholeRunsLines() {
    func violations(_ output: String) -> [String] {
      Array(
        output.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map(
          String.init))
    }
    let whole = violations(ToolRun(Self.gallery).output)
    let parts = (1...3).flatMap { violations(ToolRun(Self.gallery + ["--shard", "\($0)/3"]).output) }
    #expect(parts == whole)
    #expect(
      whole.contains(
        "login.json [recipe1 @ iphone-se-3] step 1 (keyboard show): password covered: "
          + "bottom 407 + distance 10 > keyboard top 407"))
  }

  @Test(arguments: [
    (["--jobs", "0"], "--jobs needs a whole number ≥ 1, found '0'"),
    (["--jobs", "-2"], "--jobs needs a whole number ≥ 1, found '-2'"),
    (["--jobs", "many"], "--jobs needs a whole number ≥ 1, found 'many'"),
    (["--shard", "0/2"], "--shard needs K/N with whole numbers 1 ≤ K ≤ N, found '0/2'"),
    (["--shard", "3/2"], "--shard needs K/N with whole numbers 1 ≤ K ≤ N, found '3/2'"),
    (["--shard", "1/0"], "--shard needs K/N with whole numbers 1 ≤ K ≤ N, found '1/0'"),
    (["--shard", "1"], "--shard needs K/N with whole numbers 1 ≤ K ≤ N, found '1'"),
    (["--shard", "a/b"], "--shard needs K/N with whole numbers 1 ≤ K ≤ N, found 'a/b'"),
    (["--shard", "1/2/3"], "--shard needs K/N with whole numbers 1 ≤ K ≤ N, found '1/2/3'"),
  ])
  func badJobsAndShardsAreBadInput(arguments: [String], message: String) {
    let run = ToolRun(["check", ToolRun.fixtures("login.json")] + arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("shelter check: \(message)\n\nusage: shelter check "))
  }

  @Test func twoFilesOfTheSameNameGetRowsOfTheirOwn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let login = try String(contentsOfFile: ToolRun.fixture("login"), encoding: .utf8)
    let a = try folder.write("x/a/login.json", login)
    let b = try folder.write("y/b/login.json", login)
    let run = ToolRun(["check", a, b, "--policy", "recipe1"])
    #expect(run.status == 1)
    // recipe1 leaves password flush with the keyboard; keeping that shift for email is least movement.
    #expect(run.output.contains("\na/login.json        1\nb/login.json        1\ntotal               2\n"))
    #expect(run.output.hasPrefix("a/login.json [recipe1] step 1 (keyboard show): password covered"))
  }

  @Test(arguments: [
    (["a/login.json", "b/login.json"], ["a/login.json", "b/login.json"]),
    (["r/a/login.json", "s/a/login.json", "chat.json"], ["r/a/login.json", "s/a/login.json", "chat.json"]),
    (["login.json", "d/login.json"], ["login.json", "d/login.json"]),
    (["Fixtures/chat.json", "Fixtures/login.json"], ["chat.json", "login.json"]),
    (["x/login.json", "x/login.json"], ["login.json", "login.json"]),
  ])
  func rowNamesAreTheShortestPathsThatTellFilesApart(paths: [String], labels: [String]) {
    #expect(CheckLabels.labels(for: paths) == labels)
  }

  /// The `runs` of a shelter-check/1 result, each as its compact JSON text.
  static func runs(_ json: String) throws -> [String] {
    let root = try JSONDocument(parsing: json).root
    return try #require(root["runs"]).elements.map { node in
      var writer = JSONWriter()
      node.write(to: &writer)
      return writer.output
    }
  }
}
