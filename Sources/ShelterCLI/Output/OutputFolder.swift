#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a folder of files (a report with pages and drawings) so that the folder appears whole or
/// not at all, and so that nothing Shelter did not write is ever deleted or overwritten.
///
/// - **One handle.** The folder that holds the target is opened once; every later step names files
///   relative to that descriptor (`openat`, `mkdirat`, `linkat`, `renameat`, `unlinkat`) and never
///   follows a symbolic link (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`, `O_DIRECTORY`), so a name that
///   becomes a link while the report is drawn redirects nothing.
/// - **A manifest.** The finished folder holds ``manifestName``, listing every file and folder
///   written. A target may be missing, an empty folder, or an earlier report whose every entry its
///   manifest lists; anything else (a file the user added, a link, a folder with no manifest) is
///   refused, naming the entry, before anything is written.
/// - **Staging.** Files go to a hidden folder beside the target, which takes the target's place
///   with `renameat(2)`; the earlier report is moved aside first and then emptied through the
///   descriptor opened when it was checked, removing only what its manifest lists. A failure on
///   the way removes only what was written and leaves the target as it was.
final class OutputFolder {
  /// The file in a report folder that lists what Shelter wrote there.
  static let manifestName = ".shelter-files"
  /// The manifest's first line.
  static let manifestTag = "shelter-files/1"

  /// The path as given: how messages name the folder.
  let path: String
  /// The folder that holds the target, and the target's name in it.
  private let inspection: Inspection
  /// The staging folder's name in ``Inspection/parent``, and its descriptor.
  private let staging: String
  private let stagingFolder: Int32
  /// Every entry written, relative to the staging folder; folders end with `/`.
  private var written: [String] = []
  /// The folders made, relative to the staging folder.
  private var madeFolders: Set<String> = []
  /// Open folders of the staging tree by relative path, a few at a time (closed between files).
  private var openFolders: [String: Int32] = [:]
  /// Whether the staging folder is gone (committed or abandoned).
  private var finished = false

  /// What was found at the target: the folder holding it, and the earlier report, if any.
  private final class Inspection {
    let parent: Int32
    let name: String
    /// The target folder as checked, `nil` when nothing was there.
    let earlier: Int32?
    let earlierIdentity: FileIdentity?
    /// What the earlier folder's manifest lists (every entry it holds).
    let listed: Set<String>

    init(parent: Int32, name: String, earlier: Int32?, identity: FileIdentity?, listed: Set<String>) {
      (self.parent, self.name, self.earlier, self.earlierIdentity, self.listed) =
        (parent, name, earlier, identity, listed)
    }

    deinit {
      close(parent)
      if let earlier { close(earlier) }
    }
  }

  /// Checks that `path` may take the report, without writing anything.
  static func check(_ path: String) throws(OutputError) {
    _ = try inspect(path)
  }

  /// Checks `path` and makes the staging folder beside it.
  init(_ path: String) throws(OutputError) {
    let inspection = try Self.inspect(path)
    self.path = path
    self.inspection = inspection
    var staging = ""
    for attempt in 0..<100 {
      let name = ".\(inspection.name).\(getpid()).\(attempt).tmp"
      if mkdirat(inspection.parent, name, 0o777) == 0 {
        staging = name
        break
      }
      let code = errno
      guard code == EEXIST else { throw OutputError(target: path, reason: Descriptor.reason(code)) }
    }
    guard !staging.isEmpty else { throw OutputError(target: path, reason: Descriptor.reason(EEXIST)) }
    let descriptor = openat(inspection.parent, staging, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = Descriptor.reason(errno)
      unlinkat(inspection.parent, staging, AT_REMOVEDIR)
      throw OutputError(target: path, reason: reason)
    }
    self.staging = staging
    self.stagingFolder = descriptor
  }

  deinit {
    if !finished { _ = abandon("") }
    closeFolders()
    close(stagingFolder)
  }

  /// Writes one file at `relative` (`runs/3.html`), making its folders first. With `earlier`, a
  /// file already written with the same text, the new name is a hard link to it, so equal files
  /// take the disk once; where the file system has no hard links the text is written again.
  func write(_ text: String, at relative: String, sameAs earlier: String? = nil) throws(OutputError) {
    // A few folders stay open between files; never while this file needs them.
    if openFolders.count >= 16 { closeFolders() }
    let (folderPath, leaf) = Self.split(relative)
    let folder = try self.folder(folderPath)
    if let earlier {
      let (earlierPath, earlierLeaf) = Self.split(earlier)
      let source = try self.folder(earlierPath)
      if linkat(source, earlierLeaf, folder, leaf, 0) == 0 {
        written.append(relative)
        return
      }
    }
    let descriptor = openat(folder, leaf, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw abandon(Descriptor.reason(errno)) }
    written.append(relative)
    do {
      try Descriptor.write(Array(text.utf8), to: descriptor, target: path)
    } catch {
      close(descriptor)
      throw abandon(error.reason)
    }
    guard close(descriptor) == 0 else { throw abandon(Descriptor.reason(errno)) }
  }

