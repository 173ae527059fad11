#!/usr/bin/env bash
# `make bench`: times `preflight build` against Hugo (default highlighting and highlighting
# off) and the floor (the cmark-gfm CLI over every page concatenated, same extensions), on a
# deterministic corpus of 1,000 and 5,000 docs pages; then previews (a 200-topic catalog × 500
# states), an API reference (one OpenAPI spec of 300 operations) and `preflight preview` of
# one small catalog. Prints medians, ratios, pages per
# second and peak memory, and ends with a table (also written to $BENCH_DIR/results.md).
#
# Environment:
#   BENCH_QUICK=1   1,000 pages only, fewer runs (for fast iteration)
#   PREFLIGHT=PATH  the release binary to time (default: built here as `make release` builds it)
#   BENCH_DIR=DIR   where corpora, outputs and results go (default: bench/work)
#   BENCH_OUTPUT_DIR=DIR  where the tools write their output (default: a new folder in /dev/shm,
#                   removed at the end, when /dev/shm is writable with 2 GB free; else BENCH_DIR). Every
#                   run starts from an empty output folder; on ext4 without a journal, creating
#                   files right after deleting thousands costs more than the rendering, and
#                   more the more files a tool writes (see BENCHMARKS.md), so the default
#                   times the tools' own work. Set it to a folder on disk to time that too.
#   BENCH_SIZES     page counts to time (default: "1000 5000", quick: "1000")
#   BENCH_INODE_PAUSE  seconds to wait before each clean series on the disk (default 61; see
#                   inode_pause below)
#
# Also times `preflight serve` from a page's write to its reload (bench/serve_latency.py), and
# the file-creation floor on the disk: the clean output's files created by bench/create_files.py.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
quick=${BENCH_QUICK:-0}
work=${BENCH_DIR:-$root/bench/work}
if [ -n "${BENCH_OUTPUT_DIR:-}" ]; then
    outputs=$BENCH_OUTPUT_DIR
elif [ -d /dev/shm ] && [ -w /dev/shm ] && [ "$(df -k --output=avail /dev/shm 2>/dev/null | tail -1)" -gt 2097152 ] 2>/dev/null; then
    # A folder of this run's own in RAM, gone however the run ends.
    outputs=$(mktemp -d /dev/shm/preflight-bench.XXXXXX)
    trap 'rm -rf "$outputs"' EXIT
else
    outputs=$work
fi
export BENCH_OUTPUT_DIR=$outputs
if [ "$quick" = 1 ]; then sizes=${BENCH_SIZES:-1000}; else sizes=${BENCH_SIZES:-1000 5000}; fi
extensions=(-e table -e strikethrough -e autolink -e tagfilter -e tasklist)

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# MARK: - Tools

