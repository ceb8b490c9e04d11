// The one client of the JSON API that every page uses: the write guard's header and the JSON
// wanted back on every call, the API's error sentence on failure, fresh reads that skip the
// cache, and uploads that report their progress (XMLHttpRequest, which fetch cannot do yet). When
// no answer comes at all (offline, or the server restarting) the error says so in words, not the
// browser's "Failed to fetch".

import { t } from './i18n.js';

/** What every API call sends: the header the server's write guard wants, and JSON wanted back. */
export const API_HEADERS = Object.freeze({ 'X-Readout': '1', Accept: 'application/json' });
/** The same, for a JSON body. */
export const JSON_HEADERS = Object.freeze({ ...API_HEADERS, 'Content-Type': 'application/json' });

/** The answer's JSON, or null when it has none (an error page, an empty body). */
export async function readJSON(response) {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** `text` parsed as JSON, or null. */
export function parseJSON(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The API's own sentence in an answer's body (`{"error": {"message": …}}`), or ''. */
export function apiMessage(answer) {
  const message = answer?.error?.message;
  return typeof message === 'string' ? message : '';
}

/** The API's own sentence for a failed response, else the status text. */
export async function errorMessage(response) {
  return apiMessage(await readJSON(response)) || response.statusText;
}

/** `fetch`, with a network failure turned into the page's own sentence. */
export async function reach(url, options) {
  try {
    return await fetch(url, options);
  } catch (error) {
    if (error?.name === 'AbortError') throw error;
    // Marked, so that a page can keep what it was sending for later (js/offline-uploads.js).
    throw Object.assign(new Error(t('site.noAnswer')), { offline: true });
  }
}

/** GETs `url` with the API headers, never from the browser's cache (`fetch`'s own errors kept). */
export function getFresh(url, options = {}) {
  return fetch(url, { headers: API_HEADERS, credentials: 'same-origin', cache: 'no-store', ...options });
}

/** POSTs `body` as JSON with the API headers; the response, whatever its status (`fetch`'s own errors kept). */
export function postJSON(url, body) {
  return fetch(url, {
    method: 'POST', headers: JSON_HEADERS, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Sends `body` as JSON; the parsed answer (null for 204), or an Error with the API's sentence. */
export async function sendJSON(method, url, body) {
  const response = await reach(url, {
    method, headers: JSON_HEADERS, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(await errorMessage(response));
  return response.status === 204 ? null : response.json();
}

/** Stores a photo of the user's; its JSON (`id`, `previewUrl`, …). */
export async function uploadPhoto(file) {
  const response = await reach('/api/v1/photos', {
    method: 'POST', body: file, credentials: 'same-origin',
    headers: { ...API_HEADERS, 'Content-Type': file.type || 'application/octet-stream' },
  });
  if (!response.ok) throw new Error(await errorMessage(response));
  return response.json();
}

/**
 * POSTs `body` (a FormData or a Blob) to `url` and reports on the way: `onStart()`,
 * `onProgress(fraction, totalBytes)` while sending, `onSent()` once the server has it all, then
 * `onDone(status, answer)` with the parsed answer (null when it is not JSON), or `onOffline()`
 * when no answer came, or `onAbort()`. Returns the request, whose `abort()` cancels it.
 */
export function upload(url, body, { onStart, onProgress, onSent, onDone, onOffline, onAbort } = {}) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', url);
  for (const [name, value] of Object.entries(API_HEADERS)) xhr.setRequestHeader(name, value);
  xhr.withCredentials = true;
  xhr.upload.addEventListener('loadstart', () => onStart?.());
  xhr.upload.addEventListener('progress', (event) => {
    if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total, event.total);
  });
  xhr.upload.addEventListener('load', () => onSent?.());
  xhr.addEventListener('load', () => onDone?.(xhr.status, parseJSON(xhr.responseText)));
  xhr.addEventListener('error', () => onOffline?.());
  xhr.addEventListener('abort', () => onAbort?.());
  xhr.send(body);
  return xhr;
}
