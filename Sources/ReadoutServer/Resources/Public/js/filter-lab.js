// Filter Lab: "Text recognition vs Image filters" (seed 000) on <section data-filter-lab>.
//
// The server owns the state (the picture, the segment, the steps, the recognition) and sends
// all of it back after every action, so this module only displays states:
// - the first state comes escaped in data-state (no request for the first paint);
// - each user action is one POST /api/v1/filter-lab/actions with a `sequence` number; actions
//   are sent one at a time, in order, and a slider move or a segment choice still waiting
//   replaces the one before it (dragging sends at most one request per ~200 ms, and releasing
//   sends at once); a state whose echoed sequence is below the newest one shown is ignored;
// - the new picture is loaded before it replaces the old one, so boxes and picture match;
// - recognised text and labels reach the page through textContent only (js/text-view.js).

import { apiMessage, getFresh, postJSON, readJSON, upload as uploadWithProgress } from './api.js';
import { dateFormat, formatNumber, t } from './i18n.js';
import { TextView } from './text-view.js';

const API = '/api/v1/filter-lab';
const PHOTOS_API = '/api/v1/photos';
const SLIDER_DEBOUNCE_MS = 200;
const RETRIES_WHEN_BUSY = 4;
const DEFAULT_INTENSITY = 25;
const RECENT_PHOTOS = 12;

class FilterLab {
  constructor(root) {
    this.root = root;
    const find = (selector) => root.querySelector(selector);
    this.grid = find('[data-lab-view]');
    this.view = new TextView(this.grid);
    this.image = find('[data-lab-image]');
    this.badge = find('[data-image-badge]');
    this.busyOverlay = find('[data-busy]');
    this.sourceKind = find('[data-source-kind]');
    this.sourceTitle = find('[data-source-title]');
    this.newImageButton = find('[data-new-image]');
    this.radios = [...root.querySelectorAll('input[name="segment"]')];
    this.amountButtons = [...root.querySelectorAll('[data-amount]')];
    this.slider = find('#lab-slider');
    this.sliderValue = find('[data-slider-value]');
    this.hint = find('[data-controls-hint]');
    this.status = find('[data-status]');
    this.statusText = find('[data-status-text]');
    this.announcer = find('[data-announce]');
    this.errorBox = find('[data-error]');
    this.errorText = find('[data-error-text]');
    this.history = find('[data-history]');
    this.historyScroller = find('[data-history-scroller]');
    this.wordCount = find('[data-word-count]');
    this.countNumber = find('[data-count-number]');
    this.countNoun = find('[data-count-noun]');
    this.countDelta = find('[data-count-delta]');
    this.timing = find('[data-timing]');
    this.emptyText = find('[data-empty-text]');

    this.state = null;
    /** The sequence of the newest state shown; older answers are ignored. */
    this.shownSequence = -Infinity;
    this.nextSequence = 1;
    /** Actions not yet sent, oldest first, and the one on its way. */
    this.queue = [];
    this.running = null;
    this.sliderTimer = 0;
    this.dragging = false;
    this.photos = null;
  }

  start() {
    let initial = null;
    try {
      initial = JSON.parse(this.root.dataset.state || 'null');
    } catch {
      initial = null;
    }
    this.wire();
    if (isState(initial)) {
      this.nextSequence = (Number.isInteger(initial.sequence) ? initial.sequence : 0) + 1;
      this.show(initial, { first: true });
    } else {
      this.refresh();
    }
    this.photos = new PhotoChooser(this.root.querySelector('[data-lab-photos]'), this);
    this.photos.load();
  }

