"""A topic on several channels is a row with a menu: "Off", then one checkable entry per channel.

The row's inline summary lists the opted-in channels in the catalog's channel order
(push, email, sms here), never in click order or in the order the topic lists them.
"""

import pytest
from selenium.webdriver.common.keys import Keys

from preview import is_checked


def pick(page, slug, channel):
    """Opens the row's menu with a click and clicks one entry."""
    page.menu_button(slug).click()
    assert page.menu_is_open(slug)
    # The menu fades and slides in; a click mid-animation can miss the entry on a busy machine.
    page.wait_until_still(page.menu(slug))
    page.menu_item(slug, channel).click()


def test_a_click_opens_the_menu_with_off_first_then_each_channel(open_preview):
    page = open_preview()
    button = page.menu_button("account-security")
    assert not page.menu_is_open("account-security")
    assert button.get_dom_attribute("aria-expanded") == "false"

    button.click()
    assert page.menu_is_open("account-security")
    assert button.get_dom_attribute("aria-expanded") == "true"
    entries = page.find_all('[data-topic="account-security"] [role="menuitemcheckbox"]')
    assert [e.get_dom_attribute("data-action") or e.get_dom_attribute("data-channel") for e in entries] == [
        "off", "push", "email", "sms"]


def test_picking_channels_toggles_them_and_updates_the_summary_in_channel_order(open_preview):
    page = open_preview()
    assert page.summary("gym-reminders") == "Push"

    pick(page, "gym-reminders", "email")
    assert is_checked(page.menu_item("gym-reminders", "email"))
    assert page.checked_channels("gym-reminders") == ["push", "email"]
    assert page.summary("gym-reminders") == "Push, Email"
    assert not page.menu_is_open("gym-reminders"), "picking an entry closes the menu"

    pick(page, "gym-reminders", "push")
    assert not is_checked(page.menu_item("gym-reminders", "push"))
    assert page.summary("gym-reminders") == "Email"

    pick(page, "gym-reminders", "push")
    assert page.summary("gym-reminders") == "Push, Email", "push goes back in front of email"


def test_a_channel_picked_last_still_takes_its_place_in_channel_order(open_preview):
    page = open_preview()
    assert page.summary("account-security") == "Push, Email"

    pick(page, "account-security", "push")
    pick(page, "account-security", "sms")
    pick(page, "account-security", "push")
    assert page.summary("account-security") == "Push, Email, Sms"


def test_off_unchecks_every_channel(open_preview):
    page = open_preview()
    assert not is_checked(page.menu_item("account-security", "off"))

    pick(page, "account-security", "off")
    assert page.checked_channels("account-security") == []
    assert page.summary("account-security") == "Off"
    assert is_checked(page.menu_item("account-security", "off"))

    pick(page, "account-security", "sms")
    assert page.summary("account-security") == "Sms"
    assert not is_checked(page.menu_item("account-security", "off")), "Off is checked only while all are off"


@pytest.mark.parametrize("opening_key", [Keys.ARROW_DOWN, Keys.ENTER], ids=["ArrowDown", "Enter"])
def test_the_keyboard_opens_a_menu_and_picks_a_channel(open_preview, opening_key):
    page = open_preview()
    button = page.menu_button("gym-reminders")
    page.focus(button)

    page.press(opening_key)
    assert page.menu_is_open("gym-reminders")
    # Focus lands on the first checked entry, as on iOS: Push here.
    assert page.focused() == page.menu_item("gym-reminders", "push")

    page.press(Keys.ARROW_DOWN)
    assert page.focused() == page.menu_item("gym-reminders", "email")
    page.press(Keys.ENTER)
    assert page.summary("gym-reminders") == "Push, Email"
    assert not page.menu_is_open("gym-reminders")
    assert page.focused() == button, "after a pick, focus goes back to the menu's button"


def test_space_picks_the_focused_entry(open_preview):
    page = open_preview()
    page.focus(page.menu_button("account-security"))
    page.press(Keys.ARROW_DOWN)
    page.press(Keys.HOME)
    assert page.focused() == page.menu_item("account-security", "off")
    page.press(Keys.SPACE)
    assert page.summary("account-security") == "Off"


def test_escape_closes_the_menu_and_returns_focus_to_its_button(open_preview):
    page = open_preview()
    button = page.menu_button("gym-reminders")
    button.click()
    assert page.menu_is_open("gym-reminders")

    page.press(Keys.ESCAPE)
    assert not page.menu_is_open("gym-reminders")
    assert button.get_dom_attribute("aria-expanded") == "false"
    assert page.focused() == button
    assert page.summary("gym-reminders") == "Push", "Escape changes nothing"
