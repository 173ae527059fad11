import ByteTools

/// The script every served page gets: it listens on ``LiveReload/path`` and reloads the page
/// on `reload`, or covers it with the build's diagnostics on `build-error`.
///
/// The diagnostics reach the page as `textContent`, never as markup, so a catalog's text in an
/// error message cannot inject HTML. The overlay goes away with the reload that the next good
/// build sends.
enum LiveReloadScript {
    static let markup = """
        <script data-preflight-live-reload>
        (() => {
          const events = new EventSource("\(LiveReload.path)");
          events.addEventListener("reload", () => location.reload());
          events.addEventListener("build-error", (event) => {
            let overlay = document.getElementById("preflight-build-error");
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.id = "preflight-build-error";
              overlay.setAttribute("role", "alert");
              overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;" +
                "background:rgba(28,28,30,.96);color:#f2f2f7;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace";
              const title = document.createElement("strong");
              title.textContent = "Build failed. Fix the error and save; the page reloads when the site builds.";
              const text = document.createElement("pre");
              text.style.cssText = "white-space:pre-wrap;color:#ff8a80;margin:16px 0 0";
              overlay.append(title, text);
              (document.body || document.documentElement).append(overlay);
            }
            overlay.lastChild.textContent = event.data;
          });
        })();
        </script>

        """

    /// `page` with the script inserted before its last `</body>`, or at the end when it has none.
    static func inject(into page: [UInt8]) -> [UInt8] {
        let script = Array(markup.utf8)
        guard let index = lastClosingBody(in: page) else { return page + script }
        var result = page
        result.insert(contentsOf: script, at: index)
        return result
    }

    /// Where the last `</body>` tag starts, matched without regard to case.
    private static func lastClosingBody(in page: [UInt8]) -> Int? {
        let tag = Array("</body".utf8)
        var index = page.count - tag.count - 1
        while index >= 0 {
            let next = page[index + tag.count]
            if next == UInt8(ascii: ">") || next == .space || next == .tab || next == .lineFeed || next == .carriageReturn,
                zip(tag, page[index...]).allSatisfy({ $0 == lowercased($1) })
            {
                return index
            }
            index -= 1
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }
}
