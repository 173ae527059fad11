import CatalogReview
import Diagnostics
import Templates

extension SitePages {
    /// A page per review of the content folder.
    func reviewJobs() -> [PageJob] {
        let templates = self.templates
        return content.reviews.map { review in
            PageJob(path: Self.reviewPath(review)) { () throws(Diagnostic) in
                try ReviewPage(report: review.report, title: review.title, backLink: "../previews/index.html").render(
                    with: templates)
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
