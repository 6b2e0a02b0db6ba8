import CheckCore
import CommandLineIO
import LibGit2Reader
import SwiftScanner

/// `fitness imports`: what each Swift file of a snapshot imports.
struct Imports: Command {
  static let name = "imports"
  static let abstract = "list the imports of every Swift file in a snapshot"
  static let usage = [UsageForm([.positional("[MODULE]"), .snapshot, .optional([format]), .directory])]
  static let about = """
    Without MODULE: one line per file, `path<TAB>Mod1,Mod2`, top-level modules sorted.
    With MODULE: the files importing it, as `path:line:col`.

    The default snapshot is --all (every tracked file in the index).
    """
  static let exits = "exit status: 0 listed, 2 could not run, 64 usage error"
  static let format = OptionSpec(
    "--format", value: "text|json",
    help: "json: every import with its full name, position, kind, attributes\nand access level")

  var snapshot: SnapshotOptions
  var module: String?
  var json: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .index)
    json = try arguments.value(Self.format) == "json"
    module = try arguments.positionals(limit: 1).first
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let repository = try context.openRepository()
    let files = try Snapshot(snapshot.kind, of: repository)
    var listed: [(path: String, imports: [ImportDeclaration])] = []
    for file in files.files where file.path.hasSuffix(".swift") {
      guard case .text(let bytes) = try files.contents(of: file) else { continue }
      var imports = ScannedSource(bytes).imports
      if let module { imports = imports.filter { $0.module == module } }
      if !imports.isEmpty || (module == nil && json) { listed.append((file.path, imports)) }
    }
    if json {
      context.console.out(ImportsJSON.render(listed))
    } else if let module, listed.isEmpty {
      context.console.error("fitness: no file imports \(module) in the \(Check.describe(snapshot.kind))")
    } else if module != nil {
      for (path, imports) in listed {
        for item in imports {
          context.console.out("\(path):\(item.position.line):\(item.position.column)\t\(item.name)")
        }
      }
    } else {
      for (path, imports) in listed where !imports.isEmpty {
        let modules = Set(imports.map(\.module)).sorted().joined(separator: ",")
        context.console.out("\(path)\t\(modules)")
      }
    }
    return .clean
  }
}

/// The JSON form of `fitness imports` (`{"version": 1, "files": […]}`), written by hand to
/// keep key order stable.
enum ImportsJSON {
  static func render(_ files: [(path: String, imports: [ImportDeclaration])]) -> String {
    let entries = files.map { file in
      let imports = file.imports.map { item in
        "{\"module\": \(quote(item.module)), \"name\": \(quote(item.name)), "
          + "\"line\": \(item.position.line), \"column\": \(item.position.column), "
          + "\"kind\": \(item.kind.map(quote) ?? "null"), "
          + "\"attributes\": [\(item.attributes.map(quote).joined(separator: ", "))], "
          + "\"access\": \(item.access.map(quote) ?? "null")}"
      }
      // The path as the file is named (`ReportPath`), with its bytes when it is not UTF-8.
      let path = ReportPath(file.path)
      let bytes = path.text == nil ? ", \"pathBytes\": [\(path.bytes.map(String.init).joined(separator: ", "))]" : ""
      return "{\"path\": \(quote(path.lossy))\(bytes), \"imports\": [\(imports.joined(separator: ", "))]}"
    }
    // Versioned like `check --format json`, so that a change of shape can be told.
    return "{\"version\": 1, \"files\": [" + entries.joined(separator: ",\n ") + "]}"
  }

  static func quote(_ text: String) -> String { Quoting.json(text) }
}
