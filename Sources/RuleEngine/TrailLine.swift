#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One line of a pin's trail, as written above `count:`.
public struct TrailLine: Sendable, Equatable {
  public var text: String
  public var position: SourcePosition

  public init(text: String, position: SourcePosition) {
    self.text = text
    self.position = position
  }
}
