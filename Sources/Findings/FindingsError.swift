/// A finding that cannot be read, pointing into the Markdown file.
public struct FindingsError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  /// 1-based line and column in the Markdown file.
  public var line: Int
  public var column: Int
  /// The key path that failed (`fence[2].why`), or empty for syntax errors.
  public var keyPath: String
  public var message: String
  /// The offending source line, for the caret display.
  public var sourceLine: String?

  public init(
    path: String, line: Int, column: Int, keyPath: String = "", message: String,
    sourceLine: String? = nil
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
    self.sourceLine = sourceLine
  }

  /// `path:line:col: error: keyPath: message`, then the line and a caret under the column.
  public var description: String {
    let subject = keyPath.isEmpty ? "" : "\(keyPath): "
    var text = "\(path):\(line):\(column): error: \(subject)\(message)"
    if let sourceLine {
      text += "\n" + sourceLine + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
    return text
  }
}
