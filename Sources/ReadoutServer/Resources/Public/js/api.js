// The JSON API as the app pages call it: the write header, the API's error sentence on failure,
// and a photo upload (raw body; the server sniffs the format). When no answer comes at all (offline,
// or the server restarting) the error says so in words, not the browser's "Failed to fetch".

import { t } from './i18n.js';

export const JSON_HEADERS = { 'X-Readout': '1', 'Content-Type': 'application/json', Accept: 'application/json' };

/** The API's own sentence for a failed response, else the status text. */
export async function errorMessage(response) {
  try {
    const body = await response.json();
    return body.error?.message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

/** `fetch`, with a network failure turned into the page's own sentence. */
export async function reach(url, options) {
  try {
    return await fetch(url, options);
  } catch (error) {
    if (error?.name === 'AbortError') throw error;
    throw new Error(t('site.noAnswer'));
  }
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
    headers: { 'X-Readout': '1', 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(await errorMessage(response));
  return response.json();
}
