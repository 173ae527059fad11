# Preflight — the two commands of the quick start are `make site` and `make test`.

SWIFT ?= swift
CONFORMANCE_DIR ?= ../shared/conformance
RELEASE_BIN := .build/release/preflight

.PHONY: all site test browser-test sql-test feed-test test-site conformance deps release release-check bench format lint-swift clean fuzz diagnostics-reference

all: site

## Install the system libraries that are missing (libcmark-gfm).
deps:
	@./scripts/install-deps.sh

## Build the release binary, with the Swift runtime and Foundation linked in: a process then
## starts without loading and binding a dozen shared libraries (a build with nothing to do, or
## a preview, takes a few milliseconds less), and runs where no Swift toolchain is installed.
## Linked at a fixed address (not position-independent, as Go links its programs, Hugo's among
## them): the loader then has none of the runtime's ~80,000 pointers to relocate, nearly 1 ms of
## every run. On Linux the executable is wholly static, the system libraries `make deps`
## installs included: no dynamic loader runs at all, another ~2 ms off every run. libcmark-gfm's
## remover of special characters is then defined twice, by the library and by Preflight's
## stand-in that lets pages parse on every core (Sources/Docs/CMark/CMark-SpecialCharacters.swift),
## and the first definition, Preflight's, is kept.
ifeq ($(shell uname -s),Linux)
RELEASE_LINKING := -Xswiftc -static-executable -Xlinker --allow-multiple-definition
else
RELEASE_LINKING := --static-swift-stdlib -Xlinker -no-pie -Xswiftc -Xclang-linker -Xswiftc -no-pie
endif
## Generic types' metadata is reached through accessor functions rather than mangled names:
## the runtime otherwise demangles each such name on its first use, a process's first use of
## a hundred types, some 7 % of a one-page rebuild's time. And the metadata of the generic types
## the program uses with arguments known when it compiles is laid out by the compiler
## (prespecialized), not made by the runtime at its first use: a one-page rebuild met hundreds,
## and spent 1–2 ms of its CPU making them.
RELEASE_CODEGEN := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -prespecialize-generic-metadata
release: deps
	$(SWIFT) build -c release --product preflight $(RELEASE_LINKING) $(RELEASE_CODEGEN)

## Check that the release binary builds the same bytes as the tested one (see scripts/release-check.sh).
release-check: release
	./scripts/release-check.sh $(RELEASE_BIN)

## Build the site from content/ into _site/ (BASE_URL=https://… adds the sitemap and the changelog's feed).
BASE_URL ?=
site: release
	$(RELEASE_BIN) build $(if $(BASE_URL),--base-url $(BASE_URL))

## Run the test suite: the formatting check, unit and end-to-end, then the browser, SQL and feed tests.
test: deps lint-swift
	$(SWIFT) test
	./scripts/browser-tests.sh
	./scripts/sql-tests.sh
	./scripts/feed-tests.sh

## Run only the tests of `diff --format sql` on DuckDB and PostgreSQL.
sql-test:
	./scripts/sql-tests.sh

## Run only the tests of the changelog feeds, read by the feedparser package.
feed-test:
	./scripts/feed-tests.sh

## Run only the browser tests of the preview page.
browser-test:
	./scripts/browser-tests.sh

## Check the built site: the Nu HTML Checker on every page, axe-core on each kind of page (light, dark, phone).
test-site: deps
	./scripts/test-site.sh

## Run the official conformance suites; one closing line per suite.
conformance: deps
	$(SWIFT) build --product ConformanceRunner
	$$($(SWIFT) build --show-bin-path)/ConformanceRunner $(CONFORMANCE_DIR)

## Fuzz every harness in fuzz/harnesses/ with libFuzzer, FUZZ_SECONDS (default 60) each, one at a time.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./fuzz/run.sh

## Time preflight build against Hugo and the cmark-gfm floor (BENCH_QUICK=1: 1,000 pages, fewer runs).
bench: release
	PREFLIGHT=$(RELEASE_BIN) ./bench/run.sh

## Format the Swift sources in place.
format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

## Check the Swift sources' formatting (.swift-format); any finding fails.
lint-swift:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

clean:
	rm -rf .build _site .preflight-cache

## Regenerate docs/diagnostics.md from the codes' explanations (`preflight explain --reference`).
diagnostics-reference:
	$(SWIFT) build --product preflight
	$$($(SWIFT) build --show-bin-path)/preflight explain --reference > docs/diagnostics.md
