@_exported import RuleEngine
// The engine as a library: what a generated suite uses, for a test target that depends on
// fitness instead of carrying the vendored copy (`FitnessSupport.swift`).
//
// The same sources as the vendored copy and as the `fitness` executables: the scanner
// (`SwiftScanner`), the rules and their evaluation (`RuleEngine`) and the repository reader
// of `swift test` (`SuiteRuntime`). A suite needs only:
//
// - the rule types it states as literals: `ImportBoundary`, `LayerBoundary`, `CountPin`,
//   `RuntimePin`, `CopyContract`, `NetworkSentinel` (and `FenceRule` around the first two);
// - `FitnessPackage.verdict(of:)`, which judges a rule over the repository around the suite
//   and returns the report (one message per violation, empty when the rule holds) and each
//   violation's place, which the suite records as an issue there (`report(of:)`, the report
//   alone, for suites graduated before);
// - for a network sentinel, `FitnessPackage.enterNetworkSentinel()` and
//   `leaveNetworkSentinel()`.
//
// `fitness graduate` writes suites that `import FitnessKit` when their test target already
// depends on this product, and vendors nothing for them. `fitness check` warns when the
// repository's `Package.resolved` pins another version of fitness than its own: a
// different engine could judge differently.
@_exported import SuiteRuntime
@_exported import SwiftScanner
