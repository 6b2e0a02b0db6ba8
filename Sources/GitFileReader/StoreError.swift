/// Why the direct reader stepped aside, or found the repository damaged.
///
/// A shape it does not support is not a failure of the check: the caller hands the whole
/// run to the libgit2-backed snapshot, which handles every repository shape (or refuses it
/// with a message that says what to do). Damage is different: a lying size, a delta chain
/// that loops, an index entry git never writes. No reader can judge those bytes, and
/// libgit2 can hang on some of them, so the check stops with exit 2 instead. The reason is
/// kept for the message and for `FITNESS_TRACE`.
package struct StoreError: Error, Equatable, CustomStringConvertible {
  package var reason: String
  /// The repository's own files are damaged, not merely of a shape this reader skips.
  package var isDamage = false

  package init(_ reason: String) {
    self.reason = reason
  }

  /// Damage found in the repository's files.
  package static func damaged(_ reason: String) -> StoreError {
    var error = StoreError(reason)
    error.isDamage = true
    return error
  }

  package var description: String { reason }
}
