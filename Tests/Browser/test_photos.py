"""Photos in the browser: the picker uploads Samples/page.jpg, the text view boxes its words,
and another account can neither see the photo's page nor fetch its bytes."""

import json
import os
import re
import struct
import zlib

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from support import SAMPLE_PAGE, fetch_status, javascript_errors, layout_problems, sign_up, tap, unique_email, wait

def _write_huge_png(path, width: int, height: int) -> None:
    """A near-white RGB PNG of `width`×`height` with faint noise rows (so it is over 1 MB but
    quick to recognise)."""
    white = b"\x00" + b"\xff" * (width * 3)
    rows = []
    for y in range(height):
        if y % 8:
            rows.append(white)
        else:
            rows.append(b"\x00" + bytes(250 + b % 6 for b in os.urandom(width * 3)))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                     + chunk(b"IDAT", zlib.compress(b"".join(rows), 1)) + chunk(b"IEND", b""))


PHOTO_PAGE = re.compile(r"/photos/([0-9A-Fa-f-]{36})$")
BOXES = "[data-text-view] svg.text-view__boxes rect.word-box"


def test_upload_a_page_and_see_its_words_boxed(server, browser, shoot):
    owner = browser()
    sign_up(owner, server, unique_email("owner"))
    owner.get(f"{server.url}/photos")
    assert owner.find_element(By.CSS_SELECTOR, ".photo-library .empty-state").is_displayed()
    assert owner.find_element(By.CSS_SELECTOR, "form[data-photo-picker]").get_attribute("class").count("is-enhanced") == 1
    shoot(owner, "photos-empty")

    picker_input = owner.find_element(By.CSS_SELECTOR, 'form[data-photo-picker] input[type=file][name=image]')
    assert picker_input.get_attribute("accept") == "image/*"
    assert picker_input.get_attribute("capture") == "environment"
    picker_input.send_keys(str(SAMPLE_PAGE))

    wait(owner, 60).until(lambda d: PHOTO_PAGE.search(d.current_url.split("?")[0]))
    photo_id = PHOTO_PAGE.search(owner.current_url.split("?")[0]).group(1)
    # Recognition runs when the page asks for the text; a debug build takes a while.
    wait(owner, 180).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, BOXES)) >= 20
                           or d.find_element(By.CSS_SELECTOR, "[data-text-error]").is_displayed())
    assert not owner.find_element(By.CSS_SELECTOR, "[data-text-error]").is_displayed(), \
        owner.find_element(By.CSS_SELECTOR, "[data-text-error]").text

    text = owner.find_element(By.CSS_SELECTOR, "[data-text-output]").text
    words = " ".join(text.split()).lower()
    assert "truth universally acknowledged" in words
    assert "single man" in words and "neighbourhood" in words
    boxes = owner.find_elements(By.CSS_SELECTOR, BOXES)
    spans = owner.find_elements(By.CSS_SELECTOR, "[data-text-output] .word")
    assert len(boxes) == len(spans), "one box per listed word"

    # Every box lies on the photo, scaled with it.
    outside = owner.execute_script(
        """
        const image = document.querySelector('[data-text-view] img').getBoundingClientRect();
        return [...document.querySelectorAll(arguments[0])].filter((rect) => {
          const r = rect.getBoundingClientRect();
          return r.width < 1 || r.left < image.left - 2 || r.top < image.top - 2
              || r.right > image.right + 2 || r.bottom > image.bottom + 2;
        }).length;
        """,
        BOXES,
    )
    assert outside == 0

    # Pointing at a word marks its box; the arrow keys move word by word.
    first_word = spans[0]
    ActionChains(owner).move_to_element(first_word).perform()
    assert "is-active" in owner.find_element(By.CSS_SELECTOR, f'{BOXES}[data-word="0"]').get_attribute("class")
    tap(owner, first_word)
    ActionChains(owner).send_keys(Keys.ARROW_RIGHT).perform()
    assert owner.switch_to.active_element.get_attribute("data-word") == "1"
    assert "is-active" in owner.find_element(By.CSS_SELECTOR, f'{BOXES}[data-word="1"]').get_attribute("class")
    # ...and pointing at a box marks its word in the text.
    box = owner.find_element(By.CSS_SELECTOR, f'{BOXES}[data-word="5"]')
    owner.execute_script("arguments[0].scrollIntoView({block: 'center'})", owner.find_element(By.CSS_SELECTOR, "[data-text-figure]"))
    ActionChains(owner).move_to_element(box).perform()
    assert "is-active" in owner.find_element(By.CSS_SELECTOR, '[data-text-output] .word[data-word="5"]').get_attribute("class")
    assert owner.find_element(By.CSS_SELECTOR, "[data-copy-text]").is_displayed()
    assert owner.find_element(By.CSS_SELECTOR, "[data-text-legend]").is_displayed()
    assert layout_problems(owner) == []
    shoot(owner, "photo")

    assert fetch_status(owner, f"/api/v1/photos/{photo_id}") == 200
    owner.get(f"{server.url}/photos")
    assert owner.find_elements(By.CSS_SELECTOR, f'.photo-grid a[href="/photos/{photo_id}"]')
    shoot(owner, "photos")
    assert javascript_errors(owner) == []

    # Someone else, signed in separately, gets 404s for the page, the bytes and the text.
    other = browser()
    sign_up(other, server, unique_email("other"))
    other.get(f"{server.url}/photos/{photo_id}")
    assert other.find_element(By.CSS_SELECTOR, ".error-page__status").text.endswith("404")
    assert other.title.strip() and not other.find_elements(By.CSS_SELECTOR, "[data-text-view]")
    shoot(other, "photo-of-another-account")
    assert fetch_status(other, f"/photos/{photo_id}") == 404
    assert fetch_status(other, f"/api/v1/photos/{photo_id}") == 404
    assert fetch_status(other, f"/api/v1/photos/{photo_id}/text") == 404
    other.get(f"{server.url}/api/v1/photos/{photo_id}")
    answer = json.loads(other.find_element(By.TAG_NAME, "body").text)
    assert answer["error"]["message"]
    other.get(f"{server.url}/photos")
    assert not other.find_elements(By.CSS_SELECTOR, ".photo-grid a")
    assert other.find_element(By.CSS_SELECTOR, ".photo-library .empty-state").is_displayed()


