/// A command line fitness cannot act on. Printed with the usage line; exit status 64.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  var command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  var description: String { message }
}
