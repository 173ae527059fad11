/// The page headless Chromium opens to draw a build's diagrams: it imports Mermaid's ESM
/// build from its folder, draws every source in the light and the dark theme, and leaves the
/// results, JSON in base64, in `<pre id="out">` for `--dump-dom` to hand back.
///
/// Base64 keeps the SVG out of the dumped DOM's own escaping. Every id inside an SVG is given
/// the diagram's prefix (Mermaid names some, such as a sequence diagram's `arrowhead`, the
/// same in every drawing) so that two drawings on one page never share an id.
enum MermaidPage {
    /// The page's HTML for `sources`, each drawn with the id `ids[i]` plus `l` or `d`.
    static func html(mermaidFolder: String, sources: [String], ids: [String]) -> String {
        let input = jsonArray(sources)
        let prefixes = jsonArray(ids)
        let module = jsonString("file://" + mermaidFolder + "/index.js")
        return """
            <!doctype html><html><head><meta charset="utf-8"></head><body><pre id="out"></pre>
            <script type="module">
            import { mermaid } from \(module);
            const sources = \(input);
            const ids = \(prefixes);
            \(script)
            </script></body></html>
            """
    }

    /// Draws, scopes ids, drops what is not SVG (Mermaid's `name` attributes), and reports.
    private static let script = """
        const results = sources.map(() => ({}));
        const scope = (svg, prefix) => {
          const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
          const renamed = new Map();
          for (const element of root.querySelectorAll("[id]")) {
            if (!element.id.startsWith(prefix)) { renamed.set(element.id, prefix + "-" + element.id); element.id = prefix + "-" + element.id; }
          }
          const fix = (value) => value.replace(/url\\(#([^)]+)\\)/g, (all, id) => renamed.has(id) ? "url(#" + renamed.get(id) + ")" : all);
          for (const element of [root, ...root.querySelectorAll("*")]) {
            for (const attribute of [...element.attributes]) {
              const name = attribute.name;
              if (name === "name" || name.startsWith("on")) { element.removeAttribute(name); continue; }
              let value = fix(attribute.value);
              if ((name === "href" || name === "xlink:href") && value.startsWith("#") && renamed.has(value.slice(1))) value = "#" + renamed.get(value.slice(1));
              if (value !== attribute.value) element.setAttribute(name, value);
            }
          }
          for (const style of root.querySelectorAll("style")) {
            style.textContent = fix(style.textContent).replace(/#([A-Za-z][\\w-]*)/g, (all, id) => renamed.has(id) ? "#" + renamed.get(id) : all);
          }
          for (const script of root.querySelectorAll("script, foreignObject script")) script.remove();
          const title = root.querySelector("title");
          for (const name of ["role", "aria-roledescription", "aria-labelledby", "aria-describedby"]) root.removeAttribute(name);
          root.setAttribute("aria-hidden", "true");
          return { svg: new XMLSerializer().serializeToString(root), title: title ? title.textContent : null };
        };
        for (const [theme, key] of [["default", "light"], ["dark", "dark"]]) {
          mermaid.initialize({ startOnLoad: false, theme, securityLevel: "strict", htmlLabels: false, flowchart: { htmlLabels: false } });
          for (let i = 0; i < sources.length; i++) {
            if (results[i].error !== undefined) continue;
            try {
              const { svg } = await mermaid.render(ids[i] + key[0], sources[i]);
              const scoped = scope(svg, ids[i] + key[0]);
              results[i][key] = scoped.svg;
              if (scoped.title) results[i].title = scoped.title;
            } catch (error) {
              results[i].error = String((error && error.message) || error);
            }
          }
        }
        const bytes = new TextEncoder().encode(JSON.stringify(results));
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        document.getElementById("out").textContent = btoa(binary);
        """

    private static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map(jsonString).joined(separator: ",") + "]"
    }

    /// A JSON string literal that is also safe inside `<script>`: `<` is escaped, so no
    /// source can close the element.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
