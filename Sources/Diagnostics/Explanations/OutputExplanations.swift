extension DiagnosticCode {
    static let outputExplanations: [DiagnosticCode: Explanation] = [
        .outputContainsContent: Explanation(
            meaning: """
                The output folder is the content folder, or a folder that holds it. A build \
                replaces its output folder whole, so it would delete the content; Preflight \
                refuses before writing anything, and `--force` does not override it.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json")
                ],
                arguments: ["build", "--output", "content"],
                output:
                    "content: error[output_contains_content]: The output content is the content folder; a build replaces its output folder whole, so this would delete it. Expected a folder of its own, such as _site."
            ),
            fix: "Write the site to a folder of its own, such as the default `--output _site`."),
        .outputContainsTemplates: Explanation(
            meaning: """
                The output folder is the templates folder, or a folder that holds it. A build \
                replaces its output folder whole, so it would delete the templates; Preflight \
                refuses before writing anything, and `--force` does not override it.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json"),
                    Example.File("templates/page.mustache", "<main>{{{content}}}</main>\n"),
                ],
                arguments: ["build", "--output", "templates"],
                output:
                    "templates: error[output_contains_templates]: The output templates is the templates folder; a build replaces its output folder whole, so this would delete it. Expected a folder of its own, such as _site."
            ),
            fix: "Write the site to a folder of its own, such as the default `--output _site`."),
        .outputContainsWorkingFolder: Explanation(
            meaning: """
                The output folder is the folder the command runs in, or one that holds it \
                (`--output .` or `--output ..`). A build replaces its output folder whole, so it \
                would delete the project; Preflight refuses before writing anything, and \
                `--force` does not override it.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json")
                ],
                arguments: ["build", "--output", "."],
                output:
                    ".: error[output_contains_working_folder]: The output . is the working folder; a build replaces its output folder whole, so this would delete it. Expected a folder of its own, such as _site."
            ),
            fix: "Write the site to a folder of its own inside the project, such as the default `--output _site`."),
        .outputIsProtected: Explanation(
            meaning: """
                The output folder is one Preflight never replaces, whatever the options: the root \
                folder `/`, the home folder or a folder that holds it, a folder directly under \
                `/` (such as `/srv`) that holds other files, or a folder with a Git repository \
                (`.git`), such as a `gh-pages` checkout whose history would be lost.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json"),
                    Example.File("site/.git/HEAD", "ref: refs/heads/gh-pages\n"),
                ],
                arguments: ["build", "--output", "site"],
                output:
                    "site: error[output_is_protected]: The output site holds a Git repository (.git); a build replaces its output folder whole, so this would delete it. Expected a folder of its own, such as _site."
            ),
            fix: """
                Choose a folder of its own for `--output`, such as `_site`. To publish into a Git \
                checkout, build into `_site` and copy its files into the checkout.
                """),
        .outputNotAFile: Explanation(
            meaning: """
                `preview --output` or `diff --html` names a folder, but they write one page, \
                which needs a file name.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json"),
                    Example.File("previews/README.md", "Screen previews for review.\n"),
                ],
                arguments: ["preview", "shop.json", "--output", "previews"],
                output:
                    "previews: error[output_not_a_file]: The output previews is a folder; expected a file name for the page, such as preview.html."
            ),
            fix: "Name the page's file, such as `--output previews/shop.html`."),
        .outputNotAFolder: Explanation(
            meaning: """
                `build --output` names an existing file, but a build writes a whole folder \
                there, which would take the file's place.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json"),
                    Example.File("site", "Notes about the site.\n"),
                ],
                arguments: ["build", "--output", "site"],
                output:
                    "site: error[output_not_a_folder]: The output site is a file, not a folder; expected a folder for the site, or a path that does not exist yet."
            ),
            fix: "Choose a folder for `--output`, or a path that does not exist yet, such as `_site`."),
        .outputNotAPage: Explanation(
            meaning: """
                `preview --output` or `diff --html` would replace an existing file that is not an \
                HTML page, such as a catalog or a README. Preflight replaces only `.html` files \
                there without `--force`, so that a slip such as `--html new.json` cannot destroy \
                an input.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("old.json"),
                    Example.File(
                        "new.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"default": false}}}
                          ]
                        }
                        """),
                ],
                arguments: ["diff", "old.json", "new.json", "--html", "new.json"],
                output:
                    "new.json: error[output_not_a_page]: The output new.json is an existing file that is not an HTML page; writing the page would replace it. Expected a new file or an .html file."
            ),
            fix:
                "Name a new file or an `.html` one, such as `--html review.html`; pass `--force` only if the file should really be replaced."
        ),
        .outputNotASite: Explanation(
            meaning: """
                The output folder holds files, but not the `.preflight-site` mark that every \
                folder Preflight writes carries. A build replaces its output folder whole, so \
                Preflight refuses to delete files it did not write.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json"),
                    Example.File("site/notes.txt", "Launch checklist.\n"),
                ],
                arguments: ["build", "--output", "site"],
                output:
                    "site: error[output_not_a_site]: The output site holds files that Preflight did not write (it has no .preflight-site file); expected an empty or missing folder, or one an earlier build wrote."
            ),
            fix: """
                Choose another `--output`, or empty the folder; pass `--force` only if \
                everything in it may be deleted.
                """),
        .outputNotWritable: Explanation(
            meaning: """
                Preflight could not write its output: a folder on the way does not exist (`preview \
                --output` and `diff --html` do not create folders), the user may not write there, \
                or the disk is full or read-only. The message gives the reason.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json")
                ],
                arguments: ["preview", "shop.json", "--output", "previews/shop.html"],
                // Foundation's message holds a typographic apostrophe (U+2019).
                output:
                    "previews/shop.html: error[output_not_writable]: Cannot write the page (The operation could not be completed. The file doesn\u{2019}t exist.); expected a writable file."
            ),
            fix:
                "Create the folder first (`mkdir previews`) or choose a writable place, and check the disk's free space and permissions."
        ),
    ]
}
