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

/// A count only a running program knows (`PartyOccasion.bigParty.modes.count`), pinned in a
/// suite that imports `module`. `fitness check` checks its trail; `swift test` checks the value.
public struct RuntimePin: Sendable {
  public var id: String
  public var title: String?
  public var module: String
  public var expression: String
  public var count: Int

  public init(id: String, title: String? = nil, module: String, expression: String, count: Int) {
    self.id = id
    self.title = title
    self.module = module
    self.expression = expression
    self.count = count
  }
}

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
