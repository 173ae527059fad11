import Diagnostics
import PreferenceModel
import ScreenPreview

extension SitePages {
    /// The preview pages made for screens that only the docs show (``PreviewLinks``).
    func docsScreenJobs() -> [PageJob] {
        let pages = self
        let hasGalleries = self.hasGalleries
        return docsScreens.map { extra in
            PageJob(path: extra.path) { () throws(Diagnostic) in
                let screen = PreferenceScreen(document: extra.document, state: extra.state)!
                let source = PreviewPage.Source(
                    title: "\(extra.catalogTitle) — \(extra.stateTitle ?? "Never chose")", catalogFile: extra.screen.catalog,
                    stateFile: extra.screen.state, subscriber: extra.subscriber)
                var page = PreviewPage(screen: screen, source: source, options: ScreenOptions(), backLink: "../index.html")
                if extra.isBesideGallery && hasGalleries { page.galleryLink = "gallery.html" }
                page.site = pages.siteValues(path: extra.path)
                return try page.render(with: pages.templates)
            }
        }
    }
}
