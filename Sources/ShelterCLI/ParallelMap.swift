import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs independent pieces of work on several threads and returns their results in index order,
/// so the output of a parallel run is byte-for-byte the output of a serial one.
enum ParallelMap {
  /// The number of processors online: the default number of jobs.
  static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// `body(0) … body(count - 1)` with at most `jobs` of them running at a time; each worker takes
  /// the next index when it finishes one, so uneven pieces still spread over every thread.
  static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    if jobs <= 1 || count <= 1 { return (0..<count).map(body) }
    let slots = Slots<T>(count: count)
    let group = DispatchGroup()
    for _ in 0..<min(jobs, count) {
      DispatchQueue.global().async(group: group) {
        while let index = slots.claim() { slots.store(body(index), at: index) }
      }
    }
    group.wait()
    return slots.results()
  }

  /// The next index to run and the results so far, shared by the workers.
  private final class Slots<T: Sendable>: Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int
    private let values: Mutex<[T?]>

    init(count: Int) {
      self.count = count
      values = Mutex([T?](repeating: nil, count: count))
    }

    func claim() -> Int? {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      return index < count ? index : nil
    }

    func store(_ value: T, at index: Int) { values.withLock { $0[index] = value } }

    func results() -> [T] { values.withLock { $0.map { $0! } } }
  }
}
