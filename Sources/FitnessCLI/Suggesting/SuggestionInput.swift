import CheckCore
import Findings
import RuleEngine
import SwiftScanner

/// What `fitness suggest` reads from a snapshot: the Swift files, the prose that states
/// rules, and what existing findings and rules already cover.
struct SuggestionInput {
  var swift: [String: ScannedSource] = [:]
  var paths: [String] = []
  var sentences: [ProseSentence] = []
  /// Modules already fenced, with the finding or suite that fences them.
  var fenced: [String: String] = [:]
  /// `FILE:LINE` places that existing findings quote, with the finding that does.
  var quoted: [String: String] = [:]
  /// The file names in `findings/`.
  var findingNames: [String] = []
  /// The findings a team dismissed (`status: dismissed`): their drafts never come back.
  var dismissed: Set<String> = []
  /// One more than the highest number a finding's file name starts with.
  var nextNumber = 1

  static func read(_ snapshot: any SnapshotReading, rules: RuleSet) throws -> SuggestionInput {
    var input = SuggestionInput()
    input.paths = try snapshot.allPaths()
    var findingTexts: [(path: String, text: String)] = []
    for path in input.paths {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let isFinding = path.hasPrefix(GraduatedFindingCheck.folder) && path.hasSuffix(".md")
      guard path.hasSuffix(".swift") || ProseSentence.isGuide(path) || isFinding,
        case .text(let bytes)? = try snapshot.contents(of: path)
      else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      if isFinding {
        findingTexts.append((path, text))
        input.findingNames.append(path)
        if let number = Int(name.prefix { $0.isNumber }) { input.nextNumber = max(input.nextNumber, number + 1) }
        if let finding = try? FindingReader.read(bytes: bytes, path: path), finding.status != "retired" {
          if finding.status == "dismissed" { input.dismissed.insert(path) }
          for module in finding.statement.guardedModules { input.fenced[module] = input.fenced[module] ?? path }
        } else if text.contains("\nstatus: dismissed") {
          input.dismissed.insert(path)
        }
      } else if path.hasSuffix(".swift") {
        let source = ScannedSource(bytes)
        input.swift[path] = source
        // Rules stated where the product's code is, never in fitness's own suites (their
        // header says "The rule is data") nor in tools and test helpers.
        if ShippingCode.ships(path) { input.sentences += ProseSentence.swiftHeader(text, path: path) }
      } else {
        input.sentences += ProseSentence.markdown(text, path: path)
      }
    }
    for rule in rules.rules {
      for module in rule.body.guardedModules { input.fenced[module] = input.fenced[module] ?? rule.site.suitePath }
    }
    for sentence in input.sentences {
      let place = "\(sentence.path):\(sentence.line):"
      if let quoting = findingTexts.first(where: { $0.text.contains(place) }) {
        input.quoted["\(sentence.path):\(sentence.line)"] = quoting.path
      }
    }
    return input
  }
}
