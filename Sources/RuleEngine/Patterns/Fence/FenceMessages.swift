#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The words of every fence violation. Each says what is wrong, then which side to change:
/// the code, or the contract (and where the contract is written).
enum FenceMessages {
  /// `via`: the re-exporter the file imports, when the module comes in through one.
  static func forbiddenImport(_ module: String, via: String? = nil, rule: FenceRule, site: RuleSite) -> String {
    let imports = "imports \(module)" + (via.map { " through \($0) (which re-exports it)" } ?? "")
    switch rule.direction {
    case .boundary:
      return "\(imports) outside its fence [\(rule.id)]; "
        + "change the code to keep \(module) behind the fence\(quotedTitle(rule)), "
        + "or change the contract: widen the fence in \(site.suitePath) with a reason"
    case .layer where rule.allowlist != nil && rule.homes.contains { $0.name == module }:
      let allowed = (rule.allowlist ?? []).sorted()
      return "\(imports), one of the repository's own modules, and this layer may import only "
        + "\(allowed.isEmpty ? "its own module" : list(allowed) + " of them, beside its own") [\(rule.id)]; "
        + "change the code to keep \(module) out of this layer\(quotedTitle(rule)), or change the contract: "
        + "add \(module) to 'mayImport', or this file to the fence, in \(site.suitePath) with a reason"
    case .layer:
      return "\(imports), which this layer may not [\(rule.id)]; "
        + "change the code to keep \(module) out of this layer\(quotedTitle(rule)), "
        + "or change the contract: add this file to the fence in \(site.suitePath) with a reason"
    case .independent:
      return "\(imports), another of the independent modules [\(rule.id)]; "
        + "change the code to keep the modules independent\(quotedTitle(rule)) (move what both need into a "
        + "module outside the set), or change the contract: add this file to the fence in \(site.suitePath) "
        + "with the module it may import and a reason"
    }
  }

  /// A file the fence allows `module` re-exports it without a record in the rule.
  static func unrecordedReexport(_ module: String, path: String, rule: FenceRule, site: RuleSite) -> String {
    let owner = rule.owningModule(of: path)
    return "re-exports \(module) (`@_exported import`), so every file that imports this file's module gets "
      + "\(module) unseen [\(rule.id)]; change the code: drop `@_exported`, or change the contract: record it in "
      + "'reexports' in \(site.suitePath), like \"\(owner)\": [\"\(path)\"],  // why it re-exports"
  }

  /// A layer's fence entry uses a module or needle its entry does not grant.
  static func ungranted(_ thing: String, via: String? = nil, path: String, rule: FenceRule, site: RuleSite) -> String {
    let granted = rule.grants(reaching: path).map { named($0, in: rule) }
    let entry = rule.entry(for: path) ?? path
    let whose = entry == path ? "this file's entry" : "the fence entry '\(entry)' that holds it"
    let uses = "uses \(thing)" + (via.map { " through \($0) (which re-exports it)" } ?? "")
    let keep = rule.direction == .independent ? "keep \(thing) out of this module" : "keep \(thing) out of this layer"
    return "\(uses), which its fence entry does not grant (it grants \(list(granted))) [\(rule.id)]; "
      + "change the code to \(keep)\(quotedTitle(rule)), "
      + "or change the contract: add \(thing) to \(whose) in \(site.suitePath) with a reason"
  }

  /// A boundary's fence is the way through, so the code goes through it; a layer's fence
  /// lists exceptions, so the code keeps the needle out.
  static func forbiddenAPI(_ needle: String, rule: FenceRule, site: RuleSite) -> String {
    guard rule.direction == .boundary else {
      return "uses '\(needle)' in this layer [\(rule.id)]; "
        + "change the code to keep '\(needle)' out of this layer\(quotedTitle(rule)), "
        + "or change the contract: add this file to the fence in \(site.suitePath) with a reason"
    }
    return "uses '\(needle)' outside the \(subjects(rule)) fence [\(rule.id)]; "
      + "change the code: go through the files in the fence, "
      + "or change the contract: widen the fence in \(site.suitePath) with a reason"
  }

  /// What the fence guards, as a message names it: its modules, or, on an API alone, its
  /// needles in quotes.
  static func subjects(_ rule: FenceRule) -> String {
    rule.modules.isEmpty ? rule.api.map { "'\($0)'" }.joined(separator: ", ") : rule.modules.joined(separator: ", ")
  }

  /// A module as itself, a needle in quotes.
  static func named(_ thing: String, in rule: FenceRule) -> String {
    rule.modules.contains(thing) ? thing : "'\(thing)'"
  }

  /// `A`, `A or B`, `A, B or C`; "nothing" for none.
  static func list(_ things: [String]) -> String {
    guard things.count > 1 else { return things.first ?? "nothing" }
    return things.dropLast().joined(separator: ", ") + " or " + things.last!
  }

  /// Everything the fence lets its entries use, modules and needles: `CloudKit or
  /// 'CKContainer('`. A layer may fence needles only, so neither list alone will do.
  static func fencedThings(_ rule: FenceRule) -> String {
    list(rule.modules + rule.api.map { "'\($0)'" })
  }

  /// ` ("title")` when the rule has a title, else nothing.
  private static func quotedTitle(_ rule: FenceRule) -> String {
    guard let title = rule.title, !title.isEmpty else { return "" }
    return " (\"\(title)\")"
  }
}
