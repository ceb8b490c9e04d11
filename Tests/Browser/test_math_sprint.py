"""Math Sprint in the browser at phone size: a Normal game played by drawing real pen strokes
(UCI pendigits, pendigits-orig.tra) on the canvas with touch pointer events, Submit's state,
the result screen, the public share page signed out, and resetting the highscores."""

from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.interaction import POINTER_TOUCH
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from support import PHONE, ROOT, javascript_errors, layout_problems, sign_up, tap, unique_email, wait

PENDIGITS = ROOT.parent / "shared" / "data" / "pendigits" / "pendigits-orig.tra"


def _pen_samples(limit_per_digit: int = 3) -> dict[int, list[list[tuple[float, float]]]]:
    """The first few samples of each digit as strokes of (x, y) with y down, read from the
    UNIPEN text (.SEGMENT … "d", .PEN_DOWN, x y lines, .PEN_UP)."""
    samples: dict[int, list] = {}
    digit, strokes, stroke = None, None, None
    for line in Path(PENDIGITS).read_text().splitlines():
        if line.startswith(".SEGMENT"):
            if digit is not None and strokes:
                samples.setdefault(digit, []).append(strokes)
            digit, strokes = int(line.rsplit('"', 2)[1]), []
        elif line.startswith(".PEN_DOWN"):
            stroke = []
        elif line.startswith(".PEN_UP"):
            strokes.append(stroke)
            stroke = None
        elif stroke is not None and line.strip():
            x, y = line.split()
            stroke.append((float(x), -float(y)))
        if all(len(samples.get(d, [])) >= limit_per_digit for d in range(10)):
            break
    return samples


def _draw(driver, canvas, strokes) -> None:
    """Draws `strokes` on the canvas with touch pointer events, fitted into its middle 60 %."""
    xs = [x for s in strokes for x, _ in s]
    ys = [y for s in strokes for _, y in s]
    rect = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", canvas)
    left, top, width, height = rect
    extent = max(max(xs) - min(xs), max(ys) - min(ys), 1)
    scale = 0.6 * min(width, height) / extent
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    actions = ActionBuilder(driver, mouse=PointerInput(POINTER_TOUCH, "finger"))
    finger = actions.pointer_action
    for stroke in strokes:
        points = [(int(left + width / 2 + (x - cx) * scale), int(top + height / 2 + (y - cy) * scale)) for x, y in stroke]
        finger.move_to_location(*points[0])
        finger.pointer_down()
        for point in points[1::2]:
            finger.move_to_location(*point)
        finger.move_to_location(*points[-1])
        finger.pointer_up()
    actions.perform()


