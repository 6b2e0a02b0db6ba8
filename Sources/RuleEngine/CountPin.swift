#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "`subject` counts exactly `count`": a registry's size, pinned with its history.
///
/// In a suite, the comment lines right above `count:` are the pin's trail: one line per
/// change, saying when, the new number and why. The latest line must state the pinned
/// number, so moving the pin is a written decision, never a chore.
public struct CountPin: Sendable {
  public var id: String
  public var title: String?
  /// `enum GameMode`, `array Registry.all`, `files Sources/Modes/*.swift` or `needle register(`.
  public var subject: String
  /// The file that declares an enum or array (searched for when nil), or the path prefix a
  /// needle is counted under.
  public var file: String?
  public var count: Int

  public init(id: String, title: String? = nil, subject: String, in file: String? = nil, count: Int) {
    self.id = id
    self.title = title
    self.subject = subject
    self.file = file
    self.count = count
  }
}
