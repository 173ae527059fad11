import Diagnostics
import Locking

/// The largest file a command reads and parses: a page or snippet (Markdown), or a data file
/// (a catalog, state, review or `docs.json`).
///
/// Without a limit a 1 GB page made cmark-gfm use 5 GB of memory before it gave up; with one,
/// such a file is refused with `file_too_large` before a byte of it is read. Static files
/// copied as they are (images, downloads) are not limited: they are never parsed.
package enum FileSizeLimit {
    /// Pages: ten times the largest hand-written page we know of, and room for generated ones.
    package static let defaultPageBytes = 16 << 20
    /// Data files: catalogs exported from big workspaces run to tens of megabytes.
    package static let defaultDataBytes = 64 << 20

    /// What `--max-file-size` set for this process: one limit for every kind of file.
    private static let configured = Locked<Int?>(nil)

    /// Sets the limit for every file read from now on; `nil` restores the defaults.
    package static func set(_ bytes: Int?) {
        configured.withLock { $0 = bytes }
    }

    /// The limit for the file at `path`, by its kind.
    package static func bytes(for path: String) -> Int {
        if let bytes = configured.withLock({ $0 }) { return bytes }
        return path.hasSuffix(".json") ? defaultDataBytes : defaultPageBytes
    }

    /// `512K`, `16M`, `2G` (powers of 1,024, an optional `B`) or a plain number of bytes; nil
    /// for anything else, or zero.
    package static func parse(_ text: String) -> Int? {
        var digits = Substring(text.uppercased())
        if digits.hasSuffix("B") { digits = digits.dropLast() }
        var shift = 0
        switch digits.last {
        case "K": shift = 10
        case "M": shift = 20
        case "G": shift = 30
        default: break
        }
        if shift > 0 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let number = Int(digits), number > 0,
            number <= Int.max >> shift
        else { return nil }
        return number << shift
    }

    /// `16 MB`, `1.5 GB`, `512 bytes`: a size for a message.
    package static func describe(_ bytes: Int) -> String {
        let units: [(String, Int)] = [("GB", 30), ("MB", 20), ("KB", 10)]
        for (unit, shift) in units where bytes >= 1 << shift {
            let value = Double(bytes) / Double(1 << shift)
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? "\(Int(rounded)) \(unit)" : "\(rounded) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// `file_too_large` for a file of `size` bytes; nil for one that went past the limit as
    /// it was read (standard input, a file still growing).
    static func tooLarge(_ path: String, size: Int?, limit: Int) -> Diagnostic {
        Diagnostic(
            .fileTooLarge,
            "This file is \(size.map(describe) ?? "more than \(describe(limit))"); files may be at most \(describe(limit)).",
            file: path, position: SourcePosition(line: 1, column: 1),
            hint: "Split the file, or raise the limit with --max-file-size SIZE (such as 64M or 1G).")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
