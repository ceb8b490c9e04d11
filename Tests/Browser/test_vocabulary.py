"""Vocabulary (seed 002) in the browser: create a notebook, import a page photo and add three of
its words, add one by hand, edit it, refuse an empty title and keep the old one, sort, search,
export CSV, delete ticked words, import the CSV back, delete the notebook; the pages fit a phone
and a desktop."""

import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api
from support import DESKTOP, PHONE, ROOT, check_page, sign_up, tap, unique_email, wait

sys.path.insert(0, str(ROOT / "Benchmarks"))
from make_page_photo import dense_page  # noqa: E402  (the benchmark's page, made the same way)

PAGE = ROOT / "Samples" / "page.jpg"
UW3_LINES = ROOT.parent / "shared" / "data" / "ocr" / "uw3-lines"


def _words(driver):
    return [row.get_attribute("data-word") for row in driver.find_elements(By.CSS_SELECTOR, ".vocabulary-word")]


def _add_word(driver, word, meaning, example=""):
    form = driver.find_element(By.CSS_SELECTOR, "[data-add-word]")
    form.find_element(By.NAME, "word").send_keys(word)
    form.find_element(By.NAME, "meaning").send_keys(meaning)
    if example:
        form.find_element(By.NAME, "example").send_keys(example)
    count = len(_words(driver))
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(lambda d: len(_words(d)) == count + 1)


def _record_progress(driver):
    """Keeps every status and progress value the import page shows in window.progressShown: the
    second page reads in under a second, too short a time to be sure of catching it by polling."""
    driver.execute_script("""
        const status = document.querySelector('[data-status]');
        const progress = document.querySelector('[data-progress]');
        window.progressShown = [];
        const note = () => window.progressShown.push([status.textContent, progress.getAttribute('value')]);
        const observer = new MutationObserver(note);
        for (const node of [status, progress]) {
          observer.observe(node, { attributes: true, childList: true, characterData: true, subtree: true });
        }
    """)


def _fetch_text(driver, path):
    return driver.execute_async_script(
        """
        const [path, done] = arguments;
        fetch(path, {credentials: 'same-origin', cache: 'no-store'}).then(async (r) => done([r.status, await r.text()]), () => done([-1, '']));
        """,
        path,
    )


