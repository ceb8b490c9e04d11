"""Filter Lab in the browser: the seed's figures walked with a signed-up user (default, Blur,
25%, 75%, Original, Binarize, the slider at 300%, New image), with the glance open in a second
browser on the same session updating live; the slider's debounce and stale-result guard; the
keyboard; errors in words; your own photo; the desktop layout; the glance on a watch-sized
screen."""

import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import (ACTION_SECONDS, GLANCE, LAB, api, choose_segment, copy_session, idle,
                                new_user_on_segment, normalise, open_lab, press_amount, read_glance, read_lab,
                                recognised_words, revision_of, wait_for_new_state)
from support import (DESKTOP, PHONE, SAMPLE_PAGE, javascript_errors, layout_problems, set_dark, set_viewport, sign_up,
                     tap, unique_email, wait)

WATCH = (200, 240)


def _labels(view):
    return [normalise(label) for label in view.steps]


def _check_glance(glance_driver, lab_driver, shoot, name):
    """The glance catches up with the lab's newest recognition: its revision, and words that
    the recognition really contains (or its empty state when there are none)."""
    status, state = api(lab_driver, "GET", "/api/v1/filter-lab/glance")
    assert status == 200, state
    wanted = str(state["revision"])
    try:
        wait(glance_driver, 30).until(lambda d: read_glance(d).revision == wanted)
    except Exception:
        raise AssertionError(f"the glance did not update to revision {wanted}: {read_glance(glance_driver)}") from None
    glance = read_glance(glance_driver)
    assert glance.words == [entry["word"] for entry in state["words"]][:3]
    _, lab_state = api(lab_driver, "GET", "/api/v1/filter-lab")
    known = recognised_words(lab_state)
    assert all(word.casefold() in known for word in glance.words), f"{glance.words} not all in {sorted(known)[:40]}"
    assert glance.empty == (not glance.words)
    if glance.words:
        assert glance.updated.startswith("Updated "), glance.updated
    shoot(glance_driver, name)
    return glance


