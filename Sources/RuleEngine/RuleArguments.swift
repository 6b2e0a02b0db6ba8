#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One rule literal's arguments, each read and checked against its kind, with the suite
/// around them: what a pattern's `RuleLiteral.rule(from:)` builds its rule from.
public struct RuleArguments {
  public internal(set) var id = ""
  public internal(set) var title: String?
  var strings: [String: String] = [:]
  var lists: [String: [LiteralParser.Element]] = [:]
  var integers: [String: Int] = [:]
  var bools: [String: Bool] = [:]
  var dictionaries: [String: [(key: LiteralParser.Element, value: LiteralParser.Element)]] = [:]
  var trails: [String: [(text: String, offset: Int)]] = [:]
  /// A layer's fence: each entry's path and what it grants, with the grants' offsets.
  var grants: [String: [LiteralParser.Element]] = [:]
  /// Independent modules' homes and re-exporters' files, each by module name.
  var moduleMaps: [String: [(key: LiteralParser.Element, paths: [LiteralParser.Element])]] = [:]
  /// Where each given argument's label is written, for an error about its value.
  var offsets: [String: Int] = [:]
  /// The suite, its path, and where the literal's type name starts in it.
  let source: ScannedSource
  let path: String
  let offset: Int

  init(source: ScannedSource, path: String, offset: Int) {
    self.source = source
    self.path = path
    self.offset = offset
  }

  func text(_ label: String) -> String? { strings[label] }
  func list(_ label: String) -> [String] { (lists[label] ?? []).map(\.value) }
  func integer(_ label: String) -> Int? { integers[label] }
  func bool(_ label: String) -> Bool? { bools[label] }

  func dictionary(_ label: String) -> [String: String] {
    var result: [String: String] = [:]
    for pair in dictionaries[label] ?? [] { result[pair.key.value] = pair.value.value }
    return result
  }

  func moduleMap(_ label: String) -> [String: [String]] {
    var map: [String: [String]] = [:]
    for entry in moduleMaps[label] ?? [] { map[entry.key.value] = entry.paths.map(\.value) }
    return map
  }

  /// A layer's or independent modules' fence: each entry's path and what it grants.
  var grantedByEntry: [String: [String]] { grants.mapValues { $0.map(\.value) } }

  /// The comment lines written above `label`: a pin's trail.
  func trail(above label: String) -> [TrailLine] {
    (trails[label] ?? []).map { TrailLine(text: $0.text, position: source.position(of: $0.offset)) }
  }

  /// Whether the suite's code (not its comments or strings) says `text` anywhere.
  func suiteCodeMentions(_ text: String) -> Bool { !source.codeOccurrences(of: text).isEmpty }

  /// The error `message` at `at` (the literal's start when nil).
  func failure(at: Int? = nil, _ message: String) -> RuleBlockError {
    RuleBlockError(path: path, position: source.position(of: at ?? offset), message: message)
  }
}
