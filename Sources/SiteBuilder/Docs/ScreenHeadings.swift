import ByteTools

/// Puts the section headers of the settings screens in a docs page one level below the heading
/// before them, so the page's outline skips no level: after the page's `<h1>` title they are
/// `<h2>`, under a `## Setup` they are `<h3>`, under a `### Step` `<h4>`.
///
/// `<SettingsPreview>` draws its screen while the page's Markdown is being tokenized, before its
/// headings exist, so the screen is drawn at ``drawnLevel`` and fitted here, in the finished body.
enum ScreenHeadings {
    /// The level the screens are drawn at.
    static let drawnLevel = 3

    private static let headerClass = Array(" class=\"ios-section-header\"".utf8)

    /// `html` with every screen's `<h3 class="ios-section-header">…</h3>` at the level after the
    /// page heading before it (the page's own title, level 1, when none is), at most 6.
    static func fit(_ html: [UInt8]) -> [UInt8] {
        var output = html
        var previous = 1
        var index = 0
        while let tag = nextTagStart(in: output, from: index), tag + 3 < output.count {
            index = tag
            guard output[index + 1] == UInt8(ascii: "h"), let level = headingDigit(output[index + 2]),
                output[index + 3] == UInt8(ascii: " ") || output[index + 3] == UInt8(ascii: ">")
            else {
                index += 1
                continue
            }
            let attributes = index + 3
            let isScreenHeader =
                level == drawnLevel && attributes + headerClass.count <= output.count
                && output[attributes..<attributes + headerClass.count].elementsEqual(headerClass)
            guard isScreenHeader else {
                previous = level
                index = attributes
                continue
            }
            let fitted = UInt8(ascii: "0") + UInt8(min(previous + 1, 6))
            output[index + 2] = fitted
            if let close = closingTag(of: level, in: output, from: attributes) { output[close + 3] = fitted }
            index = attributes
        }
        return output
    }

    /// The next `<` at or after `start`, found with `memchr`: a page with screens is mostly
    /// their markup, and only tags matter here.
    private static func nextTagStart(in html: [UInt8], from start: Int) -> Int? {
        guard start < html.count else { return nil }
        return ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: html, from: start)
    }

    private static func headingDigit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// The index of `</hN>` after `start`: a screen header holds only text, so it is the next one.
    private static func closingTag(of level: Int, in html: [UInt8], from start: Int) -> Int? {
        let close = Array("</h\(level)>".utf8)
        var index = start
        while let tag = nextTagStart(in: html, from: index), tag + close.count <= html.count {
            if html[tag..<tag + close.count].elementsEqual(close) { return tag }
            index = tag + 1
        }
        return nil
    }
}
