internal import CLibGit2

/// A git object id, copied out of libgit2 so no C pointer escapes.
package struct ObjectID: Hashable, Sendable, CustomStringConvertible {
  let raw: git_oid

  init(_ raw: git_oid) { self.raw = raw }

  package static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
    var left = lhs.raw
    var right = rhs.raw
    return git_oid_cmp(&left, &right) == 0
  }

  package func hash(into hasher: inout Hasher) {
    withUnsafeBytes(of: raw) { hasher.combine(bytes: $0) }
  }

  /// The 20 raw bytes.
  package var bytes: [UInt8] {
    withUnsafeBytes(of: raw.id) { Array($0) }
  }

  /// The 40-character hexadecimal form.
  package var description: String {
    var copy = raw
    var buffer = [CChar](repeating: 0, count: 41)
    git_oid_tostr(&buffer, 41, &copy)
    return String(decoding: buffer.prefix(40).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
