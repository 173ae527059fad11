# Sourced by the pytest runners (browser-, sql- and feed-tests.sh): the Python packages they
# need, the preflight binary they drive, and pytest itself, set up one way for all three.
# Environment: PREFLIGHT_BIN (a built binary; otherwise built here with swift build), PYTHON, SWIFT.

PYTHON="${PYTHON:-python3}"

# Installs with pip the packages whose modules are missing; each argument is MODULE=PACKAGE.
ensure_python_packages() {
    local modules=() packages=() pair
    for pair in "$@"; do
        modules+=("${pair%%=*}")
        packages+=("${pair#*=}")
    done
    if ! "$PYTHON" -c 'import importlib.util as u, sys
sys.exit(0 if all(u.find_spec(m) for m in sys.argv[1:]) else 1)' "${modules[@]}"; then
        echo "Installing ${packages[*]}…" >&2
        # A Debian Python is "externally managed": there the packages go in with --break-system-packages.
        "$PYTHON" -m pip install --quiet --disable-pip-version-check "${packages[@]}" 2>/dev/null ||
            "$PYTHON" -m pip install --quiet --disable-pip-version-check --break-system-packages "${packages[@]}"
    fi
}

# Builds the binary unless PREFLIGHT_BIN names one, then runs pytest on the folder given.
run_pytest() {
    if [ -z "${PREFLIGHT_BIN:-}" ]; then
        # An up-to-date build is a no-op; otherwise this builds only what changed.
        SWIFT="${SWIFT:-swift}"
        ./scripts/install-deps.sh
        "$SWIFT" build --quiet --product preflight
        PREFLIGHT_BIN="$("$SWIFT" build --show-bin-path)/preflight"
    fi
    export PREFLIGHT_BIN
    # Bytecode and cache stay out of the work tree.
    export PYTHONDONTWRITEBYTECODE=1
    exec "$PYTHON" -m pytest "$@"
}
