import Findings
import RuleEngine
import SwiftScanner

/// What `fitness suggest` drafts from a snapshot: candidate fences from the import graph,
/// and findings from the rules a team states in prose. It never graduates anything; each
/// draft waits for a person (`status: draft`).
struct Suggester {
  /// Every Swift file, scanned, by path.
  var swift: [String: ScannedSource]
  /// Every tracked path.
  var paths: [String]
  /// The prose sentences that state rules, in file and line order.
  var sentences: [ProseSentence]
  /// Modules existing findings and rules already fence, with where.
  var fenced: [String: String]
  /// The `FILE:LINE` places existing findings already quote, with the finding that does.
  var quoted: [String: String]
  /// The findings the team dismissed (`status: dismissed`).
  var dismissed: Set<String> = []
  /// The date for trails, `YYYY-MM-DD`.
  var date: String
  /// The rank of drafts written only when asked for (`--limit`, `--all`).
  static let rarelyKept = 4

  /// A module imported by at most this many shipping files is a candidate fence.
  var maxImporters = 3

  /// A sentence or module that became no draft, and why.
  struct Note: Equatable {
    var place: String
    var text: String
    var reason: String
  }

  struct Outcome {
    var drafts: [DraftFinding] = []
    var unmapped: [Note] = []
    var covered: [Note] = []
  }

