#!/usr/bin/env python3
"""Takes the README's screenshots of the preview page, light and dark.

    python3 scripts/screenshots.py            # writes docs/preview-light.png and docs/preview-dark.png

The page is the default preview of content/catalogs/pulse-fitness.json with
content/states/marketing-off.json, made with the real binary (PREFLIGHT_BIN, default
.build/debug/preflight), in the same headless Chromium as the browser tests, on a 393 pt wide
phone viewport. Each shot is the whole page, top to bottom, so the full settings screen shows.
"""

import base64
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "Browser"))

from browser import PHONE, start_chromium  # noqa: E402
from preview import REPO, render  # noqa: E402

# Relative to the repository (where `render` runs), so the page's header shows these paths.
CATALOG = Path("content/catalogs/pulse-fitness.json")
STATE = Path("content/states/marketing-off.json")
# Twice the CSS pixels rather than the phone's three: still sharp on a retina screen,
# and keeps each PNG under ~300 KB in the repository.
DEVICE = {**PHONE, "deviceScaleFactor": 2}


def full_page_png(driver):
    height = driver.execute_script("return document.documentElement.scrollHeight")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png",
        "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": DEVICE["width"], "height": height, "scale": 1},
    })
    return base64.b64decode(shot["data"])


def main():
    docs = REPO / "docs"
    docs.mkdir(exist_ok=True)
    driver = start_chromium(DEVICE)
    try:
        with tempfile.TemporaryDirectory() as folder:
            for theme in ("light", "dark"):
                page = Path(folder) / f"{theme}.html"
                render(CATALOG, page, "--theme", theme, state=STATE)
                driver.get(page.as_uri())
                # No animation is running on the default page; fonts are local, so the page is final.
                target = docs / f"preview-{theme}.png"
                target.write_bytes(full_page_png(driver))
                print(f"{target.relative_to(REPO)}: {target.stat().st_size // 1024} KB")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
