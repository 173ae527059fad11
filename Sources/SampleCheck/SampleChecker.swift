import Diagnostics
import Dispatch
import Foundation
import Locking

/// Type-checks the Swift samples of docs pages against an SDK's interface with the
/// toolchain's `swiftc -typecheck`.
///
/// The interface's modules are compiled once (`swiftc -emit-module`) into the cache folder;
/// then every sample, or chain of samples (``SampleProgram``), is checked in its own compiler
/// process, all of them at once on every core. A result is kept in the cache under a hash of
/// the program (the sample with its wrapper), the modules (the interface and stand-ins) and
/// the compiler's version, so an unchanged sample never runs the compiler again.
package struct SampleChecker: Sendable {
    /// The interface file (`content/sdk/BuzzKit.swift`).
    package var interfacePath: String
    /// Where docs.json names the interface, for problems with the interface itself.
    package var configFile: String
    package var configPosition: SourcePosition?
    /// `.preflight-cache/samples` in the working folder, beside the build's cache.
    package var cacheFolder = ".preflight-cache/samples"
    package var environment = ProcessInfo.processInfo.environment

    package init(interfacePath: String, configFile: String, configPosition: SourcePosition?) {
        self.interfacePath = interfacePath
        self.configFile = configFile
        self.configPosition = configPosition
    }

    /// Checks the Swift blocks of `pages` (paths of Markdown files; snippets are pages here).
    ///
    /// - Returns: `sample_does_not_compile` errors at the page's line:col, `sdk_interface_invalid`
    ///   when the interface is missing or does not compile, or one `sample_check_unavailable`
    ///   warning when there is no compiler. Sorted by file and position.
    package func check(pages: [String]) -> [Diagnostic] {
        guard let text = try? String(contentsOfFile: interfacePath, encoding: .utf8) else {
            return [
                Diagnostic(
                    .sdkInterfaceInvalid,
                    "docs.json names the SDK interface \"\(interfacePath)\", which cannot be read; expected a Swift file of the SDK's public declarations.",
                    file: configFile, position: configPosition)
            ]
        }
        let interface = SDKInterface(file: interfacePath, text: text)
        var programs: [SampleProgram] = []
        for page in pages.sorted() {
            guard let source = try? String(contentsOfFile: page, encoding: .utf8) else { continue }
            let samples = SampleScanner.samples(in: source, file: page)
            programs += SampleProgram.programs(for: samples, implicitImports: interface.implicitImports)
        }
        if programs.isEmpty { return [] }
        guard let compiler = SwiftCompiler.find(environment: environment, versionCache: cacheFolder) else {
            return [
                Diagnostic(
                    .sampleCheckUnavailable,
                    "No Swift compiler was found (swiftc on PATH, or SWIFTC), so \(programs.count) Swift sample\(programs.count == 1 ? " was" : "s were") not type-checked.",
                    file: configFile, position: configPosition)
            ]
        }
        let modules: String
        switch ModuleCache(interface: interface, compiler: compiler, folder: cacheFolder).build() {
        case .failure(let problems): return problems.diagnostics
        case .success(let folder): modules = folder
        }
        return checkAll(programs, compiler: compiler, modules: modules)
    }

    private func checkAll(_ programs: [SampleProgram], compiler: SwiftCompiler, modules: String) -> [Diagnostic] {
        let scratch =
            NSTemporaryDirectory() + "preflight-samples-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let found = Locked<[Int: [Diagnostic]]>([:])
        DispatchQueue.concurrentPerform(iterations: programs.count) { index in
            let program = programs[index]
            var key = SampleHash()
            key.combine(compiler.version)
            key.combine(modules)
            key.combine(program.text)
            let cached = "\(cacheFolder)/result-\(key)"
            let errors: [CompilerMessage]
            if let lines = try? String(contentsOfFile: cached, encoding: .utf8) {
                errors = lines.split(separator: "\n").compactMap(CompilerMessage.init(cacheLine:))
            } else {
                let name = "sample-\(index).swift"
                let path = "\(scratch)/\(name)"
                try? Data(program.text.utf8).write(to: URL(fileURLWithPath: path))
                let result = compiler.run(["-typecheck", "-diagnostic-style=llvm", "-I", modules, path])
                let reported = CompilerMessage.errors(in: result.output, fileName: "/\(name)")
                // The compiler failed without an error line (it crashed, say): the sample is not
                // known to compile, so it does not pass, and the output's last line says why.
                // Such a result is not cached: the next run asks the compiler again.
                let crashed = result.status != 0 && reported.isEmpty
                let last = result.output.split(whereSeparator: \.isNewline).last.map { ": \($0)" } ?? ""
                errors =
                    crashed
                    ? [CompilerMessage(line: nil, column: nil, message: "swiftc stopped with status \(result.status)\(last)")]
                    : reported
                if !crashed {
                    SampleHash.write(errors.map { $0.cacheLine + "\n" }.joined(), to: cached)
                }
            }
            let diagnostics = errors.map { program.diagnostic(for: $0) }
            found.withLock { $0[index] = diagnostics }
        }
        let all = found.withLock { $0 }.sorted { $0.key < $1.key }.flatMap(\.value)
        return all.sorted {
            ($0.file ?? "", $0.position ?? .init(line: 0, column: 0)) < ($1.file ?? "", $1.position ?? .init(line: 0, column: 0))
        }
    }
}

extension SampleProgram {
    /// The compiler's error at the page's own line and column.
    func diagnostic(for error: CompilerMessage) -> Diagnostic {
        var origin = anchor
        var column = 1
        if let line = error.line, line >= 1, line <= origins.count, let found = origins[line - 1] {
            origin = found
            let bytes = max(0, (error.column ?? 1) - 1)
            let prefix = lines[line - 1].utf8.prefix(bytes)
            column = found.indent + String(decoding: prefix, as: UTF8.self).count + 1
        }
        return Diagnostic(
            .sampleDoesNotCompile, "The Swift sample does not compile: \(error.message)", file: origin.file,
            position: SourcePosition(line: origin.line, column: column))
    }
}
