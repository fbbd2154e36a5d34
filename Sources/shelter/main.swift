import ShelterCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CommandLineTool.standard.run(Array(CommandLine.arguments.dropFirst())))
