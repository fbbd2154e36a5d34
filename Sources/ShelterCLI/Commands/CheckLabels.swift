/// Row names for `check`: each file by its name, or by as much of its path as it takes to tell it
/// from another file of the same name.
enum CheckLabels {
  /// For each path, its shortest trailing run of components that no other (different) path ends
  /// with; the whole path when there is none. `a/login.json` and `b/login.json` give themselves,
  /// `x/a/login.json` and `y/b/login.json` give `a/login.json` and `b/login.json`.
  static func labels(for paths: [String]) -> [String] {
    let components = paths.map { $0.split(separator: "/").map(String.init) }
    var byName: [String: [Int]] = [:]
    for (index, parts) in components.enumerated() { byName[parts.last ?? "", default: []].append(index) }
    func suffix(_ index: Int, _ length: Int) -> ArraySlice<String> { components[index].suffix(length) }
    return paths.indices.map { index in
      let rivals = (byName[components[index].last ?? ""] ?? []).filter { paths[$0] != paths[index] }
      guard !rivals.isEmpty else { return components[index].last ?? paths[index] }
      for length in 1...max(1, components[index].count) {
        let mine = suffix(index, length)
        if rivals.allSatisfy({ suffix($0, length) != mine }) { return mine.joined(separator: "/") }
      }
      return paths[index]
    }
  }
}
