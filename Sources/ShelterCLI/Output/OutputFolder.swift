#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a folder of files (a report with pages and drawings) so that the folder appears whole or
/// not at all.
///
/// The files go to a hidden staging folder beside the target, which takes the target's place with
/// `rename(2)` once every file is written; a failure on the way removes the staging folder and
/// leaves the target as it was. The target may be missing, an empty folder, or a folder holding an
/// earlier document of the same kind (its `index.html` carries ``marker``), which is then replaced;
/// a file, a symbolic link, an unwritable folder or a folder holding anything else is refused with
/// a reason before anything is written.
struct OutputFolder {
  /// The path as given: how messages name the folder.
  let path: String
  /// The text an earlier document's `index.html` holds, so it may be replaced.
  let marker: String
  /// The staging folder while files are written.
  private let staging: String
  /// Every file and folder made in the staging folder, in the order they were made.
  private var made: [(path: String, isFolder: Bool)] = []
  /// Folders already made, relative to the staging folder.
  private var folders: Set<String> = [""]

  /// Checks that `path` may take the document, without writing anything.
  static func check(_ path: String, marker: String) throws(OutputError) {
    func failure(_ reason: String) -> OutputError { OutputError(target: path, reason: reason) }
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else { throw failure(Descriptor.reason(code)) }
      let parent = directory(of: path)
      var parentStatus = stat()
      guard stat(parent, &parentStatus) == 0, parentStatus.st_mode & S_IFMT == S_IFDIR else {
        throw failure("the folder \(parent) does not exist")
      }
      guard access(parent, W_OK | X_OK) == 0 else {
        throw failure("the folder \(parent) is not writable (mode \(octal(parentStatus.st_mode & 0o7777)))")
      }
      return
    }
    var link = stat()
    if lstat(trimmed(path), &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
      // Renaming over the link would put the report in the link's place, not in its folder.
      throw failure("it is a symbolic link; give the folder it points to")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw failure(
        status.st_mode & S_IFMT == S_IFREG ? "it is a file, not a folder" : "it is not a folder")
    }
    guard access(path, W_OK | X_OK) == 0 else {
      throw failure("the folder is not writable (mode \(octal(status.st_mode & 0o7777)))")
    }
    let names: [String]
    do {
      names = try FixtureFiles.names(in: path)
    } catch {
      throw failure("it cannot be listed")
    }
    guard names.isEmpty || holdsEarlierDocument(path, marker: marker) else {
      throw failure("the folder holds other files; give a new or empty folder, or an earlier report's")
    }
    let parent = directory(of: path)
    guard access(parent, W_OK | X_OK) == 0 else {
      throw failure("its folder \(parent) is not writable, so the report cannot replace it whole")
    }
  }

  /// Checks `path` and makes the staging folder beside it.
  init(_ path: String, marker: String) throws(OutputError) {
    try Self.check(path, marker: marker)
    self.path = path
    self.marker = marker
    let trimmed = Self.trimmed(path)
    let parent = Self.directory(of: trimmed)
    let base = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    var staging = ""
    for attempt in 0..<100 {
      staging = Self.joined(".\(base).\(getpid()).\(attempt).tmp", in: parent)
      if mkdir(staging, 0o777) == 0 { break }
      let code = errno
      guard code == EEXIST else { throw OutputError(target: path, reason: Descriptor.reason(code)) }
      staging = ""
    }
    guard !staging.isEmpty else { throw OutputError(target: path, reason: Descriptor.reason(EEXIST)) }
    self.staging = staging
  }

  /// Writes one file at `relative` (`runs/3.html`), making its folders first. With `earlier`, a
  /// file already written with the same text, the new name is a hard link to it, so equal files
  /// take the disk once; where the file system has no hard links the text is written again.
  mutating func write(_ text: String, at relative: String, sameAs earlier: String? = nil) throws(OutputError)
  {
    let parts = relative.split(separator: "/").map(String.init)
    var folder = ""
    for part in parts.dropLast() {
      folder = folder.isEmpty ? part : folder + "/" + part
      guard folders.insert(folder).inserted else { continue }
      let full = Self.joined(folder, in: staging)
      guard mkdir(full, 0o777) == 0 else { throw abandon(Descriptor.reason(errno)) }
      made.append((full, true))
    }
    let full = Self.joined(relative, in: staging)
    if let earlier, link(Self.joined(earlier, in: staging), full) == 0 {
      made.append((full, false))
      return
    }
    let descriptor = open(full, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw abandon(Descriptor.reason(errno)) }
    made.append((full, false))
    do {
      try Descriptor.write(Array(text.utf8), to: descriptor, target: path)
    } catch {
      close(descriptor)
      throw abandon(error.reason)
    }
    guard close(descriptor) == 0 else { throw abandon(Descriptor.reason(errno)) }
  }

  /// Puts the finished folder in the target's place; an earlier document there is removed.
  mutating func commit() throws(OutputError) {
    let target = Self.trimmed(path)
    var status = stat()
    let exists = stat(target, &status) == 0
    if exists, (try? FixtureFiles.names(in: target))?.isEmpty == false {
      // An earlier report: moved aside first, so the new one takes its place whole.
      let aside = staging + ".old"
      guard rename(target, aside) == 0 else { throw abandon(Descriptor.reason(errno)) }
      guard rename(staging, target) == 0 else {
        let reason = Descriptor.reason(errno)
        _ = rename(aside, target)
        throw abandon(reason)
      }
      Self.remove(aside)
    } else {
      guard rename(staging, target) == 0 else { throw abandon(Descriptor.reason(errno)) }
    }
    made = []
  }

  /// Removes the staging folder and everything written to it; returns the error to throw.
  mutating func abandon(_ reason: String) -> OutputError {
    for item in made.reversed() {
      if item.isFolder { rmdir(item.path) } else { unlink(item.path) }
    }
    rmdir(staging)
    made = []
    return OutputError(target: path, reason: reason)
  }

  /// Whether the folder holds an earlier document: an `index.html` whose first 4,096 bytes hold
  /// the marker.
  private static func holdsEarlierDocument(_ folder: String, marker: String) -> Bool {
    let descriptor = open(joined("index.html", in: trimmed(folder)), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard let bytes = try? Descriptor.readAll(descriptor) else { return false }
    return String(decoding: bytes.prefix(4096), as: UTF8.self).contains(marker)
  }

  /// Removes a folder and everything under it, without recursion: files first, then the folders,
  /// deepest first.
  private static func remove(_ folder: String) {
    var pending = [folder]
    var folders: [String] = []
    while let next = pending.popLast() {
      folders.append(next)
      for name in (try? FixtureFiles.names(in: next)) ?? [] {
        let full = joined(name, in: next)
        var status = stat()
        if lstat(full, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
          pending.append(full)
        } else {
          unlink(full)
        }
      }
    }
    for item in folders.reversed() { rmdir(item) }
  }

  /// The path without trailing slashes (`/` stays `/`).
  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// The folder part of a path, trailing slashes aside: `a/b/` → `a`.
  private static func directory(of path: String) -> String { OutputFile.directory(of: trimmed(path)) }

  private static func joined(_ name: String, in folder: String) -> String {
    OutputFile.joined(name, in: folder)
  }

  private static func octal(_ mode: mode_t) -> String { OutputFile.octal(mode) }
}
