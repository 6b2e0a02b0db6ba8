import Findings
import RuleEngine

extension Graduation {
  /// The draft with the file that declares its subject written in, when the finding left it
  /// to search: the search happens once, here, and the hook reads one file per commit.
  func located(_ draft: RuleDraft) throws -> RuleDraft {
    var draft = draft
    switch draft.body {
    case .countPin(var pin, let trail) where pin.file == nil:
      guard let subject = CountSubject.parse(pin.subject).subject else { break }
      switch subject {
      case .enumCases, .literalElements:
        let tally = SourceCounter.tally(subject, in: nil, files: files)
        if let tally, let first = tally.path, !tally.alsoDeclaredIn.isEmpty {
          throw Refusal(
            description:
              "\(findingPath): \(pin.subject) is declared in several files (\(([first] + tally.alsoDeclaredIn).joined(separator: ", "))); "
              + "say which one the pin counts with 'in:' in the finding")
        }
        pin.file = tally?.path
        draft.body = .countPin(pin, trail: trail)
      default: break
      }
    case .copyContract(var contract) where contract.member != nil && contract.file == nil:
      contract.file = CopyEvaluation.memberValues(of: contract, in: files)?.first?.path
      draft.body = .copyContract(contract)
    default: break
    }
    return draft
  }
}
