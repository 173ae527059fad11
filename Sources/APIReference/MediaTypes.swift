import Foundation

/// What the reference, its examples and the Try-it panel agree on about media types and
/// headers, decided in one place.
enum MediaTypes {
    /// `application/json`, `application/problem+json`, `text/json` or `*/*`, with or without
    /// parameters (`; charset=utf-8`), in any case.
    static func isJSON(_ name: String) -> Bool {
        let essence = name.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return essence == "application/json" || essence.hasSuffix("+json") || essence == "*/*" || essence == "text/json"
    }

    /// Header parameters OpenAPI says to ignore: the media types and the security schemes set them.
    static let headersSetElsewhere: Set<String> = ["accept", "content-type", "authorization"]
}
