import ByteTools

/// Makes a page's raw HTML (an HTML block's or inline HTML's literal, as cmark-gfm parsed it)
/// safe to publish: docs may hold raw HTML, but no script may run from it.
///
/// It reads tags the way the HTML tokenizer does (names end at white space, `/` or `>`;
/// attributes may be unquoted; `<img/onerror=…>` has an `onerror`), and leaves out:
/// - every `on…` attribute (event handlers) and `srcdoc` (a whole document in an attribute);
/// - a URL attribute (`href`, `src`, `action`, `formaction`, `xlink:href`, `srcset`, …) whose
///   target ``URLSafety`` refuses, after character references are decoded;
/// - a `style` that names `javascript:`, `vbscript:` or `expression(`;
/// - the elements `<script>` (with what it holds, when its end tag is in the same literal),
///   `<base>` (it would retarget every relative link of the page) and `<meta>` (a refresh
///   redirects, other values change how the page is read).
///
/// Two things keep the browser reading the output as this scan did: every `<` inside an
/// attribute value is written `&lt;` (the same value to a browser, but no tag to one that
/// reads the text as a comment or raw text), and a tag the literal does not close (or with a
/// `<` in a name or unquoted value) is written as text, so it cannot take the markup after it
/// as its attributes. The scan is linear: past a budget of bytes read again, the rest of the
/// literal's `<` become text. Every other byte is
/// copied as it is, so a literal with nothing unsafe comes back unchanged.
enum RawHTMLSanitizer {
    struct Finding: Equatable {
        enum Kind: Equatable {
            /// A URL attribute with a refused target.
            case unsafeURL(attribute: String, value: String)
            /// An event handler or other attribute that holds script or markup.
            case unsafeAttribute(attribute: String)
            /// An element that is left out whole.
            case unsafeElement
        }

        var kind: Kind
        /// The element's name, lowercased.
        var element: String
        /// Where the tag or attribute starts in the literal.
        var offset: Int
    }

    /// A link target written in an `href` or `src`, for the link check.
    struct Link: Equatable {
        var target: String
        var offset: Int
    }

    struct Result {
        /// The safe literal; nil when it is the literal unchanged.
        var bytes: [UInt8]?
        var findings: [Finding] = []
        var links: [Link] = []
        /// Every class the literal's tags name (`class`, or JSX's `className`), in order.
        var classes: [String] = []
        /// Whether the literal keeps an `<iframe>` (one with an `http(s)` source): it must then
        /// be written as it is, past cmark's tag filter, which would write it as text.
        var keepsEmbeds = false
    }

    static let droppedElements: Set<String> = ["script", "base", "meta"]
    /// Attributes that hold one URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "data", "poster", "background", "cite", "longdesc", "lowsrc", "dynsrc", "codebase",
        "code", "classid", "usemap", "manifest", "icon", "profile", "itemtype", "itemid",
    ]
    /// What GitHub Flavored Markdown's tag filter writes as text (`script` is dropped whole).
    static let filteredElements: Set<String> = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]
    /// `<iframe>` attributes HTML made obsolete (the site's CSS draws no frame border).
    static let obsoleteFrameAttributes: Set<String> = [
        "frameborder", "scrolling", "marginwidth", "marginheight", "allowtransparency",
    ]
    /// React's names of HTML attributes, as JSX writes them, and their HTML names. Only these
    /// spellings change: HTML's own (`CLASS`, SVG's `viewBox`) stay as written.
    static let jsxAttributeNames: [String: String] = {
        var names = ["className": "class", "htmlFor": "for", "acceptCharset": "accept-charset", "httpEquiv": "http-equiv"]
        for name in [
            "allowFullScreen", "autoPlay", "playsInline", "crossOrigin", "referrerPolicy", "srcSet", "tabIndex", "readOnly",
            "maxLength", "minLength", "colSpan", "rowSpan", "contentEditable", "spellCheck", "autoComplete", "autoFocus",
            "encType", "noValidate", "useMap", "dateTime", "hrefLang", "inputMode", "formAction", "controlsList",
            "disablePictureInPicture", "disableRemotePlayback", "fetchPriority", "enterKeyHint",
        ] {
            names[name] = name.lowercased()
        }
        return names
    }()
    /// Elements that are not void, which MDX pages close with `/>`: written with an end tag.
    /// Not `a`: CommonMark's own examples keep `<a/>` as written, and pages write links in
    /// Markdown.
    static let expandedElements: Set<String> = [
        "iframe", "video", "audio", "div", "span", "p", "canvas", "object", "picture", "section", "figure", "td", "th",
        "li", "button", "label", "i", "b", "strong", "em", "code",
    ]
    /// Whether the (lowercased) attribute holds one URL: those above, and `xlink:href` and the like.
    static func holdsURL(_ name: String) -> Bool {
        urlAttributes.contains(name) || name.hasSuffix(":href")
    }
    /// Attributes that hold several: comma-separated candidates, or SVG animation values.
    static let urlListAttributes: [String: UInt8] = [
        "srcset": UInt8(ascii: ","), "imagesrcset": UInt8(ascii: ","), "ping": UInt8(ascii: ","), "archive": UInt8(ascii: ","),
        "values": UInt8(ascii: ";"), "to": UInt8(ascii: ";"), "from": UInt8(ascii: ";"), "by": UInt8(ascii: ";"),
    ]

    /// - Parameter isMarkdown: the text is a Markdown twin, not HTML: unsafe attributes and
    ///   elements go as in HTML, but nothing is escaped (a Markdown `<` stays a `<`).
    static func sanitize(_ literal: UnsafeBufferPointer<UInt8>, isMarkdown: Bool = false) -> Result {
        var scanner = Scanner(input: literal, escapes: !isMarkdown)
        scanner.run()
        return Result(
            bytes: scanner.changed ? scanner.output : nil, findings: scanner.findings, links: scanner.links,
            classes: scanner.classes, keepsEmbeds: scanner.keepsEmbeds)
    }

    static func sanitize(_ literal: [UInt8], isMarkdown: Bool = false) -> Result {
        literal.withUnsafeBufferPointer { sanitize($0, isMarkdown: isMarkdown) }
    }
}