  /// Modules nearly every file may import: never a candidate fence by themselves.
  static let baseModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Darwin", "Glibc", "Musl", "os", "Combine",
    "SwiftUI", "UIKit", "AppKit", "Observation", "XCTest", "Testing", "PackageDescription", "PackagePlugin",
  ]

  /// Shipping Swift files (outside test folders, not manifests) importing each module.
  var importers: [String: [String]] {
    var found: [String: Set<String>] = [:]
    for (path, source) in swift where ShippingCode.ships(path) {
      for declaration in source.imports { found[declaration.module, default: []].insert(path) }
    }
    return found.mapValues { $0.sorted() }
  }

  var shippingCount: Int { swift.keys.filter(ShippingCode.ships).count }

  func suggest() -> Outcome {
    var outcome = Outcome()
    let importers = self.importers
    var drafted = Set<String>()
    // Local modules: SwiftPM's `Sources/<Target>` folders, which files may import.
    var modules = Set(importers.keys)
    for path in paths { if let module = PathPrefix.swiftPMModule(of: path) { modules.insert(module) } }
    for sentence in sentences {
      guard let rule = ProseRule(sentence) else { continue }
      let place = "\(sentence.path):\(sentence.line)"
      if let finding = quoted[place] {
        let reason = dismissed.contains(finding) ? "dismissed in \(finding)" : "\(finding) quotes it"
        outcome.covered.append(Note(place: place, text: sentence.text, reason: reason))
        continue
      }
      switch draft(for: rule, modules: modules, importers: importers, drafted: &drafted) {
      case .draft(let draft): outcome.drafts.append(Self.teamRule(draft, at: place))
      case .drafts(let drafts): outcome.drafts += drafts.map { Self.teamRule($0, at: place) }
      case .covered(let reason): outcome.covered.append(Note(place: place, text: sentence.text, reason: reason))
      case .unmapped(let reason): outcome.unmapped.append(Note(place: place, text: sentence.text, reason: reason))
      case .quiet: continue
      }
    }
    // The top of the local module graph first: what a team of many packages fences first.
    for set in packageSets() where drafted.insert("independent|\(set.folder)").inserted {
      var draft = independentDraft(
        folder: set.folder, homes: set.homes,
        title: "The packages under \(set.folder) that no other package imports stay independent of each other",
        source: "fitness suggest, module graph \(date): no local module imports any of these \(set.homes.count)",
        place: "the module graph")
      draft.slug = DraftFinding.kebab(Self.last(set.folder)) + "-top-modules-stay-independent"
      (draft.rank, draft.ranking) = (
        1,
        "the top of the module graph: \(set.homes.count) packages under \(set.folder) that no other package "
          + "imports, each built on the shared ones"
      )
      outcome.drafts.append(draft)
    }
    let few = importers.filter { module, files in
      !Self.baseModules.contains(module) && files.count <= maxImporters && files.count * 4 <= shippingCount
    }
    for module in few.keys.sorted() where Self.utilityFrameworks.contains(module) && !drafted.contains(module) {
      outcome.covered.append(
        Note(place: "import graph", text: module, reason: "a utility framework, not a boundary: no draft"))
    }
    let local = Set(paths.compactMap(PathPrefix.swiftPMModule(of:)))
    let ranked = few.keys.filter { !Self.utilityFrameworks.contains($0) }
      .sorted { (fenceRank($0, local: local), $0) < (fenceRank($1, local: local), $1) }
    for module in ranked where !drafted.contains(module) {
      if let finding = fenced[module] {
        outcome.covered.append(
          Note(place: "import graph", text: module, reason: "already fenced by \(finding)"))
        continue
      }
      let files = few[module] ?? []
      let place = Self.commonFolder(files)
      var draft = DraftFinding(
        slug: DraftFinding.kebab(module)
          + (place.map { "-stays-in-" + DraftFinding.kebab(Self.last($0)) } ?? "-few-importers"),
        title: "Only \(place ?? "these \(files.count) files") may import \(module)", pattern: "import-boundary",
        keys: ["module: \(DraftFinding.quoted(module))"] + DraftFinding.entries("fence", files),
        source:
          "fitness suggest, import graph \(date): \(module) is imported by \(files.count) of \(shippingCount) shipping Swift files",
        todo:
          "Say why each file in the fence may import \(module) (or drop the import and its entry), and check that the title states the rule.",
        summary:
          "import-boundary on \(module), \(files.count) importer\(files.count == 1 ? "" : "s"), from the import graph")
      let holdsData = fenceRank(module, local: local) == 1
      let today = "\(files.count) of \(shippingCount) shipping Swift files import it"
      // A module of this repository is imported as its manifest declares, which already
      // holds that boundary: the fence only narrows it to files, a rule teams rarely keep.
      (draft.rank, draft.ranking) =
        holdsData
        ? (2, "\(module) is an Apple framework teams keep behind one layer; " + today)
        : local.contains(module)
          ? (
            Self.rarelyKept,
            "\(module) is this repository's own module, whose manifest already says who imports it; " + today
          )
          : (3, today)
      outcome.drafts.append(draft)
    }
    // What a team would keep first, first; the order within a rank is the order found.
    outcome.drafts = outcome.drafts.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
      .map(\.element)
    return outcome
  }

  enum Mapping {
    case draft(DraftFinding)
    /// One sentence, several rules: "only the sync layer may import CloudKit or CoreData".
    case drafts([DraftFinding])
    case covered(String)
    case unmapped(String)
    /// Said nothing a pattern takes, and was no rule to list either.
    case quiet
  }

  /// A draft of a rule the team wrote, which ranks first.
  private static func teamRule(_ draft: DraftFinding, at place: String) -> DraftFinding {
    var draft = draft
    (draft.rank, draft.ranking) = (0, "a rule the team wrote, at \(place)")
    return draft
  }

  private func draft(
    for rule: ProseRule, modules: Set<String>, importers: [String: [String]], drafted: inout Set<String>
  ) -> Mapping {
    let sentence = rule.sentence
    let source = Self.source(of: rule)
    let title = String(sentence.text.drop { $0 == " " }.reversed().drop { ".!? ".contains($0) }.reversed())
    let named = rule.modules(among: modules)
    let place = "\(sentence.path):\(sentence.line)"
    if let reason = Self.unfaithful(rule) { return .unmapped(reason) }
    // "Import AppKit rather than Cocoa": the module after "rather than" is imported nowhere
    // new, today's importers fenced.
    if rule.triggers.contains(.ratherThan), rule.speaksOfImports, let module = rule.ratherThanWord,
      module.first?.isUppercase == true
    {
      if let finding = fenced[module] { return .covered("\(module) is already fenced by \(finding)") }
      guard drafted.insert(module).inserted else { return .covered("\(module) is drafted above") }
      return .draft(importBoundaryDraft(module: module, files: importers[module] ?? [], title: title, rule: rule))
    }
    if rule.triggers.contains(.noneAnother), rule.speaksOfImports, let set = independentSet(namedIn: rule.words) {
      guard drafted.insert("independent|\(set.folder)").inserted else { return .covered("drafted above") }
      return .draft(independentDraft(folder: set.folder, homes: set.homes, title: title, source: source, place: place))
    }
    if rule.triggers.contains(.never) || rule.triggers.contains(.mustNot), rule.speaksOfNetwork,
      let split = rule.negation,
      let folder = folder(namedIn: ProseRule.words(of: rule.words[..<split].joined(separator: " ")), other: "")
    {
      guard drafted.insert("offline|\(folder)").inserted else { return .covered("drafted above") }
      return .draft(sentinelDraft(folder: folder, title: title, source: source, place: place))
    }
    // "Never use nonisolated(unsafe)" speaks of using, but of no module.
    if !rule.speaksOfNetwork, !rule.speaksOfImports || named.isEmpty,
      let draft = patternDraft(for: rule, title: title, place: place)
    {
      guard drafted.insert("\(draft.pattern)|\(draft.slug)").inserted else { return .covered("drafted above") }
      return .draft(draft)
    }
    if rule.triggers.contains(.onlyMay), rule.speaksOfImports, let last = named.last {
      // "Only the sync layer may import CloudKit or CoreData": a boundary on each module named
      // after the verb (the layer before it may be a module too).
      let verb = rule.words.lastIndex { ["import", "imports", "importing"].contains($0.lowercased()) }
      let guarded = verb.map { rule.modules(among: modules, after: $0) } ?? []
      var drafts: [DraftFinding] = []
      var covered: [String] = []
      for module in guarded.isEmpty ? [last] : guarded {
        if let finding = fenced[module] {
          covered.append("\(module) is already fenced by \(finding)")
        } else if !drafted.insert(module).inserted {
          covered.append("\(module) is drafted above")
        } else {
          drafts.append(importBoundaryDraft(module: module, files: importers[module] ?? [], title: title, rule: rule))
        }
      }
      return drafts.isEmpty ? .covered(covered.joined(separator: "; ")) : .drafts(drafts)
    }
    if rule.triggers.contains(.never) || rule.triggers.contains(.mustNot), rule.speaksOfImports,
      let split = rule.negation
    {
      // "The feed never imports Search": the layer is named before the negation, the
      // forbidden modules after it, every one of them ("never imports UIKit or AppKit").
      let before = ProseRule.words(of: rule.words[..<split].joined(separator: " "))
      let after = rule.modules(among: modules, after: split)
      if let folder = after.lazy.compactMap({ self.folder(namedIn: before, other: $0) }).first {
        let forbidden = after.filter { $0 != Self.last(folder) }
        let fresh = forbidden.filter { drafted.insert("\(folder)|\($0)").inserted }
        guard !fresh.isEmpty else { return .covered("drafted above") }
        var offenders: [String: [String]] = [:]
        for module in forbidden {
          for path in importers[module] ?? [] where PathPrefix.contains(path, under: folder) {
            offenders[path, default: []].append(module)
          }
        }
        return .draft(layerDraft(folder: folder, forbid: forbidden, offenders: offenders, title: title, rule: rule))
      }
    }
    // "Avoid Combine", "Avoid storyboard files": a module or a kind of file, forbidden.
    if let mapping = prohibitionDraft(
      for: rule, title: title, modules: modules, importers: importers, drafted: &drafted)
    {
      return mapping
    }
    // "Never use `@unchecked Sendable`": a spelling of code no pattern above took.
    let spellings = bannedSpellings(in: rule, modules: modules)
    if !spellings.isEmpty, named.isEmpty || !rule.speaksOfImports {
      let draft = apiBanDraft(spellings: spellings, rule: rule, title: title)
      guard drafted.insert("api|" + spellings.joined(separator: "|")).inserted else {
        return .covered("drafted above")
      }
      return .draft(draft)
    }
    // A count pin is drafted above, where the sentence names an enum a file declares.
    if rule.triggers.contains(.exactly), rule.number != nil {
      return .unmapped(
        "names no enum fitness can count (a count pin counts an enum's cases, an array's elements, files or a needle)")
    }
    // "No worries." and "only then" are no rules unless a pattern drafts one from them.
    if rule.triggers.allSatisfy({ $0 == .leadingNo || $0 == .only }) { return .quiet }
    return .unmapped(Self.unmappedReason(rule, named: named))
  }

  /// The first draft a pattern makes of a sentence about what types are or hold, asked
  /// through `FindingPattern.draft(from:)`: "every", "never", "must not", "no", "only".
  private func patternDraft(for rule: ProseRule, title: String, place: String) -> DraftFinding? {
    let sentence = DraftSentence(
      words: rule.words, negated: rule.forbids,
      files: FileSet(paths: Set(paths), sources: swift), folder: { self.folder(namedIn: $0, other: "") },
      exactly: rule.triggers.contains(.exactly) ? rule.number : nil, place: place, date: date)
    // Members first: "view models never expose a settable published property" is about what
    // a view model holds, not what it is.
    for pattern in FindingPatterns.all.reversed() {
      guard let draft = pattern.draft(from: sentence) else { continue }
      return DraftFinding(
        slug: draft.slug, title: title, pattern: pattern.name, keys: draft.keys, source: Self.source(of: rule),
        todo: draft.todo, summary: "\(draft.summary), from \(place)")
    }
    return nil
  }
}
