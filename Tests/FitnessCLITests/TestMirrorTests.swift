import FitnessTestSupport
import Foundation
import Testing

/// Tests follow the module and folder of what they test: `Tests/<Module>Tests/<Folder>`
/// mirrors `Sources/<Module>/<Folder>`, so a newcomer who fixes a bug in one folder finds
/// its tests in the same place. Test targets of no one module (the end-to-end scenarios,
/// the project's own fitness suites, the shared support) and data folders (golden files,
/// fixtures) stand outside the mirror.
@Suite struct TestMirrorTests {
  static let root = PackageTree.root()
  static let outsideTheMirror: Set<String> = ["EndToEndTests", "ArchitectureTests", "Support"]
  static let dataFolders: Set<String> = ["Golden", "Fixtures", "Fitness"]
  /// What sits at FitnessCLITests' top: the support every test of the target uses, and the
  /// tests of the package's documentation, which no one source folder holds.
  static let packageLevel: Set<String> = [
    "InProcessFitness.swift", "DocumentationLinksTests.swift", "ArchitectureDrawingTests.swift",
    "TestMirrorTests.swift",
  ]

  static func folders(under url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue && !dataFolders.contains(name)
    }
  }

  @Test func everyTestFolderMirrorsASourceFolder() throws {
    let tests = Self.root.appendingPathComponent("Tests")
    var unmirrored: [String] = []
    for target in Self.folders(under: tests) where !Self.outsideTheMirror.contains(target) {
      #expect(target.hasSuffix("Tests"), "\(target) is named for no module")
      let module = String(target.dropLast("Tests".count))
      let source = Self.root.appendingPathComponent("Sources/\(module)")
      #expect(FileManager.default.fileExists(atPath: source.path), "Tests/\(target) tests no module in Sources")
      var pending = Self.folders(under: tests.appendingPathComponent(target))
      while let folder = pending.popLast() {
        if !FileManager.default.fileExists(atPath: source.appendingPathComponent(folder).path) {
          unmirrored.append("Tests/\(target)/\(folder)")
        }
        pending += Self.folders(under: tests.appendingPathComponent("\(target)/\(folder)")).map { "\(folder)/\($0)" }
      }
    }
    #expect(unmirrored.isEmpty, "test folders with no source folder of the same name: \(unmirrored)")
  }

  /// The command-line target's tests sit in the folders of what they test, not flat.
  @Test func theCommandLineTestsAreNotFlat() throws {
    let folder = Self.root.appendingPathComponent("Tests/FitnessCLITests")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    #expect(Set(files).subtracting(Self.packageLevel).isEmpty, "put each in its source folder's mirror")
  }
}
