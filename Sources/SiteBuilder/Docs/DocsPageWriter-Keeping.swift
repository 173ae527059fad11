import Diagnostics
import Dispatch

// Keeping what the previous build left as it is, and gathering every page's outcome.

extension DocsPageWriter {
    /// A page not kept from the previous build, to render: its source when it was taken to be
    /// hashed, and that hash.
    struct Unkept: Sendable {
        var index: Int
        var source: [UInt8]? = nil
        var hash: ContentHash? = nil
        /// Where the page's entry lies among the previous build's, when its inputs are as they
        /// were and only its surroundings changed: it is dressed again around its body
        /// (``redress(_:entry:previous:sidebar:output:)``) unless that cannot be done.
        var redress: Slot? = nil
    }

    /// Where a page's cache entry lies among the previous build's.
    typealias Slot = Dictionary<String, BuildCache.CachedPage>.Index

    /// What became of a page.
    enum Outcome {
        /// Kept as the previous build left it, its cache entry too: that entry's place among
        /// the previous build's, read there rather than copied (an entry holds a dozen
        /// references, and a large site's every page is kept).
        case kept(Slot)
        /// A new cache entry: the page rendered, or kept with its file read this time.
        case made(BuildCache.CachedPage, isRendered: Bool)
        case failed(DiagnosticList)
    }

