"""Camera or library, everywhere (issue 36, point 5), on a desktop: a photo dragged from the
desktop onto a photo card, or a screenshot pasted from the clipboard, goes where a phone's photo
would: the photo picker uploads it, Homework reads its due date, Meters identifies it. The events
are the browser's own DragEvent and ClipboardEvent, carrying a real File."""

from __future__ import annotations

import base64

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api
from support import DESKTOP, SAMPLE_PAGE, javascript_errors, layout_problems, sign_up, unique_email, wait

READ_SECONDS = 120


def _give(driver, how: str, selector: str) -> None:
    """Drops the sample page on `selector` (how="drop") or pastes it on the page (how="paste")."""
    data = base64.b64encode(SAMPLE_PAGE.read_bytes()).decode("ascii")
    driver.execute_script(
        """
        const [data, how, selector] = arguments;
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const files = new DataTransfer();
        files.items.add(new File([bytes], 'screenshot.jpg', {type: 'image/jpeg'}));
        if (how === 'paste') {
          document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: files, bubbles: true, cancelable: true}));
          return;
        }
        const zone = document.querySelector(selector);
        for (const type of ['dragenter', 'dragover', 'drop']) {
          zone.dispatchEvent(new DragEvent(type, {dataTransfer: files, bubbles: true, cancelable: true}));
        }
        """,
        data, how, selector)


def test_the_photo_picker_takes_a_dropped_photo(server, browser):
    driver = browser(DESKTOP, mobile=False)
    sign_up(driver, server, unique_email("drop-photos"))
    driver.get(f"{server.url}/photos")
    assert driver.find_element(By.CSS_SELECTOR, "[data-drop-hint]").is_displayed()
    _give(driver, "drop", "[data-drop-zone]")
    wait(driver, 60).until(EC.url_matches(r"/photos/[0-9a-fA-F-]{36}"))
    assert javascript_errors(driver) == []


def test_homework_reads_a_pasted_screenshot(server, browser, shoot):
    driver = browser(DESKTOP, mobile=False)
    sign_up(driver, server, unique_email("paste-homework"))
    driver.get(f"{server.url}/apps/homework/new")
    hint = driver.find_element(By.CSS_SELECTOR, "[data-capture] .drop-zone__hint")
    assert "paste a screenshot" in hint.text
    assert layout_problems(driver) == []
    shoot(driver, "homework-drop-hint")
    _give(driver, "paste", "")
    wait(driver, READ_SECONDS).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    assert "truth" in driver.find_element(By.CSS_SELECTOR, "[data-text]").get_attribute("textContent")
    assert javascript_errors(driver) == []


def test_meters_identifies_a_dropped_photo(server, browser):
    driver = browser(DESKTOP, mobile=False)
    sign_up(driver, server, unique_email("drop-meters"))
    assert api(driver, "POST", "/api/v1/meters", {"name": "Kitchen", "kind": "water"})[0] == 201
    driver.get(f"{server.url}/apps/meters")
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-identify]")))
    _give(driver, "drop", "[data-identify]")
    wait(driver, READ_SECONDS).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-identified]")))
    status, photos = api(driver, "GET", "/api/v1/photos")
    assert status == 200 and len(photos["photos"]) == 1
    assert javascript_errors(driver) == []

