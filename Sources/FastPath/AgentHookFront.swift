import CheckCore
import CommandLineIO
import GitFileReader

/// `fitness agent-hook` answered by the front, at the cost of a one-file commit: the payload
/// read with no Foundation, the edit judged by `AgentVerdict` over the index. Whatever it
/// cannot answer exactly (a verdict that hangs on the rest of the working tree, a finding
/// whose summary no full check recorded, a rule it cannot read) goes to `fitness-tool` with
/// the payload, which the front has read from standard input and passes on.
package enum AgentHookFront {
  package enum Outcome {
    case answered(Int32)
    /// `wholeTree`: the index cannot answer exactly, and the tool need not try it again;
    /// otherwise only the tool can read what the answer needs (findings, a rule it says
    /// where it is broken), over the index as well.
    case handOff(payload: [UInt8], reason: String, wholeTree: Bool)
  }

  package static func run(environment: [String: String], directory: String) -> Outcome {
    let bytes: [UInt8]
    let payload: AgentPayload
    do {
      bytes = try AgentPayload.standardInput()
      payload = try AgentPayload(bytes, currentDirectory: directory)
    } catch {
      FastCheck.say("fitness agent-hook: error: \(error.message)")
      return .answered(ExitStatus.failure.rawValue)
    }
    guard let file = payload.filePath else { return .answered(ExitStatus.clean.rawValue) }
    let answer: AgentVerdict.Answer?
    do {
      answer = try AgentVerdict.judge(
        file: file, proposed: payload.proposedText(disk: { FileText.read(file) }), environment: environment
      ) { _, index in
        // Findings are read with libyaml, by the tool: the front answers only from the
        // summaries a full check recorded for these very blobs.
        guard
          let summaries = try RecordedFindings.summaries(
            in: DirectSnapshot.whole(index), commonDirectory: index.commonDirectory)
        else { throw CheckPipeline.ToolMustAnswer("a graduated finding's promise may change") }
        return summaries
      }
    } catch {
      return .handOff(payload: bytes, reason: "\(error)", wholeTree: false)
    }
    guard let answer else {
      return .handOff(payload: bytes, reason: "the verdict needs the whole working tree", wholeTree: true)
    }
    guard let verdict = answer.verdict, !verdict.violations.isEmpty else {
      return .answered(ExitStatus.clean.rawValue)
    }
    for line in verdict.lines { FastCheck.say(line) }
    return .answered((verdict.fails ? ExitStatus.failure : ExitStatus.clean).rawValue)
  }
}
