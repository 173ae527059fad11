#!/usr/bin/env bash
# Builds the libFuzzer harnesses in fuzz/harnesses/ and runs each for FUZZ_SECONDS seconds,
# one at a time, with its seed corpus and dictionary.
#
# Seeds are gathered at run time from the repository, so they never drift from what ships:
# the JSON harnesses get content/**/*.json, yaml gets those and content/**/*.yaml and *.yml
# (JSON is YAML), the Markdown harnesses content/**/*.md and *.mdx,
# mustache gets templates/**/*.mustache, and the highlighter every fenced code block in
# content/ (its first byte picking the language, as the harness reads it). fuzz/corpus/<harness>/
# holds only hand-written edge cases that are not copies of anything in the repository.
#
#   fuzz/run.sh [HARNESS ...]        all harnesses when none are named
#
# Environment:
#   FUZZ_SECONDS   seconds per harness (default 60)
#   FUZZ_BUILD     SwiftPM scratch path for the instrumented modules (default /tmp/fuzz-build)
#   FUZZ_WORK      where binaries, grown corpora and crash files go (default /tmp/fuzz-work)
#   FUZZ_JOBS      libFuzzer -jobs (default 1)
#   FUZZ_BUILD_ONLY=1   build the harnesses and stop
#
# The modules are built in the debug configuration: with `-O`, Swift 6.3.1 crashes
# ("Found ownership error") compiling Docs under -sanitize=fuzzer,address. Debug builds are
# also built for testing, so harnesses can `@testable import` internal parsers.
#
# Exit status: 0 when every harness ran clean, 1 when one found a crash, hang or leak
# (the reproducer is kept in $FUZZ_WORK/<harness>/artifacts/), 2 when a build failed.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SECONDS_EACH="${FUZZ_SECONDS:-60}"
BUILD="${FUZZ_BUILD:-/tmp/fuzz-build}"
WORK="${FUZZ_WORK:-/tmp/fuzz-work}"
JOBS="${FUZZ_JOBS:-1}"
SWIFT="${SWIFT:-swift}"
SWIFTC="${SWIFTC:-swiftc}"

ALL=(json_catalog json_state json_envelope front_matter components mustache highlighter highlight_all page yaml)
if [ "$#" -gt 0 ]; then HARNESSES=("$@"); else HARNESSES=("${ALL[@]}"); fi

# Which SwiftPM target each harness needs, and the modules whose objects it links.
target_of() {
    case "$1" in
        json_*) echo PreferenceModel ;;
        mustache) echo Templates ;;
        yaml) echo OpenAPI ;;
        *) echo Docs ;;
    esac
}
modules_of() {
    case "$1" in
        PreferenceModel) echo "ByteTools Diagnostics JSONDocument PreferenceModel" ;;
        Templates) echo "Diagnostics HTML Templates" ;;
        Docs) echo "ByteTools CArena Diagnostics HTML Docs" ;;
        OpenAPI) echo "ByteTools Diagnostics JSONDocument OpenAPI" ;;
    esac
}

build_target() {
    local target="$1"
    echo "fuzz: building $target with -sanitize=fuzzer,address" >&2
    # The build tool plugin's helper also gets these flags and fails to link; the library
    # targets build regardless, so judge the build by the target's own module file.
    (cd "$ROOT" && "$SWIFT" build -c debug --scratch-path "$BUILD" --target "$target" \
        -Xswiftc -sanitize=fuzzer,address >"$WORK/build-$target.log" 2>&1)
    if ! grep -q "Build of target: '$target' complete" "$WORK/build-$target.log"; then
        echo "fuzz: building $target failed; see $WORK/build-$target.log" >&2
        return 1
    fi
}

