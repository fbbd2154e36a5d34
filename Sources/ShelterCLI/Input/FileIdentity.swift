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
