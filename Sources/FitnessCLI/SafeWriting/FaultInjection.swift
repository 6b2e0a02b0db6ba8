import Foundation

/// A test switch that kills the process halfway through its Nth file write, the way a
/// power cut or SIGKILL would: `FITNESS_FAULT_AT_WRITE=N`. It proves that no interrupted
/// graduate or allow leaves a half-written suite or finding under its real name.
enum FaultInjection {
  static let status: Int32 = 70
  nonisolated(unsafe) private static var writes = 0

  static func diesOnThisWrite() -> Bool {
    writes += 1
    guard let value = getenv("FITNESS_FAULT_AT_WRITE"), let target = Int(String(cString: value)) else { return false }
    return target == writes
  }
}
