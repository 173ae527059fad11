#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Answers GET and HEAD from the served folder.
///
/// Every HTML page, the error pages included, gets the live-reload script, so even a page
/// opened while the site is broken shows the build error and reloads once it is fixed. A
/// missing file gets the site's own `404.html` when it has one, else a small built-in page.
struct StaticFiles: Sendable {
    let resolver: PathResolver

    init(root: String) {
        resolver = PathResolver(root: root)
    }

    /// The response to `request`, whose method may be anything.
    func response(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return Self.withLiveReload(
                .page(
                    .methodNotAllowed, message: "The dev server only reads files: it answers GET and HEAD.",
                    headers: [HTTPHeader(name: "Allow", value: "GET, HEAD")]))
        }
        switch resolver.resolve(request.path, query: request.query) {
        case .file(let path):
            return file(at: path, status: .ok) ?? notFound(request)
        case .redirect(let location):
            return HTTPResponse.page(
                .movedPermanently, message: "This folder is at \(location).",
                headers: [HTTPHeader(name: "Location", value: location)])
        case .notFound:
            return notFound(request)
        case .refused:
            return Self.withLiveReload(
                .page(.badRequest, message: "The path \(request.path) is not allowed: it leaves the site or is malformed."))
        }
    }
}

// MARK: - Responses

private extension StaticFiles {
    /// The file's contents, or `nil` when it vanished since it was resolved (a build swapped the folder).
    func file(at path: String, status: HTTPStatus) -> HTTPResponse? {
        guard let bytes = Self.contents(of: path) else { return nil }
        let type = ContentTypes.type(forPath: path)
        let body = type == ContentTypes.html ? LiveReloadScript.inject(into: bytes) : bytes
        return HTTPResponse(status: status, contentType: type, body: body)
    }

    func notFound(_ request: HTTPRequest) -> HTTPResponse {
        if case .file(let page) = resolver.resolve("/404.html"), let response = file(at: page, status: .notFound) {
            return response
        }
        return Self.withLiveReload(.page(.notFound, message: "There is no file at \(request.path) in the site."))
    }

    static func withLiveReload(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        response.body = LiveReloadScript.inject(into: response.body)
        return response
    }

    /// Reads a whole file with plain POSIX calls.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            offset += count
        }
        // A file that shrank while being read is served as it now is.
        return offset == bytes.count ? bytes : Array(bytes[..<offset])
    }
}
