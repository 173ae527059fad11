/// What an in-place commit did to the output's fingerprint (``UnchangedBuild/output(_:)``),
/// found from the few folders it changed, each stamped just before and just after it.
///
/// Why: a build whose inputs can be trusted records the output it leaves, for the next build
/// to tell that nothing changed. Stamping every file of the output again for that was a sixth
/// of the CPU time of a one-page edit of a 5,000-page site. The fingerprint is a sum over the
/// entries, each folder's entries a part of it (``TreeStamps/outputFolder(_:under:rootName:)``):
/// the commit changes the parts of the folders it writes in, and the difference of those is
/// what it changed.
///
/// Only for a commit that leaves the folders it writes in with the subfolders they had: one
/// that makes or removes a folder (a new section, the last page of one removed) leaves the
/// output to be stamped whole, as does one that writes in more than ``largestChange`` folders
/// or in folders that hold more than ``smallChange`` entries and a quarter of the output's (a
/// site of one big folder): stamping those twice, one after the other, costs more than
/// stamping the whole output once on every core.
enum OutputChange {
    /// The most folders a commit's change is found from (a site-wide edit writes in every folder).
    static let largestChange = 8
    /// Entries few enough to stamp twice however small the output: either way costs little.
    static let smallChange = 256

    /// The parts of the output's fingerprint that `folders` hold, stamped now, and their subfolders.
    struct Parts {
        var fingerprint = TreeStamps.Fingerprint.zero
        var subfolders: [String: [String]] = [:]

        /// Nil when a folder cannot be read (it is not there yet, or no longer).
        init?(_ folders: Set<String>, in target: String) {
            for folder in folders {
                guard let found = TreeStamps.outputFolder(folder, under: target, rootName: UnchangedBuild.outputRootName)
                else { return nil }
                fingerprint = fingerprint + found.part
                subfolders[folder] = found.subfolders.sorted()
            }
        }
    }

    /// The change from `before` to `after`, the same folders stamped either side of the commit;
    /// nil when their subfolders differ (a folder made or removed: its own entries are in
    /// neither part).
    static func between(_ before: Parts, _ after: Parts) -> TreeStamps.Fingerprint? {
        before.subfolders == after.subfolders ? after.fingerprint - before.fingerprint : nil
    }

    /// The folders a commit of these deletions and moves writes in, relative to the output
    /// ("" for the output itself); nil when stamping them twice would cost more than stamping
    /// the output as `listing` has it.
    static func folders(
        deleting deletions: [String], moving renames: Set<String>, in listing: OutputTree.Listing
    ) -> Set<String>? {
        var folders: Set<String> = []
        func add<Paths: Sequence<String>>(_ paths: Paths) -> Bool {
            for path in paths {
                folders.insert(StagedOutput.folder(of: path))
                if folders.count > largestChange { return false }
            }
            return true
        }
        guard add(deletions), add(renames) else { return nil }
        let entries = folders.reduce(0) { $0 + (listing.entryCounts[$1] ?? 0) }
        guard entries <= smallChange || entries * 4 <= listing.files.count + listing.folders.count else { return nil }
        return folders
    }
}