def test_the_seed_figures_with_a_live_glance(server, browser, shoot):
    lab = browser(PHONE)
    sign_up(lab, server, unique_email("lab"))

    # Figure 1: Original selected, 25%/75% and the slider disabled, the text already recognised.
    view = open_lab(lab, server)
    assert lab.title.endswith(" · Readout")
    title = lab.find_element(By.TAG_NAME, "h1")
    assert title.text == "Text recognition vs Image filters"
    font = lab.execute_script("const s = getComputedStyle(arguments[0]); return [s.fontFamily, s.fontSize];", title)
    assert font[0].startswith('"American Typewriter"') and font[1] == "24px", font
    assert lab.find_element(By.CSS_SELECTOR, '.tabbar__item[aria-current="page"]').get_attribute("href").endswith(LAB)
    assert view.segment == "original"
    assert view.amounts_enabled == [False, False]
    assert not view.slider_enabled
    assert _labels(view) == ["Original"]
    assert view.word_count > 0 and view.step_words == [view.word_count]
    assert view.boxes == view.words > 0, "one box per recognised word"
    assert "revision=" in view.image_url
    assert lab.find_element(By.CSS_SELECTOR, "[data-text-legend]").is_displayed()
    assert layout_problems(lab) == []
    original_words = view.word_count
    first_source = view.source
    shoot(lab, "1-default")

    # The glance, in a second browser signed in with the same session cookie.
    watch = browser(WATCH)
    copy_session(lab, watch, server)
    watch.get(f"{server.url}{GLANCE}")
    wait(watch, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-live]").get_attribute("data-mode") == "on")
    assert not watch.find_elements(By.CSS_SELECTOR, "nav.tabbar"), "no navigation chrome on the glance"
    glance_texts = [_check_glance(watch, lab, shoot, "glance-1-default").visible_text]

    # Blur: blur 25% of the original; 25%, 75% and the slider become available.
    choose_segment(lab, "Blur")
    before = view
    view = wait_for_new_state(lab, view)
    assert view.segment == "blur"
    assert view.amounts_enabled == [True, True] and view.slider_enabled
    assert _labels(view) == ["Original", "Blur 25%"]
    assert revision_of(view.image_url) != revision_of(before.image_url)
    assert view.word_count == view.step_words[-1]
    assert view.slider_text == "25%"
    shoot(lab, "2-blur")
    glance_texts.append(_check_glance(watch, lab, shoot, "glance-2-blur").visible_text)

    # 25% and 75% are additive: each applies to the picture shown, adding a step.
    press_amount(lab, "25%")
    before = view
    view = wait_for_new_state(lab, view)
    assert _labels(view) == ["Original", "Blur 25%", "Blur 25%"]
    assert revision_of(view.image_url) != revision_of(before.image_url)
    shoot(lab, "3-blur-25")

    press_amount(lab, "75%")
    before = view
    view = wait_for_new_state(lab, view)
    assert _labels(view) == ["Original", "Blur 25%", "Blur 25%", "Blur 75%"]
    assert view.segment == "blur" and view.amounts_enabled == [True, True]
    assert revision_of(view.image_url) != revision_of(before.image_url)
    assert view.word_count <= original_words
    lab.execute_script("document.querySelector('.lab__history').scrollIntoView({block: 'center'})")
    shoot(lab, "4-blur-75-steps")

    # Original: everything reverted, the original's words again (a step of its own: the strip
    # starts again only with a new picture).
    choose_segment(lab, "Original")
    view = wait_for_new_state(lab, view)
    assert view.segment == "original"
    assert view.amounts_enabled == [False, False] and not view.slider_enabled
    assert _labels(view) == ["Original", "Blur 25%", "Blur 25%", "Blur 75%", "Original"]
    assert view.word_count == original_words and view.step_words[-1] == original_words
    assert view.source == first_source
    shoot(lab, "5-original")
    glance_texts.append(_check_glance(watch, lab, shoot, "glance-3-original").visible_text)

    # Binarize, then the slider to 300% (not additive: once, on the original).
    choose_segment(lab, "Binarize")
    view = wait_for_new_state(lab, view)
    assert view.segment == "binarize" and view.slider_enabled
    assert _labels(view)[-2:] == ["Original", "Binarize 25%"] and len(view.steps) == 6
    shoot(lab, "6-binarize")

    slider = lab.find_element(By.ID, "lab-slider")
    lab.execute_script("arguments[0].scrollIntoView({block: 'center'})", slider)
    slider.send_keys(Keys.END)  # the keyboard's way to the slider's maximum
    before = view
    view = wait_for_new_state(lab, view)
    assert view.slider_value == "300" and view.slider_text == "300%"
    assert _labels(view)[-1] == "Binarize 300%" and len(view.steps) == 7
    assert "slider" in view.steps[-1].lower(), view.steps[-1]
    assert revision_of(view.image_url) != revision_of(before.image_url)
    status, state = api(lab, "GET", "/api/v1/filter-lab")
    assert status == 200 and state["sliderIntensity"] == pytest.approx(3.0)
    shoot(lab, "7-binarize-slider-300")
    glance_texts.append(_check_glance(watch, lab, shoot, "glance-4-slider").visible_text)

    # New image: another picture, back at Original, recognised.
    tap(lab, lab.find_element(By.CSS_SELECTOR, "[data-new-image]"))
    view = wait_for_new_state(lab, view)
    assert view.source != first_source
    assert view.segment == "original"
    assert view.amounts_enabled == [False, False] and not view.slider_enabled
    assert _labels(view) == ["Original"]
    assert view.word_count == view.step_words[0]
    lab.execute_script("window.scrollTo(0, 0)")
    shoot(lab, "8-new-image")
    glance_texts.append(_check_glance(watch, lab, shoot, "glance-5-new-image").visible_text)

    # The glance visibly changed along the way (not just its hidden revision).
    assert len(set(glance_texts)) >= 2, glance_texts
    assert layout_problems(lab) == []
    assert javascript_errors(lab) == [] and javascript_errors(watch) == []

    # A reload shows the same state: it belongs to the session, not to the page.
    lab.refresh()
    again = open_lab(lab, server)
    assert (again.revision, again.source, again.segment, again.steps) == (view.revision, view.source, view.segment, view.steps)


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
    assert _labels(view)[-1] == "Blur 275%"
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
    assert _labels(view) == ["Original", "Blur 25%", "Blur 75%"]
    ActionChains(driver).send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.get_attribute("id") == "lab-slider"
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    view = wait_for_new_state(driver, view)
    assert view.slider_text == "30%" and _labels(view)[-1] == "Blur 30%"
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
    assert view.segment == "original" and _labels(view) == ["Original"]
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
    assert view.segment == "original" and _labels(view) == ["Original"]
    assert javascript_errors(driver) == []

    # Deleted in another tab: the next action says so, and the page goes back to a sample.
    status, _ = api(driver, "DELETE", f"/api/v1/photos/{photo_id}")
    assert status in (200, 204)
    choose_segment(driver, "Blur")
    error = driver.find_element(By.CSS_SELECTOR, "[data-error]")
    wait(driver, 30).until(lambda d: "no longer in your photos" in error.text)
    wait(driver, 30).until(lambda d: idle(d) and read_lab(d).source.startswith("gallery:"))
    view = read_lab(driver)
    assert view.segment == "original" and _labels(view) == ["Original"]
    # Nor is it offered any more among your photos.
    wait(driver, 15).until(lambda d: not d.find_elements(By.CSS_SELECTOR, f'[data-photo-id="{photo_id}"]'))
    shoot(driver, "own-photo-deleted")


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_desktop_puts_the_picture_and_the_text_side_by_side(server, browser, shoot, dark):
    driver = browser(DESKTOP, mobile=False)
    set_dark(driver, dark)
    sign_up(driver, server, unique_email("wide"))
    open_lab(driver, server)
    figure, panel = driver.execute_script(
        """
        const rect = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        return [rect(document.querySelector('[data-text-figure]')), rect(document.querySelector('[data-lab-text]'))];
        """
    )
    assert figure[2] <= panel[0], f"text to the right of the picture: {figure} {panel}"
    assert panel[1] < figure[3], "side by side, not below"
    assert layout_problems(driver) == []
    shoot(driver, f"desktop-{'dark' if dark else 'light'}")