def test_the_picker_works_without_javascript(server, browser, shoot):
    driver = browser(javascript=False)
    sign_up(driver, server, unique_email("plain"))
    driver.get(f"{server.url}/photos")
    picker_input = driver.find_element(By.CSS_SELECTOR, 'form[data-photo-picker] input[type=file][name=image]')
    assert picker_input.is_displayed(), "without script the native file input is the control"
    assert picker_input.get_attribute("capture") is None, "the camera and the library, not the camera only"
    picker_input.send_keys(str(SAMPLE_PAGE))
    shoot(driver, "photos-no-script")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form[data-photo-picker] [type=submit]"))
    wait(driver, 60).until(lambda d: PHOTO_PAGE.search(d.current_url.split("?")[0]))
    assert driver.find_element(By.CSS_SELECTOR, "[data-text-view] img").is_displayed()
    shoot(driver, "photo-no-script")


def test_deleting_a_photo_asks_first(server, browser, shoot):
    driver = browser()
    sign_up(driver, server, unique_email("tidy"))
    driver.get(f"{server.url}/photos")
    driver.find_element(By.CSS_SELECTOR, 'form[data-photo-picker] input[type=file][name=image]').send_keys(str(SAMPLE_PAGE))
    wait(driver, 60).until(lambda d: PHOTO_PAGE.search(d.current_url.split("?")[0]))
    photo_id = PHOTO_PAGE.search(driver.current_url.split("?")[0]).group(1)
    # Let recognition finish first: the text it adds moves the buttons below it.
    wait(driver, 180).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-text-view]").get_attribute("aria-busy") is None
                            and d.find_elements(By.CSS_SELECTOR, BOXES))

    confirm = driver.find_element(By.CSS_SELECTOR, "details.confirm")
    delete_button = confirm.find_element(By.CSS_SELECTOR, "form [type=submit]")
    assert not delete_button.is_displayed(), "nothing is deleted by one tap"
    tap(driver, confirm.find_element(By.TAG_NAME, "summary"))
    wait(driver).until(EC.visibility_of(delete_button))
    shoot(driver, "photo-delete-confirm")
    tap(driver, delete_button)
    wait(driver).until(EC.url_to_be(f"{server.url}/photos"))
    assert not driver.find_elements(By.CSS_SELECTOR, f'.photo-grid a[href="/photos/{photo_id}"]')
    assert fetch_status(driver, f"/api/v1/photos/{photo_id}") == 404


