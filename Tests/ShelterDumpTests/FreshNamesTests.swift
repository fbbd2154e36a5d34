import Testing

@testable import ShelterDump

@Suite struct FreshNamesTests {
  @Test func eachBaseCountsOnFromWhereItStoppedAndStepsAroundTakenNames() {
    var names = FreshNames(taken: ["root", "c_3"])
    var given: [String] = []
    given.append(names.fresh("c"))
    given.append(names.fresh("c"))
    // c_3 was taken from the start.
    given.append(names.fresh("c"))
    let tookFree = names.take("c_5")
    given.append(names.fresh("c"))
    let tookGiven = names.take("c")
    given.append(names.fresh("root"))
    #expect(given == ["c", "c_2", "c_4", "c_6", "root_2"])
    #expect(tookFree)
    #expect(!tookGiven)
    #expect(names.contains("c_6"))
    #expect(!names.contains("c_7"))
  }
}
