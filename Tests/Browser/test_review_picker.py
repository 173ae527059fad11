"""The review page's subscriber picker: search, pick, both phones redrawn for that subscriber
with their own choices marked, and the lists of affected subscribers that pick them."""

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from review import ReviewPage, render_review


@pytest.fixture
def review(driver, tmp_path):
    page = render_review(tmp_path / "review.html")
    driver.get(page.as_uri())
    return ReviewPage(driver)


def test_search_by_id_or_label_lists_the_matches(review):
    box = review.search_box()
    box.click()
    box.send_keys("o")  # bo, carol by id; ana by "Never chose"; dan by "No offers at all"
    assert box.get_dom_attribute("aria-expanded") == "true"
    assert review.options() == ["ana", "bo", "carol", "dan"]
    box.send_keys("l")  # "ol": carol only
    assert review.options() == ["carol"]
    box.send_keys(Keys.BACKSPACE)
    box.send_keys("ff")  # "off": bo's "Push offers only", dan's "No offers at all"
    assert review.options() == ["bo", "dan"]
    assert review.find("#rv-matches").text == "2 subscribers match."
    box.send_keys(Keys.ESCAPE)
    assert box.get_dom_attribute("aria-expanded") == "false"
    assert review.options() == []


def test_keyboard_picks_the_active_option(review):
    box = review.search_box()
    box.click()
    box.send_keys("streaks")  # carol, by label
    box.send_keys(Keys.ARROW_DOWN)
    active = box.get_dom_attribute("aria-activedescendant")
    assert review.find(f"#{active}").get_dom_attribute("aria-selected") == "true"
    box.send_keys(Keys.ENTER)
    review.wait_for_pick("carol")
    assert box.get_property("value") == "carol"
    assert review.find("[data-picked]").text == "Showing carol — Muted streaks <b>."
    assert [c.text for c in review.find_all("[data-who]")] == ["— carol", "— carol"]


def test_picking_redraws_both_phones_with_the_choices_marked(review):
    # Drawn for someone who never chose: every default.
    assert review.switch_on("old", "streaks") and review.switch_on("new", "weekly-streaks")
    assert review.summary("old", "offers") == "Off" and review.summary("new", "offers") == "Email"
    box = review.search_box()
    box.click()
    box.send_keys("carol")
    review.find('#rv-options [role="option"]').click()
    review.wait_for_pick("carol")
    # carol turned streaks off; the new slug carries no choice, so it is on again after.
    assert not review.switch_on("old", "streaks")
    assert review.chosen_note("old", "streaks") == "Chosen: off"
    assert review.row("old", "streaks").get_dom_attribute("data-chosen") is not None
    assert review.switch_on("new", "weekly-streaks")
    assert review.chosen_note("new", "weekly-streaks") is None
    # bo chose push for offers and never chose email, so the email flip reaches him.
    box.clear()
    box.send_keys("bo")
    box.send_keys(Keys.ENTER)
    review.wait_for_pick("bo")
    assert review.summary("old", "offers") == "Push" and review.summary("new", "offers") == "Push, Email"
    assert review.chosen_note("old", "offers") == "Chosen: Push on"
    assert review.chosen_note("new", "offers") == "Chosen: Push on"
    assert review.switch_on("old", "streaks") and review.chosen_note("old", "streaks") is None, "carol's choices are gone"
    # The changes that reach him, linked to the list.
    links = review.find_all("[data-reach] a")
    assert [link.text for link in links] == ["#2 default_changed"]
    assert links[0].get_dom_attribute("href") == "#" + review.change_row("default_changed").get_dom_attribute("id")
    # Back to someone who never chose.
    review.find('[data-action="never-chose"]').click()
    WebDriverWait(review.driver, 5).until(lambda d: review.picked() is None)
    assert review.summary("old", "offers") == "Off" and review.summary("new", "offers") == "Email"
    assert review.find_all(".rv-chosen") == []


def test_an_affected_subscriber_in_a_change_list_picks_that_subscriber(review):
    flip = review.change_row("default_changed")
    WebDriverWait(review.driver, 5).until(lambda d: flip.find_elements("css selector", "button.rv-pick"))
    buttons = flip.find_elements("css selector", "button.rv-pick")
    assert [b.text for b in buttons] == ["ana", "bo", "carol"]
    buttons[1].click()
    review.wait_for_pick("bo")
    assert review.search_box().get_property("value") == "bo"
    assert review.driver.switch_to.active_element == review.search_box()
    assert review.summary("new", "offers") == "Push, Email"


def test_a_long_list_is_made_when_it_is_opened(driver, tmp_path):
    lines = [f'{{ "subscriber": "p-{n}", "label": "Person {n}", "choices": {{}} }}' for n in range(1, 21)]
    states = tmp_path / "people.jsonl"
    states.write_text("\n".join(lines) + "\n")
    driver.get(render_review(tmp_path / "long.html", states=states).as_uri())
    review = ReviewPage(driver)
    flip = review.change_row("default_changed")
    details = flip.find_element("css selector", "details.rv-affected")
    assert details.get_dom_attribute("open") is None
    assert flip.find_elements("css selector", "button.rv-pick") == []
    details.find_element("css selector", "summary").click()
    WebDriverWait(driver, 5).until(lambda d: len(flip.find_elements("css selector", "button.rv-pick")) == 20)
    last = flip.find_elements("css selector", "li")[-1]
    assert last.text == "p-20 Person 20"
    last.find_element("css selector", "button").click()
    review.wait_for_pick("p-20")


def test_without_states_there_is_no_picker(driver, tmp_path):
    page = render_review(tmp_path / "plain.html", states=None)
    driver.get(page.as_uri())
    assert driver.find_elements("css selector", "[data-picker], #rv-search, .rv-pick") == []
