import ShelterFixtures
import ShelterKeyboard
import ShelterSimulation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fixture files for commands: decoding, directory expansion and playing the first steps.
enum FixtureFiles {
  /// Decodes and validates a fixture's bytes; errors become ``InputError``s naming the file.
  static func parse(_ bytes: [UInt8], name: String) throws(InputError) -> Fixture {
    do {
      return try Fixture(json: bytes, file: name)
    } catch {
      throw InputError(error.description)
    }
  }

  /// Fixture paths: files (and `-`) as given, directories expanded to their `.json` files in name
  /// order.
  static func expand(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    for path in paths {
      var status = stat()
      guard path == "-" || stat(path, &status) == 0 else {
        throw InputError("\(path): no such file or directory")
      }
      guard path != "-", status.st_mode & S_IFMT == S_IFDIR else {
        result.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? path : path + "/"
      result += try names(in: path).filter { $0.hasSuffix(".json") }.sorted().map { base + $0 }
    }
    return result
  }

  /// The names in a directory, without `.` and `..`, in the order the system lists them.
  static func names(in path: String) throws(InputError) -> [String] {
    guard let directory = opendir(path) else {
      throw InputError("\(path): cannot be read: \(Descriptor.reason(errno))")
    }
    return entries(of: directory)
  }

  /// The names in the folder open as `descriptor` (which stays open), without `.` and `..`; `nil`
  /// when it cannot be listed. Reading through the descriptor, not a path, lists the folder that
  /// was opened even if its name now leads elsewhere.
  static func names(inFolder descriptor: Int32) -> [String]? {
    let copy = dup(descriptor)
    guard copy >= 0 else { return nil }
    guard let directory = fdopendir(copy) else {
      close(copy)
      return nil
    }
    // The copy shares the descriptor's position: start from the first entry.
    rewinddir(directory)
    return entries(of: directory)
  }

  #if canImport(Glibc)
    private typealias DirectoryStream = OpaquePointer
  #else
    private typealias DirectoryStream = UnsafeMutablePointer<DIR>
  #endif

  /// Every name an open directory stream lists but `.` and `..`; closes the stream.
  private static func entries(of directory: DirectoryStream) -> [String] {
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The `--step` value checked against the fixture: all steps when it is not given; a number
  /// outside `0…steps.count` is a usage error naming the range.
  static func stepCount(_ args: ParsedArguments, fixture: Fixture, path: String) throws -> Int {
    let count = fixture.steps.count
    guard let text = args.value(.step) else { return count }
    guard let step = Int(text), step >= 0 else {
      throw UsageError("--step needs a whole number ≥ 0, found '\(text)'")
    }
    guard step <= count else {
      throw UsageError(
        "--step \(step) is out of range: \(Invocation.displayName(path)) has \(count) step\(count == 1 ? "" : "s"), so 0…\(count)"
      )
    }
    return step
  }

  /// The one policy a command plays (`--policy`, default `shelter`); `all` and unknown names are
  /// usage errors worded as `check` words them.
  /// The fixture laid out for `--device`'s screen, or as it is without the option; `all` names
  /// several screens and is refused here.
  static func onDevice(_ fixture: Fixture, _ args: ParsedArguments) throws -> Fixture {
    guard let name = args.value(.device) else { return fixture }
    let screens = try Check.screens(named: name)
    guard screens.count == 1, let screen = screens.first else {
      throw UsageError("--device all is only for check, which runs every device; name one device")
    }
    return fixture.onScreen(screen)
  }

  static func policy(_ args: ParsedArguments) throws -> AvoidancePolicyID {
    let name = args.value(.policy) ?? AvoidancePolicyID.shelter.rawValue
    guard name != "all" else {
      throw UsageError(
        "--policy all is only for check, which runs every policy; expected one of \(AvoidancePolicyID.allNames.joined(separator: ", "))"
      )
    }
    guard let policy = AvoidancePolicyID(rawValue: name) else {
      throw unknownPolicy(name, allowingAll: false)
    }
    return policy
  }

  /// `unknown policy 'magic', expected one of …`, with a hint when a name is close.
  static func unknownPolicy(_ name: String, allowingAll: Bool) -> UsageError {
    UsageError(
      "unknown policy '\(name)', expected \(allowingAll ? "all or " : "")one of "
        + AvoidancePolicyID.allNames.joined(separator: ", ")
        + Suggestion.didYouMean(name, among: AvoidancePolicyID.allNames))
  }

  /// Builds the scene after applying the first `steps` steps; errors name `path`.
  static func simulation(
    _ fixture: Fixture, path: String, policy: AvoidancePolicyID = .shelter, steps: Int
  ) throws -> Simulation {
    do {
      let simulation = try Simulation(fixture: fixture, policy: policy)
      for index in 0..<steps { try simulation.apply(fixture.steps[index], at: index) }
      return simulation
    } catch {
      throw InputError(error, file: Invocation.displayName(path))
    }
  }
}

extension InputError {
  /// A fixture error worded for people, attributed to `file` when it names no file of its own.
  init(_ error: FixtureError, file: String) {
    self.init(error.file == nil ? error.inFile(file).description : error.description)
  }
}
