// Homework's "Take photo" page: upload the photo (from the camera or the library), ask the server
// to read its due date, show the review (the date large, the photo with the date's words marked,
// the text, editable fields), then Retake, Cancel or Continue (save, then the list of all
// homework). "Type it in" opens the same fields without a photo. A page with several due dates (a
// syllabus, a schedule) lists every one ticked, with "Untick all" / "Tick all", and Continue saves
// the ticked ones together (all or none) in the one class chosen for the page.

import { JSON_HEADERS, errorMessage, reach } from './api.js';
import { t, dateFormat } from './i18n.js';
import { startOfflineUploads, uploadOrKeep } from './offline-uploads.js';
import { acceptDroppedPhotos } from './photo-drop.js';

const API = '/api/v1/homework';

const find = (selector) => document.querySelector(selector);
const inputs = [...document.querySelectorAll('[data-photo-input]')];
const input = inputs[0];
const status = find('[data-status]');
const review = find('[data-review]');
const capture = find('[data-capture]');
const errorBox = find('[data-error]');
let extraction = null;

/** Today in the user's own time zone, as YYYY-MM-DD: what "tomorrow" and missing years count from. */
function localToday() {
  const now = new Date();
  const pad = (value) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function readPhoto(file) {
  review.hidden = true;
  capture.hidden = false;
  status.textContent = t('homework.new.uploading');
  // Without a connection the photo waits on the phone; once sent, a link opens its review.
  const photo = await uploadOrKeep(file, { kind: 'homework' });
  if (!photo) { status.textContent = ''; return null; }
  return readStoredPhoto(photo.id);
}

/** Asks the server to read the due date of a photo already in the user's library. */
async function readStoredPhoto(photoId) {
  status.textContent = t('homework.new.reading');
  const read = await reach(`${API}/extractions`, {
    method: 'POST', headers: JSON_HEADERS, credentials: 'same-origin',
    body: JSON.stringify({ photoId, reference: localToday() }),
  });
  if (!read.ok) throw new Error(await errorMessage(read));
  return read.json();
}

function formatDue(due) {
  if (!due) return t('homework.review.noDate');
  const [year, month, day] = due.dueDay.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  const dayText = dateFormat({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
  if (!due.dueTime) return t('homework.endOfDay', { date: dayText });
  const [hour, minute] = due.dueTime.split(':').map(Number);
  date.setHours(hour, minute);
  return `${dayText} · ${dateFormat({ hour: 'numeric', minute: '2-digit' }).format(date)}`;
}

/** The ticked items of a many-dated page, and the Continue button's words for them. */
const itemBoxes = () => [...document.querySelectorAll('[data-item-list] input[type=checkbox]')];

function updateItemCount() {
  const ticked = itemBoxes().filter((box) => box.checked).length;
  const all = itemBoxes().length;
  find('[data-continue]').textContent = t('homework.review.saveItems', { count: ticked });
  find('[data-tick-all]').textContent = t(ticked === all ? 'homework.review.untickAll' : 'homework.review.tickAll');
}

/** A syllabus photo: one tick box per (what, when) on the page, all ticked. */
function showItems(items) {
  const many = items.length >= 2;
  review.classList.toggle('is-many', many);
  find('[data-items]').hidden = !many;
  const list = find('[data-item-list]');
  list.replaceChildren();
  if (!many) { find('[data-continue]').textContent = t('homework.review.continue'); return; }
  find('[data-items-title]').textContent = t('homework.review.itemsFound', { count: items.length });
  items.forEach((item, index) => {
    const row = document.createElement('li');
    row.className = 'homework-review__item';
    const label = document.createElement('label');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', checked: true, value: String(index) });
    box.addEventListener('change', updateItemCount);
    const text = document.createElement('span');
    text.className = 'homework-review__item-text';
    const title = Object.assign(document.createElement('span'), { className: 'homework-review__item-title', textContent: item.title });
    const due = Object.assign(document.createElement('span'), { className: 'homework-review__item-due', textContent: formatDue(item) });
    text.append(title, due);
    label.append(box, text);
    row.append(label);
    list.append(row);
  });
  updateItemCount();
}

find('[data-tick-all]')?.addEventListener('click', () => {
  const boxes = itemBoxes();
  const tick = !boxes.every((box) => box.checked);
  for (const box of boxes) box.checked = tick;
  updateItemCount();
});

function showReview(result) {
  extraction = result;
  review.classList.remove('is-manual');
  showItems(result.items ?? []);
  find('[data-media]').hidden = false;
  find('[data-text-details]').hidden = false;
  find('[data-retake]').hidden = false;
  find('[data-due-display]').textContent = formatDue(result.due);
  find('[data-due-display]').classList.toggle('is-missing', !result.due);
  const frame = find('[data-photo-frame]');
  const image = find('[data-photo]');
  image.src = result.photo.url;
  for (const mark of frame.querySelectorAll('.homework-mark')) mark.remove();
  for (const box of result.highlights) {
    const mark = document.createElement('span');
    mark.className = 'homework-mark';
    mark.style.left = `${(box.x / result.photo.width) * 100}%`;
    mark.style.top = `${(box.y / result.photo.height) * 100}%`;
    mark.style.width = `${(box.width / result.photo.width) * 100}%`;
    mark.style.height = `${(box.height / result.photo.height) * 100}%`;
    frame.append(mark);
  }
  find('[data-title]').value = result.title;
  find('[data-class]').value = result.className;
  const list = find('[data-classes]');
  list.replaceChildren(...result.classes.map((name) => Object.assign(document.createElement('option'), { value: name })));
  find('[data-day]').value = result.due?.dueDay ?? '';
  find('[data-time]').value = result.due?.dueTime ?? '';
  find('[data-text]').textContent = result.text;
  errorBox.hidden = true;
  status.textContent = '';
  capture.hidden = true;
  review.hidden = false;
  // The keyboard a focused field opens on a phone would cover the due date the user should check.
  if (!window.matchMedia('(pointer: coarse)').matches) find('[data-title]').focus();
}

/** The review's fields with nothing read: homework typed in by hand, no photo. */
function showManual() {
  extraction = null;
  showItems([]);
  for (const field of ['[data-title]', '[data-class]', '[data-day]', '[data-time]']) find(field).value = '';
  review.classList.add('is-manual');
  find('[data-media]').hidden = true;
  find('[data-text-details]').hidden = true;
  find('[data-retake]').hidden = true;
  errorBox.hidden = true;
  status.textContent = '';
  capture.hidden = true;
  review.hidden = false;
  find('[data-title]').focus();
}

/** A photo taken, chosen, dropped or pasted: read, then reviewed. */
async function takePhoto(file) {
  try {
    const read = await readPhoto(file);
    if (read) showReview(read);
  } catch (error) {
    status.textContent = t('homework.new.failed', { message: error.message });
  }
}

for (const picker of inputs) {
  picker.addEventListener('change', async () => {
    const file = picker.files?.[0];
    if (!file) return;
    await takePhoto(file);
    picker.value = '';
  });
}
// On a desktop: a screenshot of a course page pasted, or a file dragged onto the photo card.
if (capture) acceptDroppedPhotos(capture, takePhoto, { hint: true });

find('[data-manual]')?.addEventListener('click', showManual);
if (status) startOfflineUploads(status);

// A photo from the library (?photo=ID, e.g. shared to Readout): read at once, as after an upload.
const startPhoto = capture?.dataset.startPhoto;
if (startPhoto) {
  readStoredPhoto(startPhoto).then(showReview, (error) => {
    status.textContent = t('homework.new.failed', { message: error.message });
  });
}

find('[data-retake]')?.addEventListener('click', () => {
  review.hidden = true;
  capture.hidden = false;
  input.click();
});

/** What Continue saves: the fields, or each ticked item of a many-dated page in the page's class. */
function itemsToSave() {
  const shared = {
    className: find('[data-class]').value,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    photoId: extraction?.photo.id,
    recognizedText: extraction?.text ?? '',
  };
  if (!review.classList.contains('is-many')) {
    return [{ ...shared, title: find('[data-title]').value, dueDay: find('[data-day]').value, dueTime: find('[data-time]').value }];
  }
  return itemBoxes().filter((box) => box.checked).map((box) => {
    const item = extraction.items[Number(box.value)];
    return { ...shared, title: item.title, dueDay: item.dueDay, dueTime: item.dueTime ?? '' };
  });
}

/** The last page of items sent and its Idempotency-Key: sent again unchanged (after a lost answer),
 *  it carries the same key, so the server answers what it saved instead of saving it twice. */
let lastBatch = null;

/** Saves one item, or a page's ticked items together: all of them or, when one is refused, none. */
async function save(bodies) {
  if (!review.classList.contains('is-many')) {
    const response = await reach(`${API}/items`, { method: 'POST', headers: JSON_HEADERS, credentials: 'same-origin', body: JSON.stringify(bodies[0]) });
    if (!response.ok) throw new Error(await errorMessage(response));
    return;
  }
  const body = JSON.stringify({ items: bodies });
  if (lastBatch?.body !== body) lastBatch = { body, key: randomKey() };
  const response = await reach(`${API}/items/batch`, {
    method: 'POST', headers: { ...JSON_HEADERS, 'Idempotency-Key': lastBatch.key }, credentials: 'same-origin', body,
  });
  if (!response.ok) throw new Error(await errorMessage(response));
}

/** 32 random hex digits: crypto.randomUUID needs HTTPS, and a phone may reach Readout over plain HTTP. */
function randomKey() {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

review?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = find('[data-continue]');
  if (button.getAttribute('aria-disabled') === 'true') return;
  const bodies = itemsToSave();
  if (bodies.length === 0) {
    errorBox.textContent = t('homework.review.noneTicked');
    errorBox.hidden = false;
    return;
  }
  const label = button.textContent;
  button.setAttribute('aria-disabled', 'true');
  button.textContent = t('homework.review.saving');
  try {
    await save(bodies);
    window.location.assign('/apps/homework/items?notice=homework.added');
  } catch (error) {
    errorBox.textContent = error.message;
    errorBox.hidden = false;
    button.removeAttribute('aria-disabled');
    // The ticks may have changed while the page was being saved.
    if (review.classList.contains('is-many')) updateItemCount(); else button.textContent = label;
  }
});
