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
    .target(name: "ShelterGeometry", swiftSettings: strict),
    .target(name: "ShelterJSON", dependencies: ["ShelterSupport"], swiftSettings: strict),
    .target(name: "ShelterNotifications", dependencies: ["ShelterGeometry"], swiftSettings: strict),
    .target(
      name: "ShelterViews", dependencies: ["ShelterGeometry", "ShelterNotifications"],
      swiftSettings: strict),
    .target(name: "ShelterKeyboard", dependencies: ["ShelterViews"], swiftSettings: strict),
    .target(
      name: "ShelterFixtures", dependencies: ["ShelterSupport", "ShelterJSON", "ShelterKeyboard"],
      swiftSettings: strict),
    .target(
      name: "ShelterDump", dependencies: ["ShelterSupport", "ShelterJSON", "ShelterFixtures"],
      swiftSettings: strict),
    .target(
      name: "ShelterRender", dependencies: ["ShelterSupport", "ShelterFixtures"], swiftSettings: strict),
    .target(
      name: "ShelterCLI", dependencies: ["ShelterFixtures", "ShelterDump", "ShelterRender"],
      swiftSettings: strict),
    .target(
      name: "Shelter",
      dependencies: [
        "ShelterGeometry", "ShelterNotifications", "ShelterViews", "ShelterKeyboard", "ShelterFixtures",
      ],
      swiftSettings: strict),
    .target(name: "ShelterTesting", dependencies: ["Shelter"], swiftSettings: strict),
    .executableTarget(name: "shelter", dependencies: ["ShelterCLI"], swiftSettings: strict),
    .executableTarget(
      name: "shelter-bench", dependencies: ["Shelter", "ShelterDump"], swiftSettings: strict),

    .testTarget(name: "ShelterGeometryTests", dependencies: ["ShelterGeometry"], swiftSettings: strict),
    .testTarget(name: "ShelterJSONTests", dependencies: ["ShelterJSON"], swiftSettings: strict),
    .testTarget(
      name: "ShelterNotificationsTests", dependencies: ["ShelterNotifications"], swiftSettings: strict),
    .testTarget(name: "ShelterViewsTests", dependencies: ["ShelterViews"], swiftSettings: strict),
    .testTarget(name: "ShelterKeyboardTests", dependencies: ["ShelterKeyboard"], swiftSettings: strict),
    .testTarget(
      name: "ShelterFixturesTests", dependencies: ["ShelterFixtures"], exclude: ["Invalid"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterDumpTests", dependencies: ["ShelterDump"], exclude: ["Dumps"], swiftSettings: strict),
    .testTarget(name: "ShelterCLITests", dependencies: ["ShelterCLI"], swiftSettings: strict),
    .testTarget(name: "ShelterTestingTests", dependencies: ["ShelterTesting"], swiftSettings: strict),
    .testTarget(name: "ShelterRenderTests", dependencies: ["ShelterRender"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
