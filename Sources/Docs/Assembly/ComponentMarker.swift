import ByteTools

/// The marker comments that stand for a block component inside the parsed document.
enum ComponentMarker: Equatable {
    case open(Int)
    case close(Int)

    /// The marker an HTML block's literal holds, if it is exactly one marker.
    init?(literal: [UInt8]) {
        var start = 0
        var end = literal.count
        while start < end && ByteClass.isWhitespace(literal[start]) { start += 1 }
        while end > start && ByteClass.isWhitespace(literal[end - 1]) { end -= 1 }
        let text = literal[start..<end]
        let isClose: Bool
        if text.starts(with: "<!--pf:".utf8) {
            isClose = false
        } else if text.starts(with: "<!--/pf:".utf8) {
            isClose = true
        } else {
            return nil
        }
        let digitsStart = start + (isClose ? 8 : 7)
        guard end - digitsStart > 3, literal[(end - 3)..<end].elementsEqual("-->".utf8) else { return nil }
        let digits = literal[digitsStart..<(end - 3)]
        guard !digits.isEmpty, digits.count < 10, digits.allSatisfy(ByteClass.isDigit) else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        self = isClose ? .close(number) : .open(number)
    }
}
