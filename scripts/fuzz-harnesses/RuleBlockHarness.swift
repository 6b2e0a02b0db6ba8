// libFuzzer harness: the rule-block reader, and evaluating whatever it reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuleBlocks(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard let rules = try? RuleBlockReader.rules(in: bytes, path: "Tests/AppTests/Fitness/FuzzTests.swift") else {
    return 0
  }
  let files = FileSet(paths: ["Sources/A.swift"], sources: ["Sources/A.swift": ScannedSource(bytes)])
  for rule in rules { _ = RuleEvaluation.violations(of: rule, in: files) }
  return 0
}
