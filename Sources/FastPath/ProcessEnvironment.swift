#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment and working directory, read through libc.
package enum ProcessEnvironment {
  package static func current() -> [String: String] {
    var values: [String: String] = [:]
    var cursor = environ
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        values[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      cursor += 1
    }
    return values
  }

  package static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
