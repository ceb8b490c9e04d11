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
//
// Its parts, beside it: filter-lab-controls.js (segments, amounts, slider), filter-lab-results.js
// (word count, timing, steps), filter-lab-status.js (progress, errors), filter-lab-photos.js
// (your own photo) and filter-lab-state.js (what a state says, in words).

import { getFresh, postJSON, readJSON } from './api.js';
import { t } from './i18n.js';
import { TextView } from './text-view.js';
import { LabControls } from './filter-lab-controls.js';
import { PhotoChooser } from './filter-lab-photos.js';
import { LabResults } from './filter-lab-results.js';
import { LabStatus } from './filter-lab-status.js';
import { LabError, describeImage, isLocalPath, isState, lastStep, messageFor, wordsOf } from './filter-lab-state.js';

const API = '/api/v1/filter-lab';
const RETRIES_WHEN_BUSY = 4;

class FilterLab {
  constructor(root) {
    this.root = root;
    const find = (selector) => root.querySelector(selector);
    this.grid = find('[data-lab-view]');
    this.view = new TextView(this.grid);
    this.controls = new LabControls(root, this);
    this.results = new LabResults(root);
    this.status = new LabStatus(root, this.grid);
    this.image = find('[data-lab-image]');
    this.sourceKind = find('[data-source-kind]');
    this.sourceTitle = find('[data-source-title]');
    this.newImageButton = find('[data-new-image]');
    this.announcer = find('[data-announce]');

    this.state = null;
    /** The sequence of the newest state shown; older answers are ignored. */
    this.shownSequence = -Infinity;
    this.nextSequence = 1;
    /** Actions not yet sent, oldest first, and the one on its way. */
    this.queue = [];
    this.running = null;
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
    // A photo from the library (?photo=ID, e.g. shared to Readout) becomes the picture at once.
    if (this.root.dataset.startPhoto) this.photos.use(this.root.dataset.startPhoto);
  }

  wire() {
    this.newImageButton.addEventListener('click', () => {
      this.perform({ action: 'new-image' }, { kind: 'source', progress: t('filterLab.progress.newImage') });
    });
    this.controls.wire();

    // Back from another tab or from the history cache: the state may have moved on meanwhile.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.refreshWhenIdle();
    });
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) this.refreshWhenIdle();
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
    this.status.hideError();
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
      this.status.setBusy(this.running.progress);
      return;
    }
    const action = this.queue.shift();
    if (!action) {
      this.status.setBusy(null);
      return;
    }
    this.running = action;
    const sequence = this.nextSequence;
    this.nextSequence += 1;
    this.status.setBusy(action.progress);
    let failure = null;
    try {
      const state = await this.send({ ...action.body, sequence }, action);
      await this.show(state, { sequence });
    } catch (error) {
      failure = error;
    }
    this.running = null;
    if (failure) {
      this.status.showError(failure, action);
      // Refused because the state moved on (another tab, say) or its photo was deleted meanwhile:
      // show the state as it is now (the server starts again on the gallery after a deletion).
      if (failure instanceof LabError && (failure.status === 409 || failure.status === 404)) {
        await this.refresh();
        if (failure.status === 404) this.photos?.load();
      } else {
        this.controls.sync();
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
        this.status.setBusy(t('filterLab.busyRetry', { seconds }));
        await delay(seconds * 1000);
        this.status.setBusy(action.progress);
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
      if (this.status.showsError) return; // the first error says more
      this.status.showError(error);
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
      if (!loaded) this.status.showError(new LabError(t('filterLab.imageFailed'), 0));
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
    this.results.showCounts(state);
    this.results.renderHistory(Array.isArray(state.steps) ? state.steps : []);
    this.controls.sync(previous);
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

const root = document.querySelector('[data-filter-lab]');
if (root) new FilterLab(root).start();