def test_a_notebook_from_creation_to_deletion(server, browser, shoot, tmp_path):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("vocabulary"))
    driver.get(f"{server.url}/apps/vocabulary")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-notebooks]") == []
    check_page(driver, shoot, "vocabulary-empty")

    form = driver.find_element(By.CSS_SELECTOR, "[data-new-notebook]")
    form.find_element(By.NAME, "title").send_keys("Pride and Prejudice, chapter 1")
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(EC.url_contains("/apps/vocabulary/notebooks/"))
    notebook_url = driver.current_url
    assert driver.find_element(By.CSS_SELECTOR, "[data-notebook-title]").text == "Pride and Prejudice, chapter 1"

    # Import from a photo of a page: tick three of its words, add them.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-import-photos]"))
    wait(driver).until(EC.url_contains("/import"))
    # The footer's language switch is the site's (the page's translation languages once replaced it).
    assert [b.text for b in driver.find_elements(By.CSS_SELECTOR, ".language-switch__option")] == ["English", "Polski"]
    driver.find_element(By.CSS_SELECTOR, "[data-photos]").send_keys(str(PAGE))
    wait(driver, 90).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-candidates] li")) > 3)
    # A new learner's level hides the 1,000 most common words; showing all lists more.
    level = driver.find_element(By.CSS_SELECTOR, "[data-level]")
    assert level.get_attribute("value") == "1000"
    rarer = _words(driver)
    driver.execute_script("arguments[0].value = '0'; arguments[0].dispatchEvent(new Event('change'))", level)
    wait(driver, 10).until(lambda d: len(_words(d)) > len(rarer))
    # Examples are the words around the match, not the whole 23-word opening sentence.
    examples = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "[data-candidates] .vocabulary-word__example")]
    assert examples and all(len(e.split()) <= 15 for e in examples), examples
    check_page(driver, shoot, "vocabulary-import")

    # Tick all / untick all, and the Add button counts what it adds and stays on screen.
    add = driver.find_element(By.CSS_SELECTOR, "[data-add-selected]")
    ticks = lambda: [t for t in driver.find_elements(By.CSS_SELECTOR, "[data-candidates] .vocabulary-word__tick") if t.is_enabled()]
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-tick-all]"))
    assert all(t.is_selected() for t in ticks())
    assert add.text == f"Add {len(ticks())} words"
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-untick-all]"))
    assert not any(t.is_selected() for t in ticks())
    assert add.text == "Add the ticked words"
    # At the top of the list (far above its end on a phone) the Add bar is already on screen.
    bar = driver.execute_script("""document.querySelector('[data-candidates] li').scrollIntoView({block: 'start', behavior: 'instant'});
        const r = arguments[0].getBoundingClientRect(), tab = document.querySelector('.tabbar').getBoundingClientRect(),
              list = document.querySelector('[data-candidates]').getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, tabbar: tab.top, listBottom: list.bottom};""", add)
    assert bar["listBottom"] > bar["tabbar"], f"the list is long enough to test this: {bar}"
    assert 0 <= bar["top"] and bar["bottom"] <= bar["tabbar"] + 1, f"the Add button is out of reach at the top of a long list: {bar}"
    for lemma in ("truth", "universally", "acknowledge"):
        tap(driver, driver.find_element(By.CSS_SELECTOR, f'[data-candidates] li[data-word="{lemma}"] input'))
    assert add.text == "Add 3 words"
    tap(driver, add)
    # Saved as listed (the lemma "acknowledge", not the page's "acknowledged"), and said so.
    wait(driver).until(EC.url_to_be(notebook_url))
    wait(driver).until(lambda d: _words(d) == ["acknowledge", "universally", "truth"])
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == "3 words added to this notebook.")
    meaning = driver.find_element(By.CSS_SELECTOR, '.vocabulary-word[data-word="truth"] .vocabulary-word__meaning').text
    assert meaning, "an imported word keeps its definition"

    _add_word(driver, "fortune", "a large amount of money")
    assert _words(driver) == ["fortune", "acknowledge", "universally", "truth"], "newest first"
    check_page(driver, shoot, "vocabulary-notebook")

    # Edit one: open it, change its meaning.
    row = driver.find_element(By.CSS_SELECTOR, '.vocabulary-word[data-word="fortune"]')
    tap(driver, row.find_element(By.CSS_SELECTOR, "summary"))
    meaning = row.find_element(By.NAME, "meaning")
    meaning.clear()
    meaning.send_keys("wealth; also luck")
    tap(driver, row.find_element(By.CSS_SELECTOR, "form [type=submit]"))
    wait(driver).until(lambda d: "wealth; also luck" in d.find_element(By.CSS_SELECTOR, '.vocabulary-word[data-word="fortune"] .vocabulary-word__meaning').text)
    # Back at the edited word, with a status saying so.
    assert "#w-" in driver.current_url
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == "The word is saved.")

    # A to Z, and a search in meanings.
    tap(driver, driver.find_element(By.LINK_TEXT, "A–Z"))
    wait(driver).until(lambda d: _words(d) == ["acknowledge", "fortune", "truth", "universally"])
    search = driver.find_element(By.ID, "word-search")
    search.send_keys("luck")
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".vocabulary-search [type=submit]"))
    wait(driver).until(lambda d: _words(d) == ["fortune"] and "search=luck" in d.current_url)
    driver.get(notebook_url)

    # An empty title is refused in words; the old one stays.
    rename = driver.find_element(By.CSS_SELECTOR, "[data-rename]")
    title = rename.find_element(By.NAME, "title")
    title.clear()
    driver.execute_script("arguments[0].noValidate = true", rename)
    tap(driver, rename.find_element(By.CSS_SELECTOR, "[type=submit]"))
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "main [role=alert]")))
    assert error.text
    assert driver.find_element(By.CSS_SELECTOR, "[data-notebook-title]").text == "Pride and Prejudice, chapter 1"
    check_page(driver, shoot, "vocabulary-empty-title")

    # Export CSV: the link serves the words, A to Z.
    href = driver.find_element(By.CSS_SELECTOR, "[data-export-csv]").get_attribute("href")
    status, text = _fetch_text(driver, href)
    assert status == 200 and text.startswith("word,meaning,example\r\nacknowledge,"), text
    assert "fortune,wealth; also luck,\r\n" in text and "truth," in text

    # Tick two words and delete them together.
    driver.get(notebook_url)
    for word in ("fortune", "acknowledge"):
        tap(driver, driver.find_element(By.CSS_SELECTOR, f'.vocabulary-word[data-word="{word}"] .vocabulary-word__tick'))
    # Deleting asks first, naming how many.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-delete-selected]"))
    question = driver.find_element(By.CSS_SELECTOR, "[data-delete-words-question]")
    wait(driver).until(lambda d: question.text == "Delete 2 words? They cannot be brought back.")
    assert _words(driver) == ["fortune", "acknowledge", "universally", "truth"], "nothing is deleted before the confirmation"
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-delete-words-confirm]"))
    wait(driver).until(lambda d: _words(d) == ["universally", "truth"])
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == "2 words deleted.")

    # Import the exported CSV back: the two deleted words return, the others are not doubled.
    exported = tmp_path / "notebook.csv"
    exported.write_text(text, encoding="utf-8")
    driver.find_element(By.CSS_SELECTOR, "[data-csv-file]").send_keys(str(exported))
    wait(driver).until(lambda d: sorted(_words(d)) == ["acknowledge", "fortune", "truth", "universally"])

    # Delete the notebook after the confirmation sheet.
    notebook_id = notebook_url.rstrip("/").split("/")[-1]
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".vocabulary-delete summary"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".vocabulary-delete .confirm__actions [type=submit]"))
    wait(driver).until(EC.url_matches(r"/apps/vocabulary$"))
    assert api(driver, "GET", f"/api/v1/vocabulary/notebooks/{notebook_id}")[0] == 404


