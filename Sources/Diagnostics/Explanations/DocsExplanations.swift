extension DiagnosticCode {
    static let docsExplanations: [DiagnosticCode: Explanation] = [
        .brokenAnchor: Explanation(
            meaning: """
                A link names a heading (`#install`, `setup#install`) that the page it points to \
                does not have. Every heading gets an id the way GitHub makes them (lowercase, \
                punctuation dropped, spaces to hyphens), and `build` checks each link's anchor \
                against the ids of its target page once all pages are rendered, so readers never \
                land at the top of a page instead of the section they were promised.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs/index.md",
                        """
                        # Home

                        Read the [install steps](#install) first.

                        """)
                ],
                arguments: ["build"],
                output:
                    "content/docs/index.md:3:10: error[broken_anchor]: The link \"#install\" names the anchor #install, which /index does not have; expected a heading's id on that page."
            ),
            fix: """
                Correct the anchor to the id of an existing heading (`## Install` is `#install`; \
                the hint names the page's closest id, such as a step's for a `#4-…` anchor written \
                when the step was a numbered heading), or add the heading; `--allow-broken-links` \
                lets the build pass with a warning meanwhile.
                """),
        .brokenLink: Explanation(
            meaning: """
                A link inside the site (`quickstart`, `/sdks/ios/push`, `../api/overview`) leads \
                to no page and no file that the build writes. `build` resolves every internal link \
                the way a browser would, from the page's own URL, and fails rather than publish a \
                dead link. A link to the source of a docs.json redirect leads where the redirect \
                does (wildcards filled in); when that is nowhere, the message names the redirect.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs/index.md",
                        """
                        # Home

                        Start with the [quickstart](quickstart).

                        """)
                ],
                arguments: ["build"],
                output:
                    "content/docs/index.md:3:16: error[broken_link]: The link \"quickstart\" leads to no page or file of the site; expected an existing page, anchor or file."
            ),
            fix: """
                Point the link (or the redirect) at an existing page (its path under `docs/` without \
                `.md`) or file, or create the page; `--allow-broken-links` lets the build pass with a warning meanwhile.
                """),
        .duplicatePage: Explanation(
            meaning: """
                Two files in the docs folder would be published at the same URL: a page's URL is \
                its path without the extension, so `setup.md` and `setup.mdx` both become \
                `/setup`. Preflight cannot tell which one you meant, so it builds neither.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/setup.md", "# Setup\n"),
                    Example.File("content/docs/setup.mdx", "# Setup\n"),
                ],
                arguments: ["build"],
                output:
                    "content/docs/setup.mdx: error[duplicate_page]: Both setup.md and setup.mdx become the page /setup; expected one file per page."
            ),
            fix: "Keep one of the two files: delete the other, or rename it so it gets a URL of its own."),
        .feedNeedsBaseURL: Explanation(
            meaning: """
                A page has `rss: true` in its front matter, which gives it an RSS feed of its \
                `<Update>` entries beside it (`changelog/rss.xml` for `changelog.md`). A feed is \
                read away from the site, in a feed reader, so its links and images must be \
                absolute addresses, and only `--base-url` says where the site is published. \
                Without it the build writes no feed (and no link to one) and says so once per page.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs/changelog.md",
                        """
                        ---
                        title: Changelog
                        rss: true
                        ---

                        <Update label="2026-11-02" tags={["SDK"]}>
                        Live previews on every page.
                        </Update>

                        """)
                ],
                arguments: ["build"],
                output:
                    "content/docs/changelog.md:3:1: warning[feed_needs_base_url]: The page asks for an RSS feed (rss: true), but a feed's links must be absolute and there is no --base-url; expected the address the site is published at. No feed is written."
            ),
            fix: """
                Build with `--base-url` set to the site's public address \
                (`preflight build --base-url https://docs.example.com/`), or remove `rss: true`.
                """),
        .invalidAttribute: Explanation(
            meaning: """
                A component has an attribute it understands, but with a value it does not accept, \
                so it cannot decide how to render. Today this is `<Visibility for="…">`, whose \
                audience must be `humans` or `agents`.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        <Visibility for="robots">
                        Only some readers see this.
                        </Visibility>

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:1:1: error[invalid_attribute]: <Visibility for=\"robots\"> names an unknown audience; expected \"humans\" or \"agents\"."
            ),
            fix: "Use one of the values the message lists, such as `<Visibility for=\"humans\">`."),
        .invalidComponentTag: Explanation(
            meaning: """
                A tag that starts like a component (`<` and a capital letter) is not written the \
                way components are: an attribute without quotes, a tag that never reaches its \
                `>`, a spread like `{...props}`, or a snippet tag with children. Preflight stops \
                there rather than guess where the tag ends and show half of it as text.
                """,
            example: Example(
                files: [Example.File("page.md", "<Card title=Setup />\n")],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:1:13: error[invalid_component_tag]: The component tag is malformed: expected a quoted value or {…} after 'title='."
            ),
            fix: """
                Write the attribute as `title="Setup"` (text) or `cols={2}` (a number, true or \
                false), and end the tag with `>` or `/>`.
                """),
        .invalidFrontMatter: Explanation(
            meaning: """
                The front matter between the `---` lines at the top of a page is not the simple \
                YAML Preflight reads: `key: value` lines, each key once, values plain or quoted, \
                lists one level deep. A title or description read wrongly would show on the page, \
                in the sidebar and in search, so Preflight stops instead.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        ---
                        title: Setup
                        title: Install
                        ---

                        # Setup

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output: "page.md:3:1: error[invalid_front_matter]: The key 'title' appears twice."),
            fix:
                "Correct the line the message points at: remove the repeated key, close the list or quote, or indent it under its key."
        ),
        .invalidPage: Explanation(
            meaning: """
                A docs page could not be read for a reason Preflight has no more specific code \
                for. Pages that cannot be opened, are too large or have bad front matter get \
                their own codes, so this one is a fallback.
                """,
            noExample: """
                Every way a page can fail to be read that Preflight knows of has its own code; \
                this one is for failures it does not foresee.
                """,
            fix: """
                Check that the file is a readable text file, and report the message to the \
                Preflight maintainers if it persists.
                """),
        .invalidPreview: Explanation(
            meaning: """
                A `<SettingsPreview>` names a file that loaded, but is the wrong kind of \
                document for its attribute: its `catalog` is a preference state, or its `state` \
                is not a preference state, so there is no screen to draw.
                """,
            noExample: """
                Preview files are read as the kind their attribute expects, so a file of the \
                wrong kind is reported while loading (as `missing_field` or `wrong_type`) and this \
                check is not reached.
                """,
            fix: """
                Give `catalog` a catalog file (with `topics`) and `state` a preference state \
                (with `choices`), both as paths inside the content folder.
                """),
        .mismatchedComponent: Explanation(
            meaning: """
                A closing tag does not match the innermost component that is open: a `</Tabs>` \
                comes while a `<Tab>` inside it is still open, or a closing tag has no opening \
                tag at all. Components must close in the reverse order they open, and Preflight \
                reports the mix-up rather than guess where each one was meant to end.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        <Tabs>
                        <Tab title="Swift">
                        Run the app.
                        </Tabs>

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:4:1: error[mismatched_component]: </Tabs> comes before </Tab>: <Tab> opened at 2:1 is still open."),
            fix: "Close the inner component first (here, add `</Tab>` before `</Tabs>`), or remove the stray closing tag."),
        .misplacedComponent: Explanation(
            meaning: """
                A component is used where it cannot work: a part such as `<Tab>`, `<Step>` or \
                `<Column>` outside the component that holds it (`<Tabs>`, `<Steps>`, \
                `<Columns>`), or a block component such as `<Note>` in the middle of a line of \
                text, where only inline ones such as `<Badge>`, `<Tooltip>` and `<Icon>` belong.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        <Tab title="Swift">
                        Run the app.
                        </Tab>

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output: "page.md:1:1: error[misplaced_component]: <Tab> must be directly inside <Tabs>."),
            fix: "Wrap the part in the component the message names, or put a block component's tags on lines of their own."),
        .missingAttribute: Explanation(
            meaning: """
                A component lacks an attribute it needs: a `<Card>`, `<Tab>` or `<Accordion>` \
                without `title`, a `<Tooltip>` without `tip`, a `<SettingsPreview>` without \
                `catalog`, and the like. As in Mintlify, the component is drawn without it (an \
                untitled card, a tab named by its place); it is a warning, which \
                `build --strict` makes an error.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        <Card>
                        Read this first.
                        </Card>

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output: "page.md:1:1: warning[missing_attribute]: <Card> needs a 'title' attribute; it is drawn without one."),
            fix: "Add the attribute the message names, such as `<Card title=\"Setup\">`."),
        .missingPage: Explanation(
            meaning: """
                The navigation in `docs.json` lists a page for which there is no `.md` or `.mdx` \
                file in the docs folder. As in Mintlify, the entry is left out of the sidebar and \
                the build goes on, since it may be a page made elsewhere; it is a warning, which \
                `build` counts and `build --verbose` lists.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs.json",
                        """
                        {
                          "name": "Acme",
                          "navigation": {
                            "groups": [{ "group": "Start", "pages": ["index", "install"] }]
                          }
                        }

                        """),
                    Example.File("content/docs/index.md", "# Home\n"),
                ],
                arguments: ["build", "--verbose"],
                output:
                    "content/docs.json:4:55: warning[missing_page]: The navigation lists \"install\", but there is no install.md or .mdx; it is left out of the sidebar."
            ),
            fix: """
                Create the page (`content/docs/install.md` here), or correct or remove the entry \
                in `docs.json`; page paths there have no extension.
                """),
        .pageTooLarge: Explanation(
            meaning: """
                A page, with every snippet it uses expanded in place, comes to more than 128 MB \
                of Markdown. Snippets that use other snippets many times multiply: ten uses of a \
                snippet that uses another ten times is a hundred copies. Preflight stops there \
                rather than run out of memory.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", String(repeating: "<Snippet file=\"chapter.mdx\" />\n", count: 40)),
                    Example.File(
                        "content/snippets/chapter.mdx", String(repeating: "<Snippet file=\"section.mdx\" />\n", count: 40)),
                    Example.File("content/snippets/section.mdx", String(repeating: "<Snippet file=\"text.mdx\" />\n", count: 40)),
                    Example.File(
                        "content/snippets/text.mdx", String(repeating: "Lorem ipsum dolor sit amet. ", count: 150) + "\n"),
                ],
                arguments: ["markdown", "content/docs/index.md"],
                output:
                    "content/snippets/section.mdx:12:1: error[page_too_large]: The snippets this page uses come to more than 128 MB, at '/snippets/text.mdx'; expected fewer or smaller snippets."
            ),
            fix: "Use each snippet fewer times, or split the page into several pages."),
        .renderFailed: Explanation(
            meaning: """
                A page failed to render for a reason Preflight did not foresee. Every problem it \
                knows of in a page (components, front matter, links, limits) has its own code; \
                this one carries whatever went wrong instead.
                """,
            noExample: "It is the fallback for failures Preflight does not foresee, so no known input produces it.",
            fix: """
                Report the message and the page to the Preflight maintainers; meanwhile, narrowing \
                the page down shows which part it cannot render.
                """),
        .settingsPreviewFailed: Explanation(
            meaning: """
                A `<SettingsPreview>` in a page failed to draw its screen for a reason Preflight \
                did not foresee. A missing or broken catalog or state file is reported with its \
                own code (`file_not_found`, `missing_field`, …); this one is the fallback.
                """,
            noExample: "It is the fallback for failures Preflight does not foresee, so no known input produces it.",
            fix: """
                Check that the previewed catalog renders with `preflight preview`, and report the \
                message to the Preflight maintainers.
                """),
        .snippetCycle: Explanation(
            meaning: """
                Snippets use each other more than 8 levels deep, which almost always means a \
                snippet uses itself, directly or through others, and would repeat forever. \
                Preflight stops at that depth.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/docs/index.md",
                        """
                        import Intro from '/snippets/intro.mdx'

                        <Intro />

                        """),
                    Example.File(
                        "content/snippets/intro.mdx",
                        """
                        import Intro from '/snippets/intro.mdx'

                        Welcome!

                        <Intro />

                        """),
                ],
                arguments: ["markdown", "content/docs/index.md"],
                output:
                    "content/snippets/intro.mdx:5:1: error[snippet_cycle]: Snippets nest more than 8 deep at '/snippets/intro.mdx'; does a snippet import itself?"
            ),
            fix: "Remove the use that leads back to a snippet already being included, or flatten the chain of snippets."),
        .tableTooLarge: Explanation(
            meaning: """
                A Markdown table has more than 1,000 columns, or a page's tables leave more than \
                100,000 cells empty for Markdown to fill in (rows with fewer cells than the \
                header). The Markdown library's time and memory grow with the square of such \
                tables, so Preflight refuses them before they stall the build.
                """,
            example: Example(
                files: [Example.File("page.md", "Prices\n" + String(repeating: "|-", count: 1_001) + "\n")],
                arguments: ["markdown", "page.md"],
                output: "page.md:1:1: error[table_too_large]: This table has 1001 columns; expected at most 1000."),
            fix: "Split the table into smaller ones, or write out every row's cells; data that large is better linked as a file."),
        .tooManyImages: Explanation(
            meaning: """
                One paragraph opens more than 1,000 images with `![`. The Markdown library walks \
                back over every open image for each link it closes, so such a paragraph can take \
                minutes; Preflight refuses it before it stalls the build.
                """,
            example: Example(
                files: [Example.File("page.md", String(repeating: "![", count: 1_001) + "\n")],
                arguments: ["markdown", "page.md"],
                output:
                    #"page.md:1:1: error[too_many_images]: This paragraph opens more than 1000 images with '!['; expected fewer per paragraph (write a literal '![' as \![)."#
            ),
            fix: #"Split the images over several paragraphs, or write a literal `![` as `\![`."#),
        .unclosedComponent: Explanation(
            meaning: """
                A component is opened but never closed: a block component such as `<Note>` has no \
                `</Note>` before the end of the page, or an inline one such as `<Badge>` none \
                before the end of its paragraph. Preflight reports it rather than silently wrap \
                the rest of the page in it.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        <Note>
                        Changes are saved automatically.

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output: "page.md:1:1: error[unclosed_component]: <Note> is never closed; expected </Note>."),
            fix: "Add the closing tag where the component should end, or write it self-closing (`<Icon icon=\"star\" />`)."),
        .unclosedFrontMatter: Explanation(
            meaning: """
                A page starts with a `---` line, which opens front matter, but no `---` line \
                closes it. Without the closing line Preflight cannot tell where the title and \
                description end and the page begins.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        ---
                        title: Setup

                        # Setup

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:1:1: error[unclosed_front_matter]: The front matter that opens on line 1 has no closing '---' line."),
            fix: "Add a `---` line after the last front matter line, or remove the first `---` if the page has no front matter."),
        .unknownComponent: Explanation(
            meaning: """
                A tag starts with a capital letter, as components do, but names no component \
                Preflight knows and no snippet the page imports. A name close to a known one \
                (`<Notee>`) is almost surely a typo, and the message suggests the right one. As \
                Mintlify does, the page shows the component's children in its place; it is a \
                warning, which `build --strict` makes an error.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        <Notee>
                        Changes are saved automatically.
                        </Notee>

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output: "page.md:1:1: warning[unknown_component]: <Notee> is not a known component; its children are shown."),
            fix: """
                Correct the name, import the snippet it stands for, write HTML tags in lowercase, \
                or put code such as `Array<Int>` in backticks.
                """),
        .unresolvedSnippet: Explanation(
            meaning: """
                A page uses a snippet (`import Intro from '/snippets/intro.mdx'` then \
                `<Intro />`, or `<Snippet file="intro.mdx" />`) whose file cannot be read. \
                Snippet paths start at the content folder, so `/snippets/intro.mdx` is \
                `content/snippets/intro.mdx`.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        import Intro from '/snippets/intro.mdx'

                        <Intro />

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output: "page.md:3:1: error[unresolved_snippet]: The snippet '/snippets/intro.mdx' cannot be read."),
            fix: "Create the snippet at that path inside the content folder, or correct the path in the import."),
        .unsafeHTMLAttribute: Explanation(
            meaning: """
                Raw HTML in a page carries an attribute that can run script: an event handler \
                such as `onclick` or `onerror`, a `style` naming a script address, or a `srcdoc`. \
                Pages may hold raw HTML, but nothing in them may run script, so the attribute is \
                left out and the rest of the element kept.
                """,
            example: Example(
                files: [Example.File("page.md", "<a href=\"/\" onclick=\"track()\">Home</a>\n")],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:1:13: warning[unsafe_html_attribute]: The attribute \"onclick\" of <a> runs script; it was left out."
            ),
            fix: "Remove the attribute; behaviour a page needs belongs in the templates' script, not in the page."),
        .unsafeHTMLElement: Explanation(
            meaning: """
                Raw HTML in a page holds an element that could run script or take over the page: \
                `<script>`, `<base>` (which changes where every relative link leads) or `<meta>` \
                (which can redirect the page). Pages may hold raw HTML, but not these, so the \
                element is left out.
                """,
            example: Example(
                files: [Example.File("page.md", "<script>track()</script>\n")],
                arguments: ["markdown", "page.md"],
                output: "page.md:1:1: warning[unsafe_html_element]: The element <script> runs script; it was left out."),
            fix: "Remove the element; scripts the site needs belong in the templates, not in a page."),
        .unsafeURL: Explanation(
            meaning: """
                A link, an image, or an address in raw HTML or a component attribute uses a \
                scheme that can run script: `javascript:`, `vbscript:`, or `data:` for anything but an image. It is \
                left out of the page, since a reader clicking it would run code.
                """,
            example: Example(
                files: [Example.File("page.md", "[Open](javascript:alert(1))\n")],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:1:1: warning[unsafe_url]: The link leads to \"javascript:alert(1)\", whose scheme can run script (javascript:, vbscript:, data:); it was left out."
            ),
            fix: "Link to an `http:`, `https:` or `mailto:` address, or to a page or file of the site."),
        .unsupportedMDX: Explanation(
            meaning: """
                A page uses MDX JavaScript outside the subset Preflight evaluates without a \
                JavaScript engine. Preflight reads `export const` values (strings, numbers, \
                arrays, objects) and components written as arrow functions or functions that \
                return JSX, with props, defaults, `{children}`, `&&`, `? :`, `.map`, fragments, \
                spreads and template literals. Anything else (a function body with statements, \
                hooks, `export default`, a Markdown snippet imported under a namespace) is left \
                out: the rest of the page renders, and a component the code defines shows its \
                children. It is a warning, which `build --strict` makes an error.
                """,
            example: Example(
                files: [
                    Example.File(
                        "page.md",
                        """
                        export const version = getVersion()

                        # Release notes

                        """)
                ],
                arguments: ["markdown", "page.md"],
                output:
                    "page.md:1:1: warning[unsupported_mdx]: This `export` is outside the JavaScript Preflight evaluates: 'getVersion' is not defined on the page."
            ),
            fix:
                "Write the value into the page, or put shared text in a Markdown snippet and import it with `import Name from '/snippets/name.mdx'`."
        ),
        .unsupportedSetting: Explanation(
            meaning: """
                `docs.json` sets something Preflight reads but cannot honour: a key it does \
                not know, a Mintlify feature it has no counterpart for (another theme, an \
                assistant, an analytics service besides GA4, Plausible and PostHog), or a value \
                of a shape it does not take. The site is built without it; each thing left out \
                is its own warning at its own place in docs.json, so nothing is dropped without a word.
                """,
            example: Example(
                files: [
                    Example.File("content/docs.json", #"{"name": "Shop", "interaction": {"drilldown": false}}"#),
                    Example.File("content/index.md", "# Shop\n"),
                ],
                arguments: ["build", "--verbose"],
                output:
                    "content/docs.json:1:18: warning[unsupported_setting]: docs.json sets something Preflight does not honour: interaction; the site is built without it."
            ),
            fix: """
                Nothing must be done: the rest of the site is built. Remove the setting to \
                silence the warning, or pass `--strict` to make it an error.
                """),
        .undefinedVariable: Explanation(
            meaning: """
                A page or snippet writes `{{name}}`, Mintlify's placeholder for one of \
                docs.json's `variables`, but docs.json defines no variable of that name. \
                Mintlify fails the build for it, and so does Preflight: the reader would see \
                the braces. Inside code (a code span or a fenced block) an undefined \
                `{{name}}` is text, since templates are documented there.
                """,
            example: Example(
                files: [
                    Example.File("content/docs.json", #"{"name": "Shop", "variables": {"version": "2.0"}}"#),
                    Example.File("content/index.md", "# Shop\n\nInstall {{verison}}.\n"),
                ],
                arguments: ["build"],
                output:
                    "content/index.md:3:9: error[undefined_variable]: {{verison}} is not a variable in docs.json (docs.json defines version); expected every {{name}} in a page to be defined."
            ),
            fix: """
                Define the name in docs.json's `variables` (`"variables": {"verison": "…"}`) or \
                correct its spelling in the page.
                """),
    ]
}
