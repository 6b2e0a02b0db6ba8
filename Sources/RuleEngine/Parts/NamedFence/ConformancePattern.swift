#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A conformance as a declarations rule writes it (`conforming`, `conforms`, `inherits`): a
/// type name as an inheritance clause spells it (`View`, `SwiftUI.View`), a glob over names
/// (`*ViewModelProtocol`), and `{name}` for the selected declaration's own name, so that
/// "every `FooViewModel` conforms to its `FooViewModelProtocol`" is `{name}Protocol`.
enum ConformancePattern {
  static let placeholder = "{name}"

  /// Whether the inheritance entry `entry` meets `written` for the declaration named `name`.
  /// A glob is matched against the entry as written and against its last component, so a
  /// module-qualified entry (`Feed.FooViewModelProtocol`) meets `*ViewModelProtocol`.
  static func matches(_ entry: String, _ written: String, name: String) -> Bool {
    let pattern = written.replacingAll(placeholder, with: name)
    guard pattern.utf8.contains(where: { $0 == 0x2A || $0 == 0x3F }) else {
      return TypeDeclaration.names(entry, pattern)
    }
    let last = entry.split(separator: ".").last.map(String.init) ?? entry
    return Glob.matches(entry, pattern) || Glob.matches(last, pattern)
  }

  /// A name that meets `written` for the declaration `name`: what the drill writes.
  static func example(_ written: String, name: String) -> String {
    written.replacingAll(placeholder, with: name).replacingAll("*", with: "Drill").replacingAll("?", with: "X")
  }

  /// Why `written` can meet no inheritance entry, or nil.
  static func problem(_ written: String) -> String? {
    let bare = written.replacingAll(placeholder, with: "Name")
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    let sound = parts.allSatisfy { part in
      !part.isEmpty && part.utf8.allSatisfy { SourceByte.isIdentifier($0) || $0 == 0x2A || $0 == 0x3F }
        && !SourceByte.isDigit(part.utf8.first!)
    }
    return sound
      ? nil
      : "'\(written)' is not a type name (write it as the inheritance clause does, like \"View\"; '*' and '?' "
        + "match name characters, and {name} is the declaration's own name)"
  }
}
