/// Git's file modes, read the way git itself reads them.
///
/// Git keeps only the type bits and, for regular files, the owner's execute bit: a tree
/// written by an old git (`100664`) or an index entry with unusual permissions (`100600`)
/// is still a regular file, and is the same file as its `100644` twin. Comparing raw
/// modes instead would judge files a commit does not touch, and skip files it records.
package enum FileMode {
  static let typeBits: UInt32 = 0o170000

  /// The mode as git writes it: `100644`, `100755`, `120000`, `040000` or `160000`.
  package static func canonical(_ mode: UInt32) -> UInt32 {
    switch mode & typeBits {
    case 0o100000: return mode & 0o100 != 0 ? 0o100755 : 0o100644
    case 0o120000: return 0o120000
    case 0o040000: return 0o040000
    default: return 0o160000
    }
  }

  /// A regular file, whatever its permission bits.
  package static func isRegular(_ mode: UInt32) -> Bool { mode & typeBits == 0o100000 }

  /// A directory (a tree entry).
  package static func isTree(_ mode: UInt32) -> Bool { mode & typeBits == 0o040000 }
}
