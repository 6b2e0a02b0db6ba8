import Inspection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The front door. A commit's hook (`fitness check` or `fitness check --staged`), and a full
// check the caches can answer (`fitness check --all`), are judged here, by the direct
// reader, without loading libgit2, libyaml or Foundation; everything else, and every case
// the fast path does not cover, runs in `fitness-tool` beside it.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()
if let request = HookRequest(arguments) {
  do {
    exit(
      try request.isFull
        ? FullCheck.run(request, environment: environment) : FastCheck.run(request, environment: environment))
  } catch let damage as RepositoryDamage {
    FastCheck.say(damage.description)
    exit(ExitStatus.failure.rawValue)
  } catch {
    if environment["FITNESS_TRACE"] != nil { FastCheck.say("fitness: trace: fitness-tool runs this (\(error))") }
  }
}
ToolLauncher.replaceProcess(arguments: arguments)
