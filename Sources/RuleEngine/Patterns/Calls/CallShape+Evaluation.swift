#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension CallShape {
  public var namedThing: String { "call" }
  public var readsMembers: Bool { true }
  public var readsCalls: Bool { true }

  /// A run of bytes each callee it selects must spell, one per callee glob: the longest run
  /// between its wildcards and dots, which a call's callee holds within one of its names,
  /// as written in the file. Nil when a callee has none (`*`): the rule may select any call.
  public var callNeedles: [String]? {
    var needles: [String] = []
    for callee in callees {
      let runs = callee.utf8.split { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: ".") }
      guard let longest = runs.max(by: { $0.count < $1.count }) else { return nil }
      needles.append(String(decoding: longest, as: UTF8.self))
    }
    return needles
  }

  /// Each way a selected call in the file at `path` breaks the rule, fence aside. A
  /// breach's subject is the callee as written, as a fence entry names it.
  public func breaches(in facts: DeclarationFacts, path: String, site: RuleSite) -> [Violation] {
    let list = facts.list
    let found = facts.calls.enumerated().filter { selects($0.element, in: list) }.flatMap { index, call in
      breaches(
        .callBreach, of: "the call \(call.callee)(\(Self.spelledLabels(call)))\(Self.place(of: call, in: list))",
        name: call.callee, at: path, facts.callPositions[index], problems: problems(of: call, in: list), site: site)
    }
    let limits = "\(DeclarationList.declarationLimit) types or \(DeclarationList.memberLimit) members"
    return found + unread(in: facts, at: path, limits: limits, site: site)
  }

  /// Whether the rule is about `call`: its callee meets `select`, and where it stands meets `in`.
  public func selects(_ call: CallSite, in list: DeclarationList) -> Bool {
    guard callees.contains(where: { Glob.matches(call.callee, $0) }) else { return false }
    guard labels.allSatisfy(call.labels.contains) else { return false }
    if let inNamed, !call.types.contains(where: { Glob.matches(list.types[$0].simpleName, inNamed) }) { return false }
    let function = call.function.map { list.members[$0] }
    if let inFunction, !(function.map { Glob.matches($0.name, inFunction) } ?? false) { return false }
    if let inAsync, (function?.effects.contains("async") ?? false) != inAsync { return false }
    return true
  }

  /// What is wrong with a selected call, each with the change to the code that mends it.
  func problems(of call: CallSite, in list: DeclarationList) -> [(problem: String, fix: String)] {
    if forbidDeclared { return [("is made", "remove it, or make it where the rule allows")] }
    var found: [(String, String)] = []
    if !requireInType.isEmpty,
      !call.types.contains(where: { type in requireInType.contains { Glob.matches(list.types[type].simpleName, $0) } })
    {
      found.append(("is outside \(requireInType.joined(separator: " or "))", "move it into one of them"))
    }
    if !requireInFunction.isEmpty {
      let function = call.function.map { list.members[$0].name }
      if !(function.map { name in requireInFunction.contains { Glob.matches(name, $0) } } ?? false) {
        found.append(("is outside \(requireInFunction.joined(separator: " or "))", "move it into one of them"))
      }
    }
    for (text, label) in zip(call.strings, call.stringLabels) where label == "_" && !requireStrings.isEmpty {
      if !requireStrings.contains(where: { Glob.matches(text, $0) }) {
        found.append(("passes \"\(text)\"", "pass a string matching \(requireStrings.joined(separator: " or "))"))
      }
    }
    for text in call.strings {
      guard let banned = forbidStrings.first(where: { Glob.matches(text, $0) }) else { continue }
      found.append(("passes \"\(text)\"", "pass a string that does not match \(banned)"))
    }
    return found
  }

  /// `_:forKey:` as Swift names a call's labels.
  static func spelledLabels(_ call: CallSite) -> String { call.labels.map { "\($0):" }.joined() }

  /// ` in Store.save` or ` in Store`: where the call stands, when in a type or a member.
  static func place(of call: CallSite, in list: DeclarationList) -> String {
    if let function = call.function { return " in \(list.members[function].qualifiedName)" }
    if let type = call.types.last { return " in \(list.types[type].name)" }
    return ""
  }

  /// What the rule asks, in words: `forbids` / `requires a place in Localization of`.
  public var demand: String {
    if forbidDeclared { return "forbids" }
    var required: [String] = []
    if !requireInType.isEmpty { required.append("a place in \(requireInType.joined(separator: " or "))") }
    if !requireInFunction.isEmpty { required.append("a place in \(requireInFunction.joined(separator: " or "))") }
    if !requireStrings.isEmpty { required.append("strings matching \(requireStrings.joined(separator: " or "))") }
    var words: [String] = []
    if !required.isEmpty { words.append("requires \(required.joined(separator: ", ")) of") }
    if !forbidStrings.isEmpty { words.append("forbids strings matching \(forbidStrings.joined(separator: ", ")) to") }
    return words.joined(separator: " and ")
  }

  /// The calls the rule selects, in words: `calls to print, debugPrint in async functions`.
  public var selection: String {
    var words = "calls to \(callees.joined(separator: ", "))"
    if !labels.isEmpty { words += " passing \(labels.map { "\($0):" }.joined(separator: " "))" }
    if let inNamed { words += " in types named \(inNamed)" }
    if let inFunction { words += " in functions named \(inFunction)" }
    if let inAsync { words += inAsync ? " in async functions" : " outside async functions" }
    return words
  }
}
