/// One import declaration as the compiler would parse it.
public struct ImportDeclaration: Hashable, Sendable {
  /// The top-level module: `CloudKit` for `import CloudKit.CKRecord`.
  public var module: String
  /// The full dotted name: `CloudKit.CKRecord`.
  public var name: String
  /// Where the declaration starts: its first attribute or modifier, else `import`.
  public var position: SourcePosition
  /// The byte offset of `position`.
  public var offset: Int
  /// The declaration kind of a scoped import (`struct`, `func`, …), or nil for a module.
  public var kind: String?
  /// Attributes as written, without spaces: `@testable`, `@_spi(Internal)`.
  public var attributes: [String]
  /// The access-level modifier (`public`, `package`, …), or nil when none is written.
  public var access: String?

  public init(
    module: String, name: String, position: SourcePosition, offset: Int, kind: String? = nil,
    attributes: [String] = [], access: String? = nil
  ) {
    (self.module, self.name, self.position, self.offset) = (module, name, position, offset)
    (self.kind, self.attributes, self.access) = (kind, attributes, access)
  }

  /// The attribute that re-exports a module: `@_exported import X`.
  public static let exportedAttribute = "@_exported"

  /// Whether the declaration re-exports its module: every importer of this file's module
  /// imports it too.
  public var isExported: Bool { attributes.contains(Self.exportedAttribute) }
}
