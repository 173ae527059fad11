import Foundation
import OpenAPI

/// How a generated endpoint page is named: its title, sidebar title, description and the
/// words search finds it by, as Mintlify derives them from the operation.
enum APIPageTitle {
    /// `x-mint.metadata.title`, else the summary, else `GET /users`.
    static func title(of operation: APIOperation) -> String {
        operation.metadata["title"] ?? operation.summary ?? operation.displayName
    }

    static func head(of operation: APIOperation, source: String) -> DocHead {
        var extra = ["openapi": "\(source) \(operation.displayName)"]
        if operation.deprecated { extra["deprecated"] = "true" }
        var keywords = [operation.isWebhook ? "webhook" : operation.method.name, operation.path]
        if let id = operation.operationID { keywords.append(id) }
        keywords += operation.parameters.map(\.name)
        return DocHead(
            title: title(of: operation), sidebarTitle: operation.metadata["sidebarTitle"],
            description: operation.metadata["description"] ?? shortDescription(operation.description), extra: extra,
            keywords: keywords)
    }

    /// A description short enough for the line under the title and the meta tag: one
    /// paragraph of plain text; longer ones stay in the page's body only.
    ///
    /// Trimmed and joined scalar by scalar, as Foundation's `trimmingCharacters(in:
    /// .whitespacesAndNewlines)` and `replacingOccurrences` would, without bridging each of
    /// a spec's hundreds of descriptions to `NSString` on every build.
    static func shortDescription(_ text: String?) -> String? {
        guard let scalars = text?.unicodeScalars else { return nil }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        let text = String(scalars[first...last])
        guard text.count <= 300, !text.contains("\n\n"), !text.contains(where: { "<{`*[#|".contains($0) }) else {
            return nil
        }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
    }

    /// A front-matter string in double quotes, its quotes and backslashes escaped.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
