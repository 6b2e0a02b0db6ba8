#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "These calls are made only here, and only so": console output goes through the logging
/// layer (no `print` outside it), locks use `withLock` (no `.lock()`), only
/// `PreferencesStore` calls `UserDefaults`, constraints are made in `updateConstraints`,
/// no semaphore waits in an `async` function, log messages have no `...`.
///
/// A call is what the scanner reads as one (`CallSite`): its callee as written, where it
/// stands (the types around it, the member whose body holds it) and its string arguments.
/// Each file is judged alone, so a commit reads only the files it stages. A fence entry
/// names the callees it lets past in its file; it is stale once none of those calls breaks
/// the rule there.
public struct CallShape: SchemaRule, NamedFenceRule, Sendable {
  public let values: ArgumentValues

  // The values, read once for evaluation.
  /// Globs on the callee as written, one of which a selected call meets (`print`,
  /// `*.lock`, `UserDefaults.*`).
  public let callees: [String]
  /// Argument labels a selected call passes, each of them (`syntaxText`).
  public let labels: [String]
  /// A glob on the name of a type around the call (at any depth) that selects it.
  public let inNamed: String?
  /// A glob on the name of the member whose body holds the call.
  public let inFunction: String?
  /// true: calls in an `async` member only; false: in a member that is not.
  public let inAsync: Bool?
  /// Globs one of which names a type around each selected call.
  public let requireInType: [String]
  /// Globs one of which names the member whose body holds each selected call.
  public let requireInFunction: [String]
  /// Globs each string literal passed without a label meets one of.
  public let requireStrings: [String]
  /// Globs no string literal argument may meet.
  public let forbidStrings: [String]
  public let reach: FenceAndScope

  public init(values: ArgumentValues) {
    self.values = values
    callees = values.texts("callee")
    labels = values.texts("labels")
    inNamed = values.text("inNamed")
    inFunction = values.text("inFunction")
    inAsync = values.bool("inAsync")
    requireInType = values.texts("requireInType")
    requireInFunction = values.texts("requireInFunction")
    requireStrings = values.texts("requireStrings")
    forbidStrings = values.texts("forbidStrings")
    reach = FenceAndScope(values)
  }

  /// The literal a suite writes: one label per key of the finding, in the schema's order.
  public init(
    id: String, title: String? = nil, severity: String? = nil, inNamed: String? = nil, inFunction: String? = nil,
    inAsync: Bool? = nil,
    callee: [String]? = nil, labels: [String]? = nil, requireInType: [String]? = nil,
    requireInFunction: [String]? = nil,
    requireStrings: [String]? = nil, forbidStrings: [String]? = nil, forbidDeclared: Bool? = nil,
    fence: [String: [String]] = [:], exclude: [String]? = nil, roots: [String]? = nil
  ) {
    var values = ArgumentValues(id: id, title: title)
    values["inNamed"] = inNamed.map(ArgumentValue.text)
    values["inFunction"] = inFunction.map(ArgumentValue.text)
    values["inAsync"] = inAsync.map(ArgumentValue.bool)
    let lists: [(String, [String]?)] = [
      ("callee", callee), ("labels", labels), ("requireInType", requireInType),
      ("requireInFunction", requireInFunction),
      ("requireStrings", requireStrings), ("forbidStrings", forbidStrings), ("exclude", exclude), ("roots", roots),
    ]
    for (label, value) in lists { values[label] = value.map(ArgumentValue.texts) }
    values["forbidDeclared"] = forbidDeclared.map(ArgumentValue.bool)
    values["fence"] = .map(fence)
    self.init(values: values)
  }
}

extension Violation.Kind {
  /// A selected call made where a calls rule forbids it, or without what it requires.
  public static let callBreach = Self(rawValue: "call-breach")
}
