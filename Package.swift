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
    .library(name: "ShelterUIKit", targets: ["ShelterUIKit"]),
    .executable(name: "shelter", targets: ["shelter"]),
    .executable(name: "shelter-bench", targets: ["shelter-bench"]),
  ],
  targets: [
    .target(name: "ShelterSupport", swiftSettings: strict),
    .target(name: "ShelterLayoutSolver", swiftSettings: strict),
    .target(name: "ShelterGeometry", dependencies: ["ShelterSupport"], swiftSettings: strict),
    .target(
      name: "ShelterValues", dependencies: ["ShelterSupport", "ShelterGeometry"], swiftSettings: strict),
    .target(name: "ShelterJSON", dependencies: ["ShelterSupport"], swiftSettings: strict),
    .target(name: "ShelterNotifications", dependencies: ["ShelterGeometry"], swiftSettings: strict),
    .target(
      name: "ShelterViews",
      dependencies: [
        "ShelterSupport", "ShelterLayoutSolver", "ShelterGeometry", "ShelterValues", "ShelterNotifications",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterKeyboard",
      dependencies: ["ShelterGeometry", "ShelterValues", "ShelterNotifications", "ShelterViews"],
      swiftSettings: strict),
    .target(
      name: "ShelterFixtures",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterNotifications",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterSimulation",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterNotifications",
        "ShelterViews", "ShelterKeyboard", "ShelterFixtures",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterDump",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterViews",
        "ShelterFixtures",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterRender",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterViews",
        "ShelterKeyboard", "ShelterFixtures", "ShelterSimulation",
      ], swiftSettings: strict),
    .target(
      name: "ShelterCLI",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterViews",
        "ShelterKeyboard", "ShelterFixtures", "ShelterSimulation", "ShelterDump", "ShelterRender",
      ],
      swiftSettings: strict),
    .target(
      name: "Shelter",
      dependencies: [
        "ShelterGeometry", "ShelterValues", "ShelterNotifications", "ShelterViews", "ShelterKeyboard",
        "ShelterFixtures", "ShelterSimulation", "ShelterDump",
      ],
      swiftSettings: strict),
    .target(
      name: "ShelterTesting",
      dependencies: ["Shelter", "ShelterSupport", "ShelterFixtures", "ShelterSimulation"],
      swiftSettings: strict),
    .target(
      name: "ShelterUIKit",
      dependencies: [
        "ShelterGeometry", "ShelterValues", "ShelterNotifications", "ShelterViews", "ShelterKeyboard",
      ],
      swiftSettings: strict),
    .executableTarget(name: "shelter", dependencies: ["ShelterCLI"], swiftSettings: strict),
    .executableTarget(
      name: "shelter-bench",
      dependencies: [
        "Shelter", "ShelterSupport", "ShelterLayoutSolver", "ShelterJSON", "ShelterFixtures",
        "ShelterSimulation", "ShelterDump", "ShelterCLI", "ShelterUIKit",
      ],
      // Members come only from each file's own imports: the UIKit row's non-throwing spellings stay
      // out of the files that call Shelter's throwing ones.
      swiftSettings: strict + [.enableUpcomingFeature("MemberImportVisibility")]),

    // What several test targets share: table rows, closeness expectations, the gallery, the
    // 100,000-scale switch. A plain target under Tests/, linked only into the tests.
    .target(
      name: "ShelterTestSupport", dependencies: ["ShelterGeometry", "ShelterFixtures"],
      path: "Tests/ShelterTestSupport", swiftSettings: strict),
    .testTarget(
      name: "ShelterGeometryTests",
      dependencies: ["ShelterSupport", "ShelterGeometry", "ShelterTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterJSONTests", dependencies: ["ShelterSupport", "ShelterJSON", "ShelterTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterNotificationsTests",
      dependencies: ["ShelterSupport", "ShelterGeometry", "ShelterNotifications"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterViewsTests",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterViews", "ShelterTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterKeyboardTests",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterNotifications", "ShelterViews",
        "ShelterKeyboard", "ShelterTestSupport",
      ], swiftSettings: strict
    ),
    .testTarget(
      name: "ShelterFixturesTests",
      dependencies: [
        "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterFixtures", "ShelterTestSupport",
      ],
      exclude: ["Invalid"], swiftSettings: strict),
    .testTarget(
      name: "ShelterSimulationTests",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterNotifications",
        "ShelterViews", "ShelterKeyboard", "ShelterFixtures", "ShelterSimulation", "ShelterCLI",
        "ShelterTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterDumpTests",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterViews", "ShelterKeyboard",
        "ShelterFixtures", "ShelterSimulation", "ShelterDump", "ShelterTestSupport",
      ],
      exclude: ["Dumps"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterLayoutSolverTests",
      dependencies: ["ShelterSupport", "ShelterLayoutSolver", "ShelterTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterSupportTests", dependencies: ["ShelterSupport", "ShelterTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterCLITests",
      dependencies: [
        "ShelterSupport", "ShelterGeometry", "ShelterValues", "ShelterJSON", "ShelterKeyboard",
        "ShelterFixtures", "ShelterSimulation", "ShelterDump", "ShelterCLI", "ShelterTestSupport",
      ],
      exclude: ["Logs"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterTestingTests", dependencies: ["Shelter", "ShelterTesting", "ShelterTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "ShelterRenderTests",
      dependencies: [
        "ShelterGeometry", "ShelterValues", "ShelterKeyboard", "ShelterFixtures", "ShelterSimulation",
        "ShelterRender", "ShelterTestSupport",
      ], swiftSettings: strict),
    // The screens here are app code as apps write it, in the Swift 5 language mode most UIKit apps
    // build in (docs/uikit.md): `NSObjectProtocol` without `any`, `[weak self]` in `@Sendable` blocks.
    .testTarget(
      name: "ShelterUIKitTests", dependencies: ["ShelterFixtures", "ShelterSimulation", "ShelterUIKit"],
      swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("InternalImportsByDefault")]),
  ],
  swiftLanguageModes: [.v6]
)
