import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Removes a whole site's folder on every core: what a whole build's commit does with the
/// output it replaced, once the new site is in place.
///
/// The kernel frees each removed file on the thread that removes it, and on a disk that is
/// most of the work (ext4 frees the file's blocks and then its inode): one thread took 0.9 s
/// for the 10,000 files of a 5,000-page site on an ext4 disk, the second core idle.
/// The folders are shared out a subtree each, so no two threads remove in the same folder
/// (each would wait for the folder's lock in the kernel).
enum TreeRemoval {
    /// How many subtrees to share out per core: folders of unequal sizes even out.
    static let subtreesPerCore = 4

    /// Removes the folder at `path` and everything in it, as `rm -rf` does; best effort, as
    /// the commit's removal of the previous output was. A symbolic link at `path` (an output
    /// that was one, moved aside) goes alone: what it leads to is not the build's to remove.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        let subtrees = self.subtrees(of: path, wanted: subtreesPerCore * ProcessInfo.processInfo.activeProcessorCount)
        if subtrees.count > 1 {
            DispatchQueue.concurrentPerform(iterations: subtrees.count) { index in
                try? FileManager.default.removeItem(atPath: subtrees[index])
            }
        }
        // The files and folders above the subtrees, and anything a subtree's removal left.
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Folders under `path`, none inside another, taken a level at a time from the top until
    /// there are `wanted` of them or no level deeper.
    static func subtrees(of path: String, wanted: Int) -> [String] {
        var subtrees = [path]
        while subtrees.count < wanted {
            var deeper: [String] = []
            var isDeeper = false
            for folder in subtrees {
                let inside = subfolders(of: folder)
                if inside.isEmpty {
                    deeper.append(folder)
                } else {
                    deeper += inside
                    isDeeper = true
                }
            }
            guard isDeeper else { break }
            subtrees = deeper
        }
        return subtrees == [path] ? [] : subtrees
    }

    /// The folders in `folder`, not following symbolic links.
    private static func subfolders(of folder: String) -> [String] {
        (FileReader.names(in: folder) ?? []).compactMap { name in
            let path = "\(folder)/\(name)"
            var info = stat()
            return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? path : nil
        }
    }
}
