"""Homework (seed 003) in the browser: take a photo of an assignment, check the due date read from
it, correct the title, continue to the list, mark it done; the calendar feed and the one-off .ics
parse with the Python iCalendar library; the pages fit a phone and a desktop."""

import urllib.error
import urllib.request
from datetime import datetime, timezone

import icalendar
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api
from https_servers import UNVERIFIED_TLS
from support import DESKTOP, PHONE, ROOT, check_page, sign_up, tap, unique_email, wait

ASSIGNMENT = ROOT / "Tests" / "ReadoutServerTests" / "Fixtures" / "assignment.png"
SYLLABUS = ROOT / "Tests" / "ReadoutServerTests" / "Fixtures" / "syllabus-schedule.jpg"


def _rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, ".homework-row")


def _fetch(url):
    """[status, body] of a GET made without the browser's cookies (as a calendar app would)."""
    try:
        with urllib.request.urlopen(url, timeout=10, context=UNVERIFIED_TLS) as answer:
            return answer.status, answer.read(), answer.headers.get("Content-Type", "")
    except urllib.error.HTTPError as error:
        return error.code, error.read(), error.headers.get("Content-Type", "")


def _add(driver, title, day, time=None, class_name=""):
    status, item = api(driver, "POST", "/api/v1/homework/items", {
        "title": title, "className": class_name, "dueDay": day, "dueTime": time or "", "timeZone": "Europe/Warsaw"})
    assert status == 201, item
    return item


def test_take_photo_correct_the_title_continue_and_mark_done(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("homework"))
    driver.get(f"{server.url}/apps/homework")
    assert driver.find_element(By.CSS_SELECTOR, "[data-see-all]").text == "See all homework"
    check_page(driver, shoot, "home-empty")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-take-photo]"))
    wait(driver).until(EC.url_contains("/apps/homework/new"))

    # The picker's file, as the phone's camera would hand it over.
    driver.find_element(By.CSS_SELECTOR, "input[data-photo-input]").send_keys(str(ASSIGNMENT))
    review = wait(driver, 90).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    due = review.find_element(By.CSS_SELECTOR, "[data-due-display]").text
    assert "20 March 2026" in due or "March 20, 2026" in due, due
    assert "17:00" in due or "5:00" in due, due
    assert driver.find_element(By.CSS_SELECTOR, "[data-day]").get_attribute("value") == "2026-03-20"
    assert driver.find_element(By.CSS_SELECTOR, "[data-time]").get_attribute("value") == "17:00"
    marks = driver.find_elements(By.CSS_SELECTOR, "[data-photo-frame] .homework-mark")
    assert marks, "the due date's words are marked on the photo"
    assert all(m.size["width"] > 0 and m.size["height"] > 0 for m in marks)
    assert "Research Essay" in driver.find_element(By.CSS_SELECTOR, "[data-text]").get_attribute("textContent")
    assert driver.find_element(By.CSS_SELECTOR, "[data-class]").get_attribute("value") == "CS 101"
    title = driver.find_element(By.CSS_SELECTOR, "[data-title]")
    assert title.get_attribute("value"), "a title is suggested"
    check_page(driver, shoot, "review")

    title.clear()
    title.send_keys("Research essay, final draft")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-continue]"))
    wait(driver).until(EC.url_contains("/apps/homework/items"))
    rows = wait(driver).until(lambda d: _rows(d) or None)
    assert len(rows) == 1
    row = rows[0]
    assert row.find_element(By.CSS_SELECTOR, ".homework-row__title").text == "Research essay, final draft"
    assert row.find_element(By.CSS_SELECTOR, ".homework-row__class").text == "CS 101"
    assert row.find_element(By.CSS_SELECTOR, "time").get_attribute("datetime").startswith("2026-03-20T17:00")
    # March 2026 is past: the row is overdue, in red.
    assert row.get_attribute("data-urgency") == "overdue"
    assert row.find_element(By.CSS_SELECTOR, ".homework-row__urgency").text == "Overdue"
    check_page(driver, shoot, "list")

    tap(driver, row.find_element(By.CSS_SELECTOR, "[data-done-toggle]"))
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".homework-empty"))
    assert _rows(driver) == [], "a done item leaves the upcoming list"
    tap(driver, driver.find_element(By.XPATH, "//nav[contains(@class,'segmented')]/a[normalize-space()='Done']"))
    row = wait(driver).until(lambda d: (_rows(d) or [None])[0])
    assert row.get_attribute("data-urgency") == "done"
    toggle = row.find_element(By.CSS_SELECTOR, "[data-done-toggle]")
    assert toggle.get_attribute("aria-pressed") == "true"
    check_page(driver, shoot, "done")

    status, items = api(driver, "GET", "/api/v1/homework/items?filter=all")
    assert status == 200 and [i["done"] for i in items["items"]] == [True], items


