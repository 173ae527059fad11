#!/usr/bin/env python3
"""Turns bench/run.sh's measurements into the closing table.

    report.py RESULTS-DIR "SIZES"

Reads NAME.json (hyperfine's export) and NAME.time (`/usr/bin/time -f '%M %P %e'`: peak
resident KB, CPU share, seconds) for floor-N, preflight-N, hugo-nohl-N, hugo-N,
disk-clean-N, disk-fresh-N (a clean build into a new folder, nothing just deleted),
disk-create-N (the file-creation floor), floor-disk-clean-N and floor-disk-fresh-N (the floor run by
turns with each disk series, bench/alternate.py; floor-N is run by turns with preflight-N), disk-nochange-N, disk-edit-N,
disk-sitewide-N (a rebuild after an edit every page shows), previews,
previews-edit, api-300, api-300-edit and preview, and serve-N.latency (bench/serve_latency.py's JSON); prints Markdown tables
with the ratios checked against the targets.
"""
import datetime
import json
import os
import platform
import subprocess
import sys

PREVIEW_PAGES = 501  # the default preview plus one per state
API_PAGES = 301  # one endpoint page per operation, and the guide
TARGETS = {"floor": 1.5, "hugo": 0.10, "hugo-nohl": 0.5}
PEAK_MB_AT_5000 = 200
PREVIEW_MS = 30
SERVE_MS = {1000: 50, 5000: 150}


def load(directory, name):
    path = os.path.join(directory, name + ".json")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        result = json.load(f)["results"][0]
    peak_kb, cpu, _ = open(os.path.join(directory, name + ".time")).read().split()[-3:]
    return {"median": result["median"], "min": result["min"], "max": result["max"], "runs": len(result["times"]),
            "peak_mb": int(peak_kb) / 1024, "cpu": cpu}


def load_floor(directory, series, pages):
    """The floor run by turns with `series` (bench/alternate.py), else the one beside the clean build."""
    return load(directory, f"floor-{series}-{pages}") or load(directory, f"floor-{pages}")


def load_latency(directory, pages):
    """bench/serve_latency.py's result for `pages`, if it ran."""
    path = os.path.join(directory, f"serve-{pages}.latency")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def count_lines(path):
    """The number of lines of `path` (the files of a clean output), or None."""
    try:
        with open(path) as f:
            return f"{sum(1 for _ in f):,}"
    except OSError:
        return None


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                memory = f", {int(line.split()[1]) // 1024 // 1024 + 1} GB RAM"
    except OSError:
        pass
    return f"{platform.system()} {platform.release()}, {model}, {os.cpu_count()} cores{memory}"


