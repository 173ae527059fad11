import Foundation
import PreflightCLI

exit(Preflight.main(Array(CommandLine.arguments.dropFirst())))
