import ByteTools

/// Reads a request head out of the bytes received so far, within size limits.
///
/// Strict where leniency has caused trouble for other servers (request smuggling, header
/// injection): a bare CR, whitespace before a header's colon, folded header lines, control
/// characters, and anything but printable ASCII in the target are refused with 400.
struct HTTPRequestParser: Sendable {
    /// The most bytes a request head may take, request line and header fields together.
    var maxHeadBytes = 8192
    /// The most header fields a request may carry.
    var maxHeaderCount = 100

    /// What the bytes received so far amount to.
    enum Outcome: Equatable {
        /// The head is not complete yet: read more.
        case incomplete
        case request(HTTPRequest)
        /// The request is malformed or too large: answer with this status and close.
        case failure(HTTPStatus)
    }

    /// Parses `received`, which starts at the beginning of the request.
    func parse(_ received: [UInt8]) -> Outcome {
        // RFC 9112 §2.2: ignore empty lines before the request line.
        let start = received.firstIndex { $0 != .carriageReturn && $0 != .lineFeed } ?? received.endIndex
        guard let end = Self.endOfHead(in: received, from: start) else {
            guard received.count - start <= maxHeadBytes else { return .failure(tooLarge(received[start...])) }
            return .incomplete
        }
        guard end - start <= maxHeadBytes else { return .failure(tooLarge(received[start..<end])) }
        var lines: [ArraySlice<UInt8>] = []
        for line in received[start..<end].split(separator: .lineFeed, omittingEmptySubsequences: false) {
            let trimmed = line.last == .carriageReturn ? line.dropLast() : line
            if trimmed.contains(.carriageReturn) { return .failure(.badRequest) }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { return .failure(.badRequest) }
        let fields = lines.dropFirst()
        guard fields.count <= maxHeaderCount else { return .failure(.headerFieldsTooLarge) }
        return parse(requestLine: requestLine, fields: fields)
    }
}

// MARK: - Parts of the head

private extension HTTPRequestParser {
    func parse(requestLine: ArraySlice<UInt8>, fields: ArraySlice<ArraySlice<UInt8>>) -> Outcome {
        let parts = requestLine.split(separator: .space, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isTokenCharacter) else {
            return .failure(.badRequest)
        }
        // Origin form only: a path from the root. Printable ASCII only, so no raw NUL, space or
        // byte above 0x7E reaches path resolution; `#` is never sent by a real client.
        let target = parts[1]
        guard target.first == .slash, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != .hash }) else {
            return .failure(.badRequest)
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.utf8.count == 8, version.hasPrefix("HTTP/"),
            version.utf8.enumerated().allSatisfy({ $0 < 5 || ($0 == 6 ? $1 == .dot : ByteClass.isDigit($1)) })
        else { return .failure(.badRequest) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .failure(.versionNotSupported) }

        var headers: [HTTPHeader] = []
        for field in fields {
            guard let header = Self.header(field) else { return .failure(.badRequest) }
            headers.append(header)
        }
        let request = HTTPRequest(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: target, as: UTF8.self),
            version: version, headers: headers)
        // RFC 9112 §3.2: an HTTP/1.1 request carries exactly one Host.
        let hosts = headers.filter { $0.name.lowercased() == "host" }.count
        if hosts > 1 || (hosts == 0 && version == "HTTP/1.1") { return .failure(.badRequest) }
        return .request(request)
    }

    /// 414 when even the request line does not fit, else 431.
    func tooLarge(_ head: ArraySlice<UInt8>) -> HTTPStatus {
        let requestLine = head.firstIndex(of: .lineFeed).map { $0 - head.startIndex } ?? head.count
        return requestLine >= maxHeadBytes ? .uriTooLong : .headerFieldsTooLarge
    }

    /// The index just past the blank line that ends the head, if it has arrived.
    static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == .lineFeed {
                if index + 1 < bytes.count, bytes[index + 1] == .lineFeed { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == .carriageReturn, bytes[index + 2] == .lineFeed {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    /// `Name: value`, or `nil` for a folded line, whitespace before the colon, or a control character.
    static func header(_ line: ArraySlice<UInt8>) -> HTTPHeader? {
        guard let colon = line.firstIndex(of: .colon), colon > line.startIndex else { return nil }
        let name = line[..<colon]
        guard name.allSatisfy(\.isTokenCharacter) else { return nil }
        let value = line[(colon + 1)...].trimmingWhitespace
        guard value.allSatisfy({ $0 == .tab || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
        return HTTPHeader(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }
}

private extension ArraySlice<UInt8> {
    var trimmingWhitespace: ArraySlice<UInt8> {
        var slice = self
        while let first = slice.first, first == .space || first == .tab { slice = slice.dropFirst() }
        while let last = slice.last, last == .space || last == .tab { slice = slice.dropLast() }
        return slice
    }
}
