extension DiagnosticCode {
    static let buildExplanations: [DiagnosticCode: Explanation] = [
        .buildFailed: Explanation(
            meaning: """
                The build stopped on a failure Preflight has no specific code for, such as an \
                unexpected error from the system; the message carries the underlying error. The \
                previous output folder is left as it was.
                """,
            noExample: "It stands for failures Preflight does not foresee, so no input is known to produce it.",
            fix: """
                Run the build again. If it fails the same way, report it with the message and the \
                command: Preflight should give that failure a code of its own.
                """),
        .buildInterrupted: Explanation(
            meaning: """
                The build was stopped before it finished, by Ctrl-C or a termination signal (a \
                cancelled CI job, say). Preflight writes a build into a temporary folder and swaps \
                it in only at the end, so the previous output is left as it was, never half \
                replaced.
                """,
            noExample: "It takes a signal arriving while the build runs, not any input.",
            fix: "Run the build again and let it finish."),
        .invalidBaseURL: Explanation(
            meaning: """
                `--base-url` says where the site will be published, and goes into `sitemap.xml`, \
                `llms.txt` and the 404 page, so it must be an `http://` or `https://` address with \
                a host. Anything else (a bare host name, a path, a `javascript:` URL) would become \
                a broken or unsafe link in every file that names it.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json")
                ],
                arguments: ["build", "--base-url", "docs.example.com"],
                output:
                    #"--base-url: error[invalid_base_url]: The base URL "docs.example.com" is not an http: or https: address; expected one like https://docs.example.com/."#
            ),
            fix: "Give the full address, with its scheme: `--base-url https://docs.example.com/`."),
        .reviewInputNotFound: Explanation(
            meaning: """
                A review file in `content/reviews/` names, in `old`, `new` or `states`, a catalog \
                or states folder that does not exist. Paths in a review start from the content \
                folder: `catalogs/shop.json` means `content/catalogs/shop.json`.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json"),
                    Example.File(
                        "content/reviews/next.json",
                        #"{"old": "catalogs/shop.json", "new": "catalogs/shop-next.json"}"#),
                ],
                arguments: ["build"],
                output:
                    #"content/reviews/next.json:1:38: new: error[review_input_not_found]: No file or folder "catalogs/shop-next.json" in content; expected the path of a catalog, relative to the content folder."#
            ),
            fix: "Correct the path, relative to the content folder, or add the catalog the review should compare."),
        .staleAcceptance: Explanation(
            meaning: """
                An `"accepted"` list (in an `--accept` file of `preflight diff`, or in a review \
                file of `content/reviews/`) signs off a change id that the review does not report. \
                Ids are derived from the change itself (its kind, topic, channel and values), so \
                the change was undone, or it has become a different change (a default that now \
                flips the other way, a rename to another slug) that nobody has reviewed yet. The \
                sign-off is ignored.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json"),
                    Example.File(
                        "accepted.json",
                        #"{"accepted": [{"id": "slug_renamed-0c4f2a91", "by": "Ana", "why": "never shipped"}]}"#),
                ],
                arguments: ["diff", "shop.json", "shop.json", "--accept", "accepted.json"],
                output:
                    #"accepted.json:1:15: accepted[0]: warning[stale_acceptance]: Accepted change "slug_renamed-0c4f2a91" (by Ana) matches no change of this review; expected the id of a change the diff reports."#
            ),
            fix:
                "Review the change as it is now and accept its current id (from `--format json` or `--format markdown`), or remove the entry."
        ),
        .conflictingOptions: Explanation(
            meaning: """
                Two options were given that cannot work together, so one of them would be \
                silently ignored. `diff --format sql` prints a query that counts the subscribers \
                of the database it runs on, so it takes no `--states`; `--dialect`, \
                `--subscribers-table` and `--choices-table` shape that query, so they need \
                `--format sql`.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json"),
                    Example.File("states.jsonl", #"{"subscriber": "ana", "choices": {}}"#),
                ],
                arguments: ["diff", "shop.json", "shop.json", "--format", "sql", "--states", "states.jsonl"],
                output:
                    "--states: error[conflicting_options]: --format sql counts the subscribers of the database the query runs on, not --states; expected one or the other."
            ),
            fix: """
                Leave out one of the two: `--format json --states …` counts the exported states \
                here; `--format sql` counts in the database.
                """),
        .invalidTableName: Explanation(
            meaning: """
                `diff --format sql` pastes `--subscribers-table` and `--choices-table` into a \
                query that runs on a production database, so each must be a plain name: letters, \
                digits and underscores, not starting with a digit, optionally qualified as \
                `schema.table` or `catalog.schema.table`. Anything else (quotes, spaces, \
                semicolons, comment marks) is refused rather than quoted.
                """,
            example: Example(
                files: [Example.File.shopCatalog("shop.json")],
                arguments: [
                    "diff", "shop.json", "shop.json", "--format", "sql", "--subscribers-table", "users; drop table users",
                ],
                output:
                    #"--subscribers-table: error[invalid_table_name]: The table name "users; drop table users" is not a plain name; expected letters, digits and underscores (not starting with a digit, at most 63 each), optionally qualified as schema.table or catalog.schema.table."#
            ),
            fix: """
                Name the table as the engine knows it without quotes, e.g. \
                `--subscribers-table analytics.subscribers`; create a view with a plain name over \
                a table whose name needs quoting.
                """),
        .duplicatePreviewPath: Explanation(
            meaning: """
                Two files of `catalogs/` (or of `states/`) would be published at the same preview \
                URL. A catalog's previews are named by its path under `catalogs/`, folders joined \
                with `-`, so `catalogs/a/x.json` becomes `previews/a-x/` and so does \
                `catalogs/a-x.json`; a state is named the same way under `states/`, and cannot \
                be called `index` or `gallery`, which are pages of every catalog's folder. \
                Preflight will not let one file silently replace the other's pages.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/catalogs/a-x.json",
                        #"{"topics": [{"slug": "news", "name": "News", "channels": {"email": {"default": true}}}]}"#),
                    Example.File(
                        "content/catalogs/a/x.json",
                        #"{"topics": [{"slug": "news", "name": "News", "channels": {"email": {"default": true}}}]}"#),
                ],
                arguments: ["build"],
                output:
                    "content/catalogs/a/x.json: error[duplicate_preview_path]: Both catalogs/a-x.json and catalogs/a/x.json become the previews previews/a-x/; expected one catalog per name."
            ),
            fix: "Rename or move one of the two files so that its path gives a name of its own."),
        .duplicateAcceptance: Explanation(
            meaning: """
                An `"accepted"` list names the same change id twice, as a merge of two sign-off \
                files or a copied entry leaves it. Only one sign-off can show with the change, so \
                the last one counts, and the earlier one's `by` and `why` are not shown anywhere.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json"),
                    Example.File(
                        "accepted.json",
                        """
                        {"accepted": [
                          {"id": "slug_renamed-0c4f2a91", "by": "Ana", "why": "never shipped"},
                          {"id": "slug_renamed-0c4f2a91", "by": "Bo", "why": "agreed"}
                        ]}
                        """),
                ],
                arguments: ["diff", "shop.json", "shop.json", "--accept", "accepted.json"],
                output:
                    #"accepted.json:3:3: accepted[1]: warning[duplicate_acceptance]: Change "slug_renamed-0c4f2a91" is already signed off at accepted[0] (2:3); the last sign-off counts."#
            ),
            fix: "Keep one sign-off per change id: merge the two entries' reasons into one."),
        .browserNotFound: Explanation(
            meaning: """
                `preflight snapshot` takes its screenshots with headless Chromium, and none was \
                found: `CHROMIUM_BIN` names no program and none of `chromium`, \
                `chromium-browser`, `google-chrome` or `google-chrome-stable` is on `PATH`.
                """,
            example: Example(
                files: [Example.File.shopCatalog("shop.json")],
                arguments: ["snapshot", "shop.json", "--output", "shots"], condition: .noBrowser,
                output:
                    "chromium: error[browser_not_found]: No Chromium or Chrome was found on PATH (looked for chromium, chromium-browser, google-chrome, google-chrome-stable); expected a browser to take the screenshots."
            ),
            fix: """
                Install Chromium (`apt-get install chromium` on Debian and Ubuntu), or set \
                `CHROMIUM_BIN` to the path of a Chromium or Chrome.
                """),
        .snapshotFailed: Explanation(
            meaning: """
                Chromium ran for a `snapshot` screenshot but wrote no PNG, or one whose pixel \
                size is not the device's size times `--scale`: it crashed, was killed after two \
                minutes, or could not start (a sandbox refused, no display libraries).
                """,
            noExample: "It depends on the browser and the machine, not on any input.",
            fix: """
                Run the browser by hand with the arguments the message shows to see its own error; \
                update or reinstall Chromium, or point `CHROMIUM_BIN` at another.
                """),
        .stateIgnored: Explanation(
            meaning: """
                `preview` was given a `--state`, but the catalog file holds topics already \
                resolved for one subscriber (what the SDK's `preferences.all()` returns). Every \
                channel's on/off is already decided there, so the state is not applied.
                """,
            example: Example(
                files: [
                    Example.File(
                        "topics.json",
                        """
                        [
                          {"slug": "sales", "name": "Sales", "channels": {"push": {"isOptedIn": true, "isDefault": true}}}
                        ]
                        """),
                    Example.File("ana.json", #"{"choices": {"sales": false}}"#),
                ],
                arguments: ["preview", "topics.json", "--state", "ana.json", "--output", "sales.html", "--verbose"],
                output:
                    "ana.json: warning[state_ignored]: The topics in topics.json are already resolved for a subscriber, so this state is not applied."
            ),
            fix: """
                Preview the state against the catalog itself (the one with each channel's \
                `default`), or leave out `--state` to preview the resolved topics as they are.
                """),
        .duplicateSubscriber: Explanation(
            meaning: """
                `diff --states` met a second state with the same `subscriber` id. Exports often \
                hold a subscriber twice (a re-run job, two overlapping files); counting both would \
                count one person twice. The last state read counts, once: files in path order, \
                states in file order.
                """,
            example: Example(
                files: [
                    Example.File(
                        "old.json", #"{"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": true}}}]}"#),
                    Example.File(
                        "new.json", #"{"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": false}}}]}"#),
                    Example.File(
                        "states.jsonl",
                        """
                        {"subscriber": "ana", "choices": {}}
                        {"subscriber": "ana", "choices": {"news": true}}
                        """),
                ],
                arguments: ["diff", "old.json", "new.json", "--states", "states.jsonl", "--verbose"],
                output:
                    "states.jsonl:2:1: warning[duplicate_subscriber]: Subscriber \"ana\" appears more than once; the last state counts, once."
            ),
            fix: """
                Nothing, if the last state is the one to trust. Otherwise export each subscriber \
                once, or remove the older file from the states folder.
                """),
        .unrecognizedStateFile: Explanation(
            meaning: """
                A file in the folder given to `diff --states` is not named like states: `.json` \
                (one state, or an array of states), `.jsonl` or `.ndjson` (one state per line), \
                each optionally gzip-compressed (`.gz`). It is not read, and said so, rather than \
                leaving the count short without a word.
                """,
            example: Example(
                files: [
                    Example.File(
                        "old.json", #"{"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": true}}}]}"#),
                    Example.File(
                        "new.json", #"{"topics": [{"slug": "news", "name": "News", "channels": {"push": {"default": false}}}]}"#),
                    Example.File("states/ana.json", #"{"subscriber": "ana", "choices": {}}"#),
                    Example.File("states/notes.txt", "exported on Monday"),
                ],
                arguments: ["diff", "old.json", "new.json", "--states", "states", "--verbose"],
                output:
                    "states/notes.txt: warning[unrecognized_state_file]: This file in the states folder is not read; expected states in .json, .jsonl or .ndjson (optionally .gz)."
            ),
            fix: """
                Rename the file if it holds states (`.jsonl` for one state per line), or move it \
                out of the states folder.
                """),
    ]
}
