import FitnessCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(EntryPoint.run(Array(CommandLine.arguments.dropFirst())))
