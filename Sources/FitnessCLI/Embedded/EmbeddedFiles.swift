// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
/// Files of this repository that the `fitness` binary carries inside it.
enum EmbeddedFiles {
  /// The sources `fitness graduate` vendors into a test target, in order.
  static let engineSources: [(path: String, text: String)] = [
    ("Sources/SwiftScanner/CodeView.swift", codeView),
    ("Sources/SwiftScanner/ImportDeclaration.swift", importDeclaration),
    ("Sources/SwiftScanner/ImportParser.swift", importParser),
    ("Sources/SwiftScanner/ScannedSource+Declarations.swift", scannedSourceDeclarations),
    ("Sources/SwiftScanner/ScannedSource.swift", scannedSource),
    ("Sources/SwiftScanner/SourceByte.swift", sourceByte),
    ("Sources/SwiftScanner/SourcePosition.swift", sourcePosition),
    ("Sources/RuleEngine/CopyContract.swift", copyContract),
    ("Sources/RuleEngine/CopyEvaluation.swift", copyEvaluation),
    ("Sources/RuleEngine/CopyValue.swift", copyValue),
    ("Sources/RuleEngine/CountPin.swift", countPin),
    ("Sources/RuleEngine/CountSubject.swift", countSubject),
    ("Sources/RuleEngine/DeliberateBreak.swift", deliberateBreak),
    ("Sources/RuleEngine/FenceEvaluation.swift", fenceEvaluation),
    ("Sources/RuleEngine/FenceMessages.swift", fenceMessages),
    ("Sources/RuleEngine/FenceRule.swift", fenceRule),
    ("Sources/RuleEngine/FileSet.swift", fileSet),
    ("Sources/RuleEngine/Glob.swift", glob),
    ("Sources/RuleEngine/ImportBoundary.swift", importBoundary),
    ("Sources/RuleEngine/LiteralParser+Trivia.swift", literalParserTrivia),
    ("Sources/RuleEngine/LiteralParser.swift", literalParser),
    ("Sources/RuleEngine/MemberStrings.swift", memberStrings),
    ("Sources/RuleEngine/NetworkSentinel.swift", networkSentinel),
    ("Sources/RuleEngine/PatternMatcher.swift", patternMatcher),
    ("Sources/RuleEngine/PinEvaluation.swift", pinEvaluation),
    ("Sources/RuleEngine/RuleBlockError.swift", ruleBlockError),
    ("Sources/RuleEngine/RuleBlockReader.swift", ruleBlockReader),
    ("Sources/RuleEngine/RuleEvaluation.swift", ruleEvaluation),
    ("Sources/RuleEngine/RuntimePin.swift", runtimePin),
    ("Sources/RuleEngine/SourceCounter.swift", sourceCounter),
    ("Sources/RuleEngine/String+Replacing.swift", stringReplacing),
    ("Sources/RuleEngine/SuiteRule.swift", suiteRule),
    ("Sources/RuleEngine/TrailLine.swift", trailLine),
    ("Sources/RuleEngine/Violation.swift", violation),
    ("Sources/PackageFiles/FitnessPackage.swift", fitnessPackage),
    ("Sources/PackageFiles/StringCatalog.swift", stringCatalog),
  ]
}
