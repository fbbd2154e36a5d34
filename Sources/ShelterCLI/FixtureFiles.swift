import Foundation
import ShelterFixtures
import ShelterKeyboard

/// Reading fixture files for commands.
enum FixtureFiles {
  /// Loads and validates one fixture; errors become ``InputError``s naming the file and path.
  static func load(_ path: String) throws -> Fixture {
    let data = try read(path)
    do {
      return try Fixture(json: data, file: path)
    } catch {
      throw InputError(error.description)
    }
  }

  /// The bytes of a file, or an error a person can read.
  static func read(_ path: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError("\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw InputError("\(path): is a directory, expected a file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("\(path): cannot be read")
    }
    return [UInt8](data)
  }

  /// Fixture paths: files as given, directories expanded to their `.json` files in name order.
  static func expand(_ paths: [String]) throws -> [String] {
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError("\(path): no such file or directory")
      }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let base = path.hasSuffix("/") ? path : path + "/"
        result += names.filter { $0.hasSuffix(".json") }.sorted().map { base + $0 }
      } else {
        result.append(path)
      }
    }
    return result
  }

  /// Builds the scene after applying the first `steps` steps (all when `nil`).
  static func simulation(_ fixture: Fixture, policy: AvoidancePolicyID = .shelter, steps: Int? = nil) throws
    -> Simulation
  {
    do {
      let simulation = try Simulation(fixture: fixture, policy: policy)
      let count = min(steps ?? fixture.steps.count, fixture.steps.count)
      for index in 0..<count { try simulation.apply(fixture.steps[index], at: index) }
      return simulation
    } catch {
      throw InputError(error.inFile(fixture.name).description)
    }
  }
}
