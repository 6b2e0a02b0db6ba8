#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One case's copy: the string literals a member returns for it.
public struct CopyValue: Sendable, Equatable {
  public struct Item: Sendable, Equatable {
    /// The literal's value; nil when it interpolates, so it cannot be judged statically.
    public var value: String?
    public var path: String
    public var position: SourcePosition?
    /// The opening quote's byte offset, for literals read from Swift source.
    public var offset: Int?

    public init(value: String?, path: String, position: SourcePosition?, offset: Int? = nil) {
      self.value = value
      self.path = path
      self.position = position
      self.offset = offset
    }
  }

  /// The case (`classic`), `default`, the member's name when it has no switch, or a catalog key.
  public var name: String
  public var items: [Item]
  /// Where the case label is written.
  public var path: String
  public var position: SourcePosition?

  public init(name: String, items: [Item], path: String, position: SourcePosition?) {
    self.name = name
    self.items = items
    self.path = path
    self.position = position
  }
}
