// Photos dropped or pasted: on a desktop, where a file input's `capture` means nothing, a
// screenshot on the clipboard or a file dragged from the desktop goes where a phone would take a
// photo. Used by the shared photo picker, Homework's new page and Meters' photo steps.

import { t } from './i18n.js';

const hasFiles = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
let windowGuarded = false;

/**
 * Calls `onFile(file)` with a file dropped on `zone` (which gets `is-dragging` while one hovers)
 * or an image pasted anywhere on the page outside a text field. `isActive()` says whether the zone takes
 * photos now (not while hidden or busy); with `hint`, a desktop (no touch screen) is told it can.
 */
export function acceptDroppedPhotos(zone, onFile, { isActive = () => !zone.closest('[hidden]'), hint = false } = {}) {
  zone.classList.add('drop-zone');
  if (hint && !window.matchMedia('(pointer: coarse)').matches) {
    const line = document.createElement('p');
    line.className = 'drop-zone__hint';
    line.textContent = t('site.dropHint');
    zone.append(line);
  }
  let dragDepth = 0;
  zone.addEventListener('dragenter', (event) => {
    if (!hasFiles(event) || !isActive()) return;
    event.preventDefault();
    dragDepth += 1;
    zone.classList.add('is-dragging');
  });
  zone.addEventListener('dragover', (event) => {
    if (!hasFiles(event) || !isActive()) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  });
  zone.addEventListener('dragleave', () => {
    dragDepth = Math.max(0, dragDepth - 1);
    if (dragDepth === 0) zone.classList.remove('is-dragging');
  });
  zone.addEventListener('drop', (event) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth = 0;
    zone.classList.remove('is-dragging');
    // Whatever was dropped: the caller says so when it is not an image.
    const file = event.dataTransfer.files?.[0];
    if (file && isActive()) onFile(file);
  });
  document.addEventListener('paste', (event) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.closest('input, textarea, [contenteditable]')) return;
    const file = firstImage(event.clipboardData?.files);
    if (!file || !isActive()) return;
    event.preventDefault();
    onFile(file);
  });
  guardWindow();
}

/** The first file of `files` that is an image (the clipboard may hold other kinds too). */
function firstImage(files) {
  return Array.from(files ?? []).find((file) => file.type.startsWith('image/'));
}

/** A file dropped beside a zone must not open in the tab, replacing the page. */
function guardWindow() {
  if (windowGuarded) return;
  windowGuarded = true;
  window.addEventListener('dragover', (event) => {
    if (hasFiles(event)) event.preventDefault();
  });
  window.addEventListener('drop', (event) => {
    if (hasFiles(event)) event.preventDefault();
  });
}
