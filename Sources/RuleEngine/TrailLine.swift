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

  /// Whether the line states `number` as a whole number: `18 modes` does, `118` does not.
  public func states(_ number: Int) -> Bool {
    let digits = Array(String(number).utf8)
    let bytes = Array(text.utf8)
    guard bytes.count >= digits.count else { return false }
    for start in 0...(bytes.count - digits.count) where Array(bytes[start..<start + digits.count]) == digits {
      let before = start == 0 ? 0x20 : bytes[start - 1]
      let after = start + digits.count == bytes.count ? 0x20 : bytes[start + digits.count]
      if !SourceByte.isDigit(before), !SourceByte.isDigit(after) { return true }
    }
    return false
  }
}
