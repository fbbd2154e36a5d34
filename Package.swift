// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Shelter",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Shelter", targets: ["Shelter"]),
    .library(name: "ShelterTesting", targets: ["ShelterTesting"]),
    .executable(name: "shelter", targets: ["shelter"]),
    .executable(name: "shelter-bench", targets: ["shelter-bench"]),
  ],
  targets: [
    .target(name: "ShelterSupport", swiftSettings: strict),
    .target(name: "ShelterLayoutSolver", swiftSettings: strict),
    .target(name: "ShelterGeometry", dependencies: ["ShelterSupport"], swiftSettings: strict),
    .target(name: "ShelterJSON", dependencies: ["ShelterSupport"], swiftSettings: strict),
    .target(name: "ShelterNotifications", dependencies: ["ShelterGeometry"], swiftSettings: strict),
    .target(
      name: "ShelterViews",
      dependencies: ["ShelterSupport", "ShelterGeometry", "ShelterNotifications", "ShelterLayoutSolver"],
      swiftSettings: strict),
    .target(
      name: "ShelterKeyboard", dependencies: ["ShelterSupport", "ShelterViews"], swiftSettings: strict),
    .target(
      name: "ShelterFixtures", dependencies: ["ShelterSupport", "ShelterJSON", "ShelterKeyboard"],
      swiftSettings: strict),
    .target(
      name: "ShelterSimulation",
      dependencies: [
        "ShelterSupport", "ShelterJSON", "ShelterGeometry", "ShelterViews", "ShelterKeyboard",
        "ShelterFixtures",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterDump", dependencies: ["ShelterSupport", "ShelterJSON", "ShelterFixtures"],
      swiftSettings: strict),
    .target(
      name: "ShelterRender", dependencies: ["ShelterSupport", "ShelterSimulation"], swiftSettings: strict),
    .target(
      name: "ShelterCLI",
      dependencies: ["ShelterSupport", "ShelterJSON", "ShelterSimulation", "ShelterDump", "ShelterRender"],
      swiftSettings: strict),
    .target(
      name: "Shelter",
      dependencies: [
        "ShelterGeometry", "ShelterNotifications", "ShelterViews", "ShelterKeyboard", "ShelterFixtures",
        "ShelterSimulation", "ShelterDump",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterTesting", dependencies: ["Shelter", "ShelterSupport", "ShelterSimulation"],
      swiftSettings: strict),
    .executableTarget(name: "shelter", dependencies: ["ShelterCLI"], swiftSettings: strict),
    .executableTarget(
      name: "shelter-bench",
      dependencies: [
        "Shelter", "ShelterDump", "ShelterJSON", "ShelterCLI", "ShelterLayoutSolver", "ShelterSupport",
      ],
      swiftSettings: strict),

    .testTarget(
      name: "ShelterGeometryTests", dependencies: ["ShelterGeometry", "ShelterSupport"], swiftSettings: strict
    ),
    .testTarget(
      name: "ShelterJSONTests", dependencies: ["ShelterJSON", "ShelterSupport"], swiftSettings: strict),
    .testTarget(
      name: "ShelterNotificationsTests", dependencies: ["ShelterNotifications", "ShelterSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterViewsTests", dependencies: ["ShelterViews", "ShelterSupport"], swiftSettings: strict),
    .testTarget(
      name: "ShelterKeyboardTests", dependencies: ["ShelterKeyboard", "ShelterSupport"], swiftSettings: strict
    ),
    .testTarget(
      name: "ShelterFixturesTests",
      dependencies: ["ShelterFixtures", "ShelterSimulation", "ShelterCLI", "ShelterSupport"],
      exclude: ["Invalid"], swiftSettings: strict),
    .testTarget(
      name: "ShelterDumpTests", dependencies: ["ShelterDump", "ShelterSimulation", "ShelterSupport"],
      exclude: ["Dumps"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterLayoutSolverTests", dependencies: ["ShelterLayoutSolver", "ShelterSupport"],
      swiftSettings: strict),
    .testTarget(name: "ShelterSupportTests", dependencies: ["ShelterSupport"], swiftSettings: strict),
    .testTarget(
      name: "ShelterCLITests", dependencies: ["ShelterCLI", "ShelterDump", "ShelterSupport"],
      exclude: ["Logs"],
      swiftSettings: strict),
    .testTarget(name: "ShelterTestingTests", dependencies: ["ShelterTesting"], swiftSettings: strict),
    .testTarget(
      name: "ShelterRenderTests", dependencies: ["ShelterRender", "ShelterSimulation"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
