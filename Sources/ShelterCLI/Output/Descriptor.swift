#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing whole byte buffers through POSIX file descriptors, with every failure
/// returned as a value (never a trap).
enum Descriptor {
  /// Writes every byte, retrying after interrupted and partial writes; `EPIPE` becomes a
  /// ``OutputError/brokenPipe`` error, any other failure an error naming `target` and the reason.
  static func write(_ bytes: [UInt8], to descriptor: Int32, target: String) throws(OutputError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #else
          Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        #endif
      }
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          // A non-blocking descriptor that is full: wait until it takes more.
          var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&waiting, 1, -1)
          continue
        }
        throw OutputError(target: target, reason: reason(code), brokenPipe: code == EPIPE)
      }
      offset += written
    }
  }

  /// Reads to the end of the descriptor; `expectedSize` (a regular file's size) sizes the buffer
  /// once instead of growing it.
  static func readAll(_ descriptor: Int32, expectedSize: Int = 0) throws(InputError) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(expectedSize)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress!, buffer.count)
      }
      if count < 0 {
        let code = errno
        if code == EINTR || code == EAGAIN { continue }
        throw InputError(reason(code))
      }
      if count == 0 { return result }
      result.append(contentsOf: chunk[0..<count])
    }
  }

  /// The system's text for an `errno` value: `No space left on device`.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Ignores `SIGPIPE` once for the process, so a closed pipe shows up as `EPIPE` from `write(2)`
  /// instead of killing the process.
  static func ignoreBrokenPipeSignal() {
    _ = ignoringBrokenPipe
  }

  private static let ignoringBrokenPipe: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
  }()
}
