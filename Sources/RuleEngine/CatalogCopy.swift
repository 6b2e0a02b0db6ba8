#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The copy a rule judges from a catalog file (`PatternRule.catalogRead`): the one way a
/// catalog is read into a verdict. The hook, `fitness check`, graduate and the suites each
/// only say where the bytes come from (a cache keeps the values this returns); the pattern
/// that reads the catalog knows its format, in its own folder.
public enum CatalogCopy {
  /// Nil for a rule that reads no catalog; else its values, the bytes read through `bytes`
  /// (nil when the snapshot holds no such text file, which judges as no copy).
  /// A catalog that cannot be read stops the check at the place its reading failed (exit 2):
  /// no rule on it can be judged.
  public static func values(for rule: SuiteRule, bytes: (String) throws -> [UInt8]?) throws -> [CopyValue]? {
    guard let (catalog, _) = rule.body.catalogRead else { return nil }
    guard let read = try bytes(catalog) else { return [] }
    return try rule.body.catalogCopy(read, path: catalog)
  }
}

/// A catalog its reader cannot read, and where its reading stopped.
public struct UnreadableCatalog: Error, CustomStringConvertible {
  public var path: String
  public var position: SourcePosition
  /// What the file is not (`the String Catalog is not JSON`).
  public var problem: String

  public init(path: String, position: SourcePosition, problem: String) {
    (self.path, self.position, self.problem) = (path, position, problem)
  }

  public var description: String {
    // The path as the rule spells it (git's quoting), as a rule literal's errors give it.
    "\(path):\(position.line):\(position.column): error: \(problem) from here, so no copy contract can read it; fix "
      + "the file (Xcode rewrites a catalog it can open), or point the contract at a catalog it can read"
  }
}
