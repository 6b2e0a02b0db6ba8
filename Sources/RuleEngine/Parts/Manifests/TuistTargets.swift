#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The targets a Tuist manifest (`Project.swift`) declares, read from its code view as a
/// `Package.swift`'s are, never by running Tuist: each `.target(…)` (or `Target(…)`) with
/// its literal `name:`, `product:`, `productName:`, `sources:` and `dependencies:`.
///
/// A target's folders are its source globs up to their first wildcard
/// (`"Features/Cart/Sources/**"` is `Features/Cart/Sources`), relative to the manifest's
/// folder. Only `.target(name:)` dependencies are the project's own; `.project`,
/// `.external`, `.package`, `.sdk` and the prebuilt kinds are not judged.
public enum TuistTargets {
  /// Whether `path` is a Tuist project manifest.
  public static func isProject(_ path: String) -> Bool {
    path == "Project.swift" || path.hasSuffix("/Project.swift")
  }

  /// The targets `bytes` (the manifest at `path`) declares, in order.
  public static func read(path: String, bytes: [UInt8]) -> Result<[ProjectTarget], ManifestTargets.Unreadable> {
    let source = ScannedSource(bytes)
    let code = source.code
    let folder = PathPrefix.folder(of: path)
    var found: [ProjectTarget] = []
    var index = 0
    while index < code.count {
      guard let opening = Self.opening(code, at: index) else {
        index += 1
        continue
      }
      let open = index + opening.utf8.count
      let close = ManifestTargets.closingBracket(
        code, from: open, opener: SourceByte.openParen, closer: SourceByte.closeParen)
      let call = index + (code[index] == SourceByte.dot ? 1 : 0)
      index = close + 1
      let labels = ManifestTargets.labels(code, from: open, to: close)
      // A dependency written outside a target's list (`.target(name:)` alone) has no product.
      guard labels["product"] != nil else { continue }
      guard let at = labels["name"], let name = ManifestTargets.string(source, at: at) else {
        return .failure(
          ManifestTargets.unreadable(source, at: labels["name"] ?? call, "a target's name is not a string literal"))
      }
      let product = labels["product"].map { Self.member(code, at: $0) } ?? ""
      var folders: [String] = []
      if let at = labels["sources"] {
        switch globs(source, at: at) {
        case .success(let globs): folders = globs.map { PathPrefix.joined(folder, Self.fixedFolder(of: $0)) }
        case .failure(let problem): return .failure(problem)
        }
      }
      var dependencies: [ManifestTarget.Dependency] = []
      if let at = labels["dependencies"] {
        switch Self.dependencies(source, at: at) {
        case .success(let list): dependencies = list
        case .failure(let problem): return .failure(problem)
        }
      }
      let productName = labels["productName"].flatMap { ManifestTargets.string(source, at: $0) } ?? name
      let target = ManifestTarget(
        name: name, kind: kind(product), path: nil, position: source.position(of: call), dependencies: dependencies)
      found.append(
        ProjectTarget(
          target: target, file: path, folders: folders, moduleName: PackageModules.moduleName(productName)))
    }
    // A project whose targets a helper builds (`targets: Feature.allCases.map(…)`) declares
    // none this reader can see: said, never read as a project without targets.
    if found.isEmpty, let project = Self.projectCall(code) {
      return .failure(
        ManifestTargets.unreadable(
          source, at: project,
          "no `.target(…)` with a literal name and product is written here (a helper may build them): "
            + "write the targets in the manifest, or exclude its folder"))
    }
    return .success(found)
  }

