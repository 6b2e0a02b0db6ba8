import FitnessTestSupport
import Foundation
import Testing

/// Corresponding types ("each repository has a test type named after it", "each feature
/// view has a view model"): a declarations rule's `require.counterpart`, a verdict on one
/// file that reads the others. Through the real commands: the hook refuses a commit that
/// deletes a counterpart in another folder (outside the rule's roots), at the type that lost
/// it, where `check --rev` and libgit2 refuse it.
@Suite struct CounterpartTypeTests {
  static let finding = """
    ---
    title: Each repository has a test type named after it
    pattern: declarations
    select:
      named: "*Repository"
    require:
      counterpart: "{name}Tests"
      counterpartIn: [Tests/AppTests]
    roots: [Sources/App]
    source: the team's testing guide
    ---
    A repository no test names is one nobody checks.

    """

  static let suite = "Tests/AppTests/Fitness/EachRepositoryHasATestTypeNamedAfterItTests.swift"

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try BaselinedApp.adopt(
      files: [
        "Sources/App/Data/CartRepository.swift": "final class CartRepository {}\n",
        "Sources/App/Data/OrdersRepository.swift": "struct OrdersRepository {}\n",
        "Tests/AppTests/CartRepositoryTests.swift": "import Testing\n\nstruct CartRepositoryTests {}\n",
      ], finding: ("findings/0073-repositories-tested.md", finding), why: "before the rule")
    #expect(
      graduated.contains(
        "drill: `class FitnessDrillRepository` declared without FitnessDrillRepositoryTests → caught at "
          + "Sources/App/Data/FitnessDrill.swift:1:1"), "\(graduated)")
    let text = String(decoding: try repo.read(suite), as: UTF8.self)
    // Only the repository without tests is baselined.
    #expect(text.contains("\"Sources/App/Data/OrdersRepository.swift\": [\"OrdersRepository\"],  // baseline"))
    #expect(!text.contains("CartRepository.swift"), "\(text)")
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  static let cartLacksTests = "Sources/App/Data/CartRepository.swift:1:7"

  @Test func deletingACounterpartElsewhereIsRefusedAtTheTypeThatLostIt() throws {
    let repo = try Self.adopted()
    try repo.git(["rm", "-q", "Tests/AppTests/CartRepositoryTests.swift"])
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(libgit2.status == 1 && libgit2.standardError.contains(Self.cartLacksTests), "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: [Self.cartLacksTests], "the cart repository's tests deleted")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "class CartRepository has no CartRepositoryTests, which [0073-repositories-tested] requires of types named "
          + "*Repository"), "\(said.standardError)")
  }

  @Test func aNewTypeWithoutItsCounterpartIsRefusedAndOneWithItPasses() throws {
    let repo = try Self.adopted()
    try repo.write("Sources/App/Data/UserRepository.swift", "struct UserRepository {}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["Sources/App/Data/UserRepository.swift:1:1"], "a repository without tests")
    try repo.write("Tests/AppTests/UserRepositoryTests.swift", "struct UserRepositoryTests {}\n")
    try repo.git(["add", "-A"])
    let mended = try repo.run(["commit", "-q", "-m", "its tests"])
    #expect(mended.status == 0, "\(mended.standardError)")
  }

  /// The baselined repository gains its tests: its entry lets nothing past any more.
  @Test func theBaselineOnlyShrinks() throws {
    let repo = try Self.adopted()
    try repo.write("Tests/AppTests/OrdersRepositoryTests.swift", "struct OrdersRepositoryTests {}\n")
    try repo.git(["add", "-A"])
    let stale = try repo.run(["commit", "-q", "-m", "orders tested"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("'OrdersRepository' in fence entry 'Sources/App/Data/OrdersRepository.swift'"),
      "\(stale.standardError)")
  }
}
