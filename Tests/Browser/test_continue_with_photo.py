"""A photo already in the library continues into an app's photo flow through the address
(`?photo=ID`, what the share target opens): Homework reads its due date, Meters asks which meter
it shows, Vocabulary asks for the notebook and then lists the page's words, Filter Lab shows it.
An id that is not the user's (unknown, malformed, another user's) leaves the page working, with
a banner saying so, in English and in Polish."""

import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api, idle, read_lab
from support import PHONE, SAMPLE_PAGE, check_page, fetch_status, javascript_errors, sign_up, tap, unique_email, upload_photo, wait

#: Reading a whole page with Tesseract in a debug build takes seconds; leave room.
READ_SECONDS = 90


def test_homework_reads_a_library_photo_at_once(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("continue-homework"))
    photo = upload_photo(driver, SAMPLE_PAGE)
    driver.get(f"{server.url}/apps/homework/new?photo={photo}")
    wait(driver, READ_SECONDS).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    assert driver.find_element(By.CSS_SELECTOR, "[data-due-display]").text == "No date found: choose it below"
    assert photo in driver.find_element(By.CSS_SELECTOR, "[data-photo]").get_attribute("src").lower()
    assert "truth" in driver.find_element(By.CSS_SELECTOR, "[data-text]").get_attribute("textContent")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-photo-problem]") == []
    check_page(driver, shoot, "homework-review")


def test_meters_identifies_a_library_photo_at_once(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("continue-meters"))
    assert api(driver, "POST", "/api/v1/meters", {"name": "Kitchen", "kind": "water"})[0] == 201
    photo = upload_photo(driver, SAMPLE_PAGE)
    driver.get(f"{server.url}/apps/meters?photo={photo}")
    panel = wait(driver, READ_SECONDS).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-identified]")))
    assert photo in panel.find_element(By.CSS_SELECTOR, "[data-identified-photo]").get_attribute("src").lower()
    # A page of a novel is no meter: the question says it is not sure, and the choice is the user's.
    assert panel.find_element(By.CSS_SELECTOR, "[data-identified-question]").text
    assert driver.switch_to.active_element == driver.find_element(By.CSS_SELECTOR, "[data-identify-confirm]")
    check_page(driver, shoot, "meters-identify")


def test_meters_without_a_meter_says_to_add_one_first(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("continue-no-meter"))
    photo = upload_photo(driver, SAMPLE_PAGE)
    driver.get(f"{server.url}/apps/meters?photo={photo}")
    banner = driver.find_element(By.CSS_SELECTOR, "[data-photo-problem]")
    assert "Add a meter first" in banner.text
    assert driver.find_element(By.CSS_SELECTOR, "[data-new-meter]").is_displayed()


def test_vocabulary_asks_for_the_notebook_then_lists_the_words(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("continue-vocabulary"))
    _, notebook = api(driver, "POST", "/api/v1/vocabulary/notebooks", {"title": "Chapter 1"})
    photo = upload_photo(driver, SAMPLE_PAGE)
    driver.get(f"{server.url}/apps/vocabulary?photo={photo}")
    choice = driver.find_element(By.CSS_SELECTOR, "[data-continue-photo]")
    assert photo in choice.find_element(By.TAG_NAME, "img").get_attribute("src").lower()
    links = choice.find_elements(By.CSS_SELECTOR, "[data-continue-notebooks] a")
    assert [link.text.split("\n")[0] for link in links] == ["Chapter 1"]
    assert links[0].get_attribute("href").endswith(f"/apps/vocabulary/notebooks/{notebook['id'].lower()}/import?photo={photo}")
    check_page(driver, shoot, "vocabulary-choose-notebook")

    tap(driver, links[0])
    wait(driver, READ_SECONDS).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-candidates] li")) > 3)
    driver.execute_script("document.querySelector('[data-candidates-card]').scrollIntoView({block: 'start', behavior: 'instant'})")
    check_page(driver, shoot, "vocabulary-import")

    # A new notebook made from the same question keeps the photo and goes to its import.
    driver.get(f"{server.url}/apps/vocabulary?photo={photo}")
    form = driver.find_element(By.CSS_SELECTOR, "[data-new-notebook]")
    form.find_element(By.NAME, "title").send_keys("Chapter 2")
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(EC.url_contains(f"/import?photo={photo}"))
    assert driver.find_element(By.CSS_SELECTOR, "[data-import]").get_attribute("data-start-photo") == photo
    wait(driver, READ_SECONDS).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-candidates] li")) > 3)


def test_filter_lab_shows_a_library_photo(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("continue-lab"))
    photo = upload_photo(driver, SAMPLE_PAGE)
    driver.get(f"{server.url}/apps/filter-lab?photo={photo}")
    wait(driver, READ_SECONDS).until(lambda d: idle(d) and read_lab(d).source.lower() == f"photo:{photo}")
    view = read_lab(driver)
    assert view.error == "" and view.word_count > 10, view
    check_page(driver, shoot, "filter-lab")


def test_a_photo_that_is_not_yours_shows_a_banner_not_an_error(server, browser, shoot):
    owner = browser(PHONE)
    sign_up(owner, server, unique_email("continue-owner"))
    theirs = upload_photo(owner, SAMPLE_PAGE)

    driver = browser(PHONE)
    sign_up(driver, server, unique_email("continue-stranger"))
    assert api(driver, "POST", "/api/v1/meters", {"name": "Kitchen", "kind": "water"})[0] == 201
    _, notebook = api(driver, "POST", "/api/v1/vocabulary/notebooks", {"title": "Chapter 1"})
    pages = ["/apps/homework/new", "/apps/meters", "/apps/vocabulary", f"/apps/vocabulary/notebooks/{notebook['id'].lower()}/import",
             "/apps/filter-lab"]
    for page in pages:
        for photo in (str(uuid.uuid4()), "not-a-photo", theirs):
            address = f"{page}?photo={photo}"
            assert fetch_status(driver, address) == 200, address
            driver.get(server.url + address)
            banner = driver.find_element(By.CSS_SELECTOR, "[data-photo-problem]")
            assert "That photo is not among your photos" in banner.text, address
            assert driver.find_elements(By.CSS_SELECTOR, "[data-start-photo]") == [], address
            assert javascript_errors(driver) == [], address
    shoot(driver, "banner")

    # In Polish too (the footer's switch comes back to the same address).
    driver.get(f"{server.url}/apps/homework/new?photo={theirs}")
    tap(driver, driver.find_element(By.CSS_SELECTOR, '.language-switch button[value="pl"]'))
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl")
    banner = driver.find_element(By.CSS_SELECTOR, "[data-photo-problem]")
    assert "Tego zdjęcia nie ma wśród twoich zdjęć" in banner.text
    check_page(driver, shoot, "banner-pl")