def test_a_schedule_photo_lists_every_due_date_ticked_and_saves_the_chosen(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("syllabus"))
    driver.get(f"{server.url}/apps/homework/new")
    driver.find_element(By.CSS_SELECTOR, "input[data-photo-input]").send_keys(str(SYLLABUS))
    items = wait(driver, 90).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-items]")))
    assert items.find_element(By.CSS_SELECTOR, "[data-items-title]").text == "5 due dates on this page"
    boxes = items.find_elements(By.CSS_SELECTOR, "input[type=checkbox]")
    titles = [e.text for e in items.find_elements(By.CSS_SELECTOR, ".homework-review__item-title")]
    assert titles == ["Source analysis 1", "Map quiz", "Book review", "Research proposal", "Final essay"], titles
    assert all(box.is_selected() for box in boxes), "all ticked at first"
    assert not driver.find_element(By.CSS_SELECTOR, "[data-title]").is_displayed(), "one title field would not fit five items"
    assert driver.find_element(By.CSS_SELECTOR, "[data-class]").get_attribute("value") == "HIST 210", "one class for the page"
    continue_button = driver.find_element(By.CSS_SELECTOR, "[data-continue]")
    assert continue_button.text == "Save 5 items"
    check_page(driver, shoot, "syllabus-review")

    toggle = items.find_element(By.CSS_SELECTOR, "[data-tick-all]")
    assert toggle.text == "Untick all"
    tap(driver, toggle)
    assert not any(box.is_selected() for box in boxes) and toggle.text == "Tick all"
    tap(driver, continue_button)
    assert "Tick at least one" in driver.find_element(By.CSS_SELECTOR, "[data-error]").text
    tap(driver, toggle)
    assert all(box.is_selected() for box in boxes)
    tap(driver, boxes[1])  # the map quiz is someone else's
    assert continue_button.text == "Save 4 items"
    tap(driver, continue_button)
    wait(driver).until(EC.url_contains("/apps/homework/items"))
    rows = wait(driver).until(lambda d: _rows(d) or None)
    assert [r.find_element(By.CSS_SELECTOR, ".homework-row__title").text for r in rows] == [
        "Source analysis 1", "Book review", "Research proposal", "Final essay"]
    assert all(r.find_element(By.CSS_SELECTOR, ".homework-row__class").text == "HIST 210" for r in rows)
    assert rows[0].find_element(By.CSS_SELECTOR, "time").get_attribute("datetime").startswith("2027-02-08")


