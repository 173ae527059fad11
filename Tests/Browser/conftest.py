"""Fixtures: one headless Chromium for the whole run, and pages made fresh in a temp folder."""

import pytest

from browser import start_chromium
from preview import FIXTURES, REPO, PreviewPage, preflight_binary, render


def pytest_configure(config):
    binary = preflight_binary()
    if not binary.is_file():
        raise pytest.UsageError(
            f"no preflight binary at {binary}: build it (swift build --product preflight) or set PREFLIGHT_BIN")


@pytest.fixture(scope="session")
def driver():
    chromium = start_chromium()
    yield chromium
    chromium.quit()


@pytest.fixture
def open_preview(driver, tmp_path):
    """open_preview(catalog=fixture catalog, *options, state=None) renders a page and loads it."""

    def open_page(catalog=FIXTURES / "catalog.json", *options, state=None):
        output = tmp_path / "preview.html"
        rendered = render(catalog, output, *options, state=state)
        driver.get(output.as_uri())
        page = PreviewPage(driver)
        page.rendered = rendered  # the finished `preflight preview`, for what it printed
        return page

    return open_page


@pytest.fixture
def pulse_fitness():
    """The shipped example the README screenshots show."""
    return REPO / "content/catalogs/pulse-fitness.json", REPO / "content/states/marketing-off.json"
