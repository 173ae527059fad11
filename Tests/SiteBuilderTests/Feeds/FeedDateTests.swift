import Testing

@testable import SiteBuilder

@Suite("Dates of changelog updates")
struct FeedDateTests {
    @Test(
        "the shapes changelog labels are written in",
        arguments: [
            ("2024-10-12", 2024, 10, 12), ("2024-10-12T09:30:00Z", 2024, 10, 12), (" 2025-01-31 ", 2025, 1, 31),
            ("October 2024", 2024, 10, 1), ("oct 2024", 2024, 10, 1), ("Sept 2025", 2025, 9, 1),
            ("October 12, 2024", 2024, 10, 12), ("Oct. 3, 2024", 2024, 10, 3), ("March 1st, 2025", 2025, 3, 1),
            ("12 October 2024", 2024, 10, 12), ("February 29, 2024", 2024, 2, 29),
        ])
    func parses(text: String, year: Int, month: Int, day: Int) {
        #expect(FeedDate(parsing: text) == FeedDate(year: year, month: month, day: day))
    }

    @Test(
        "text that is not a whole date gets none: no guessing",
        arguments: [
            "", "v0.1.0", "Live previews", "2024-13-01", "2024-02-30", "February 29, 2023", "2024-10", "Fixes since 2024-10-12",
            "October", "2024", "Octember 2024", "October 32, 2024", "2024/10/12", "2024-10-12x", "Ma 2024", "May 24",
        ])
    func rejects(text: String) {
        #expect(FeedDate(parsing: text) == nil)
    }

    @Test(
        "RFC 822 with the right weekday, at midnight UTC",
        arguments: [
            (2024, 10, 12, "Sat, 12 Oct 2024 00:00:00 +0000"), (1970, 1, 1, "Thu, 01 Jan 1970 00:00:00 +0000"),
            (2000, 2, 29, "Tue, 29 Feb 2000 00:00:00 +0000"), (2026, 11, 1, "Sun, 01 Nov 2026 00:00:00 +0000"),
            (1969, 12, 31, "Wed, 31 Dec 1969 00:00:00 +0000"),
        ])
    func rfc822(year: Int, month: Int, day: Int, text: String) throws {
        #expect(try #require(FeedDate(year: year, month: month, day: day)).rfc822 == text)
    }

    @Test("dates order by day")
    func order() throws {
        let dates = ["2024-10-12", "September 2024", "October 13, 2024"].compactMap(FeedDate.init(parsing:))
        #expect(dates.max() == FeedDate(year: 2024, month: 10, day: 13))
        #expect(dates.min() == FeedDate(year: 2024, month: 9, day: 1))
    }
}