def test_a_schedule_whose_save_is_refused_saves_none_of_its_items(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("syllabus-refused"))
    driver.get(f"{server.url}/apps/homework/new")
    driver.find_element(By.CSS_SELECTOR, "input[data-photo-input]").send_keys(str(SYLLABUS))
    wait(driver, 90).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-items]")))
    # The photo is deleted in another tab while the review is open: every item names it.
    status, photos = api(driver, "GET", "/api/v1/photos")
    assert status == 200 and len(photos["photos"]) == 1, photos
    assert api(driver, "DELETE", f"/api/v1/photos/{photos['photos'][0]['id']}")[0] == 204
    continue_button = driver.find_element(By.CSS_SELECTOR, "[data-continue]")
    tap(driver, continue_button)
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-error]")))
    assert error.text == "Item 1: There is no such photo. Nothing was saved.", error.text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", error)
    check_page(driver, shoot, "syllabus-refused")
    assert continue_button.text == "Save 5 items" and continue_button.get_attribute("aria-disabled") is None
    status, items = api(driver, "GET", "/api/v1/homework/items?filter=all")
    assert status == 200 and items["items"] == [], "no item of the page was saved alone"


def test_a_photo_without_a_date_asks_for_one(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("nodate"))
    driver.get(f"{server.url}/apps/homework/new")
    driver.find_element(By.CSS_SELECTOR, "input[data-photo-input]").send_keys(str(ROOT / "Samples" / "page.jpg"))
    wait(driver, 90).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    due = driver.find_element(By.CSS_SELECTOR, "[data-due-display]")
    assert due.text == "No date found: choose it below"
    assert driver.find_element(By.CSS_SELECTOR, "[data-day]").get_attribute("value") == "", "no made-up date"

    # Continue without a date is refused in words, and nothing is saved.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-continue]"))
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-error]")))
    assert error.text
    assert "/apps/homework/new" in driver.current_url
    check_page(driver, shoot, "no-date")
    status, items = api(driver, "GET", "/api/v1/homework/items?filter=all")
    assert status == 200 and items["items"] == []

    # Cancel goes back home.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-cancel]"))
    wait(driver).until(EC.url_matches(r"/apps/homework$"))


def test_the_calendar_feed_and_the_item_ics_parse(server, browser, shoot):
    driver = browser(DESKTOP, mobile=False)
    sign_up(driver, server, unique_email("calendar"))
    timed = _add(driver, "Lab report; section 2, with a rather long title that the feed must fold", "2030-05-14", "09:30", "CHEM 110")
    all_day = _add(driver, "Read chapter 4", "2030-05-16")

    driver.get(f"{server.url}/apps/homework/items")
    assert [r.find_element(By.CSS_SELECTOR, ".homework-row__title").text for r in _rows(driver)] == [
        timed["title"], all_day["title"]], "soonest first"
    assert not _rows(driver)[1].find_elements(By.CSS_SELECTOR, ".homework-row__class"), "no class, no empty class label"
    feed_url = driver.find_element(By.CSS_SELECTOR, "[data-feed-url]").get_attribute("value")
    # Subscribe opens the calendar app on the same address as webcal:; Copy says what it did.
    subscribe = driver.find_element(By.CSS_SELECTOR, "[data-subscribe]").get_attribute("href")
    assert subscribe == "webcal" + feed_url[feed_url.index("://"):], subscribe
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-copy]"))
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-copy-status]").text in ("Copied.", "Select the address and copy it."))
    # This server answers at 127.0.0.1, which no phone calendar reaches: the page says so.
    assert "public address" in driver.find_element(By.CSS_SELECTOR, "[data-feed-local]").text
    check_page(driver, shoot, "list-desktop")

    status, body, kind = _fetch(feed_url)
    assert status == 200 and kind.startswith("text/calendar"), (status, kind)
    assert all(len(line) <= 75 for line in body.split(b"\r\n")), "RFC 5545 folds lines at 75 octets"
    calendar = icalendar.Calendar.from_ical(body)
    events = {str(e["SUMMARY"]): e for e in calendar.walk("VEVENT")}
    assert set(events) == {timed["title"], all_day["title"]}
    # The event ends when the work is due: 09:30 in Warsaw in May (CEST, UTC+2) is 07:30 UTC.
    assert events[timed["title"]].decoded("DTEND") == datetime(2030, 5, 14, 7, 30, tzinfo=timezone.utc)
    assert events[timed["title"]]["CATEGORIES"].to_ical() == b"CHEM 110"
    start = events[all_day["title"]].decoded("DTSTART")
    assert not isinstance(start, datetime) and start.isoformat() == "2030-05-16", "an item without a time is all-day"

    # The item's own .ics, downloaded from its page.
    status, body, _ = _fetch(f"{server.url}{timed['eventUrl']}")
    assert status in (401, 403, 404), "the one-off .ics needs the session"
    driver.get(f"{server.url}{timed['page']}")
    event = driver.execute_async_script(
        "const done = arguments[1]; fetch(arguments[0], {credentials: 'same-origin'}).then((r) => r.text()).then(done, () => done(null));",
        timed["eventUrl"])
    single = icalendar.Calendar.from_ical(event)
    assert [str(e["SUMMARY"]) for e in single.walk("VEVENT")] == [timed["title"]]

    # A new address: the old one is gone for good, the new one works.
    driver.get(f"{server.url}/apps/homework/items")
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".homework-calendar summary"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".homework-calendar .confirm__actions [type=submit]"))
    # Wait for the reloaded page's address rather than the old page's staleness: Chrome sometimes
    # answers a staleness check made mid-navigation with an inspector error instead.
    wait(driver).until(EC.url_contains("#calendar"))
    new_url = wait(driver).until(lambda d: (value := d.find_element(By.CSS_SELECTOR, "[data-feed-url]").get_attribute("value")) != feed_url and value)
    assert new_url != feed_url
    assert _fetch(feed_url)[0] == 404
    assert _fetch(new_url)[0] == 200


