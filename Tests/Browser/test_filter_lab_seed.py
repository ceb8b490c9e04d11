"""Filter Lab in the browser: the seed's figures walked with a signed-up user (default, Blur,
25%, 75%, Original, Binarize, the slider at 300%, New image), with the glance open in a second
browser on the same session updating live, and the same state again after a reload."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from filter_lab_support import (GLANCE, LAB, WATCH, api, choose_segment, copy_session, open_lab, press_amount,
                                read_glance, recognised_words, revision_of, step_labels, wait_for_new_state)
from support import PHONE, javascript_errors, layout_problems, sign_up, tap, unique_email, wait


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
    assert step_labels(view) == ["Original"]
    assert view.word_count > 0 and view.step_words == [view.word_count]
    assert view.boxes == view.words > 0, "one box per recognised word"
    assert "revision=" in view.image_url
    assert lab.find_element(By.CSS_SELECTOR, "[data-text-legend]").is_displayed()
    assert layout_problems(lab) == []
    original_words = view.word_count
    first_source = view.source
    shoot(lab, "1-default")

    # The glance, linked from the lab, in a second browser signed in with the same session cookie.
    link = lab.find_element(By.CSS_SELECTOR, "[data-glance-link]")
    assert link.get_attribute("href") == f"{server.url}{GLANCE}" and link.is_displayed()
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
    assert step_labels(view) == ["Original", "Blur 25%"]
    assert revision_of(view.image_url) != revision_of(before.image_url)
    assert view.word_count == view.step_words[-1]
    assert view.slider_text == "25%"
    shoot(lab, "2-blur")
    glance_texts.append(_check_glance(watch, lab, shoot, "glance-2-blur").visible_text)

    # 25% and 75% are additive: each applies to the picture shown, adding a step.
    press_amount(lab, "25%")
    before = view
    view = wait_for_new_state(lab, view)
    assert step_labels(view) == ["Original", "Blur 25%", "Blur 25%"]
    assert revision_of(view.image_url) != revision_of(before.image_url)
    shoot(lab, "3-blur-25")

    press_amount(lab, "75%")
    before = view
    view = wait_for_new_state(lab, view)
    assert step_labels(view) == ["Original", "Blur 25%", "Blur 25%", "Blur 75%"]
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
    assert step_labels(view) == ["Original", "Blur 25%", "Blur 25%", "Blur 75%", "Original"]
    assert view.word_count == original_words and view.step_words[-1] == original_words
    assert view.source == first_source
    shoot(lab, "5-original")
    glance_texts.append(_check_glance(watch, lab, shoot, "glance-3-original").visible_text)

    # Binarize, then the slider to 300% (not additive: once, on the original).
    choose_segment(lab, "Binarize")
    view = wait_for_new_state(lab, view)
    assert view.segment == "binarize" and view.slider_enabled
    assert step_labels(view)[-2:] == ["Original", "Binarize 25%"] and len(view.steps) == 6
    shoot(lab, "6-binarize")

    slider = lab.find_element(By.ID, "lab-slider")
    lab.execute_script("arguments[0].scrollIntoView({block: 'center'})", slider)
    slider.send_keys(Keys.END)  # the keyboard's way to the slider's maximum
    before = view
    view = wait_for_new_state(lab, view)
    assert view.slider_value == "300" and view.slider_text == "300%"
    assert step_labels(view)[-1] == "Binarize 300%" and len(view.steps) == 7
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
    assert step_labels(view) == ["Original"]
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
