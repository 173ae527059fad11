extension DiagnosticCode {
    static let templateExplanations: [DiagnosticCode: Explanation] = [
        .emptyTag: Explanation(
            meaning: """
                A Mustache tag in a template has no name between its braces (`{{}}`, `{{# }}`), \
                so there is nothing to put in its place. Templates are checked when they are \
                loaded, before any page is written.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "<title>{{}}</title>\n"),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache:1:8: error[empty_tag]: The tag `{{}}` has no name; expected a name such as `{{name}}`."
            ),
            fix: "Write the name of the value the tag should show, such as `{{title}}`, or remove the tag."),
        .invalidDelimiter: Explanation(
            meaning: """
                A set-delimiter tag, which changes Mustache's `{{ }}` to other markers for the \
                rest of a template, is not written as two markers separated by a space: \
                `{{=<% %>=}}`. Without both markers the rest of the template cannot be read.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "{{=<%>=}}\n"),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache:1:1: error[invalid_delimiter]: The delimiter tag `{{=<%>=}}` must hold two delimiters without `=` or whitespace, separated by whitespace, such as `{{=<% %>=}}`."
            ),
            fix: "Separate the opening and closing markers with a space (`{{=<% %>=}}`), or remove the tag and keep `{{ }}`."),
        .mismatchedSection: Explanation(
            meaning: """
                A section (`{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`) is closed by a tag \
                naming another section, usually a typo or two sections closed in the wrong order. \
                Sections must close in the reverse order they open.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "{{#toc}}<a href=\"#{{id}}\">{{text}}</a>{{/tocs}}\n"),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache:1:39: error[mismatched_section]: The closing tag `{{/tocs}}` does not match `{{#toc}}` opened at 1:1; expected `{{/toc}}`."
            ),
            fix: "Close the section with its own name (`{{/toc}}`), closing inner sections before outer ones."),
        .missingPartial: Explanation(
            meaning: """
                A template includes a partial (`{{> header}}`) or extends a parent \
                (`{{< layout}}`) for which the templates folder has no `.mustache` file. As \
                Mustache asks, the tag renders as nothing; Preflight warns, since a misspelt \
                name or a file left out would otherwise make pages lose their header or navigation \
                without a word. The warning is counted, and listed with `--verbose`.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": true}}}]}

                        """),
                    Example.File("templates/preview.mustache", "{{> header}}\n{{{screen}}}\n"),
                ],
                arguments: ["preview", "shop.json", "--verbose"],
                output:
                    "templates/preview.mustache:1:1: warning[missing_partial]: `header` names no template, so it renders as nothing; expected a file `header.mustache` in the templates folder."
            ),
            fix: """
                Add the file (`templates/header.mustache` for `{{> header}}`; a partial in a \
                subfolder is named with its path, `{{> partials/header}}`), or correct the name.
                """),
        .recursiveBlock: Explanation(
            meaning: """
                A template that extends a parent fills one of its blocks (`{{$body}}…{{/body}}`) \
                with content that holds the same block again, so filling it never ends. \
                Preflight stops the render after 200 levels instead of running until it crashes.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": true}}}]}

                        """),
                    Example.File("templates/layout.mustache", "<main>{{$body}}{{/body}}</main>\n"),
                    Example.File(
                        "templates/preview.mustache", "{{<layout}}{{$body}}{{$body}}{{/body}}{{{screen}}}{{/body}}{{/layout}}\n"),
                ],
                arguments: ["preview", "shop.json"],
                output:
                    "templates/preview.mustache:1:21: error[recursive_block]: The block `body` is filled with an override that holds the block `body` again, more than 200 levels deep; expected an override that does not hold its own block."
            ),
            fix: "Take the block's own tag out of the content that fills it."),
        .recursivePartial: Explanation(
            meaning: """
                A partial includes itself, directly or through other partials, without data that \
                runs out, so the include never ends. Including a partial inside itself works only \
                within a section over nested data (`{{#children}}{{> item}}{{/children}}`), which \
                stops at the last level; Preflight stops any other after 200 levels.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": true}}}]}

                        """),
                    Example.File("templates/preview.mustache", "{{{screen}}}\n{{> preview}}\n"),
                ],
                arguments: ["preview", "shop.json"],
                output:
                    "templates/preview.mustache:2:1: error[recursive_partial]: `preview` is included inside itself more than 200 levels deep (preview → preview); expected a partial that stops including itself when its data runs out, such as one included inside `{{#children}}`."
            ),
            fix: "Remove the include that leads back to the template, or put it inside a section over data that ends."),
        .templateError: Explanation(
            meaning: """
                The templates could not be loaded for a reason Preflight did not foresee. \
                Missing folders, unreadable files and every Mustache syntax error have codes of \
                their own; this one carries whatever went wrong instead.
                """,
            noExample: "It is the fallback for failures Preflight does not foresee, so no known input produces it.",
            fix: "Check that the templates folder and its files can be read, and report the message to the Preflight maintainers."
        ),
        .templateFolderNotFound: Explanation(
            meaning: """
                The template library was asked to load a folder that does not exist. The \
                commands check the folder before loading it and report a missing one as \
                `templates_not_found`, so this code only appears if the folder disappears while \
                Preflight starts.
                """,
            noExample: """
                The commands report a missing templates folder as `templates_not_found` before \
                this check is reached.
                """,
            fix: "Check that the templates folder exists and that nothing removes it while Preflight runs."),
        .templateNotFound: Explanation(
            meaning: """
                A templates folder replaces the built-in templates as a whole, and it lacks a \
                template the command renders: `build` needs `page`, `previews` and `404` (and \
                `preview` and `review` once there are catalogs and reviews), `preview` needs \
                `preview`, and `diff --html` needs `review`. The hint lists the templates the \
                folder has.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "<main>{{{body}}}</main>\n"),
                ],
                arguments: ["build"],
                output:
                    "<input>: error[template_not_found]: No template is named `previews`; expected one of the library's 1 templates."
            ),
            fix: """
                Add the missing template to the folder (copying the shipped ones is the easiest \
                start), or remove the folder to use the built-in templates.
                """),
        .templateOutputTooLarge: Explanation(
            meaning: """
                Rendering one page writes more than Preflight allows: 16 MB plus an allowance \
                that grows with the page's data. Output that large comes from sections over the \
                same list nested inside one another, which multiply at every level, so Preflight \
                stops at the tag that passed the limit rather than fill the disk.
                """,
            example: Example(
                files: nestedTableOfContents(depth: 6, innermost: "{{{body}}}"),
                arguments: ["build"],
                output: "templates/page.mustache:1:49: error[template_output_too_large]: Rendering `page` made more than …"),
            fix: "Go through each list once, with its own section, rather than inside another section over the same list."),
        .templateRenderTooLong: Explanation(
            meaning: """
                Rendering one page takes more steps than Preflight allows: a million plus an \
                allowance that grows with the template and the page's data. Sections over the \
                same list nested inside one another, or a partial included twice inside itself, \
                multiply the work at every level; Preflight stops at the tag that passed the \
                limit rather than run for hours.
                """,
            // A standalone preview: its data is the catalog's screen and the toolbar's fixed
            // choices, so the tag that passes the limit stays put when a docs page's data (its
            // interface strings, its navigation) grows or shrinks.
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json"),
                    Example.File(
                        "theme/preview.mustache",
                        String(repeating: "{{#textSizes}}", count: 6) + "{{label}}"
                            + String(repeating: "{{/textSizes}}", count: 6) + "\n"),
                ],
                arguments: ["preview", "shop.json", "--templates", "theme", "--output", "shop.html"],
                output: "theme/preview.mustache:1:71: error[template_render_too_long]: Rendering `preview` took more than …"),
            fix:
                "Go through each list once, with its own section, and include a partial inside itself only within a section over nested data."
        ),
        .templatesNotFound: Explanation(
            meaning: """
                `--templates` names a folder that does not exist (or is a file). Without \
                `--templates`, a missing `templates/` folder simply means the built-in templates; \
                a folder you name explicitly must be there, so a typo does not silently give the \
                site the default look.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Home\n")],
                arguments: ["build", "--templates", "theme"],
                output: "theme: error[templates_not_found]: No templates folder here; expected a folder of Mustache templates."),
            fix: "Correct the path given to `--templates`, or leave the option out to use `templates/` or the built-in templates."
        ),
        .unclosedSection: Explanation(
            meaning: """
                A section opened with `{{#name}}` or `{{^name}}` has no `{{/name}}` before the \
                end of its template, so Mustache cannot tell where the repeated or conditional \
                part ends.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "{{#toc}}<a href=\"#{{id}}\">{{text}}</a>\n"),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache:1:1: error[unclosed_section]: The section `{{#toc}}` is never closed; expected `{{/toc}}` before the end of the template."
            ),
            fix: "Add the closing tag (`{{/toc}}`) where the section should end."),
        .unclosedTag: Explanation(
            meaning: """
                A Mustache tag opens with `{{` (or the markers a delimiter tag set) and never \
                closes with `}}`, so the rest of the template would be read as its name.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "<title>{{title</title>\n"),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache:1:8: error[unclosed_tag]: The tag `{{title</title>…` is never closed; expected `}}`."
            ),
            fix: "Close the tag with `}}` (`}}}` for a triple-brace tag), or write a literal `{{` with a set-delimiter tag."),
        .unopenedSection: Explanation(
            meaning: """
                A closing tag `{{/name}}` appears where no section of that name is open: \
                usually a section closed twice, or its opening tag deleted.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    Example.File("templates/page.mustache", "<main>{{{body}}}</main>{{/body}}\n"),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache:1:24: error[unopened_section]: The closing tag `{{/body}}` closes no section; expected a `{{#body}}` before it."
            ),
            fix: "Remove the stray closing tag, or add the `{{#name}}` that should open the section."),
        .unreadableTemplate: Explanation(
            meaning: """
                A file in the templates folder whose name ends in `.mustache` cannot be read as \
                UTF-8 text: it was saved in another encoding (Latin-1, UTF-16) or is not text at \
                all. The same code covers an entry that is not a file, such as a folder named \
                `page.mustache`.
                """,
            example: Example(
                files: [
                    Example.File("content/docs/index.md", "# Home\n"),
                    // `<title>Café</title>` saved as Latin-1, where `é` is the single byte 0xE9.
                    Example.File("templates/page.mustache", bytes: Array("<title>Caf".utf8) + [0xE9] + Array("</title>\n".utf8)),
                ],
                arguments: ["build"],
                output:
                    "templates/page.mustache: error[unreadable_template]: Cannot read the template as UTF-8 text: The operation could not be completed. The file isn\u{2019}t in the correct format."
            ),
            fix:
                "Save the template as UTF-8 (most editors offer it under \"Save with Encoding\"), or rename whatever is not a template."
        ),
    ]

    /// A page of six headings and a page template that goes through its table of contents
    /// `depth` times inside itself: work that multiplies at every level.
    private static func nestedTableOfContents(depth: Int, innermost: String) -> [Example.File] {
        let page = "# Home\n\n" + ["One", "Two", "Three", "Four", "Five", "Six"].map { "## \($0)\n" }.joined(separator: "\n")
        let template =
            String(repeating: "{{#toc}}", count: depth) + innermost + String(repeating: "{{/toc}}", count: depth) + "\n"
        return [
            Example.File("content/docs/index.md", page),
            Example.File("templates/previews.mustache", ""),
            Example.File("templates/page.mustache", template),
        ]
    }
}
