extension DiagnosticCode {
    static let inputFileExplanations: [DiagnosticCode: Explanation] = [
        .contentNotFound: Explanation(
            meaning: """
                `build` reads the content folder (`content/` in the working folder, unless \
                `--content` names another), and there is no such folder. Usually the command runs \
                in the wrong folder, or `--content` is misspelled.
                """,
            example: Example(
                files: [],
                arguments: ["build"],
                output: "content: error[content_not_found]: No content folder here; expected a folder with catalogs/ and states/."
            ),
            fix: "Run the command in the project's folder, or name the content folder with `--content DIR`."),
        .fileNotFound: Explanation(
            meaning: """
                A file named on the command line, or by a page, does not exist. Usually the path \
                is misspelled, or written relative to another folder than the one it is read \
                from: paths on the command line start from the working folder.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json")
                ],
                arguments: ["preview", "catalogs/shop.json"],
                output: "catalogs/shop.json: error[file_not_found]: No such file; expected an existing file."),
            fix: "Correct the path (here, `content/catalogs/shop.json`)."),
        .fileTooLarge: Explanation(
            meaning: """
                A page or data file is larger than Preflight reads: 16 MB for pages and 64 MB for \
                JSON files, unless `--max-file-size` sets another limit. The file is refused \
                before it is read, so that a wrong file (a log, a database dump) cannot exhaust \
                the machine's memory.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json")
                ],
                arguments: ["lint", "--max-file-size", "64", "shop.json"],
                output: "shop.json:1:1: error[file_too_large]: This file is 101 bytes; files may be at most 64 bytes."),
            fix: """
                Check that the file is the one meant. If it really is that large, split it, or \
                raise the limit with `--max-file-size` (such as `--max-file-size 128M`).
                """),
        .isADirectory: Explanation(
            meaning: "A folder was named where Preflight reads one file, such as the catalog or the `--state` of `preview`.",
            example: Example(
                files: [
                    Example.File.shopCatalog("content/catalogs/shop.json")
                ],
                arguments: ["preview", "content/catalogs"],
                output: "content/catalogs: error[is_a_directory]: This is a folder; expected a file."),
            fix: "Name a file inside the folder, such as `content/catalogs/shop.json`."),
        .pathOutsideContent: Explanation(
            meaning: """
                A path that a docs page names, such as the `catalog` or `state` of a \
                `<SettingsPreview>`, leads out of the content folder through `..` or a symbolic \
                link. Preflight reads only files inside the content folder, so that no page can \
                publish a file from elsewhere on the machine.
                """,
            example: Example(
                files: [
                    Example.File("shop.json", #"{"topics": []}"#),
                    Example.File("content/docs/index.md", "# Settings\n\n<SettingsPreview catalog=\"../shop.json\" />\n"),
                ],
                arguments: ["build"],
                output:
                    "content/../shop.json: error[path_outside_content]: This path leads out of content (to $PWD/shop.json); expected a file inside it."
            ),
            fix: """
                Copy the file into the content folder (a catalog into `content/catalogs/`) and \
                name it relative to that folder, such as `catalogs/shop.json`.
                """),
        .symlinkOutsideContent: Explanation(
            meaning: """
                A file in the content folder (or its `catalogs/`, `states/` or `docs/` folder \
                itself) is a symbolic link to something outside the content folder. Preflight \
                does not follow it, so that a build never publishes a file from elsewhere on the \
                machine.
                """,
            example: Example(
                files: [
                    Example.File("shared/shop.json", #"{"topics": []}"#),
                    Example.File("content/catalogs/shop.json", linkTo: "../../shared/shop.json"),
                ],
                arguments: ["build"],
                output:
                    "content/catalogs/shop.json: error[symlink_outside_content]: This symbolic link leads out of content (to $PWD/shared/shop.json); expected a file inside it."
            ),
            fix: "Copy the file into the content folder instead of linking to it, or link to a file that is inside it."),
        .unreadableFile: Explanation(
            meaning: """
                The system refused to open or read the file: it lacks read permission, or its \
                path goes through a file as if it were a folder (as `shop.json/sales.json` \
                does). The message gives the system's reason.
                """,
            example: Example(
                files: [
                    Example.File.shopCatalog("shop.json")
                ],
                arguments: ["lint", "shop.json/sales.json"],
                output:
                    "shop.json/sales.json: error[unreadable_file]: Cannot open the file (Not a directory); expected a readable file."
            ),
            fix: "Check the path, and the file's permissions (`ls -l`): the user running Preflight must be able to read it."),
    ]
}
