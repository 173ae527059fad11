import Foundation

/// A calendar day read from an update's label or description, for the feed's `pubDate`.
///
/// Changelog labels are written for people (`2024-10-12`, `October 2024`, `March 3, 2025`),
/// so only those shapes are read, and only when they are the whole text: an update whose
/// label merely mentions a date (`Fixes since 2024-10-12`) gets no date rather than a guess.
/// Parsing is by hand, not with `DateFormatter`, so the result never depends on the
/// machine's locale, time zone or clock.
struct FeedDate: Sendable, Hashable, Comparable {
    let year: Int
    let month: Int
    let day: Int

    /// The day `text` names, or nil when it is not one of:
    ///
    /// - ISO 8601: `2024-10-12` (a time after `T` or a space is allowed and ignored);
    /// - `Month YYYY` (`October 2024`, `Oct 2024`): the first of the month;
    /// - `Month D, YYYY` and `Month D YYYY` (`October 12, 2024`), and `D Month YYYY`.
    ///
    /// Month names are English, full or abbreviated (`Sept` too), in any case. A day that the
    /// month does not have (`2024-02-30`) is no date.
    init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 64 else { return nil }
        if let iso = Self.iso(trimmed) {
            self = iso
            return
        }
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let parsed: (year: Int, month: Int, day: Int)?
        switch words.count {
        case 2:
            parsed = Self.month(words[0]).flatMap { month in Self.year(words[1]).map { ($0, month, 1) } }
        case 3:
            if let month = Self.month(words[0]), let day = Self.day(words[1]), let year = Self.year(words[2]) {
                parsed = (year, month, day)
            } else if let day = Self.day(words[0]), let month = Self.month(words[1]), let year = Self.year(words[2]) {
                parsed = (year, month, day)
            } else {
                parsed = nil
            }
        default:
            parsed = nil
        }
        guard let parsed else { return nil }
        self.init(year: parsed.year, month: parsed.month, day: parsed.day)
    }

    /// A valid day, or nil.
    init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// RFC 822 as RSS 2.0 wants it, at midnight UTC: `Sat, 12 Oct 2024 00:00:00 +0000`.
    var rfc822: String {
        let weekday = Self.weekdays[Self.weekday(year: year, month: month, day: day)]
        let dayText = day < 10 ? "0\(day)" : "\(day)"
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(weekday), \(dayText) \(Self.monthAbbreviations[month - 1]) \(yearText) 00:00:00 +0000"
    }

    static func < (lhs: FeedDate, rhs: FeedDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

// MARK: - Parsing

extension FeedDate {
    fileprivate static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    fileprivate static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]
    fileprivate static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `2024-10-12`, optionally followed by `T…` or ` …` (a time, which a day does not need).
    fileprivate static func iso(_ text: String) -> FeedDate? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        if bytes.count > 10, bytes[10] != UInt8(ascii: "T"), bytes[10] != UInt8(ascii: " ") { return nil }
        guard let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]) else {
            return nil
        }
        return FeedDate(year: year, month: month, day: day)
    }

    /// A month's number from its English name or abbreviation (`Oct`, `oct.`, `Sept`).
    fileprivate static func month(_ word: String) -> Int? {
        var name = word.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        guard name.count >= 3 else { return nil }
        if name == "sept" { return 9 }
        if let index = monthNames.firstIndex(of: name) { return index + 1 }
        return monthNames.firstIndex { $0.prefix(3) == name }.map { $0 + 1 }
    }

    /// A day of the month, `1`…`31`, optionally written `1st`, `2nd`, `3rd`, `4th`.
    fileprivate static func day(_ word: String) -> Int? {
        var digits = Substring(word.lowercased())
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(2)
            break
        }
        guard (1...2).contains(digits.count), let value = number(Array(digits.utf8)[...]) else { return nil }
        return (1...31).contains(value) ? value : nil
    }

    fileprivate static func year(_ word: String) -> Int? {
        guard word.utf8.count == 4 else { return nil }
        return number(Array(word.utf8)[...])
    }

    /// The value of ASCII digits only (no sign, no spaces), or nil.
    fileprivate static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    fileprivate static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// 0 for Sunday: the days since 1970-01-01 (a Thursday), by Howard Hinnant's
    /// `days_from_civil`.
    fileprivate static func weekday(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days % 7) + 7 + 4) % 7
    }
}
