#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A files rule's layout: each folder a glob of `folders` matches (one that holds a path) must hold
/// every `require`d child folder, and, with `only`, no other. A folder holds a child when
/// some path lies under it; files directly in the folder are not judged.
extension NoNewFiles {
  /// One folder's breach of the layout.
  struct LayoutBreach: Equatable {
    enum Kind: Equatable {
      /// A required child folder it lacks.
      case missing
      /// A child folder it may not hold, with the first path in it.
      case extra(firstPath: String)
    }

    /// The folder `folders` matched.
    var folder: String
    /// The child folder's name.
    var child: String
    var kind: Kind

    /// The folder a fence entry names to let this breach past: the child's.
    var childPath: String { folder + "/" + child }

    /// Whether `entry` lets it past: an entry naming the child folder, or a folder or glob
    /// that holds it.
    func excused(by entry: String) -> Bool {
      PathPattern.namesMany(entry) && PathPattern.contains(childPath, under: entry)
    }

    func violation(of rule: NoNewFiles, site: RuleSite) -> Violation {
      let titled = rule.title.map { " (\"\($0)\")" } ?? ""
      let matched = rule.folders.first { PathPattern.contains(folder, under: $0) } ?? rule.folders.first ?? ""
      let contract =
        "or change the contract: add '\(childPath)/' to the fence in \(site.suitePath) with a reason"
      switch kind {
      case .missing:
        return Violation(
          ruleID: rule.id, kind: .layoutBreach, path: folder, position: nil,
          message: "lacks the folder \(child), which [\(rule.id)] requires in every folder matching '\(matched)'"
            + "\(titled); change the code: add \(childPath)/ with its files, \(contract)",
          subject: childPath)
      case .extra(let firstPath):
        let allowed = rule.require.joined(separator: ", ")
        return Violation(
          ruleID: rule.id, kind: .layoutBreach, path: firstPath, position: SourcePosition(line: 1, column: 1),
          message: "is in \(childPath)/, a folder [\(rule.id)] does not allow in a folder matching '\(matched)', "
            + "which holds only \(allowed)\(titled); change the code: move it into one of those, \(contract)",
          subject: childPath)
      }
    }
  }

  /// The folders a glob of `folders` matches that some path of `paths` lies in, each with
  /// the names of its child folders and the first path in each, in path order.
  func layoutFolders(in paths: Set<String>) -> [String: [String: String]] {
    guard !folders.isEmpty else { return [:] }
    let globs = folders.map { Glob.Pattern(QuotedPath.bytes($0.trimmingTrailingSlashes)) }
    var found: [String: [String: String]] = [:]
    for path in paths.sorted() where !exclude.contains(where: { PathPattern.contains(path, under: $0) }) {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count > 1 else { continue }
      for count in 1..<parts.count {
        let folder = parts.prefix(count).joined(separator: "/")
        guard globs.contains(where: { $0.matches(QuotedPath.bytes(folder)) }) else { continue }
        var children = found[folder] ?? [:]
        // A path directly in the folder is no child folder's.
        if count + 1 < parts.count, children[String(parts[count])] == nil {
          children[String(parts[count])] = path
        }
        found[folder] = children
        break
      }
    }
    return found
  }

  /// Every breach of the layout, fenced or not, in folder order.
  func layoutBreaches(in paths: Set<String>) -> [LayoutBreach] {
    var found: [LayoutBreach] = []
    for (folder, children) in layoutFolders(in: paths).sorted(by: { $0.key < $1.key }) {
      for child in require where children[child] == nil {
        found.append(LayoutBreach(folder: folder, child: child, kind: .missing))
      }
      guard only else { continue }
      for (child, first) in children.sorted(by: { $0.key < $1.key }) where !require.contains(child) {
        found.append(LayoutBreach(folder: folder, child: child, kind: .extra(firstPath: first)))
      }
    }
    return found
  }
}

extension Violation.Kind {
  /// A folder whose layout a files rule's `folders` and `require` refuse.
  public static let layoutBreach = Self(rawValue: "layout-breach")
}

extension String {
  fileprivate var trimmingTrailingSlashes: String {
    var text = Substring(self)
    while text.hasSuffix("/") { text = text.dropLast() }
    return String(text)
  }
}