def test_the_picker_shrinks_huge_photos_before_uploading(server, browser, tmp_path):
    huge = tmp_path / "huge.png"
    _write_huge_png(huge, 4800, 3600)  # 17.3 megapixels: over the 16 MP the picker sends untouched
    assert huge.stat().st_size > 1024 * 1024

    driver = browser()
    sign_up(driver, server, unique_email("huge"))
    driver.get(f"{server.url}/photos")
    driver.find_element(By.CSS_SELECTOR, 'form[data-photo-picker] input[type=file][name=image]').send_keys(str(huge))
    wait(driver, 90).until(lambda d: PHOTO_PAGE.search(d.current_url.split("?")[0]))
    photo_id = PHOTO_PAGE.search(driver.current_url.split("?")[0]).group(1)
    stored = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        fetch('/api/v1/photos', {headers: {'X-Readout': '1'}, cache: 'no-store'})
          .then((r) => r.json()).then(done, () => done(null));
        """
    )
    photo = next(p for p in stored["photos"] if p["id"] == photo_id)
    assert (photo["width"], photo["height"]) == (4000, 3000), "longest side 4000 px, same aspect"
    assert photo["mediaType"] == "image/jpeg"


def test_the_upload_shows_real_progress_and_can_be_cancelled(server, browser, shoot):
    driver = browser()
    sign_up(driver, server, unique_email("slow"))
    driver.get(f"{server.url}/photos")
    # A slow uplink (about 60 kB/s): the 175 kB sample takes a few seconds to send.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 20, "downloadThroughput": 4_000_000, "uploadThroughput": 60_000})
    picker_input = driver.find_element(By.CSS_SELECTOR, 'form[data-photo-picker] input[type=file][name=image]')

    # First attempt: cancelled half-way; the picker comes back and nothing is stored.
    picker_input.send_keys(str(SAMPLE_PAGE))
    bar = driver.find_element(By.CSS_SELECTOR, "[data-progress-bar]")
    wait(driver, 10).until(lambda d: 0 < float(bar.get_attribute("value") or 0) < 100)
    assert "Uploading" in driver.find_element(By.CSS_SELECTOR, "[data-status]").text
    shoot(driver, "upload-progress")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-cancel]"))
    wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-drop-zone]")))
    assert not driver.find_element(By.CSS_SELECTOR, "[data-progress]").is_displayed()
    assert not driver.find_element(By.CSS_SELECTOR, "[data-error]").is_displayed()
    assert driver.current_url == f"{server.url}/photos"

    # Second attempt: the bar climbs through the upload, then the photo's page opens.
    seen = set()
    picker_input.send_keys(str(SAMPLE_PAGE))
    def uploaded(d):
        value = d.execute_script("const b = document.querySelector('[data-progress-bar]'); return b && b.getAttribute('value');")
        if value is not None:
            seen.add(round(float(value)))
        return PHOTO_PAGE.search(d.current_url.split("?")[0])
    wait(driver, 60).until(uploaded)
    assert len([v for v in seen if 0 < v < 100]) >= 2, f"progress values seen: {sorted(seen)}"
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def _upload_colour_swatches(driver, count: int) -> None:
    """Uploads `count` distinct 16×16 PNGs through the API, the page's own session."""
    statuses = driver.execute_async_script(
        """
        const [count, done] = arguments;
        (async () => {
          const statuses = [];
          for (let index = 0; index < count; index += 1) {
            const canvas = document.createElement('canvas');
            canvas.width = 16; canvas.height = 16;
            const context = canvas.getContext('2d');
            context.fillStyle = `rgb(${index * 4}, ${255 - index * 4}, ${(index * 37) % 256})`;
            context.fillRect(0, 0, 16, 16);
            const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
            const response = await fetch('/api/v1/photos', {method: 'POST', body: blob, credentials: 'same-origin',
              headers: {'X-Readout': '1', 'Content-Type': 'image/png', Accept: 'application/json'}});
            statuses.push(response.status);
          }
          done(statuses);
        })();
        """,
        count,
    )
    assert statuses == [201] * count, statuses


def test_every_photo_is_reachable_by_scrolling(server, browser, shoot):
    driver = browser((390, 844))
    sign_up(driver, server, unique_email("many-photos"))
    driver.get(f"{server.url}/photos")
    _upload_colour_swatches(driver, 60)

    driver.get(f"{server.url}/photos")
    tiles = lambda d: d.find_elements(By.CSS_SELECTOR, "[data-photo-grid] > li")
    assert len(tiles(driver)) == 50, "the newest 50 first"
    more = driver.find_element(By.CSS_SELECTOR, "[data-more-photos]")
    assert "cursor=" in more.get_attribute("href")
    driver.execute_script("arguments[0].scrollIntoView()", more)
    wait(driver).until(lambda d: len(tiles(d)) == 60)
    assert driver.find_elements(By.CSS_SELECTOR, "[data-more-photos]") == [], "no more link after the last page"
    hrefs = [tile.find_element(By.TAG_NAME, "a").get_attribute("href") for tile in tiles(driver)]
    assert len(set(hrefs)) == 60, "no photo twice"
    assert javascript_errors(driver) == []
    assert layout_problems(driver) == []
    shoot(driver, "photos-all-60")

    # Filter Lab's chooser: twelve at a time, "More photos" for the next twelve.
    driver.get(f"{server.url}/apps/filter-lab")
    items = lambda d: d.find_elements(By.CSS_SELECTOR, "[data-photos-list] [data-photo-id]")
    wait(driver).until(lambda d: len(items(d)) == 12)
    more = driver.find_element(By.CSS_SELECTOR, "[data-photos-more]")
    tap(driver, more)
    wait(driver).until(lambda d: len(items(d)) == 24)
    assert len({item.get_attribute("data-photo-id") for item in items(driver)}) == 24
    assert javascript_errors(driver) == []
