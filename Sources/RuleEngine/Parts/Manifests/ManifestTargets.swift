#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A target a `Package.swift` declares, as its text states it (the manifest is never run).
public struct ManifestTarget: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case regular, executable, test, macro, plugin, system, binary

    /// Whether another target can `import` it: a test target or a plugin is no module to import.
    public var isImportable: Bool { self != .test && self != .plugin }
  }

  /// One entry of its `dependencies:`: a target or product by name, where it is written.
  public struct Dependency: Sendable, Equatable {
    public var name: String
    /// The package of a `.product(name:package:)`; nil for a target or a bare name.
    public var package: String?
    public var position: SourcePosition
  }

  public var name: String
  public var kind: Kind
  /// Its `path:` when the call gives one.
  public var path: String?
  /// Where its call is written.
  public var position: SourcePosition
  public var dependencies: [Dependency]
}

/// Reads the targets of a `Package.swift` from its code view: a commented-out target is no
/// target, and a parenthesis inside a string closes nothing.
public enum ManifestTargets {
  /// Why a manifest's targets cannot be read: a name or dependency that is not a literal.
  public struct Unreadable: Error, Sendable, Equatable {
    public var position: SourcePosition
    public var reason: String
  }

  static let calls: [(opening: String, kind: ManifestTarget.Kind)] = [
    (".target(", .regular), (".executableTarget(", .executable), (".testTarget(", .test), (".macro(", .macro),
    (".plugin(", .plugin), (".systemLibrary(", .system), (".binaryTarget(", .binary),
  ]

  /// Every target `bytes` declares, in order; with `skippingUnreadable`, the targets it can
  /// read, each call it cannot read left out (what graduate and the graph place), where a
  /// rule must refuse to judge without them.
  public static func read(_ bytes: [UInt8], skippingUnreadable: Bool = false) -> Result<[ManifestTarget], Unreadable> {
    let source = ScannedSource(bytes)
    let code = source.code
    var found: [ManifestTarget] = []
    var index = 0
    scan: while index < code.count {
      for (opening, kind) in calls where starts(code, at: index, with: opening) {
        let call = index + 1
        let open = index + opening.utf8.count
        let close = closingBracket(code, from: open, opener: SourceByte.openParen, closer: SourceByte.closeParen)
        index = close + 1
        let labels = self.labels(code, from: open, to: close)
        // A plugin product (`.plugin(name:targets:)`) declares no target.
        if kind == .plugin, labels["targets"] != nil { continue scan }
        guard let at = labels["name"], let name = string(source, at: at) else {
          if skippingUnreadable { continue scan }
          return .failure(unreadable(source, at: labels["name"] ?? index, "its name is not a string literal"))
        }
        var target = ManifestTarget(
          name: name, kind: kind, path: nil, position: source.position(of: call), dependencies: [])
        if let at = labels["path"] {
          guard let path = string(source, at: at) else {
            if skippingUnreadable { continue scan }
            return .failure(unreadable(source, at: at, "the `path:` of target \(name) is not a string literal"))
          }
          target.path = path
        }
        if let at = labels["dependencies"] {
          switch dependencies(source, at: at) {
          case .success(let list): target.dependencies = list
          case .failure(let problem): if !skippingUnreadable { return .failure(problem) }
          }
        }
        found.append(target)
        continue scan
      }
      index += 1
    }
    return .success(found)
  }

