// Fitness suite written by `fitness graduate` from findings/0006-hook-path-stays-lean.md.
// The hook's path loads neither Foundation, libgit2 nor libyaml
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0006-hook-path-stays-lean PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct HookPathStaysLeanTests {
  static let rule = LayerBoundary(
    id: "0006-hook-path-stays-lean",
    title: "The hook's path loads neither Foundation, libgit2 nor libyaml",
    paths: ["Sources/fitness", "Sources/FastPath", "Sources/GitFileReader", "Sources/CheckCore", "Sources/CommandLineIO"],
    forbid: ["Foundation", "FoundationEssentials", "FoundationNetworking", "CLibGit2", "CLibYAML", "LibGit2Reader", "Findings", "SuiteRuntime", "FitnessCLI"],
    fence: [:],
    reexports: [
      "FitnessKit": ["Sources/FitnessKit/FitnessKit.swift"],  // `@_exported import SuiteRuntime`: an `import FitnessKit` in the hook's path would bring Foundation in through it [0006-hook-path-stays-lean]
    ]
  )

  @Test("The hook's path loads neither Foundation, libgit2 nor libyaml") func hookPathStaysLean() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
