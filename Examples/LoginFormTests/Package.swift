// swift-tools-version:6.0
import PackageDescription

// An app's test package: it tests a sign-up screen with Shelter the way any consumer would, through
// the public products only.
let package = Package(
  name: "LoginFormTests",
  dependencies: [
    .package(name: "Shelter", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "LoginFormTests",
      dependencies: [
        .product(name: "Shelter", package: "Shelter"),
        .product(name: "ShelterTesting", package: "Shelter"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
