/// What an incremental commit removes from the output.
extension StagedOutput {
    /// The paths of `existing` that the new site (every file of it in `all`) no longer has: the
    /// topmost folder of each subtree it has nothing in, then the other files, so each goes once.
    ///
    /// - Parameter listed: how many paths of `all` are regular files of `existing`, when known.
    static func deletions(from existing: OutputTree.Listing, keeping all: Set<String>, listed: Int? = nil) -> [String] {
        deletions(from: existing, keeping: { all }, listed: listed)
    }

    /// The same, with the new site's paths made only when the count of them the listing
    /// holds (`listed`) does not tell that every file stays.
    static func deletions(from existing: OutputTree.Listing, keeping made: () -> Set<String>, listed: Int?) -> [String] {
        var madeAll: Set<String>?
        func all() -> Set<String> {
            if let madeAll { return madeAll }
            let all = made()
            madeAll = all
            return all
        }
        if keepsEverything(existing, all, listed: listed) { return [] }
        let all = all()
        var folders: Set<String> = [""]
        for path in all {
            var folder = folder(of: path)
            while folders.insert(folder).inserted { folder = Self.folder(of: folder) }
        }
        var deletions = existing.folders.filter { !folders.contains($0) && folders.contains(folder(of: $0)) }
        deletions += existing.files.filter { path in
            !all.contains(path) && path != OutputJournal.fileName && folders.contains(folder(of: path))
        }
        return deletions
    }

    /// Whether the new site keeps every file and folder of `existing`, as after most edits: a
    /// look-up of each file listed, rather than a set of every folder of the new site (a
    /// string made and hashed for each of its files) and a search of it for each file listed.
    ///
    /// Every file listed is one of the new site's, and every folder listed holds a file
    /// listed, which holds it in the new site too. When every file listed is a regular one,
    /// the count of them the new site has (`listed`) tells the first without a look-up.
    private static func keepsEverything(_ existing: OutputTree.Listing, _ all: () -> Set<String>, listed: Int?) -> Bool {
        if let listed, existing.files.count == existing.regularFiles.count {
            guard listed == existing.files.count else { return false }
        } else {
            let all = all()
            guard existing.files.allSatisfy(all.contains) else { return false }
        }
        if existing.everyFolderHasEntries { return true }
        var holding: Set<Substring> = [""]
        // A listing names a folder's files one after another: most files are in the folder of
        // the one before, whose folders are in already.
        var previous: Substring?
        for path in existing.files {
            let folder = folderName(of: path[...])
            if folder == previous { continue }
            previous = folder
            var above = folder
            while holding.insert(above).inserted { above = folderName(of: above) }
        }
        return existing.folders.allSatisfy { holding.contains(Substring($0)) }
    }
}
