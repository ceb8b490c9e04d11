// The page's side of the offline queue (js/offline-queue.js): a photo that cannot be uploaded now
// is kept on the phone, the page says how many wait ("2 photos waiting to upload"), and sends them
// when the connection returns: at once on the `online` event and on page load, and through
// Background Sync where the browser has it (the service worker then sends them even with the page
// closed). What became of each is shown under the line: a reading saved, or a link to finish it.

import { uploadPhoto } from './api.js';
import { t } from './i18n.js';
import { CHANNEL, drainQueue, enqueue, pendingCount, requestSync } from './offline-queue.js';

/** Retries after "not now" answers (a 5xx, no answer), each longer, while the page is open. */
const RETRY_SECONDS = [2, 5, 15, 60];

let panel = null;
let line = null;
let results = null;
let retryTimer = null;
let retries = 0;
/** Who is signed in on this page (layout.mustache's meta): the photos taken here are theirs. */
const account = document.querySelector('meta[name="readout-account"]')?.content ?? '';

/** Shows the count of photos waiting (nothing when none). */
async function showCount(count = null) {
  if (!line) return;
  const waiting = count ?? await pendingCount(account);
  line.textContent = waiting > 0 ? t('site.uploads.waiting', { count: waiting }) : '';
  line.hidden = waiting === 0;
  panel.hidden = waiting === 0 && results.childElementCount === 0;
}

function addResult(text, link = null) {
  const entry = document.createElement('li');
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link;
    anchor.textContent = text;
    entry.append(anchor);
  } else {
    entry.textContent = text;
  }
  results.append(entry);
  panel.hidden = false;
}

/** What the queue tells every page (this one's drain or the service worker's). */
function heard(message) {
  // Another account's photos (a phone that changed hands) are not this page's business.
  if (message.account && message.account !== account.trim().toLowerCase()) return;
  if (message.type === 'done' && message.outcome === 'reading') {
    addResult(t('site.uploads.readingSaved', { value: message.reading?.value ?? '' }));
  } else if (message.type === 'done' && message.outcome === 'enter-value') {
    addResult(t('site.uploads.enterValue'), `/apps/meters/${message.item.meterId}?photo=${message.photoId}`);
  } else if (message.type === 'done' && message.outcome === 'review') {
    addResult(t('site.uploads.review'), `/apps/homework/new?photo=${message.photoId}`);
  } else if (message.type === 'refused') {
    addResult(t('site.uploads.refused', { message: message.message }));
  }
  if (typeof message.count === 'number') showCount(message.count);
}

/** Sends what waits, if anything and if online; retries "not now" answers with growing pauses. */
export async function sendWaiting() {
  clearTimeout(retryTimer);
  if (!navigator.onLine || (await pendingCount(account)) === 0) return showCount();
  line.textContent = t('site.uploads.sending');
  line.hidden = false;
  panel.hidden = false;
  try {
    await drainQueue();
    retries = 0;
  } catch {
    const seconds = RETRY_SECONDS[Math.min(retries, RETRY_SECONDS.length - 1)];
    retries += 1;
    retryTimer = setTimeout(sendWaiting, seconds * 1000);
  }
  await showCount();
}

/** Puts the waiting-photos panel after `anchor` and starts sending what waits. */
export function startOfflineUploads(anchor) {
  panel = document.createElement('div');
  panel.className = 'offline-uploads';
  panel.hidden = true;
  line = document.createElement('p');
  line.setAttribute('role', 'status');
  line.setAttribute('aria-live', 'polite');
  line.dataset.offlineStatus = '';
  results = document.createElement('ul');
  results.dataset.offlineResults = '';
  panel.append(line, results);
  anchor.after(panel);
  if (typeof BroadcastChannel !== 'undefined') new BroadcastChannel(CHANNEL).addEventListener('message', (event) => heard(event.data));
  window.addEventListener('online', () => { retries = 0; sendWaiting(); });
  sendWaiting().catch(() => showCount());
}

/** True when `error` means no answer came (offline), not that the server said no. */
const unanswered = (error) => error?.offline === true || !navigator.onLine;

/**
 * Uploads `file` as usual; when it cannot be sent now, keeps it in the queue (`item`: kind and
 * meterId) and resolves null.
 */
export async function uploadOrKeep(file, item) {
  if (navigator.onLine) {
    try {
      return await uploadPhoto(file);
    } catch (error) {
      if (!unanswered(error)) throw error;
    }
  }
  // Taken now (a library photo's own time, EXIF, is read from it once it is sent).
  await enqueue({ ...item, blob: file, takenAt: new Date().toISOString(), account });
  await showCount();
  requestSync();
  return null;
}
