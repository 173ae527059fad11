"""axe-core finds no violation in the preview page, in either appearance and with annotations.

No rule is disabled. A failure prints each violation's id, impact and target nodes.
"""

import pytest

from axe_runner import describe, run_axe
from preview import FIXTURES

PAGES = {
    "light": [],
    "dark": ["--theme", "dark"],
    "annotate": ["--annotate"],
    "ios26-dark-annotate": ["--look", "ios26", "--theme", "dark", "--annotate"],
}


def assert_no_violations(page):
    version, violations = run_axe(page.driver)
    assert version.startswith("4."), f"expected axe-core 4.x, got {version}"
    if violations:
        # pytest.fail rather than `assert violations == []`, so the report is axe's, not a dict diff.
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s):\n{describe(violations)}", pytrace=False)


@pytest.mark.parametrize("options", PAGES.values(), ids=PAGES.keys())
def test_the_shipped_example_has_no_axe_violations(open_preview, pulse_fitness, options):
    catalog, state = pulse_fitness
    assert_no_violations(open_preview(catalog, *options, state=state))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_an_open_menu_has_no_axe_violations(open_preview, pulse_fitness, theme):
    catalog, state = pulse_fitness
    page = open_preview(catalog, "--theme", theme, state=state)
    page.menu_button("gym-reminders").click()
    assert page.menu_is_open("gym-reminders")
    page.wait_until_still(page.menu("gym-reminders"))  # contrast is measured on the final colors
    assert_no_violations(page)


def test_the_dark_toolbar_switch_has_no_axe_violations(open_preview, pulse_fitness):
    """The toolbar's dark mode recolors the page around the phone too, not only the phone."""
    catalog, state = pulse_fitness
    page = open_preview(catalog, state=state)
    page.choose("theme", "dark")
    assert_no_violations(page)


def test_the_failed_first_load_has_no_axe_violations(open_preview):
    assert_no_violations(open_preview(FIXTURES / "failed-envelope.json"))
