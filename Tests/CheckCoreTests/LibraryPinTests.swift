import CheckCore
import Testing

/// `Package.resolved` in each of its formats: the fitness pin is found by name or by its
/// repository's, with its version, and no other pin is taken for it.
struct LibraryPinTests {
  static let v1 = """
    {
      "object": {
        "pins": [
          { "package": "swift-syntax", "repositoryURL": "https://github.com/apple/swift-syntax",
            "state": { "branch": null, "revision": "abc", "version": "509.0.0" } },
          { "package": "Fitness", "repositoryURL": "https://example.com/team/fitness.git",
            "state": { "branch": null, "revision": "def", "version": "0.0.9" } }
        ]
      },
      "version": 1
    }
    """

  static let v3 = """
    {
      "originHash" : "1234",
      "pins" : [
        {
          "identity" : "fitness-fork",
          "kind" : "remoteSourceControl",
          "location" : "https://example.com/someone/fitness",
          "state" : {
            "revision" : "aaa",
            "version" : "0.2.0"
          }
        },
        {
          "identity" : "snapshot",
          "kind" : "remoteSourceControl",
          "location" : "https://example.com/snapshot",
          "state" : {
            "branch" : "main",
            "revision" : "bbb"
          }
        }
      ],
      "version" : 3
    }
    """

  @Test func readsEachFormatsPins() {
    #expect(
      LibraryPin.pins(in: Self.v1) == [
        .init(identity: "swift-syntax", location: "https://github.com/apple/swift-syntax", version: "509.0.0"),
        .init(identity: "Fitness", location: "https://example.com/team/fitness.git", version: "0.0.9"),
      ])
    #expect(
      LibraryPin.pins(in: Self.v3) == [
        .init(identity: "fitness-fork", location: "https://example.com/someone/fitness", version: "0.2.0"),
        // A branch pin has no version; the file's own `"version" : 3` is not taken for one.
        .init(identity: "snapshot", location: "https://example.com/snapshot", version: nil),
      ])
    #expect(LibraryPin.pins(in: "not json at all").isEmpty)
  }
}
