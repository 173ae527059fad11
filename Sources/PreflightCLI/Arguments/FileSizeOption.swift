import SiteBuilder

extension OptionSpec {
    /// `--max-file-size SIZE`, on every command that reads pages or data files.
    static let maxFileSize = OptionSpec.value(
        "max-file-size", "size",
        "The largest page or data file read, such as 64M or 1G; larger ones are `file_too_large`.",
        default: "16M for pages, 64M for JSON")
}

extension ParsedArguments {
    /// Applies `--max-file-size` to every file this process reads.
    ///
    /// - Throws: a usage error for a size that is not a positive number with an optional
    ///   K, M or G.
    func applyFileSizeLimit(spec: CommandSpec) throws(UsageError) {
        guard let text = self["max-file-size"] else { return }
        guard let bytes = FileSizeLimit.parse(text) else {
            throw UsageError(
                message: "The value '\(text)' is invalid for '--max-file-size <size>'; expected a size such as 512K, 64M or 1G",
                spec: spec)
        }
        FileSizeLimit.set(bytes)
    }
}
