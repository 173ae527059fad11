import APIReference
import ByteTools
import Docs
import OpenAPI

extension APIPages {
    /// What an endpoint page adds to its own Markdown: the method and URL above it, the
    /// generated reference (MDX) after it, and the spec files it was made from.
    struct Addition {
        var header: String
        /// The method and URL as the `.md` twin's first line, which the HTML header is not part of.
        var markdownHeader: String
        var mdx: String
        /// After the page: the settings screens of example responses that are topic lists.
        var screens = ""
        var files: [String]
        /// The Try-it panel, after the reference.
        var panel: String = ""
    }

    /// The addition for a page whose front matter names an operation (`openapi:`) or an
    /// endpoint (`api: POST https://…`); nil for every other page, written in the page's
    /// language (`words`). Problems with the spec or the operation were reported when the
    /// site was read, so here they only leave it out.
    func addition(source: [UInt8], file: String, words: ReferenceWords = ReferenceWords()) -> Addition? {
        guard Self.mayNameEndpoint(source), let head = try? PageRenderer.head(utf8: source, file: file) else { return nil }
        if let value = head.frontMatter["openapi"]?.text, let reference = APIPageReference(value) {
            let key = DocLocation(source: String(file.dropFirst(library.docsFolder.count + 1))).key
            guard let name = specName(for: reference, page: key), case .success(let spec) = library.spec(name),
                let operation = reference.operation(in: spec)
            else { return nil }
            let reference = EndpointReference(spec: spec, operation: operation)
            // Made once: the reference shows them as JSON and the screens draw the topic lists.
            let responseExamples = ResponseExamples.examples(for: operation, in: spec)
            // A webhook is called by the API, not by the reader: nothing to try.
            let display = operation.isWebhook ? PlaygroundDisplay.none : playground
            return Addition(
                header: EndpointHeader.html(for: operation, withTryIt: display != .none, words: words),
                markdownHeader: EndpointHeader.markdown(for: operation),
                mdx: reference.mdx(
                    // A written page says it in its own words; a generated one shows a short
                    // description under its title already.
                    includeDescription: head.frontMatter[Self.generatedKey] == nil
                        ? Self.hasNoBody(source) : APIPageTitle.shortDescription(operation.description) == nil,
                    ownExamples: Self.ownExamples(source), responseExamples: responseExamples, words: words),
                screens: ResponseScreens.html(for: responseExamples, file: spec.file), files: spec.files,
                panel: display == .none
                    ? ""
                    : TryItPanel.render(
                        operation: operation, spec: spec, display: display,
                        bodyExample: TryItPanel.bodyExample(for: operation, in: spec), words: words))
        }
        if let value = head.frontMatter["api"]?.text {
            // `api: "POST https://host/path"`: a hand-written endpoint page; its fields are its own.
            let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, HTTPMethod(name: parts[0]) != nil else { return nil }
            return Addition(
                header: EndpointHeader.html(method: parts[0].uppercased(), path: parts[1], server: nil, deprecated: false),
                markdownHeader: EndpointHeader.markdown(method: parts[0].uppercased(), url: parts[1]), mdx: "", files: [])
        }
        return nil
    }

    /// The front-matter key that marks a page generated from a spec rather than written.
    static let generatedKey = "preflight-generated"

    /// Whether nothing but blank lines follows the front matter.
    private static func hasNoBody(_ source: [UInt8]) -> Bool {
        guard let close = ByteSearch.find("\n---", in: source, from: 3, to: source.count) else { return false }
        let rest = source[(close + 4)...]
        return rest.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    /// The examples the page writes itself: `<RequestExample>` and `<ResponseExample>` in its
    /// Markdown replace the generated ones, as in Mintlify.
    private static func ownExamples(_ source: [UInt8]) -> Set<ExampleKind> {
        var kinds: Set<ExampleKind> = []
        if ByteSearch.find("<RequestExample", in: source, from: 0, to: source.count) != nil { kinds.insert(.request) }
        if ByteSearch.find("<ResponseExample", in: source, from: 0, to: source.count) != nil { kinds.insert(.response) }
        return kinds
    }

    /// Whether the front matter may hold `openapi:` or `api:`: a byte search that spares
    /// every other page a second parse of its front matter.
    static func mayNameEndpoint(_ source: [UInt8]) -> Bool {
        guard source.starts(with: Array("---".utf8)) else { return false }
        let limit = min(source.count, 4096)
        var index = 0
        while index + 4 < limit {
            if source[index] == UInt8(ascii: "\n") {
                let rest = source[(index + 1)..<limit]
                if rest.starts(with: Array("openapi:".utf8)) || rest.starts(with: Array("api:".utf8)) { return true }
                if rest.starts(with: Array("---".utf8)) { return false }
            }
            index += 1
        }
        return false
    }
}
