import ChildProcess
import Foundation
import Testing

/// `--output` never deletes what Preflight did not write: every refused folder is refused
/// before anything is touched, with exit 2 and a coded error, and not one byte changes.
@Suite("Output folder safety, end to end")
struct OutputSafetyTests {
    /// `outer/project` holding a small site and notes of its own, beside `outer/sibling`, so
    /// that `--output ..` has a parent and a sibling to lose.
    private final class Workspace {
        let folder: TemporarySite
        var outer: URL { folder.root }
        var project: URL { outer.appendingPathComponent("project") }

        init() throws {
            folder = try TemporarySite()
            try folder.write("project/content/catalogs/gym.json", BuildCommandTests.catalog)
            try folder.write("project/content/states/quiet.json", BuildCommandTests.state)
            try folder.write("project/content/docs/index.md", "---\ntitle: Home\n---\n# Home\n")
            try folder.write("project/NOTES.txt", "keep\n")
            try folder.write("sibling/notes.txt", "a sibling's file\n")
        }

        /// Runs `preflight arguments…` in the project (or `directory`) and checks that it exits 2
        /// with `code`, and that nothing under `outer` changed.
        func expectRefused(
            _ arguments: [String], code: String, in directory: URL? = nil, environment: [String: String] = [:],
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let before = try FolderSnapshot(outer)
            let outcome = try PreflightProcess.run(arguments, in: directory ?? project, environment: environment)
            #expect(outcome.status == 2, "\(outcome.stderr)", sourceLocation: sourceLocation)
            #expect(outcome.stderr.contains("error[\(code)]"), "\(outcome.stderr)", sourceLocation: sourceLocation)
            #expect(!outcome.stderr.contains("Fatal error"), sourceLocation: sourceLocation)
            #expect(try FolderSnapshot(outer).changes(since: before) == [], sourceLocation: sourceLocation)
        }
    }

