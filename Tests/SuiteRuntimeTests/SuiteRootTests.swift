import Foundation
import SuiteRuntime
import Testing

/// A suite that cannot see the repository (a device, a sandboxed host app) says why and
/// where it can run, rather than only that no repository was found.
@Suite struct SuiteRootTests {
  @Test func aSuiteWithoutTheRepositoryNamesTheSandboxAndWhereToRun() throws {
    let folder = NSTemporaryDirectory() + "fitness-no-root-\(getpid())/Tests/AppTests/Fitness"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "fitness-no-root-\(getpid())") }
    do {
      _ = try FitnessPackage.rootPath(of: folder + "/RuleTests.swift")
      Issue.record("found a root where there is none")
    } catch {
      let text = "\(error)"
      #expect(text.contains("cannot read the repository above"))
      #expect(text.contains("without a host app"))
      #expect(text.contains("not on a device"))
    }
  }
}