build_harness() {
    local harness="$1" target objects=() module
    target="$(target_of "$harness")"
    for module in $(modules_of "$target"); do
        objects+=("$BUILD"/debug/"$module".build/*.o)
    done
    local libs=() maps=()
    # Docs imports the CArena C target, whose module map SwiftPM writes beside its objects.
    [ "$target" = Docs ] && libs=(-lcmark-gfm -lcmark-gfm-extensions) &&
        maps=(-Xcc -fmodule-map-file="$BUILD/debug/CArena.build/module.modulemap")
    [ "$target" = OpenAPI ] && libs=(-lyaml)
    mkdir -p "$WORK/$harness"
    "$SWIFTC" -parse-as-library -sanitize=fuzzer,address -Onone -g \
        -I "$BUILD/debug/Modules" -I "$ROOT/Sources/CCmarkGFM" -I "$ROOT/Sources/CYAML" "${maps[@]}" \
        "$ROOT/fuzz/harnesses/$harness.swift" "${objects[@]}" "${libs[@]}" \
        -o "$WORK/$harness/fuzz-$harness" >"$WORK/$harness/link.log" 2>&1 || {
        echo "fuzz: linking $harness failed; see $WORK/$harness/link.log" >&2
        return 1
    }
}

# Copies repository files matching the find(1) name patterns into $1, named by their path.
copy_seeds() {
    local into="$1" folder="$2" file name
    shift 2
    local names=()
    for pattern in "$@"; do names+=(${names[0]+-o} -name "$pattern"); done
    while IFS= read -r -d '' file; do
        name="${file#"$ROOT"/}"
        cp "$file" "$into/${name//\//_}"
    done < <(find "$ROOT/$folder" -type f \( "${names[@]}" \) -print0)
}

# Writes each fenced code block in content/ whose language a highlighter knows as one seed:
# a byte choosing the language (the harness's order: swift json bash console http), then the code.
highlighter_seeds() {
    local into="$1"
    find "$ROOT/content" -type f \( -name '*.md' -o -name '*.mdx' \) -print0 | sort -z | xargs -0 awk -v into="$into" '
        function pick(lang) {
            lang = tolower(lang)
            if (lang == "swift") return 0
            if (lang ~ /^(json|jsonc|json5|geojson)$/) return 1
            if (lang ~ /^(bash|sh|shell|zsh|ksh)$/) return 2
            if (lang ~ /^(console|terminal|shellsession|shell-session)$/) return 3
            if (lang ~ /^https?$/) return 4
            return -1
        }
        !inside && match($0, /^ *(```+|~~~+)/) {
            fence = substr($0, RSTART, RLENGTH); sub(/^ */, "", fence)
            info = substr($0, RSTART + RLENGTH); split(info, words, /[ \t{]/)
            inside = 1; language = pick(words[1]); body = ""; next
        }
        inside && index($0, fence) && $0 ~ "^ *" fence "[`~]* *$" {
            inside = 0
            if (language >= 0) {
                count++
                file = sprintf("%s/block-%03d", into, count)
                printf "%c%s", language, body > file
                close(file)
            }
            next
        }
        inside { body = body $0 "\n" }
    '
}

# Every fenced code block in content/ as a seed for highlight_all: a byte choosing the
# language (its index in the harness's list, or "text" for one it does not name), a byte
# choosing the meta (none), then the code.
highlight_all_seeds() {
    local into="$1"
    find "$ROOT/content" -type f \( -name '*.md' -o -name '*.mdx' \) -print0 | sort -z | xargs -0 awk -v into="$into" '
        BEGIN {
            n = split("swift json bash console http js ts tsx jsx py rb go rs php cs c c++ objc kt java dart graphql ps1 dockerfile makefile toml ini env sql css scss yaml html xml diff mdx text", names, " ")
            for (i = 1; i <= n; i++) index_of[names[i]] = i - 1
        }
        !inside && match($0, /^ *(```+|~~~+)/) {
            fence = substr($0, RSTART, RLENGTH); sub(/^ */, "", fence)
            info = substr($0, RSTART + RLENGTH); split(info, words, /[ \t{]/)
            lang = tolower(words[1]); inside = 1; body = ""
            language = (lang in index_of) ? index_of[lang] : index_of["text"]; next
        }
        inside && index($0, fence) && $0 ~ "^ *" fence "[`~]* *$" {
            inside = 0; count++
            file = sprintf("%s/block-%03d", into, count)
            printf "%c%c%s", language, 0, body > file
            close(file); next
        }
        inside { body = body $0 "\n" }
    '
}

