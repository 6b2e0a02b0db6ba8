// `fitness-tool` under another name, for the command plugin: SwiftPM cannot build an
// executable target as both the package's product and a plugin's tool in one build
// ("multiple producers"), so the plugin runs this one. The same entry point: the full
// command set, every command the front would hand over.
import FitnessCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(EntryPoint.run(Array(CommandLine.arguments.dropFirst())))
