#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Avoid storyboards", "no new colour assets", "do not add top-level folders to `Core/`":
/// no path that `paths` holds may exist outside the fence. The fence lists what is there
/// today, each with its reason (or a baseline), and only shrinks; a new file is reported at
/// itself, so the burn-down needs no pin re-pinned at every step.
///
/// It reads no file, only which paths exist, of any kind: each path is judged alone, so a
/// commit judges only the paths it adds, and an entry whose file is gone is stale.
///
/// A folder layout is the same subject, paths, seen a level up: "every feature folder holds
/// `Models`, `ViewModels` and `Views`, and nothing else". `folders` are globs whose matches
/// must each hold the `require`d child folders and, with `only`, no other (`NoNewFiles+Layout`).
/// Such a rule judges the paths under its folders together: a commit that adds or removes
/// one judges them all.
public struct NoNewFiles: SchemaRule, Sendable {
  public let values: ArgumentValues
  /// Globs (or folders) no new path may match.
  public let paths: [String]
  /// Globs (or folders) whose matching folders are each held to a layout.
  public let folders: [String]
  /// The child folders each of `folders` must hold.
  public let require: [String]
  /// Whether each of `folders` may hold no child folder but those `require` names.
  public let only: Bool
  /// What may stay, each with its reason: files, folders (`Core/Auth/`) or globs.
  public let fence: [String]
  public let exclude: [String]

  public init(values: ArgumentValues) {
    self.values = values
    paths = values.texts("paths")
    folders = values.texts("folders")
    require = values.texts("require")
    only = values.bool("only") ?? false
    fence = values.texts("fence")
    exclude = values.texts("exclude")
  }

  /// The literal a suite writes: one label per key of the finding.
  public init(
    id: String, title: String? = nil, severity: String? = nil, paths: [String]? = nil, folders: [String]? = nil,
    require: [String]? = nil, only: Bool? = nil, fence: [String] = [], exclude: [String]? = nil
  ) {
    var values = ArgumentValues(id: id, title: title)
    values["paths"] = paths.map(ArgumentValue.texts)
    values["folders"] = folders.map(ArgumentValue.texts)
    values["require"] = require.map(ArgumentValue.texts)
    values["only"] = only.map(ArgumentValue.bool)
    values["fence"] = .texts(fence)
    values["exclude"] = exclude.map(ArgumentValue.texts)
    self.init(values: values)
  }

  public static let patternName = "files"
  public static let arguments = [
    LiteralArgument(
      "paths", .paths,
      doc: "globs no new path may match (`**/*.storyboard`, `Core/*`): any kind of file, not only Swift"),
    LiteralArgument(
      "folders", .paths, doc: "globs of folders each held to a layout (`Sources/App/Features/*`), with `require`"),
    LiteralArgument("require", .texts, doc: "the child folders each of `folders` must hold (`Models`, `Views`)"),
    LiteralArgument("only", .bool, doc: "true: each of `folders` holds no child folder but those `require` names"),
    LiteralArgument("fence", .exceptions, doc: "what may stay: files, folders or globs, each with its reason"),
    LiteralArgument("exclude", .exclusions, doc: "paths left out of the rule, each with its reason"),
  ]

  public func problems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if paths.isEmpty, folders.isEmpty {
      found.append(
        ArgumentProblem(
          "paths", nil,
          "name the paths no new file may match, like [\"**/*.storyboard\"], or the folders a layout holds, like "
            + "folders: [\"Sources/App/Features/*\"] with require: [\"Models\", \"Views\"]"))
    }
    if !folders.isEmpty, require.isEmpty {
      found.append(ArgumentProblem("require", nil, "name the child folders each folder must hold, like [\"Views\"]"))
    }
    if folders.isEmpty, !require.isEmpty || only {
      found.append(
        ArgumentProblem(
          require.isEmpty ? "only" : "require", nil, "a layout needs 'folders', the globs of the folders it holds"))
    }
    if let bad = require.first(where: { $0.isEmpty || $0.utf8.contains(UInt8(ascii: "/")) || PathPattern.isGlob($0) }) {
      found.append(ArgumentProblem("require", nil, "'\(bad)' is not a child folder's name: write one name, no '/'"))
    }
    return found
  }

  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }

  /// The paths it selects (its globs', and everything under its layout's folders); none is
  /// read.
  public var scope: PathScope { PathScope(roots: paths + folders, exclude: exclude) }

  /// The paths its globs hold, which it judges one by one.
  var pathScope: PathScope { PathScope(roots: paths, exclude: exclude) }

  public var inputs: RuleInputs {
    RuleInputs(selection: .paths(scope), reading: .path, eachFileAlone: folders.isEmpty, entries: fence)
  }

  /// Every path the rule holds that no entry lets past, every folder whose layout breaks it,
  /// and every entry that lets nothing past.
  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found: [Violation] = []
    let held = files.paths.filter(pathScope.holds)
    for path in held.sorted() where !fence.contains(where: { PathPattern.entry($0, admits: path) }) {
      found.append(breach(at: path, site: site))
    }
    let layout = layoutBreaches(in: files.paths)
    found += layout.filter { breach in !fence.contains { breach.excused(by: $0) } }.map {
      $0.violation(of: self, site: site)
    }
    for entry in fence.sorted() {
      let reason: String
      if PathPattern.namesMany(entry) {
        guard files.unreadEntries[id]?.contains(entry) != true,
          !held.contains(where: { PathPattern.contains($0, under: entry) }),
          !layout.contains(where: { $0.excused(by: entry) })
        else { continue }
        reason =
          folders.isEmpty ? "no path the rule holds lies in it any more" : "it lets past nothing the rule refuses"
      } else {
        guard !files.paths.contains(entry) else { continue }
        reason = "the file no longer exists"
      }
      found.append(
        .stale(Violation.fenceEntry(entry), reason: reason, ruleID: id, site: site, key: entry, subject: entry))
    }
    return found
  }

  /// A path the rule holds that the fence does not let past.
  func breach(at path: String, site: RuleSite) -> Violation {
    let matched = paths.first { PathPattern.contains(path, under: $0) } ?? paths[0]
    let titled = title.map { " (\"\($0)\")" } ?? ""
    return Violation(
      ruleID: id, kind: .forbiddenFile, path: path, position: SourcePosition(line: 1, column: 1),
      message: "is a new path matching '\(matched)', which no new file may [\(id)]; change the code: remove it or "
        + "do without it\(titled), or change the contract: add it to the fence in \(site.suitePath) with a reason",
      subject: path)
  }
}

extension Violation.Kind {
  /// A path a files rule forbids, outside its fence.
  public static let forbiddenFile = Self(rawValue: "forbidden-file")
}
