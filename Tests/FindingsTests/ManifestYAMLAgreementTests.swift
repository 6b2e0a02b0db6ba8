import Findings
import RuleEngine
import Testing

/// The engine's own YAML reader (`ManifestYAML`, pure Swift, for the manifests the hook and
/// the suites read) is held to libyaml, which reads the findings: on generated documents
/// in the shapes specs are written in, both read the same tree.
@Suite struct ManifestYAMLAgreementTests {
  /// A document, as the reader returns it, in one spelling both sides print alike.
  static func canonical(_ tree: YAMLTree) -> String {
    switch tree {
    case .scalar(let text, _): return "'" + text + "'"
    case .list(let items, _): return "[" + items.map(canonical).joined(separator: ", ") + "]"
    case .map(let entries, _):
      return "{" + entries.map { "'\($0.key)': " + canonical($0.value) }.joined(separator: ", ") + "}"
    }
  }

  static func canonical(_ value: YAMLValue) -> String {
    switch value {
    case .string(let text): return "'" + text + "'"
    case .list(let items): return "[" + items.map(canonical).joined(separator: ", ") + "]"
    case .map(let entries):
      return "{" + entries.map { "'\($0.key)': " + canonical($0.value) }.joined(separator: ", ") + "}"
    }
  }

  @Test func generatedDocumentsReadAsLibyamlReadsThem() throws {
    var disagreements: [String] = []
    for seed in 0..<1500 {
      var writer = DocumentWriter(seed: UInt64(seed))
      let text = writer.document()
      let ours = ManifestYAML.read(Array(text.utf8), file: "project.yml")
      let theirs: String
      do {
        theirs = try YAMLValue.parse(text, path: "project.yml").map(Self.canonical) ?? "{}"
      } catch {
        disagreements.append("seed \(seed): libyaml refuses the written document: \(error)\n\(text)")
        break
      }
      guard case .success(let tree) = ours else {
        disagreements.append("seed \(seed): refused: \(ours)\n\(text)")
        continue
      }
      if Self.canonical(tree) != theirs {
        disagreements.append("seed \(seed):\n\(text)\nours:   \(Self.canonical(tree))\ntheirs: \(theirs)")
      }
      if disagreements.count > 3 { break }
    }
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n\n"))")
  }

  /// Each spelling the reader refuses, refused at its place, where libyaml reads it: the
  /// reader says it cannot, never reads it another way.
  @Test func whatItDoesNotReadItRefusesWithThePlace() throws {
    let cases: [(String, String, Int, Int)] = [
      ("base: 1\nother: *base\n", "names no anchor", 2, 8),
      ("a:\n  <<: plain\n", "merge key", 2, 3),
      ("a: [&x 1]\n", "anchor inside a flow", 1, 5),
      ("a: !tag x\n", "tags", 1, 4),
      ("? complex\n: value\n", "complex keys", 1, 1),
      ("a: 1\n---\nb: 2\n", "second document", 2, 1),
      ("a:\n\tb: 1\n", "tab", 2, 1),
      ("a: [b, c\n", "does not close", 1, 8),
    ]
    for (text, words, line, column) in cases {
      guard case .failure(let problem) = ManifestYAML.read(Array(text.utf8), file: "project.yml") else {
        Issue.record("read, where it should refuse: \(text)")
        continue
      }
      #expect(problem.reason.contains(words), "\(problem.reason)")
      #expect(
        (problem.position.line, problem.position.column) == (line, column), "\(text): \(problem.position)")
    }
  }

  /// Specs share settings through anchors, aliases and merge keys, which the findings'
  /// reader refuses: read here as YAML defines them (an alias is the node its anchor names;
  /// a merge key lends the keys the mapping does not write, the first lender first).
  @Test func anchorsAliasesAndMergeKeysAreRead() {
    let text = """
      defaults: &defaults
        type: framework
        platform: iOS
      extra: &extra {platform: macOS, deploymentTarget: "13.0"}
      shared: &shared [Core, Net]
      targets:
        Core:
          <<: [*defaults, *extra]
          platform: tvOS
        Net:
          <<: *defaults
          dependencies: *shared
          tags: [*shared, x]

      """
    guard case .success(let tree) = ManifestYAML.read(Array(text.utf8), file: "project.yml") else {
      Issue.record("unread: \(ManifestYAML.read(Array(text.utf8), file: "project.yml"))")
      return
    }
    #expect(
      Self.canonical(tree["targets"]!)
        == "{'Core': {'platform': 'tvOS', 'type': 'framework', 'deploymentTarget': '13.0'}, "
        + "'Net': {'dependencies': ['Core', 'Net'], 'tags': [['Core', 'Net'], 'x'], 'type': 'framework', "
        + "'platform': 'iOS'}}")
  }

  @Test func eachNodeIsPlacedWhereItIsWritten() {
    let text = "targets:\n  App:\n    dependencies:\n      - target: Core\n      - {target: Net}\n"
    guard case .success(let tree) = ManifestYAML.read(Array(text.utf8), file: "specs/app.yml") else {
      Issue.record("unread")
      return
    }
    let dependencies = tree["targets"]?["App"]?["dependencies"]?.items ?? []
    let places = dependencies.compactMap { $0["target"]?.place }
    #expect(places.map(\.file) == ["specs/app.yml", "specs/app.yml"])
    #expect(places.map { "\($0.position.line):\($0.position.column)" } == ["4:17", "5:18"])
  }
}

