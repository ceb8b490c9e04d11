// Photos taken without a connection wait here, in IndexedDB on the phone, until they can be sent:
// a meter's photo becomes a reading (upload, read the counter, save the reading), a homework photo
// is uploaded for review. Every step sends an Idempotency-Key made from the item's own key, so a
// step repeated after a lost answer is done once by the server. An item leaves the queue only
// after its last step succeeded, or when the server refused it for good (a 4xx that no retry can
// change); no answer, a 5xx or a sign-in needed keep it for the next try.
//
// No DOM and no page words here: `drainQueue()` runs in a page and in the service worker (its
// Background Sync). What happened is told on the BroadcastChannel `readout-uploads`, which every
// open page hears, and returned.

const DATABASE = 'readout-offline';
const STORE = 'uploads';
/** The Background Sync tag and the channel name. */
export const SYNC_TAG = 'readout-uploads';
export const CHANNEL = 'readout-uploads';
const API_HEADERS = { 'X-Readout': '1', Accept: 'application/json' };

function request(idbRequest) {
  return new Promise((resolve, reject) => {
    idbRequest.onsuccess = () => resolve(idbRequest.result);
    idbRequest.onerror = () => reject(idbRequest.error);
  });
}

function openDatabase() {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'id' });
  return request(opening);
}

/** Runs `work(store)` in one transaction on the queue and waits until it is committed. */
async function withStore(mode, work) {
  const database = await openDatabase();
  try {
    const transaction = database.transaction(STORE, mode);
    const result = await work(transaction.objectStore(STORE));
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  } finally {
    database.close();
  }
}

/** A random key of [A-Za-z0-9-], as the server's Idempotency-Key wants. */
function newKey() {
  return crypto.randomUUID();
}

/**
 * Keeps a photo for later: `kind` is 'meter-reading' (with `meterId`) or 'homework'; `account` is
 * the email of who took it (a phone may change hands: it goes up only into their account).
 */
export async function enqueue({ kind, meterId = null, blob, takenAt = new Date().toISOString(), account }) {
  const item = {
    id: newKey(), kind, meterId, blob, type: blob.type || 'application/octet-stream', takenAt, tries: 0, photoId: null,
    account: normalized(account),
  };
  await withStore('readwrite', (store) => request(store.add(item)));
  announce({ type: 'queued', account: item.account, count: await pendingCount(item.account) });
  return item;
}

/** The photos waiting (of `account` when given), oldest first. */
export async function pendingItems(account) {
  const items = await withStore('readonly', (store) => request(store.getAll()));
  const wanted = normalized(account);
  return items.filter((item) => !wanted || item.account === wanted).sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}

export async function pendingCount(account) {
  return (await pendingItems(account)).length;
}

const normalized = (email) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** The signed-in account's email, or '' when signed out or the server does not answer. */
async function signedInAccount() {
  try {
    const response = await fetch('/api/v1/me', { credentials: 'same-origin', cache: 'no-store', headers: API_HEADERS });
    return response.ok ? normalized((await response.json()).email) : '';
  } catch {
    return '';
  }
}

const save = (item) => withStore('readwrite', (store) => request(store.put(item)));
const remove = (id) => withStore('readwrite', (store) => request(store.delete(id)));

function announce(message) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** An answer that says "not now" rather than "never": try this item again later. */
class Later extends Error {}
/** The server refused the item for good: drop it and say why. */
class Refused extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function send(url, options) {
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...options });
  } catch {
    throw new Later('no answer');
  }
  // 401/403: signed out meanwhile; 408, 409 (the key still in progress), 429, 5xx: the server's moment.
  if (response.status >= 500 || [401, 403, 408, 409, 429].includes(response.status)) {
    if (response.status !== 409 || (await codeOf(response.clone())) === 'idempotency_key_in_progress') {
      throw new Later(`HTTP ${response.status}`);
    }
  }
  return response;
}

