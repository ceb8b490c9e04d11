// The shared photo picker: progressive enhancement of <form data-photo-picker>.
//
// Without JavaScript the form is a plain multipart POST to /photos. With it, the picker gets
// "Take photo" / "Choose a photo" buttons, drag and drop (and paste) on desktops, shrinks huge
// photos in the browser, uploads with XMLHttpRequest to POST /api/v1/photos showing real upload
// progress, and then opens the new photo's page (the API's `page`).

import { apiMessage, upload as uploadWithProgress } from './api.js';
import { formatNumber, t } from './i18n.js';
import { acceptDroppedPhotos } from './photo-drop.js';

const API_URL = '/api/v1/photos';
/** Photos at or under both limits are uploaded untouched. */
const MAX_UNTOUCHED_BYTES = 8 * 1024 * 1024;
const MAX_UNTOUCHED_PIXELS = 16_000_000;
/** Below this size a photo cannot be big enough to need shrinking, so it is not decoded. */
const PROBE_BYTES = 1024 * 1024;
const LONGEST_SIDE = 4000;
const JPEG_QUALITY = 0.9;

for (const form of document.querySelectorAll('form[data-photo-picker]')) {
  enhance(form);
}

/** Wires one picker form. */
function enhance(form) {
  const cameraInput = form.querySelector('input[type="file"][name="image"]');
  if (!cameraInput || typeof FormData === 'undefined') return;

  const zone = form.querySelector('[data-drop-zone]');
  const dropHint = form.querySelector('[data-drop-hint]');
  const enhancedControls = form.querySelector('[data-enhanced-controls]');
  const cameraButton = form.querySelector('[data-pick="camera"]');
  const fileButton = form.querySelector('[data-pick="file"]');
  const progress = form.querySelector('[data-progress]');
  const progressBar = form.querySelector('[data-progress-bar]');
  const status = form.querySelector('[data-status]');
  const percent = form.querySelector('[data-percent]');
  const cancelButton = form.querySelector('[data-cancel]');
  const errorBox = form.querySelector('[data-error]');
  const errorText = form.querySelector('[data-error-text]');
  const thumb = form.querySelector('[data-thumb]');
  let thumbURL = '';

  const touch = window.matchMedia('(pointer: coarse)').matches;

  // A second input without `capture`, so phones can also pick from the library.
  const libraryInput = document.createElement('input');
  libraryInput.type = 'file';
  libraryInput.accept = cameraInput.accept || 'image/*';
  libraryInput.hidden = true;
  libraryInput.tabIndex = -1;
  libraryInput.setAttribute('aria-hidden', 'true');
  form.append(libraryInput);

  form.classList.add('is-enhanced');
  // The form's own input becomes "Take photo": only the button that says camera forces it.
  cameraInput.setAttribute('capture', 'environment');
  cameraInput.tabIndex = -1;
  const plainSubmit = form.querySelector('[data-plain-controls] [type="submit"]');
  if (plainSubmit) plainSubmit.hidden = true;
  enhancedControls.hidden = false;
  if (touch) {
    fileButton.querySelector('span').textContent = t('photoPicker.chooseFromLibrary');
  } else {
    // On a desktop `capture` does nothing: one "Choose a photo" button, plus drop and paste.
    cameraButton.hidden = true;
    fileButton.classList.replace('button--secondary', 'button--primary');
    dropHint.hidden = false;
  }

  let request = null;

  cameraButton.addEventListener('click', () => cameraInput.click());
  fileButton.addEventListener('click', () => (touch ? libraryInput : cameraInput).click());
  for (const input of [cameraInput, libraryInput]) {
    input.addEventListener('change', () => {
      const file = input.files && input.files[0];
      if (file) upload(file);
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const file = cameraInput.files && cameraInput.files[0];
    if (file) upload(file);
    else showError(t('photoPicker.chooseFirst'));
  });
  cancelButton.addEventListener('click', () => {
    if (request) request.abort();
  });

  // Drag and drop onto the zone, and paste (a screenshot, say): uploaded like a chosen photo.
  acceptDroppedPhotos(zone, upload, { isActive: () => !request });

  // Coming back with the Back button: show the picker again, not a stale progress bar.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reset();
  });

  async function upload(original) {
    if (request) return;
    hideError();
    if (original.type && !original.type.startsWith('image/')) {
      showError(t('photoPicker.notImage', { name: original.name }));
      return;
    }
    setBusy(true);
    setStatus(t('photoPicker.preparing'), null);
    showThumb(original);

    const file = await prepare(original);

    const body = new FormData();
    body.append('image', file, file.name || 'photo.jpg');
    request = uploadWithProgress(API_URL, body, {
      onStart: () => setStatus(t('photoPicker.uploading'), 0),
      onProgress: (fraction, total) => setStatus(t('photoPicker.uploading'), fraction, total),
      onSent: () => setStatus(t('photoPicker.recognising'), null),
      onDone: (status, answer) => {
        request = null;
        if (status >= 200 && status < 300 && answer && isLocalPath(answer.page)) {
          setStatus(t('photoPicker.recognising'), null);
          cancelButton.hidden = true;
          window.location.assign(answer.page);
          return;
        }
        reset();
        showError(messageFor(status, answer));
      },
      onOffline: () => {
        request = null;
        reset();
        showError(t('photoPicker.offline'));
      },
      onAbort: () => {
        request = null;
        reset();
      },
    });
  }

  function setBusy(busy) {
    progress.hidden = !busy;
    zone.hidden = busy;
    cancelButton.hidden = !busy;
    for (const button of form.querySelectorAll('button[data-pick]')) button.disabled = busy;
  }

  /** Shows `text`, and a determinate bar when `fraction` is a number (else an indeterminate one). */
  function setStatus(text, fraction, totalBytes = 0) {
    if (status.textContent !== text) status.textContent = text;
    if (typeof fraction === 'number') {
      const value = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      progressBar.value = value;
      progressBar.setAttribute('aria-valuetext', t('photoPicker.percentUploaded', { percent: value }));
      percent.textContent = totalBytes > 0
        ? t('photoPicker.percentOf', { percent: value, size: formatBytes(totalBytes) })
        : `${formatNumber(value)}%`;
    } else {
      progressBar.removeAttribute('value');
      progressBar.removeAttribute('aria-valuetext');
      percent.textContent = '';
    }
  }

  /** A small picture of what is being sent, when the browser can show the file. */
  function showThumb(file) {
    if (!thumb || typeof URL.createObjectURL !== 'function') return;
    thumbURL = URL.createObjectURL(file);
    thumb.onerror = () => {
      thumb.hidden = true;
    };
    thumb.src = thumbURL;
    thumb.hidden = false;
  }

  function reset() {
    if (thumb) {
      thumb.hidden = true;
      thumb.removeAttribute('src');
    }
    if (thumbURL) URL.revokeObjectURL(thumbURL);
    thumbURL = '';
    const hadFocus = progress.contains(document.activeElement);
    request = null;
    setBusy(false);
    if (hadFocus) (cameraButton.hidden ? fileButton : cameraButton).focus();
    status.textContent = '';
    percent.textContent = '';
    cameraInput.value = '';
    libraryInput.value = '';
  }

  function showError(message) {
    errorText.textContent = message;
    errorBox.hidden = false;
  }

  function hideError() {
    errorBox.hidden = true;
    errorText.textContent = '';
  }
}

/**
 * Returns the file to upload: the original, or — when it is over 8 MB or 16 megapixels — a JPEG
 * whose longest side is at most 4000 px, drawn upright (EXIF orientation applied).
 */
async function prepare(file) {
  if (file.size <= PROBE_BYTES || typeof createImageBitmap !== 'function') return file;
  let bitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // A format this browser cannot decode (HEIC in Chromium, say): the server decides.
  }
  try {
    const pixels = bitmap.width * bitmap.height;
    if (file.size <= MAX_UNTOUCHED_BYTES && pixels <= MAX_UNTOUCHED_PIXELS) return file;
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    const name = (file.name || 'photo').replace(/\.[^./\\]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return t('photoPicker.megabytes', { value: formatNumber(bytes / (1024 * 1024), 1) });
  return t('photoPicker.kilobytes', { value: Math.max(1, Math.round(bytes / 1024)) });
}

/** Only same-site paths are followed: never `//host` or `https://…`. */
function isLocalPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function messageFor(status, answer) {
  const message = apiMessage(answer);
  if (message) return message;
  if ([401, 403, 413, 415, 503].includes(status)) return t(`photoPicker.error.${status}`);
  return t('photoPicker.error.other', { status: String(status) });
}
