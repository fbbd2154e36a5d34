#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's document to the path given with `-o`, the way a careful Unix tool does.
///
/// - Special files and pipes (`/dev/null`, `/dev/stdout`, a FIFO, a terminal) are opened and
///   written directly: never replaced.
/// - A regular file is replaced atomically: the bytes go to a temporary file in the same directory,
///   which then takes the file's place with `rename(2)`, so a reader sees the old or the new
///   document, never half of one. The new file keeps the old one's mode (and owner, when allowed).
/// - A symlink is followed to its target, which is replaced; the link stays a link.
/// - A file with several hard links is rewritten in place, so every name sees the new document.
/// - A read-only file, a directory and any input of the command are refused with a reason,
///   and nothing is written.
enum OutputFile {
  /// Writes `bytes` to `path`; `inputs` are the identities of the files the command read.
  static func write(_ bytes: [UInt8], to path: String, inputs: [FileIdentity]) throws(OutputError) {
    try check(path, inputs: inputs)
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else { throw OutputError(target: path, reason: Descriptor.reason(code)) }
      // Nothing there yet (or a dangling link): create the link's target.
      let target = try resolvedTarget(path)
      if passesThrough(target) {
        try writeInPlace(bytes, to: path, target: path)
      } else {
        try replace(target, with: bytes, keeping: nil, reportingAs: path)
      }
      return
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      try writeInPlace(bytes, to: path, target: path)
      return
    }
    let target = try resolvedTarget(path)
    if passesThrough(path) || passesThrough(target) {
      // `/dev/stdout` or `/proc/self/fd/1` redirected to a file: write through the descriptor's
      // file, as the shell would, instead of replacing a file someone else holds open.
      try writeInPlace(bytes, to: path, target: path)
      return
    }
    if status.st_nlink > 1 {
      try writeInPlace(bytes, to: target, target: path)
      return
    }
    try replace(target, with: bytes, keeping: status, reportingAs: path)
  }

  /// Refuses, with the reason, a path `write` would refuse, without writing anything: a folder,
  /// a read-only file, an input of the command, a new file in a folder that does not exist or
  /// cannot be written.
  static func check(_ path: String, inputs: [FileIdentity]) throws(OutputError) {
    func failure(_ reason: String) -> OutputError { OutputError(target: path, reason: reason) }
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      guard code == ENOENT else { throw failure(Descriptor.reason(code)) }
      let target = try resolvedTarget(path)
      if passesThrough(target) { return }
      let folder = directory(of: target)
      var folderStatus = stat()
      guard stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
        throw failure("the folder \(folder) does not exist")
      }
      guard access(folder, W_OK | X_OK) == 0 else {
        throw failure("the folder \(folder) is not writable (mode \(octal(folderStatus.st_mode & 0o7777)))")
      }
      return
    }
    if inputs.contains(FileIdentity(status)) {
      throw failure("it is the same file as the command's input")
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw failure("it is a directory")
    case S_IFREG: break
    default: return
    }
    let target = try resolvedTarget(path)
    if passesThrough(path) || passesThrough(target) { return }
    if status.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
      throw failure("the file is read-only (mode \(octal(status.st_mode & 0o7777)))")
    }
  }

  /// What `path` names for telling two outputs apart: the file's identity when it exists, else
  /// its folder's identity and the name it would take there; `nil` for a descriptor alias.
  static func destination(_ path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      let identity = FileIdentity(status)
      return "\(identity.device):\(identity.inode)"
    }
    guard let target = try? resolvedTarget(path), !passesThrough(target) else { return nil }
    var folder = stat()
    guard stat(directory(of: target), &folder) == 0 else { return nil }
    let identity = FileIdentity(folder)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    return "\(identity.device):\(identity.inode)/\(name)"
  }

  /// Whether the file `path` would be written inside the folder with `identity`, at any depth.
  static func lies(_ path: String, inside identity: FileIdentity) -> Bool {
    guard let target = try? resolvedTarget(path) else { return false }
    var folder = directory(of: target)
    var previous: FileIdentity?
    for _ in 0..<256 {
      var status = stat()
      guard stat(folder, &status) == 0 else { return false }
      let current = FileIdentity(status)
      if current == identity { return true }
      if current == previous { return false }  // `/..` is `/`
      previous = current
      folder = joined("..", in: folder)
    }
    return false
  }

  /// Whether writes to `path` must go through an open descriptor: descriptor aliases such as
  /// `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N`.
  private static func passesThrough(_ path: String) -> Bool {
    path.hasPrefix("/proc/") || path.hasPrefix("/dev/fd/")
      || ["/dev/stdout", "/dev/stderr", "/dev/stdin"].contains(path)
  }

  /// The path with every symlink followed (at most 40, as the kernel allows), stopping at the
  /// first name that is not a link or does not exist.
  private static func resolvedTarget(_ path: String) throws(OutputError) -> String {
    var target = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return target }
      if passesThrough(target) { return target }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(target, &buffer, buffer.count - 1)
      guard length >= 0 else {
        throw OutputError(target: path, reason: Descriptor.reason(errno))
      }
      let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      target = link.hasPrefix("/") ? link : joined(link, in: directory(of: target))
    }
    throw OutputError(target: path, reason: Descriptor.reason(ELOOP))
  }

  /// The folder part of a path: `a/b` → `a`, `b` → `.`, `/b` → `/`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `name` inside `folder`: `a` + `b` → `a/b`, `/` + `b` → `/b`.
  static func joined(_ name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Opens `path` for writing (creating or truncating it) and writes every byte.
  private static func writeInPlace(_ bytes: [UInt8], to path: String, target: String) throws(OutputError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw OutputError(target: target, reason: Descriptor.reason(errno)) }
    do {
      try Descriptor.write(bytes, to: descriptor, target: target)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw OutputError(target: target, reason: Descriptor.reason(errno)) }
  }

  /// Writes a temporary file beside `target` and renames it over `target`; with `existing`, the
  /// new file gets that file's mode and owner first.
  private static func replace(
    _ target: String, with bytes: [UInt8], keeping existing: stat?, reportingAs name: String
  ) throws(OutputError) {
    let folder = directory(of: target)
    let base = target.split(separator: "/").last.map(String.init) ?? target
    var descriptor: Int32 = -1
    var temporary = ""
    for attempt in 0..<100 {
      temporary = joined(".\(base).\(getpid()).\(attempt).tmp", in: folder)
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing.map { $0.st_mode & 0o777 } ?? 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      let code = errno
      if existing != nil, code == EACCES || code == EPERM {
        // The folder cannot take a temporary file but the file itself is writable.
        try writeInPlace(bytes, to: target, target: name)
        return
      }
      throw OutputError(target: name, reason: Descriptor.reason(code))
    }
    func abandon(_ reason: String) -> OutputError {
      close(descriptor)
      unlink(temporary)
      return OutputError(target: name, reason: reason)
    }
    if let existing {
      guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
        throw abandon(Descriptor.reason(errno))
      }
      if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
    }
    do {
      try Descriptor.write(bytes, to: descriptor, target: name)
    } catch {
      throw abandon(error.reason)
    }
    guard close(descriptor) == 0 else {
      let reason = Descriptor.reason(errno)
      unlink(temporary)
      throw OutputError(target: name, reason: reason)
    }
    guard rename(temporary, target) == 0 else {
      let reason = Descriptor.reason(errno)
      unlink(temporary)
      throw OutputError(target: name, reason: reason)
    }
  }

  /// A mode as four octal digits: `0444`.
  static func octal(_ mode: mode_t) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
