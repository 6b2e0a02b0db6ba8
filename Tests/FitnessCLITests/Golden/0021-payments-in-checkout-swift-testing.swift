// Fitness suite written by `fitness graduate` from findings/0021-payments-in-checkout.md.
// Only checkout touches payments
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0021-payments-in-checkout PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

import Testing

@Suite struct OnlyCheckoutTouchesPaymentsTests {
  static let rule = ImportBoundary(
    id: "0021-payments-in-checkout",
    title: "Only checkout touches payments",
    module: "Payments",
    fence: [
      "Sources/Checkout/Checkout.swift",  // checkout charges the card [0021-payments-in-checkout]
      "Sources/Kit/Exports.swift",  // Kit is the payments facade [0021-payments-in-checkout]
    ],
    reexports: [
      "Kit": ["Sources/Kit/Exports.swift"],  // `@_exported import Payments` here: every `import Kit` brings Payments in [0021-payments-in-checkout]
    ]
  )

  @Test("Only checkout touches payments") func onlyCheckoutTouchesPayments() throws {
    let verdict = try FitnessPackage.verdict(of: FenceRule(Self.rule))
    for place in verdict.places {
      Issue.record(
        Comment(rawValue: place.message),
        sourceLocation: SourceLocation(
          fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
    }
    #expect(verdict.report.isEmpty, Comment(rawValue: verdict.report))
  }
}
