// Readout's service worker: what makes the installed app open without a connection.
//
// - The app shell (every file under /static and the offline page) is kept in a cache named after
//   its version, which the server writes in front of this script (`self.READOUT_SHELL`, see
//   AppShell.swift); a new Readout installs a new worker, which drops the old cache.
// - Pages and API reads go to the network first; when it cannot be reached, the last copy this
//   phone saw is shown, else (for a page) the offline page. Copies are personal, so signing out
//   or deleting the account forgets them.
// - Writes (POST, PUT, DELETE) are never answered from a cache: they go to the network or fail,
//   and the pages that take photos queue them themselves (js/offline-queue.js); Background Sync
//   wakes this worker to send them when the connection is back, with no page open.

import { SYNC_TAG, drainQueue } from '/static/js/offline-queue.js';

const SHELL = self.READOUT_SHELL ?? { version: 'unversioned', files: [] };
const SHELL_CACHE = `readout-shell-${SHELL.version}`;
/** Pages and API answers this phone has seen: personal, forgotten at sign-out. */
const COPIES_CACHE = 'readout-copies';
const OFFLINE_PAGE = '/offline';
/** Posting these ends the session; what was kept for it must not outlive it. */
const FORGETTING_PATHS = new Set(['/sign-out', '/account/sign-out-everywhere', '/account/delete']);

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    // Each file asked for fresh: the HTTP cache may still hold the previous version's copy.
    await cache.addAll(SHELL.files.map((path) => new Request(path, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('readout-shell-') && name !== SHELL_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (FORGETTING_PATHS.has(url.pathname)) event.waitUntil(caches.delete(COPIES_CACHE));
    return;
  }
  // Live streams (the glance's Server-Sent Events) are never cached or held.
  if ((request.headers.get('Accept') ?? '').includes('text/event-stream')) return;
  if (url.pathname.startsWith('/static/')) {
    event.respondWith(fromShell(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, { fallback: OFFLINE_PAGE }));
  } else if (url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, { fallback: null }));
  }
});

/** A shell file from the cache (the query, such as ?v=0.4.0, ignored), else from the network. */
async function fromShell(request) {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(request, { ignoreSearch: true })) ?? fetch(request);
}

/**
 * The network's answer, a copy kept when it is a page or JSON the user may want offline; when
 * the network fails: the kept copy, else the fallback page, else the failure itself.
 */
async function networkFirst(request, { fallback }) {
  try {
    const response = await fetch(request);
    if (response.ok && isWorthKeeping(response)) {
      const copy = response.clone();
      caches.open(COPIES_CACHE).then((cache) => cache.put(request, copy)).catch(() => {});
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName: COPIES_CACHE });
    if (kept) return kept;
    if (fallback) {
      const page = await caches.match(fallback, { cacheName: SHELL_CACHE });
      if (page) return page;
    }
    throw error;
  }
}

function isWorthKeeping(response) {
  const type = response.headers.get('Content-Type') ?? '';
  return type.startsWith('text/html') || type.startsWith('application/json');
}

// "Back online" while no Readout page is open: the queued photos go up from here. drainQueue
// rejects while some are left, so the browser tries the sync again later.
self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(drainQueue());
});