install_packages() {
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    say "Installing $* with apt-get"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

missing=()
command -v hugo >/dev/null 2>&1 || missing+=(hugo)
command -v cmark-gfm >/dev/null 2>&1 || missing+=(cmark-gfm)
command -v hyperfine >/dev/null 2>&1 || missing+=(hyperfine)
[ -x /usr/bin/time ] || missing+=(time)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
    command -v apt-get >/dev/null 2>&1 || { echo "error: install ${missing[*]} first" >&2; exit 2; }
    install_packages "${missing[@]}"
fi

if [ -z "${PREFLIGHT:-}" ]; then
    say "Building the release binary"
    # Built by `make release`: the binary users get.
    make -C "$root" release >&2
    PREFLIGHT="$root/.build/release/preflight"
fi
PREFLIGHT=$(cd "$(dirname "$PREFLIGHT")" && pwd)/$(basename "$PREFLIGHT")

# MARK: - Corpora (regenerated only when a generator changes)

mkdir -p "$work/results" "$outputs"
work=$(cd "$work" && pwd)
outputs=$(cd "$outputs" && pwd)
# Every tool runs from the working folder, as a user of the corpus would: from the
# repository's root, Preflight would also read the shipped site's templates/ folder.
cd "$work"
rm -f "$work"/results/*
stamp=$(cat "$here/generate_corpus.py" "$here/generate_previews.py" "$here/generate_openapi.py" | md5sum | cut -c1-12)

corpus() {
    local pages=$1 dir="$work/corpus-$1"
    if [ "$(cat "$dir/.stamp" 2>/dev/null)" != "$stamp" ]; then
        say "Generating the $pages-page corpus"
        rm -rf "$dir"
        python3 "$here/generate_corpus.py" "$pages" "$dir"
        # The floor's input: every page, concatenated in one file, in key order.
        find "$dir/preflight/content/docs" -name '*.md' | LC_ALL=C sort | xargs cat >"$dir/all.md"
        printf '[markup.highlight]\ncodeFences = false\n' >"$dir/hugo/no-highlight.toml"
        echo "$stamp" >"$dir/.stamp"
    fi
}

previews="$work/previews"
if [ "$(cat "$previews/.stamp" 2>/dev/null)" != "$stamp" ]; then
    say "Generating the previews corpus (200 topics × 500 states)"
    rm -rf "$previews"
    python3 "$here/generate_previews.py" 200 500 "$previews"
    echo "$stamp" >"$previews/.stamp"
fi

api="$work/api-300"
if [ "$(cat "$api/.stamp" 2>/dev/null)" != "$stamp" ]; then
    say "Generating the API-reference corpus (one OpenAPI spec, 300 operations)"
    rm -rf "$api"
    python3 "$here/generate_openapi.py" 300 "$api"
    echo "$stamp" >"$api/.stamp"
fi

# MARK: - Timing

# time_it NAME RUNS WARMUPS OUTPUT-TO-CLEAR COMMAND...: hyperfine for the median, then one
# run under /usr/bin/time for the peak memory and CPU use. BEFORE_EACH, when set, is a
# command (no shell) run before each of them as well, untimed: the edit an incremental build
# catches up with.
time_it() {
    local name=$1 runs=$2 warmups=$3 clear=$4
    shift 4
    say "$name"
    # Through `sh`: hyperfine -N runs a prepare command without a shell, which would hand
    # `&&` and `sync` to rm as names to remove.
    local prepare="sh -c 'rm -rf \"$clear\" && sync'"
    if [ -n "${BEFORE_EACH:-}" ]; then prepare=$BEFORE_EACH; fi
    hyperfine --style basic -N --warmup "$warmups" --runs "$runs" --prepare "$prepare" \
        --export-json "$work/results/$name.json" --command-name "$name" -- "$(printf '%q ' "$@")" >&2
    if [ -n "${BEFORE_EACH:-}" ]; then eval "$BEFORE_EACH"; else rm -rf "$clear"; fi
    /usr/bin/time -f '%M %P %e' -o "$work/results/$name.time" "$@" >/dev/null 2>"$work/results/$name.stderr" || {
        echo "error: $name failed:" >&2
        cat "$work/results/$name.stderr" >&2
        exit 1
    }
}

# time_pair RUNS WARMUPS NAME-A PREPARE-A COMMAND-A NAME-B PREPARE-B COMMAND-B: two series run by
# turns (bench/alternate.py), for a ratio of the two measured under the same load; then one run
# of each under /usr/bin/time, as time_it does. Each PREPARE is a shell command run before each
# run, untimed; each COMMAND is one string, quoted as for a shell (printf %q).
time_pair() {
    local runs=$1 warmups=$2
    shift 2
    say "$1 and $4, by turns"
    python3 "$here/alternate.py" "$runs" "$warmups" "$work/results" "$@" >&2
    while [ $# -ge 3 ]; do
        local name=$1 prepare=$2 command=$3
        shift 3
        sh -c "$prepare"
        eval "/usr/bin/time -f '%M %P %e' -o '$work/results/$name.time' $command" >/dev/null 2>"$work/results/$name.stderr" || {
            echo "error: $name failed:" >&2
            cat "$work/results/$name.stderr" >&2
            exit 1
        }
    done
}

# Without a journal, ext4 does not reuse an inode freed in the last 60 s (360 s while its block
# of the inode table waits to be written, as creating a neighbour makes it): each new file
# scans past every such inode of its group (see BENCHMARKS.md), so what a series that removes
# its output before each run costs depends on what was deleted on the disk in the minutes
# before it (another series, the serve test's copy of the content). Each series that creates a
# whole site on the disk starts after this pause, which clears the plain 60 s though not always
# the longer wait, so that the clean builds and the file-creation floor start from much the
# same state. BENCH_INODE_PAUSE=0 skips it (seconds).
inode_pause() {
    local seconds=${BENCH_INODE_PAUSE:-61}
    if [ "$seconds" -gt 0 ]; then
        say "Waiting ${seconds} s for the disk's recently deleted inodes to age"
        sleep "$seconds"
    fi
}

for pages in $sizes; do
    corpus "$pages"
    dir="$work/corpus-$pages"
    out="$outputs/out-$pages"
    if [ "$quick" = 1 ]; then many=5 few=2 warm=1; elif [ "$pages" -ge 5000 ]; then many=7 few=3 warm=1; else many=10 few=5 warm=2; fi
    # A rebuild takes milliseconds, and its median of a handful of runs moved by a tenth from
    # one run of the bench to the next on this machine: thirty runs cost under two seconds.
    rebuilds=30
    # Each clean series runs by turns with a series of the floor, and its ratio is to that floor.
    floor=$(printf '%q ' sh -c "exec cmark-gfm --unsafe ${extensions[*]} '$dir/all.md' >'$out.html'")
    clear_out="rm -rf '$out' && sync"
    # A clean build on tmpfs: timed by turns with the floor here, with Hugo's series below.
    clean_build=$(printf '%q ' "$PREFLIGHT" build --no-cache --content "$dir/preflight/content" --output "$out")
    time_pair "$many" "$warm" "floor-$pages" "$clear_out" "$floor" "preflight-$pages" "$clear_out" "$clean_build"
    # On this machine's disk whatever BENCH_OUTPUT_DIR says: a clean build, a rebuild with
    # nothing changed, and a rebuild after one line appended to one page (a different line
    # each run), each from the working folder that holds the build cache.
    disk="$work/disk-out-$pages"
    edited=$(find "$dir/preflight/content/docs" -name '*.md' | LC_ALL=C sort | sed -n 7p)
    cp "$edited" "$work/edited.orig"
    (
        cd "$work"
        inode_pause
        # A clean build into a new folder on a disk where nothing was just deleted (a first
        # build, a CI checkout): each run's output is moved aside, not removed, until the
        # series ends. Then the usual clean series, each run after `rm -rf && sync`, which
        # makes the next run's files pay the scan of the inodes just freed.
        mkdir -p "$work/moved-aside"
        build_disk=$(printf '%q ' "$PREFLIGHT" build --no-cache --content "$dir/preflight/content" --output "$disk")
        time_pair "$many" "$warm" "floor-disk-fresh-$pages" "$clear_out" "$floor" \
            "disk-fresh-$pages" "if [ -e '$disk' ]; then mv '$disk' '$work/moved-aside/'\$(date +%s%N); fi; sync" "$build_disk"
        time_pair "$many" "$warm" "floor-disk-clean-$pages" "$clear_out" "$floor" \
            "disk-clean-$pages" "rm -rf '$disk' && sync" "$build_disk"
        # The clean output's files (paths and sizes), for the file-creation floor below.
        (cd "$disk" && find . -type f -printf '%P %s\n' | LC_ALL=C sort) >"$work/results/disk-files-$pages.txt"
        # The rebuilds right after the clean series they are divided by: this machine's speed
        # drifts by tens of percent over a minute, which a pause between them let into the ratios.
        "$PREFLIGHT" build --quiet --content "$dir/preflight/content" --output "$disk"
        time_it "disk-nochange-$pages" "$rebuilds" "$warm" "$work/none" \
            "$PREFLIGHT" build --content "$dir/preflight/content" --output "$disk"
        BEFORE_EACH="sh -c 'printf \"\\nAn edit at %s.\\n\" \$(date +%s%N) >>$edited'" \
            time_it "disk-edit-$pages" "$rebuilds" "$warm" "$work/none" \
            "$PREFLIGHT" build --content "$dir/preflight/content" --output "$disk"
        # A rebuild after an edit every page shows: the site's name in docs.json, new each run,
        # so that every page is rendered, staged and moved in (a template or navigation edit
        # does the same). No target: reported beside the clean build it is measured against.
        config="$dir/preflight/content/docs.json"
        cp "$config" "$work/docs.json.orig"
        BEFORE_EACH="sh -c 'sed -i \"s/^ \\\"name\\\": .*/ \\\"name\\\": \\\"Bench \$(date +%s%N)\\\",/\" $config'" \
            time_it "disk-sitewide-$pages" "$few" "$warm" "$work/none" \
            "$PREFLIGHT" build --content "$dir/preflight/content" --output "$disk"
        cp "$work/docs.json.orig" "$config"
        # The file-creation floor: those files created by a small program on 2 threads, after
        # the same `rm -rf && sync`: what the disk alone costs a clean build.
        rm -rf "$work/moved-aside"
        inode_pause
        time_it "disk-create-$pages" "$many" "$warm" "$work/disk-floor-$pages" \
            python3 -S "$here/create_files.py" "$work/results/disk-files-$pages.txt" "$work/disk-floor-$pages"
        rm -rf "$work/disk-floor-$pages"
    )
    cp "$work/edited.orig" "$edited"
    rm -rf "$disk" "$work/.preflight-cache"
    # `serve` on the disk: from a page's write to the `reload` event, over 20 different pages
    # (and at 5,000 pages, the peak memory after 100), on a copy of the content it edits.
    say "serve-$pages"
    rm -rf "$work/serve-content" "$work/serve-out"
    cp -r "$dir/preflight/content" "$work/serve-content"
    peak=""
    if [ "$pages" -ge 5000 ]; then peak="--peak-after 100"; fi
    (cd "$work" && python3 "$here/serve_latency.py" "$PREFLIGHT" "$work/serve-content" "$work/serve-out" \
        --edits 20 $peak --json "$work/results/serve-$pages.latency") >&2
    rm -rf "$work/serve-content" "$work/serve-out" "$work/.preflight-cache"
    # Hugo by turns with a clean build too, as the floor is: a ratio of two series timed a
    # minute apart measured this machine's drift as much as the tools (one run's Preflight
    # series took 0.95 s, a third more than the run before, while Hugo's took a fifth more).
    time_pair "$few" 1 "hugo-nohl-$pages" "$clear_out" \
        "$(printf '%q ' hugo --quiet --source "$dir/hugo" --destination "$out" --config "$dir/hugo/hugo.toml,$dir/hugo/no-highlight.toml")" \
        "preflight-by-hugo-nohl-$pages" "$clear_out" "$clean_build"
    time_pair "$few" 1 "hugo-$pages" "$clear_out" \
        "$(printf '%q ' hugo --quiet --source "$dir/hugo" --destination "$out")" \
        "preflight-by-hugo-$pages" "$clear_out" "$clean_build"
    rm -rf "$out" "$out.html"
