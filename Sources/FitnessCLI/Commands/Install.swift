import CheckCore
import CommandLineIO
import Foundation
import LibGit2Reader

/// `fitness install`: make `fitness check --staged` this repository's pre-commit hook.
struct Install: Command {
  static let name = "install"
  static let abstract = "install fitness as the repository's pre-commit and pre-merge-commit hooks"
  static let usage = [UsageForm([.optional([force]), .directory])]
  static let about = """
    Writes the pre-commit hook, and the pre-merge-commit hook git runs instead before
    recording a merge that needed no hand, into the folder git runs hooks from (`git
    rev-parse --git-path hooks`, which follows worktrees and core.hooksPath). Each runs
    `fitness check --staged` through the absolute path of this binary, falling back
    to `fitness` on PATH, and fails the commit loudly if neither exists.

    A hook that is already there is kept as <hook>.legacy and runs first. Installing
    again is a no-op; `fitness uninstall` restores the old hooks. git runs neither
    hook for `cherry-pick`, `rebase` or `commit --no-verify`: CI's full check is the
    net for those.
    """
  static let exits = "exit status: 0 installed, 2 could not install, 64 usage error"
  static let force = OptionSpec(
    "--force", aliases: ["-f"],
    help:
      "install even when core.hooksPath points at a shared or managed folder,\nand replace an existing pre-commit.legacy"
  )

  var force: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    force = arguments.flag(Self.force)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let base = context.base
    let hooks = try HooksLocation.resolve(in: base, environment: context.environment)
    if let configured = hooks.configuredPath, !force {
      context.console.error(
        "fitness: error: core.hooksPath is set to '\(configured)', so git runs hooks from '\(hooks.directory)', "
          + "a folder other tools may manage; add 'fitness check --staged' to the pre-commit hook there, "
          + "or pass --force to install into it")
      return .failure
    }
    let binary = ExecutableLocation.absolute(
      context.executable, environment: context.environment, currentDirectory: context.currentDirectory)
    let installer = HookInstaller(hooksDirectory: hooks.directory)
    for outcome in try installer.install(binary: binary, force: force) {
      switch outcome {
      case .alreadyInstalled(let path):
        context.console.error("fitness: the hook at '\(path)' is already installed; nothing to do")
      case .updated(let path):
        context.console.error("fitness: updated the hook at '\(path)' (runs \(binary))")
      case .installed(let path, let keptLegacy):
        let name = String(path[path.index(after: path.lastIndex(of: "/")!)...])
        context.console.error("fitness: installed the \(name) hook at '\(path)' (runs \(binary))")
        if keptLegacy {
          context.console.error("fitness: the previous hook is kept as '\(path).legacy' and runs first")
        }
      case .removed:
        break
      }
    }
    return .clean
  }
}

/// Where git runs hooks from for a repository.
struct HooksLocation {
  var directory: String
  /// The value of core.hooksPath when it is set.
  var configuredPath: String?

  static func resolve(in directory: String, environment: [String: String]) throws -> HooksLocation {
    let hooks = try GitCommand.output(
      ["rev-parse", "--path-format=absolute", "--git-path", "hooks"], in: directory, environment: environment)
    let configured = try? GitCommand.output(
      ["config", "--get", "core.hooksPath"], in: directory, environment: environment)
    return HooksLocation(directory: hooks, configuredPath: configured.flatMap { $0.isEmpty ? nil : $0 })
  }
}

/// The absolute path of the running binary, as the user reached it (a PATH symlink stays a
/// symlink, so a Homebrew upgrade does not strand the hook).
enum ExecutableLocation {
  static func absolute(_ argument: String, environment: [String: String], currentDirectory: String) -> String {
    if argument.contains("/") {
      return GitEnvironment.absolute(argument, against: currentDirectory)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(argument)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return environment["FITNESS_FRONT"] ?? Bundle.main.executablePath ?? argument
  }
}
