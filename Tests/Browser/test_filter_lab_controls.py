"""Filter Lab's controls in the browser: the slider's debounce and stale-result guard, the
keyboard, errors in words, a full stack of filters, and your own photo as the picture."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import (ACTION_SECONDS, api, choose_segment, idle, new_user_on_segment, open_lab, read_lab,
                                step_labels, wait_for_new_state)
from support import DESKTOP, PHONE, SAMPLE_PAGE, javascript_errors, layout_problems, sign_up, tap, unique_email, wait


def test_the_slider_is_debounced_and_the_last_value_wins(server, browser, shoot):
    driver = browser(PHONE)
    view = new_user_on_segment(driver, server, "slider", "Blur")

    # Record what the page sends, and hold each answer back a little so progress can be seen.
    driver.execute_script(
        """
        window.__posts = [];
        const real = window.fetch;
        window.fetch = async (url, init) => {
          if (init && init.method === 'POST') window.__posts.push(JSON.parse(init.body));
          const response = await real(url, init);
          if (init && init.method === 'POST') await new Promise((r) => setTimeout(r, 700));
          return response;
        };
        """
    )
    # A drag: several positions in quick succession, then a pause with no release.
    driver.execute_script(
        """
        const slider = document.getElementById('lab-slider');
        for (const value of [40, 60, 80, 100, 120]) {
          slider.value = String(value);
          slider.dispatchEvent(new Event('input', {bubbles: true}));
        }
        """
    )
    assert driver.find_element(By.CSS_SELECTOR, "[data-slider-value]").text == "120%", "the value shows while dragging"
    wait(driver, 5).until(lambda d: d.execute_script("return window.__posts.length") >= 1)
    wait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-status]").is_displayed())
    assert driver.find_element(By.CSS_SELECTOR, "[data-lab-view]").get_attribute("aria-busy") == "true"
    assert driver.find_element(By.CSS_SELECTOR, "[data-busy]").is_displayed(), "progress over the picture"
    assert "Blur" in driver.find_element(By.CSS_SELECTOR, "[data-status-text]").text
    shoot(driver, "slider-progress")
    view = wait_for_new_state(driver, view)
    posts = driver.execute_script("return window.__posts")
    assert [p["action"] for p in posts] == ["slider"], f"one request for the whole drag: {posts}"
    assert posts[0]["intensity"] == pytest.approx(1.2)
    assert isinstance(posts[0]["sequence"], int)

    # Two releases in quick succession: the last one is what stays on screen.
    driver.execute_script("window.__posts = []")
    driver.execute_script(
        """
        const slider = document.getElementById('lab-slider');
        for (const value of [150, 275]) {
          slider.value = String(value);
          slider.dispatchEvent(new Event('input', {bubbles: true}));
          slider.dispatchEvent(new Event('change', {bubbles: true}));
        }
        """
    )
    wait(driver, ACTION_SECONDS).until(
        lambda d: d.execute_script("return window.__posts.length") >= 1
        and d.find_element(By.CSS_SELECTOR, "[data-lab-view]").get_attribute("aria-busy") == "false")
    view = read_lab(driver)
    posts = driver.execute_script("return window.__posts")
    assert posts[-1]["intensity"] == pytest.approx(2.75)
    sequences = [p["sequence"] for p in posts]
    assert sequences == sorted(set(sequences)), f"sequence numbers only grow: {sequences}"
    assert view.slider_value == "275" and view.slider_text == "275%"
    assert step_labels(view)[-1] == "Blur 275%"
    status, state = api(driver, "GET", "/api/v1/filter-lab")
    assert state["sliderIntensity"] == pytest.approx(2.75)
    assert str(state["revision"]) == view.revision, "the page shows the newest state"
    assert view.error == ""

    # An answer older than the one shown (a late reply) is ignored.
    stale = dict(state, sequence=posts[0]["sequence"] - 1, revision=state["revision"] - 1, sliderIntensity=0.5,
                 steps=state["steps"][:-1] + [{"label": "Blur 50%", "wordCount": 1, "meanConfidence": 0.5}])
    driver.execute_async_script(
        """
        const [stale, done] = arguments;
        const real = window.fetch;
        window.fetch = async (url, init) => {
          if (init && init.method === 'POST') {
            window.fetch = real;
            return new Response(JSON.stringify(stale), {status: 200, headers: {'Content-Type': 'application/json'}});
          }
          return real(url, init);
        };
        document.querySelector('[data-amount="0.25"]').click();
        setTimeout(done, 1500);
        """,
        stale,
    )
    after = read_lab(driver)
    assert after.steps == view.steps and after.revision == view.revision and after.slider_text == "275%"
    assert javascript_errors(driver) == []


def test_the_keyboard_drives_every_control(server, browser, shoot):
    driver = browser(DESKTOP, mobile=False)
    sign_up(driver, server, unique_email("keys"))
    view = open_lab(driver, server)

    original = driver.find_element(By.CSS_SELECTOR, 'input[name="segment"][value="original"]')
    driver.execute_script("arguments[0].focus()", original)
    # Focus by script is not keyboard focus everywhere; Tab away and back to make it so.
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.get_attribute("value") == "original"
    ring = driver.execute_script(
        "const s = getComputedStyle(document.activeElement.nextElementSibling); return [s.outlineStyle, parseFloat(s.outlineWidth)];")
    assert ring[0] != "none" and ring[1] >= 2, f"visible focus on the segment: {ring}"
    shoot(driver, "keyboard-segment-focus")

    # Arrow keys move the choice, as in any radio group.
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    view = wait_for_new_state(driver, view)
    assert view.segment == "blur"
    assert driver.switch_to.active_element.get_attribute("value") == "blur"

    # Tab reaches 25%, then 75%, then the slider; Enter and the arrow keys use them.
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.text == "25%"
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.text == "75%"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    view = wait_for_new_state(driver, view)
    assert step_labels(view) == ["Original", "Blur 25%", "Blur 75%"]
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.get_attribute("id") == "lab-slider"
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    view = wait_for_new_state(driver, view)
    assert view.slider_text == "30%" and step_labels(view)[-1] == "Blur 30%"
    shoot(driver, "keyboard-slider")
    assert javascript_errors(driver) == []


def test_errors_are_shown_in_words_next_to_the_controls(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("offline"))
    view = open_lab(driver, server)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        choose_segment(driver, "Blur")
        error = driver.find_element(By.CSS_SELECTOR, "[data-error]")
        wait(driver, 15).until(EC.visibility_of(error))
        assert "Could not reach Readout" in error.text
        assert error.get_attribute("role") == "alert"
        # Next to the controls: inside the controls' card.
        assert driver.execute_script("return arguments[0].closest('.lab__controls') !== null", error)
        # The control goes back to what is really shown.
        wait(driver, 15).until(lambda d: read_lab(d).segment == "original")
        shoot(driver, "error-offline")
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
            "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    # The next action works and clears the message.
    choose_segment(driver, "Blur")
    view = wait_for_new_state(driver, view)
    assert view.segment == "blur" and view.error == ""

    # Refused by the server (409: Original has no filter to apply): the message is the server's.
    status, answer = api(driver, "POST", "/api/v1/filter-lab/actions", {"action": "segment", "segment": "original"})
    assert status == 200
    status, answer = api(driver, "POST", "/api/v1/filter-lab/actions", {"action": "intensity", "amount": 0.25})
    assert status == 409 and answer["error"]["message"]


def test_a_full_stack_of_filters_turns_the_buttons_off_and_says_why(server, browser, shoot):
    driver = browser(PHONE)
    view = new_user_on_segment(driver, server, "stack", "Binarize")
    # Fifteen more presses through the API (the page's own session), then the page catches up.
    for _ in range(15):
        status, answer = api(driver, "POST", "/api/v1/filter-lab/actions", {"action": "intensity", "amount": 0.75})
        assert status == 200, answer
    assert answer["controls"] == {"intensityButtonsEnabled": False, "sliderEnabled": True}
    view = open_lab(driver, server)
    assert view.segment == "binarize"
    assert view.amounts_enabled == [False, False] and view.slider_enabled
    hint = driver.find_element(By.CSS_SELECTOR, "[data-controls-hint]")
    assert "as often as one picture allows" in hint.text, hint.text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", hint)
    shoot(driver, "stack-full")

    # The slider starts again from the original: the buttons come back.
    slider = driver.find_element(By.ID, "lab-slider")
    slider.send_keys(Keys.ARROW_RIGHT)
    view = wait_for_new_state(driver, view)
    assert view.amounts_enabled == [True, True]
    assert "again to the picture shown" in hint.text, hint.text


def test_your_own_photo_becomes_the_picture(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("ownphoto"))
    view = open_lab(driver, server)
    section = driver.find_element(By.CSS_SELECTOR, "[data-lab-photos]")
    wait(driver, 10).until(lambda d: not d.find_element(By.CSS_SELECTOR, "[data-photos-loading]").is_displayed())
    assert section.find_element(By.CSS_SELECTOR, "[data-photos-empty]").is_displayed(), "says what to do with no photos"
    assert section.find_element(By.CSS_SELECTOR, "[data-upload]").is_displayed()

    section.find_element(By.CSS_SELECTOR, "input[data-upload-input]").send_keys(str(SAMPLE_PAGE))
    view = wait_for_new_state(driver, view, seconds=240)
    assert view.source.startswith("photo:")
    assert view.segment == "original" and step_labels(view) == ["Original"]
    words = " ".join(view.text.split()).lower()
    assert "truth universally acknowledged" in words
    photo_id = view.source.split(":", 1)[1].lower()
    wait(driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, f'[data-photo-id="{photo_id}"][aria-pressed="true"]'))
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", section)
    assert layout_problems(driver) == []
    shoot(driver, "own-photo")

    # Blur it, then choose the photo again from the list: back to its Original.
    choose_segment(driver, "Blur")
    view = wait_for_new_state(driver, view)
    tap(driver, driver.find_element(By.CSS_SELECTOR, f'[data-photo-id="{photo_id}"]'))
    view = wait_for_new_state(driver, view)
    assert view.source == f"photo:{photo_id}" or view.source.lower() == f"photo:{photo_id}"
    assert view.segment == "original" and step_labels(view) == ["Original"]
    assert javascript_errors(driver) == []

    # Deleted in another tab: the next action says so, and the page goes back to a sample.
    status, _ = api(driver, "DELETE", f"/api/v1/photos/{photo_id}")
    assert status in (200, 204)
    choose_segment(driver, "Blur")
    error = driver.find_element(By.CSS_SELECTOR, "[data-error]")
    wait(driver, 30).until(lambda d: "no longer in your photos" in error.text)
    wait(driver, 30).until(lambda d: idle(d) and read_lab(d).source.startswith("gallery:"))
    view = read_lab(driver)
    assert view.segment == "original" and step_labels(view) == ["Original"]
    # Nor is it offered any more among your photos.
    wait(driver, 15).until(lambda d: not d.find_elements(By.CSS_SELECTOR, f'[data-photo-id="{photo_id}"]'))
    shoot(driver, "own-photo-deleted")
