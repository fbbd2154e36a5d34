import Shelter
import ShelterSimulation

/// `shelter check` on a login screen whose keyboard stays up through `steps` rotations: the rules
/// judge every step, so the time per step must stay flat as the steps grow (linear in steps).
@MainActor func benchmarkCheckSteps() {
  func fixture(steps: Int) -> Fixture {
    var json = """
      {"format":"shelter-fixture/1","name":"rotations","screen":{"size":[390,844],"safeArea":[47,0,34,0]},
      "window":{"frame":[0,0,390,844],"controller":{"id":"c","view":{"id":"root","frame":[0,0,390,844],
      "subviews":[{"id":"email","kind":"textField","frame":[20,300,350,44]},
      {"id":"password","kind":"textField","frame":[20,360,350,44],"isFirstResponder":true}]}}},
      "steps":[{"keyboard":"show","height":336}
      """
    for index in 0..<steps {
      json += index % 2 == 0 ? #",{"resize":[844,390]}"# : #",{"resize":[390,844]}"#
    }
    json += "]}"
    return try! Fixture(json: Array(json.utf8))
  }
  func perStep(_ steps: Int) -> Double {
    let checker = Checker(fixture: fixture(steps: steps))
    return measure(units: steps, repetitions: quick ? 1 : 3) { blackHole(try! checker.run()) }
  }
  let small = 1_000
  let large = quick ? 10_000 : 100_000
  let few = perStep(small)
  let many = perStep(large)
  report(
    "check, time per step (resize steps, keyboard up)", size: "\(grouped(large)) steps", time: many,
    against: "\(grouped(small)) steps", few, target: "flat: ≥ 0.67x", met: few / many >= 0.67)
}
