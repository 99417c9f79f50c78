import Foundation

// duo-fuzz: the command line front end for nightly fuzz runs, over the same
// property catalogue as `swift test`. See `duo-fuzz --help`.
let exitCode = CommandDispatcher.standard.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode.rawValue)
