"""Helpers for the Filter Lab and glance browser tests (test_filter_lab_*.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from support import Server, sign_up, tap, unique_email, wait

LAB = "/apps/filter-lab"
GLANCE = "/glance"
#: A watch-sized screen, for the glance.
WATCH = (200, 240)
#: A debug build filters and recognises a 1600×1200 picture in a few seconds; leave room.
ACTION_SECONDS = 120


@dataclass
class LabView:
    """What the Filter Lab page shows, read from the page itself."""

    revision: str
    segment: str
    amounts_enabled: list[bool]
    slider_enabled: bool
    slider_value: str
    slider_text: str
    steps: list[str]
    step_words: list[int]
    image_url: str
    source: str
    source_title: str
    word_count: int
    boxes: int
    words: int
    text: str
    error: str


def read_lab(driver: WebDriver) -> LabView:
    data = driver.execute_script(
        """
        const grid = document.querySelector('[data-lab-view]');
        const checked = document.querySelector('input[name="segment"]:checked');
        const slider = document.getElementById('lab-slider');
        const error = document.querySelector('[data-error]');
        return {
          revision: grid.dataset.revision || '',
          segment: checked ? checked.value : '',
          amounts: [...document.querySelectorAll('[data-amount]')].map((b) => !b.disabled),
          sliderEnabled: !slider.disabled,
          sliderValue: slider.value,
          sliderText: document.querySelector('[data-slider-value]').textContent.trim(),
          steps: [...document.querySelectorAll('[data-history] .history__label')].map((e) => e.textContent.trim()),
          stepWords: [...document.querySelectorAll('[data-history] .history__words')].map((e) => parseInt(e.textContent, 10)),
          image: document.querySelector('[data-lab-image]').getAttribute('src') || '',
          source: grid.dataset.source || '',
          sourceTitle: document.querySelector('[data-source-title]').textContent.trim(),
          wordCount: Number(document.querySelector('[data-word-count]').dataset.count ?? -1),
          boxes: document.querySelectorAll('[data-text-figure] svg.text-view__boxes rect.word-box').length,
          words: document.querySelectorAll('[data-text-output] .word').length,
          text: document.querySelector('[data-text-output]').textContent,
          error: error.hidden ? '' : error.textContent.trim(),
        };
        """
    )
    return LabView(
        revision=data["revision"], segment=data["segment"], amounts_enabled=data["amounts"],
        slider_enabled=data["sliderEnabled"], slider_value=data["sliderValue"], slider_text=data["sliderText"],
        steps=data["steps"], step_words=data["stepWords"], image_url=data["image"], source=data["source"],
        source_title=data["sourceTitle"], word_count=int(data["wordCount"]), boxes=int(data["boxes"]),
        words=int(data["words"]), text=data["text"], error=data["error"],
    )


def idle(driver: WebDriver) -> bool:
    return driver.execute_script(
        "const g = document.querySelector('[data-lab-view]'); return g && g.dataset.revision !== undefined"
        " && g.dataset.revision !== '' && g.getAttribute('aria-busy') === 'false';"
    )


def open_lab(driver: WebDriver, server: Server) -> LabView:
    """Opens Filter Lab and waits for its first state to be painted."""
    driver.get(f"{server.url}{LAB}")
    wait(driver, 30).until(lambda d: idle(d))
    return read_lab(driver)


def wait_for_new_state(driver: WebDriver, before: LabView, seconds: float = ACTION_SECONDS) -> LabView:
    """Waits until the page shows a state newer than `before` and nothing is left to send;
    fails with the page's own error message when the action was refused."""
    def settled(d):
        if not idle(d):
            return False
        view = read_lab(d)
        if view.error:
            return view
        return view if view.revision != before.revision else False

    try:
        view = wait(driver, seconds).until(settled)
    except TimeoutException:
        raise AssertionError(f"no new state within {seconds} s; the page shows {read_lab(driver)}") from None
    assert not view.error, f"the page reports: {view.error}"
    return view