def _hidden_digit(driver) -> int:
    """The digit to draw, worked out from the question the page shows (as a player would)."""
    game_id = driver.current_url.rstrip("/").rsplit("/", 1)[1]
    game = driver.execute_async_script(
        "const done = arguments[1]; fetch('/api/v1/math-sprint/games/' + arguments[0], {headers: {Accept: 'application/json'}})"
        ".then((r) => r.json()).then(done);", game_id)
    question = game["question"]
    left, right, op = question["left"], question["right"], question["operation"]
    result = {"+": lambda: left + right, "−": lambda: left - right, "×": lambda: left * right, "÷": lambda: left // right}[op]()
    position = question["digits"].index(None)
    return int(str(result)[position])


def test_play_a_normal_game_by_drawing_share_it_and_reset_highscores(server, browser, shoot):
    samples = _pen_samples()
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("sprinter"))
    driver.get(f"{server.url}/apps/math-sprint")
    modes = driver.find_elements(By.CSS_SELECTOR, ".sprint-menu__mode")
    assert [m.get_attribute("data-mode") for m in modes] == ["normal", "survival", "time-attack"]
    assert driver.find_element(By.CSS_SELECTOR, ".sprint-menu__highscores").text == "Highscores"
    assert layout_problems(driver) == []
    shoot(driver, "math-sprint-menu")
    tap(driver, modes[0])
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-question] .sprint__hidden")))

    canvas = driver.find_element(By.CSS_SELECTOR, "[data-canvas]")
    submit = driver.find_element(By.CSS_SELECTOR, "[data-submit]")
    clear = driver.find_element(By.CSS_SELECTOR, "[data-clear]")
    assert not submit.is_enabled(), "Submit is disabled before anything is drawn"
    # The seed's screen on a phone without scrolling: the question above, the pad below it,
    # Clear and Submit and the clock above the tab bar.
    driver.execute_script("window.scrollTo(0, 0)")
    boxes = driver.execute_script("""
        const box = (s) => document.querySelector(s).getBoundingClientRect();
        return {question: box('[data-question]').bottom, canvas: box('[data-canvas]').top, timer: box('[data-timer]').bottom,
                tabbar: box('.tabbar').top, height: window.innerHeight};""")
    assert boxes["question"] <= boxes["canvas"], boxes
    assert boxes["timer"] <= min(boxes["tabbar"], boxes["height"]), f"the game does not fit the phone's screen: {boxes}"
    assert driver.execute_script("return getComputedStyle(arguments[0]).touchAction", canvas) == "none"
    # Normal has no time limit: its clock counts the time played up from 0:00, never "Time left".
    label = driver.find_element(By.CSS_SELECTOR, "[data-timer-label]")
    wait(driver).until(lambda d: label.get_attribute("textContent"))
    assert label.get_attribute("textContent") == "Time played"
    assert driver.find_element(By.CSS_SELECTOR, "[data-timer]").text.startswith("0:0"), "the clock starts at 0:00"

    right = 0
    for number in range(10):
        wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-question]").get_attribute("data-index") == str(number))
        digit = _hidden_digit(driver)
        if number == 0:
            # Draw, clear (Submit goes back to disabled), then draw again.
            _draw(driver, canvas, samples[(digit + 1) % 10][0])
            assert submit.is_enabled()
            tap(driver, clear)
            assert not submit.is_enabled(), "Clear disables Submit"
        scroll_before = driver.execute_script("return window.scrollY")
        _draw(driver, canvas, samples[digit][number % 3])
        # A finger dragging over the page would scroll it by the stroke's length (a pixel of
        # difference is the previous tap's smooth scroll settling).
        assert abs(driver.execute_script("return window.scrollY") - scroll_before) <= 2, "drawing never scrolls the page"
        assert submit.is_enabled()
        # The live prediction shows above the pad ("7 · 98%").
        wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-prediction]").get_attribute("data-digit") is not None)
        if number == 0:
            shoot(driver, "math-sprint-drawing")
        tap(driver, submit)
        wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-feedback]").get_attribute("data-kind") in ("right", "wrong")
                           and (number == 9 or d.find_element(By.CSS_SELECTOR, "[data-question]").get_attribute("data-index") == str(number + 1)))
        right += driver.find_element(By.CSS_SELECTOR, "[data-feedback]").get_attribute("data-kind") == "right"

    result = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-result]")))
    assert right >= 8, f"only {right} of 10 drawn digits were read right"
    answers = result.find_elements(By.CSS_SELECTOR, ".sprint__answer")
    assert len(answers) == 10
    assert len(result.find_elements(By.CSS_SELECTOR, ".sprint__answer--right")) == right
    assert "Total time" in result.find_element(By.CSS_SELECTOR, "[data-final-time]").text
    score = result.find_element(By.CSS_SELECTOR, "[data-final-score]").text
    assert score and score != "0"
    assert layout_problems(driver) == []
    assert javascript_errors(driver) == []
    shoot(driver, "math-sprint-result")

    tap(driver, result.find_element(By.CSS_SELECTOR, "[data-share]"))
    status = driver.find_element(By.CSS_SELECTOR, "[data-share-status]")
    wait(driver).until(lambda d: status.get_attribute("data-url"))
    share_url = status.get_attribute("data-url")
    assert "/share/math-sprint/" in share_url

    # Signed out, in a fresh browser: the public page, its Open Graph card.
    stranger = browser(PHONE)
    stranger.get(share_url)
    assert stranger.find_element(By.CSS_SELECTOR, "[data-shared-score]").text == score
    og_image = stranger.find_element(By.CSS_SELECTOR, 'meta[property="og:image"]').get_attribute("content")
    assert og_image.endswith("/card.png?lang=en")
    card = stranger.find_element(By.CSS_SELECTOR, ".sprint-share__card")
    wait(stranger).until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth", card) == 1200)
    assert layout_problems(stranger) == []
    shoot(stranger, "math-sprint-shared")

    # Highscores: the game is listed; Reset (after its confirmation) empties the lists.
    driver.get(f"{server.url}/apps/math-sprint/highscores")
    entries = driver.find_elements(By.CSS_SELECTOR, '[data-highscores="normal"] .sprint-highscores__entry')
    assert len(entries) == 1
    assert entries[0].find_element(By.CSS_SELECTOR, ".sprint-highscores__score").text == score
    shoot(driver, "math-sprint-highscores")
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".sprint-highscores__reset summary"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".sprint-highscores__reset button[type=submit]"))
    wait(driver).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".sprint-highscores__empty")) == 3)
    assert javascript_errors(driver) == []


def test_keyboard_digits_answer_too(server, browser):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("keys"))
    driver.get(f"{server.url}/apps/math-sprint")
    tap(driver, driver.find_element(By.CSS_SELECTOR, '.sprint-menu__mode[data-mode="survival"]'))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-question] .sprint__hidden")))
    digit = _hidden_digit(driver)
    ActionChains(driver).send_keys(str(digit)).perform()
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-feedback]").get_attribute("data-kind") == "right")
    assert driver.find_element(By.CSS_SELECTOR, "[data-score]").text != "0"
    # A wrong key ends Survival on the result screen.
    ActionChains(driver).send_keys(str((_hidden_digit(driver) + 1) % 10)).perform()
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-result]")))
    assert javascript_errors(driver) == []
