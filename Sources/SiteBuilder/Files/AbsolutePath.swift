import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A path made absolute and standardized exactly as `URL(fileURLWithPath:).standardizedFileURL.path`
/// makes it (from the working folder, without `.`, `..`, repeated or trailing slashes), by
/// splitting it at its slashes, so that every part of the program names the output's folder
/// alike, whichever of the two made its path. A build makes its paths so: the first `URL` a
/// process makes sets Foundation's URL machinery up, a few tenths of a millisecond of a
/// one-page rebuild.
package enum AbsolutePath {
    /// `path` absolute and standardized, its links left as they are.
    package static func of(_ path: String) -> String {
        // A home folder (`~`, `~name`) is Foundation's to find, as it always was.
        if path.utf8.first == UInt8(ascii: "~") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        let whole = isAbsolute ? path : "\(workingFolder())/\(path)"
        // As Foundation removes dot segments: in a relative path, the part between two slashes
        // in a row is one too, which a `..` after it takes away (`a//..` is `a`, where `/a//..`
        // is `/`), and is left out once they are gone.
        var parts: [Substring] = []
        for part in whole.split(separator: "/", omittingEmptySubsequences: isAbsolute).dropFirst(isAbsolute ? 0 : 1) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        // Joined by appending: `joined(separator:)` on substrings runs unspecialized, and
        // `+=` of a substring is the generic append, whose first call looks up conformances
        // through the whole binary's table.
        var absolute = ""
        for part in parts where !part.isEmpty {
            absolute += "/"
            absolute.append(contentsOf: part)
        }
        return absolute.isEmpty ? "/" : absolute
    }

    /// The working folder, as `FileManager.currentDirectoryPath` gives it.
    private static func workingFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return FileManager.default.currentDirectoryPath }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
