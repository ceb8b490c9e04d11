// Homework's "Take photo" page: upload the photo (from the camera or the library), ask the server
// to read its due date, show the review (the date large, the photo with the date's words marked,
// the text, editable fields), then Retake, Cancel or Continue (save, then the list of all
// homework). "Type it in" opens the same fields without a photo.

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

function showReview(result) {
  extraction = result;
  review.classList.remove('is-manual');
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

review?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = find('[data-continue]');
  if (button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
  button.textContent = t('homework.review.saving');
  const body = {
    title: find('[data-title]').value,
    className: find('[data-class]').value,
    dueDay: find('[data-day]').value,
    dueTime: find('[data-time]').value,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    photoId: extraction?.photo.id,
    recognizedText: extraction?.text ?? '',
  };
  try {
    const response = await reach(`${API}/items`, { method: 'POST', headers: JSON_HEADERS, credentials: 'same-origin', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(await errorMessage(response));
    window.location.assign('/apps/homework/items?notice=homework.added');
  } catch (error) {
    errorBox.textContent = error.message;
    errorBox.hidden = false;
    button.removeAttribute('aria-disabled');
    button.textContent = t('homework.review.continue');
  }
});
