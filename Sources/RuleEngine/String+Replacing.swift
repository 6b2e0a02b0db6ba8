#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension String {
  /// Every `target` replaced by `replacement`. The engine runs without Foundation, whose
  /// `replacingOccurrences` it would otherwise use.
  public func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var out = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      out += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
