// swift-tools-version:6.0
import PackageDescription

// fitness: architectural rules as enforced facts.
//
// The dependency direction is the architecture (see the module map, Architecture.md), and the
// repository's own fitness suites under Tests/ArchitectureTests/Fitness enforce it.
let package = Package(
  name: "fitness",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "fitness", targets: ["fitness"]),
    .executable(name: "fitness-tool", targets: ["fitness-tool"]),
    // The engine for suites whose test target depends on fitness (instead of vendoring it).
    .library(name: "FitnessKit", targets: ["FitnessKit"]),
    // `swift package fitness check --all`, with the tool built from the dependency.
    .plugin(name: "FitnessPlugin", targets: ["FitnessPlugin"]),
  ],
  targets: [
    // C at the leaves: each system library is imported by exactly one Swift module.
    .systemLibrary(
      name: "CLibGit2",
      pkgConfig: "libgit2",
      providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
    ),

    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),

    // Pure Swift: no Foundation, no I/O. These sources are also vendored verbatim into
    // users' test targets by `fitness graduate`, so they must compile on their own.
    .target(name: "SwiftScanner"),
    .target(name: "RuleEngine", dependencies: ["SwiftScanner"]),

    // The disk reader a generated suite uses under `swift test`; vendored with the above.
    .target(name: "SuiteRuntime", dependencies: ["RuleEngine", "SwiftScanner"]),

    // The library product: the three modules above, re-exported as one.
    .target(name: "FitnessKit", dependencies: ["SuiteRuntime", "RuleEngine", "SwiftScanner"]),

    .plugin(
      name: "FitnessPlugin",
      capability: .command(
        intent: .custom(verb: "fitness", description: "Runs fitness (check, graduate, list, …) on this package")),
      path: "Sources/FitnessPlugin"),

    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),

    // SHA-1 blocks with the processor's SHA instructions, for the index's trailer check;
    // our own C, chosen at run time, so no compiler flags.
    .target(name: "CSHA1"),

    // The hook's fast path: the index, refs and objects read straight from disk, with zlib
    // and no Foundation. Anything it does not support hands the run to LibGit2Reader.
    .target(name: "GitFileReader", dependencies: ["CSHA1", "CZlib", "SwiftScanner"]),

    // The only importer of libgit2.
    .target(name: "LibGit2Reader", dependencies: ["CLibGit2", "GitFileReader", "SwiftScanner", "SuiteRuntime"]),

    // The only importer of libyaml: review findings (Markdown with YAML front matter).
    .target(name: "Findings", dependencies: ["CLibYAML", "RuleEngine", "SwiftScanner"]),

    // How fitness talks to whoever runs it: the command-line grammar, exit statuses, the
    // console, and what the pre-commit framework asks for. libc only.
    .target(name: "CommandLineIO"),

    // The check itself, over any snapshot: shared by the hook's fast path and fitness-tool.
    // Its engine fingerprint is generated at build time (EngineSourcesPlugin).
    .target(
      name: "CheckCore", dependencies: ["SwiftScanner", "RuleEngine", "GitFileReader", "CommandLineIO"],
      plugins: ["EngineSourcesPlugin"]),

    // Carries the engine's sources into the binaries at build time, so nothing generated
    // is tracked: their text for FitnessCLI (graduate vendors it), their fingerprint for
    // CheckCore.
    .executableTarget(name: "fitness-embed"),
    .plugin(
      name: "EngineSourcesPlugin", capability: .buildTool(), dependencies: ["fitness-embed"],
      path: "Sources/EngineSourcesPlugin"),

    .target(
      name: "FitnessCLI",
      dependencies: [
        "SwiftScanner", "RuleEngine", "SuiteRuntime", "LibGit2Reader", "GitFileReader", "Findings", "CheckCore",
        "CommandLineIO",
      ],
      plugins: ["EngineSourcesPlugin"]),
    // The hook's fast path: the staged check, and a full check the caches answer, without
    // libgit2, libyaml or Foundation. The front executable is its door.
    .target(name: "FastPath", dependencies: ["GitFileReader", "CheckCore", "CommandLineIO"]),
    // Two executables, so the hook's path never loads what it does not need: `fitness`
    // answers a commit's staged check through GitFileReader (standard library and zlib only)
    // and hands every other command to `fitness-tool`, the full command set, beside it.
    // No unsafe build flags, so the package can be a dependency: scripts/release links the front
    // as one static executable and the tool at a fixed address on Linux (see README,
    // Performance, for what each saves at start-up).
    .executableTarget(name: "fitness", dependencies: ["FastPath", "CheckCore", "CommandLineIO"]),
    .executableTarget(name: "fitness-tool", dependencies: ["FitnessCLI"]),

    // The suites' shared fixtures, a test target so that `swift build -c release` (the
    // pre-commit framework's build, and every user's) never compiles them.
    .testTarget(
      name: "FitnessTestSupport", dependencies: ["RuleEngine", "SwiftScanner", "SuiteRuntime"],
      path: "Tests/Support"),
    .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner", "FitnessTestSupport"]),
    .testTarget(
      name: "RuleEngineTests", dependencies: ["RuleEngine", "SwiftScanner", "FitnessTestSupport"], exclude: ["Golden"]),
    .testTarget(name: "GitFileReaderTests", dependencies: ["GitFileReader", "FitnessTestSupport"]),
    .testTarget(name: "LibGit2ReaderTests", dependencies: ["LibGit2Reader", "FitnessTestSupport"]),
    .testTarget(
      name: "SuiteRuntimeTests", dependencies: ["SuiteRuntime", "RuleEngine", "SwiftScanner", "FitnessTestSupport"]),
    .testTarget(name: "CommandLineIOTests", dependencies: ["CommandLineIO"]),
    .testTarget(name: "FastPathTests", dependencies: ["FastPath"]),
    .testTarget(name: "FindingsTests", dependencies: ["Findings", "RuleEngine"], exclude: ["Fixtures"]),
    .testTarget(name: "CheckCoreTests", dependencies: ["CheckCore", "RuleEngine", "SwiftScanner", "GitFileReader"]),
    .testTarget(
      name: "FitnessCLITests",
      dependencies: [
        "FitnessCLI", "Findings", "CheckCore", "CommandLineIO", "GitFileReader", "RuleEngine", "SwiftScanner",
        "FitnessTestSupport",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["fitness", "fitness-tool", "SuiteRuntime", "FitnessTestSupport"],
      exclude: ["Fixtures"]),
    // This repository's own fitness suites, written by `fitness graduate` from findings/,
    // as for a user's test target that links the library: nothing generated is tracked.
    .testTarget(name: "ArchitectureTests", dependencies: ["FitnessKit"]),
  ]
)
