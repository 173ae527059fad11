import Diagnostics
import Foundation

/// The interface's modules, compiled with `swiftc -emit-module` into
/// `CACHE/modules-HASH/`, where samples find them with `-I`.
///
/// The hash covers the interface, the stand-ins compiled with it and the compiler's version,
/// so a changed interface or toolchain builds a new folder and an unchanged one is reused.
/// The modules are built in a temporary folder renamed into place, so two processes never see
/// half a module.
struct ModuleCache {
    var interface: SDKInterface
    var compiler: SwiftCompiler
    var folder: String

    /// The modules' folder, or the interface's compiler errors (`sdk_interface_invalid`) at
    /// the interface file's own lines.
    func build() -> Result<String, ModuleProblems> {
        let standIns = neededStandIns
        var key = SampleHash()
        key.combine(compiler.version)
        for name in standIns { key.combine(name + (StandIns.modules[name] ?? "")) }
        for module in interface.modules { key.combine(module.name + "\n" + module.source) }
        let target = "\(folder)/modules-\(key)"
        if FileManager.default.fileExists(atPath: "\(target)/.complete") { return .success(target) }
        let staging = "\(target).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        var keepStaging = false
        defer { if !keepStaging { try? FileManager.default.removeItem(atPath: staging) } }
        var sources = standIns.map { ($0, StandIns.modules[$0] ?? "", true) }
        sources += interface.modules.map { ($0.name, $0.source, false) }
        for (name, source, isStandIn) in sources {
            let file = "\(staging)/\(name).swift"
            try? Data(source.utf8).write(to: URL(fileURLWithPath: file))
            let result = compiler.run([
                "-emit-module", "-parse-as-library", "-diagnostic-style=llvm", "-module-name", name,
                "-emit-module-path", "\(staging)/\(name).swiftmodule", "-I", staging, file,
            ])
            guard result.status != 0 else { continue }
            let errors = CompilerMessage.errors(in: result.output, fileName: "/\(name).swift")
            let shown = errors.isEmpty ? [CompilerMessage(line: nil, column: nil, message: result.output)] : errors
            return .failure(
                ModuleProblems(
                    shown.map { error in
                        Diagnostic(
                            .sdkInterfaceInvalid,
                            "The SDK interface's module \(name)\(isStandIn ? " (stand-in)" : "") does not compile: \(error.message)",
                            file: interface.file,
                            position: error.line.map { SourcePosition(line: $0, column: error.column ?? 1) })
                    }))
        }
        _ = FileManager.default.createFile(atPath: "\(staging)/.complete", contents: Data())
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if rename(staging, target) == 0 || FileManager.default.fileExists(atPath: "\(target)/.complete") {
            return .success(target)
        }
        // Not movable into the cache (a read-only folder, say): used where it is, this once.
        keepStaging = true
        return .success(staging)
    }

    /// Stand-ins for frameworks the interface imports that this platform lacks.
    private var neededStandIns: [String] {
        #if canImport(Darwin)
            return []
        #else
            let imported = Set(interface.modules.flatMap(\.imports))
            let own = Set(interface.modules.map(\.name))
            return StandIns.modules.keys.sorted().filter { imported.contains($0) && !own.contains($0) }
        #endif
    }
}

/// Why the interface's modules could not be built.
struct ModuleProblems: Error {
    var diagnostics: [Diagnostic]
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
