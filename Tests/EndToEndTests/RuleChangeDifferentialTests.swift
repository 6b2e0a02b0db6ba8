import FitnessTestSupport
import Foundation
import Testing

/// The hook's verdict on a commit equals `fitness check --rev` of the commit it records, on
/// random histories from fixed seeds whose steps change the rules as well as the files:
/// fence entries removed and added, roots and excludes moved, the module changed, needles
/// added and taken away, a second suite added over files that already break it, next to
/// edits, deletions, renames and links. And, for every pattern the hook reads: a
/// re-exporter edited under its importers, the fence's literal replaced by a layer's, the
/// rule's id changed under its graduated finding, a folder its roots name moved away, a
/// pin's declaring file edited, moved or re-pinned, a declarations rule's files and roots
/// moved, a String Catalog a contract reads edited or deleted, a members rule's fence
/// entries (which name members) and roots changed under files that declare them, and a
/// declarations rule about what types inherit across files: extensions added and removed
/// in other files, an intermediate class's base changed, an alias moved or retargeted,
/// supertypes renamed, the rule's roots moved; and one about reference cycles between
/// folders: references added and removed on either side, one let past by the fence; and a
/// layer's allowlist of the package's own modules: manifests written, nested, made
/// unreadable and deleted, the layer's imports and its `mayImport` changed; and whether each
/// manifest matches its targets' imports: dependencies, imports and the fence's edges; with
/// XcodeGen specs beside the packages, the specs they include, and an Xcode project file,
/// written, made unreadable and deleted; a round from a clean parent may stage such YAML alone.
///
/// Each round stages a few steps and commits through the installed hook. A commit the hook
/// accepts must be clean under `check --rev HEAD`; one it refuses is recorded without the
/// hook and must fail `check --rev HEAD` at the very places the hook named, and is then
/// taken back (`reset --soft`), so every round starts from a clean parent. The front and
/// libgit2's reader must print the same verdict. `FITNESS_DIFFERENTIAL_CASES=N` runs N
/// seeds instead of the 200 CI runs; `FITNESS_DIFFERENTIAL_SEED=S` one.
@Suite(.tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct RuleChangeDifferentialTests {
  static let seeds = 0..<(ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 200)

  static let secondSuitePath = "Tests/AppTests/Fitness/FoundationStaysPutTests.swift"

  static let exportsFile = "Sources/Kit/Exports.swift"
  static let pinSuitePath = "Tests/AppTests/Fitness/ModesStayPinnedTests.swift"
  static let modeFile = "Sources/Modes/Mode.swift"
  static let shapeSuitePath = "Tests/AppTests/Fitness/ViewModelsAreFinalTests.swift"
  static let copySuitePath = "Tests/AppTests/Fitness/ModeNamesStayShortTests.swift"
  static let catalogPath = "Resources/Localizable.xcstrings"
  static let memberSuitePath = "Tests/AppTests/Fitness/NoUnsafeGlobalsTests.swift"
  static let inheritSuitePath = "Tests/AppTests/Fitness/ScreenModelsInheritBaseTests.swift"
  static let screenFile = "Sources/Base/Screen.swift"
  static let intermediateFile = "Sources/Base/Intermediate.swift"
  static let extensionFiles = ["Sources/Feed/SettingsModel+Screen.swift", "Other/Screen+Ext.swift"]
  static let aliasFiles = ["Sources/Base/Aliases.swift", "Other/Aliases.swift"]
  static let cycleSuitePath = "Tests/AppTests/Fitness/FoldersFormNoCycleTests.swift"
  static let allowSuitePath = "Tests/AppTests/Fitness/FeedImportsOnlyKitTests.swift"
  static let dependenciesSuitePath = "Tests/AppTests/Fitness/PackageMatchesTheImportsTests.swift"

  /// Every Package.swift matches its targets' imports, but the edges `fence` lets past.
  static func dependenciesSuite(fence: [String]) -> String {
    let entry =
      fence.isEmpty
      ? "[:]"
      : "[\n      \"Package.swift\": [\(fence.map { "\"\($0)\"" }.joined(separator: ", "))],  // moving [0091]\n    ]"
    return """
      import Testing

      @Suite struct PackageMatchesTheImportsTests {
        static let rule = TargetDependencies(
          id: "package-matches-imports",
          fence: \(entry)
        )
      }

      """
  }

  /// Of the package's own modules, the feed imports only `mayImport`.
  static func allowSuite(mayImport: [String]) -> String {
    """
    import Testing

    @Suite struct FeedImportsOnlyKitTests {
      static let rule = LayerBoundary(
        id: "feed-imports-only-kit",
        paths: ["Sources/Feed"],
        mayImport: [\(mayImport.map { "\"\($0)\"" }.joined(separator: ", "))],
        fence: [:]
      )
    }

    """
  }

  /// A `Package.swift` declaring `targets`, each `Name` or `Name:Dep,Dep` (a target named
  /// `?` is written with a name that is no literal, so the manifest cannot be read).
  static func manifest(targets: [String]) -> String {
    let calls = targets.map { target -> String in
      guard target != "?" else { return ".target(name: computedName)" }
      let parts = target.split(separator: ":")
      let dependencies = parts.count > 1 ? parts[1].split(separator: ",").map { "\"\($0)\"" } : []
      return ".target(name: \"\(parts[0])\""
        + (dependencies.isEmpty ? "" : ", dependencies: [\(dependencies.joined(separator: ", "))]") + ")"
    }
    return "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n  name: \"App\",\n"
      + "  targets: [\n    " + calls.joined(separator: ",\n    ") + ",\n  ]\n)\n"
  }

  /// An XcodeGen spec declaring `targets` as `manifest(targets:)` reads them, each with its
  /// folder under `Sources` (a target named `?` is written with a tag, so the spec cannot be
  /// read); `folder` is where the spec lies, and `include` names a spec it includes.
  static func spec(targets: [String], folder: String = "", include: String? = nil) -> String {
    let up = folder.isEmpty ? "" : String(repeating: "../", count: folder.split(separator: "/").count)
    var text = include.map { "include:\n  - \($0)\n" } ?? ""
    text += "targets:\n"
    for target in targets {
      guard target != "?" else {
        text += "  Broken:\n    type: !tag framework\n"
        continue
      }
      let parts = target.split(separator: ":")
      text += "  \(parts[0]):\n    type: framework\n    platform: iOS\n    sources: [\(up)Sources/\(parts[0])]\n"
      let dependencies = parts.count > 1 ? parts[1].split(separator: ",") : []
      if !dependencies.isEmpty {
        text += "    dependencies:\n" + dependencies.map { "      - target: \($0)\n" }.joined()
      }
    }
    return text
  }

  /// An Xcode project file at the top, declaring `targets` as `manifest(targets:)` reads them,
  /// each a framework on the synchronized folder `Sources/NAME`, `Other` on `Other`, which no
  /// package claims (a target named `?` leaves a `;` out, so the file cannot be read).
  static func project(targets: [String]) -> String {
    var objects = ""
    var groups: [String] = []
    for (index, target) in targets.enumerated() {
      guard target != "?" else {
        objects += "\t\tBROKEN = {isa = PBXNativeTarget; name = Broken\n};\n"
        continue
      }
      let parts = target.split(separator: ":")
      let dependencies = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
      let ids = dependencies.map { "DEP\(index)\($0)" }
      let folder = parts[0] == "Other" ? "Other" : "Sources/\(parts[0])"
      objects +=
        "\t\tGRP\(parts[0]) = {isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); "
        + "sourceTree = \"<group>\"; };\n"
      objects +=
        "\t\tTGT\(parts[0]) = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = ();\n"
        + "\t\t\tdependencies = (\n" + ids.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n"
        + "\t\t\tfileSystemSynchronizedGroups = (GRP\(parts[0]), );\n\t\t\tname = \(parts[0]);\n"
        + "\t\t\tproductType = \"com.apple.product-type.framework\";\n\t\t};\n"
      for (id, dependency) in zip(ids, dependencies) {
        objects += "\t\t\(id) = {isa = PBXTargetDependency; target = TGT\(dependency); };\n"
      }
      groups.append("GRP\(parts[0])")
    }
    objects +=
      "\t\tMAIN = {isa = PBXGroup; children = (\(groups.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };\n"
    objects += "\t\tROOT = {isa = PBXProject; mainGroup = MAIN; };\n"
    return "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects + "\t};\n\trootObject = ROOT;\n}\n"
  }

  /// No reference cycle among the folders under `Sources`; `fence` lets references past.
  static func cycleSuite(fence: [String: [String]]) -> String {
    let entries = fence.keys.sorted().map { path in
      "      \"\(path)\": [\(fence[path]!.map { "\"\($0)\"" }.joined(separator: ", "))],  // until the split [0077]"
    }
    let written = entries.isEmpty ? "[:]" : "[\n" + entries.joined(separator: "\n") + "\n    ]"
    return """
      import Testing

      @Suite struct FoldersFormNoCycleTests {
        static let rule = DeclarationShape(
          id: "folders-form-no-cycle",
          kind: "anything",
          forbidReferenceCycles: ["Sources/*"],
          fence: \(written),
          roots: ["Sources"]
        )
      }

      """
  }

  /// Every class that inherits `ScreenModel` under `roots` inherits `BaseScreenModel`, read
  /// through every file.
  static func inheritSuite(roots: [String]) -> String {
    """
    import Testing

    @Suite struct ScreenModelsInheritBaseTests {
      static let rule = DeclarationShape(
        id: "screen-models-inherit-base",
        kind: "class",
        conforming: ["ScreenModel"],
        requireConforms: ["BaseScreenModel"],
        roots: [\(roots.map { "\"\($0)\"" }.joined(separator: ", "))]
      )
    }

    """
  }

  /// One rule literal's arguments, written out as graduate writes them.
  struct Rule {
    var id: String
    var module: String
    var fence: [String]
    var api: [String]
    var exclude: [String]
    var roots: [String]
    /// Whether `Exports.swift` is recorded as Kit's re-exporter.
    var reexports = false
    /// Written as a `LayerBoundary` (each entry granted the module) instead.
    var layer = false

    func suite(named name: String) -> String {
      func list(_ items: [String], reason: String?) -> String {
        guard !items.isEmpty else { return "[]" }
        let lines = items.map { "      \"\($0)\"," + (reason.map { "  // \($0) [0007]" } ?? "") }
        return "[\n" + lines.joined(separator: "\n") + "\n    ]"
      }
      func grants() -> String {
        guard !fence.isEmpty else { return "[:]" }
        let lines = fence.map { "      \"\($0)\": [\"\(module)\"],  // owns it [0007]" }
        return "[\n" + lines.joined(separator: "\n") + "\n    ]"
      }
      let records =
        reexports
        ? "\n    reexports: [\n      \"Kit\": [\"\(RuleChangeDifferentialTests.exportsFile)\"],  // Kit re-exports [0007]\n    ],"
        : ""
      let roots = "[\(self.roots.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let literal =
        layer
        ? """
        LayerBoundary(
            id: "\(id)",
            forbid: ["\(module)"],
            paths: \(self.roots.isEmpty ? "[\"Sources\"]" : roots),
            fence: \(grants()),
            api: [\(api.map { "\"\($0)\"" }.joined(separator: ", "))],
            exclude: \(list(exclude, reason: "does not ship")),\(records)
          )
        """
        : """
        ImportBoundary(
            id: "\(id)",
            module: "\(module)",
            fence: \(list(fence, reason: "owns it")),
            api: [\(api.map { "\"\($0)\"" }.joined(separator: ", "))],
            exclude: \(list(exclude, reason: "does not ship")),\(records)
            roots: \(roots)
          )
        """
      return """
        import Testing

        @Suite struct \(name) {
          static let rule = \(literal)
        }

        """
    }
  }

  /// A pin on `enum Mode`'s cases in `in`, with a trail that states the count.
  static func pinSuite(count: Int, in file: String) -> String {
    """
    import Testing

    @Suite struct ModesStayPinnedTests {
      static let pin = CountPin(
        id: "modes",
        subject: "enum Mode",
        in: "\(file)",
        // 2026-12-01: \(count) modes, as the picker shows them [0011]
        count: \(count)
      )
    }

    """
  }

  /// Every `*ViewModel` class under `roots` is final.
  static func shapeSuite(roots: [String]) -> String {
    """
    import Testing

    @Suite struct ViewModelsAreFinalTests {
      static let rule = DeclarationShape(
        id: "view-models-final",
        kind: "class",
        named: "*ViewModel",
        requireModifiers: ["final"],
        roots: [\(roots.map { "\"\($0)\"" }.joined(separator: ", "))]
      )
    }

    """
  }

  /// No `nonisolated(unsafe)` under `roots`, but for the members `fence` names.
  static func memberSuite(fence: [String: [String]], roots: [String]) -> String {
    let entries = fence.keys.sorted().map { path in
      "      \"\(path)\": [\(fence[path]!.map { "\"\($0)\"" }.joined(separator: ", "))],  // moves into an actor [0040]"
    }
    let written = entries.isEmpty ? "[:]" : "[\n" + entries.joined(separator: "\n") + "\n    ]"
    return """
      import Testing

      @Suite struct NoUnsafeGlobalsTests {
        static let rule = MemberShape(
          id: "no-unsafe-globals",
          forbidModifiers: ["nonisolated(unsafe)"],
          fence: \(written),
          roots: [\(roots.map { "\"\($0)\"" }.joined(separator: ", "))]
        )
      }

      """
  }

  static let copySuite = """
    import Testing

    @Suite struct ModeNamesStayShortTests {
      static let rule = CopyContract(
        id: "short-mode-names",
        catalog: "\(catalogPath)",
        keys: "mode.",
        maxLength: 12
      )
    }

    """

  static func catalog(_ values: [String]) -> String {
    let entries = values.enumerated().map { index, value in
      "\"mode.\(index)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", "
        + "\"value\" : \"\(value)\" } } } }"
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \(entries.joined(separator: ",\n    "))\n  },\n"
      + "  \"version\" : \"1.0\"\n}\n"
  }

  static let files = [
    "Sources/Feed/A.swift", "Sources/Feed/B.swift", AppFixture.fencedFile, "Sources/Sync/Helper.swift",
    "Sources/Feed/with space.swift", "Other/Z.swift", "Tests/AppTests/X.swift",
  ]
  static let lines = [
    "import CloudKit", "import Foundation", "// import CloudKit", "struct S {}", "let c = CKContainer(id: 1)",
    "let d = CKDatabase(scope: 1)", "import Kit", "final class FeedViewModel {}", "class ListViewModel {}",
    "nonisolated(unsafe) var counter = 0", "enum Store { nonisolated(unsafe) static var shared = 0 }",
    "final class SettingsModel {}", "extension SettingsModel: ScreenModel {}",
    "class IntermediateModel: ScreenModel {}", "struct SyncThing { let feed: FeedThing? }",
  ]

  struct History {
    var random: SplitMix
    var first = Rule(
      id: "cloudkit-in-sync", module: "CloudKit",
      fence: [RuleChangeDifferentialTests.exportsFile, AppFixture.fencedFile],
      api: ["CKContainer("], exclude: [], roots: ["Sources"])
    var second: Rule? = nil
    var pinned = 2
    var shapeRoots = ["Sources/Feed"]
    var memberFence: [String: [String]] = [:]
    var memberRoots = ["Sources"]
    var inheritRoots = ["Sources"]
    var cycleFence: [String: [String]] = [:]

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }

    /// The other patterns' steps: what they read and what says how they read it.
    mutating func patternStep(_ choice: UInt64, existing: String) -> (script: String, name: String) {
      let files = RuleChangeDifferentialTests.self
      switch choice {
      case 0:
        let text = pick([
          "@_exported import Foundation\nimport CloudKit", "@_exported import CloudKit", "import Foundation",
          "@_exported import Foundation",
        ])
        return (
          "mkdir -p Sources/Kit && printf '%s\\n' '\(text)' > '\(files.exportsFile)'",
          "re-exporter: \(text.replacingOccurrences(of: "\n", with: "; "))"
        )
      case 1:
        first.reexports.toggle()
        return (writeFirst(), "re-exporter recorded: \(first.reexports)")
      case 2:
        first.id = pick(["cloudkit-in-sync", "cloudkit-kept"])
        return (writeFirst(), "rule id \(first.id)")
      case 3:
        first.layer.toggle()
        return (writeFirst(), "literal replaced: \(first.layer ? "a layer" : "an import boundary")")
      case 4:
        let folder = pick(["Sources/Feed", "Sources/Sync", "Sources/Modes"])
        let target = pick(["Sources/Timeline", "Archive/Old"])
        return (
          "[ -d '\(folder)' ] && mkdir -p \"$(dirname '\(target)')\" && git mv -k '\(folder)' '\(target)' || true",
          "folder \(folder) moved to \(target)"
        )
      case 5:
        let cases = pick(["classic", "classic, speed", "classic, speed, party"])
        return (
          "mkdir -p Sources/Modes && printf 'enum Mode {\\n  case %s\\n}\\n' '\(cases)' > '\(files.modeFile)'",
          "modes: \(cases)"
        )
      case 6:
        pinned = pick([1, 2, 3])
        return (
          write(text: files.pinSuite(count: pinned, in: files.modeFile), at: files.pinSuitePath),
          "re-pinned at \(pinned)"
        )
      case 7:
        return (
          "[ -f '\(files.modeFile)' ] && git mv -k '\(files.modeFile)' Sources/Modes/Moved.swift || git rm -q -f --ignore-unmatch '\(files.modeFile)'",
          "pin's declaring file moved or deleted"
        )
      case 8:
        shapeRoots = pick([["Sources/Feed"], ["Sources"], ["Sources/Timeline"]])
        return (
          write(text: files.shapeSuite(roots: shapeRoots), at: files.shapeSuitePath), "view models' roots \(shapeRoots)"
        )
      case 9:
        let values = pick([["Classic", "Speed"], ["Classic", "A mode name far too long"], ["Party"]])
        return (
          "mkdir -p Resources && printf '%s' '\(files.catalog(values))' > '\(files.catalogPath)'",
          "catalog: \(values)"
        )
      case 10:
        return ("git rm -q -f --ignore-unmatch '\(files.catalogPath)'", "catalog deleted")
      case 11:
        let names = pick([["counter"], ["Store.shared"], ["counter", "Store.shared"], []])
        memberFence[existing] = names.isEmpty ? nil : names
        return (
          write(text: files.memberSuite(fence: memberFence, roots: memberRoots), at: files.memberSuitePath),
          "members fence: \(existing) \(names)"
        )
      case 12:
        memberRoots = pick([["Sources"], ["Sources/Feed"], ["Other"], ["Sources/Timeline"]])
        return (
          write(text: files.memberSuite(fence: memberFence, roots: memberRoots), at: files.memberSuitePath),
          "members roots \(memberRoots)"
        )
      default:
        return inheritanceStep(choice - 13)
      }
    }

    /// A step for the rules about the repository as a whole (what types inherit, reference
    /// cycles): each changes one file that another file's verdict reads.
    mutating func inheritanceStep(_ choice: UInt64) -> (script: String, name: String) {
      let files = RuleChangeDifferentialTests.self
      switch choice {
      case 0:
        let path = pick(files.extensionFiles)
        let text = pick([
          "extension SettingsModel: ScreenModel {}", "extension SettingsModel {}", "extension CartModel: Hashable {}",
          "extension SettingsModel: DetailScreen {}\nprotocol DetailScreen: ScreenModel {}",
        ])
        return (write(text: text + "\n", at: path), "extension in \(path): \(text)")
      case 1:
        let path = pick(files.extensionFiles)
        return ("git rm -q -f --ignore-unmatch '\(path)'", "extension file \(path) deleted")
      case 2:
        let text = pick([
          "class IntermediateModel: BaseScreenModel, ScreenModel {}", "class IntermediateModel: ScreenModel {}",
          "class IntermediateModel: Base, ScreenModel {}", "class IntermediateModel: BaseScreen, ScreenModel {}",
        ])
        return (write(text: text + "\n", at: files.intermediateFile), "intermediate: \(text)")
      case 3:
        let path = pick(files.aliasFiles)
        let text = pick(["typealias Base = BaseScreenModel", "typealias Base = NSObject", ""])
        guard !text.isEmpty else { return ("git rm -q -f --ignore-unmatch '\(path)'", "alias file \(path) deleted") }
        return (write(text: text + "\n", at: path), "alias in \(path): \(text)")
      case 4:
        let text = pick([
          "class BaseScreenModel {}\nprotocol ScreenModel: AnyObject {}",
          "class BaseScreen {}\nprotocol ScreenModel: AnyObject {}",
          "class BaseScreenModel {}\nprotocol ScreenModel: Root {}\nprotocol Root: BaseScreenModel {}",
          "class BaseScreenModel {}\nprotocol ScreenModel: AnyObject {}\ntypealias BaseScreen = BaseScreenModel",
        ])
        return (write(text: text + "\n", at: files.screenFile), "supertypes: \(text)")
      case 5:
        let text = pick([
          "struct FeedThing {}", "struct FeedThing { let sync: SyncThing? }",
          "struct FeedThing { let base: IntermediateModel? }",
        ])
        return (write(text: text + "\n", at: "Sources/Feed/FeedThing.swift"), "feed refs: \(text)")
      case 6:
        let text = pick([
          "struct SyncThing {}", "struct SyncThing { let feed: FeedThing? }",
          "struct SyncThing { let feed: FeedThing? }",
        ])
        return (write(text: text + "\n", at: "Sources/Sync/SyncThing.swift"), "sync refs: \(text)")
      case 7:
        let text = pick(["enum BaseThing {}", "enum BaseThing { static let feed = FeedThing.self }"])
        return (write(text: text + "\n", at: "Sources/Base/BaseThing.swift"), "base refs: \(text)")
      case 8:
        let (path, name) = pick([
          ("Sources/Sync/SyncThing.swift", "FeedThing"), ("Sources/Feed/FeedThing.swift", "SyncThing"),
          ("Sources/Base/BaseThing.swift", "FeedThing"),
        ])
        cycleFence[path] = cycleFence[path] == nil ? [name] : nil
        return (
          write(text: files.cycleSuite(fence: cycleFence), at: files.cycleSuitePath),
          "cycle fence: \(path) \(cycleFence[path] ?? [])"
        )
      case 10:
        let targets = pick([
          ["Feed:Kit", "Sync:Kit", "Kit"], ["Feed", "Sync", "Kit"], ["Feed:Kit,Sync", "Sync", "Kit", "Modes"],
          ["Feed:Kit", "Kit", "Sync:Feed"], ["Feed", "Sync", "?"], [],
        ])
        guard !targets.isEmpty else { return ("git rm -q -f --ignore-unmatch Package.swift", "manifest deleted") }
        let path = pick(["Package.swift", "Package.swift", "Packages/Extra/Package.swift"])
        return (write(text: files.manifest(targets: targets), at: path), "manifest \(path): \(targets)")
      case 11:
        let text = pick(["import Kit", "import Sync", "import Modes\nimport Kit", "import Feed", "import Foundation"])
        return (
          write(text: text + "\n", at: "Sources/Feed/Imports.swift"),
          "feed imports: \(text.replacingOccurrences(of: "\n", with: "; "))"
        )
      case 12:
        let allowed = pick([["Kit"], ["Kit"], ["Kit", "Sync"], [], ["Kit", "Modes"]])
        return (write(text: files.allowSuite(mayImport: allowed), at: files.allowSuitePath), "mayImport \(allowed)")
      case 13:
        let fence = pick([[], ["Feed.Kit"], ["Sync.Kit", "Feed.Sync"], ["Sync.Feed"]])
        guard random.next() % 5 != 0 else {
          return ("git rm -q -f --ignore-unmatch '\(files.dependenciesSuitePath)'", "dependencies suite removed")
        }
        return (
          write(text: files.dependenciesSuite(fence: fence), at: files.dependenciesSuitePath),
          "dependencies fence \(fence)"
        )
      case 14:
        let text = pick(["import Kit", "import Feed", "", "import Sync\nimport Kit"])
        guard !text.isEmpty else {
          return ("git rm -q -f --ignore-unmatch Sources/Sync/Imports.swift", "sync's imports deleted")
        }
        return (
          write(text: text + "\n", at: "Sources/Sync/Imports.swift"),
          "sync imports: \(text.replacingOccurrences(of: "\n", with: "; "))"
        )
      case 15:
        // Lines moved and a comment added, nothing a rule reads across files changed: such a
        // commit keeps HEAD's verdict for those rules without reading the other files.
        let path = pick([
          files.intermediateFile, files.screenFile, "Sources/Feed/CartModel.swift", "Sources/Feed/FeedThing.swift",
          "Sources/Sync/SyncThing.swift",
        ])
        return (
          "[ -f '\(path)' ] && { printf '// moved\\n\\n' | cat - '\(path)' > '\(path).tmp' && mv '\(path).tmp' '\(path)'; } || true",
          "lines moved in \(path)"
        )
      case 16:
        return specStep(places: [
          ("project.yml", "", nil), ("project.yml", "", "specs/extra.yml"), ("specs/extra.yml", "specs", nil),
          ("Shop.xcodeproj/project.pbxproj", "", nil), ("Shop.xcodeproj/project.pbxproj", "", nil),
          // YAML no spec includes (a CI workflow's place), shaped like a spec all the same.
          (".github/workflows/ci.yml", ".github/workflows", nil),
        ])
      default:
        // Without it, the cycle rule is the only one that reads every file: its own plan
        // must read them.
        inheritRoots = pick([["Sources"], ["Sources/Feed"], ["Other"], ["Sources/Base"], []])
        guard !inheritRoots.isEmpty else {
          return ("git rm -q -f --ignore-unmatch '\(files.inheritSuitePath)'", "inheritance suite removed")
        }
        return (
          write(text: files.inheritSuite(roots: inheritRoots), at: files.inheritSuitePath),
          "inheritance roots \(inheritRoots)"
        )
      }
    }

    /// The XcodeGen spec, or the spec it includes, at one of `places`: written, made
    /// unreadable, deleted; or YAML that no spec reads. And the Xcode project file.
    mutating func specStep(places: [(path: String, folder: String, include: String?)]) -> (
      script: String, name: String
    ) {
      let files = RuleChangeDifferentialTests.self
      let targets = pick([
        ["Feed:Kit", "Sync:Kit", "Kit"], ["Feed", "Sync", "Kit"], ["Feed:Kit,Sync", "Sync", "Kit"],
        ["Modes:Kit", "Kit"], ["Feed", "?"], [],
      ])
      let (path, folder, include) = pick(places)
      guard !targets.isEmpty else { return ("git rm -q -f --ignore-unmatch '\(path)'", "spec \(path) deleted") }
      if path.hasSuffix(".pbxproj") {
        // Its own folder, `Other`, whose files come and go: each verdict on it reads the project.
        let targets = pick([["Other:Kit", "Kit"], ["Other", "Kit"], ["Other:Kit"], ["Other", "?"]])
        return (write(text: files.project(targets: targets), at: path), "project \(path): \(targets)")
      }
      return (
        write(text: files.spec(targets: targets, folder: folder, include: include), at: path),
        "spec \(path): \(targets)\(include.map { " including \($0)" } ?? "")"
      )
    }

    /// A round that stages YAML alone: the spec that includes another, the included one, or
    /// YAML no spec reads. No Swift file is staged to have every rule judged whole, so the
    /// verdict rests on the plan's reading of which YAML is a manifest (`changesManifests`).
    mutating func manifestOnlyStep() -> (script: String, name: String) {
      specStep(places: [
        ("specs/extra.yml", "specs", nil), ("specs/extra.yml", "specs", nil), ("project.yml", "", "specs/extra.yml"),
        (".github/workflows/ci.yml", ".github/workflows", nil),
      ])
    }

    /// One random step: a shell script, its name, and whether it changes a rule.
    mutating func step(tracked: [String]) -> (script: String, name: String) {
      let file = pick(RuleChangeDifferentialTests.files)
      let text = (0..<(1 + Int(random.next() % 3))).map { _ in pick(RuleChangeDifferentialTests.lines) }
        .joined(separator: "\n")
      let existing = tracked.isEmpty ? file : pick(tracked)
      // One step in three changes what a verdict on another file reads (the rules about
      // the repository as a whole), the references twice as often as the rest.
      if random.next() % 3 == 0 {
        return inheritanceStep(
          pick([0, 1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9, 9, 10, 10, 11, 11, 12, 13, 13, 14, 15, 15, 16, 16, 16]))
      }
      let choice = random.next() % 35
      if choice >= 12 { return patternStep(choice - 12, existing: existing) }
      switch choice {
      case 0, 1:
        return ("mkdir -p \"$(dirname '\(file)')\" && printf '%s\\n' '\(text)' > '\(file)'", "edit \(file)")
      case 2: return ("git rm -q -f -- '\(existing)' || true", "delete \(existing)")
      case 3:
        return ("mkdir -p \"$(dirname '\(file)')\" && git mv -k -- '\(existing)' '\(file)'", "rename to \(file)")
      case 4:
        guard !first.fence.isEmpty else { return ("true", "nothing") }
        let entry = pick(first.fence)
        first.fence.removeAll { $0 == entry }
        return (writeFirst(), "narrow: fence entry \(entry) removed")
      case 5:
        guard !first.fence.contains(existing) else { return ("true", "nothing") }
        first.fence.append(existing)
        first.fence.sort()
        return (writeFirst(), "widen: fence entry \(existing) added")
      case 6:
        first.roots = pick([["Sources"], ["Sources/Feed"], ["Sources/Sync"], [], ["Sources", "Other"]])
        return (writeFirst(), "roots \(first.roots)")
      case 7:
        first.exclude = pick([[], ["Sources/Feed"], ["Sources/Feed/A.swift"], ["Other"]])
        return (writeFirst(), "exclude \(first.exclude)")
      case 8:
        first.module = pick(["CloudKit", "Foundation"])
        return (writeFirst(), "module \(first.module)")
      case 9:
        first.api = pick([[], ["CKContainer("], ["CKContainer(", "CKDatabase("]])
        return (writeFirst(), "api \(first.api)")
      case 10:
        if second == nil {
          second = Rule(
            id: "foundation-stays-put", module: "Foundation", fence: [pick(RuleChangeDifferentialTests.files)],
            api: [], exclude: [], roots: [])
          return (write(second!, as: "FoundationStaysPutTests", at: secondSuitePath), "new suite over Foundation")
        }
        second = nil
        return ("git rm -q -f -- '\(secondSuitePath)'", "second suite removed")
      default:
        return ("git mv -f -- '\(existing)' '\(existing).txt' 2>/dev/null || true", "no longer Swift: \(existing)")
      }
    }

    func writeFirst() -> String {
      write(first, as: "CloudKitStaysInSyncTests", at: AppFixture.suitePath)
    }

    func write(_ rule: Rule, as name: String, at path: String) -> String {
      write(text: rule.suite(named: name), at: path)
    }

    func write(text: String, at path: String) -> String {
      let encoded = Data(text.utf8).base64EncodedString()
      return "mkdir -p \"$(dirname '\(path)')\" && printf '%s' '\(encoded)' | base64 -d > '\(path)'"
    }

    /// The starting tree: the first rule, its graduated finding, and the other patterns'
    /// suites and inputs. Every other seed starts without the rule about what types
    /// inherit, so the cycle rule is the only one whose plan reads every file.
    mutating func start() -> String {
      let files = RuleChangeDifferentialTests.self
      let inheritance = random.next() % 2 == 0
      return [
        writeFirst(), write(text: RemovalAndModeTests.finding, at: "findings/0007-cloudkit.md"),
        write(text: files.pinSuite(count: 2, in: files.modeFile), at: files.pinSuitePath),
        write(text: "enum Mode {\n  case classic, speed\n}\n", at: files.modeFile),
        write(text: files.shapeSuite(roots: ["Sources/Feed"]), at: files.shapeSuitePath),
        write(text: "final class FeedViewModel {}\n", at: "Sources/Feed/FeedViewModel.swift"),
        write(text: files.copySuite, at: files.copySuitePath),
        write(text: files.catalog(["Classic", "Speed"]), at: files.catalogPath),
        write(text: "@_exported import Foundation\nimport CloudKit\n", at: files.exportsFile),
        write(text: files.memberSuite(fence: [:], roots: ["Sources"]), at: files.memberSuitePath),
        inheritance ? write(text: files.inheritSuite(roots: ["Sources"]), at: files.inheritSuitePath) : "true",
        write(text: "class BaseScreenModel {}\nprotocol ScreenModel: AnyObject {}\n", at: files.screenFile),
        write(text: "class IntermediateModel: BaseScreenModel, ScreenModel {}\n", at: files.intermediateFile),
        write(text: "final class CartModel: IntermediateModel {}\n", at: "Sources/Feed/CartModel.swift"),
        write(text: "final class SettingsModel {}\n", at: "Sources/Feed/SettingsModel.swift"),
        write(text: files.cycleSuite(fence: [:]), at: files.cycleSuitePath),
        write(text: "struct FeedThing { let sync: SyncThing? }\n", at: "Sources/Feed/FeedThing.swift"),
        write(text: "struct SyncThing {}\n", at: "Sources/Sync/SyncThing.swift"),
        write(text: files.manifest(targets: ["Feed:Kit", "Sync:Kit", "Kit"]), at: "Package.swift"),
        write(text: files.allowSuite(mayImport: ["Kit"]), at: files.allowSuitePath),
        random.next() % 2 == 0
          ? write(text: files.dependenciesSuite(fence: ["Feed.Kit", "Sync.Kit"]), at: files.dependenciesSuitePath)
          : "true",
        // Half the histories start with a spec that includes another, which declares the
        // targets the package does: a round that stages the included spec alone changes what
        // the rules read of the modules.
        random.next() % 2 == 0
          ? write(text: files.spec(targets: ["Kit"], include: "specs/extra.yml"), at: "project.yml") + " && "
            + write(text: files.spec(targets: ["Feed:Kit", "Sync:Kit"], folder: "specs"), at: "specs/extra.yml")
          : "true",
      ].joined(separator: " && ")
    }
  }

  @Test(
    arguments: ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_SEED"].flatMap { Int($0) }.map { [$0] }
      ?? Array(seeds))
  func theHooksVerdictIsTheRecordedCommitsVerdict(seed: Int) throws {
    let name = "rule-change/\(seed)"
    let replayed = try RecordedHistory.replay(name)
    let repo: ScratchRepository
    // The debug pass generates each round's steps and records the tree they staged; the
    // release pass puts each recorded tree in place instead (`RecordedHistory`). A refused
    // commit's changes stay staged for the next round either way, so the staged trees are
    // the seed's alone, whatever the hook says.
    var plan: [(tree: String, steps: [String])] = []
    var history = History(random: SplitMix(seed: UInt64(seed) &* 104_729 &+ 3))
    if let (copy, notes) = replayed {
      repo = copy
      let start = notes.first.map { String($0.dropFirst("start ".count)) } ?? ""
      try repo.git(["reset", "-q", "--hard", start])
      let installed = try FitnessBinary.run(["install", "--force"], in: repo.root)
      try #require(installed.status == 0, "\(installed.standardError)")
      for note in notes.dropFirst() {
        if note.hasPrefix("round ") {
          plan.append((String(note.dropFirst("round ".count)), []))
        } else if note.hasPrefix("step "), !plan.isEmpty {
          plan[plan.count - 1].steps.append(String(note.dropFirst("step ".count)))
        }
      }
    } else {
      repo = try AppFixture.make()
      try ProcessResult.run("/bin/sh", ["-c", history.start()], in: repo.root).requireSuccess()
      try repo.commitAll("the rule as the history writes it")
    }
    let start = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    try #require(start.status == 0, "seed \(seed): the start is not clean: \(start.standardError)")
    let startCommit = try repo.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    var story: [String] = []
    var refused = 0
    let rounds = replayed == nil ? 2 + Int(history.random.next() % 3) : plan.count
    var recorded: [String] = ["start \(startCommit)"]
    defer { print("rule-change differential: seed \(seed), \(refused) of \(rounds) commits refused") }
    for round in 0..<rounds {
      if replayed != nil {
        try repo.git(["read-tree", "--reset", "-u", plan[round].tree])
        story += plan[round].steps.map { "\(round): \($0)" }
      } else {
        var names: [String] = []
        // From a clean parent with nothing staged, one round in two stages YAML alone.
        let clean = try repo.run(["diff", "--cached", "--quiet"]).status == 0
        let manifestOnly = history.random.next() % 2 == 0 && clean
        for _ in 0..<(manifestOnly ? 1 : 1 + Int(history.random.next() % 3)) {
          let tracked = try repo.git(["ls-files"]).split(separator: "\n").map(String.init)
            .filter { $0.hasSuffix(".swift") && !$0.contains("/Fitness/") }
          let step = manifestOnly ? history.manifestOnlyStep() : history.step(tracked: tracked)
          names.append(step.name)
          _ = try ProcessResult.run("/bin/sh", ["-c", step.script], in: repo.root)
        }
        try repo.git(["add", "-A"])
        story += names.map { "\(round): \($0)" }
        let tree = try repo.git(["write-tree"]).trimmingCharacters(in: .whitespacesAndNewlines)
        recorded += ["round \(tree)"] + names.map { "step \($0)" }
      }
      let told = "seed \(seed)\n" + story.joined(separator: "\n")
      let front = try FitnessBinary.run(["check", "--staged"], in: repo.root)
      let tool = try ProcessResult.run(
        FitnessBinary.toolPath, ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
      #expect(front.status == tool.status, "\(told)\nfront: \(front.standardError)\ntool: \(tool.standardError)")
      #expect(front.standardError == tool.standardError, "\(told)")
      let commit = try repo.run(["commit", "-q", "--allow-empty", "-m", "round \(round)"])
      if commit.status != 0 {
        refused += 1
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "round \(round), recorded anyway"])
      }
      let recordedVerdict = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
      #expect(
        (commit.status == 0) == (recordedVerdict.status == 0),
        "\(told)\nhook (\(commit.status)): \(commit.standardError)\nrev (\(recordedVerdict.status)): \(recordedVerdict.standardError)"
      )
      #expect(
        StagedOracle.places(in: commit.standardError) == StagedOracle.places(in: recordedVerdict.standardError),
        "\(told)\nhook: \(commit.standardError)\nrev: \(recordedVerdict.standardError)")
      // Every round starts from a clean parent: a refused commit is taken back, its changes
      // stay staged for the next round to build on.
      if commit.status != 0 { try repo.git(["reset", "-q", "--soft", "HEAD~1"]) }
    }
    if replayed == nil { try RecordedHistory.record(repo, as: name, notes: recorded) }
  }
}

extension ProcessResult {
  /// Throws with the output unless the process succeeded.
  func requireSuccess() throws {
    guard status == 0 else { throw ScratchError("exit \(status): \(standardError)") }
  }
}
