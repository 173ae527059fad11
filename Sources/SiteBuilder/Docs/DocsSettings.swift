import Diagnostics
import JSONDocument

/// The look-and-behaviour half of `docs.json`: everything but the name and the navigation.
///
/// Each Mintlify setting Preflight honours has a field here; every other key (or value it
/// cannot honour) is an `unsupported_setting` warning in ``problems`` at its own place, so
/// nothing is dropped without a word.
package struct DocsSettings: Sendable {
    /// A link as docs.json writes it: a label and an address (a site path or a URL).
    package struct Link: Sendable, Hashable {
        package var label: String
        package var href: String
    }

    /// A pair of values for the light and the dark look (the same value when given once).
    package struct Pair: Sendable, Hashable {
        package var light: String
        package var dark: String
    }

    /// A footer column: a heading over links.
    package struct Column: Sendable, Hashable {
        package var header: String
        package var items: [Link]
    }

    /// One `redirects` entry.
    package struct Redirect: Sendable, Hashable {
        package var source: String
        package var destination: String
        package var permanent: Bool
    }

    package var theme: String?
    package var primaryColor: String?
    /// Mintlify's `colors.light`: the accent in the dark look.
    package var lightColor: String?
    /// Mintlify's `colors.dark`: buttons and hover states in both looks.
    package var darkColor: String?
    package var logo: Pair?
    package var logoHref: String?
    package var favicon: Pair?
    package var fontFamily: String?
    package var fontSource: String?
    package var headingFontFamily: String?
    /// `system`, `light` or `dark`.
    package var appearance = "system"
    package var strictAppearance = false
    package var backgroundColor: Pair?
    package var backgroundImage: Pair?
    package var navbarLinks: [Link] = []
    package var navbarPrimary: Link?
    package var socials: [Link] = []
    package var footerColumns: [Column] = []
    package var bannerMarkdown: String?
    package var bannerDismissible = false
    package var redirects: [Redirect] = []
    /// `seo.metatags`, in file order: the name as `label`, the content as `href`.
    package var metatags: [Link] = []
    /// `seo.indexing`: `navigable` (the default) or `all`.
    package var indexing = "navigable"
    package var notFoundTitle: String?
    package var notFoundDescription: String?
    package var notFoundRedirect = false
    /// `contextual.options` Preflight can draw, in file order; `nil` keeps the default (copy, view).
    package var contextual: [String]?
    package var searchPrompt: String?
    package var ga4: String?
    package var plausibleDomain: String?
    package var plausibleServer: String?
    package var posthogKey: String?
    package var posthogHost: String?
    package var thumbnail: String?
    /// `api.openapi` when it names one file: what `download-spec` offers on pages without their own.
    package var openAPIFile: String?
    /// `api.playground.display`: `interactive` (Mintlify's default), `simple` or `none`.
    package var playgroundDisplay: String?
    /// Preflight's own `preflight.sdkInterface` (Mintlify ignores it): the SDK's Swift
    /// interface, relative to docs.json's folder, that the docs' Swift samples are
    /// type-checked against. Without it no sample is checked.
    package var sdkInterface: String?
    /// Where `sdkInterface`'s value is written, for problems with the interface.
    package var sdkInterfacePosition: SourcePosition?

    /// Where `banner.content` is written, for the banner's problems.
    package var bannerPosition: SourcePosition?
    /// Where `errors.404.description` is written, for its problems.
    package var notFoundDescriptionPosition: SourcePosition?
    /// `variables`: what `{{name}}` stands for in pages, snippets and their titles.
    package var variables: [String: String] = [:]

    /// A warning for each setting Preflight read but does not honour (`unsupported_setting`)
    /// and each address it left out (`unsafe_url`), at its own place in docs.json.
    package var problems: [Diagnostic] = []

    package init() {}
}

extension DocsSettings {
    /// The warnings about what was left out, each at its own place (in `file` unless it is
    /// in a file docs.json's `$ref` names).
    func warnings(file: String) -> [Diagnostic] {
        problems.map { problem in
            var problem = problem
            problem.file = problem.file ?? file
            return problem
        }
    }
}
