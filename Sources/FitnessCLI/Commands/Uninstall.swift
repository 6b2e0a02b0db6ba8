import CheckCore
import CommandLineIO
import LibGit2Reader

/// `fitness uninstall`: remove fitness's hook and restore the one it replaced.
struct Uninstall: Command {
  static let name = "uninstall"
  static let abstract = "remove the hooks and restore the ones they replaced"
  static let usage = [UsageForm([.directory])]
  static let about = """
    Removes the pre-commit and pre-merge-commit hooks that fitness installed (a hook
    that is not fitness's stays), and moves each <hook>.legacy back in its place.
    """
  static let exits = "exit status: 0 removed, 2 nothing of fitness's to remove, 64 usage error"

  init(arguments: inout ArgumentList) throws(UsageError) {
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let base = context.base
    let hooks = try HooksLocation.resolve(in: base, environment: context.environment)
    let installer = HookInstaller(hooksDirectory: hooks.directory)
    for case .removed(let path, let restored) in try installer.uninstall() {
      context.console.error(
        "fitness: removed the hook at '\(path)'" + (restored ? "; the previous hook is back in place" : ""))
    }
    return .clean
  }
}
