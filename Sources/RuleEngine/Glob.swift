#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Glob matching on repo-relative paths, as git's `:(glob)` pathspec: `*` and `?` stay
/// within a folder, `**` as a whole segment spans folders.
///
/// `**` (with or without the `/` after it) matches nothing, or anything that ends with a
/// `/`: whole folders; at the end of a glob, everything under where it stands (`Mac/**`). The match runs the glob as a set of positions over the path's bytes,
/// one pass, so it takes time in proportion to the path times the glob whatever they hold: a
/// pattern of many stars against a long name cannot make the hook hang.
public enum Glob {
  public static func matches(_ path: String, _ glob: String) -> Bool {
    Pattern(Array(glob.utf8)).matches(Array(path.utf8))
  }

  /// Whether a path matches a glob, both as the engine carries them (git's quoted spelling,
  /// `Sources/\303\251.swift`): matched on the bytes they stand for, so `??` is the two
  /// bytes of `é`, as git's pathspec reads it, not two characters of `\303`.
  public static func matches(spelled path: String, _ glob: String) -> Bool {
    Pattern(QuotedPath.bytes(glob)).matches(QuotedPath.bytes(path))
  }

  /// A glob read into its parts once.
  struct Pattern {
    enum Part: Equatable {
      case byte(UInt8)
      /// `?`: one byte that is not `/`.
      case one
      /// `*`: any run of bytes without `/`.
      case star
      /// `**` or `**/`: nothing, or any run of bytes that ends with `/`.
      case folders
    }

    let parts: [Part]

    init(_ bytes: [UInt8]) {
      var parts: [Part] = []
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        // `**` spans folders only as a whole segment (`**/x`, `a/**/x`, `a/**`); elsewhere
        // (`A**p`, `**.swift`) it is two `*`, as in git's pathspec.
        let segmentStart = index == 0 || bytes[index - 1] == SourceByte.slash
        let segmentEnd = index + 2 == bytes.count || (index + 2 < bytes.count && bytes[index + 2] == SourceByte.slash)
        if byte == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2A, segmentStart, segmentEnd {
          index += 2
          if index < bytes.count, bytes[index] == SourceByte.slash { index += 1 }
          parts.append(.folders)
          continue
        }
        parts.append(byte == 0x2A ? .star : byte == 0x3F ? .one : .byte(byte))
        index += 1
      }
      self.parts = parts
    }

    /// Runs the parts over `path`: `at[i]` says the match may stand before part `i` (and
    /// `at[parts.count]`, past the last), `inside[i]` that it is within the folders of a
    /// `**` at `i`, which it leaves after a `/`.
    func matches(_ path: [UInt8]) -> Bool {
      let count = parts.count
      var at = [Bool](repeating: false, count: count + 1)
      var inside = [Bool](repeating: false, count: count)
      var nextAt = at
      var nextInside = inside
      /// Marks position `start` and what follows it without reading a byte: a `*` or `**`
      /// may match nothing.
      func enter(_ start: Int, _ at: inout [Bool], _ inside: inout [Bool]) {
        var index = start
        while index <= count, !at[index] {
          at[index] = true
          guard index < count else { return }
          switch parts[index] {
          case .star: index += 1
          case .folders:
            inside[index] = true
            index += 1
          default: return
          }
        }
      }
      enter(0, &at, &inside)
      for byte in path {
        for index in 0...count {
          nextAt[index] = false
          if index < count { nextInside[index] = false }
        }
        var any = false
        for index in 0..<count {
          if inside[index] {
            nextInside[index] = true
            any = true
            if byte == SourceByte.slash { enter(index + 1, &nextAt, &nextInside) }
          }
          guard at[index] else { continue }
          switch parts[index] {
          case .byte(let wanted):
            if byte == wanted {
              enter(index + 1, &nextAt, &nextInside)
              any = true
            }
          case .one:
            if byte != SourceByte.slash {
              enter(index + 1, &nextAt, &nextInside)
              any = true
            }
          case .star:
            if byte != SourceByte.slash {
              enter(index, &nextAt, &nextInside)
              any = true
            }
          case .folders: break
          }
        }
        guard any else { return false }
        swap(&at, &nextAt)
        swap(&inside, &nextInside)
      }
      // A glob that ends in `**` takes everything under where it stands (`Mac/**`), as
      // git's pathspec does.
      return at[count] || (parts.last == .folders && inside[count - 1])
    }
  }
}
