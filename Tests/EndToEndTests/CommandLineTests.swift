import Foundation
import Testing

@Suite("The command line")
struct CommandLineTests {
    @Test("--help lists every subcommand in the argument-parser layout")
    func rootHelp() throws {
        let outcome = try PreflightProcess.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
        #expect(outcome.stdout.contains("\nUSAGE: preflight <subcommand>\n"))
        for command in ["build", "preview", "diff", "lint", "serve", "markdown"] {
            #expect(outcome.stdout.contains("\n  \(command) "), "missing \(command)")
        }
    }

    @Test("each subcommand has help", arguments: ["build", "preview", "diff", "lint", "serve", "markdown"])
    func subcommandHelp(command: String) throws {
        let outcome = try PreflightProcess.run([command, "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("USAGE: preflight \(command)"))
        #expect(outcome.stdout.contains("OPTIONS:"))
        #expect(outcome.stdout.contains("-h, --help"))
    }

    @Test("--version prints the version")
    func version() throws {
        let outcome = try PreflightProcess.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test("an unknown option is a usage error: Error, usage, exit 2")
    func unknownOption() throws {
        let outcome = try PreflightProcess.run(["lint", "--no-such-flag"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("Error: Unknown option '--no-such-flag'\nUsage: preflight lint"))
    }

    @Test("an unknown subcommand exits 2")
    func unknownSubcommand() throws {
        let outcome = try PreflightProcess.run(["frobnicate"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("Unknown subcommand 'frobnicate'"))
    }

    @Test("a value outside an option's choices is a usage error")
    func invalidChoice() throws {
        let outcome = try PreflightProcess.run(["diff", "a.json", "b.json", "--format", "xml"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("'xml' is invalid for '--format <format>'"))
    }
}
