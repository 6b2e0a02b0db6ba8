#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule's verdict on one file from its declaration facts, fence aside, which the fact
/// scan computes once per blob and the scan cache keeps in place of the facts: a file that
/// breaks nothing then holds no facts at all, as a file that imports nothing fenced holds
/// none. `key` names everything the verdict depends on besides the file's bytes.
public struct FactJudge: Sendable {
  public var key: String
  public var judge: @Sendable (DeclarationFacts) -> [FactBreach]

  public init(key: String, judge: @escaping @Sendable (DeclarationFacts) -> [FactBreach]) {
    (self.key, self.judge) = (key, judge)
  }
}

extension ArgumentValues {
  /// The values in one stable spelling, for a key: labels in order, lists as written, maps
  /// and dictionaries by key, fields apart by control characters no literal holds.
  public func stableSpelling(leaving left: Set<String> = []) -> String {
    var parts = ["id=" + id, "title=" + (title ?? "\u{0}")]
    for label in byLabel.keys.sorted() where !left.contains(label) {
      let spelled: String
      switch byLabel[label]! {
      case .text(let text): spelled = "t:" + text
      case .integer(let number): spelled = "i:\(number)"
      case .bool(let flag): spelled = "b:\(flag)"
      case .texts(let items): spelled = "l:" + items.joined(separator: "\u{1E}")
      case .pairs(let pairs):
        spelled = "p:" + pairs.keys.sorted().map { $0 + "\u{1D}" + pairs[$0]! }.joined(separator: "\u{1E}")
      case .map(let map):
        spelled =
          "m:"
          + map.keys.sorted().map { $0 + "\u{1D}" + map[$0]!.joined(separator: "\u{1C}") }.joined(separator: "\u{1E}")
      }
      parts.append(label + "=" + spelled)
    }
    return parts.joined(separator: "\u{1F}")
  }
}
