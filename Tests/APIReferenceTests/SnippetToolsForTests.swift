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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONIOENCODING"] = "utf-8"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, so a full pipe cannot block the tool.
        let errorData = Data.threadSafeRead(stderr)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = errorData.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    /// A fresh folder for files a tool reads; removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Standard error read on its own thread while standard output is read on the caller's.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        Thread.detachNewThread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

extension Data {
    fileprivate static func threadSafeRead(_ pipe: Pipe) -> PipeReader { PipeReader(pipe) }
}
