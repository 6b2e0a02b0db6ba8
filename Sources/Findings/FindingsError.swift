/// A finding that cannot be read, pointing into the Markdown file.
package struct FindingsError: Error, Equatable, Sendable, CustomStringConvertible {
  package var path: String
  /// 1-based line and column in the Markdown file.
  package var line: Int
  package var column: Int
  /// The key path that failed (`fence[2].why`), or empty for syntax errors.
  package var keyPath: String
  package var message: String
  /// The offending source line, for the caret display.
  package var sourceLine: String?

  package init(
    path: String, line: Int, column: Int, keyPath: String = "", message: String,
    sourceLine: String? = nil
  ) {
    (self.path, self.line, self.column) = (path, line, column)
    (self.keyPath, self.message, self.sourceLine) = (keyPath, message, sourceLine)
  }

  /// `path:line:col: error: keyPath: message`, then the line and a caret under the column.
  package var description: String {
    let subject = keyPath.isEmpty ? "" : "\(keyPath): "
    var text = "\(path):\(line):\(column): error: \(subject)\(message)"
    if let sourceLine {
      text += "\n" + sourceLine + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
    return text
  }
}
