// The glance: the three most frequent words of the latest Filter Lab recognition, kept live.
//
// The page carries the current glance escaped in data-glance-json (first paint, no request);
// then an EventSource on /api/v1/filter-lab/glance/events receives `event: glance` each time
// the user's Filter Lab recognises text (the first event at once). EventSource reconnects by
// itself after a dropped connection; when the server refuses the stream (signed out, say) it
// stops, so the page asks GET /api/v1/filter-lab/glance to learn why and tries again later.
// Words are untrusted text: they reach the page through textContent only.

import { getFresh, readJSON } from './api.js';
import { dateFormat, t } from './i18n.js';

// A read-only link's page names its own addresses (the secret is their key); signed in, the API's.
const root = document.querySelector('[data-glance]');
const EVENTS_URL = root?.dataset.eventsUrl || '/api/v1/filter-lab/glance/events';
const GLANCE_URL = root?.dataset.glanceUrl || '/api/v1/filter-lab/glance';
const RETRY_MS = [5_000, 15_000, 60_000];

if (root) start(root);

function start(root) {
  const list = root.querySelector('[data-words]');
  const empty = root.querySelector('[data-empty]');
  const emptyNever = root.querySelector('[data-empty-never]');
  const emptyLatest = root.querySelector('[data-empty-latest]');
  const updated = root.querySelector('[data-updated]');
  const live = root.querySelector('[data-live]');
  const liveText = root.querySelector('[data-live-text]');
  const announcer = root.querySelector('[data-announce]');
  const clock = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  let shown = null;
  let source = null;
  let failures = 0;
  let retryTimer = 0;

  let initial = null;
  try {
    initial = JSON.parse(root.dataset.glanceJson || 'null');
  } catch {
    initial = null;
  }
  if (isGlance(initial)) render(initial, true);
  else render({ words: [], revision: null, updatedAt: null }, true);
  connect();

  // A phone wakes a sleeping tab: make sure the stream is open and the words are current.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && (!source || source.readyState === EventSource.CLOSED)) {
      clearTimeout(retryTimer);
      connect();
    }
  });

  function connect() {
    if (typeof EventSource !== 'function') {
      setLive('off', t('glance.oldBrowser'));
      return;
    }
    source?.close();
    source = new EventSource(EVENTS_URL);
    source.addEventListener('open', () => {
      failures = 0;
      setLive('on', t('glance.live'));
    });
    source.addEventListener('glance', (event) => {
      let glance = null;
      try {
        glance = JSON.parse(event.data);
      } catch {
        return;
      }
      if (isGlance(glance)) render(glance, false);
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CONNECTING) {
        setLive('waiting', t('glance.reconnecting'));
        return;
      }
      // Closed for good: find out why, show it, and try again later.
      source.close();
      diagnose();
    });
  }

  async function diagnose() {
    let status = 0;
    try {
      const response = await getFresh(GLANCE_URL);
      status = response.status;
      if (response.ok) {
        const glance = await readJSON(response);
        if (isGlance(glance)) render(glance, false);
      }
    } catch {
      status = 0;
    }
    if (status === 401) {
      setLive('off', t('glance.signedOut'));
      showSignIn();
      return;
    }
    // A read-only link its owner replaced or turned off: nothing will come back, so stop asking.
    if (status === 404 && 'shared' in root.dataset) {
      setLive('off', t('glance.linkOff'));
      list.hidden = true;
      return;
    }
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    setLive('waiting', status === 0 ? t('glance.offline') : t('glance.reconnecting'));
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, wait);
  }

  function render(glance, first) {
    // Never step back to an older glance (events from a stream that reconnected, say).
    if (shown && olderThan(glance, shown)) return;
    const changed = !shown || signature(glance) !== signature(shown);
    shown = glance;
    root.dataset.revision = glance.revision === null || glance.revision === undefined ? '' : String(glance.revision);
    root.dataset.updatedAt = glance.updatedAt ?? '';

    const words = glance.words
      .filter((entry) => entry && typeof entry.word === 'string' && entry.word.trim())
      .slice(0, 3);
    const items = words.map((entry, index) => {
      const item = document.createElement('li');
      item.className = `glance__item glance__item--${index + 1}`;
      const word = document.createElement('span');
      word.className = 'glance__word';
      word.textContent = entry.word.trim();
      const count = document.createElement('span');
      count.className = 'glance__count';
      const times = Number(entry.count);
      count.textContent = Number.isFinite(times) ? t('glance.countBadge', { count: times }) : '';
      const spoken = document.createElement('span');
      spoken.className = 'visually-hidden';
      spoken.textContent = Number.isFinite(times) ? t('glance.times', { count: times }) : '';
      item.append(word, count, spoken);
      return item;
    });
    list.replaceChildren(...items);
    list.hidden = items.length === 0;
    empty.hidden = items.length > 0;
    const recognised = Boolean(glance.updatedAt) && Number(glance.revision) > 0;
    emptyNever.hidden = recognised;
    emptyLatest.hidden = !recognised;

    const date = glance.updatedAt ? new Date(glance.updatedAt) : null;
    if (date && !Number.isNaN(date.getTime())) {
      const time = document.createElement('time');
      time.dateTime = glance.updatedAt;
      time.textContent = clock.format(date);
      updated.replaceChildren(`${t('glance.updated')} `, time);
      updated.hidden = false;
    } else {
      updated.replaceChildren();
      updated.hidden = true;
    }

    if (!first && changed) {
      root.classList.remove('is-fresh');
      void root.offsetWidth; // restart the short highlight
      root.classList.add('is-fresh');
      announcer.textContent = words.length
        ? t('glance.topNow', { words: words.map((entry) => entry.word.trim()).join(', ') })
        : t('glance.noWordsLatest');
    }
  }

  function setLive(mode, text) {
    live.hidden = false;
    live.dataset.mode = mode;
    liveText.textContent = text;
  }

  function showSignIn() {
    empty.hidden = false;
    list.hidden = true;
    const link = document.createElement('a');
    link.href = `/sign-in?next=${encodeURIComponent(location.pathname)}`;
    link.textContent = t('glance.signIn');
    empty.replaceChildren(link, t('glance.signInRest'));
  }
}

function isGlance(value) {
  return Boolean(value) && typeof value === 'object' && Array.isArray(value.words);
}

function olderThan(a, b) {
  const timeA = Date.parse(a.updatedAt ?? '');
  const timeB = Date.parse(b.updatedAt ?? '');
  if (Number.isFinite(timeA) && Number.isFinite(timeB) && timeA !== timeB) return timeA < timeB;
  if (Number.isFinite(timeB) && !Number.isFinite(timeA)) return true;
  return false;
}

function signature(glance) {
  return JSON.stringify([glance.revision, glance.updatedAt, glance.words]);
}
