import Testing

@testable import FastPath

/// The command lines the front answers itself, and the ones it hands to the tool untouched
/// (which owns every usage error).
@Suite struct HookRequestTests {
  @Test func theFrontTakesOnlyACheckOfTheStagedBlobsOrOfEveryTrackedFile() {
    #expect(HookRequest(["check"])?.isFull == false)
    #expect(HookRequest(["check", "--staged"])?.isFull == false)
    #expect(HookRequest(["check", "--all", "-C", "App"])?.isFull == true)
    #expect(HookRequest(["check", "-C", "App"])?.directory == "App")
    #expect(HookRequest(["check", "--color", "always"])?.colour == true)
  }

  @Test(arguments: [
    ["check", "--all", "--staged"], ["check", "--worktree"], ["check", "--rev", "HEAD"], ["check", "--format", "json"],
    ["list"], ["check", "extra"], ["check", "--color", "sometimes"], [],
  ])
  func everythingElseGoesToTheTool(arguments: [String]) {
    #expect(HookRequest(arguments) == nil)
  }
}