  wire() {
    this.newImageButton.addEventListener('click', () => {
      this.perform({ action: 'new-image' }, { kind: 'source', progress: t('filterLab.progress.newImage') });
    });
    for (const radio of this.radios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        const segment = radio.value;
        this.perform({ action: 'segment', segment }, {
          kind: 'segment',
          progress: segment === 'original'
            ? t('filterLab.progress.original')
            : t('filterLab.progress.segment', { filter: filterName(segment) }),
        });
        this.syncHint(segment);
        // Original has nothing to apply: its intensity controls go off at once, not after the answer.
        if (segment === 'original') {
          for (const button of this.amountButtons) button.disabled = true;
          this.slider.disabled = true;
        }
      });
    }
    for (const button of this.amountButtons) {
      button.addEventListener('click', () => {
        const amount = Number(button.dataset.amount);
        const name = filterName(this.state?.segment);
        this.perform({ action: 'intensity', amount }, { progress: t('filterLab.progress.amount', { filter: name, percent: percent(amount) }) });
      });
    }

    // The slider: its value shows at once; dragging sends after a pause, letting go sends now.
    const slider = this.slider;
    slider.addEventListener('input', () => {
      this.showSliderValue(Number(slider.value));
      clearTimeout(this.sliderTimer);
      this.sliderTimer = setTimeout(() => this.sendSlider(), SLIDER_DEBOUNCE_MS);
    });
    slider.addEventListener('change', () => {
      clearTimeout(this.sliderTimer);
      this.sendSlider();
    });
    slider.addEventListener('pointerdown', () => {
      this.dragging = true;
    });
    const release = () => {
      this.dragging = false;
    };
    slider.addEventListener('pointerup', release);
    slider.addEventListener('pointercancel', release);
    slider.addEventListener('blur', release);

    // Back from another tab or from the history cache: the state may have moved on meanwhile.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.refreshWhenIdle();
    });
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) this.refreshWhenIdle();
    });
  }

  sendSlider() {
    this.sliderTimer = 0;
    const value = Number(this.slider.value);
    const intensity = Math.round(value) / 100;
    const name = filterName(this.state?.segment);
    this.perform({ action: 'slider', intensity }, {
      kind: 'slider',
      progress: t('filterLab.progress.slider', { filter: name, percent: t('filterLab.percent', { percent: value }) }),
      value,
    });
  }

  /**
   * Queues one action. An action of a `kind` (slider, segment, source) that is still waiting is
   * replaced by the newer one: only the last slider position or segment choice matters; a new
   * picture (source) also drops every other action still waiting.
   */
  perform(body, { kind = null, progress = t('filterLab.working'), value = null } = {}) {
    // A new picture starts everything again: what still waits for the old one is moot.
    if (kind === 'source') this.queue = [];
    else if (kind) this.queue = this.queue.filter((waiting) => waiting.kind !== kind);
    this.queue.push({ body, kind, progress, value });
    this.hideError();
    this.pump();
  }

  pending(kind) {
    return this.running?.kind === kind || this.queue.some((waiting) => waiting.kind === kind);
  }

  /** The segment the user chose last, while that choice is still on its way; else null. */
  pendingSegment() {
    const waiting = [this.running, ...this.queue].filter((action) => action?.kind === 'segment');
    return waiting.length ? waiting[waiting.length - 1].body.segment : null;
  }

  async pump() {
    if (this.running) {
      this.setBusy(this.running.progress);
      return;
    }
    const action = this.queue.shift();
    if (!action) {
      this.setBusy(null);
      return;
    }
    this.running = action;
    const sequence = this.nextSequence;
    this.nextSequence += 1;
    this.setBusy(action.progress);
    let failure = null;
    try {
      const state = await this.send({ ...action.body, sequence }, action);
      await this.show(state, { sequence });
    } catch (error) {
      failure = error;
    }
    this.running = null;
    if (failure) {
      this.showError(failure, action);
      // Refused because the state moved on (another tab, say) or its photo was deleted meanwhile:
      // show the state as it is now (the server starts again on the gallery after a deletion).
      if (failure instanceof LabError && (failure.status === 409 || failure.status === 404)) {
        await this.refresh();
        if (failure.status === 404) this.photos?.load();
      } else {
        this.syncControls();
      }
    }
    this.pump();
  }

  /** POST one action; waits and tries again while Readout is busy (503 with Retry-After). */
  async send(body, action) {
    for (let attempt = 0; ; attempt += 1) {
      let response;
      try {
        response = await postJSON(`${API}/actions`, body);
      } catch {
        throw new LabError(t('filterLab.offline'), 0);
      }
      if (response.status === 503 && attempt < RETRIES_WHEN_BUSY) {
        const seconds = retryAfter(response);
        this.setBusy(t('filterLab.busyRetry', { seconds }));
        await delay(seconds * 1000);
        this.setBusy(action.progress);
        continue;
      }
      const answer = await readJSON(response);
      if (!response.ok) throw new LabError(messageFor(response.status, answer), response.status);
      if (!isState(answer)) throw new LabError(t('filterLab.badAnswer'), response.status);
      return answer;
    }
  }

  /** GET the current state and show it (after a refused action, or back from another tab). */
  async refresh() {
    try {
      const response = await getFresh(API);
      const answer = await readJSON(response);
      if (!response.ok) throw new LabError(messageFor(response.status, answer), response.status);
      if (isState(answer)) await this.show(answer, { force: true });
    } catch (error) {
      if (!this.errorBox.hidden) return; // the first error says more
      this.showError(error);
    }
  }

  async refreshWhenIdle() {
    if (this.running || this.queue.length > 0 || !this.state) return;
    try {
      const response = await getFresh(API);
      if (!response.ok) return;
      const answer = await readJSON(response);
      if (isState(answer) && answer.revision !== this.state.revision && !this.running && this.queue.length === 0) {
        await this.show(answer, { force: true });
      }
    } catch {
      // Quietly keep what is shown; the next action reports any problem.
    }
  }

  /**
   * Shows `state` unless a newer one is already shown. The picture is loaded first, then the
   * picture, its boxes, the text and the controls change together.
   */
  async show(state, { sequence = null, first = false, force = false } = {}) {
    const echoed = Number.isInteger(state.sequence) ? state.sequence : sequence;
    if (!force && !first && echoed !== null && echoed < this.shownSequence) return;
    const previous = this.state;
    const image = state.image ?? {};
    const url = typeof image.url === 'string' && isLocalPath(image.url) ? image.url : '';
    if (url && url !== this.image.getAttribute('src')) {
      const loaded = await preload(url);
      // A newer state may have been shown while this picture loaded.
      if (!force && !first && echoed !== null && echoed < this.shownSequence) return;
      if (!loaded) this.showError(new LabError(t('filterLab.imageFailed'), 0));
      this.image.src = url;
    }
    if (Number(image.width) > 0 && Number(image.height) > 0) {
      this.image.width = Number(image.width);
      this.image.height = Number(image.height);
    }
    if (echoed !== null) this.shownSequence = Math.max(force ? -Infinity : this.shownSequence, echoed);
    if (Number.isInteger(state.sequence) && state.sequence >= this.nextSequence) this.nextSequence = state.sequence + 1;
    this.state = state;

    this.grid.dataset.revision = String(state.revision ?? '');
    this.grid.dataset.segment = String(state.segment ?? '');
    this.showSource(state.source);
    this.view.show(state.recognition, { width: image.width, height: image.height });
    this.showCounts(state);
    this.renderHistory(Array.isArray(state.steps) ? state.steps : []);
    this.syncControls(previous);
    this.image.alt = describeImage(state);

    if (!first) {
      const words = wordsOf(state);
      const step = lastStep(state);
      this.announcer.textContent = t('filterLab.announce', { step: step ? step.label : t('filterLab.done'), words: t('filterLab.words', { count: words }) });
    }
    this.photos?.markCurrent(state.source);
  }

  showSource(source) {
    const photo = source?.kind === 'photo';
    this.sourceKind.textContent = photo ? t('filterLab.yourPhoto') : t('filterLab.sample');
    let title = typeof source?.title === 'string' && source.title ? source.title : t('filterLab.untitled');
    // "Your photo" twice says nothing: name the photo by when it was taken, when it is listed.
    const taken = photo ? this.photos?.takenAt(source.id) : '';
    if (taken && (title === t('filterLab.yourPhoto') || title === t('filterLab.untitled'))) title = t('filterLab.addedAt', { date: taken });
    this.sourceTitle.textContent = title;
    this.grid.dataset.source = `${source?.kind ?? ''}:${source?.id ?? ''}`;
  }

  showCounts(state) {
    const words = wordsOf(state);
    this.wordCount.dataset.count = String(words);
    this.countNumber.textContent = formatNumber(words);
    this.countNoun.textContent = t('filterLab.countNoun', { count: words });
    // Against the original: the point of the exercise.
    const steps = Array.isArray(state.steps) ? state.steps : [];
    const original = steps.length > 1 ? Number(steps[0].wordCount) : NaN;
    let delta = '';
    if (Number.isFinite(original) && state.segment !== 'original') {
      if (words < original) delta = t('filterLab.delta.fewer', { count: original - words });
      else if (words > original) delta = t('filterLab.delta.more', { count: words - original });
      else delta = t('filterLab.delta.same');
    }
    this.countDelta.textContent = delta;
    const filter = Number(state.milliseconds?.filter);
    const recognition = Number(state.milliseconds?.recognition);
    const parts = [];
    if (Number.isFinite(filter) && state.segment !== 'original') parts.push(t('filterLab.timing.filter', { duration: duration(filter) }));
    if (Number.isFinite(recognition)) parts.push(t('filterLab.timing.recognition', { duration: duration(recognition) }));
    this.timing.textContent = parts.length ? t('filterLab.timing', { parts: parts.join(', ') }) : '';
    this.timing.hidden = parts.length === 0;
    if (this.emptyText) {
      this.emptyText.textContent = state.segment === 'original' ? t('filterLab.emptyOriginal') : t('filterLab.emptyFiltered');
    }
    const step = lastStep(state);
    this.badge.textContent = step ? step.label : filterName(state.segment, '');
  }

  renderHistory(steps) {
    const most = Math.max(1, ...steps.map((step) => Number(step.wordCount) || 0));
    const items = steps.map((step, index) => {
      const words = Number(step.wordCount) || 0;
      const item = document.createElement('li');
      item.className = 'history__step';
      item.dataset.step = String(index);
      const label = document.createElement('span');
      label.className = 'history__label';
      label.textContent = typeof step.label === 'string' ? step.label : t('filterLab.stepFallback', { number: index + 1 });
      const stats = document.createElement('span');
      stats.className = 'history__stats';
      const count = document.createElement('span');
      count.className = 'history__words';
      count.textContent = t('filterLab.words', { count: words });
      stats.append(count);
      const confidence = Number(step.meanConfidence);
      if (step.meanConfidence !== null && step.meanConfidence !== undefined && Number.isFinite(confidence)) {
        const sure = document.createElement('span');
        sure.className = 'history__confidence';
        sure.textContent = t('filterLab.sure', { percent: Math.round(confidence * 100) });
        stats.append(' · ', sure);
      }
      const bar = document.createElement('span');
      bar.className = 'history__bar';
      bar.setAttribute('aria-hidden', 'true');
      const fill = document.createElement('span');
      fill.className = 'history__fill';
      fill.style.width = `${Math.round((words / most) * 100)}%`;
      bar.append(fill);
      item.append(label, stats, bar);
      if (index === steps.length - 1) {
        item.classList.add('is-current');
        item.setAttribute('aria-current', 'step');
      }
      return item;
    });
    this.history.replaceChildren(...items);
    this.history.dataset.labels = steps.map((step) => step.label).join(' → ');
    // The newest step in view: the strip scrolls sideways once it is longer than the screen.
    this.historyScroller.scrollLeft = this.historyScroller.scrollWidth;
  }

  /** Puts the controls where the shown state says, except what the user is still changing. */
  syncControls(previous = this.state) {
    const state = this.state;
    if (!state) return;
    const controls = state.controls ?? {};
    if (!this.pending('segment')) {
      for (const radio of this.radios) radio.checked = radio.value === state.segment;
      // The server turns 25%/75% off on a filter only when the stack of filters is full.
      this.syncHint(state.segment, { stackFull: state.segment !== 'original' && controls.intensityButtonsEnabled !== true });
    }
    const goingOriginal = this.pendingSegment() === 'original';
    for (const button of this.amountButtons) button.disabled = goingOriginal || controls.intensityButtonsEnabled !== true;
    this.slider.disabled = goingOriginal || controls.sliderEnabled !== true;
    if (!this.pending('slider') && !this.dragging && this.sliderTimer === 0) {
      let value = null;
      if (typeof state.sliderIntensity === 'number') value = Math.round(state.sliderIntensity * 100);
      else if (!previous || previous === state || previous.segment !== state.segment || previous.source?.id !== state.source?.id) value = DEFAULT_INTENSITY;
      if (value !== null) {
        this.slider.value = String(value);
        this.showSliderValue(Number(this.slider.value));
      }
    }
  }

  syncHint(segment, { stackFull = false } = {}) {
    const name = filterName(segment);
    if (segment === 'original') this.hint.textContent = t('filterLab.hint.original');
    else if (stackFull) this.hint.textContent = t('filterLab.hint.stackFull', { filter: name });
    else this.hint.textContent = t('filterLab.hint.filter', { filter: name });
  }

  showSliderValue(value) {
    const text = t('filterLab.percent', { percent: value });
    this.sliderValue.textContent = text;
    this.slider.setAttribute('aria-valuetext', text);
  }

  setBusy(progress) {
    const busy = typeof progress === 'string';
    this.grid.setAttribute('aria-busy', busy ? 'true' : 'false');
    this.root.classList.toggle('is-busy', busy);
    this.busyOverlay.hidden = !busy;
    this.status.hidden = !busy;
    if (busy && this.statusText.textContent !== progress) this.statusText.textContent = progress;
    if (!busy) this.statusText.textContent = '';
  }

  showError(error, action = null) {
    const message = error instanceof Error ? error.message : String(error);
    this.errorText.replaceChildren(message);
    if (error instanceof LabError && error.status === 401) {
      const link = document.createElement('a');
      link.href = `/sign-in?next=${encodeURIComponent(location.pathname)}`;
      link.textContent = t('filterLab.signIn');
      this.errorText.append(' ', link);
    }
    this.errorBox.hidden = false;
    this.errorBox.dataset.action = action?.body?.action ?? '';
  }

  hideError() {
    this.errorBox.hidden = true;
    this.errorText.replaceChildren();
  }
}