/// Writes YAML documents of mappings, lists and scalars, spelled the ways specs spell them:
/// block and flow, compact list items, quotes, comments, blank lines, block scalars.
struct DocumentWriter {
  var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

  mutating func next(_ bound: Int) -> Int {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  mutating func pick<T>(_ options: [T]) -> T { options[next(options.count)] }

  static let words = ["App", "Core", "target", "framework", "Sources/App", "iOS", "16.0", "true", "a b", "x-y"]

  mutating func plainScalar(inFlow: Bool = false) -> String {
    switch next(8) {
    case 2 where inFlow: return pick(["http://example.com/x", "path/to/file.swift", "a#b", "-dash"])
    case 0: return "\"" + pick(["quoted", "with \\\"escape\\\"", "tab\\tin", "colon: inside", "#hash"]) + "\""
    case 1: return "'" + pick(["single", "it''s", "a: b", "# not a comment"]) + "'"
    case 2: return pick(["http://example.com/x", "path/to/file.swift", "${target_name}", "a#b", "-dash"])
    default: return pick(Self.words)
    }
  }

  mutating func key() -> String {
    next(6) == 0 ? "\"" + pick(["quoted key", "k: v"]) + "\"" : pick(["name", "type", "sources", "path", "deps", "x"])
  }

  mutating func comment() -> String { next(4) == 0 ? "  # " + pick(["note", "a: b", "- x"]) : "" }

  mutating func flow(depth: Int) -> String {
    if depth > 1 || next(3) == 0 { return plainScalar(inFlow: depth > 0) }
    if next(2) == 0 {
      return "[" + (0..<next(4)).map { _ in flow(depth: depth + 1) }.joined(separator: ", ") + "]"
    }
    var keys = Set<String>()
    var parts: [String] = []
    for _ in 0..<next(3) {
      let name = pick(["target", "embed", "link"])
      if keys.insert(name).inserted { parts.append(name + ": " + flow(depth: depth + 1)) }
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  /// A value written after `key:` or `- ` at `indent`: inline, or as lines below.
  mutating func value(indent: Int, depth: Int, inList: Bool = false) -> (inline: String, below: [String]) {
    let roll = depth > 3 ? next(3) : next(7)
    switch roll {
    case 0, 1: return (plainScalar() + comment(), [])
    case 2: return (flow(depth: 0) + comment(), [])
    case 3:
      let lines = (0..<(1 + next(3))).map { _ in
        String(repeating: " ", count: indent + 2) + pick(["echo hi", "make: all", "x # y"])
      }
      return (pick(["|", "|-"]), lines)
    case 4: return ("", [])
    case 5: return (comment(), list(indent: indent + (inList ? 2 : pick([0, 2])), depth: depth + 1))
    default: return (comment(), map(indent: indent + 2, depth: depth + 1))
    }
  }

  mutating func map(indent: Int, depth: Int) -> [String] {
    var lines: [String] = []
    var seen = Set<String>()
    for _ in 0..<(1 + next(3)) {
      let name = key()
      guard seen.insert(name).inserted else { continue }
      if next(6) == 0 { lines.append(next(2) == 0 ? "" : String(repeating: " ", count: indent) + "# comment") }
      let (inline, below) = value(indent: indent, depth: depth)
      let head = String(repeating: " ", count: indent) + name + ":"
      lines.append(inline.isEmpty ? head : head + (inline.hasPrefix("  #") ? inline : " " + inline))
      lines += below
    }
    return lines
  }

  mutating func list(indent: Int, depth: Int) -> [String] {
    var lines: [String] = []
    for _ in 0..<(1 + next(3)) {
      let pad = String(repeating: " ", count: indent)
      if depth < 4, next(3) == 0 {
        // A compact mapping: its first key on the dash's line.
        var inner = Array(
          map(indent: indent + 2, depth: depth + 1).drop { $0.trimmingPrefix(" ").hasPrefix("#") || $0.isEmpty })
        inner[0] = pad + "- " + inner[0].dropFirst(indent + 2)
        lines += inner
        continue
      }
      let (inline, below) = value(indent: indent, depth: depth, inList: true)
      lines.append(inline.isEmpty || inline.hasPrefix("  #") ? pad + "-" : pad + "- " + inline)
      lines += below
    }
    return lines
  }

  mutating func document() -> String {
    (next(5) == 0 ? "# spec\n" : "") + map(indent: 0, depth: 0).joined(separator: "\n") + "\n"
  }
}
