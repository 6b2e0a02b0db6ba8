#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Every declaration of this kind and name has these traits, and never those": view models
/// are `final` and `@MainActor`, nothing in the domain inherits from `NSObject`, every
/// `View` ships a `#Preview`.
///
/// Each file is judged alone, so a commit reads only the files it stages. The files in
/// `fence` are let past, each with its reason in the suite; an entry is stale once its file
/// is gone or complies.
public struct DeclarationShape: Sendable {
  /// What a declaration has, or must not have.
  public struct Traits: Sendable, Equatable {
    /// `final`, `public`, …: an access level is met by a wider one that is also written
    /// (`open` for `public`), and `internal` by no access modifier at all.
    public var modifiers: [String]
    /// `@MainActor`: by name, with arguments ignored.
    public var attributes: [String]
    /// Names in the inheritance clause, or added by an extension in the same file.
    public var conformances: [String]
    /// A glob on the type's own name (`*View`).
    public var named: String?
    /// A `#Preview` or a `PreviewProvider` in the same file that names the type.
    public var preview: Bool

    public init(
      modifiers: [String] = [], attributes: [String] = [], conformances: [String] = [], named: String? = nil,
      preview: Bool = false
    ) {
      (self.modifiers, self.attributes, self.conformances, self.named, self.preview) = (
        modifiers, attributes, conformances, named, preview
      )
    }

    public var isEmpty: Bool {
      modifiers.isEmpty && attributes.isEmpty && conformances.isEmpty && named == nil && !preview
    }
  }

  public var id: String
  public var title: String?
  /// `class`, `struct`, `enum`, `actor`, `protocol`, or `any`.
  public var kind: String
  /// A glob on the selected types' names.
  public var named: String?
  /// Names every selected type lists among its conformances.
  public var conforming: [String]
  public var require: Traits
  /// Only `modifiers`, `attributes` and `conformances` (what it inherits) are read.
  public var forbid: Traits
  public var fence: [String]
  public var exclude: [String]
  /// Path prefixes to judge; empty means every Swift file outside test folders.
  public var roots: [String]

  public init(
    id: String, title: String? = nil, kind: String = "any", named: String? = nil, conforming: [String] = [],
    require: Traits, forbid: Traits = Traits(), fence: [String] = [], exclude: [String] = [], roots: [String] = []
  ) {
    (self.id, self.title, self.kind, self.named, self.conforming, self.require, self.forbid) = (
      id, title, kind, named, conforming, require, forbid
    )
    (self.fence, self.exclude, self.roots) = (fence, exclude, roots)
  }

  /// The literal a suite writes, one label per trait, in the order of `arguments`.
  public init(
    id: String, title: String? = nil, kind: String = "any", named: String? = nil, conforming: [String] = [],
    requireModifiers: [String] = [], requireAttributes: [String] = [], requireConforms: [String] = [],
    requireNamed: String? = nil, requirePreview: Bool = false, forbidModifiers: [String] = [],
    forbidAttributes: [String] = [], forbidInherits: [String] = [], fence: [String] = [], exclude: [String] = [],
    roots: [String] = []
  ) {
    self.init(
      id: id, title: title, kind: kind, named: named, conforming: conforming,
      require: Traits(
        modifiers: requireModifiers, attributes: requireAttributes, conformances: requireConforms, named: requireNamed,
        preview: requirePreview),
      forbid: Traits(modifiers: forbidModifiers, attributes: forbidAttributes, conformances: forbidInherits),
      fence: fence, exclude: exclude, roots: roots)
  }

  public static let kinds = ["class", "struct", "enum", "actor", "protocol", "any"]
  static let accessLevels = ["private", "fileprivate", "internal", "package", "public", "open"]
  /// The modifiers a type declaration may carry, and the only kinds each fits.
  public static let typeModifiers: [String: [String]] = [
    "private": [], "fileprivate": [], "internal": [], "package": [], "public": [],
    "open": ["class"], "final": ["class"], "indirect": ["enum"], "distributed": ["actor"], "nonisolated": [],
  ]

  /// The files the rule judges.
  public var scope: PathScope { PathScope(roots: roots, exclude: exclude) }

  /// Whether `declaration` is one the rule is about.
  public func selects(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    guard declaration.kind != .extension, kind == "any" || declaration.kind.rawValue == kind else { return false }
    if let named, !Glob.matches(declaration.simpleName, named) { return false }
    let conformances = list.conformances(of: declaration)
    return conforming.allSatisfy { wanted in
      conformances.contains { ConformancePattern.matches($0, wanted, name: declaration.simpleName) }
    }
  }
}

extension Violation.Kind {
  /// A selected declaration that lacks what a declarations rule requires, or has what it
  /// forbids.
  public static let declarationBreach = Self(rawValue: "declaration-breach")
}