    @Test("build --output . is refused: the project and its notes stay")
    func outputIsWorkingFolder() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(["build", "--output", "."], code: "output_contains_working_folder")
        try workspace.expectRefused(["build", "--output", "../project/"], code: "output_contains_working_folder")
        #expect(try workspace.folder.read("project/NOTES.txt") == "keep\n")
    }

    @Test("build --output content is refused: the sources are not replaced by the site")
    func outputIsContent() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(["build", "--output", "content"], code: "output_contains_content")
        try workspace.expectRefused(["build", "--output", "./content/"], code: "output_contains_content")
    }

    @Test("build --output .. is refused: the parent folder and its siblings stay")
    func outputIsParent() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(["build", "--output", ".."], code: "output_contains_working_folder")
    }

    @Test("a folder that holds the content folder is refused, from outside it too")
    func outputHoldsContent() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(
            ["build", "--content", "project/content", "--output", "project"], code: "output_contains_content", in: workspace.outer
        )
    }

    @Test("the templates folder, and a folder holding it, are refused")
    func outputIsTemplates() throws {
        let workspace = try Workspace()
        try workspace.folder.write("project/templates/partials/keep.mustache", "mine")
        try workspace.folder.write("project/theme/page.mustache", "{{{body}}}")
        try workspace.expectRefused(["build", "--output", "templates"], code: "output_contains_templates")
        try workspace.expectRefused(["build", "--templates", "theme", "--output", "theme"], code: "output_contains_templates")
        try workspace.expectRefused(
            ["build", "--content", "project/content", "--templates", "project/theme", "--output", "project/theme/.."],
            code: "output_contains_content", in: workspace.outer)
    }

    @Test("a symbolic link to the project is refused as the project")
    func outputIsLinkToProject() throws {
        let workspace = try Workspace()
        try FileManager.default.createSymbolicLink(
            atPath: workspace.outer.appendingPathComponent("link").path, withDestinationPath: workspace.project.path)
        try workspace.expectRefused(["build", "--output", "../link"], code: "output_contains_working_folder")
    }

    @Test("the root folder is refused")
    func outputIsRoot() throws {
        let workspace = try Workspace()
        let rootBefore = Set((try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? [])
        try workspace.expectRefused(["build", "--output", "/"], code: "output_is_protected")
        #expect(Set((try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? []) == rootBefore)
    }

    @Test("a folder of the system's own, just under the root, is refused even with --force")
    func outputIsSystemFolder() throws {
        let workspace = try Workspace()
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: "/usr")) ?? [])
        try workspace.expectRefused(["build", "--output", "/usr", "--force"], code: "output_is_protected")
        #expect(Set((try? FileManager.default.contentsOfDirectory(atPath: "/usr")) ?? []) == before)
    }

    @Test("a folder holding a Git repository is refused, marked or not, even with --force")
    func outputHoldsGitRepository() throws {
        let workspace = try Workspace()
        try workspace.folder.write("project/pages/.git/HEAD", "ref: refs/heads/gh-pages\n")
        try workspace.folder.write("project/pages/.preflight-site", "")
        try workspace.expectRefused(["build", "--output", "pages", "--force"], code: "output_is_protected")
    }

    @Test("an empty --output names the working folder and is refused")
    func emptyOutputName() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(["build", "--output", ""], code: "output_contains_working_folder")
    }

    @Test("the home folder, and a folder holding it, are refused even with --force")
    func outputIsHome() throws {
        let workspace = try Workspace()
        try workspace.folder.write("home/.profile", "mine\n")
        let home = workspace.outer.appendingPathComponent("home").path
        try workspace.expectRefused(["build", "--output", home], code: "output_is_protected", environment: ["HOME": home])
        try workspace.expectRefused(
            ["build", "--output", home, "--force"], code: "output_is_protected", environment: ["HOME": home])
        try workspace.expectRefused(
            ["build", "--output", workspace.outer.path, "--force"], code: "output_is_protected", environment: ["HOME": home])
    }

    @Test("--force overrides only the missing mark: the working folder stays refused")
    func forceDoesNotOverrideProtection() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(["build", "--output", ".", "--force"], code: "output_contains_working_folder")
        try workspace.expectRefused(["build", "--output", "content", "--force"], code: "output_contains_content")
    }

    @Test("a folder of someone else's files is refused; --force replaces it, and the next build needs no --force")
    func foreignFolder() throws {
        let workspace = try Workspace()
        try workspace.folder.write("project/public/photo.txt", "mine\n")
        try workspace.expectRefused(["build", "--output", "public"], code: "output_not_a_site")
        let forced = try PreflightProcess.run(["build", "--output", "public", "--force"], in: workspace.project)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!workspace.folder.exists("project/public/photo.txt"))
        #expect(workspace.folder.exists("project/public/.preflight-site"))
        let again = try PreflightProcess.run(["build", "--output", "public", "--no-cache"], in: workspace.project)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test("a file given as the output is refused")
    func outputIsFile() throws {
        let workspace = try Workspace()
        try workspace.expectRefused(["build", "--output", "NOTES.txt"], code: "output_not_a_folder")
    }

    @Test("an empty or missing output folder is fine, and every build marks what it wrote")
    func emptyAndMissingFolders() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(
            at: workspace.project.appendingPathComponent("empty"), withIntermediateDirectories: false)
        for output in ["empty", "missing/deeper"] {
            let outcome = try PreflightProcess.run(["build", "--output", output], in: workspace.project)
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(workspace.folder.exists("project/\(output)/index.html"))
            #expect(workspace.folder.exists("project/\(output)/.preflight-site"))
        }
    }

    @Test("a site built before outputs were marked is still replaced when the build cache names it")
    func unmarkedSiteOfAnEarlierBuild() throws {
        let workspace = try Workspace()
        #expect(try PreflightProcess.run(["build"], in: workspace.project).status == 0)
        try FileManager.default.removeItem(at: workspace.project.appendingPathComponent("_site/.preflight-site"))
        let again = try PreflightProcess.run(["build"], in: workspace.project)
        #expect(again.status == 0, "\(again.stderr)")
        try FileManager.default.removeItem(at: workspace.project.appendingPathComponent("_site/.preflight-site"))
        try FileManager.default.removeItem(at: workspace.project.appendingPathComponent(".preflight-cache"))
        try workspace.expectRefused(["build"], code: "output_not_a_site")
    }

    @Test("serve --output . is refused before it serves or builds anything")
    func serveOutputIsWorkingFolder() throws {
        let workspace = try Workspace()
        for output in [".", "content", ".."] {
            let before = try FolderSnapshot(workspace.outer)
            let serve = try ServeProcess(["--port", "0", "--output", output], in: workspace.project)
            #expect(serve.waitForExit() == 2, "\(serve.standardError)")
            #expect(serve.standardError.contains("error[output_contains_"), "\(serve.standardError)")
            #expect(try FolderSnapshot(workspace.outer).changes(since: before) == [])
        }
    }

    @Test("serve refuses a folder of someone else's files unless --force")
    func serveForeignFolder() throws {
        let workspace = try Workspace()
        try workspace.folder.write("project/public/photo.txt", "mine\n")
        let before = try FolderSnapshot(workspace.outer)
        let serve = try ServeProcess(["--port", "0", "--output", "public"], in: workspace.project)
        #expect(serve.waitForExit() == 2)
        #expect(serve.standardError.contains("error[output_not_a_site]"), "\(serve.standardError)")
        #expect(try FolderSnapshot(workspace.outer).changes(since: before) == [])
    }

    @Test("staging folders left by a killed build are removed; a running build's are not")
    func abandonedStagingFolders() throws {
        let workspace = try Workspace()
        let gone = try finishedProcessID()
        try workspace.folder.write("project/._site.building-\(gone)/index.html", "half a site")
        try workspace.folder.write("project/._site.building-\(gone).old/index.html", "a parked site")
        let running = ProcessInfo.processInfo.processIdentifier
        try workspace.folder.write("project/._site.building-\(running)/index.html", "a build under way")
        try workspace.folder.write("project/._site.building-notes/keep.txt", "not a build's")
        let outcome = try PreflightProcess.run(["build"], in: workspace.project)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!workspace.folder.exists("project/._site.building-\(gone)"))
        #expect(!workspace.folder.exists("project/._site.building-\(gone).old"))
        #expect(workspace.folder.exists("project/._site.building-\(running)/index.html"))
        #expect(workspace.folder.exists("project/._site.building-notes/keep.txt"))
    }

    @Test("diff --html and preview --output never replace an input, another kind of file or a folder")
    func singlePageOutputs() throws {
        let workspace = try Workspace()
        let catalog = "content/catalogs/gym.json"
        try workspace.expectRefused(["diff", catalog, catalog, "--html", catalog], code: "output_not_a_page")
        try workspace.expectRefused(["preview", catalog, "--output", "NOTES.txt"], code: "output_not_a_page")
        try workspace.expectRefused(["preview", catalog, "--output", "content"], code: "output_not_a_file")
        try workspace.expectRefused(["diff", catalog, catalog, "--html", "content", "--force"], code: "output_not_a_file")
        let forced = try PreflightProcess.run(["preview", catalog, "--output", "NOTES.txt", "--force"], in: workspace.project)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try workspace.folder.read("project/NOTES.txt").hasPrefix("<!doctype html>"))
        for _ in 0..<2 {
            let page = try PreflightProcess.run(["diff", catalog, catalog, "--html", "review.html"], in: workspace.project)
            #expect(page.status == 0, "\(page.stderr)")
        }
        #expect(workspace.folder.exists("project/review.html"))
    }

    /// The process ID of a process that has exited and been reaped.
    private func finishedProcessID() throws -> Int32 {
        let process = try ChildProcess("/bin/true")
        _ = process.wait()
        return process.pid
    }
}
