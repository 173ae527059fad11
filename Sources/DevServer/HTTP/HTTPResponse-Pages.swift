import HTML

extension HTTPResponse {
    /// A small built-in HTML page for an error the site has no page of its own for.
    ///
    /// `message` is plain text; it is escaped here, since it may quote the request.
    static func page(_ status: HTTPStatus, message: String, headers: [HTTPHeader] = []) -> HTTPResponse {
        var html = HTMLBuffer(capacity: 1024)
        html.raw(
            """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(status)</title>
            <style>
            body { font: 16px/1.5 -apple-system, system-ui, sans-serif; max-width: 36rem; margin: 15vh auto; padding: 0 1rem; color: #1c1c1e; }
            h1 { font-size: 1.5rem; }
            @media (prefers-color-scheme: dark) { body { background: #000; color: #f2f2f7; } }
            </style>
            </head>
            <body>
            <h1>\(status)</h1>
            <p>
            """)
        html.text(message)
        html.raw("</p>\n<p><small>preflight serve</small></p>\n</body>\n</html>\n")
        return HTTPResponse(status: status, contentType: ContentTypes.html, headers: headers, body: html.bytes)
    }
}
