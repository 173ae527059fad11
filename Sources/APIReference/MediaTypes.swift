import Foundation
import OpenAPI

/// What the reference, its examples and the Try-it panel agree on about media types and
/// headers, decided in one place.
enum MediaTypes {
    /// `application/json`, `application/problem+json`, `text/json` or `*/*`, with or without
    /// parameters (`; charset=utf-8`), in any case.
    static func isJSON(_ name: String) -> Bool {
        let essence = name.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return essence == "application/json" || essence.hasSuffix("+json") || essence == "*/*" || essence == "text/json"
    }

    /// The media type a request is shown and sent with: the first JSON one, else the first.
    /// The examples, the panel's curl command and its Send all use this one.
    static func requestBody(of operation: APIOperation) -> APIMediaType? {
        let content = operation.requestBody?.content ?? []
        return content.first { isJSON($0.name) } ?? content.first
    }

    /// Header parameters OpenAPI says to ignore: the media types and the security schemes set them.
    static let headersSetElsewhere: Set<String> = ["accept", "content-type", "authorization"]
}
