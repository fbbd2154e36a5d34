#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every output a command will write, checked together before any is written: each must be
/// writable, no two may name the same file, and no file may land inside the report folder, so a
/// command that refuses one output writes none.
enum OutputTargets {
  /// Checks `files` (each with the option that named it; `-` is standard output, which only one
  /// of them may take) and `folder` (`--html`'s folder); `inputs` are the files the command read.
  static func check(
    files: [(option: String, path: String)], folder: (option: String, path: String)? = nil,
    inputs: [FileIdentity]
  ) throws(OutputError) {
    var seen: [String: String] = [:]
    for (option, path) in files {
      let key: String?
      if path == "-" {
        key = "-"
      } else {
        try OutputFile.check(path, inputs: inputs)
        key = OutputFile.destination(path)
      }
      if let key, let earlier = seen[key] {
        throw OutputError(
          target: path, reason: "\(option) names the same file as \(earlier); give each output its own file")
      }
      if let key { seen[key] = option }
    }
    guard let folder else { return }
    try OutputFolder.check(folder.path)
    if let key = OutputFile.destination(folder.path), let option = seen[key] {
      throw OutputError(
        target: folder.path,
        reason: "\(folder.option) names the same path as \(option); give each output its own")
    }
    var status = stat()
    guard stat(folder.path, &status) == 0 else { return }
    for (option, path) in files where path != "-" && OutputFile.lies(path, inside: FileIdentity(status)) {
      throw OutputError(
        target: path, reason: "\(option) names a file inside the \(folder.option) folder \(folder.path)")
    }
  }
}