def test_the_glance_fits_a_watch_and_needs_a_session(server, browser, shoot):
    driver = browser(PHONE)
    driver.get(f"{server.url}{GLANCE}")
    wait(driver, 10).until(lambda d: "/sign-in" in d.current_url)

    sign_up(driver, server, unique_email("watch"))
    open_lab(driver, server)  # the first visit recognises the first picture
    set_viewport(driver, WATCH, mobile=True)
    driver.get(f"{server.url}{GLANCE}")
    wait(driver, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-live]").get_attribute("data-mode") == "on")
    glance = read_glance(driver)
    assert driver.title.endswith(" · Readout") and driver.find_elements(By.TAG_NAME, "h1")
    assert not driver.find_elements(By.CSS_SELECTOR, "nav.tabbar, header.appbar")
    assert glance.updated.startswith("Updated ")
    if glance.words:
        sizes = driver.execute_script(
            """
            const size = (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
            return [size('.glance__word'), size('.glance__count'), size('[data-updated]')];
            """
        )
        assert sizes[0] > 1.5 * sizes[1] and sizes[0] > 1.5 * sizes[2], f"the words are the big thing: {sizes}"
    overflow = driver.execute_script(
        "const r = document.documentElement; return [r.scrollWidth, r.clientWidth, r.scrollHeight, r.clientHeight];")
    assert overflow[0] <= overflow[1], f"no horizontal scroll on a watch: {overflow}"
    assert overflow[2] <= overflow[3] + 1, f"fits the watch's height: {overflow}"
    colours = driver.execute_script("const s = getComputedStyle(document.body); return s.backgroundColor;")
    assert colours == "rgb(0, 0, 0)", "dark, like a watch face"
    shoot(driver, "glance-watch")
    assert javascript_errors(driver) == []


def test_without_javascript_the_page_says_so(server, browser, shoot):
    driver = browser(PHONE, javascript=False)
    sign_up(driver, server, unique_email("nojs"))
    driver.get(f"{server.url}{LAB}")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Text recognition vs Image filters"
    note = driver.find_element(By.CSS_SELECTOR, ".lab noscript + *, .lab .banner--error")
    assert note.is_displayed() and "JavaScript" in note.text
    assert not driver.find_element(By.CSS_SELECTOR, "[data-lab-view]").is_displayed(), "no controls that cannot work"
    assert driver.find_element(By.CSS_SELECTOR, '.lab a[href="/photos"]').is_displayed()
    assert layout_problems(driver) == []
    shoot(driver, "no-javascript")
