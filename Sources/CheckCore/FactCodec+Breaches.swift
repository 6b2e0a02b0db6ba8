import SwiftScanner

/// The scan cache's binary form of what the rules that read declarations found in a file,
/// after its imports and needles: a flag (0 none judged, 1 these follow, 2 too long to keep:
/// the record reads as a miss, and the file is scanned again), then each judge's key and its
/// breaches with their places. The declarations themselves are never kept: every rule that
/// reads them is judged during the scan (`FactJudge`), so a record holds verdicts only.
extension FactCodec {
  static let noneJudged: UInt8 = 0
  static let breachesFollow: UInt8 = 1
  static let breachesNotKept: UInt8 = 2

  static func encode(_ breaches: [String: [FactBreach]]?, into out: inout [UInt8]) {
    guard let breaches else { return out.append(noneJudged) }
    func short(_ text: String) -> Bool { text.utf8.count < 0xFFFF }
    let fits =
      breaches.count < 0xFFFF
      && breaches.allSatisfy { key, found in
        short(key) && found.allSatisfy { short($0.kind) && short($0.message) && short($0.subject) }
      }
    guard fits else { return out.append(breachesNotKept) }
    out.append(breachesFollow)
    put16(breaches.count, &out)
    for key in breaches.keys.sorted() {
      putString(key, &out)
      put32(breaches[key]!.count, &out)
      for breach in breaches[key]! {
        putString(breach.kind, &out)
        putString(breach.message, &out)
        putString(breach.subject, &out)
        guard let position = breach.position else {
          out.append(0)
          continue
        }
        out.append(1)
        put32(position.line, &out)
        put32(position.column, &out)
      }
    }
  }
}

extension FactCodec.Reader {
  /// The judges' verdicts: `.some(nil)` when none judged; nil when they do not parse or
  /// were not kept (a miss).
  mutating func breaches() -> [String: [FactBreach]]?? {
    guard let flag = number(1) else { return nil }
    switch UInt8(flag) {
    case FactCodec.noneJudged: return .some(nil)
    case FactCodec.breachesFollow: break
    default: return nil
    }
    guard let keyCount = number(2) else { return nil }
    var breaches: [String: [FactBreach]] = [:]
    for _ in 0..<keyCount {
      guard let key = string(), let key, let count = number(4), count <= bytes.count - cursor else { return nil }
      var found: [FactBreach] = []
      for _ in 0..<count {
        guard let kind = string(), let kind, let message = string(), let message, let subject = string(), let subject,
          let placed = number(1)
        else { return nil }
        var position: SourcePosition? = nil
        if placed == 1 {
          guard let line = number(4), let column = number(4) else { return nil }
          position = SourcePosition(line: line, column: column)
        }
        found.append(FactBreach(kind: kind, position: position, message: message, subject: subject))
      }
      breaches[key] = found
    }
    return .some(breaches)
  }
}
