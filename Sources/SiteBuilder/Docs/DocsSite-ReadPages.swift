import Diagnostics
import Dispatch
import Locking

extension DocsSite {
    /// The page files as the load found them, gathered into the maps a site keeps by key.
    struct ReadPages {
        /// Front matter with docs.json's variables substituted.
        var heads: [String: DocHead] = [:]
        /// Front matter as the files have it: ``heads`` itself when docs.json has no variables.
        var writtenHeads: [String: DocHead] = [:]
        /// The sources of the pages read.
        var sources: [String: [UInt8]] = [:]
        /// The pages left unread, known from the previous build.
        var known: [String: PageSources.Known] = [:]
        /// The stamps settled enough to be trusted by the next build.
        var stamps: [String: FileStamp] = [:]
        /// The pages whose front matter says `hidden: true`.
        var hidden: Set<String> = []
        /// Whether a page's front matter names an operation (`openapi:`).
        var namesOperations = false
        /// A problem for every page that could not be read, in the listing's order.
        var failures: [Diagnostic] = []

        /// Gathers every page's slot of `results` (one slot for each of `files`), on two cores:
        /// the front matter on one, the rest on the other. Every map is keyed by a page's key,
        /// and building them, a hash of each key for each, was most of a rebuild's load once
        /// the pages themselves were left unread.
        ///
        /// - Parameter now: when the stamps were taken (see ``FileStamp/isSettled(now:)``).
        static func collect(
            _ files: [DocLocation], _ results: PageSlots<Result<ReadPage, Diagnostic>>, variables: DocsVariables?,
            now: Int64
        ) -> ReadPages {
            let headsPart = Locked(ReadPages())
            let restPart = Locked(ReadPages())
            DispatchQueue.concurrentPerform(iterations: 2) { job in
                if job == 0 {
                    let part = collectHeads(files, results, variables: variables)
                    headsPart.withLock { $0 = part }
                } else {
                    let part = collectRest(files, results, now: now)
                    restPart.withLock { $0 = part }
                }
            }
            var pages = headsPart.withLock { $0 }
            let rest = restPart.withLock { $0 }
            pages.sources = rest.sources
            pages.known = rest.known
            pages.stamps = rest.stamps
            pages.failures = rest.failures
            return pages
        }

        private static func collectHeads(
            _ files: [DocLocation], _ results: PageSlots<Result<ReadPage, Diagnostic>>, variables: DocsVariables?
        ) -> ReadPages {
            var pages = ReadPages()
            pages.heads.reserveCapacity(files.count)
            if variables != nil { pages.writtenHeads.reserveCapacity(files.count) }
            for index in files.indices {
                guard case .success(let page)? = results[index] else { continue }
                let key = files[index].key
                if let variables {
                    pages.writtenHeads[key] = page.head
                    pages.heads[key] = variables.head(page.head)
                } else {
                    pages.heads[key] = page.head
                }
                // A page's front matter has a few keys: comparing each with these two costs
                // less than hashing them to look them up.
                for (name, value) in page.head.extra {
                    if name == "hidden" {
                        if value == "true" { pages.hidden.insert(key) }
                    } else if name == "openapi" {
                        pages.namesOperations = true
                    }
                }
            }
            // Without variables, the heads as written are the heads: one map, shared.
            if variables == nil { pages.writtenHeads = pages.heads }
            return pages
        }

        private static func collectRest(
            _ files: [DocLocation], _ results: PageSlots<Result<ReadPage, Diagnostic>>, now: Int64
        ) -> ReadPages {
            var pages = ReadPages()
            pages.known.reserveCapacity(files.count)
            pages.stamps.reserveCapacity(files.count)
            for index in files.indices {
                let location = files[index]
                switch results[index] {
                case .success(let page)?:
                    if let bytes = page.bytes { pages.sources[location.key] = bytes }
                    if let hash = page.hash {
                        pages.known[location.key] = .init(source: location.source, hash: hash, scan: page.scan)
                    }
                    if let stamp = page.stamp, stamp.isSettled(now: now) { pages.stamps[location.key] = stamp }
                case .failure(let diagnostic)?: pages.failures.append(diagnostic)
                case nil: break
                }
            }
            return pages
        }
    }
}
