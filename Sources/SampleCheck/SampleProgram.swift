/// The Swift file the compiler checks for one sample, or for a chain of samples that continue
/// each other, with the way back from its lines to the page's.
///
/// **Chains.** A block marked `continues` is checked together with the checked block before it
/// on the same page (which may itself continue an earlier one): the blocks are joined in page
/// order into one file, so a later block sees what an earlier one declared. The first block of
/// the chain decides the mode; `nocheck` blocks are never part of a chain.
///
/// **Fragments.** When the chain's first block is marked `fragment`, its code is put inside
/// `func preflightSample() async throws { … }`, after `import` lines for the SDK interface's
/// modules (and what they import). `import` lines at the top of a fragment's blocks are moved
/// above the function, where Swift allows them. Code is never re-indented, so columns map back
/// unchanged. A block without `fragment` is a whole file: its imports are its own.
package struct SampleProgram: Sendable {
    /// Where a line of the program came from.
    package struct Origin: Sendable, Hashable {
        package var file: String
        package var line: Int
        /// Characters removed from the start of the page's line.
        package var indent: Int
    }

    /// The program's text, one entry per line.
    package var lines: [String]
    /// For each program line, where it is written in the docs; `nil` for wrapper lines.
    package var origins: [Origin?]
    /// Where to report what the wrapper causes: the chain's first code line.
    package var anchor: Origin

    /// The file's text, as written for the compiler.
    package var text: String { lines.joined(separator: "\n") + "\n" }

    /// The name of the function fragments are wrapped in.
    static let wrapperName = "preflightSample"

    /// Splits a page's samples into chains and builds one program per chain.
    ///
    /// - Parameter implicitImports: modules a fragment may use without importing them.
    package static func programs(for samples: [SwiftSample], implicitImports: [String]) -> [SampleProgram] {
        var chains: [[SwiftSample]] = []
        for sample in samples where !sample.options.skip {
            if sample.options.continues, !chains.isEmpty, chains[chains.count - 1][0].file == sample.file {
                chains[chains.count - 1].append(sample)
            } else {
                chains.append([sample])
            }
        }
        return chains.map { program(for: $0, implicitImports: implicitImports) }
    }

    static func program(for chain: [SwiftSample], implicitImports: [String]) -> SampleProgram {
        let head = chain[0]
        let anchor = Origin(file: head.file, line: head.firstLine, indent: 0)
        var program = SampleProgram(lines: [], origins: [], anchor: anchor)
        guard head.options.fragment else {
            for sample in chain { program.append(sample, from: 0) }
            return program
        }
        var bodyStarts: [Int] = []
        for import_ in implicitImports {
            program.lines.append("import \(import_)")
            program.origins.append(nil)
        }
        for sample in chain {
            let imports = sample.lines.prefix { isImport($0) || $0.allSatisfy(\.isWhitespace) }.count
            for index in 0..<imports where isImport(sample.lines[index]) {
                program.lines.append(sample.lines[index])
                program.origins.append(sample.origin(of: index))
            }
            bodyStarts.append(imports)
        }
        program.lines.append("func \(wrapperName)() async throws {")
        program.origins.append(nil)
        for (sample, start) in zip(chain, bodyStarts) { program.append(sample, from: start) }
        program.lines.append("}")
        program.origins.append(nil)
        return program
    }

    private mutating func append(_ sample: SwiftSample, from start: Int) {
        for index in start..<sample.lines.count {
            lines.append(sample.lines[index])
            origins.append(sample.origin(of: index))
        }
    }

    private static func isImport(_ line: String) -> Bool {
        // `import X`, `@testable import X`, `import struct X.Y`, `@_exported import X`.
        var words = line.split(whereSeparator: \.isWhitespace)
        while words.first?.hasPrefix("@") == true { words.removeFirst() }
        guard words.first == "import" else { return false }
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        return words.count == 2 || (words.count == 3 && kinds.contains(words[1]))
    }
}

extension SwiftSample {
    fileprivate func origin(of index: Int) -> SampleProgram.Origin {
        SampleProgram.Origin(file: file, line: firstLine + index, indent: indents[index])
    }
}
