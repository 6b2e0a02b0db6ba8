import Testing

extension Tag {
  /// Suites that build Swift packages, install from PyPI or replay many git states: minutes,
  /// not seconds. `swift test --skip` by their names for a quick run; CI runs them all.
  @Tag static var slow: Self
}