def test_the_item_page_edits_and_deletes(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("edit"))
    item = _add(driver, "Problem set 3", "2030-01-10", "23:00", "MATH 221")
    driver.get(f"{server.url}{item['page']}")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Problem set 3"
    state = driver.find_element(By.CSS_SELECTOR, ".homework-item__due .homework-item__state")
    assert driver.execute_script("return arguments[0].getClientRects().length", state) == 1, "the '·' wraps with the state"
    check_page(driver, shoot, "item")

    # An empty title is refused in words, on the same page.
    driver.find_element(By.ID, "item-title").clear()
    driver.execute_script("document.querySelector('form.form').noValidate = true")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "main [role=alert]")))
    assert error.text, "the refusal says why"
    check_page(driver, shoot, "item-error")

    title = driver.find_element(By.ID, "item-title")
    title.clear()
    title.send_keys("Problem set 3 (all exercises)")
    driver.execute_script("arguments[0].value = '2030-01-12'", driver.find_element(By.ID, "item-day"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))
    wait(driver).until(EC.url_matches(r"/apps/homework/items$"))
    assert [r.find_element(By.CSS_SELECTOR, ".homework-row__title").text for r in _rows(driver)] == ["Problem set 3 (all exercises)"]
    status, saved = api(driver, "GET", f"/api/v1/homework/items/{item['id']}")
    assert status == 200 and saved["dueDay"] == "2030-01-12" and saved["dueTime"] == "23:00", saved

    driver.get(f"{server.url}{item['page']}")
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".homework-item__delete summary"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".homework-item__delete .confirm__actions [type=submit]"))
    # The item's own address contains /apps/homework/items too: wait for the list itself.
    wait(driver).until(EC.url_matches(r"/apps/homework/items$"))
    assert _rows(driver) == []
    assert api(driver, "GET", f"/api/v1/homework/items/{item['id']}")[0] == 404