/**
 * "Your own photo": the newest photos to choose from and an upload with progress; a chosen or
 * added photo becomes the picture through the use-photo action.
 */
class PhotoChooser {
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

/** An error to show in words, with the HTTP status when there was one. */
class LabError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

function isState(value) {
  return Boolean(value) && typeof value === 'object' && typeof value.segment === 'string' && value.image && typeof value.image === 'object';
}

function lastStep(state) {
  return Array.isArray(state.steps) && state.steps.length > 0 ? state.steps[state.steps.length - 1] : null;
}

/** The recognised word count: the last step's, else counted in the recognition. */
function wordsOf(state) {
  const step = lastStep(state);
  if (step && Number.isFinite(Number(step.wordCount))) return Number(step.wordCount);
  const lines = Array.isArray(state.recognition?.lines) ? state.recognition.lines : [];
  return lines.reduce((sum, line) => sum + (Array.isArray(line.words) ? line.words.length : 0), 0);
}

function describeImage(state) {
  const title = state.source?.title || t('filterLab.thePicture');
  const step = lastStep(state);
  const how = state.segment === 'original' || !step ? t('filterLab.unfiltered') : t('filterLab.filteredStep', { step: step.label });
  return t('filterLab.imageAlt', { title, how });
}

/** Loads `url` into the cache; resolves false when it cannot be loaded. */
function preload(url) {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(true);
    probe.onerror = () => resolve(false);
    probe.src = url;
  });
}

function retryAfter(response) {
  return Math.min(30, Math.max(1, Number.parseInt(response.headers.get('Retry-After') ?? '', 10) || 2));
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function messageFor(status, answer) {
  const message = apiMessage(answer);
  if (message) return message;
  if ([401, 403, 404, 409, 413, 415, 503].includes(status)) return t(`filterLab.error.${status}`);
  return t('filterLab.error.other', { status: String(status) });
}

/** The segment's name as the page shows it ("Blur"), or `fallback` for none. */
function filterName(segment, fallback = t('filterLab.theFilter')) {
  return ['original', 'blur', 'binarize'].includes(segment) ? t(`filterLab.segment.${segment}`) : fallback;
}

function percent(amount) {
  return t('filterLab.percent', { percent: Math.round(amount * 100) });
}

function duration(milliseconds) {
  return milliseconds >= 1000
    ? t('filterLab.duration.seconds', { value: formatNumber(milliseconds / 1000, 1) })
    : t('filterLab.duration.milliseconds', { value: Math.round(milliseconds) });
}

/** Only same-site paths: never `//host` or `https://…`. */
function isLocalPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
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

const root = document.querySelector('[data-filter-lab]');
if (root) new FilterLab(root).start();
