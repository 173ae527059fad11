import CatalogReview
import Diagnostics
import Templates

extension SitePages {
    /// A page per review of the content folder.
    func reviewJobs() -> [PageJob] {
        let pages = self
        return content.reviews.map { review in
            let path = Self.reviewPath(review)
            return PageJob(path: path) { () throws(Diagnostic) in
                var page = ReviewPage(report: review.report, title: review.title, backLink: "../previews/index.html")
                page.site = pages.siteValues(path: path)
                return try page.render(with: pages.templates)
            }
        }
    }

    /// Where a review page goes: `reviews/NAME.html`.
    static func reviewPath(_ review: ReviewEntry) -> String {
        "reviews/\(review.id).html"
    }

    /// The previews index's list of reviews: what each compares and what it found.
    /// `root` leads from the index to the site root.
    func reviewListing(root: String) -> TemplateValue {
        .array(
            content.reviews.map { review in
                let diff = review.report.diff
                return [
                    "title": .string(review.title), "file": .string(review.file), "href": .string(root + Self.reviewPath(review)),
                    "old": .string(review.report.sources.old), "new": .string(review.report.sources.new),
                    "changes": .int(diff.changes.count), "breaking": .int(diff.count(.breaking)),
                    "subscribers": review.report.impact.map { .string($0.sentence) } ?? .null,
                ]
            })
    }
}
