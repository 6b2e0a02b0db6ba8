import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// `suggest` on an app of local packages (as IceCubesApp is): the packages no other package
/// imports, each built on the shared ones, are drafted as independent modules first; fences
/// on Apple's frameworks that hold users' data come before the code's own modules (the
/// canonical rule: only the sync layer may import CloudKit); drawing and media frameworks
/// with one importer are no draft at all.
@Suite struct SuggestGraphTests {
  static func app() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    let packages: [String: String] = [
      "Timeline": "import Models\nimport Env\nimport CoreGraphics\nstruct TimelineView {}\n",
      "Account": "import Models\nimport ImageIO\nstruct AccountView {}\n",
      "Explore": "import Env\nstruct ExploreView {}\n",
      "Models": "import Env\nimport CloudKit\npublic struct Status {}\n",
      "Env": "public struct Router {}\n",
    ]
    for (name, source) in packages {
      try repo.write("Packages/\(name)/Package.swift", PackageTestTargetTests.manifest(name))
      try repo.write("Packages/\(name)/Sources/\(name)/\(name).swift", source)
    }
    for index in 0..<12 { try repo.write("App/Screen\(index).swift", "import SwiftUI\nimport Timeline\n") }
    try repo.commitAll("packages")
    return repo
  }

  @Test func theTopOfTheModuleGraphIsDraftedFirstAndUtilitiesNever() throws {
    let repo = try Self.app()
    let result = try Fitness.run(["suggest", "--dry-run", "--all"], in: repo)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    let drafted = out.split(separator: "\n").filter { $0.contains("(draft: ") }.map(String.init)
    #expect(
      drafted.first?.contains(
        "packages-top-modules-stay-independent.md (draft: independent-modules, 3 modules under Packages, from the module graph)"
      ) == true, "\(out)")
    #expect(!out.contains("on CoreGraphics"), "\(out)")
    #expect(!out.contains("on ImageIO"), "\(out)")
    #expect(out.contains("covered: import graph: CoreGraphics (a utility framework, not a boundary: no draft)"))
    let cloudKit = drafted.firstIndex { $0.contains("import-boundary on CloudKit") }
    let models = drafted.firstIndex { $0.contains("import-boundary on Models") }
    #expect(cloudKit != nil && models != nil, "\(out)")
    if let cloudKit, let models { #expect(cloudKit < models, "users' data before the code's own module: \(drafted)") }
    let set = out.components(separatedBy: "packages-top-modules-stay-independent.md").dropFirst().first ?? ""
    for name in ["Account", "Explore", "Timeline"] { #expect(set.contains("- name: \"\(name)\""), "\(set)") }
  }
}
