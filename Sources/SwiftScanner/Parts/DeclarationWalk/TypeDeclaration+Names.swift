/// What the declarations walk's results answer, asked by the rules that read them (the
/// declarations and members patterns): carried only with them, while the core keeps the
/// results as data.
extension TypeDeclaration {
  /// The last component of the name: `Inner` for `Outer.Inner`.
  public var simpleName: String {
    // Asked of every declaration a rule judges: no split, no array.
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// Whether `written` (a name in a rule) names `entry` as written in an inheritance
  /// clause: the same, or `entry` qualified by a module (`SwiftUI.View` for `View`).
  public static func names(_ entry: String, _ written: String) -> Bool {
    entry == written || entry.hasSuffix("." + written)
  }
}

extension DeclarationList {
  public init(
    types: [TypeDeclaration], previewMacros: [Range<Int>], unreadFrom: Int? = nil, members: [MemberDeclaration] = []
  ) {
    self.types = types
    self.members = members
    self.previewMacros = previewMacros
    self.unreadFrom = unreadFrom
    var grouped: [String: (order: Int, inherited: [String], seen: Set<String>)] = [:]
    for type in types where type.kind == .extension {
      var group = grouped[type.name] ?? (grouped.count, [], [])
      for entry in type.inherited where group.seen.insert(entry).inserted { group.inherited.append(entry) }
      grouped[type.name] = group
    }
    for (name, group) in grouped.sorted(by: { $0.value.order < $1.value.order }) {
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      extensionEntries[simple, default: []].append((name, group.inherited))
    }
  }

  /// The types, extensions left out.
  public var selectable: [TypeDeclaration] { types.filter { $0.kind != .extension } }

  /// Every entry in `declaration`'s inheritance clause, then those of the extensions of it
  /// in the same file.
  public func conformances(of declaration: TypeDeclaration) -> [String] {
    guard !extensionEntries.isEmpty else { return declaration.inherited }
    var found = declaration.inherited
    for type in extensionEntries[declaration.simpleName] ?? [] where TypeDeclaration.names(type.name, declaration.name)
    {
      found += type.inherited
    }
    return found
  }
}
