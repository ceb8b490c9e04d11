// Small helps for the account forms: a Show/Hide button on password fields, a check that the
// repeated password matches, and no double submissions.

import { t } from './i18n.js';

for (const button of document.querySelectorAll('[data-password-toggle]')) {
  const input = document.getElementById(button.dataset.passwordToggle);
  if (!(input instanceof HTMLInputElement)) continue;
  const update = () => {
    const shown = input.type === 'text';
    button.textContent = shown ? t('forms.hide') : t('forms.show');
    button.setAttribute('aria-label', shown ? t('forms.hidePassword') : t('forms.showPassword'));
  };
  button.addEventListener('click', () => {
    input.type = input.type === 'password' ? 'text' : 'password';
    update();
  });
  button.hidden = false;
  button.parentElement?.classList.add('has-toggle');
  update();
}

for (const confirmation of document.querySelectorAll('input[data-confirms]')) {
  const original = document.getElementById(confirmation.dataset.confirms);
  if (!(original instanceof HTMLInputElement)) continue;
  const message = document.getElementById(confirmation.getAttribute('aria-describedby') ?? '');
  let touched = false;
  const check = () => {
    const differs = confirmation.value !== '' && confirmation.value !== original.value;
    confirmation.setCustomValidity(differs ? t('forms.mismatch') : '');
    const visible = differs && (touched || confirmation.value.length >= original.value.length);
    confirmation.setAttribute('aria-invalid', visible ? 'true' : 'false');
    if (message) {
      message.textContent = visible ? t('forms.mismatch') : '';
      message.classList.toggle('is-error', visible);
    }
  };
  confirmation.addEventListener('input', check);
  original.addEventListener('input', check);
  confirmation.addEventListener('blur', () => {
    touched = true;
    check();
  });
}

for (const form of document.querySelectorAll('form.form')) {
  form.addEventListener('submit', (event) => {
    const button = event.submitter ?? form.querySelector('[type="submit"]');
    if (!(button instanceof HTMLButtonElement)) return;
    if (form.dataset.submitting === 'true') {
      event.preventDefault();
      return;
    }
    form.dataset.submitting = 'true';
    button.setAttribute('aria-disabled', 'true');
  });
}

// Back to a form from the browser's cache: it can be sent again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll('form.form')) {
    delete form.dataset.submitting;
    form.querySelector('[aria-disabled="true"]')?.removeAttribute('aria-disabled');
  }
});
