import Diagnostics
import Foundation
import Locking
import ScreenPreview
import SiteBuilder

/// One `snapshot`: a bare preview page per state in a temporary folder, then a Chromium per
/// screenshot, two at a time (more only fight over the cores and memory), each PNG checked
/// for its pixel size and moved into the output folder whole.
struct SnapshotRun {
    var request: SnapshotCommand.Request
    var states: [String?]
    var chromium: Chromium
    var console: Console

    /// Browsers running at once.
    static let parallelBrowsers = 2

    func run() -> ExitStatus {
        let plan = SnapshotPlan(
            states: states, looks: request.looks, themes: request.themes, textSizes: request.textSizes,
            devices: request.devices, rows: request.rows)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preflight-snapshot-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: request.output, withIntermediateDirectories: true)
        } catch {
            console.print([
                Diagnostic(
                    .outputNotWritable, "Cannot create the folder (\(error.localizedDescription)); expected a writable folder.",
                    file: request.output)
            ])
            return .trouble
        }

        // One page per state: look, appearance, size, width and rows come from the URL fragment.
        var pages: [String?: URL] = [:]
        var warnings: [Diagnostic] = []
        for (index, state) in states.enumerated() {
            do {
                let result = try StandalonePreview.render(
                    catalogPath: request.catalog, statePath: state, options: ScreenOptions(), screenState: nil,
                    templates: nil, bare: true)
                warnings += result.warnings
                let page = scratch.appendingPathComponent("page-\(index).html")
                try Data(result.html).write(to: page)
                pages[state] = page
            } catch let error as DiagnosticList {
                console.print(error.diagnostics)
                return .failure
            } catch {
                console.print([
                    Diagnostic(
                        .outputNotWritable, "Cannot write a temporary page (\(error.localizedDescription)).", file: scratch.path)
                ])
                return .trouble
            }
        }
        console.summarizeWarnings(warnings, verbose: request.verbose)

        let pageFiles = pages
        let failures = Locked([Diagnostic]())
        let next = Locked(0)
        let done = Locked(0)
        let total = plan.shots.count
        let showsProgress = console.showsProgress
        if showsProgress { console.error("\r\u{1B}[2KSnapshots… 0/\(total)") }
        DispatchQueue.concurrentPerform(iterations: min(Self.parallelBrowsers, total)) { worker in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < total else { return }
                let shot = plan.shots[index]
                if let failure = take(shot, page: pageFiles[shot.state]!, scratch: scratch, worker: worker, number: index) {
                    failures.withLock { $0.append(failure) }
                }
                let count = done.withLock { value -> Int in
                    value += 1
                    return value
                }
                if showsProgress { console.error("\r\u{1B}[2KSnapshots… \(count)/\(total)") }
            }
        }
        let problems = failures.withLock { $0 }.sorted { ($0.file ?? "") < ($1.file ?? "") }
        if showsProgress {
            console.error("\r\u{1B}[2K")
            console.error("Wrote \(total - problems.count) of \(total) screenshots to \(request.output)\n")
        }
        guard problems.isEmpty else {
            console.print(problems)
            return .trouble
        }
        return .success
    }

    /// One screenshot into the output folder; the problem when Chromium did not make it.
    private func take(_ shot: SnapshotPlan.Shot, page: URL, scratch: URL, worker: Int, number: Int) -> Diagnostic? {
        let name = shot.fileName(catalog: request.catalog)
        let shotFile = scratch.appendingPathComponent("shot-\(number).png")
        let width = shot.device.width
        let height = shot.device.height
        let expected = (width * request.scale, height * request.scale)
        // A browser on a busy machine now and then hangs until its deadline or dies without a
        // shot; a second one is given the chance, in a profile of its own (the first may have
        // been killed holding its profile's lock).
        var failure: Diagnostic?
        for attempt in 0..<2 {
            let profile = "profile-\(worker)" + (attempt == 0 ? "" : "-\(number)-again")
            let arguments = chromium.arguments(
                url: page.absoluteString + shot.fragment, output: shotFile.path, width: width, height: height,
                scale: request.scale, profile: scratch.appendingPathComponent(profile).path)
            let (status, printed) = chromium.run(arguments)
            let bytes = (try? Data(contentsOf: shotFile)).map { [UInt8]($0) } ?? []
            if let size = PNGSize.of(bytes), size == expected {
                failure = nil
                break
            }
            let got = PNGSize.of(bytes).map { "a \($0.width) x \($0.height) PNG" } ?? "no PNG"
            let detail = printed.split(separator: "\n").last.map { ": \(TerminalText.printable(String($0)))" } ?? ""
            failure = Diagnostic(
                .snapshotFailed,
                "\(chromium.path) exited \(status) and wrote \(got)\(detail); expected a \(expected.0) x \(expected.1) PNG.",
                file: name)
            try? FileManager.default.removeItem(at: shotFile)
        }
        if let failure { return failure }
        let target = URL(fileURLWithPath: request.output).appendingPathComponent(name)
        do {
            if FileManager.default.fileExists(atPath: target.path) {
                _ = try FileManager.default.replaceItemAt(target, withItemAt: shotFile)
            } else {
                try FileManager.default.moveItem(at: shotFile, to: target)
            }
        } catch {
            return Diagnostic(
                .outputNotWritable, "Cannot write the screenshot (\(error.localizedDescription)); expected a writable folder.",
                file: target.path)
        }
        return nil
    }
}