  /// The entries of a `dependencies: [...]` list whose value starts at `at`.
  static func dependencies(_ source: ScannedSource, at: Int) -> Result<[ManifestTarget.Dependency], Unreadable> {
    let code = source.code
    guard at < code.count, code[at] == SourceByte.openBracket else {
      return .failure(unreadable(source, at: at, "its `dependencies:` is not a list literal"))
    }
    let close = closingBracket(code, from: at + 1, opener: SourceByte.openBracket, closer: SourceByte.closeBracket)
    var list: [ManifestTarget.Dependency] = []
    for (start, _) in elements(code, from: at + 1, to: close) {
      let position = source.position(of: start)
      if code[start] == SourceByte.quote {
        guard let name = string(source, at: start) else {
          return .failure(unreadable(source, at: start, "a dependency's name is not a plain string literal"))
        }
        list.append(.init(name: name, package: nil, position: position))
        continue
      }
      let spec = [".target(", ".product(", ".byName("].first { starts(code, at: start, with: $0) }
      guard let spec else {
        return .failure(
          unreadable(source, at: start, "a dependency is neither a name nor `.target`, `.product` or `.byName`"))
      }
      let open = start + spec.utf8.count
      let end = closingBracket(code, from: open, opener: SourceByte.openParen, closer: SourceByte.closeParen)
      let labels = self.labels(code, from: open, to: end)
      guard let at = labels["name"], let name = string(source, at: at) else {
        return .failure(unreadable(source, at: start, "a dependency's `name:` is not a string literal"))
      }
      let package = spec == ".product(" ? labels["package"].flatMap { string(source, at: $0) } : nil
      list.append(.init(name: name, package: package, position: position))
    }
    return .success(list)
  }

  /// Each label at the top level of the arguments between `from` and `to`, with where its
  /// value starts.
  static func labels(_ code: [UInt8], from: Int, to: Int) -> [String: Int] {
    var found: [String: Int] = [:]
    for (start, _) in elements(code, from: from, to: to) {
      var end = start
      while end < to, SourceByte.isIdentifier(code[end]) { end += 1 }
      var colon = end
      while colon < to, SourceByte.isWhitespace(code[colon]) { colon += 1 }
      guard end > start, colon < to, code[colon] == SourceByte.colon else { continue }
      var value = colon + 1
      while value < to, SourceByte.isWhitespace(code[value]) { value += 1 }
      let label = String(decoding: code[start..<end], as: UTF8.self)
      if found[label] == nil { found[label] = value }
    }
    return found
  }

  /// Where each comma-separated element between `from` and `to` starts (past whitespace),
  /// and ends; nested brackets, parentheses and braces are stepped over.
  static func elements(_ code: [UInt8], from: Int, to: Int) -> [(Int, Int)] {
    var found: [(Int, Int)] = []
    var depth = 0
    var start = from
    func close(at end: Int) {
      var first = start
      while first < end, SourceByte.isWhitespace(code[first]) { first += 1 }
      if first < end { found.append((first, end)) }
    }
    var index = from
    while index < to {
      switch code[index] {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth -= 1
      case SourceByte.comma where depth == 0:
        close(at: index)
        start = index + 1
      default: break
      }
      index += 1
    }
    close(at: to)
    return found
  }

  /// The index of the bracket that closes the one opened just before `from`; the end of
  /// the code when none does.
  static func closingBracket(_ code: [UInt8], from: Int, opener: UInt8, closer: UInt8) -> Int {
    var depth = 1
    var index = from
    while index < code.count {
      if code[index] == opener { depth += 1 }
      if code[index] == closer {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return code.count
  }

  /// The plain string literal that opens at `at` (no interpolation, no escape); nil for
  /// anything else.
  static func string(_ source: ScannedSource, at: Int) -> String? {
    let code = source.code
    guard at < code.count, code[at] == SourceByte.quote else { return nil }
    var end = at + 1
    while end < code.count, code[end] != SourceByte.quote, code[end] != SourceByte.newline { end += 1 }
    guard end < code.count, code[end] == SourceByte.quote, end > at + 1 else { return nil }
    let body = source.bytes[(at + 1)..<end]
    guard !body.contains(SourceByte.backslash) else { return nil }
    return String(decoding: body, as: UTF8.self)
  }

  static func starts(_ code: [UInt8], at index: Int, with text: String) -> Bool {
    let wanted = text.utf8
    guard index + wanted.count <= code.count else { return false }
    return code[index..<(index + wanted.count)].elementsEqual(wanted)
  }

  static func unreadable(_ source: ScannedSource, at offset: Int, _ reason: String) -> Unreadable {
    Unreadable(position: source.position(of: min(offset, max(source.bytes.count - 1, 0))), reason: reason)
  }
}