  /// Writes the manifest and puts the finished folder in the target's place; the earlier report
  /// there is removed, entry by entry, as far as its manifest lists.
  func commit() throws(OutputError) {
    let manifest = ([Self.manifestTag] + written + [Self.manifestName]).joined(separator: "\n") + "\n"
    try write(manifest, at: Self.manifestName)
    let parent = inspection.parent
    let target = inspection.name
    guard let earlier = inspection.earlier, let identity = inspection.earlierIdentity else {
      // Nothing was there: a folder made since is replaced only when empty, a link or a file not
      // at all (rename(2) refuses both).
      guard renameat(parent, staging, parent, target) == 0 else { throw abandon(Descriptor.reason(errno)) }
      finish()
      return
    }
    guard Self.identity(of: target, in: parent) == identity else {
      throw abandon("the folder was replaced while the report was written; nothing was changed")
    }
    let aside = staging + ".old"
    guard renameat(parent, target, parent, aside) == 0 else { throw abandon(Descriptor.reason(errno)) }
    guard renameat(parent, staging, parent, target) == 0 else {
      let reason = Descriptor.reason(errno)
      _ = renameat(parent, aside, parent, target)
      throw abandon(reason)
    }
    finish()
    // Emptied through the descriptor checked at the start, which still names that folder whatever
    // its name now leads to; only listed entries go.
    var kept = Self.walk(earlier, listed: inspection.listed, removing: true)
    if Self.identity(of: aside, in: parent) != identity {
      kept = kept ?? aside
    } else if kept == nil, unlinkat(parent, aside, AT_REMOVEDIR) != 0 {
      kept = aside
    }
    if let kept {
      throw OutputError(
        target: path,
        reason:
          "the report is written, but the earlier one's folder was kept as \(Self.shown(aside, in: path)): "
          + "it holds \(kept), which Shelter did not write")
    }
  }

  /// Removes what was written and the staging folder; returns the error to throw.
  func abandon(_ reason: String) -> OutputError {
    if !finished {
      closeFolders()
      _ = Self.walk(stagingFolder, listed: Set(written), removing: true)
      unlinkat(inspection.parent, staging, AT_REMOVEDIR)
      finish()
    }
    return OutputError(target: path, reason: reason)
  }

  private func finish() {
    finished = true
    closeFolders()
  }

  private func closeFolders() {
    for descriptor in openFolders.values { close(descriptor) }
    openFolders = [:]
  }

  /// The descriptor of the staging tree's folder `relative` (`""`, `runs`, `runs/1-a`), made and
  /// opened one name at a time, never through a link.
  private func folder(_ relative: String) throws(OutputError) -> Int32 {
    if relative.isEmpty { return stagingFolder }
    if let open = openFolders[relative] { return open }
    var current = stagingFolder
    var sofar = ""
    for part in relative.split(separator: "/").map(String.init) {
      sofar = sofar.isEmpty ? part : sofar + "/" + part
      if let open = openFolders[sofar] {
        current = open
        continue
      }
      if madeFolders.insert(sofar).inserted {
        guard mkdirat(current, part, 0o777) == 0 else { throw abandon(Descriptor.reason(errno)) }
        written.append(sofar + "/")
      }
      let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else { throw abandon(Descriptor.reason(errno)) }
      openFolders[sofar] = next
      current = next
    }
    return current
  }

  // MARK: Checking the target

