// swift-tools-version:6.0
import PackageDescription

// An app's test package: its UIKit comment screen, compiled against ShelterUIKit with only the import
// changed, in the Swift 5 language mode the app builds in (docs/uikit.md, "Language mode").
let package = Package(
  name: "UIKitScreenTests",
  dependencies: [
    .package(name: "Shelter", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "UIKitScreenTests",
      dependencies: [.product(name: "ShelterUIKit", package: "Shelter")]
    )
  ],
  swiftLanguageModes: [.v5]
)