async function answerOf(response) {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function codeOf(response) {
  return (await answerOf(response))?.error?.code ?? '';
}

async function refusal(response) {
  const message = (await answerOf(response))?.error?.message;
  return new Refused(response.status, typeof message === 'string' && message ? message : `HTTP ${response.status}`);
}

const postJSON = (url, body, key) => send(url, {
  method: 'POST',
  headers: { ...API_HEADERS, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
  body: JSON.stringify(body),
});

/** Step one of every item: the photo, once; its id is kept so a later try skips the upload. */
async function uploadPhoto(item) {
  if (item.photoId) return item.photoId;
  const response = await send('/api/v1/photos', {
    method: 'POST', body: item.blob, headers: { ...API_HEADERS, 'Content-Type': item.type, 'Idempotency-Key': `${item.id}-photo` },
  });
  if (!response.ok) throw await refusal(response);
  item.photoId = (await response.json()).id;
  await save(item);
  return item.photoId;
}

/** The camera's own time (EXIF, with its offset when it wrote one), as ISO text; null without. */
function cameraTime(taken) {
  if (!taken?.local) return null;
  const date = new Date(taken.offset ? taken.local + taken.offset : taken.local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A meter's photo: the counter read from it and saved as a reading at the time it was taken. */
async function readMeter(item, photoId) {
  const meter = `/api/v1/meters/${encodeURIComponent(item.meterId)}`;
  const read = await send(`${meter}/counter-readings`, {
    method: 'POST', headers: { ...API_HEADERS, 'Content-Type': 'application/json' }, body: JSON.stringify({ photoId }),
  });
  if (read.status === 404) throw await refusal(read);  // the meter was deleted meanwhile
  const counter = read.ok ? await answerOf(read) : null;
  if (typeof counter?.value !== 'number') return { outcome: 'enter-value', photoId };
  const takenAt = cameraTime(counter.photoTakenAt) ?? item.takenAt;
  const saved = await postJSON(`${meter}/readings`, { value: counter.value, takenAt, photoId }, `${item.id}-reading`);
  if (saved.status === 404) throw await refusal(saved);
  // A value the meter's rules doubt (or cannot take) is the person's to check, not lost.
  if (!saved.ok) return { outcome: 'enter-value', photoId };
  return { outcome: 'reading', photoId, reading: await answerOf(saved) };
}

async function process(item) {
  const photoId = await uploadPhoto(item);
  if (item.kind === 'meter-reading') return readMeter(item, photoId);
  return { outcome: 'review', photoId };
}

/**
 * Sends every waiting photo. Resolves with what happened ({done, refused, left}) when nothing is
 * left for later; rejects when something is (so that Background Sync tries again), with the same
 * summary as `error.summary`. Pages and the service worker may call it at once: a Web Lock keeps
 * one drain at a time where the browser has them.
 */
export async function drainQueue() {
  const run = () => drainOnce();
  const summary = typeof navigator !== 'undefined' && navigator.locks
    ? await navigator.locks.request(SYNC_TAG, run)
    : await run();
  if (summary.left > 0) {
    const error = new Error(`${summary.left} photo(s) left to upload later`);
    error.summary = summary;
    throw error;
  }
  return summary;
}

async function drainOnce() {
  const summary = { done: 0, refused: 0, left: 0 };
  // Only the photos of whoever is signed in now; the others wait for their owner to sign in.
  const account = await signedInAccount();
  if (!account) return { ...summary, left: await pendingCount() };
  for (const item of await pendingItems(account)) {
    const about = { id: item.id, kind: item.kind, meterId: item.meterId };
    const whose = { account };
    try {
      const result = await process(item);
      await remove(item.id);
      summary.done += 1;
      announce({ ...whose, type: 'done', item: about, ...result, count: await pendingCount(account) });
    } catch (error) {
      if (error instanceof Refused) {
        await remove(item.id);
        summary.refused += 1;
        announce({ ...whose, type: 'refused', item: about, status: error.status, message: error.message, count: await pendingCount(account) });
      } else {
        item.tries += 1;
        await save(item);
        summary.left += 1;
        announce({ ...whose, type: 'later', item: about, tries: item.tries, count: await pendingCount(account) });
      }
    }
  }
  return summary;
}

/** Asks for a Background Sync where the browser has one; false where it does not. */
export async function requestSync() {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof SyncManager === 'undefined') return false;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.sync) return false;
    await registration.sync.register(SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