done

if [ "$quick" = 1 ]; then many=3 warm=1; else many=5 warm=1; fi
time_it "previews" "$many" "$warm" "$outputs/out-previews" \
    "$PREFLIGHT" build --no-cache --content "$previews/content" --output "$outputs/out-previews"
# The same previews after one state's label is edited (a different label each run), from the
# working folder that holds the build cache: that state's preview, its gallery page and the pages
# that list every state are made again, and the other previews kept. The last state: its gallery
# page frames its phones rather than drawing them.
edited_state="$previews/content/states/state-0499.json"
cp "$edited_state" "$work/state.orig"
printf '#!/bin/sh\nsed -i "s/\\"label\\": \\"[^\\"]*\\"/\\"label\\": \\"Edited $(date +%%s%%N)\\"/" "%s"\n' \
    "$edited_state" >"$work/edit-state.sh"
(
    cd "$work"
    "$PREFLIGHT" build --quiet --content "$previews/content" --output "$outputs/out-previews"
    BEFORE_EACH="sh $work/edit-state.sh" time_it "previews-edit" 20 "$warm" "$work/none" \
        "$PREFLIGHT" build --content "$previews/content" --output "$outputs/out-previews"
)
cp "$work/state.orig" "$edited_state"
rm -rf "$outputs/out-previews" "$work/.preflight-cache"
time_it "api-300" "$many" "$warm" "$outputs/out-api" \
    "$PREFLIGHT" build --no-cache --content "$api/content" --output "$outputs/out-api"
