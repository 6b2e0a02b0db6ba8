internal import CLibGit2
import Foundation
import GitFileReader

/// What a file holds, as far as the engine cares.
package enum FileContents: Equatable, Sendable {
  case text([UInt8])
  /// Git would call it binary: a NUL byte in the first 8000 bytes. Never a Swift file.
  case binary
  /// Larger than `Blob.sizeLimit`; skipped without being read.
  case tooLarge(Int)
}

/// Reads raw blob bytes: the clean, committed form, never passed through filters.
enum Blob {
  /// Source files above this size are skipped rather than read into memory.
  static let sizeLimit = 32 << 20

  static func contents(of id: ObjectID, path: String, in repository: Repository)
    throws(LibGit2ReaderError) -> FileContents
  {
    // The direct reader first: it bounds every delta chain, and libgit2 loops on some.
    // With `FITNESS_READER=libgit2` it only vouches, and libgit2 reads the bytes.
    if repository.environment.libgit2Contents {
      try repository.vouch(for: id)
    } else if let hash = ObjectHash(bytes: id.bytes) {
      do {
        switch try repository.objects.blob(hash, limit: sizeLimit) {
        case .bytes(let bytes)?: return classify(bytes, path: path)
        case .tooLarge(let size)?: return .tooLarge(size)
        case nil: break
        }
      } catch {
        throw .damaged("'\(path)': \(error.reason)")
      }
    }
    var odb: OpaquePointer? = nil
    try LibGit2.check(git_repository_odb(&odb, repository.handle), "open the object database")
    defer { git_odb_free(odb) }
    var oid = id.raw
    var size = 0
    var type = GIT_OBJECT_ANY
    let header = git_odb_read_header(&size, &type, odb, &oid)
    if header == GIT_ENOTFOUND.rawValue { throw .missingBlob(path: path) }
    try LibGit2.check(header, "read the object for '\(path)'")
    if size > sizeLimit { return .tooLarge(size) }
    var blob: OpaquePointer? = nil
    try LibGit2.check(git_blob_lookup(&blob, repository.handle, &oid), "read the blob for '\(path)'")
    defer { git_blob_free(blob) }
    let count = Int(git_blob_rawsize(blob))
    guard count > 0, let raw = git_blob_rawcontent(blob) else { return .text([]) }
    let bytes = Array(UnsafeBufferPointer(start: raw.assumingMemoryBound(to: UInt8.self), count: count))
    return classify(bytes, path: path)
  }

  /// Git's own test, binary when a NUL appears in the first 8000 bytes, for every file but
  /// Swift sources (the compiler reads a NUL as whitespace, so a Swift file is judged
  /// whatever its bytes) and `.strings` and `.stringsdict` files, which Xcode writes in
  /// UTF-16 and Foundation reads so (as `FileBytes.classify` does for the front).
  static func classify(_ bytes: [UInt8], path: String) -> FileContents {
    guard !(path.utf8.count > 6 && path.utf8.suffix(6).elementsEqual(".swift".utf8)), !path.hasSuffix(".strings"),
      !path.hasSuffix(".stringsdict")
    else { return .text(bytes) }
    return bytes.prefix(8000).contains(0) ? .binary : .text(bytes)
  }
}
