import FitnessTestSupport
import Foundation
import Testing

/// An app of one target whose layers are folders: "Cart never uses Profile's types" and
/// "features form no cycle", about the types a file's code names, resolved through what the
/// repository declares. Through the real commands: the hook refuses a commit that names
/// Profile's type in Cart, and one that closes a cycle from the other side, at the place
/// `check --rev` and libgit2 name; `allow` lets a reference past, and the entry turns stale
/// once the cycle is gone.
@Suite struct ReferencesBetweenFoldersEndToEndTests {
  static let apart = """
    ---
    title: Cart never uses Profile's types
    pattern: declarations
    select:
      kind: anything
    forbid:
      references: [Sources/App/Features/Profile/]
    roots: [Sources/App/Features/Cart]
    source: the architecture guide
    ---
    Cart ships alone in the App Clip; Profile does not.

    """

  static let acyclic = """
    ---
    title: Features form no cycle
    pattern: declarations
    select:
      kind: anything
    forbid:
      referenceCycles: ["Sources/App/Features/*"]
    roots: [Sources/App]
    source: the architecture guide
    ---
    A cycle between features makes each one unmovable.

    """

  static let files = [
    "Sources/App/Features/Cart/CartView.swift": "struct CartView {\n  let title = Theme.name\n}\n",
    "Sources/App/Features/Profile/ProfileCard.swift": "struct ProfileCard {\n  let tint = Theme.name\n}\n",
    "Sources/App/Features/Orders/OrderList.swift": "struct OrderList {\n  let cart = CartView()\n}\n",
    "Sources/App/Shared/Theme.swift": "enum Theme {\n  static let name = \"plain\"\n}\n",
  ]

  static let findings = [
    ("findings/0075-cart-apart.md", apart), ("findings/0076-features-acyclic.md", acyclic),
  ]

  static func adopted() throws -> ScratchRepository {
    let (repo, graduated) = try BaselinedApp.adopt(files: files, findings: findings, why: "before the rules")
    #expect(
      graduated.contains("naming FitnessDrillForbidden of Sources/App/Features/Profile/FitnessDrillForbidden.swift"),
      "\(graduated)")
    #expect(graduated.contains("naming FitnessDrillBack of "), "\(graduated)")
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    return repo
  }

  @Test func cartNamingProfilesTypeIsRefusedWhereCheckRevNamesIt() throws {
    let repo = try Self.adopted()
    try repo.write(
      "Sources/App/Features/Cart/CartView+Card.swift",
      "extension CartView {\n  var card: ProfileCard { ProfileCard() }\n}\n")
    try repo.git(["add", "-A"])
    let place = "Sources/App/Features/Cart/CartView+Card.swift:2:13"
    let libgit2 = try FitnessBinary.run(
      ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    #expect(libgit2.status == 1 && libgit2.standardError.contains(place), "\(libgit2.standardError)")
    try RefusedCommit.expect(repo, at: [place], "cart names a profile type")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains(
        "the file references ProfileCard, declared in Sources/App/Features/Profile/ProfileCard.swift, a type of "
          + "Sources/App/Features/Profile/, which [0075-cart-apart] forbids to declarations under "
          + "Sources/App/Features/Cart"), "\(said.standardError)")
  }

  /// Cart → Profile is let past; Profile naming Cart's type then closes a cycle, refused in
  /// Profile's file, though the commit changes no file of Cart.
  @Test func aReferenceBackClosesACycleAndAnAllowedEdgeTurnsStaleWhenItIsGone() throws {
    let repo = try Self.adopted()
    let edge = "Sources/App/Features/Cart/CartView+Card.swift"
    try repo.write(edge, "extension CartView {\n  var card: ProfileCard? { nil }\n}\n")
    let allow = try FitnessBinary.run(
      ["allow", "0075-cart-apart", edge, "--why", "the card moves to Shared next sprint"], in: repo.root)
    #expect(allow.status == 0, "\(allow.standardError)")
    try repo.git(["add", "-A"])
    let landed = try repo.run(["commit", "-q", "-m", "cart shows the profile card, let past"])
    #expect(landed.status == 0, "\(landed.standardError)")

    try repo.write(
      "Sources/App/Features/Profile/ProfileCard.swift", "struct ProfileCard {\n  let back = CartView.self\n}\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(
      repo,
      at: [
        "Sources/App/Features/Cart/CartView+Card.swift:2:13", "Sources/App/Features/Profile/ProfileCard.swift:2:14",
      ],
      "profile names cart's view: a cycle")
    let said = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(
      said.standardError.contains("closes the reference cycle Profile → Cart → Profile that [0076-features-acyclic]"),
      "\(said.standardError)")

    // Profile's reference back let past: the cycle is broken there, and the commit lands.
    let back = try FitnessBinary.run(
      ["allow", "0076-features-acyclic", "Sources/App/Features/Profile/ProfileCard.swift", "--why", "until the split"],
      in: repo.root)
    #expect(back.status == 0, "\(back.standardError)")
    try repo.git(["add", "-A"])
    let mended = try repo.run(["commit", "-q", "-m", "the reference back let past"])
    #expect(mended.status == 0, "\(mended.standardError)")

    // Cart stops naming Profile: the entry for Profile's reference back closes no cycle any
    // more, so it is stale.
    try repo.git(["rm", "-q", edge])
    let stale = try repo.run(["commit", "-q", "-m", "cart without the card"])
    #expect(stale.status == 1)
    #expect(
      stale.standardError.contains("'CartView' in fence entry 'Sources/App/Features/Profile/ProfileCard.swift'"),
      "\(stale.standardError)")
  }
}
