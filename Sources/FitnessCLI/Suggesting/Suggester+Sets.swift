import RuleEngine
import SwiftScanner

extension Suggester {
  /// "No feature imports another feature": the folder the sentence names whose subfolders
  /// are packages (each with a `Sources` folder), each of their targets one module.
  func independentSet(namedIn words: [String]) -> (folder: String, homes: [(name: String, path: String)])? {
    let wanted = Set(words.map { Self.singular($0.lowercased()) })
    var best: (folder: String, homes: [(name: String, path: String)])? = nil
    for folder in folders where wanted.contains(Self.singular(Self.last(folder).lowercased())) {
      var homes: [(name: String, path: String)] = []
      var seen = Set<String>()
      for path in paths where path.hasPrefix(folder + "/") && ShippingCode.ships(path) {
        let rest = path.dropFirst(folder.count + 1).split(separator: "/")
        // Packages/Features/Search/Sources/Search/View.swift: child, Sources, target, file.
        guard rest.count >= 4, rest[1] == "Sources" else { continue }
        let home = "\(folder)/\(rest[0])/Sources/\(rest[2])"
        if seen.insert(home).inserted { homes.append((String(rest[2]), home)) }
      }
      guard homes.count >= 2, homes.count > (best?.homes.count ?? 1) else { continue }
      best = (folder, homes.sorted { $0.name < $1.name })
    }
    return best
  }

  /// Every folder of the snapshot, outside test folders.
  var folders: [String] {
    var found = Set<String>()
    for path in paths where ShippingCode.ships(path) {
      var parts = path.split(separator: "/").dropLast()
      while !parts.isEmpty, found.insert(parts.joined(separator: "/")).inserted { parts = parts.dropLast() }
    }
    return found.sorted()
  }

  /// The independent-modules draft for a set, today's cross imports in its fence.
  func independentDraft(
    folder: String, homes: [(name: String, path: String)], title: String, source: String, place: String
  ) -> DraftFinding {
    let names = Set(homes.map(\.name))
    var keys = ["modules:"]
    for home in homes {
      keys += ["  - name: \(DraftFinding.quoted(home.name))", "    paths: \(DraftFinding.list([home.path]))"]
    }
    var crossing: [String] = []
    for home in homes {
      for path in swift.keys.sorted() where PathPrefix.contains(path, under: home.path) {
        guard let other = swift[path]?.imports.first(where: { names.contains($0.module) && $0.module != home.name })
        else { continue }
        if crossing.isEmpty { keys.append("fence:") }
        crossing.append(path)
        keys += [
          "  - path: \(DraftFinding.quoted(path))", "    imports: \(DraftFinding.quoted(other.module))",
          "    why: \"\"",
        ]
      }
    }
    return DraftFinding(
      slug: DraftFinding.kebab(Self.last(folder)) + "-stay-independent", title: title, pattern: "independent-modules",
      keys: keys, source: source,
      todo: crossing.isEmpty
        ? "Check the modules: one per target under \(folder)."
        : "\(crossing.count) file\(crossing.count == 1 ? "" : "s") cross\(crossing.count == 1 ? "es" : "") between the modules today: give each a why, or move the shared code out of the set and drop the entry.",
      summary: "independent-modules, \(homes.count) modules under \(folder), from \(place)")
  }

  /// "Deck games never touch the network": a network sentinel over the folder named.
  func sentinelDraft(folder: String, title: String, source: String, place: String) -> DraftFinding {
    DraftFinding(
      slug: DraftFinding.kebab(Self.last(folder)) + "-stays-offline", title: title, pattern: "network-sentinel",
      keys: ["module: \"\"", "roots: \(DraftFinding.list([folder]))", "drive: \"\""], source: source,
      todo:
        "Name in module: the module the suite imports with @testable, and write in drive: the Swift statements that run the code under \(folder) with only storage in memory.",
      summary: "network-sentinel over \(folder), from \(place)")
  }

  /// `features` → `feature`, for matching a sentence's words to folder names.
  static func singular(_ word: String) -> String {
    word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
  }
}