  /// Where `Project(` is called, if it is.
  static func projectCall(_ code: [UInt8]) -> Int? {
    var index = 0
    while index < code.count {
      if ManifestTargets.starts(code, at: index, with: "Project("),
        index == 0 || !SourceByte.isIdentifier(code[index - 1]) && code[index - 1] != SourceByte.dot
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The call that opens a target at `index`: `.target(` (`Target.target(` too) or the
  /// older `Target(`.
  static func opening(_ code: [UInt8], at index: Int) -> String? {
    if ManifestTargets.starts(code, at: index, with: ".target(") { return ".target(" }
    guard ManifestTargets.starts(code, at: index, with: "Target("),
      index == 0 || !SourceByte.isIdentifier(code[index - 1]) && code[index - 1] != SourceByte.dot
    else { return nil }
    return "Target("
  }

  /// The member a `.name` at `at` names (`.staticFramework`); empty for anything else.
  static func member(_ code: [UInt8], at: Int) -> String {
    guard at < code.count, code[at] == SourceByte.dot else { return "" }
    var end = at + 1
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    return String(decoding: code[(at + 1)..<end], as: UTF8.self)
  }

  /// The globs of `sources: ["…", .glob("…")]`.
  static func globs(_ source: ScannedSource, at: Int) -> Result<[String], ManifestTargets.Unreadable> {
    let code = source.code
    var start = at
    // `.paths([...])` and the like wrap the list.
    while start < code.count, code[start] != SourceByte.openBracket, code[start] != SourceByte.quote,
      code[start] != SourceByte.comma, code[start] != SourceByte.closeParen
    {
      start += 1
    }
    if start < code.count, code[start] == SourceByte.quote {
      return ManifestTargets.string(source, at: start).map { .success([$0]) }
        ?? .failure(ManifestTargets.unreadable(source, at: start, "a source glob is not a plain string literal"))
    }
    guard start < code.count, code[start] == SourceByte.openBracket else {
      return .failure(ManifestTargets.unreadable(source, at: at, "its `sources:` is not a list of string literals"))
    }
    let close = ManifestTargets.closingBracket(
      code, from: start + 1, opener: SourceByte.openBracket, closer: SourceByte.closeBracket)
    var globs: [String] = []
    for (element, _) in ManifestTargets.elements(code, from: start + 1, to: close) {
      var quote = element
      while quote < close, code[quote] != SourceByte.quote { quote += 1 }
      guard let glob = ManifestTargets.string(source, at: quote) else {
        return .failure(ManifestTargets.unreadable(source, at: element, "a source glob is not a plain string literal"))
      }
      globs.append(glob)
    }
    return .success(globs)
  }

  /// The folder a glob's files lie under: its path up to the first wildcard.
  static func fixedFolder(of glob: String) -> String {
    var kept: [Substring] = []
    for part in glob.split(separator: "/") {
      if part.contains(where: { "*?[{".contains($0) }) { break }
      kept.append(part)
    }
    // A glob naming one file (`Sources/main.swift`) keeps the file.
    return kept.joined(separator: "/")
  }

  /// The entries of `dependencies: [...]`: `.target(name:)` the project's own, the rest
  /// another's, by their kind.
  static func dependencies(_ source: ScannedSource, at: Int) -> Result<
    [ManifestTarget.Dependency], ManifestTargets.Unreadable
  > {
    let code = source.code
    guard at < code.count, code[at] == SourceByte.openBracket else {
      return .failure(ManifestTargets.unreadable(source, at: at, "its `dependencies:` is not a list literal"))
    }
    let close = ManifestTargets.closingBracket(
      code, from: at + 1, opener: SourceByte.openBracket, closer: SourceByte.closeBracket)
    var list: [ManifestTarget.Dependency] = []
    for (start, _) in ManifestTargets.elements(code, from: at + 1, to: close) {
      let kind = member(code, at: start)
      let open = start + 1 + kind.utf8.count
      guard !kind.isEmpty, open < code.count, code[open] == SourceByte.openParen else {
        return .failure(ManifestTargets.unreadable(source, at: start, "a dependency is not a `.kind(…)` call"))
      }
      let end = ManifestTargets.closingBracket(
        code, from: open + 1, opener: SourceByte.openParen, closer: SourceByte.closeParen)
      let labels = ManifestTargets.labels(code, from: open + 1, to: end)
      let named = ["name", "target", "product", "path"].lazy.compactMap { labels[$0] }.first
      guard let named, let name = ManifestTargets.string(source, at: named) else {
        guard kind != "target" else {
          return .failure(ManifestTargets.unreadable(source, at: start, "a `.target` dependency's name is no literal"))
        }
        continue
      }
      list.append(.init(name: name, package: kind == "target" ? nil : kind, position: source.position(of: start)))
    }
    return .success(list)
  }

  /// A Tuist product as a SwiftPM target's kind.
  static func kind(_ product: String) -> ManifestTarget.Kind {
    switch product {
    case "framework", "staticFramework", "staticLibrary", "dynamicLibrary": return .regular
    case "unitTests", "uiTests": return .test
    case "macro": return .macro
    default: return .executable
    }
  }
}
