#if canImport(SwiftScanner)
  import SwiftScanner
#endif

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
