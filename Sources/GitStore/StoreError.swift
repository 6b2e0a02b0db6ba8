/// Why the direct reader stepped aside.
///
/// Not a failure of the check: the caller hands the whole run to the libgit2-backed
/// snapshot, which handles every repository shape (or refuses it with a message that says
/// what to do). The reason is kept for `FITNESS_TRACE`.
public struct StoreError: Error, Equatable, CustomStringConvertible {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}
