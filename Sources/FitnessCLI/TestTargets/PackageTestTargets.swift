import RuleEngine
import SwiftScanner

/// The test targets SwiftPM builds in this repository, from every `Package.swift` (the root
/// one and nested local packages such as `Packages/Models`): read from the manifests' text
/// and the folders that exist, never by running a manifest.
///
/// Why it matters: a suite in a folder no target compiles is never run, so `swift test`
/// would pass while the rule it holds is never evaluated there.
struct PackageTestTargets {
  struct Target: Equatable {
    /// The package's folder, repo-relative; empty for the root package.
    var package: String
    var name: String
    /// The folder the target's sources live in, repo-relative.
    var folder: String
    /// Whether the target depends on the FitnessKit library (its suites import it).
    var linksFitnessKit = false

    var display: String { package.isEmpty ? "\(folder) (\(name))" : "\(folder) (\(name), in \(package))" }

    /// The command that runs one suite of this target.
    func command(filter: String) -> String {
      package.isEmpty ? "swift test --filter \(filter)" : "swift test --package-path \(package) --filter \(filter)"
    }
  }

  private(set) var targets: [Target] = []

  init(paths: some Sequence<String>, read: (String) -> String?) {
    let all = Array(paths)
    for path in all {
      let parts = path.split(separator: "/")
      guard parts.last == "Package.swift" else { continue }
      let package = parts.dropLast().joined(separator: "/")
      let prefix = package.isEmpty ? "" : package + "/"
      let manifest = read(path)
      let declared = manifest.map(Self.declaredTestTargets(in:)) ?? []
      if declared.isEmpty {
        // No readable declaration: SwiftPM's convention, one target per folder of Tests/.
        var names = Set<String>()
        for file in all where file.hasPrefix(prefix + "Tests/") {
          let rest = file.dropFirst(prefix.count + "Tests/".count).split(separator: "/")
          if rest.count >= 2 { names.insert(String(rest[0])) }
        }
        targets += names.sorted().map { Target(package: package, name: $0, folder: prefix + "Tests/" + $0) }
      } else {
        let layout = SwiftPMLayout(
          package: package, paths: all, toolsVersion: manifest.flatMap(SwiftPMLayout.toolsVersion(in:)),
          testTargets: declared.count)
        targets += declared.map {
          Target(
            package: package, name: $0.name, folder: prefix + ($0.path ?? layout.testFolder(of: $0.name)),
            linksFitnessKit: $0.linksFitnessKit)
        }
      }
    }
    targets.sort { $0.folder < $1.folder }
  }

  /// The target whose sources hold `folder`.
  func target(compiling folder: String) -> Target? {
    targets.filter { PathPrefix.contains(folder, under: $0.folder) }.max { $0.folder.count < $1.folder.count }
  }

  /// The `.testTarget(name: …, path: …)` calls in a manifest's text: the first `name:` string
  /// in each call (the target's own; a dependency's `.product(name:)` comes after it), its
  /// `path:`, when given, and whether it names the `"FitnessKit"` product.
  static func declaredTestTargets(in manifest: String) -> [(name: String, path: String?, linksFitnessKit: Bool)] {
    declaredTargets(in: manifest, kinds: [.test])
  }

  /// The same for other kinds of target, read as the rules read a manifest
  /// (`ManifestTargets`: a commented-out target is none), each call it cannot read left out.
  static func declaredTargets(in manifest: String, kinds: Set<ManifestTarget.Kind>) -> [(
    name: String, path: String?, linksFitnessKit: Bool
  )] {
    let targets = (try? ManifestTargets.read(Array(manifest.utf8), skippingUnreadable: true).get()) ?? []
    return targets.filter { kinds.contains($0.kind) }.map { target in
      (target.name, target.path, target.dependencies.contains { $0.name == "FitnessKit" })
    }
  }
}

/// Every test target a suite could go into, SwiftPM's and Xcode's, each with the folder a
/// new suite would take and where it lives.
struct TestTargetCandidates {
  struct Candidate {
    /// The package or project folder (empty for the root package).
    var home: String
    var folder: String
    var display: String
  }

