#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the system knows it, by device and inode: two paths (a hard link, a symlink, `./x`
/// and `x`) name the same file exactly when their identities are equal.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The identity of the regular file an open descriptor refers to; `nil` for a pipe, a terminal or
  /// a device, which `-o` can never replace.
  init?(regularFileAt descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    self.init(status)
  }
}

/// Reading the files a command takes, through POSIX calls: regular files, pipes and FIFOs alike.
enum InputFiles {
  /// The bytes of the file at `path` and its identity, or an error a person can read:
  /// `login.json: no such file`, `Fixtures: is a directory, expected a file`.
  static func read(_ path: String) throws(InputError) -> (bytes: [UInt8], identity: FileIdentity?) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw InputError("\(path): no such file") }
      throw InputError("\(path): cannot be read: \(Descriptor.reason(code))")
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw InputError("\(path): is a directory, expected a file")
    }
    do {
      return (try Descriptor.readAll(descriptor), FileIdentity(status))
    } catch {
      throw InputError("\(path): cannot be read: \(error.description)")
    }
  }
}
