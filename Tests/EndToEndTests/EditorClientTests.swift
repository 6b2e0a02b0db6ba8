import FitnessTestSupport
import Foundation
import Testing

/// The editors' doors through real clients: `fitness lsp` through pytest-lsp (PyPI) and
/// Neovim's built-in client, headless; `fitness mcp` through the official MCP Python SDK.
/// Their scripts live in Fixtures/editors; they need Python with venv and PyPI (and, for
/// Neovim, Debian's `neovim`, which `scripts/test` installs), else the tests cancel.
@Suite(
  .serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason),
  .enabled(if: Python.available, "skipped: needs python3 with venv (and PyPI) for pytest-lsp and mcp"))
struct EditorClientTests {
  static let scripts = PackageTree.root().appendingPathComponent("Tests/EndToEndTests/Fixtures/editors")

  static func environment(_ repo: ScratchRepository) -> [String: String] {
    [
      "FITNESS": FitnessBinary.path, "FITNESS_REPO": repo.root.path, "FITNESS_PLAIN_FILE": LedgerFixture.plainFile,
      "FITNESS_FENCED_FILE": LedgerFixture.fencedFile, "FITNESS_FINDING": LedgerFixture.findingPath,
    ]
  }

  static func pytest(_ script: String) throws {
    let python = try Python.environment(with: ["pytest-lsp", "pytest-asyncio", "mcp"])
    let repo = try AgentHookTests.graduated()
    let before = try repo.fingerprint()
    let run = try ProcessResult.run(
      python,
      [
        "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto", "-o",
        "asyncio_default_fixture_loop_scope=function", scripts.appendingPathComponent(script).path,
      ], in: FileManager.default.temporaryDirectory, environment: environment(repo))
    #expect(run.status == 0, "\(run.standardOutput)\n\(run.standardError)")
    #expect(run.standardOutput.contains(" passed"), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("failed"), "\(run.standardOutput)")
    #expect(try repo.fingerprint() == before, "a server wrote to the repository")
  }

  @Test func theLanguageServerThroughPytestLSP() throws {
    try Self.pytest("test_language_server.py")
  }

  @Test func theMCPServerThroughTheOfficialClient() throws {
    try Self.pytest("test_mcp_client.py")
  }

  @Test func theLanguageServerThroughNeovimHeadless() throws {
    guard let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first(where: FileManager.default.isExecutableFile) else {
      try Test.cancel("skipped: Neovim is not installed (scripts/test installs Debian's neovim)")
    }
    let repo = try AgentHookTests.graduated()
    let before = try repo.fingerprint()
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-nvim-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: out) }
    var environment = Self.environment(repo)
    environment["FITNESS_NVIM_OUT"] = out.path
    let run = try ProcessResult.run(
      nvim,
      [
        "--headless", "--clean", "-n", "-c",
        "luafile \(Self.scripts.appendingPathComponent("nvim_diagnostics.lua").path)",
      ],
      in: repo.root, environment: environment)
    #expect(run.status == 0, "\(run.standardError)")
    let said = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    #expect(said.contains("0:0 fitness imports Ledger outside its fence"), "\(said)\n\(run.standardError)")
    #expect(try repo.fingerprint() == before, "Neovim's session wrote to the repository")
  }
}
