import Foundation
import RuleEngine
import Testing

/// The engine's reader of Xcode's project files (`OpenStepPlist`, pure Swift, for the rules
/// the hook and the suites judge) is held to Foundation's property-list reader, which
/// graduate reads projects with: on generated lists in the text Xcode writes, both read
/// the same values.
@Suite struct OpenStepPlistAgreementTests {
  static func canonical(_ value: OpenStepPlist) -> String {
    switch value {
    case .string(let text, _): return "'" + text + "'"
    case .array(let items, _): return "(" + items.map(canonical).joined(separator: ",") + ")"
    case .dictionary(let entries, _):
      return "{" + entries.keys.sorted().map { "'\($0)'=" + canonical(entries[$0]!) }.joined(separator: ";") + "}"
    }
  }

  static func canonical(_ value: Any) -> String {
    if let text = value as? String { return "'" + text + "'" }
    if let items = value as? [Any] { return "(" + items.map(canonical).joined(separator: ",") + ")" }
    if let entries = value as? [String: Any] {
      return "{" + entries.keys.sorted().map { "'\($0)'=" + canonical(entries[$0]!) }.joined(separator: ";") + "}"
    }
    return "?\(value)"
  }

  struct Writer {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    mutating func pick(_ options: [String]) -> String { options[next(options.count)] }

    mutating func trivia() -> String {
      pick([" ", "\n\t\t", " /* PBXBuildFile */ ", "\n/* Begin PBXGroup section */\n", "\t"])
    }

    mutating func value(depth: Int) -> String {
      switch depth > 2 ? 0 : next(4) {
      case 0, 1:
        return pick([
          "A1B2C3D4E5F6", "Shop", "\"<group>\"", "\"com.apple.product-type.framework\"", "sourcecode.swift",
          "\"$(TARGET_NAME)\"", "\"Domain Sources\"", "\"quote \\\" inside\"", "Features/Checkout", "1.0",
          "\"\"", "\"tab\\there\"",
        ])
      case 2:
        let items = (0..<next(4)).map { _ in value(depth: depth + 1) }
        return "(" + items.map { $0 + "," + trivia() }.joined() + ")"
      default:
        var keys = Set<String>()
        var text = "{" + trivia()
        for _ in 0..<next(4) {
          let key = pick(["isa", "path", "children", "sourceTree", "\"quoted key\"", "name"])
          guard keys.insert(key).inserted else { continue }
          text += key + " = " + value(depth: depth + 1) + ";" + trivia()
        }
        return text + "}"
      }
    }
  }

  @Test func generatedListsReadAsFoundationReadsThem() throws {
    var disagreements: [String] = []
    for seed in 0..<800 {
      var writer = Writer(state: UInt64(seed) &+ 1)
      let text = "// !$*UTF8*$!\n{" + "objects = " + writer.value(depth: 0) + ";\n}\n"
      guard case .success(let ours) = OpenStepPlist.read(Array(text.utf8)) else {
        disagreements.append("seed \(seed) refused:\n\(text)")
        continue
      }
      let theirs = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
      if Self.canonical(ours) != Self.canonical(theirs) {
        disagreements.append(
          "seed \(seed):\n\(text)\nours:   \(Self.canonical(ours))\ntheirs: \(Self.canonical(theirs))")
      }
      if disagreements.count > 3 { break }
    }
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n\n"))")
  }
}
