import Diagnostics

extension BuildCache {
    /// One docs page's record: its source hash, dependencies and summary, and what it left
    /// for the next build.
    ///
    /// A record is copied whole several times a page on every build (out of the cache's
    /// dictionary, into a build's results and its new cache), so it holds inline only what
    /// takes no reference count (its hashes and stamp) and its summary; the rest sits in one
    /// unchangeable shared object, a single reference to copy instead of some twenty. Copies
    /// of the records cost a rebuild of 5,000 pages more than decoding them.
    struct CachedPage: Sendable {
        var sourceHash: ContentHash
        var summary: DocsPageWriter.Summary
        /// The page file's stamp when it was read, if it had stood still long enough to be
        /// trusted: the next build then takes `head` and `sourceHash` without reading it.
        var stamp: FileStamp?
        private var rest: Shared

        init(
            sourceHash: ContentHash, dependencies: [(path: String, hash: ContentHash)], summary: DocsPageWriter.Summary,
            problems: [Diagnostic], warnings: [Diagnostic], anchorProblems: [Diagnostic] = [], stamp: FileStamp? = nil,
            head: DocHead? = nil, headRecord: ArraySlice<UInt8>? = nil, encoded: ArraySlice<UInt8>? = nil,
            scan: PageScan? = nil, frame: PageFrame? = nil, frameRecord: ArraySlice<UInt8>? = nil
        ) {
            self.sourceHash = sourceHash
            self.summary = summary
            self.stamp = stamp
            rest = Shared(
                Rest(
                    dependencies: dependencies, problems: problems, warnings: warnings, anchorProblems: anchorProblems,
                    head: headRecord.map(Head.record) ?? .value(head), encoded: encoded, scan: scan,
                    frameRecord: frameRecord ?? frame.map { $0.encoded[...] } ?? []))
        }

        /// Snippets and previewed files, with their hashes when the page was rendered.
        var dependencies: [(path: String, hash: ContentHash)] {
            get { rest.value.dependencies }
            set { change { $0.dependencies = newValue } }
        }

        /// Broken links (errors, or warnings with `--allow-broken-links`).
        var problems: [Diagnostic] {
            get { rest.value.problems }
            set { change { $0.problems = newValue } }
        }

        /// What the page wrote that could run script and was left out: always warnings.
        var warnings: [Diagnostic] {
            get { rest.value.warnings }
            set { change { $0.warnings = newValue } }
        }

        /// Its links to anchors that the target pages do not have (`broken_anchor`): kept so
        /// that a rebuild checks again only the pages whose links or targets' anchors changed.
        var anchorProblems: [Diagnostic] {
            get { rest.value.anchorProblems }
            set { change { $0.anchorProblems = newValue } }
        }

        /// What the scan for docs screens found in the page's source (see ``PageScan``): nil in
        /// a record made before pages kept it.
        var scan: PageScan? {
            get { rest.value.scan }
            set { change { $0.scan = newValue } }
        }

        /// What the page's template took from its body, and where the body lies in its file
        /// (``PageFrame``); nil for a page that cannot be dressed again around its body.
        var frame: PageFrame? {
            get { rest.value.frameRecord.isEmpty ? nil : PageFrame(record: rest.value.frameRecord) }
            set {
                change {
                    $0.frameRecord = newValue.map { $0.encoded[...] } ?? []
                    $0.encoded = nil
                }
            }
        }

        /// The frame as the record stores it (empty for none): decoded only when a build
        /// dresses the page again.
        var frameRecord: ArraySlice<UInt8> { rest.value.frameRecord }

        /// The page's front matter as written (before docs.json's variables).
        var head: DocHead? {
            get {
                switch rest.value.head {
                case .value(let head): return head
                case .record(let record): return BuildCache.head(from: record)
                }
            }
            set { change { $0.head = .value(newValue) } }
        }

        /// The page's record in the index as the loaded cache held it (all but its summary's
        /// larger parts and where they lie), written back as it is: nil once anything in it
        /// changed. Most pages of a rebuild are unchanged, and encoding them again cost an
        /// edit's rebuild a sixth of its time.
        var encoded: ArraySlice<UInt8>? {
            get { rest.value.encoded }
            set { change { $0.encoded = newValue } }
        }

        /// The parts held apart (see the type's discussion).
        private struct Rest: Sendable {
            var dependencies: [(path: String, hash: ContentHash)]
            var problems: [Diagnostic]
            var warnings: [Diagnostic]
            var anchorProblems: [Diagnostic]
            var head: Head
            var encoded: ArraySlice<UInt8>?
            var scan: PageScan?
            var frameRecord: ArraySlice<UInt8>
        }

        /// The front matter, or its record in the loaded cache's index: a rebuild asks for
        /// it once a page, as the site is read on every core (``BuildCache/known(_:stamp:)``),
        /// so it is decoded there rather than with the whole index, on one core, before.
        private enum Head: Sendable {
            case value(DocHead?)
            case record(ArraySlice<UInt8>)
        }

        private final class Shared: Sendable {
            let value: Rest

            init(_ value: Rest) {
                self.value = value
            }
        }

        /// Replaces the shared parts with changed ones: the records that change are few (the
        /// edited pages), the copies many.
        private mutating func change(_ body: (inout Rest) -> Void) {
            var value = rest.value
            body(&value)
            rest = Shared(value)
        }
    }
}
