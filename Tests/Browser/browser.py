"""One place that starts the headless Chromium the tests and the screenshot script drive.

Everything is offline: the chromedriver is given explicitly and SE_OFFLINE stops Selenium
Manager from going online to look for a browser or a driver.
"""

import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")

# An iPhone 15/16-sized screen in points. The phone is emulated through the DevTools protocol,
# not --window-size, so the page sees a mobile viewport (meta viewport, DPR 3) as on a phone.
PHONE = {"width": 393, "height": 852, "deviceScaleFactor": 3, "mobile": True}


def start_chromium(device=PHONE):
    os.environ["SE_OFFLINE"] = "true"
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    # The override stays in force across navigations, so one call serves every page.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", device)
    return driver
