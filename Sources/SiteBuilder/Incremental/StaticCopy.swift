#if canImport(Glibc)
    import Glibc
#endif

/// A static file of the docs (an image, a stylesheet) as the output holds it: the stamps of
/// its source and of the output's copy, taken when a build found the copy holding the
/// source's bytes.
///
/// While neither stamp changes, neither file was written (see ``FileStamp``): the next build
/// keeps the copy unread, where it would otherwise read both files whole to compare them.
/// A site's images are often most of its bytes, so most of an edit's reading.
struct StaticCopy: Hashable, Sendable {
    var source: FileStamp
    var output: FileStamp

    /// The stamps of the regular files at `source` and `output`; nil when either is not one.
    ///
    /// - Parameter stamp: the source's, when it was taken already (by the walk of the content).
    init?(source: String, stamp: FileStamp? = nil, output: String) {
        var info = stat()
        // The output's own file, not one a link there leads to.
        guard let source = stamp ?? FileStamp.of(source), lstat(output, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG
        else {
            return nil
        }
        self.source = source
        self.output = FileStamp(info)
    }

    init(source: FileStamp, output: FileStamp) {
        self.source = source
        self.output = output
    }

    /// Whether both files stood still long enough before `now` for a later write to show in
    /// their stamps.
    func isSettled(now: Int64) -> Bool {
        source.isSettled(now: now) && output.isSettled(now: now)
    }
}
