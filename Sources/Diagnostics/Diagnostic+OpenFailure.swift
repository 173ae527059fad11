#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Diagnostic {
    /// Why `path` could not be opened, as every file Preflight reads says it:
    /// `file_not_found` for a missing file, else `unreadable_file` with the system's reason.
    package static func openFailure(_ path: String, errno code: Int32) -> Diagnostic {
        Diagnostic(
            code == ENOENT ? .fileNotFound : .unreadableFile,
            code == ENOENT
                ? "No such file; expected an existing file."
                : "Cannot open the file (\(String(cString: strerror(code)))); expected a readable file.",
            file: path)
    }
}
