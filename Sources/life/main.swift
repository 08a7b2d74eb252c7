import Foundation

// Everything happens in `Life.main`; this file only hands it the words and passes on the exit code.
exit(Life.main(Array(CommandLine.arguments.dropFirst())))