    /// Keeps every page the previous build left as it is (its source, dependencies and place
    /// unchanged, its files in the output) and puts its outcome in `outcomes`; returns the
    /// others, in page order.
    ///
    /// A slice of pages at a time, on every core, with one lock a slice for the output's
    /// record of the files kept: per page, this is a few lookups, and no entry is copied.
    ///
    /// - Parameter redressing: the pages' surroundings changed, not what their bodies read: no
    ///   page is kept, and those that would be are returned marked to be dressed again.
    /// - Parameter linksHold: whether the links of a page whose entry this is still resolve as
    ///   they did, when the pages or files they may reach changed: a page whose links do not
    ///   is neither kept nor dressed again.
    func keepUnchanged(
        _ pages: [DocLocation], previous: PreviousBuild, output: StagedOutput, into outcomes: PageSlots<Outcome>,
        redressing: Bool = false, linksHold: (@Sendable (BuildCache.CachedPage, DocLocation) -> Bool)? = nil,
        progress: @Sendable (Int) -> Void
    ) -> [Unkept] {
        let sliceSize = 256
        let slices = (pages.count + sliceSize - 1) / sliceSize
        let unkept = PageSlots<[Unkept]>(count: slices)
        let isInPlace = previous.folder == output.target
        let entries = previous.cache.pages
        let known = site.sources.known
        // Without a base URL no page has a feed, and no page's front matter is looked up for one.
        let hasFeeds = chrome.baseURL != nil
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let range = (slice * sliceSize)..<min(pages.count, (slice + 1) * sliceSize)
            var left: [Unkept] = []
            var candidates: [(unkept: Unkept, slot: Slot)] = []
            candidates.reserveCapacity(range.count)
            for index in range {
                let page = pages[index]
                // A page left unread (its file unchanged) is known by the hash the last build
                // stored; any other is taken and hashed.
                var candidate = Unkept(index: index)
                if let place = known.index(forKey: page.key) {
                    candidate.hash = known.values[place].hash
                } else {
                    do throws(Diagnostic) {
                        let source = try site.sources.take(page.key)
                        candidate.source = source
                        candidate.hash = ContentHash(source)
                    } catch {
                        let file = "\(site.folder)/\(page.source)"
                        outcomes.set(
                            index, .failed(DiagnosticList(Diagnostic.list(from: error, else: .renderFailed, file: file))))
                        continue
                    }
                }
                guard let slot = entries.index(forKey: page.key) else {
                    left.append(candidate)
                    continue
                }
                // A page left unread was known by this very entry: its file's stamp, its source
                // hash and place (``BuildCache/known(_:stamp:)``). So only a page read is
                // checked whole, and no kept page's entry is copied here; an unread one's other
                // files (a snippet it imports, a screen's catalog) are checked as a read page's.
                if candidate.source != nil {
                    let entry = entries.values[slot]
                    guard entry.sourceHash == candidate.hash, entry.summary.location == page,
                        previous.unchanged(entry.dependencies)
                    else {
                        left.append(candidate)
                        continue
                    }
                } else {
                    assert(entries.values[slot].sourceHash == candidate.hash, "\(page.key) was known by another entry")
                    guard entries.values[slot].dependencies.isEmpty || previous.unchanged(entries.values[slot].dependencies)
                    else {
                        left.append(candidate)
                        continue
                    }
                }
                if let linksHold, !linksHold(entries.values[slot], page) {
                    left.append(candidate)
                    continue
                }
                candidates.append((candidate, slot))
            }
            if redressing {
                // The pages that failed to be read are done; the others are still to write.
                progress(range.count - left.count - candidates.count)
                for candidate in candidates {
                    var marked = candidate.unkept
                    marked.redress = candidate.slot
                    left.append(marked)
                }
                unkept.set(slice, left.sorted { $0.index < $1.index })
                return
            }
            // In place, the pages' two files stay where they are, looked up by their paths alone.
            let isKept =
                isInPlace
                ? output.keep(pairs: candidates.map { (pages[$0.unkept.index].output, pages[$0.unkept.index].twin) })
                : candidates.map { candidate in
                    let (html, twin) = (pages[candidate.unkept.index].output, pages[candidate.unkept.index].twin)
                    return output.link(existing: "\(previous.folder)/\(html)", as: html)
                        && output.link(existing: "\(previous.folder)/\(twin)", as: twin)
                }
            for (candidate, isKept) in zip(candidates, isKept) {
                let page = pages[candidate.unkept.index]
                guard isKept, !hasFeeds || reuseFeed(page, previous: previous, output: output) else {
                    left.append(candidate.unkept)
                    continue
                }
                // A page left unread was known by its file's stamp, the one its entry holds, and
                // so keeps its entry as it is (see ``finished(_:page:isKnown:)``).
                if candidate.unkept.source == nil {
                    outcomes.set(candidate.unkept.index, .kept(candidate.slot))
                } else {
                    let entry = finished(entries.values[candidate.slot], page: page, isKnown: false)
                    outcomes.set(candidate.unkept.index, .made(entry, isRendered: false))
                }
            }
            progress(range.count - left.count)
            unkept.set(slice, left.sorted { $0.index < $1.index })
        }
        return (0..<slices).flatMap { unkept.take($0) ?? [] }
    }

    /// Every page's outcome gathered in page order: the summaries, the problems, and the
    /// cache entries this build leaves.
    struct Collected {
        var summaries: [Summary] = []
        var errors: [Diagnostic] = []
        var linkProblems: [Diagnostic] = []
        var pageWarnings: [Diagnostic] = []
        var renderedKeys: Set<String> = []
        var entries: [String: BuildCache.CachedPage] = [:]
        /// The pages whose entries held broken anchors before this build's check, in page order.
        var anchorProblems: [(index: Int, problems: [Diagnostic])] = []

        /// Takes in the page at `index`: its entry is read where it lies, not copied.
        mutating func gather(_ entry: inout BuildCache.CachedPage, index: Int) {
            summaries.append(entry.summary)
            linkProblems += entry.problems
            pageWarnings += entry.warnings
            if !entry.anchorProblems.isEmpty { anchorProblems.append((index, entry.anchorProblems)) }
        }

        /// Every page's broken anchors in page order, once the check changed those of the
        /// pages `changed` (usually none: then they are the ones gathered).
        func anchorProblemsInPageOrder(_ pages: [DocLocation], changed: Set<String>) -> [Diagnostic] {
            guard !changed.isEmpty else { return anchorProblems.flatMap(\.problems) }
            let before = Dictionary(anchorProblems.lazy.map { ($0.index, $0.problems) }, uniquingKeysWith: { first, _ in first })
            return pages.indices.flatMap { index in
                let key = pages[index].key
                return changed.contains(key) ? entries[key]?.anchorProblems ?? [] : before[index] ?? []
            }
        }
    }

    /// Gathers the pages' outcomes. After a build of the same pages, the previous build's
    /// table of entries becomes this one's once the pages made again replace theirs: no kept
    /// page's key is hashed into a new table. The table is copied once, whole, at its first
    /// change (it is the previous cache's too); each kept entry is then read where it lies in
    /// the copy rather than copied out of it, each of its references retained again.
    func collect(_ pages: [DocLocation], outcomes: PageSlots<Outcome>, previous: PreviousBuild?) -> Collected {
        let old = previous?.cache.pages ?? [:]
        var collected = Collected()
        collected.summaries.reserveCapacity(pages.count)
        // As many distinct keys: once every page has its entry, the same keys.
        let startsFromOld = previous != nil && old.count == pages.count && site.locationsByKey.count == pages.count
        var entries = startsFromOld ? old : [:]
        if !startsFromOld { entries.reserveCapacity(pages.count) }
        // Put in once every kept entry is read: the slots name places in the table as it is.
        var made: [(key: String, entry: BuildCache.CachedPage)] = []
        for index in pages.indices {
            switch outcomes.take(index) {
            case .kept(let slot)?:
                if startsFromOld {
                    collected.gather(&entries.values[slot], index: index)
                } else {
                    var entry = old.values[slot]
                    collected.gather(&entry, index: index)
                    entries[pages[index].key] = entry
                }
            case .made(var entry, let isRendered)?:
                collected.gather(&entry, index: index)
                if isRendered { collected.renderedKeys.insert(pages[index].key) }
                made.append((pages[index].key, entry))
            case .failed(let list)?: collected.errors += list.diagnostics
            case nil: break
            }
        }
        for (key, entry) in made { entries[key] = entry }
        // A page the previous build did not have took the place of one it had, which goes.
        if startsFromOld && entries.count != pages.count {
            let keys = Set(pages.map(\.key))
            entries = entries.filter { keys.contains($0.key) }
        }
        collected.entries = entries
        return collected
    }
}
