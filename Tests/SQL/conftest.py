"""Fixtures: the preflight binary, and one PostgreSQL server for the whole run."""

import os
import subprocess
from pathlib import Path

import pytest

from postgres_server import PostgresServer

REPO = Path(__file__).resolve().parents[2]


def preflight_binary():
    return Path(os.environ.get("PREFLIGHT_BIN", REPO / ".build/debug/preflight"))


def pytest_configure(config):
    binary = preflight_binary()
    if not binary.is_file():
        raise pytest.UsageError(
            f"no preflight binary at {binary}: build it (swift build --product preflight) or set PREFLIGHT_BIN")


@pytest.fixture(scope="session")
def preflight():
    """preflight(*arguments) runs the real binary and returns the finished process."""

    def run(*arguments):
        return subprocess.run([str(preflight_binary()), *map(str, arguments)], capture_output=True, text=True)

    return run


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL server of our own. Without PostgreSQL installed the tests that need it
    are skipped, unless PREFLIGHT_REQUIRE_POSTGRES is set (CI sets it), when they fail."""
    try:
        server = PostgresServer()
    except FileNotFoundError as missing:
        if os.environ.get("PREFLIGHT_REQUIRE_POSTGRES"):
            pytest.fail(f"PostgreSQL is required but missing: {missing}")
        pytest.skip(f"PostgreSQL not installed: {missing}")
    try:
        yield server.start()
    finally:
        server.stop()
