// Meters' pages. Without script they are plain forms (times in UTC); this module adds:
// - the reader's time zone on every reading form, now as the default time, stored times shown in
//   the reader's zone in the edit forms;
// - on the meters page, "which meter is this?": upload, identify, then confirm, choose another or
//   retake; the chosen meter's page then reads the photo;
// - on a meter's page, reference photos (camera or library), the counter strip marked by
//   dragging a box on the first reference, and a reading from a photo: "is this the meter?", the
//   strip found in the photo (movable by dragging), each wheel's digit with its confidence, the
//   value and the camera's time put into the form for the user to check and save.

import { sendJSON as send, uploadPhoto } from './api.js';
import { t, formatNumber } from './i18n.js';
import { parseStrip, placeBox, stripDrawing } from './meters-strip.js';
import { MeterCamera } from './meters-camera.js';
import { startOfflineUploads, uploadOrKeep } from './offline-uploads.js';
import { acceptDroppedPhotos } from './photo-drop.js';

const find = (selector) => document.querySelector(selector);

// MARK: Times

/** A date as a datetime-local value in the reader's zone. */
function localField(date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

for (const zone of document.querySelectorAll('[data-time-zone]')) {
  zone.value = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
for (const field of document.querySelectorAll('[data-utc-value]')) {
  field.value = localField(new Date(field.dataset.utcValue));
}
const takenAt = find('[data-taken-at]');
if (takenAt && !takenAt.value) takenAt.value = localField(new Date());

/** The camera's time (EXIF) as a datetime-local value: its own offset when it wrote one. */
function cameraTime(taken) {
  if (!taken) return null;
  if (taken.offset) return localField(new Date(taken.local + taken.offset));
  return taken.local.slice(0, 16);
}

/** Hands `handle` the photo picked in any `selector` input (camera or library), then clears it for a retake. */
function onPhoto(selector, handle, { dropZone = null } = {}) {
  for (const input of document.querySelectorAll(selector)) {
    input.addEventListener('change', async () => {
      const file = input.files?.[0];
      if (file) await handle(file);
      input.value = '';
    });
  }
  // On a desktop, a photo dropped on the zone or pasted goes the same way.
  if (dropZone) acceptDroppedPhotos(dropZone, handle, { hint: true });
}

// MARK: The meters page: which meter is this?

const identify = find('[data-identify]');
if (identify) {
  identify.hidden = false;
  const status = find('[data-identify-status]');
  const panel = find('[data-identified]');
  const choice = find('[data-identify-choice]');
  let photo = null;

  /** Asks which meter the stored `found` photo ({id, previewUrl}) shows, then offers it. */
  async function identifyPhoto(found) {
    panel.hidden = true;
    try {
      photo = found;
      status.textContent = t('meters.js.identifying');
      const answer = await send('POST', '/api/v1/meters/identifications', { photoId: photo.id });
      find('[data-identified-photo]').src = photo.previewUrl;
      find('[data-identified-question]').textContent = answer.meter
        ? t('meters.js.isThis', { name: answer.meter.name })
        : t('meters.js.notSure');
      const suggested = answer.meter ?? answer.closest;
      if (suggested) choice.value = suggested.id.toLowerCase();  // the API writes ids in upper case
      status.textContent = '';
      panel.hidden = false;
      find('[data-identify-confirm]').focus();
    } catch (error) {
      status.textContent = t('meters.js.failed', { message: error.message });
    }
  }

  onPhoto('[data-identify-photo]', async (file) => {
    panel.hidden = true;
    try {
      status.textContent = t('meters.js.uploading');
      await identifyPhoto(await uploadPhoto(file));
    } catch (error) {
      status.textContent = t('meters.js.failed', { message: error.message });
    }
  }, { dropZone: identify });
  // A photo from the library (?photo=ID, e.g. shared to Readout): identified at once.
  const start = identify.dataset.startPhoto;
  if (start) identifyPhoto({ id: start, previewUrl: `/api/v1/photos/${start}/preview` });
  find('[data-identify-confirm]').addEventListener('click', () => {
    if (photo) window.location.assign(`/apps/meters/${choice.value}?photo=${photo.id}`);
  });
  find('[data-identify-retake]').addEventListener('click', () => find('[data-identify-photo]').click());
}

// MARK: A meter's page

const meterInfo = find('[data-meter]');
if (meterInfo) {
  const meterId = meterInfo.dataset.meter;
  let markedStrip = parseStrip(meterInfo.dataset.strip);
  const api = `/api/v1/meters/${meterId}`;

  // Reference photos: from the camera or the library; the strip marked on the first.
  const referenceStatus = find('[data-reference-status]');
  for (const label of document.querySelectorAll('[data-add-reference]')) label.hidden = false;
  onPhoto('[data-reference-photo]', async (file) => {
    try {
      referenceStatus.textContent = t('meters.js.uploading');
      const photo = await uploadPhoto(file);
      referenceStatus.textContent = t('meters.js.addingReference');
      await send('POST', `${api}/references`, { photoId: photo.id });
      window.location.reload();
    } catch (error) {
      referenceStatus.textContent = t('meters.js.failed', { message: error.message });
    }
  });

  const stripFrame = find('[data-strip-frame]');
  if (stripFrame) {
    const status = find('[data-strip-status]');
    stripDrawing(stripFrame, find('[data-strip-box]'), markedStrip, async (strip) => {
      try {
        status.textContent = t('meters.js.saving');
        await send('PUT', api, { name: meterInfo.dataset.meterName, strip });
        markedStrip = strip;
        status.textContent = t('meters.js.saved');
      } catch (error) {
        status.textContent = t('meters.js.failed', { message: error.message });
      }
    });
    placeBox(find('[data-strip-box]'), markedStrip);
  }

  // A reading from a photo.
  const readPanel = find('[data-photo-read]');
  readPanel.hidden = false;
  const status = find('[data-read-status]');
  const shot = find('[data-shot]');
  const shotBox = find('[data-shot-strip]');
  const wheels = find('[data-wheels]');
  const value = find('#reading-value');
  const photoField = find('[data-photo-id]');
  const other = find('[data-other-meter]');
  let photoId = null;
  const drawing = stripDrawing(find('[data-shot-frame]'), shotBox, null, (strip) => readCounter(strip));

  function showWheels(result) {
    wheels.replaceChildren(...result.digits.map((digit, index) => {
      const item = document.createElement('li');
      const unsure = result.unsure.includes(index);
      const percent = `${formatNumber(Math.round(result.wheels[index].confidence * 100))}%`;
      // Tesseract's digit where it read one per wheel and differs: why a confident wheel is unsure.
      const second = result.secondOpinion?.length === result.digits.length ? result.secondOpinion[index] : null;
      const doubt = second !== null && second !== String(digit) ? ` ${t('meters.js.secondOpinion', { digit: second })}` : '';
      item.className = `meters-wheel${unsure ? ' is-unsure' : ''}`;
      item.title = doubt.trim();
      item.setAttribute('aria-label', t('meters.js.wheel', { index: index + 1, digit, percent }) + (unsure ? ` (${t('meters.js.unsure')})` : '') + doubt);
      const number = document.createElement('span');
      number.className = 'meters-wheel__digit';
      number.textContent = String(digit);
      const sure = document.createElement('span');
      sure.className = 'meters-wheel__confidence';
      sure.textContent = percent;
      item.append(number, sure);
      return item;
    }));
  }

  async function readCounter(strip) {
    if (!photoId) return;
    try {
      status.textContent = t('meters.js.reading');
      const result = await send('POST', `${api}/counter-readings`, strip ? { photoId, strip } : { photoId });
      drawing.set(result.strip);
      showWheels(result);
      const decimals = result.text.includes('.') ? result.text.split('.')[1].length : 0;
      value.value = result.value.toFixed(decimals);
      photoField.value = photoId;
      const taken = cameraTime(result.photoTakenAt);
      if (taken && takenAt) takenAt.value = taken;
      const read = formatNumber(result.value, decimals);
      let message = t(result.unsure.length ? 'meters.js.read' : 'meters.js.readSure', { value: read });
      if (!strip && !result.aligned && markedStrip) message += ' ' + t('meters.js.notAligned');
      if (taken) message += ' ' + t('meters.js.takenAt');
      status.textContent = message;
    } catch (error) {
      status.textContent = t('meters.js.failed', { message: error.message });
    }
  }

  async function readPhoto(id, previewUrl, check) {
    photoId = id;
    other.hidden = true;
    find('[data-shot-image]').src = previewUrl;
    shot.hidden = false;
    wheels.replaceChildren();
    if (check) {
      status.textContent = t('meters.js.identifying');
      const answer = await send('POST', '/api/v1/meters/identifications', { photoId: id });
      const otherId = answer.meter?.id.toLowerCase();
      if (otherId && otherId !== meterId) {
        find('[data-other-meter-text]').textContent = t('meters.js.otherMeter', { name: answer.meter.name });
        find('[data-other-meter-link]').href = `/apps/meters/${otherId}?photo=${id}`;
        other.hidden = false;
      }
    }
    if (!markedStrip) {
      drawing.set(null);
      status.textContent = t('meters.js.markFirst');
      return;
    }
    await readCounter(null);
  }

  /** Uploads a photo of the counter (the file inputs' or the live camera's), then reads it. */
  async function readFile(file) {
    try {
      status.textContent = t('meters.js.uploading');
      // Without a connection the photo waits on the phone and becomes a reading once sent.
      const photo = await uploadOrKeep(file, { kind: 'meter-reading', meterId });
      if (!photo) { status.textContent = ''; return; }
      await readPhoto(photo.id, photo.previewUrl, true);
    } catch (error) {
      status.textContent = t('meters.js.failed', { message: error.message });
    }
  }
  onPhoto('[data-read-photo]', readFile, { dropZone: readPanel });
  startOfflineUploads(status);
  new MeterCamera(find('[data-camera]'), { strip: () => markedStrip, snapped: readFile }).offer();

  const start = meterInfo.dataset.startPhoto;
  if (start) {
    readPanel.scrollIntoView({ block: 'start' });
    readPhoto(start, `/api/v1/photos/${start}/preview`, false)
      .catch((error) => { status.textContent = t('meters.js.failed', { message: error.message }); });
  }
}
