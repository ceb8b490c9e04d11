// Filter Lab's status (js/filter-lab.js): while an action is on its way, the progress bar over
// the picture and the sentence under the controls, the lab marked busy (aria-busy, .is-busy);
// when one fails, the error in words next to the controls, with a link to sign in after a 401.

import { t } from './i18n.js';
import { LabError } from './filter-lab-state.js';

/** The progress and the error message of one lab. */
export class LabStatus {
  constructor(root, grid) {
    this.root = root;
    this.grid = grid;
    const find = (selector) => root.querySelector(selector);
    this.busyOverlay = find('[data-busy]');
    this.status = find('[data-status]');
    this.statusText = find('[data-status-text]');
    this.errorBox = find('[data-error]');
    this.errorText = find('[data-error-text]');
  }

  /** True while an error is shown. */
  get showsError() {
    return !this.errorBox.hidden;
  }

  setBusy(progress) {
    const busy = typeof progress === 'string';
    this.grid.setAttribute('aria-busy', busy ? 'true' : 'false');
    this.root.classList.toggle('is-busy', busy);
    this.busyOverlay.hidden = !busy;
    this.status.hidden = !busy;
    if (busy && this.statusText.textContent !== progress) this.statusText.textContent = progress;
    if (!busy) this.statusText.textContent = '';
  }

  showError(error, action = null) {
    const message = error instanceof Error ? error.message : String(error);
    this.errorText.replaceChildren(message);
    if (error instanceof LabError && error.status === 401) {
      const link = document.createElement('a');
      link.href = `/sign-in?next=${encodeURIComponent(location.pathname)}`;
      link.textContent = t('filterLab.signIn');
      this.errorText.append(' ', link);
    }
    this.errorBox.hidden = false;
    this.errorBox.dataset.action = action?.body?.action ?? '';
  }

  hideError() {
    this.errorBox.hidden = true;
    this.errorText.replaceChildren();
  }
}