def commit():
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        sha = subprocess.run(["git", "-C", here, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", here, "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True).stdout.strip()
        return sha + (" (with uncommitted changes)" if dirty else "")
    except OSError:
        return "unknown"


def filesystem(path):
    """The file system type of the folder the tools wrote into, from /proc/mounts."""
    path = os.path.realpath(path)
    best, kind = "", "an unknown file system"
    try:
        with open("/proc/mounts") as mounts:
            for line in mounts:
                fields = line.split()
                if len(fields) >= 3 and (path == fields[1] or path.startswith(fields[1].rstrip("/") + "/")) and len(fields[1]) > len(best):
                    best, kind = fields[1], fields[2]
    except OSError:
        pass
    return f"{kind} ({best or '?'})"


def verdict(value, limit):
    return f"{'met' if value <= limit else 'MISSED'}"


def edit_row(pages, label, edit):
    """A table row for a rebuild after an edit, with no pages/s: it makes only what changed."""
    return (f"| {pages} | {label} | {edit['median']:.3f} | {edit['min']:.3f}–{edit['max']:.3f} | {edit['runs']} | – | "
            f"{edit['peak_mb']:.0f} | {edit['cpu']} |")


def states(directory, sizes):
    """`report.py --states DIR SIZES`: the `diff --states` timings (target at 2 M: ≤ 10 s, ≤ 300 MB)."""
    lines = ["", "| subscribers | export | median (s) | min–max (s) | runs | states/s | peak MB | CPU |",
             "|---:|---|---:|---:|---:|---:|---:|---:|"]
    for count in sizes:
        for key, label in ((f"states-{count}", "JSON Lines"), (f"states-gz-{count}", "JSON Lines, gzipped")):
            r = load(directory, key)
            if not r:
                continue
            cells = f"{r['median']:.2f}"
            peak = f"{r['peak_mb']:.0f}"
            if count == 2_000_000:
                cells += f" (≤ 10: {verdict(r['median'], 10)})"
                peak += f" (≤ 300: {verdict(r['peak_mb'], 300)})"
            lines.append(f"| {count:,} | {label} | {cells} | {r['min']:.2f}–{r['max']:.2f} | {r['runs']} | "
                         f"{count / r['median']:,.0f} | {peak} | {r['cpu']} |")
    print("\n".join(lines))


def main():
    if sys.argv[1] == "--states":
        return states(sys.argv[2], [int(size) for size in sys.argv[3].split()])
    directory, sizes = sys.argv[1], [int(size) for size in sys.argv[2].split()]
    lines = [
        "## Preflight benchmark",
        "",
        f"{datetime.date.today().isoformat()} · {machine()} · commit {commit()}",
        "",
        f"Outputs written to {filesystem(os.environ.get('BENCH_OUTPUT_DIR', directory))}. Each clean build's "
        "series ran by turns with a series of the floor (bench/alternate.py), and its ratio to the floor is to that one; "
        "Hugo's series ran by turns with clean builds of their own, which its ratios are to.",
        "",
        "| pages | tool | median (s) | min–max (s) | runs | pages/s | peak MB | CPU |",
        "|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    names = [("preflight", "preflight build"), ("floor", "floor: cmark-gfm CLI, all pages in one file"),
             ("hugo-nohl", "hugo, highlighting off"), ("hugo", "hugo, default highlighting")]
    ratios = []
    for pages in sizes:
        found = {key: load(directory, f"{key}-{pages}") for key, _ in names}
        for key, label in names:
            r = found[key]
            if r:
                lines.append(f"| {pages:,} | {label} | {r['median']:.3f} | {r['min']:.3f}–{r['max']:.3f} | {r['runs']} | "
                             f"{pages / r['median']:,.0f} | {r['peak_mb']:.0f} | {r['cpu']} |")
        ratios.append((pages, found))
    previews, preview = load(directory, "previews"), load(directory, "preview")
    if previews:
        lines.append(f"| {PREVIEW_PAGES} | previews: preflight build, 200 topics × 500 states | {previews['median']:.3f} | "
                     f"{previews['min']:.3f}–{previews['max']:.3f} | {previews['runs']} | {PREVIEW_PAGES / previews['median']:,.0f} | "
                     f"{previews['peak_mb']:.0f} | {previews['cpu']} |")
    previews_edit = load(directory, "previews-edit")
    if previews and previews_edit:
        ratio = previews_edit["median"] / previews["median"]
        lines.append(edit_row(PREVIEW_PAGES, f"previews: one state's label edited (edit/clean {ratio:.3f})", previews_edit))
    api = load(directory, "api-300")
    if api:
        lines.append(f"| {API_PAGES} | API reference: preflight build, one spec of 300 operations | {api['median']:.3f} | "
                     f"{api['min']:.3f}–{api['max']:.3f} | {api['runs']} | {API_PAGES / api['median']:,.0f} | "
                     f"{api['peak_mb']:.0f} | {api['cpu']} |")
    api_edit = load(directory, "api-300-edit")
    if api and api_edit:
        ratio = api_edit["median"] / api["median"]
        lines.append(edit_row(API_PAGES, f"API reference: one-page edit (edit/clean {ratio:.3f} {verdict(ratio, 0.10)})", api_edit))
    if preview:
        lines.append(f"| 1 | preflight preview, one small catalog | {preview['median']:.3f} | "
                     f"{preview['min']:.3f}–{preview['max']:.3f} | {preview['runs']} | – | {preview['peak_mb']:.0f} | {preview['cpu']} |")
    lines += ["", "| pages | preflight/floor (≤ 1.5) | preflight/hugo default (≤ 0.10) | preflight/hugo no highlighting (≤ 0.5) | preflight peak MB |",
              "|---:|---:|---:|---:|---:|"]
    for pages, found in ratios:
        p = found["preflight"]
        if not p:
            continue
        cells = []
        for key in ("floor", "hugo", "hugo-nohl"):
            other = found[key]
            if other:
                # Hugo's ratios are to the clean builds run by turns with it, when there are.
                paired = load(directory, f"preflight-by-{key}-{pages}") if key != "floor" else None
                ratio = (paired or p)["median"] / other["median"]
                cells.append(f"{ratio:.2f} {verdict(ratio, TARGETS[key])}")
            else:
                cells.append("–")
        peak = f"{p['peak_mb']:.0f}"
        if pages >= 5000:
            peak += f" (≤ {PEAK_MB_AT_5000}: {verdict(p['peak_mb'], PEAK_MB_AT_5000)})"
        lines.append(f"| {pages:,} | " + " | ".join(cells) + f" | {peak} |")
    lines += ["", "Rebuilds with the output on the disk (" + filesystem(directory) + "):", "",
              "| pages | clean (s) | no change (s) | one-page edit (s) | edit/clean (≤ 0.10) | no change/clean (≤ 0.05) | clean on disk/floor (≤ 1.5) |",
              "|---:|---:|---:|---:|---:|---:|---:|"]
    for pages, _ in ratios:
        clean, same, edit = (load(directory, f"disk-{kind}-{pages}") for kind in ("clean", "nochange", "edit"))
        floor = load_floor(directory, "disk-clean", pages)
        if not (clean and same and edit):
            continue
        cells = [f"{clean['median']:.3f}", f"{same['median']:.3f}", f"{edit['median']:.3f}"]
        for value, limit in ((edit["median"] / clean["median"], 0.10), (same["median"] / clean["median"], 0.05)):
            cells.append(f"{value:.3f} {verdict(value, limit)}")
        cells.append(f"{clean['median'] / floor['median']:.2f} {verdict(clean['median'] / floor['median'], 1.5)}" if floor else "–")
        lines.append(f"| {pages:,} | " + " | ".join(cells) + " |")
    sitewide = [(pages, load(directory, f"disk-clean-{pages}"), load(directory, f"disk-sitewide-{pages}")) for pages, _ in ratios]
    sitewide = [row for row in sitewide if row[1] and row[2]]
    if sitewide:
        lines += ["", "A rebuild after an edit every page shows (the site's name in docs.json, new each run: every page "
                  "rendered, staged and moved in), against the clean build; no target:", "",
                  "| pages | clean (s) | edit every page shows (s) | edit every page shows/clean |", "|---:|---:|---:|---:|"]
        for pages, clean, edit in sitewide:
            lines.append(f"| {pages:,} | {clean['median']:.3f} | {edit['median']:.3f} | {edit['median'] / clean['median']:.2f} |")
    creation = []
    for pages, _ in ratios:
        clean, create = load(directory, f"disk-clean-{pages}"), load(directory, f"disk-create-{pages}")
        floor = load_floor(directory, "disk-clean", pages)
        if clean and create and floor:
            creation.append((pages, clean, create, floor))
    if creation:
        lines += ["", "What the disk costs a clean build: the file-creation floor is the clean output's files (same paths "
                  "and sizes) created by bench/create_files.py on 2 threads after the same `rm -rf && sync`:", "",
                  "| pages | files | clean on disk (s) | creation floor (s) | floor (s) | clean on disk/floor | "
                  "clean on disk/(floor + creation floor) |",
                  "|---:|---:|---:|---:|---:|---:|---:|"]
        for pages, clean, create, floor in creation:
            files = count_lines(os.path.join(directory, f"disk-files-{pages}.txt"))
            both = floor["median"] + create["median"]
            lines.append(f"| {pages:,} | {files if files is not None else '–'} | {clean['median']:.3f} | {create['median']:.3f} | "
                         f"{floor['median']:.3f} | {clean['median'] / floor['median']:.2f} | {clean['median'] / both:.2f} |")
    fresh = []
    for pages, _ in ratios:
        clean, new = load(directory, f"disk-clean-{pages}"), load(directory, f"disk-fresh-{pages}")
        floor_clean, floor_new = load_floor(directory, "disk-clean", pages), load_floor(directory, "disk-fresh", pages)
        if clean and new and floor_clean and floor_new:
            fresh.append((pages, clean, new, floor_clean, floor_new))
    if fresh:
        lines += ["", "Clean builds on the disk two ways: after `rm -rf && sync` of the previous run's output (as above: "
                  "on ext4 without a journal each new file then scans the inodes just freed), and into a new folder "
                  "with nothing just deleted (each run's output moved aside until the series ends: a first build, a CI checkout):", "",
                  "| pages | after rm -rf (s) | its floor (s) | into a new folder (s) | its floor (s) | after rm -rf/floor | new folder/floor (≤ 1.5) |",
                  "|---:|---:|---:|---:|---:|---:|---:|"]
        for pages, clean, new, floor_clean, floor_new in fresh:
            ratio = new["median"] / floor_new["median"]
            lines.append(f"| {pages:,} | {clean['median']:.3f} | {floor_clean['median']:.3f} | {new['median']:.3f} | "
                         f"{floor_new['median']:.3f} | {clean['median'] / floor_clean['median']:.2f} | {ratio:.2f} {verdict(ratio, 1.5)} |")
    serve = [(pages, load_latency(directory, pages)) for pages in sizes]
    serve = [(pages, result) for pages, result in serve if result]
    if serve:
        lines += ["", "`serve`, from a page's write to the `reload` event (median of 20 edits of different pages; the page served after it checked new):", "",
                  "| pages | median (ms) | target (ms) | peak memory after 100 edits (MB, ≤ 250) |", "|---:|---:|---:|---:|"]
        for pages, result in serve:
            target = SERVE_MS.get(pages)
            median = result["median_ms"]
            verdict_text = f"≤ {target}: {verdict(median, target)}" if target else "–"
            peak = f"{result['peak_kb'] / 1024:.0f} {verdict(result['peak_kb'] / 1024, 250)}" if "peak_kb" in result else "–"
            lines.append(f"| {pages:,} | {median:.1f} | {verdict_text} | {peak} |")
    if preview:
        ms = preview["median"] * 1000
        lines += ["", f"One small preview: {ms:.1f} ms, process start to exit (≤ {PREVIEW_MS} ms: {verdict(ms, PREVIEW_MS)})."]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
