package import Foundation

/// Files of the package the tests read (the gallery, docs, test data), found from this file's path
/// so the tests run from any directory.
package enum PackageFiles {
  /// The package's root: three levels above this file.
  package static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The file or folder at `relative`, a path from the package's root.
  package static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}