def new_user_on_segment(driver: WebDriver, server: Server, name: str, segment: str) -> LabView:
    """Signs a new user up, opens Filter Lab and chooses `segment` (Blur or Binarize)."""
    sign_up(driver, server, unique_email(name))
    view = open_lab(driver, server)
    choose_segment(driver, segment)
    return wait_for_new_state(driver, view)


def revision_of(url: str) -> str:
    match = re.search(r"revision=(\d+)", url)
    return match.group(1) if match else url


def choose_segment(driver: WebDriver, name: str) -> None:
    """Taps a segment (Original, Blur or Binarize) of the segmented control."""
    label = driver.find_element(By.XPATH, f'//fieldset[@data-segments]//label[normalize-space(.)="{name}"]')
    tap(driver, label)


def press_amount(driver: WebDriver, text: str) -> None:
    button = driver.find_element(By.XPATH, f'//button[@data-amount and normalize-space(.)="{text}"]')
    assert button.is_enabled(), f"{text} is disabled"
    tap(driver, button)


def normalise(label: str) -> str:
    """ "Blur 25%" from labels such as "Blur · 25 %" or "Blur 25% (slider)", for comparisons."""
    match = re.match(r"\s*(Original|Blur|Binarize)\b\D*(\d+)?\s*%?", label, re.I)
    if not match:
        return label.strip()
    name = match.group(1).capitalize()
    return f"{name} {match.group(2)}%" if match.group(2) else name


def step_labels(view: LabView) -> list[str]:
    """The labels of the steps shown, normalised ("Original", "Blur 25%", …)."""
    return [normalise(label) for label in view.steps]


def api(driver: WebDriver, method: str, path: str, body: dict | None = None):
    """[status, JSON] of a request made by the page itself (its cookies, the API header)."""
    return driver.execute_async_script(
        """
        const [method, path, body, done] = arguments;
        const init = {method, headers: {'X-Readout': '1', 'Accept': 'application/json'}, credentials: 'same-origin', cache: 'no-store'};
        if (body) { init.body = JSON.stringify(body); init.headers['Content-Type'] = 'application/json'; }
        fetch(path, init).then(async (r) => done([r.status, await r.json().catch(() => null)]), () => done([-1, null]));
        """,
        method, path, body,
    )


def recognised_words(state: dict) -> set[str]:
    """The case-folded words of a state's recognition, without surrounding punctuation."""
    words = set()
    for line in (state.get("recognition") or {}).get("lines", []):
        for word in line.get("words", []) or []:
            token = re.sub(r"^\W+|\W+$", "", str(word.get("text", "")).casefold())
            if token:
                words.add(token)
                words.update(part for part in re.split(r"\W+", token) if part)
    return words


def copy_session(source: WebDriver, target: WebDriver, server: Server) -> None:
    """Signs `target` in as `source`'s user by copying the session cookie."""
    target.get(f"{server.url}/healthz")
    for cookie in source.get_cookies():
        target.add_cookie({key: cookie[key] for key in ("name", "value", "path", "httpOnly", "secure") if key in cookie})


@dataclass
class GlanceView:
    revision: str
    words: list[str]
    counts: list[str]
    updated: str
    empty: bool
    visible_text: str


def read_glance(driver: WebDriver) -> GlanceView:
    data = driver.execute_script(
        """
        const root = document.querySelector('[data-glance]');
        return {
          revision: root.dataset.revision || '',
          words: [...root.querySelectorAll('.glance__word')].map((e) => e.textContent.trim()),
          counts: [...root.querySelectorAll('.glance__count')].map((e) => e.textContent.trim()),
          updated: root.querySelector('[data-updated]').hidden ? '' : root.querySelector('[data-updated]').textContent.trim(),
          empty: !root.querySelector('[data-empty]').hidden,
          visible: root.innerText,
        };
        """
    )
    return GlanceView(revision=data["revision"], words=data["words"], counts=data["counts"], updated=data["updated"],
                      empty=data["empty"], visible_text=data["visible"])