  var all: [Candidate] = []

  /// The candidates that could hold the code at `places` (a finding's files, roots and
  /// module folders): those of the nested package or project holding a place, or whose
  /// folder a place spans; the root's, for a place in no nested home. Every candidate when
  /// nothing is placed, or no home holds a place. No name is guessed from: two test targets
  /// of one package both could, and are both returned.
  func holding(_ places: [String]) -> [Candidate] {
    guard !places.isEmpty else { return all }
    let nested = Set(all.map(\.home).filter { !$0.isEmpty })
    func near(_ place: String, _ folder: String) -> Bool {
      PathPrefix.contains(place, under: folder) || PathPrefix.contains(folder, under: place)
    }
    let homes = all.filter { candidate in
      places.contains { place in
        candidate.home.isEmpty
          ? !nested.contains { PathPrefix.contains(place, under: $0) } : near(place, candidate.home)
      }
    }
    return homes.isEmpty ? all : homes
  }

  /// Every test target's folder for a new suite: a folder its sources compile (never a file
  /// it lists); a project XcodeGen generates is read as its spec's output, not as a second
  /// project listing each target again. Ordered so the first is the one a person would
  /// pick: unit tests before UI tests, a target named for unit tests first.
  ///
  /// A project's target may list folders of resources beside its sources (element-x's unit
  /// tests list `DevelopmentAssets/Media`): its candidate is a folder that holds Swift
  /// files among `paths`, else one that holds nothing yet; a folder of only other files is
  /// never offered.
  init(packages: PackageTestTargets, xcode: XcodeTestTargets, xcodegen: XcodeGenTestTargets, paths: [String]) {
    func holds(_ folder: String, swift: Bool) -> Bool {
      paths.contains { PathPrefix.contains($0, under: folder) && PathPrefix.hasSwiftSuffix($0) == swift }
    }
    // A template a script copies into every new screen (element-x's
    // `Tools/Scripts/Templates/…/Tests/Unit`, which its unit tests compile) would copy the
    // suite with it: the target's own folders come first, in the order the project lists them.
    func sourceFolder(_ folders: [String]) -> String? {
      let listed = folders.filter { !$0.hasSuffix(".swift") }
      let candidates = listed.filter { !Self.isTemplate($0) } + listed.filter(Self.isTemplate)
      return candidates.first { holds($0, swift: true) } ?? candidates.first { !holds($0, swift: false) }
    }
    var ranked: [(candidate: Candidate, rank: Int)] = packages.targets.map {
      (Candidate(home: $0.package, folder: $0.folder, display: $0.display), Self.rank($0.name))
    }
    for target in xcodegen.targets {
      guard let folder = sourceFolder(target.folders) else { continue }
      let home = PathPrefix.folder(of: target.spec)
      ranked.append(
        (
          Candidate(home: home, folder: folder, display: "\(folder) (\(target.name), in \(target.spec))"),
          Self.rank(target.name)
        ))
    }
    let generated = Set(xcodegen.targets.compactMap(\.project))
    for target in xcode.targets where !generated.contains(target.project) {
      guard let folder = sourceFolder(target.folders) else { continue }
      let home = target.project.split(separator: "/").dropLast().joined(separator: "/")
      ranked.append(
        (
          Candidate(home: home, folder: folder, display: "\(folder) (\(target.name), in \(target.project))"),
          Self.rank(target.name)
        ))
    }
    all = ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(
      \.element.candidate)
  }

  /// Whether `folder` lies in a template (a folder named `Templates`, `Template` or
  /// `…Templates`), whose files a script copies rather than a person edits in place.
  static func isTemplate(_ folder: String) -> Bool {
    folder.split(separator: "/").contains {
      $0.lowercased().hasSuffix("template") || $0.lowercased().hasSuffix("templates")
    }
  }

  /// 0 for a target named for unit tests, 2 for UI tests, 1 otherwise.
  static func rank(_ name: String) -> Int {
    let lower = name.lowercased()
    if lower.contains("uitest") || lower.contains("ui-test") || lower.contains("uitesting") { return 2 }
    return lower.contains("unittest") ? 0 : 1
  }
}
