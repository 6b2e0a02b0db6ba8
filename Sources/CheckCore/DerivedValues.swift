import GitFileReader

/// What a check's rules derive from its manifests, worked out once per check rather than
/// once per rule (`FileSet.derived`): the modules of every package and project, which a
/// large Xcode project's digest takes milliseconds to give.
final class DerivedValues: @unchecked Sendable {
  private let lock = Lock()
  private var values: [String: any Sendable] = [:]

  func value(_ key: String, _ work: () -> any Sendable) -> any Sendable {
    lock.run {
      if let known = values[key] { return known }
      let value = work()
      values[key] = value
      return value
    }
  }
}