# The same site after a line appended to its one written page (a different line each run), from
# the working folder that holds the build cache: the spec is unchanged, so its operations' pages
# are kept and the navigation comes from the spec's outline.
cp "$api/content/index.md" "$work/api-index.orig"
(
    cd "$work"
    "$PREFLIGHT" build --quiet --content "$api/content" --output "$outputs/out-api"
    BEFORE_EACH="sh -c 'printf \"\\nAn edit at %s.\\n\" \$(date +%s%N) >>$api/content/index.md'" \
        time_it "api-300-edit" 30 "$warm" "$work/none" \
        "$PREFLIGHT" build --content "$api/content" --output "$outputs/out-api"
)
cp "$work/api-index.orig" "$api/content/index.md"
rm -rf "$outputs/out-api" "$work/.preflight-cache"
time_it "preview" 30 3 "$work/preview.html" \
    "$PREFLIGHT" preview "$root/content/catalogs/pulse-fitness.json" --output "$work/preview.html"

# MARK: - Subscriber exports (`diff --states`)
# One JSON Lines export per size, plain and gzipped, from bench/generate_states.py. `diff` exits 1
# when there are changes, so a wrapper maps 0 and 1 to success (its own cost is a fork).
if [ "$quick" = 1 ]; then state_sizes=${BENCH_STATE_SIZES:-200000}; else state_sizes=${BENCH_STATE_SIZES:-200000 2000000}; fi
states_stamp=$(md5sum <"$here/generate_states.py" | cut -c1-12)
for subscribers in $state_sizes; do
    dir="$work/states-$subscribers"
    if [ "$(cat "$dir/.stamp" 2>/dev/null)" != "$states_stamp" ]; then
        say "Generating a subscriber export of $subscribers states"
        rm -rf "$dir"
        python3 "$here/generate_states.py" "$subscribers" "$dir" --gzip
        echo "$states_stamp" >"$dir/.stamp"
    fi
    if [ "$subscribers" -ge 2000000 ]; then runs=3; else runs=5; fi
    for file in "states-$subscribers.jsonl" "states-$subscribers.jsonl.gz"; do
        name=$([ "${file%.gz}" = "$file" ] && echo "states-$subscribers" || echo "states-gz-$subscribers")
        time_it "$name" "$runs" 1 "$outputs/none" sh -c \
            "'$PREFLIGHT' diff '$dir/old.json' '$dir/new.json' --states '$dir/$file' --format json >/dev/null; [ \$? -le 1 ]"
    done
done

python3 "$here/report.py" "$work/results" "$sizes" | tee "$work/results.md"
python3 "$here/report.py" --states "$work/results" "$state_sizes" | tee -a "$work/results.md"