# The harness's seeds, fresh from the repository, in $1.
gather_seeds() {
    local harness="$1" into="$2"
    rm -rf "$into"
    mkdir -p "$into"
    case "$harness" in
        json_catalog) copy_seeds "$into" content/catalogs '*.json'; copy_seeds "$into" content/reviews '*.json' ;;
        json_state) copy_seeds "$into" content/states '*.json' ;;
        json_envelope) copy_seeds "$into" content '*.json' ;;
        yaml) copy_seeds "$into" content '*.json' '*.yaml' '*.yml' ;;
        front_matter | components | page) copy_seeds "$into" content '*.md' '*.mdx' ;;
        mustache) copy_seeds "$into" templates '*.mustache' ;;
        highlighter) highlighter_seeds "$into" ;;
        highlight_all) highlight_all_seeds "$into" ;;
    esac
    local hand="$ROOT/fuzz/corpus/$harness"
    [ -d "$hand" ] && cp "$hand"/* "$into"/ 2>/dev/null
    echo "fuzz: $harness seeds: $(find "$into" -type f | wc -l) files" >&2
}

run_harness() {
    local harness="$1" dir="$WORK/$harness"
    local corpus="$dir/corpus" seeds="$dir/seeds" dict=() jobs=()
    mkdir -p "$corpus" "$dir/artifacts"
    gather_seeds "$harness" "$seeds"
    [ -f "$ROOT/fuzz/dict/$harness.dict" ] && dict=(-dict="$ROOT/fuzz/dict/$harness.dict")
    # With -jobs, libFuzzer runs workers that log to fuzz-N.log in the current folder.
    [ "$JOBS" -gt 1 ] && jobs=(-jobs="$JOBS" -workers="$JOBS")
    echo "fuzz: $harness for ${SECONDS_EACH}s" >&2
    # The grown corpus comes first: libFuzzer writes new inputs into the first folder only.
    # Swift's own backtracer reads the crashed thread's stack, which ASan reports as a second,
    # false error after the real one; libFuzzer prints the stack anyway.
    (cd "$dir" && SWIFT_BACKTRACE=enable=no "$dir/fuzz-$harness" "$corpus" "$seeds" "${dict[@]}" "${jobs[@]}" \
        -max_total_time="$SECONDS_EACH" -timeout=1 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/" >"$dir/fuzz.log" 2>&1)
    local status=$?
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)" "$dir/fuzz.log" \
        | sed "s/^/fuzz: $harness /" >&2
    if [ "$status" -ne 0 ]; then
        echo "fuzz: $harness FOUND A PROBLEM (exit $status); see $dir/fuzz.log and $dir/artifacts/" >&2
        return 1
    fi
}

mkdir -p "$WORK"
targets=()
for harness in "${HARNESSES[@]}"; do
    [ -f "$ROOT/fuzz/harnesses/$harness.swift" ] || { echo "fuzz: no harness '$harness'" >&2; exit 2; }
    target="$(target_of "$harness")"
    [[ " ${targets[*]-} " == *" $target "* ]] || targets+=("$target")
done
for target in "${targets[@]}"; do build_target "$target" || exit 2; done
for harness in "${HARNESSES[@]}"; do build_harness "$harness" || exit 2; done
[ "${FUZZ_BUILD_ONLY:-0}" = 1 ] && exit 0

failed=0
for harness in "${HARNESSES[@]}"; do run_harness "$harness" || failed=1; done
exit "$failed"
