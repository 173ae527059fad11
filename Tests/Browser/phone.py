"""Helpers for the phone's own geometry: a desktop-sized window, and reading the phone's box."""

import contextlib

from browser import PHONE

# A window wide and tall enough for the largest device with its bezel, so nothing is scaled.
DESKTOP = {"width": 1280, "height": 1200, "deviceScaleFactor": 1, "mobile": False}

# IOS-LOOK.md, Devices: the toolbar's value for each screen, its size in points, and its
# safe areas (status bar, home indicator).
DEVICES = {
    "375x667": (375, 667, 20, 0),
    "375x812": (375, 812, 50, 34),
    "393": (393, 852, 59, 34),
    "402": (402, 874, 62, 34),
    "430": (430, 932, 59, 34),
    "440": (440, 956, 62, 34),
}


@contextlib.contextmanager
def window(driver, metrics):
    """Emulates another window for the block, then the session's phone again."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    try:
        yield
    finally:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)


def box(page, element):
    """The element's drawn box in CSS pixels (zoom and scaling included)."""
    return page.driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return {left: r.left, top: r.top, width: r.width, height: r.height, bottom: r.bottom};", element)


def scroll_list(page, to):
    """Scrolls the phone's list to `to` pixels (or "end") and returns where it came to rest."""
    return page.driver.execute_script(
        "var s = document.querySelector('.ios-scroll');"
        "s.scrollTop = arguments[0] === 'end' ? s.scrollHeight : arguments[0];"
        "return s.scrollTop;", to)
