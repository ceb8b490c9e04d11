// Filter Lab's "Your own photo" section (js/filter-lab.js), over the photos API: the newest
// photos twelve at a time (GET /api/v1/photos, "More photos" for the next) and an upload with
// progress (POST /api/v1/photos), a photo over 8 MB or 16 megapixels shrunk in the browser first.

import { getFresh, readJSON, upload as uploadWithProgress } from './api.js';
import { dateFormat, t } from './i18n.js';
import { LabError, isLocalPath, messageFor } from './filter-lab-state.js';

const PHOTOS_API = '/api/v1/photos';
const RECENT_PHOTOS = 12;

/**
 * "Your own photo": the newest photos to choose from and an upload with progress; a chosen or
 * added photo becomes the picture through the use-photo action.
 */
export class PhotoChooser {
  constructor(section, lab) {
    this.section = section;
    this.lab = lab;
    if (!section) return;
    const find = (selector) => section.querySelector(selector);
    this.loading = find('[data-photos-loading]');
    this.empty = find('[data-photos-empty]');
    this.list = find('[data-photos-list]');
    this.uploadButton = find('[data-upload]');
    this.input = find('[data-upload-input]');
    this.progress = find('[data-upload-progress]');
    this.status = find('[data-upload-status]');
    this.percent = find('[data-upload-percent]');
    this.bar = find('[data-upload-bar]');
    this.cancel = find('[data-upload-cancel]');
    this.errorBox = find('[data-photos-error]');
    this.errorText = find('[data-photos-error-text]');
    this.request = null;
    this.next = null;
    this.moreButton = find('[data-photos-more]');
    this.moreButton.addEventListener('click', () => this.load(true));
    this.dates = new Map();
    this.format = dateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

    this.uploadButton.hidden = false;
    this.uploadButton.addEventListener('click', () => this.input.click());
    this.input.addEventListener('change', () => {
      const file = this.input.files && this.input.files[0];
      if (file) this.upload(file);
    });
    this.cancel.addEventListener('click', () => this.request?.abort());
    this.list.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-photo-id]') : null;
      if (button) this.use(button.dataset.photoId);
    });
  }

  /** The newest photos; with `more`, the page after those listed (the API's cursor). */
  async load(more = false) {
    if (!this.section) return;
    const cursor = more && this.next ? `&cursor=${encodeURIComponent(this.next)}` : '';
    try {
      const response = await getFresh(`${PHOTOS_API}?limit=${RECENT_PHOTOS}${cursor}`);
      const answer = await readJSON(response);
      if (!response.ok) throw new LabError(messageFor(response.status, answer), response.status);
      this.next = typeof answer?.next === 'string' ? answer.next : null;
      this.moreButton.hidden = !this.next;
      this.render(Array.isArray(answer?.photos) ? answer.photos : [], Boolean(cursor));
    } catch (error) {
      this.loading.hidden = true;
      this.showError(t('filterLab.photos.listFailed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  }

  /** Lists `photos` (newest first), after those listed when `append`. */
  render(photos, append = false) {
    this.loading.hidden = true;
    const newest = [...photos]
      .filter((photo) => typeof photo?.id === 'string' && isLocalPath(photo.previewUrl))
      .sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
    const format = this.format;
    if (!append) this.dates.clear();
    for (const photo of photos) {
      const date = new Date(photo?.createdAt);
      if (typeof photo?.id === 'string' && !Number.isNaN(date.getTime())) this.dates.set(photo.id.toLowerCase(), format.format(date));
    }
    const items = newest.map((photo) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'lab-photos__item';
      button.dataset.photoId = photo.id;
      const image = document.createElement('img');
      image.src = photo.previewUrl;
      image.alt = '';
      image.loading = 'lazy';
      image.decoding = 'async';
      if (photo.width > 0 && photo.height > 0) {
        image.width = photo.width;
        image.height = photo.height;
      }
      const date = new Date(photo.createdAt);
      const label = document.createElement('span');
      label.className = 'visually-hidden';
      label.textContent = Number.isNaN(date.getTime()) ? t('filterLab.photos.use') : t('filterLab.photos.useFrom', { date: format.format(date) });
      const check = document.createElement('span');
      check.className = 'lab-photos__check';
      check.setAttribute('aria-hidden', 'true');
      check.textContent = '✓';
      button.append(image, label, check);
      item.append(button);
      return item;
    });
    if (append) this.list.append(...items);
    else this.list.replaceChildren(...items);
    const listed = this.list.children.length;
    this.list.hidden = listed === 0;
    this.empty.hidden = listed > 0;
    this.markCurrent(this.lab.state?.source);
    if (this.lab.state) this.lab.showSource(this.lab.state.source);
  }

  /** When the photo `id` was added, in words, if it is listed. */
  takenAt(id) {
    return this.dates?.get(String(id).toLowerCase()) ?? '';
  }

  markCurrent(source) {
    if (!this.list) return;
    for (const button of this.list.querySelectorAll('[data-photo-id]')) {
      const current = source?.kind === 'photo' && String(source.id).toLowerCase() === button.dataset.photoId.toLowerCase();
      button.setAttribute('aria-pressed', current ? 'true' : 'false');
    }
  }

  use(photoId) {
    this.hideError();
    this.lab.perform({ action: 'use-photo', photoId }, { kind: 'source', progress: t('filterLab.progress.photo') });
  }

  async upload(original) {
    if (this.request) return;
    this.hideError();
    if (original.type && !original.type.startsWith('image/')) {
      this.showError(t('filterLab.photos.notImage', { name: original.name }));
      return;
    }
    this.setUploading(true);
    this.setStatus(t('filterLab.photos.preparing'), null);
    const file = await shrink(original);
    const body = new FormData();
    body.append('image', file, file.name || 'photo.jpg');
    this.request = uploadWithProgress(PHOTOS_API, body, {
      onProgress: (fraction) => this.setStatus(t('filterLab.photos.uploading'), fraction),
      onSent: () => this.setStatus(t('filterLab.photos.saving'), null),
      onDone: (status, answer) => {
        this.request = null;
        this.setUploading(false);
        if (status >= 200 && status < 300 && typeof answer?.id === 'string') {
          this.use(answer.id);
          this.load();
          return;
        }
        this.showError(messageFor(status, answer));
      },
      onOffline: () => {
        this.request = null;
        this.setUploading(false);
        this.showError(t('filterLab.offline'));
      },
      onAbort: () => {
        this.request = null;
        this.setUploading(false);
      },
    });
  }

  setUploading(uploading) {
    this.progress.hidden = !uploading;
    this.uploadButton.disabled = uploading;
    if (!uploading) {
      this.input.value = '';
      if (this.progress.contains(document.activeElement)) this.uploadButton.focus();
    }
  }

  setStatus(text, fraction) {
    this.status.textContent = text;
    if (typeof fraction === 'number') {
      const value = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
      this.bar.value = value;
      this.percent.textContent = t('filterLab.percent', { percent: value });
    } else {
      this.bar.removeAttribute('value');
      this.percent.textContent = '';
    }
  }

  showError(message) {
    this.errorText.textContent = message;
    this.errorBox.hidden = false;
  }

  hideError() {
    this.errorBox.hidden = true;
    this.errorText.textContent = '';
  }
}

/** Photos over 8 MB or 16 megapixels go up as a JPEG at most 4000 px long (as the photo picker does). */
async function shrink(file) {
  if (file.size <= 1024 * 1024 || typeof createImageBitmap !== 'function') return file;
  let bitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (file.size <= 8 * 1024 * 1024 && bitmap.width * bitmap.height <= 16_000_000) return file;
    const scale = Math.min(1, 4000 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], (file.name || 'photo').replace(/\.[^./\\]*$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
