import Diagnostics
import Foundation

/// `--base-url`: the site's public address, written into `llms.txt`, `sitemap.xml` and the
/// 404 page, so it must be a plain web address.
enum BaseURL {
    /// Throws `invalid_base_url` unless `text` is an absolute `http:` or `https:` URL with a
    /// host and no white space, control character, quote, `<`, `>` or `\`: anything else
    /// (`javascript:…`, `data:…`, a bare path) would land as a link in every file that names it.
    static func validate(_ text: String) throws(Diagnostic) {
        let forbidden: Set<UInt8> = [0x22, 0x27, 0x3C, 0x3E, 0x5C, 0x60]
        let hasBadByte = text.utf8.contains { $0 <= 0x20 || $0 == 0x7F || forbidden.contains($0) }
        guard !hasBadByte, let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else {
            throw .error(
                "invalid_base_url", "The base URL \"\(text)\" is not an http: or https: address; expected one like https://docs.example.com/.",
                hint: "--base-url names where the site is published, for the sitemap and llms.txt.")
        }
    }
}
