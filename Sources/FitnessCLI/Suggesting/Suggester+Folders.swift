/// How suggest finds the folders a sentence or a set of files names.
extension Suggester {
  /// The shallowest folder outside test folders whose name is a word of the sentence
  /// (case aside), other than `other`.
  func folder(namedIn words: [String], other: String) -> String? {
    let wanted = Set(words.map { $0.lowercased() }).subtracting([other.lowercased()])
    // Shallowest first; among equals, in path order.
    return folders.filter { wanted.contains(Self.lastComponent($0).lowercased()) }
      .min { ($0.count, $0) < ($1.count, $1) }
  }

  /// What a layer the sentence names covers: the one folder of that name, or, where several
  /// folders share it (element-x's views, `Screens/*/View` and `Screens/*/*/View`), a glob
  /// over all of them under the folder they share (`ElementX/Sources/Screens/**/View`).
  func layerRoot(namedIn words: [String], other: String) -> String? {
    guard let shallowest = folder(namedIn: words, other: other) else { return nil }
    let name = Self.lastComponent(shallowest)
    let named = folders.filter { Self.lastComponent($0) == name }
    guard named.count > 1 else { return shallowest }
    let shared = Self.commonFolder(named.map { $0 + "/" + name }) ?? ""
    let base = shared.hasSuffix("/" + name) || shared == name ? String(shared.dropLast(name.count + 1)) : shared
    return (base.isEmpty ? "" : base + "/") + "**/" + name
  }

  static func lastComponent(_ folder: String) -> String {
    folder.split(separator: "/").last.map(String.init) ?? folder
  }

  static func commonFolder(_ files: [String]) -> String? {
    guard var common = files.first?.split(separator: "/").dropLast() else { return nil }
    for file in files.dropFirst() {
      let parts = file.split(separator: "/").dropLast()
      common = common.prefix(zip(common, parts).prefix { $0 == $1 }.count)
    }
    let folder = common.joined(separator: "/")
    return folder.isEmpty || ["Sources", "Source", "Packages"].contains(folder) ? nil : folder
  }

  /// A folder's name for a file name: its last component, or the one before a trailing
  /// `Sources` (`App/Sources` → `App`).
  static func last(_ folder: String) -> String {
    let parts = folder.split(separator: "/")
    if parts.count >= 2, ["Sources", "Source"].contains(parts[parts.count - 1]) {
      return String(parts[parts.count - 2])
    }
    return parts.last.map(String.init) ?? folder
  }
}
