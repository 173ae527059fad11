import Foundation

/// The SDK's public interface that samples are checked against: one Swift file whose
/// `// preflight:module NAME` lines start each module's declarations.
///
/// Each module is compiled on its own, from a copy of the file with every other module's lines
/// blanked, so the compiler's line numbers are the interface file's own. Text before the first
/// marker (a header comment, say) belongs to no module. A file without any marker is one
/// module named after the file (`BuzzKit.swift` → `BuzzKit`).
package struct SDKInterface: Sendable, Hashable {
    package struct Module: Sendable, Hashable {
        package var name: String
        /// The interface file's text with only this module's lines kept.
        package var source: String
        /// What the module imports (`SwiftUI`, an earlier module).
        package var imports: [String]
    }

    /// The interface file, as named in diagnostics.
    package var file: String
    /// In file order: a module may import the ones before it.
    package var modules: [Module]

    package static let marker = "// preflight:module "

    package init(file: String, text: String) {
        self.file = file
        // `"\r\n"` is one Character, so a CRLF file is split on it as well as on `"\n"`.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var owners: [String?] = []
        var names: [String] = []
        var current: String?
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(Self.marker) {
                current = String(trimmed.dropFirst(Self.marker.count)).trimmingCharacters(in: .whitespaces)
                if let current, !names.contains(current) { names.append(current) }
                owners.append(nil)
                continue
            }
            owners.append(current)
        }
        if names.isEmpty {
            let base = file.split(separator: "/").last.map(String.init) ?? file
            let name = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
            names = [name]
            owners = owners.map { _ in name }
        }
        modules = names.map { name in
            var kept: [String] = []
            var imports: [String] = []
            for (line, owner) in zip(lines, owners) {
                guard owner == name else {
                    kept.append("")
                    continue
                }
                kept.append(line)
                let words = line.split(whereSeparator: \.isWhitespace)
                if words.count == 2, words[0] == "import" { imports.append(String(words[1])) }
            }
            return Module(name: name, source: kept.joined(separator: "\n"), imports: imports)
        }
    }

    /// What a fragment imports without saying so: every module, and what the modules import.
    package var implicitImports: [String] {
        var names: [String] = []
        for module in modules {
            for name in module.imports + [module.name] where !names.contains(name) { names.append(name) }
        }
        return names
    }
}
