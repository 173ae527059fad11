/// A run of whole state records cut from one input, small enough to parse on one core while
/// the others parse the next runs.
struct StateChunk: Sendable {
    /// Where one state's JSON text lies in ``bytes``, and where it starts in the input.
    struct Record: Sendable {
        var range: Range<Int>
        var line: Int
        var column: Int
    }

    /// The input as the user named it, for diagnostics.
    var file: String
    var bytes: [UInt8]
    var records: [Record]
}
