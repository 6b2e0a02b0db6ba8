import CheckCore
import RuleEngine

/// Suites for a test target that links the FitnessKit library: they `import FitnessKit`,
/// and nothing is vendored. The hook reads both kinds alike: it reads the rule literal,
/// never the imports.
extension Graduation {
  /// The library's product name, as a manifest or a project names it.
  static let libraryProduct = "FitnessKit"

  /// Whether the test target compiling `folder` links FitnessKit: its `.testTarget` names
  /// the product (SwiftPM), its `packageProductDependencies` do (Xcode), or its
  /// `dependencies` list it as a package product (XcodeGen).
  func linksFitnessKit(_ folder: String) -> Bool {
    if let target = packageTestTargets().target(compiling: folder) { return target.linksFitnessKit }
    let xcode = xcodeTestTargets().targets.filter { target in
      target.folders.contains { PathPrefix.contains(folder, under: $0) }
    }
    if xcode.contains(where: { $0.products.contains(Self.libraryProduct) }) { return true }
    return xcodeGenTestTargets().compiling(folder).contains { $0.products.contains(Self.libraryProduct) }
  }

  /// A vendored engine in a target that links the library would declare every engine type
  /// twice: refused, with what to do, before anything is written.
  func refuseVendoredCopy(in target: String) throws {
    let copy = files.paths.sorted().first {
      PathPrefix.contains($0, under: target) && $0.split(separator: "/").last == Substring(VendoredStamp.fileName)
    }
    guard let copy else { return }
    throw Refusal(
      description: "\(copy) vendors the engine, and its test target also links \(Self.libraryProduct): the two "
        + "declare the same types. Delete \(copy) (the library replaces it), then graduate again")
  }
}