def test_type_homework_in_by_hand_without_a_photo(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("homework-typed"))
    driver.get(f"{server.url}/apps/homework/new")
    # Two ways to a photo (the camera, or the library for a screenshot), and one without.
    pickers = driver.find_elements(By.CSS_SELECTOR, "input[data-photo-input]")
    assert [p.get_attribute("capture") for p in pickers] == ["environment", None], "the library picker does not force the camera"
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-manual]"))
    review = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    assert not review.find_element(By.CSS_SELECTOR, "[data-media]").is_displayed(), "no photo, no empty photo frame"
    review.find_element(By.CSS_SELECTOR, "[data-title]").send_keys("Essay 3: The Congress of Vienna")
    review.find_element(By.CSS_SELECTOR, "[data-class]").send_keys("HIST 210")
    driver.execute_script("arguments[0].value = '2030-12-04'", review.find_element(By.CSS_SELECTOR, "[data-day]"))
    driver.execute_script("arguments[0].value = '15:30'", review.find_element(By.CSS_SELECTOR, "[data-time]"))
    check_page(driver, shoot, "typed-in")
    tap(driver, review.find_element(By.CSS_SELECTOR, "[data-continue]"))
    wait(driver).until(EC.url_contains("/apps/homework/items"))
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == "The homework is saved.")
    assert [r.find_element(By.CSS_SELECTOR, ".homework-row__title").text for r in _rows(driver)] == ["Essay 3: The Congress of Vienna"]
    assert "notice=" not in driver.current_url, "the notice leaves the address once shown"


def test_on_a_desktop_the_review_fields_stand_beside_the_photo(server, browser, shoot):
    driver = browser(DESKTOP, mobile=False)
    sign_up(driver, server, unique_email("homework-desk"))
    driver.get(f"{server.url}/apps/homework/new")
    driver.find_element(By.CSS_SELECTOR, "input[data-library-input]").send_keys(str(ASSIGNMENT))
    review = wait(driver, 90).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-review]")))
    boxes = driver.execute_script("""const box = (s) => { const r = document.querySelector(s).getBoundingClientRect();
            return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height}; };
        return {photo: box('[data-photo-frame]'), title: box('[data-title]'), save: box('[data-continue]'), height: window.innerHeight};""")
    assert boxes["title"]["left"] >= boxes["photo"]["right"], f"the fields stand beside the photo: {boxes}"
    assert boxes["save"]["bottom"] <= boxes["height"], f"Continue is on screen without scrolling: {boxes}"
    assert boxes["photo"]["height"] <= 0.7 * boxes["height"] + 1, "the photo is never taller than the window"
    check_page(driver, shoot, "review-desktop")


def _alarms(body):
    """{summary: [trigger offsets]} of every event in an iCalendar text, as the parser reads them."""
    calendar = icalendar.Calendar.from_ical(body)
    return {str(event["SUMMARY"]): sorted((alarm.decoded("TRIGGER"), alarm["TRIGGER"].params.get("RELATED"))
                                          for alarm in event.walk("VALARM"))
            for event in calendar.walk("VEVENT")}


