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
public struct NoNewFiles: SchemaRule, Sendable {
  public let values: ArgumentValues
  /// Globs (or folders) no new path may match.
  public let paths: [String]
  /// What may stay, each with its reason: files, folders (`Core/Auth/`) or globs.
  public let fence: [String]
  public let exclude: [String]

  public init(values: ArgumentValues) {
    self.values = values
    paths = values.texts("paths")
    fence = values.texts("fence")
    exclude = values.texts("exclude")
  }

  /// The literal a suite writes: one label per key of the finding.
  public init(
    id: String, title: String? = nil, severity: String? = nil, paths: [String], fence: [String] = [],
    exclude: [String]? = nil
  ) {
    var values = ArgumentValues(id: id, title: title)
    values["paths"] = .texts(paths)
    values["fence"] = .texts(fence)
    values["exclude"] = exclude.map(ArgumentValue.texts)
    self.init(values: values)
  }

  public static let patternName = "files"
  public static let arguments = [
    LiteralArgument(
      "paths", .paths, required: true,
      doc: "globs no new path may match (`**/*.storyboard`, `Core/*`): any kind of file, not only Swift"),
    LiteralArgument("fence", .exceptions, doc: "what may stay: files, folders or globs, each with its reason"),
    LiteralArgument("exclude", .exclusions, doc: "paths left out of the rule, each with its reason"),
  ]

  public func problems() -> [ArgumentProblem] {
    paths.isEmpty
      ? [ArgumentProblem("paths", nil, "name the paths no new file may match, like [\"**/*.storyboard\"]")] : []
  }

  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }

  /// The paths it selects; none is read.
  public var scope: PathScope { PathScope(roots: paths, exclude: exclude) }

  public var inputs: RuleInputs {
    RuleInputs(selection: .paths(scope), reading: .path, eachFileAlone: true, entries: fence)
  }

  /// Every path the rule holds that no entry lets past, and every entry that lets nothing past.
  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found: [Violation] = []
    let held = files.paths.filter(scope.holds)
    for path in held.sorted() where !fence.contains(where: { PathPattern.entry($0, admits: path) }) {
      found.append(breach(at: path, site: site))
    }
    for entry in fence.sorted() {
      let reason: String
      if PathPattern.namesMany(entry) {
        guard files.unreadEntries[id]?.contains(entry) != true,
          !held.contains(where: { PathPattern.contains($0, under: entry) })
        else { continue }
        reason = "no path the rule holds lies in it any more"
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
