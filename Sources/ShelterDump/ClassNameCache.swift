/// The class name of the entry read last, and its bytes.
struct ClassNameCache {
  var bytes: [UInt8] = []
  var name = ""
}
