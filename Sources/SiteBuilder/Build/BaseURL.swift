import Diagnostics

/// `--base-url`: the site's public address, written into `llms.txt`, `sitemap.xml` and the
/// 404 page, so it must be a web address.
enum BaseURL {
    /// Throws `invalid_base_url` unless `text` is `http://` or `https://` (any case) with a
    /// host, and holds no white space or control character: anything else (`javascript:…`,
    /// `data:…`, a bare path) would become a link in every file that names it. Other bytes
    /// are left to the files' own escaping, which every one of them does.
    static func validate(_ text: String) throws(Diagnostic) {
        let bytes = Array(text.utf8)
        let hasControl = bytes.contains { $0 <= 0x20 || $0 == 0x7F }
        let lowered = String(
            decoding: bytes.prefix(8).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
        let prefix = lowered.hasPrefix("https://") ? 8 : lowered.hasPrefix("http://") ? 7 : nil
        let host = prefix.map {
            bytes[$0...].prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        }
        guard !hasControl, let host, !host.isEmpty else {
            throw Diagnostic(
                .invalidBaseURL,
                "The base URL \"\(text)\" is not an http: or https: address; expected one like https://docs.example.com/.",
                file: "--base-url", hint: "--base-url names where the site is published, for the sitemap and llms.txt.")
        }
    }
}
