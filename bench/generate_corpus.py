#!/usr/bin/env python3
"""Writes a deterministic docs corpus for the benchmark.

    generate_corpus.py PAGES OUT

OUT/preflight/content/docs/**.md with OUT/preflight/content/docs.json (groups of 20 pages),
and the same Markdown laid out for Hugo in OUT/hugo (content/, a minimal theme and config).
Pages are ~6 KB of SDK-doc prose: front matter, headings, a table, 2–3 Swift code blocks,
lists, inline code and links to other pages and their anchors.
"""
import json
import os
import random
import sys

WORDS = (
    "notification topic subscriber channel preference catalog default daily cap push email screen row menu section "
    "category slug resolve envelope tenant bearer key request response deliver segment expression identify device "
    "permission badge sound payload template schedule quiet hours digest summary retry backoff webhook event token"
).split()


def sentence(rng, low=8, high=18):
    words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
    if rng.random() < 0.3:
        words[rng.randrange(len(words))] = "`" + rng.choice(WORDS) + "`"
    if rng.random() < 0.2:
        words[rng.randrange(len(words))] = "**" + rng.choice(WORDS) + "**"
    text = " ".join(words)
    return text[0].upper() + text[1:] + "."


def paragraph(rng, links, link_rng):
    parts = [sentence(rng) for _ in range(rng.randint(3, 5))]
    # Links draw from their own generator, so a page's text and headings are the same
    # whether or not it has links (the first pass reads the anchors from link-free drafts).
    if links and link_rng.random() < 0.7:
        target, anchor = link_rng.choice(links)
        parts.insert(link_rng.randrange(len(parts)), f"See [{target.split('/')[-1].replace('-', ' ')}](/{target}#{anchor}).")
    return " ".join(parts)


SWIFT = '''```swift title="{name}.swift"
import BuzzKit

struct {type}: View {{
    @State private var topics: [BuzzKit.Topic] = []

    var body: some View {{
        List(topics) {{ topic in
            Text(topic.name) // {comment}
        }}
        .task {{
            topics = (try? await BuzzKit.preferences.all()) ?? []
            let count = topics.filter(\\.isOptedIn).count
            print("Opted in to \\(count) of \\(topics.count) topics", {number})
        }}
    }}
}}
```'''


def page(rng, index, key, links):
    link_rng = random.Random(index + 1_000_003)
    title = " ".join(rng.choice(WORDS) for _ in range(3)).title()
    sections = []
    for section in range(4):
        heading = f"{rng.choice(WORDS).title()} {rng.choice(WORDS)} {section}"
        body = [f"## {heading}", "", paragraph(rng, links, link_rng), "", paragraph(rng, links, link_rng), ""]
        if section == 1:
            body += ["| Field | Type | Description |", "|---|---|---|"]
            body += [f"| `{rng.choice(WORDS)}` | `String` | {sentence(rng, 5, 9)} |" for _ in range(5)]
            body += [""]
        if section in (0, 2) or (section == 3 and index % 2 == 0):
            body += [SWIFT.format(name=f"Example{index}", type=f"Screen{index}{section}", comment=sentence(rng, 3, 6), number=rng.randint(1, 999)), ""]
        if section == 3:
            body += [f"- {sentence(rng, 4, 8)}" for _ in range(4)] + [""]
        sections.append("\n".join(body))
    front = f"---\ntitle: \"{title}\"\ndescription: \"{sentence(rng, 8, 12)}\"\n---\n\n"
    return front + paragraph(rng, links, link_rng) + "\n\n" + "\n".join(sections)


def anchors_of(text):
    result = []
    for line in text.splitlines():
        if line.startswith("## "):
            result.append(line[3:].lower().replace(" ", "-"))
    return result


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(20261129)
    keys = [f"section-{i // 100:02d}/page-{i:05d}" for i in range(count)]
    # Two passes: draft every page to know its anchors, then write pages linking to them.
    drafts = {key: page(random.Random(i), i, key, []) for i, key in enumerate(keys)}
    anchors = {key: anchors_of(text) for key, text in drafts.items()}
    docs = os.path.join(out, "preflight", "content", "docs")
    hugo = os.path.join(out, "hugo", "content")
    for i, key in enumerate(keys):
        links = [(other, rng.choice(anchors[other])) for other in rng.sample(keys, min(4, len(keys)))]
        text = page(random.Random(i), i, key, links)
        for root in (docs, hugo):
            path = os.path.join(root, key + ".md")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
    groups = [{"group": f"Section {g // 20}", "pages": keys[g:g + 20]} for g in range(0, count, 20)]
    with open(os.path.join(out, "preflight", "content", "docs.json"), "w") as f:
        json.dump({"name": "Bench", "navigation": {"groups": groups}}, f, indent=1)
    # Hugo: pretty URLs would differ in link shape only; the theme renders title and content.
    hugo_root = os.path.join(out, "hugo")
    os.makedirs(os.path.join(hugo_root, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(hugo_root, "layouts", "_default", "single.html"), "w") as f:
        f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body><main>{{ .Content }}</main></body></html>\n")
    with open(os.path.join(hugo_root, "layouts", "_default", "list.html"), "w") as f:
        f.write("<!doctype html><html><body>{{ range .Pages }}<a href=\"{{ .RelPermalink }}\">{{ .Title }}</a>{{ end }}</body></html>\n")
    with open(os.path.join(hugo_root, "hugo.toml"), "w") as f:
        f.write('baseURL = "https://example.com/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n'
                '[markup.goldmark.renderer]\nunsafe = true\n')


if __name__ == "__main__":
    main()
