/// A location inside a JSON document, such as `window.controller.view.subviews[1].frame`.
///
/// Error messages about a document's content name the offending value with its path. The
/// `description` joins keys with `.` and writes indices as `[n]`; a key that is not an ASCII
/// identifier (letters, digits and `_`, not starting with a digit) is written as a bracketed JSON
/// string, `["some key"]`. The root alone prints as `$`.
///
///     JSONPath.root.appending(key: "steps").appending(index: 2).appending(key: "x-note")
///     // steps[2]["x-note"]
///
/// Appending is constant time (a path shares its prefix with the path it extends), so a walker
/// can keep one path per level of a 100,000-deep document; comparing, hashing and printing cost
/// the path's length.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down from a container.
  package enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array, 0-based.
    case index(Int)
  }

  /// The last step of a path and a link to the path it extends.
  ///
  /// Immutable once shared; `parent` is only cleared in `deinit`, where the link is no longer
  /// reachable, so sharing links between threads is safe.
  final class Link: @unchecked Sendable {
    private(set) var parent: Link?
    let component: Component
    /// The number of components up to and including this one.
    let count: Int

    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
      count = (parent?.count ?? 0) + 1
    }

    deinit {
      // Release a long chain iteratively instead of one nested deinit per link.
      var next = parent
      parent = nil
      while isKnownUniquelyReferenced(&next), let link = next {
        let following = link.parent
        link.parent = nil
        next = following
      }
    }
  }

  private var last: Link?

  /// A path with the given steps from the root.
  package init(_ components: [Component] = []) {
    for component in components { last = Link(parent: last, component: component) }
  }

  private init(last: Link?) {
    self.last = last
  }

  /// The path of the document's root value.
  package static let root = JSONPath()

  /// The steps from the root, outermost first.
  package var components: [Component] {
    var components: [Component] = []
    components.reserveCapacity(count)
    var link = last
    while let current = link {
      components.append(current.component)
      link = current.parent
    }
    return components.reversed()
  }

  /// The number of steps from the root.
  package var count: Int { last?.count ?? 0 }

  /// This path extended by the member named `key`.
  package func appending(key: String) -> JSONPath {
    JSONPath(last: Link(parent: last, component: .key(key)))
  }

  /// This path extended by the array element at `index`.
  package func appending(index: Int) -> JSONPath {
    JSONPath(last: Link(parent: last, component: .index(index)))
  }

  /// Whether both paths have the same steps.
  package static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.last
    var right = rhs.last
    while let leftLink = left, let rightLink = right {
      if leftLink === rightLink { return true }
      if leftLink.component != rightLink.component { return false }
      left = leftLink.parent
      right = rightLink.parent
    }
    return true
  }

  /// Hashes the steps.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var link = last
    while let current = link {
      hasher.combine(current.component)
      link = current.parent
    }
  }

  /// `$` for the root; otherwise keys joined with `.`, indices as `[n]`, other keys as `["..."]`.
  package var description: String {
    guard !components.isEmpty else { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .key(let key) where JSONPath.isIdentifier(key):
        if !text.isEmpty { text += "." }
        text += key
      case .key(let key):
        var writer = JSONWriter()
        writer.string(key)
        text += "[\(writer.output)]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
    return key.utf8.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || byte == 0x5F
    }
  }
}
