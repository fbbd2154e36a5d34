import ShelterSupport
import Testing

@Suite struct NumberTextTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (390.0, "390"), (310.5, "310.5"), (0.1, "0.1"), (1e-7, "1e-7"),
    (-2.25, "-2.25"), (1e21, "1e21"),
  ])
  func shortestReadsBack(value: Double, text: String) {
    #expect(NumberText.shortest(value) == text)
    #expect(Double(NumberText.shortest(value)) == value)
  }

  @Test func nonFiniteValuesHaveNames() {
    #expect(NumberText.shortest(.nan) == "nan")
    #expect(NumberText.shortest(.infinity) == "inf")
    #expect(NumberText.shortest(-.infinity) == "-inf")
  }

  @Test(arguments: [
    (311.0, "311"), (310.5, "310.5"), (310.504, "310.5"), (0.005, "0.01"), (-0.004, "0"),
    (12.3456, "12.35"), (-7.01, "-7.01"), (Double.nan, "0"), (5e13, "1000000000000"),
  ])
  func hundredthsRounds(value: Double, text: String) {
    #expect(NumberText.hundredths(value) == text)
  }

  @Test func cleanedDropsFloatNoise() {
    #expect(NumberText.cleaned(39.31999999999999) == 39.32)
    #expect(NumberText.cleaned(-0.0).sign == .plus)
    #expect(NumberText.cleaned(1e7 + 0.25) == 1e7 + 0.25)
  }

  @Test func millionthsRoundsHalfAwayFromZero() {
    #expect(NumberText.millionths(1.0000005) == 1.000001)
    #expect(NumberText.millionths(-1.0000005) == -1.000001)
    #expect(NumberText.millionths(1e300) == 1e300)
  }
}
