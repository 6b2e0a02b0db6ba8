import Testing

@testable import GitFileReader

/// `core.quotePath` as git reads a config file: any case, `=` or a bare key (true), the
/// last one winning, comments after the value, only the `[core]` section.
@Suite struct QuotePathSettingTests {
  @Test(
    arguments: [
      ("[core]\n\tquotePath = false\n", false),
      ("[core]\n\tquotepath=no ; a comment\n", false),
      ("[Core]\n  QuotePath = off\n", false),
      ("[core]\n\tquotePath\n", true),
      ("[core]\n\tquotePath = false\n[core]\n\tquotePath = true\n", true),
      ("[core] quotePath = false\n", false),
      ("[diff]\n\tquotePath = false\n", nil),
      ("[core]\n\tbare = false\n", nil),
    ] as [(String, Bool?)])
  func readsTheSettingAsGitDoes(text: String, expected: Bool?) {
    #expect(QuotePathSetting.setting(in: text) == expected)
  }

  @Test func theLaterSourcesWin() {
    let environment = [
      "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_COUNT": "1",
      "GIT_CONFIG_KEY_0": "core.quotePath", "GIT_CONFIG_VALUE_0": "false",
    ]
    #expect(!QuotePathSetting.quotes(commonDirectory: nil, environment: environment))
    var parameters = environment
    parameters["GIT_CONFIG_PARAMETERS"] = "'core.quotepath'='true'"
    #expect(QuotePathSetting.quotes(commonDirectory: nil, environment: parameters))
    #expect(QuotePathSetting.quotes(commonDirectory: nil, environment: ["HOME": "/nonexistent"]))
  }
}
