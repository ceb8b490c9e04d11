// "Your photos" loads the next page as the reader scrolls near the end. Without script (or when a
// fetch fails) "More photos" is a plain link to the next page, which the server renders.

import { t } from './i18n.js';
import { showLocalTimes } from './local-time.js';

const grid = document.querySelector('[data-photo-grid]');
let more = document.querySelector('[data-more-photos]');

async function loadMore(link) {
  link.setAttribute('aria-busy', 'true');
  link.textContent = t('photos.loadingMore');
  const response = await fetch(link.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(response.statusText);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const items = [...page.querySelectorAll('[data-photo-grid] > li')];
  for (const item of items) {
    const adopted = document.importNode(item, true);
    showLocalTimes(adopted);
    grid.append(adopted);
  }
  const next = page.querySelector('[data-more-photos]');
  if (next) {
    link.href = next.getAttribute('href');
    link.textContent = t('photos.more');
    link.removeAttribute('aria-busy');
    return link;
  }
  link.remove();
  return null;
}

if (grid && more && 'IntersectionObserver' in window) {
  let loading = false;
  const observer = new IntersectionObserver(async (entries) => {
    if (loading || !entries.some((entry) => entry.isIntersecting)) return;
    loading = true;
    try {
      more = await loadMore(more);
      if (!more) observer.disconnect();
    } catch {
      // Leave the plain link: a tap opens the next page from the server.
      more.textContent = t('photos.more');
      more.removeAttribute('aria-busy');
      observer.disconnect();
    } finally {
      loading = false;
    }
  }, { rootMargin: '600px 0px' });
  observer.observe(more);
}
