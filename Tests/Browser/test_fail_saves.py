"""Changes are optimistic; with "Fail saves" ticked each one reverts a moment later (~700 ms),
the way the app reloads from the server when a save fails."""

from selenium.webdriver.support.ui import WebDriverWait

from preview import is_checked

# Comfortably longer than the page's revert delay, short enough to fail fast.
REVERT_TIMEOUT = 5


def test_a_switch_flips_then_reverts_when_saves_fail(open_preview):
    page = open_preview()
    page.tick("fail-saves")
    switch = page.switch("class-changes")

    switch.click()
    assert not is_checked(switch), "the change shows at once (optimistic)"
    WebDriverWait(page.driver, REVERT_TIMEOUT).until(
        lambda _: is_checked(switch), "the switch never went back on after the failed save")


def test_a_menu_pick_reverts_its_summary_when_saves_fail(open_preview):
    page = open_preview()
    page.tick("fail-saves")

    page.menu_button("gym-reminders").click()
    page.menu_item("gym-reminders", "off").click()
    assert page.summary("gym-reminders") == "Off"
    WebDriverWait(page.driver, REVERT_TIMEOUT).until(
        lambda _: page.summary("gym-reminders") == "Push", "the summary never went back to Push")
    assert page.checked_channels("gym-reminders") == ["push"]
    assert not is_checked(page.menu_item("gym-reminders", "off"))


def test_without_fail_saves_a_change_sticks(open_preview):
    page = open_preview()
    switch = page.switch("class-changes")
    switch.click()
    # The one deliberate wait: proving that nothing happens needs the revert delay to pass.
    # The page waits twice that long on its own clock, then reports.
    still_off = page.driver.execute_async_script(
        "var done = arguments[arguments.length - 1], el = arguments[0];"
        "setTimeout(function () { done(el.getAttribute('aria-checked')); }, 1400);", switch)
    assert still_off == "false"
