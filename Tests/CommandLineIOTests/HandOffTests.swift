import Testing

@testable import CommandLineIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct HandOffTests {
  @Test(arguments: [PreCommitMode.Choice.staged, .all, .revision("origin/main"), nil])
  func whatTheFrontFoundSurvivesTheEnvironment(_ choice: PreCommitMode.Choice?) {
    let handOff = HandOff(choice: choice, readerCannot: choice == .all, reason: "split index")
    #expect(HandOff(encoded: handOff.encoded) == handOff)
  }

  @Test func aReasonOnSeveralLinesTravelsOnOne() {
    let handOff = HandOff(choice: .staged, readerCannot: false, reason: "first\nsecond")
    #expect(HandOff(encoded: handOff.encoded)?.reason == "first second")
  }

  @Test func onlyTheFrontsOwnChildBelievesIt() {
    let encoded = HandOff(choice: .all, readerCannot: true, reason: "r").encoded
    let parent = String(getppid())
    #expect(HandOff.received(environment: [HandOff.pidVariable: parent, HandOff.variable: encoded])?.choice == .all)
    // Inherited from a front that is not this process's parent: stale, ignored.
    #expect(
      HandOff.received(environment: [HandOff.pidVariable: "1", HandOff.variable: encoded]) == nil || parent == "1")
    #expect(HandOff.received(environment: [HandOff.variable: encoded]) == nil)
    #expect(HandOff(encoded: "nonsense") == nil)
  }
}
