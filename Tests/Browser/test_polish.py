"""Readout in Polish at phone size: the footer switch, sign-up and sign-in, your photos (a Polish
page read with pol+eng), Filter Lab and its glance, Homework, every page free of untranslated keys and of
clipped or overflowing text (Polish words are longer)."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api, choose_segment, idle, open_lab
from support import PASSWORD, PHONE, ROOT, javascript_errors, layout_problems, tap, unique_email, wait

# Text that does not fit: clipped by overflow, cut by an ellipsis, or wider than the screen.
TEXT_PROBLEMS = """
const problems = [];
const width = Math.min(document.documentElement.clientWidth, window.innerWidth);
for (const e of document.querySelectorAll('body *')) {
  if (!e.checkVisibility?.() || e.closest('.visually-hidden, svg, .sprite')) continue;
  const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own) continue;
  const r = e.getBoundingClientRect();
  const style = getComputedStyle(e);
  // Text kept for screen readers only (1 px, clipped on purpose).
  if (r.width <= 1 || style.clipPath !== 'none') continue;
  const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
  // An email cut short on purpose keeps its whole text in the tooltip.
  if (clips && !e.title && e.scrollWidth > e.clientWidth + 1) problems.push(`clipped: ${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 40)}"`);
  if (r.right > width + 1 || r.left < -1) problems.push(`off screen: ${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 40)}"`);
}
if (document.body.innerText.includes('[[')) problems.push('a message key shows instead of its text');
return problems;
"""


def _check_page(driver, shoot, name):
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl", name
    assert driver.execute_script(TEXT_PROBLEMS) == [], name
    assert layout_problems(driver) == [], name
    assert javascript_errors(driver) == [], name
    shoot(driver, name)


def _switch_to_polish(driver):
    button = driver.find_element(By.CSS_SELECTOR, '.language-switch button[value="pl"]')
    assert button.text == "Polski"
    tap(driver, button)
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl")


def _sign_up_in_polish(driver, server, prefix):
    """Switches the sign-up page to Polish, then creates an account there."""
    driver.get(f"{server.url}/sign-up")
    _switch_to_polish(driver)
    email = unique_email(prefix)
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(PASSWORD)
    driver.find_element(By.NAME, "passwordConfirmation").send_keys(PASSWORD)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".account__email"), email))


def test_sign_up_and_sign_in_in_polish(server, browser, shoot):
    driver = browser(PHONE)
    driver.get(f"{server.url}/sign-up")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    _switch_to_polish(driver)
    assert driver.current_url.endswith("/sign-up"), "the switch comes back to the same page"
    assert driver.find_element(By.TAG_NAME, "h1").text == "Zakładanie konta"
    _check_page(driver, shoot, "pl-sign-up")

    # The password check speaks Polish too.
    email = unique_email("polka")
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(PASSWORD)
    driver.find_element(By.NAME, "passwordConfirmation").send_keys(PASSWORD + "x")
    wait(driver).until(EC.text_to_be_present_in_element((By.ID, "sign-up-confirmation-message"), "Hasła nie są takie same."))
    toggle = driver.find_element(By.CSS_SELECTOR, "[data-password-toggle]")
    assert toggle.text == "Pokaż"
    confirmation = driver.find_element(By.NAME, "passwordConfirmation")
    confirmation.clear()
    confirmation.send_keys(PASSWORD)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".account__email"), email))
    assert "Aplikacje" in driver.find_element(By.TAG_NAME, "main").text
    _check_page(driver, shoot, "pl-home")
    status, me = api(driver, "GET", "/api/v1/me")
    assert status == 200 and me["language"] == "pl", "the choice made before signing up is kept by the account"

    # Signed out and in again with a wrong password: the error is Polish, the switch remembered.
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".account__sign-out [type=submit]"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, '.account a[href="/sign-in"]')))
    driver.get(f"{server.url}/sign-in")
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys("not the password")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))
    error = wait(driver).until(EC.visibility_of_element_located((By.ID, "form-error")))
    assert "nie pasują do żadnego konta" in error.text
    _check_page(driver, shoot, "pl-sign-in-error")


def test_your_photos_in_polish_read_polish_text(server, browser, shoot):
    driver = browser(PHONE)
    _sign_up_in_polish(driver, server, "zdjecia")

    driver.get(f"{server.url}/photos")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Twoje zdjęcia"
    assert "Nie masz jeszcze zdjęć" in driver.find_element(By.TAG_NAME, "main").text
    _check_page(driver, shoot, "pl-photos-empty")

    # A page of Polish text, drawn by the browser, uploaded as the picker would.
    page = driver.execute_async_script(
        """
        const done = arguments[0];
        const canvas = document.createElement('canvas');
        canvas.width = 1400; canvas.height = 420;
        const c = canvas.getContext('2d');
        c.fillStyle = '#fff'; c.fillRect(0, 0, canvas.width, canvas.height);
        c.fillStyle = '#111'; c.font = '64px "DejaVu Serif", serif';
        c.fillText('Zażółć gęślą jaźń.', 60, 140);
        c.fillText('Łódź, źrebię, ćma.', 60, 260);
        c.fillText('Książka leży na półce.', 60, 380);
        canvas.toBlob((blob) => {
          const body = new FormData();
          body.append('image', blob, 'strona.png');
          fetch('/api/v1/photos', {method: 'POST', body, headers: {'X-Readout': '1'}, credentials: 'same-origin'})
            .then((r) => r.json()).then((answer) => done(answer.page), () => done(null));
        }, 'image/png');
        """
    )
    assert page and page.startswith("/photos/"), page
    driver.get(f"{server.url}{page}")
    # Read fresh each time: the view redraws while the recognition arrives.
    summary = wait(driver, 60).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-text-summary]").text)
    assert "słów" in summary or "słowa" in summary, summary
    assert "wierszach" in summary or "wierszu" in summary, summary
    text = driver.find_element(By.CSS_SELECTOR, "[data-text-output]").text
    for word in ("Zażółć", "gęślą", "Łódź", "Książka", "półce"):
        assert word in text, f"{word!r} not read with pol+eng: {text!r}"
    assert driver.find_element(By.CSS_SELECTOR, ".legend__item--high").text == "Pewne (85% i więcej)"
    _check_page(driver, shoot, "pl-photo")

    driver.get(f"{server.url}/photos")
    caption = wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, ".photo-grid__caption time").text)
    assert "T" not in caption, f"the date is written for people: {caption!r}"
    _check_page(driver, shoot, "pl-photos")


def test_filter_lab_and_glance_in_polish(server, browser, shoot):
    driver = browser(PHONE)
    _sign_up_in_polish(driver, server, "filtry")

    open_lab(driver, server)
    assert driver.find_element(By.TAG_NAME, "h1").text == "Rozpoznawanie tekstu a filtry obrazu"
    segments = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "[data-segments] .segmented__option span")]
    assert segments == ["Oryginał", "Rozmycie", "Binaryzacja"]
    assert driver.find_element(By.CSS_SELECTOR, "[data-source-kind]").text.casefold() == "przykład"
    noun = driver.find_element(By.CSS_SELECTOR, "[data-count-noun]").text
    assert noun in ("słowo", "słowa", "słów"), noun
    _check_page(driver, shoot, "pl-filter-lab")

    choose_segment(driver, "Binaryzacja")
    wait(driver, 120).until(lambda d: idle(d) and d.find_element(By.CSS_SELECTOR, "[data-image-badge]").text == "Binaryzacja 25%")
    steps = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "[data-history] .history__label")]
    assert steps[-1] == "Binaryzacja 25%", steps
    assert "25% i 75%" in driver.find_element(By.CSS_SELECTOR, "[data-controls-hint]").text
    words = driver.find_elements(By.CSS_SELECTOR, "[data-history] .history__words")
    assert all(w.text.split(" ", 1)[1] in ("słowo", "słowa", "słów") for w in words), [w.text for w in words]
    _check_page(driver, shoot, "pl-filter-lab-binarize")

    driver.get(f"{server.url}/glance")
    assert driver.find_element(By.TAG_NAME, "h1").text.casefold() == "najczęstsze słowa"
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-live-text]"), "Na żywo"))
    _check_page(driver, shoot, "pl-glance")


def test_math_sprint_in_polish(server, browser, shoot):
    driver = browser(PHONE)
    _sign_up_in_polish(driver, server, "sprint")

    driver.get(f"{server.url}/apps/math-sprint")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Sprint matematyczny"
    names = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".sprint-menu__name")]
    assert names == ["Normalny", "Przetrwanie", "Na czas"]
    _check_page(driver, shoot, "pl-math-sprint-menu")

    # Survival, answered by key: a right digit, then a wrong one ends it on the result screen.
    tap(driver, driver.find_element(By.CSS_SELECTOR, '.sprint-menu__mode[data-mode="survival"]'))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-question] .sprint__hidden")))
    assert driver.find_element(By.CSS_SELECTOR, "[data-submit]").text == "Wyślij"
    assert driver.find_element(By.CSS_SELECTOR, "[data-progress]").text == "Pytanie 1"
    _check_page(driver, shoot, "pl-math-sprint-game")
    game_id = driver.current_url.rstrip("/").rsplit("/", 1)[1]
    hidden = driver.execute_async_script(
        "const done = arguments[1]; fetch('/api/v1/math-sprint/games/' + arguments[0]).then((r) => r.json())"
        ".then((g) => { const q = g.question; const ops = {'+': (a, b) => a + b, '−': (a, b) => a - b,"
        " '×': (a, b) => a * b, '÷': (a, b) => a / b}; done(Number(String(ops[q.operation](q.left, q.right))[q.digits.indexOf(null)])); });",
        game_id)
    driver.find_element(By.TAG_NAME, "body").send_keys(str((hidden + 1) % 10))
    result = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-result]")))
    assert result.find_element(By.CSS_SELECTOR, "[data-result-title]").text == "Przetrwanie kończy się na błędnej odpowiedzi"
    assert result.find_element(By.CSS_SELECTOR, "[data-final-unit]").text == "punktów"
    assert result.find_element(By.CSS_SELECTOR, "[data-again]").text == "Zagraj jeszcze raz"
    _check_page(driver, shoot, "pl-math-sprint-result")

    driver.get(f"{server.url}/apps/math-sprint/highscores")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Najlepsze wyniki"
    assert driver.find_element(By.CSS_SELECTOR, ".sprint-highscores__reset summary").text == "Wyczyść wyniki"
    _check_page(driver, shoot, "pl-math-sprint-highscores")


def test_homework_in_polish(server, browser, shoot):
    driver = browser(PHONE)
    _sign_up_in_polish(driver, server, "zadania")

    driver.get(f"{server.url}/apps/homework")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Prace domowe"
    _check_page(driver, shoot, "pl-homework")

    # A photographed assignment, read and reviewed in Polish.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-take-photo]"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "input[data-photo-input]")))
    assignment = ROOT / "Tests" / "ReadoutServerTests" / "Fixtures" / "assignment.png"
    driver.find_element(By.CSS_SELECTOR, "input[data-photo-input]").send_keys(str(assignment))
    wait(driver, 90).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    due = driver.find_element(By.CSS_SELECTOR, "[data-due-display]").text
    assert "20 marca 2026" in due and "17:00" in due, due
    _check_page(driver, shoot, "pl-homework-review")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-continue]"))
    wait(driver).until(EC.url_contains("/apps/homework/items"))
    row = wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".homework-row")))
    assert row.find_element(By.CSS_SELECTOR, ".homework-row__urgency").text == "Po terminie"
    _check_page(driver, shoot, "pl-homework-list")

    tap(driver, row.find_element(By.CSS_SELECTOR, ".homework-row__link"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".homework-item__done")))
    _check_page(driver, shoot, "pl-homework-item")


def test_the_first_hour_fixes_in_polish(server, browser, shoot):
    """The walkthrough's fixes read in Polish: a meter's misread refused in words (no code) where
    the page opens, the saved reading said so, Vocabulary's tick all, counted Add and delete
    confirmation, and Homework typed in by hand."""
    driver = browser(PHONE)
    _sign_up_in_polish(driver, server, "pierwsza-godzina")
    status, meter = api(driver, "POST", "/api/v1/meters", {"name": "Woda w kuchni", "kind": "water"})
    assert status == 201
    driver.get(f"{server.url}/apps/meters/{meter['id']}")
    form = driver.find_element(By.CSS_SELECTOR, "[data-add-reading]")
    for value in ("531", "99079"):
        form = driver.find_element(By.CSS_SELECTOR, "[data-add-reading]")
        field = form.find_element(By.NAME, "value")
        field.clear()
        field.send_keys(value)
        tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
        if value == "531":
            wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == "Odczyt został zapisany.")
    concern = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-concerns]")))
    assert "gospodarstwo domowe" in concern.text and "_" not in concern.text, concern.text
    _check_page(driver, shoot, "pl-meters-concern")

    status, notebook = api(driver, "POST", "/api/v1/vocabulary/notebooks", {"title": "Duma i uprzedzenie"})
    assert status == 201
    driver.get(f"{server.url}/apps/vocabulary/notebooks/{notebook['id']}/import")
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".vocabulary-import__paste summary"))
    driver.find_element(By.CSS_SELECTOR, "[data-paste-text]").send_keys("The diligent student studies vocabulary assiduously.")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-paste-read]"))
    wait(driver).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-candidates] li")) >= 2)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-tick-all]"))
    count = len(driver.find_elements(By.CSS_SELECTOR, "[data-candidates] li"))
    add = driver.find_element(By.CSS_SELECTOR, "[data-add-selected]")
    assert add.text.startswith(f"Dodaj {count} "), add.text
    _check_page(driver, shoot, "pl-vocabulary-import")
    tap(driver, add)
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text.startswith(f"Dodano {count} "))
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-words] .vocabulary-word__tick"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-delete-selected]"))
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-delete-words-question]").text.startswith("Usunąć 1 słowo?"))
    _check_page(driver, shoot, "pl-vocabulary-delete")

    driver.get(f"{server.url}/apps/homework/new")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-manual]"))
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    _check_page(driver, shoot, "pl-homework-typed")
