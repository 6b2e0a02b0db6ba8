import Foundation

/// Rewrites one field of a real index that git itself would never write, then fixes the
/// trailer the way git checks it, so tests can hand the readers shapes found in the wild.
public enum IndexPatch {
  /// Sets the mode word of the version 2 or 3 entry at `path` in `.git/index`.
  public static func setMode(_ mode: UInt32, of path: String, in repo: ScratchRepository) throws {
    let url = repo.root.appendingPathComponent(".git/index")
    var bytes = [UInt8](try Data(contentsOf: url))
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    guard word(4) == 2 || word(4) == 3 else { throw ScratchError("index version \(word(4))") }
    var cursor = 12
    for _ in 0..<word(8) {
      let flags = Int(bytes[cursor + 60]) << 8 | Int(bytes[cursor + 61])
      let nameStart = cursor + 62 + (flags & 0x4000 != 0 ? 2 : 0)
      let nul = bytes[nameStart...].firstIndex(of: 0)!
      if Array(bytes[nameStart..<nul]) == Array(path.utf8) {
        for shift in 0..<4 { bytes[cursor + 24 + shift] = UInt8(truncatingIfNeeded: mode >> (24 - 8 * shift)) }
        try Data(bytes.dropLast(20) + (try sha1(Array(bytes.dropLast(20))))).write(to: url)
        return
      }
      cursor += (nul - cursor + 8) & ~7
    }
    throw ScratchError("no index entry for \(path)")
  }

  /// Sets the big-endian word at `offset` of `.git/index` (8: the entry count).
  public static func setWord(_ value: UInt32, at offset: Int, in repo: ScratchRepository) throws {
    let url = repo.root.appendingPathComponent(".git/index")
    var bytes = [UInt8](try Data(contentsOf: url))
    for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * shift)) }
    try Data(bytes.dropLast(20) + (try sha1(Array(bytes.dropLast(20))))).write(to: url)
  }

  /// SHA-1 by the system's `sha1sum` (or `shasum` on macOS).
  public static func sha1(_ bytes: [UInt8]) throws -> [UInt8] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let tool = FileManager.default.isExecutableFile(atPath: "/usr/bin/sha1sum") ? "sha1sum" : "shasum"
    let result = try ProcessResult.run("/usr/bin/env", [tool, file.path], in: FileManager.default.temporaryDirectory)
    let hex = Array(result.standardOutput.prefix(40).utf8)
    guard result.status == 0, hex.count == 40 else { throw ScratchError("\(tool) failed: \(result.standardError)") }
    func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
    return stride(from: 0, to: 40, by: 2).map { nibble(hex[$0]) << 4 | nibble(hex[$0 + 1]) }
  }
}
