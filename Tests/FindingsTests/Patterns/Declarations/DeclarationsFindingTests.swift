import RuleEngine
import Testing

@testable import Findings

/// The `declarations` finding: `select`, `require` and `forbid`, each refused at its line with
/// its key path when it could never hold.
@Suite struct DeclarationsFindingTests {
  static let head = "---\ntitle: View models are final\npattern: declarations\n"

  @Test func readsTheFormatOfTheIssue() throws {
    let text =
      Self.head
        + """
        select:
          kind: class
          named: "*ViewModel"
          conforming: [ObservableObject]
        require:
          modifiers: [final]
          attributes: ["@MainActor"]
          conforms: [Sendable]
        forbid:
          inherits: [NSObject]
        fence:
          - path: Sources/Legacy/OldViewModel.swift
            types: [OldViewModel]
            why: subclassed by the UIKit screens
        roots: [Sources]
        ---

        """
    let finding = try FindingReader.read(text, path: "findings/0020-vm.md")
    let statement = try #require(finding.statement as? DeclarationsFinding)
    let shape = statement.rule
    #expect(shape.kind == "class")
    #expect(shape.named == "*ViewModel")
    #expect(shape.conforming == ["ObservableObject"])
    #expect(shape.require.modifiers == ["final"])
    #expect(shape.require.attributes == ["@MainActor"])
    #expect(shape.require.conformances == ["Sendable"])
    #expect(shape.forbid.conformances == ["NSObject"])
    #expect(shape.fence == ["Sources/Legacy/OldViewModel.swift": ["OldViewModel"]])
    #expect(shape.roots == ["Sources"])
    let draft = try finding.statement.draft(of: finding, ruleID: "0020-vm", files: FileSet(paths: [], sources: [:]))
    let literal = try #require(DeclarationsFinding.literal(of: draft))
    #expect(
      literal.arguments.map(\.argument.label) == [
        "kind", "named", "conforming", "requireModifiers", "requireAttributes", "requireConforms", "forbidInherits",
        "fence", "roots",
      ])
    #expect(DeclarationsFinding.suiteName(of: draft.body) == "ViewModelsAreFinalTests")
  }

  @Test(arguments: [
    (
      "select:\n  kynd: class\nrequire:\n  modifiers: [final]\n",
      "findings/0001-x.md:5:3: error: select.kynd: unknown key"
    ),
    ("select:\n  kind: class\nrequire: {}\n", "findings/0001-x.md:6:10: error: require: 'require' is empty"),
    ("select:\n  kind: class\n", "findings/0001-x.md:3:1: error: require: the rule requires and forbids nothing"),
    (
      "select:\n  named: \"Feed-*\"\nrequire:\n  modifiers: [final]\n",
      "findings/0001-x.md:5:10: error: select.named: 'Feed-*' can match no type name"
    ),
    (
      "select:\n  kind: struct\nrequire:\n  modifiers: [final]\n",
      "findings/0001-x.md:7:14: error: require.modifiers[0]: a struct cannot be 'final'"
    ),
    (
      "require:\n  modifiers: [final]\n",
      "findings/0001-x.md:5:14: error: require.modifiers[0]: declarations of any kind"
    ),
    (
      "select:\n  kind: protocol\nrequire:\n  preview: true\n",
      "findings/0001-x.md:7:12: error: require.preview: a protocol cannot be previewed"
    ),
    (
      "require:\n  preview: yes\n",
      "findings/0001-x.md:5:12: error: require.preview: expected true or false, not 'yes'"
    ),
    (
      "forbid:\n  conforms: [NSObject]\n",
      "findings/0001-x.md:5:3: error: forbid.conforms: unknown key; 'forbid' takes modifiers, attributes, inherits"
    ),
  ])
  func refusesWhatCanNeverHoldAtItsLine(keys: String, expected: String) {
    do {
      _ = try FindingReader.read(Self.head + keys + "---\n", path: "findings/0001-x.md")
      Issue.record("accepted: \(keys)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
    }
  }
}
