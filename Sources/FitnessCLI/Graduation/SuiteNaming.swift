import Findings
import Foundation
import RuleEngine

/// Names a suite after the guarantee it keeps, not the mechanism: `CloudKitStaysInSyncTests`,
/// not `CloudKitImportBoundaryTests`.
enum SuiteNaming {
  /// The name from the rule's parts when they say something specific, else from the
  /// finding's title: `SourcesStaysFreeOfUIKitAndOthersTests` says nothing a reader can use,
  /// `TheDomainNeverSeesUIFrameworksTests` says the rule.
  static func typeName(for body: any PatternRule, title: String) -> String {
    let parts = typeName(for: body)
    guard isVague(parts) else { return parts }
    return titleName(title) ?? parts
  }

  /// Folder words that name no layer, and phrases that name no subject.
  static let vagueStarts = ["Sources", "Source", "Packages", "Modules", "Rule", "Files"]
  static let vagueParts = [
    "AndOthers", "ForbiddenCalls", "BehindItsFence", "CountStaysPinned", "FilesStayPinned", "KeepTheirShape",
  ]

  static func isVague(_ name: String) -> Bool {
    // `FoundationStaysInSwiftSyntaxTestSupportTests`: a fence kept for test helpers reads
    // as if the module lived there, the opposite of a rule that keeps it out of the code.
    if let stays = name.range(of: "StaysIn"), name[stays.upperBound...].dropLast("Tests".count).contains("Test") {
      return true
    }
    return vagueParts.contains { name.contains($0) }
      || vagueStarts.contains { start in
        name.hasPrefix(start) && name.dropFirst(start.count).first.map { $0.isUppercase } == true
      }
  }

  /// The title's words as a type name, at most about 60 characters, ending in `Tests`; nil
  /// when the title has no letters.
  static func titleName(_ title: String) -> String? {
    var name = ""
    // "pattern's" is one word (`Patterns`), not two (`PatternS`).
    let joined = title.filter { $0 != "'" && $0 != "\u{2019}" }
    for word in joined.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
      let part = RuleWording.identifier(String(word))
      if !name.isEmpty, name.count + part.count > 60 { break }
      name += part
    }
    guard !name.isEmpty, name.first!.isLetter else { return nil }
    return name + "Tests"
  }

  /// The name from the rule's parts, as its pattern words it.
  static func typeName(for body: any PatternRule) -> String {
    FindingPatterns.of(body)?.suiteName(of: body) ?? "RuleTests"
  }

  /// Whether `name` can be a suite's type name: a Swift identifier ending in `Tests`.
  static func isValidTypeName(_ name: String) -> Bool {
    guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return name.hasSuffix("Tests") && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
