extension DiagnosticCode {
    /// Whether the problem lies with the command line or the machine rather than with the
    /// input files: a folder that may not be replaced or cannot be written, a templates folder
    /// that is not there, a base URL that is no web address. `build` exits 2 for these, as for
    /// a usage error, and 1 for problems in the content.
    package var isCommandTrouble: Bool {
        switch self {
        case .outputIsProtected, .outputContainsContent, .outputContainsTemplates, .outputContainsWorkingFolder,
            .outputNotAFolder, .outputNotASite, .outputNotAFile, .outputNotAPage, .outputNotWritable, .templatesNotFound,
            .invalidBaseURL, .conflictingOptions, .invalidTableName:
            true
        default:
            false
        }
    }
}
