"""axe-core finds no violation in the preview page, in either appearance and with annotations,
and in the review page with its subscriber picker.

No rule is disabled. A failure prints each violation's id, impact and target nodes.
"""

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from axe_runner import describe, run_axe
from preview import FIXTURES, PreviewPage
from previews_site import build_site
from review import ReviewPage, render_review

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


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("state", ["as-drawn", "listbox-open", "picked"])
def test_the_review_page_with_its_subscriber_picker_has_no_axe_violations(driver, tmp_path, theme, state):
    """A review with states: the picker, its open list of matches, and a picked subscriber's
    screens with their choices marked and the affected-subscriber lists."""
    driver.get(render_review(tmp_path / "review.html").as_uri())
    review = ReviewPage(driver)
    if theme == "dark":
        Select(review.find('[data-control="theme"]')).select_by_value("dark")
    box = review.search_box()
    if state == "listbox-open":
        box.click()
        box.send_keys("o", Keys.ARROW_DOWN)
        assert review.options()
    if state == "picked":
        box.click()
        box.send_keys("bo", Keys.ENTER)
        review.wait_for_pick("bo")
        for details in review.find_all("details.rv-affected:not([open])"):
            details.find_element("css selector", "summary").click()
    assert_no_violations(review)


# MARK: Many screens at once


@pytest.mark.parametrize("fragment", ["", "#appearance=dark&look=ios26"], ids=["light", "dark-ios26"])
@pytest.mark.parametrize(
    "path", ["previews/gym/gallery.html", "previews/gym/gallery-2.html", "previews/compare.html", "previews/index.html"])
def test_the_gallery_compare_and_index_pages_have_no_axe_violations(driver, tmp_path, path, fragment):
    # Enough states for a second gallery page, whose phones are frames.
    site = build_site(tmp_path, extra_states=30)
    driver.get((site / path).as_uri() + fragment)
    if path.endswith("compare.html"):
        WebDriverWait(driver, 10).until(lambda d: d.execute_script(
            "return document.querySelector('[data-compare]').hasAttribute('data-changed')"))
    assert_no_violations(PreviewPage(driver))


@pytest.mark.parametrize("fragment", ["", "#appearance=dark"], ids=["light", "dark"])
def test_the_one_off_compare_page_has_no_axe_violations_and_lists_the_rows_that_differ(driver, tmp_path, fragment):
    import json
    import subprocess

    from preview import preflight_binary

    state = tmp_path / "quiet.json"
    state.write_text(json.dumps({"label": "Quiet", "choices": {"gym-reminders": False}}))
    output = tmp_path / "compare.html"
    command = [str(preflight_binary()), "preview", str(FIXTURES / "catalog.json"), "--compare-state", str(state), "--output", str(output)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    driver.get(output.as_uri() + fragment)
    page = PreviewPage(driver)
    assert page.find("[data-compare-status]").text == "1 row differs: gym-reminders"
    assert len(page.find_all("[data-compare-changed]")) == 2, "outlined on both sides"
    assert_no_violations(page)
