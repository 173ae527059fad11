/// What a page's links resolved to: each distinct `href` and `src` of its rendered body, and a
/// hash of what each resolved to (``LinkResolver/Resolution``).
///
/// Why: a page's body depends on which pages and files the site has only through its links
/// (``LinkRewriter``): each is checked and written relative to what it names. So a page or an
/// image added or removed need not render every page again: a page whose links all resolve
/// as they did has the same body, and is dressed again around it; only a page one of whose
/// links now leads elsewhere, or nowhere, or somewhere at last, renders.
struct LinkOutcomes: Sendable, Equatable {
    /// The links, each once, in the order the page first holds them.
    var hrefs: [String]
    /// The hash of every link with its resolution, in that order.
    var hash: ContentHash

    /// The outcomes of a page's links, as its rendering found them.
    init(_ findings: [LinkRewriter.Finding]) {
        var seen: Set<String> = []
        var hrefs: [String] = []
        var hash = ContentHash()
        for finding in findings where seen.insert(finding.href).inserted {
            hrefs.append(finding.href)
            Self.combine(finding.href, finding.resolution, into: &hash)
        }
        self.hrefs = hrefs
        self.hash = hash
    }

    init(hrefs: [String], hash: ContentHash) {
        self.hrefs = hrefs
        self.hash = hash
    }

    /// Whether each link still resolves as it did, from the page at `origin`.
    func hold(for origin: LinkResolver.Origin, with resolver: LinkResolver) -> Bool {
        var now = ContentHash()
        for href in hrefs { Self.combine(href, resolver.resolve(href, from: origin), into: &now) }
        return now == hash
    }

    /// Each part of a resolution, tagged and in order, so that no two resolutions hash alike
    /// by their parts running together.
    private static func combine(_ href: String, _ resolution: LinkResolver.Resolution, into hash: inout ContentHash) {
        hash.combine(href)
        switch resolution {
        case .external:
            hash.combine(UInt64(0))
        case .found(let target, let anchor):
            hash.combine(UInt64(1))
            hash.combine(target)
            if let anchor {
                hash.combine(UInt64(1))
                hash.combine(anchor.page)
                hash.combine(anchor.id)
            } else {
                hash.combine(UInt64(0))
            }
        case .brokenLink:
            hash.combine(UInt64(2))
        case .brokenRedirect(let trail):
            hash.combine(UInt64(3))
            hash.combine(UInt64(trail.redirects.count))
            for redirect in trail.redirects {
                hash.combine(redirect.source)
                hash.combine(redirect.destination)
                hash.combine(UInt64(redirect.permanent ? 1 : 0))
            }
            hash.combine(trail.destination)
            hash.combine(UInt64(trail.loops ? 1 : 0))
        }
    }
}
