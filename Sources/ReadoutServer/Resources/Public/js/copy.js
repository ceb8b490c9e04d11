// Copy buttons: `<button data-copy="#field">` copies the field's value and says so in the nearest
// `[data-copy-status]`. The Clipboard API needs a secure context (https or localhost); elsewhere the
// field is selected and the browser's copy command used, and failing both, the user is asked to copy.

import { t } from './i18n.js';

async function copy(field) {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

for (const button of document.querySelectorAll('[data-copy]')) {
  const field = document.querySelector(button.dataset.copy);
  if (!field) continue;
  const status = button.parentElement?.querySelector('[data-copy-status]');
  button.hidden = false;
  button.addEventListener('click', async () => {
    const copied = await copy(field);
    if (status) status.textContent = copied ? t('site.copied') : t('site.copyFailed');
  });
}