  /// Opens the folder holding `path` and checks what the name holds.
  private static func inspect(_ path: String) throws(OutputError) -> Inspection {
    func failure(_ reason: String) -> OutputError { OutputError(target: path, reason: reason) }
    let trimmed = trimmed(path)
    let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    guard !trimmed.isEmpty, name != ".", name != "..", name != "/" else {
      throw failure("give the report folder by name (a new folder, an empty one or an earlier report's)")
    }
    let parentPath = OutputFile.directory(of: trimmed)
    let parent = open(parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard parent >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw failure("the folder \(parentPath) does not exist") }
      throw failure(Descriptor.reason(code))
    }
    var keepParent = false
    defer { if !keepParent { close(parent) } }
    var parentStatus = stat()
    fstat(parent, &parentStatus)
    let parentWritable = access(parentPath, W_OK | X_OK) == 0
    var status = stat()
    guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      let code = errno
      guard code == ENOENT else { throw failure(Descriptor.reason(code)) }
      guard parentWritable else {
        throw failure(
          "the folder \(parentPath) is not writable (mode \(octal(parentStatus.st_mode & 0o7777)))")
      }
      keepParent = true
      return Inspection(parent: parent, name: name, earlier: nil, identity: nil, listed: [])
    }
    switch status.st_mode & S_IFMT {
    case S_IFLNK:
      // Writing through the link would put the report where it leads, out of sight of this check.
      throw failure("it is a symbolic link; give the folder it points to")
    case S_IFDIR: break
    case S_IFREG: throw failure("it is a file, not a folder")
    default: throw failure("it is not a folder")
    }
    guard faccessat(parent, name, W_OK | X_OK, 0) == 0 else {
      throw failure("the folder is not writable (mode \(octal(status.st_mode & 0o7777)))")
    }
    let earlier = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard earlier >= 0 else { throw failure(Descriptor.reason(errno)) }
    var keepEarlier = false
    defer { if !keepEarlier { close(earlier) } }
    var opened = stat()
    guard fstat(earlier, &opened) == 0, FileIdentity(opened) == FileIdentity(status) else {
      throw failure("the folder was replaced while it was checked")
    }
    guard let names = FixtureFiles.names(inFolder: earlier) else { throw failure("it cannot be listed") }
    var listed: Set<String> = []
    if !names.isEmpty {
      guard let manifest = readManifest(in: earlier) else {
        let first = names.sorted().first { $0 != manifestName } ?? manifestName
        throw failure("the folder holds \(first), which Shelter did not write; \(advice)")
      }
      listed = manifest
      if let stranger = walk(earlier, listed: listed, removing: false) {
        throw failure("the folder holds \(stranger), which Shelter did not write; \(advice)")
      }
    }
    guard parentWritable else {
      throw failure("its folder \(parentPath) is not writable, so the report cannot replace it whole")
    }
    keepParent = true
    keepEarlier = true
    return Inspection(
      parent: parent, name: name, earlier: earlier, identity: FileIdentity(opened), listed: listed)
  }

  private static let advice = "give a new or empty folder, or an earlier report's"

  /// The entries an earlier report's manifest lists, `nil` when there is no manifest (or it is a
  /// link, or not one of Shelter's).
  private static func readManifest(in folder: Int32) -> Set<String>? {
    let descriptor = openat(folder, manifestName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard let bytes = try? Descriptor.readAll(descriptor, expectedSize: Int(status.st_size)) else {
      return nil
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.first == manifestTag else { return nil }
    return Set(lines.dropFirst())
  }

  /// Walks the tree under the open folder `root` without recursion and without following links.
  /// Checking (`removing` false): returns the first entry `listed` does not name (folders with a
  /// trailing `/`), `nil` when every one is listed. Removing: unlinks every listed file and then
  /// each listed folder once it is empty, deepest first, and returns the first entry it kept.
  private static func walk(_ root: Int32, listed: Set<String>, removing: Bool) -> String? {
    struct Frame {
      var folder: Int32
      var relative: String
      var names: [String]
      var next = 0
    }
    var stack = [
      Frame(folder: root, relative: "", names: (FixtureFiles.names(inFolder: root) ?? []).sorted())
    ]
    var kept: String?
    defer { for frame in stack where frame.folder != root { close(frame.folder) } }
    while let top = stack.indices.last {
      guard stack[top].next < stack[top].names.count else {
        let done = stack.removeLast()
        guard let below = stack.last else { break }
        close(done.folder)
        let name = String(done.relative.split(separator: "/").last ?? "")
        if removing, unlinkat(below.folder, name, AT_REMOVEDIR) != 0 { kept = kept ?? done.relative + "/" }
        continue
      }
      let name = stack[top].names[stack[top].next]
      stack[top].next += 1
      let relative = stack[top].relative.isEmpty ? name : stack[top].relative + "/" + name
      var status = stat()
      guard fstatat(stack[top].folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      let kind = status.st_mode & S_IFMT
      if kind == S_IFDIR, listed.contains(relative + "/") {
        let folder = openat(stack[top].folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
          kept = kept ?? relative + "/"
          if !removing { return kept }
          continue
        }
        stack.append(
          Frame(
            folder: folder, relative: relative, names: (FixtureFiles.names(inFolder: folder) ?? []).sorted()))
      } else if kind == S_IFREG, listed.contains(relative) {
        if removing, unlinkat(stack[top].folder, name, 0) != 0 { kept = kept ?? relative }
      } else {
        let shown =
          kind == S_IFLNK ? "\(relative) (a symbolic link)" : kind == S_IFDIR ? relative + "/" : relative
        kept = kept ?? shown
        if !removing { return kept }
      }
    }
    return kept
  }

  /// The identity of the entry `name` in the open folder, not following a link.
  private static func identity(of name: String, in folder: Int32) -> FileIdentity? {
    var status = stat()
    guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return nil
    }
    return FileIdentity(status)
  }

  /// `runs/a/step-1.svg` → (`runs/a`, `step-1.svg`).
  private static func split(_ relative: String) -> (folder: String, leaf: String) {
    guard let slash = relative.lastIndex(of: "/") else { return ("", relative) }
    return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
  }

  /// A name beside the target, as the user would reach it: `out/.report.1.0.tmp.old`.
  private static func shown(_ name: String, in path: String) -> String {
    let folder = OutputFile.directory(of: trimmed(path))
    return folder == "." ? name : OutputFile.joined(name, in: folder)
  }

  /// The path without trailing slashes (`/` stays `/`).
  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func octal(_ mode: mode_t) -> String { OutputFile.octal(mode) }
}