def test_a_dense_12_megapixel_page_shows_its_progress_then_its_words(server, browser, shoot, tmp_path):
    """Two pages, the first a dense 12-megapixel photo (about 420 words, several seconds of
    recognition): the progress bar and "page N of 2" show while they are read; the words of both
    pages arrive; another level answers from the text at once; pasted text works without photos,
    and text in another language says why nothing is listed."""
    dense = tmp_path / "dense-page.jpg"
    dense_page(PAGE, UW3_LINES).save(dense, quality=90)
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("vocabulary-dense"))
    status, notebook = api(driver, "POST", "/api/v1/vocabulary/notebooks", {"title": "Algorithms"})
    assert status == 201
    assert api(driver, "PUT", "/api/v1/vocabulary/settings", {"hiddenCommonWords": 0})[0] == 200
    driver.get(f"{server.url}/apps/vocabulary/notebooks/{notebook['id']}/import")

    _record_progress(driver)
    driver.find_element(By.CSS_SELECTOR, "[data-photos]").send_keys(f"{dense}\n{PAGE}")
    progress = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-progress]")))
    assert progress.get_attribute("max") == "4"
    wait(driver, 60).until(lambda d: "1 of 2" in d.find_element(By.CSS_SELECTOR, "[data-status]").text
                           and progress.get_attribute("value") == "1")
    check_page(driver, shoot, "vocabulary-import-progress")
    wait(driver, 180).until(lambda d: len(_words(d)) > 40)
    assert not progress.is_displayed()
    shown = driver.execute_script("return window.progressShown")
    assert ["Uploading page 2 of 2…", "2"] in shown, shown
    assert ["Reading page 2 of 2… a dense page takes a few seconds.", "3"] in shown, shown
    found = _words(driver)
    for lemma in ("algorithm", "match", "bipartite", "efficient", "truth", "acknowledge"):
        assert lemma in found, f"{lemma} missing from {found}"
    assert len(found) == len(set(found)), "a word on both pages is listed once"

    level = driver.find_element(By.CSS_SELECTOR, "[data-level]")
    driver.execute_script("arguments[0].value = '5000'; arguments[0].dispatchEvent(new Event('change'))", level)
    wait(driver, 5).until(lambda d: "truth" not in _words(d) and "find" not in _words(d) and "bipartite" in _words(d))
    assert not progress.is_displayed(), "another level does not read the photos again"
    driver.execute_script("arguments[0].value = '0'; arguments[0].dispatchEvent(new Event('change'))", level)
    wait(driver, 5).until(lambda d: "truth" in _words(d))

    tap(driver, driver.find_element(By.CSS_SELECTOR, ".vocabulary-import__paste summary"))
    pasted = driver.find_element(By.CSS_SELECTOR, "[data-paste-text]")
    pasted.send_keys("Wczoraj wieczorem czytałam książkę o zwierzętach.")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-paste-read]"))
    wait(driver, 5).until(lambda d: "English" in d.find_element(By.CSS_SELECTOR, "[data-status]").text)
    assert _words(driver) == []
    pasted.clear()
    pasted.send_keys("The diligent student studies vocabulary.")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-paste-read]"))
    wait(driver, 5).until(lambda d: _words(d) == ["diligent", "student", "study", "vocabulary"])
    check_page(driver, shoot, "vocabulary-import-pasted")


def test_the_pages_fit_a_desktop(server, browser, shoot):
    driver = browser(DESKTOP)
    sign_up(driver, server, unique_email("vocabulary-desktop"))
    status, notebook = api(driver, "POST", "/api/v1/vocabulary/notebooks", {"title": "Desktop"})
    assert status == 201
    api(driver, "POST", f"/api/v1/vocabulary/notebooks/{notebook['id']}/words",
        {"words": [{"word": "ubiquitous", "meaning": "found everywhere", "example": "Phones are ubiquitous.", "rank": 12000}]})
    driver.get(f"{server.url}/apps/vocabulary")
    check_page(driver, shoot, "vocabulary-desktop")
    driver.get(f"{server.url}/apps/vocabulary/notebooks/{notebook['id']}")
    assert _words(driver) == ["ubiquitous"]
    check_page(driver, shoot, "vocabulary-notebook-desktop")
