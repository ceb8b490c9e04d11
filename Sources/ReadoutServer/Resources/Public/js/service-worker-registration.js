// Installs Readout's service worker (js/service-worker.js, served at /service-worker.js so that it
// covers the whole site) where the browser allows one: over HTTPS, or on this machine itself.
// Over plain HTTP from a phone there is no secure context and the site works as before, online.

if ('serviceWorker' in navigator && window.isSecureContext) {
  navigator.serviceWorker
    .register('/service-worker.js', { type: 'module', scope: '/' })
    .catch((error) => console.warn('Readout works online only here: the service worker did not install.', error));
}

// The offline page's "Try again": the page it stands in for is the address still shown.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-reload]') : null;
  if (!button) return;
  event.preventDefault();
  window.location.reload();
});
