#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a pin asks of its trail's lines; carried only with the pins.
extension TrailLine {
  /// Whether the line states `number` as a whole number: `18 modes` does, `118` does not.
  public func states(_ number: Int) -> Bool {
    let digits = Array(String(number).utf8)
    let bytes = Array(text.utf8)
    guard bytes.count >= digits.count else { return false }
    for start in 0...(bytes.count - digits.count) where Array(bytes[start..<start + digits.count]) == digits {
      let before: UInt8 = start == 0 ? 0x20 : bytes[start - 1]
      let after: UInt8 = start + digits.count == bytes.count ? 0x20 : bytes[start + digits.count]
      if !SourceByte.isDigit(before), !SourceByte.isDigit(after) { return true }
    }
    return false
  }
}
