// Fitness suite written by `fitness graduate` from findings/0004-hook-path-never-writes.md.
// The hook path never writes; only the installer and the graduate writer touch files
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0004-hook-path-never-writes PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct HookPathNeverWritesTests {
  static let rule = LayerBoundary(
    id: "0004-hook-path-never-writes",
    title: "The hook path never writes; only the installer and the graduate writer touch files",
    paths: ["Sources"],
    fence: [
      "Sources/FitnessCLI/SafeWriting/AtomicFile.swift": ["rename(", "unlink(", "O_CREAT", "createDirectory("],  // the one place that creates and renames files, whole or not at all [0004-hook-path-never-writes]
      "Sources/FitnessCLI/Hooks/HookInstaller.swift": ["removeItem(", "moveItem(", "createDirectory("],  // fitness install and uninstall manage the hook file in the hooks folder [0004-hook-path-never-writes]
      "Sources/FitnessCLI/Caches/ScanCache.swift": ["unlink(", "removeItem(", "createDirectory("],  // full checks keep their scan cache under .git/fitness; the hook's staged check never reaches it
      "Sources/FitnessCLI/SafeWriting/WorkingTreeWriter.swift": ["createDirectory(", "removeItem("],  // the graduate writer creates suite folders, and removes a suite graduate --force --suite moved, inside the working tree only [0004-hook-path-never-writes]
      "Sources/FitnessCLI/SafeWriting/WriterLock.swift": ["O_CREAT"],  // creates the writer lock file in the temporary folder, for graduate, allow and vendor
      "Sources/fitness-embed/main.swift": ["write(to:"],  // the build-time generator writes the one file it generates, in the plugin's work folder
    ],
    api: ["rename(", "unlink(", "removeItem(", "moveItem(", "createFile(", "createDirectory(", "copyItem(", "write(to:", "O_CREAT", "O_TRUNC", "git_index_write", "git_index_add", "git_reference_create", "git_commit_create", "git_stash_save", "git_checkout_", "git_odb_write"]
  )

  @Test("The hook path never writes; only the installer and the graduate writer touch files") func hookPathNeverWrites() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
