import Foundation
import RuleEngine

/// Names a suite after the guarantee it keeps, not the mechanism: `CloudKitStaysInSyncTests`,
/// not `CloudKitImportBoundaryTests`.
enum SuiteNaming {
  /// The name from the rule's parts when they say something specific, else from the
  /// finding's title: `SourcesStaysFreeOfUIKitAndOthersTests` says nothing a reader can use,
  /// `TheDomainNeverSeesUIFrameworksTests` says the rule.
  static func typeName(for body: RuleBody, title: String) -> String {
    let parts = typeName(for: body)
    guard isVague(parts) else { return parts }
    return titleName(title) ?? parts
  }

  /// Folder words that name no layer, and phrases that name no subject.
  static let vagueStarts = ["Sources", "Source", "Packages", "Modules", "Rule", "Files"]
  static let vagueParts = ["AndOthers", "ForbiddenCalls", "BehindItsFence", "CountStaysPinned", "FilesStayPinned"]

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
    for word in title.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
      let part = identifier(String(word))
      if !name.isEmpty, name.count + part.count > 60 { break }
      name += part
    }
    guard !name.isEmpty, name.first!.isLetter else { return nil }
    return name + "Tests"
  }

  static func typeName(for body: RuleBody) -> String {
    switch body {
    case .fence(let rule): return typeName(for: rule)
    case .countPin(let pin, _):
      switch CountSubject.parse(pin.subject).subject {
      case .enumCases(let type)?: return "\(identifier(type))StaysPinnedTests"
      case .literalElements(let owner, let name)?: return "\(identifier((owner ?? "") + "." + name))StaysPinnedTests"
      case .files(let glob)?:
        let folder = glob.split(separator: "/").last { !$0.contains("*") && !$0.contains("?") } ?? "Files"
        return "\(identifier(String(folder)))FilesStayPinnedTests"
      case .needle(let needle)?: return "\(identifier(needle))CallsStayPinnedTests"
      case nil: return "CountStaysPinnedTests"
      }
    case .runtimePin(let pin, _, _):
      let parts = pin.expression.split(separator: ".").filter { $0 != "count" }.joined(separator: ".")
      return "\(identifier(parts))StaysPinnedTests"
    case .copyContract(let contract):
      if let member = contract.member { return "\(identifier(member))KeepsItsFormatTests" }
      return "\(identifier(contract.keys ?? "Catalog"))CopyKeepsItsFormatTests"
    case .sentinel(let sentinel, _):
      let place = sentinel.roots.first?.split(separator: "/").last.map(String.init) ?? sentinel.module
      return "\(identifier(place))StaysOfflineTests"
    }
  }

  static func typeName(for rule: FenceRule) -> String {
    switch rule.direction {
    case .boundary:
      let module = identifier(rule.modules.first ?? "Module")
      if rule.fence.isEmpty { return "\(module)StaysOutTests" }
      if let home = commonFolder(of: rule.fence.map(folder)), let name = home.split(separator: "/").last,
        !["Sources", "Source", "Tests"].contains(name)
      {
        return "\(module)StaysIn\(identifier(String(name)))Tests"
      }
      return "\(module)StaysBehindItsFenceTests"
    case .layer:
      let layer: String
      if let common = commonFolder(of: rule.roots), let name = common.split(separator: "/").last,
        !["Sources", "Source"].contains(name)
      {
        layer = identifier(String(name))
      } else {
        let first = rule.roots.first?.split(separator: "/").last.map(String.init) ?? "Layer"
        layer = identifier(first) + (rule.roots.count > 1 ? "AndOthers" : "")
      }
      switch rule.modules.count {
      case 0: return "\(layer)StaysFreeOfForbiddenCallsTests"
      case 1, 2: return "\(layer)StaysFreeOf\(rule.modules.map(identifier).joined(separator: "And"))Tests"
      default: return "\(layer)StaysFreeOf\(identifier(rule.modules[0]))AndOthersTests"
      }
    case .independent:
      let names = rule.modules.map(identifier)
      if names.count == 2 { return "\(names[0])And\(names[1])StayIndependentTests" }
      if let common = commonFolder(of: rule.roots), let name = common.split(separator: "/").last,
        !["Sources", "Source", "Packages"].contains(name)
      {
        return "\(identifier(String(name)))StayIndependentTests"
      }
      return "\(names.first ?? "Modules")AndOthersStayIndependentTests"
    }
  }

  /// `cloud-sync` → `CloudSync`; a leading digit gets a `Rule` prefix.
  static func identifier(_ text: String) -> String {
    var out = ""
    var upper = true
    for character in text {
      guard character.isASCII, character.isLetter || character.isNumber else {
        upper = true
        continue
      }
      out += upper ? character.uppercased() : String(character)
      upper = false
    }
    if out.first?.isNumber ?? true { out = "Rule" + out }
    return out
  }

  /// Whether `name` can be a suite's type name: a Swift identifier ending in `Tests`.
  static func isValidTypeName(_ name: String) -> Bool {
    guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return name.hasSuffix("Tests") && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  private static func folder(_ path: String) -> String {
    var parts = path.split(separator: "/")
    if !path.hasSuffix("/") { parts = parts.dropLast() }
    return parts.joined(separator: "/")
  }

  private static func commonFolder(of folders: [String]) -> String? {
    guard var common = folders.first?.split(separator: "/") else { return nil }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/")
      var length = 0
      while length < min(common.count, parts.count), common[length] == parts[length] { length += 1 }
      common = Array(common.prefix(length))
    }
    return common.isEmpty ? nil : common.joined(separator: "/")
  }
}
