// What every page does, whichever app it belongs to:
// - a form posted while Readout cannot be reached stays on the page with what was typed, and says
//   so, instead of the browser's "no connection" page (which loses the typing): the server is
//   asked first (/healthz, a few seconds at most), and the form goes only when it answers;
// - a notice carried in the address after a save (`?notice=…`) is dropped from the address, so
//   a reload or a bookmark does not repeat it, and said again for screen readers.

import { t } from './i18n.js';
import './service-worker-registration.js';

const PROBE_TIMEOUT_MS = 4000;

/** True when the server answers at all (any status: a 503 is still a server that answers). */
async function serverAnswers() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch('/healthz', { cache: 'no-store', credentials: 'same-origin', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Shows (or refreshes) the "can't be reached" banner just above `form`. */
function showUnreachable(form) {
  let banner = form.previousElementSibling;
  if (!banner?.matches('[data-offline-banner]')) {
    banner = document.createElement('div');
    banner.className = 'banner banner--error';
    banner.setAttribute('role', 'alert');
    banner.dataset.offlineBanner = '';
    banner.append(document.createElement('p'));
    form.before(banner);
  }
  banner.querySelector('p').textContent = t('site.unreachable');
  banner.scrollIntoView({ block: 'nearest' });
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
  if (form.dataset.serverChecked === 'true') {
    delete form.dataset.serverChecked;
    return;
  }
  // Held here (capture phase, before the page's own handlers) until the server answers.
  event.preventDefault();
  event.stopPropagation();
  const submitter = event.submitter;
  serverAnswers().then((answers) => {
    if (!answers) {
      showUnreachable(form);
      return;
    }
    form.previousElementSibling?.matches('[data-offline-banner]') && form.previousElementSibling.remove();
    form.dataset.serverChecked = 'true';
    form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
  });
}, true);

const address = new URL(window.location.href);
if (address.searchParams.has('notice')) {
  address.searchParams.delete('notice');
  address.searchParams.delete('count');
  history.replaceState(history.state, '', address.pathname + address.search + address.hash);
  // A live region filled after load is announced; one that arrives filled usually is not.
  const notice = document.querySelector('[data-notice]');
  if (notice) {
    const text = notice.textContent;
    notice.textContent = '';
    setTimeout(() => { notice.textContent = text; }, 100);
  }
}
