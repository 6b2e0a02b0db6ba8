import CheckCore
import CommandLineIO
import FastPath

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The front door. A commit's hook (`fitness check` or `fitness check --staged`), and a full
// check the caches can answer (`fitness check --all`), are judged here, by the direct
// reader, without loading libgit2, libyaml or Foundation; everything else, and every case
// the fast path does not cover, runs in `fitness-tool` beside it.
ToolLauncher.refuseToRunAsTheTool()
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()
// The pre-commit framework outside a commit: the whole tree, not the (empty) staged set;
// a pushed revision is fitness-tool's.
var request = HookRequest(arguments)
// What the tool is told when it takes over, so it works none of this out again.
var handOff: HandOff?
if let staged = request, !staged.isFull {
  let choice = PreCommitMode.choice(environment: environment)
  if case .revision = choice { request = nil }
  if choice == .all { request?.isFull = true }
  if let note = PreCommitMode.note(choice) { FastCheck.say(note) }
  handOff = HandOff(choice: choice, readerCannot: false, reason: "a pushed revision is libgit2's")
}
if let request {
  do {
    exit(
      try request.isFull
        ? CachedFullCheck.run(request, environment: environment) : FastCheck.run(request, environment: environment))
  } catch let damage as RepositoryDamage {
    FastCheck.say(damage.description)
    exit(ExitStatus.failure.rawValue)
  } catch {
    let stepAside = error as? CheckPipeline.ToolMustAnswer
    handOff = HandOff(
      choice: handOff?.choice, readerCannot: stepAside?.readerCannot ?? false, reason: stepAside?.reason ?? "\(error)")
    if environment["FITNESS_TRACE"] != nil { FastCheck.say("fitness: trace: fitness-tool runs this (\(error))") }
  }
}
// A coding agent's edit: answered here when the index can answer exactly, else the tool
// gets the payload the front has read.
var input: [UInt8]? = nil
if arguments == ["agent-hook"] {
  switch AgentHookFront.run(environment: environment, directory: ProcessEnvironment.currentDirectory() ?? "/") {
  case .answered(let status): exit(status)
  case .handOff(let payload, let reason, let wholeTree):
    input = payload
    // Told so, the tool does not judge the edit over the index a second time.
    handOff = HandOff(choice: nil, readerCannot: wholeTree, reason: reason)
    if environment["FITNESS_TRACE"] != nil { FastCheck.say("fitness: trace: fitness-tool runs this (\(reason))") }
  }
}
ToolLauncher.handOff(arguments: arguments, telling: handOff, input: input)
