/// "Did you mean …?" for a mistyped command or option, as git and SwiftPM answer.
enum NearestSpelling {
  /// The candidate closest to `typed`: one it begins (`--al` for `--all`), else one within
  /// two edits (`chek` for `check`); nil when none is that close, or two are equally close.
  static func nearest(to typed: String, in candidates: [String]) -> String? {
    let prefixed = candidates.filter { $0.hasPrefix(typed) && $0 != typed }
    if typed.count >= 3, prefixed.count == 1 { return prefixed[0] }
    let scored = candidates.map { ($0, distance(typed, $0)) }.filter { $0.1 <= 2 }
    guard let best = scored.map(\.1).min() else { return nil }
    let closest = scored.filter { $0.1 == best }
    return closest.count == 1 ? closest[0].0 : nil
  }

  /// Levenshtein distance over characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
