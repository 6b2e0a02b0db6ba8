import Foundation

/// What a staged check must say, computed from git's own output alone (`git ls-files`,
/// `git diff --cached`, `git status`, `git cat-file`), for the one rule of `AppFixture`:
/// only `Sources/Sync/CloudSyncEngine.swift` may import CloudKit, under `Sources`.
///
/// Independent of fitness's readers on purpose: paths are git's bytes and git's quoting,
/// links are followed by hand, and an import is a line that reads exactly
/// `import CloudKit` (the generated sources put the module nowhere else in code).
public struct StagedOracle {
  /// Where each diagnostic points, as printed before `: error:`.
  public var places: Set<String>
  /// Whether the check must refuse (exit 2) rather than judge: `places` are then the links
  /// it cannot read through.
  public var refuses: Bool

  struct Entry {
    var mode: String
    var object: String
    var path: [UInt8]
  }

  public static let fenceEntryPlace = AppFixture.suitePath + ":9:7"
  public static let vacuousPlace = AppFixture.suitePath + ":4:21"
  public static let suiteGone = "findings/0007-cloudkit.md"

  public init(_ repo: ScratchRepository, hasFinding: Bool) throws {
    func output(_ arguments: [String]) throws -> [UInt8] { try repo.gitBytes(arguments) }
    func split(_ bytes: [UInt8]) -> [[UInt8]] { bytes.split(separator: 0).map(Array.init) }
    // The index: stage-0 entries (the generator makes no conflicts), and git's quoting.
    var entries: [[UInt8]: Entry] = [:]
    let quoted = try repo.git(["ls-files", "-s"]).split(separator: "\n").map { line in
      String(line[line.index(after: line.firstIndex(of: "\t")!)...])
    }
    var display: [[UInt8]: String] = [:]
    for (record, shown) in zip(split(try output(["ls-files", "-s", "-z"])), quoted) {
      let tab = record.firstIndex(of: 0x09)!
      let fields = record[..<tab].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
      let path = Array(record[(tab + 1)...])
      entries[path] = Entry(mode: fields[0], object: fields[1], path: path)
      display[path] = shown
    }
    // Intent-to-add entries look like empty regular files in `ls-files`; status says.
    var intentToAdd = Set<[UInt8]>()
    for record in split(try output(["status", "--porcelain=v2", "-z", "--untracked-files=no"])) {
      let fields = record.split(separator: 0x20, maxSplits: 8)
      if fields.count == 9, fields[0].elementsEqual("1".utf8), fields[4].elementsEqual("000000".utf8) {
        intentToAdd.insert(Array(fields[8]))
      }
    }
    func isRegular(_ path: [UInt8]) -> Bool {
      guard let entry = entries[path], !intentToAdd.contains(path) else { return false }
      return entry.mode == "100644" || entry.mode == "100755"
    }
    func blob(_ object: String) throws -> [UInt8] { try output(["cat-file", "blob", object]) }
    // A link stands for the regular file its chain ends at inside the repository, whatever
    // its name; a commit that changes any path on the chain changes what it stands for.
    func linkText(_ path: [UInt8]) throws -> [UInt8]? {
      guard let entry = entries[path], entry.mode == "120000", !intentToAdd.contains(path) else { return nil }
      return try blob(entry.object)
    }
    var links: [[UInt8]: [UInt8]] = [:]
    var leads: [[UInt8]: Lead] = [:]
    var passes: [[UInt8]: [[UInt8]]] = [:]
    for path in entries.keys {
      guard let text = try linkText(path) else { continue }
      var reached: [[UInt8]] = []
      let lead = try Self.follow(path, text: text, textOf: linkText, passes: &reached)
      (leads[path], passes[path]) = (lead, reached)
      if case .inside(let target) = lead, isRegular(target) { links[path] = target }
    }
    func content(_ path: [UInt8]) throws -> [UInt8]? {
      if isRegular(path) { return try blob(entries[path]!.object) }
      return try links[path].map { try blob(entries[$0]!.object) }
    }
    let suite = Array(AppFixture.suitePath.utf8)
    let hasHead = try repo.run(["rev-parse", "-q", "--verify", "HEAD"]).status == 0
    let base = hasHead ? "HEAD" : "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
    var changed = Set(split(try output(["diff", "--cached", "--name-only", "-z", "--no-renames", base])))
    let diffed = changed
    for (link, reached) in passes where links[link] != nil && reached.contains(where: diffed.contains) {
      changed.insert(link)
    }
    places = []
    refuses = false
    // The promise of a graduated finding is checked when the commit may change it: it
    // removes a file HEAD holds (deleted, no longer a file, or a link that no longer leads
    // to one), or touches `findings/`. What HEAD already broke (committed with --no-verify)
    // is CI's to judge.
    var removes = false
    if hasHead {
      for path in try Self.headFiles(repo) where !isRegular(path) && links[path] == nil { removes = true }
    }
    let touchesFindings = changed.contains { $0.starts(with: "findings/".utf8) }
    guard isRegular(suite) else {
      if hasFinding, removes || touchesFindings { places.insert(Self.suiteGone) }
      return
    }
    let fenced = Array(AppFixture.fencedFile.utf8)
    func covered(_ path: [UInt8]) -> Bool {
      let folders = path.split(separator: 0x2F).dropLast()
      return path.starts(with: "Sources/".utf8) && path.count > 6 && path.suffix(6).elementsEqual(".swift".utf8)
        && !folders.contains { $0.count >= 5 && $0.suffix(5).elementsEqual("Tests".utf8) }
    }
    // A link the rule reaches that the check cannot read through stops it (exit 2): a Swift
    // source, or a name with no extension, whose chain leaves the repository; any other
    // name's chain that ends at a folder holding a regular Swift file other than a manifest.
    for (link, lead) in leads {
      let swift = Self.isSwift(link)
      guard covered(swift ? link : link + Array("/Linked.swift".utf8)) else { continue }
      switch lead {
      case .outside where swift ? !Self.isManifest(link) : !Self.hasExtension(link):
        places.insert(display[link]!)
      case .inside(let folder) where !swift:
        let prefix = folder + [0x2F]
        if entries.keys.contains(where: {
          $0.starts(with: prefix) && isRegular($0) && Self.isSwift($0) && !Self.isManifest($0)
        }) {
          places.insert(display[link]!)
        }
      default: break
      }
    }
    guard places.isEmpty else {
      refuses = true
      return
    }
    // A commit that changes the suite is judged over everything its rule selects.
    let judged = changed.contains(suite) ? Set(entries.keys).union(links.keys) : changed
    for path in judged where covered(path) && path != fenced {
      guard let bytes = try content(path) else { continue }
      for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
        if line.elementsEqual("import CloudKit".utf8) { places.insert("\(display[path]!):\(number + 1):1") }
        if let column = Self.needleColumn(in: Array(line)) {
          places.insert("\(display[path]!):\(number + 1):\(column)")
        }
      }
    }
    if try content(fenced) == nil {
      places.insert(Self.fenceEntryPlace)
    } else if judged.contains(fenced), let bytes = try content(fenced),
      !bytes.split(separator: 0x0A).contains(where: { $0.elementsEqual("import CloudKit".utf8) })
    {
      places.insert(Self.fenceEntryPlace)
    }
    if !entries.keys.contains(where: { covered($0) && (isRegular($0) || links[$0] != nil) }) {
      places.insert(Self.vacuousPlace)
    }
  }

  /// The column of the rule's API needle `CKContainer(` in a line of code: not in a line
  /// comment, not after a quote (the sources put it in no string), not inside a longer name.
  static func needleColumn(in line: [UInt8]) -> Int? {
    let needle = Array("CKContainer(".utf8)
    guard line.count >= needle.count else { return nil }
    for start in 0...(line.count - needle.count) where Array(line[start..<start + needle.count]) == needle {
      let before = line[..<start]
      if before.contains(0x22) || String(decoding: before, as: UTF8.self).contains("//") { return nil }
      if let previous = before.last,
        previous == 0x5F || (previous | 0x20 >= 0x61 && previous | 0x20 <= 0x7A)
          || (previous >= 0x30 && previous <= 0x39)
      {
        continue
      }
      return start + 1
    }
    return nil
  }

  /// The places of a check's diagnostics: what stands before `: error:` on each line.
  public static func places(in standardError: String) -> Set<String> {
    Set(
      standardError.split(separator: "\n").compactMap { line in
        line.range(of: ": error: ").map { String(line[..<$0.lowerBound]) }
      })
  }
}
