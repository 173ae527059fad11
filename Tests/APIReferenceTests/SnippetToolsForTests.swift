import ChildProcess
import Foundation

/// Runs the real language tools on generated snippets. A tool missing from `PATH` disables the
/// tests that need it (Swift Testing reports them as skipped with the tool's name).
enum SnippetTool {
    static func available(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `arguments` through `/usr/bin/env` with `input` on standard input.
    static func run(_ arguments: [String], input: String = "", directory: URL? = nil) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        let finished = try ChildProcess.run(
            "/usr/bin/env", arguments, directory: directory?.path, environment: environment, input: Data(input.utf8))
        return Result(
            status: finished.status, output: String(decoding: finished.output, as: UTF8.self),
            errors: String(decoding: finished.error, as: UTF8.self))
    }

    /// A fresh folder for files a tool reads; removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
