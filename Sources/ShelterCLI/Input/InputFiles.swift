#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the files a command takes, through POSIX calls: regular files, pipes and FIFOs alike.
enum InputFiles {
  /// The bytes of the file at `path` and its identity, or an error a person can read:
  /// `login.json: no such file`, `Fixtures: is a directory, expected a file`.
  static func read(_ path: String) throws(InputError) -> (bytes: [UInt8], identity: FileIdentity) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw InputError("\(path): no such file") }
      throw InputError("\(path): cannot be read: \(Descriptor.reason(code))")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw InputError("\(path): cannot be read: \(Descriptor.reason(errno))")
    }
    if status.st_mode & S_IFMT == S_IFDIR { throw InputError("\(path): is a directory, expected a file") }
    let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
    do {
      return (try Descriptor.readAll(descriptor, expectedSize: size), FileIdentity(status))
    } catch {
      throw InputError("\(path): cannot be read: \(error.description)")
    }
  }
}