def test_reminders_ring_in_the_calendar_and_the_item_page_counts_down(server, browser, shoot):
    from datetime import timedelta
    from zoneinfo import ZoneInfo

    driver = browser(PHONE)
    sign_up(driver, server, unique_email("reminders"))
    now = datetime.now(ZoneInfo("Europe/Warsaw"))
    ahead = (now + timedelta(days=3)).replace(hour=23, minute=0)
    timed = _add(driver, "Essay draft", ahead.date().isoformat(), "23:00")
    all_day = _add(driver, "Read chapter 5", (now + timedelta(days=5)).date().isoformat())
    late = now - timedelta(hours=2, minutes=10)
    overdue = _add(driver, "Problem set", late.date().isoformat(), late.strftime("%H:%M"))
    done = _add(driver, "Old quiz", ahead.date().isoformat(), "10:00")
    assert api(driver, "PUT", f"/api/v1/homework/items/{done['id']}/done", {"done": True})[0] == 200

    driver.get(f"{server.url}/apps/homework/items#reminders")
    ticked = [box.get_attribute("value") for box in driver.find_elements(By.CSS_SELECTOR, "[data-reminders] input[type=checkbox]")
              if box.is_selected()]
    assert ticked == ["1440", "120"], "a day and two hours before, until the user chooses"
    check_page(driver, shoot, "reminders-phone")
    feed_url = driver.find_element(By.CSS_SELECTOR, "[data-feed-url]").get_attribute("value")
    status, body, _ = _fetch(feed_url)
    assert status == 200
    alarms = _alarms(body)
    standard = [(timedelta(days=-1), "END"), (timedelta(hours=-2), "END")]
    assert alarms["Essay draft"] == sorted(standard) and alarms["Read chapter 5"] == sorted(standard), alarms
    calendar = icalendar.Calendar.from_ical(body)
    events = {str(e["SUMMARY"]): e for e in calendar.walk("VEVENT")}
    assert events["Essay draft"].decoded("DTEND") == ahead.replace(second=0, microsecond=0).astimezone(timezone.utc), "times in UTC"
    assert events["Essay draft"]["DTEND"].to_ical().endswith(b"Z")
    assert not isinstance(events["Read chapter 5"].decoded("DTSTART"), datetime), "an item without a time stays all-day"
    # The UID names no host: the same feed fetched through another address keeps every event's UID.
    other_host = feed_url.replace("127.0.0.1", "localhost")
    assert other_host != feed_url
    uids = sorted(str(e["UID"]) for e in calendar.walk("VEVENT"))
    again = icalendar.Calendar.from_ical(_fetch(other_host)[1])
    assert sorted(str(e["UID"]) for e in again.walk("VEVENT")) == uids
    assert all(uid.endswith("@homework.readout") for uid in uids), uids

    # A week and half an hour before instead; the feed and the item's own .ics follow.
    for box in driver.find_elements(By.CSS_SELECTOR, "[data-reminders] input[type=checkbox]"):
        if box.is_selected() != (box.get_attribute("value") in ("10080", "30")):
            tap(driver, box)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-reminders] [type=submit]"))
    wait(driver).until(lambda d: "Reminders saved" in d.page_source)
    assert _alarms(_fetch(feed_url)[1])["Essay draft"] == sorted([(timedelta(days=-7), "END"), (timedelta(minutes=-30), "END")])
    driver.get(f"{server.url}{timed['page']}")
    single = driver.execute_async_script(
        "const done = arguments[1]; fetch(arguments[0], {credentials: 'same-origin'}).then((r) => r.text()).then(done, () => done(null));",
        timed["eventUrl"])
    assert _alarms(single)["Essay draft"] == sorted([(timedelta(days=-7), "END"), (timedelta(minutes=-30), "END")])

    # The item pages count down in words.
    assert driver.find_element(By.CSS_SELECTOR, "[data-countdown]").text == "Due in 3 days"
    driver.get(f"{server.url}{overdue['page']}")
    assert driver.find_element(By.CSS_SELECTOR, "[data-countdown]").text == "Overdue by 2 hours"
    check_page(driver, shoot, "countdown-phone")
    driver.get(f"{server.url}{done['page']}")
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-countdown]"), "done work has nothing due"
    # In Polish, with its plural forms.
    assert api(driver, "PUT", "/api/v1/me/language", {"language": "pl"})[0] == 200
    driver.get(f"{server.url}{timed['page']}")
    assert driver.find_element(By.CSS_SELECTOR, "[data-countdown]").text == "Termin za 3 dni"
    driver.get(f"{server.url}{overdue['page']}")
    assert driver.find_element(By.CSS_SELECTOR, "[data-countdown]").text == "Po terminie o 2 godziny"
    assert api(driver, "PUT", "/api/v1/me/language", {"language": "en"})[0] == 200

    # None ticked: no alarm anywhere, and the page says none are set.
    driver.get(f"{server.url}/apps/homework/items#reminders")
    for box in driver.find_elements(By.CSS_SELECTOR, "[data-reminders] input[type=checkbox]"):
        if box.is_selected():
            tap(driver, box)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-reminders] [type=submit]"))
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-no-reminders]"))
    assert all(found == [] for found in _alarms(_fetch(feed_url)[1]).values())
