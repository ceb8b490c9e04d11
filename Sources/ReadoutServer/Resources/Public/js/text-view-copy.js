// The text view's Copy button (js/text-view.js): copies the whole recognised text through the
// Clipboard API where the page may use it (a secure context), else through the browser's copy
// command; when both are refused it selects the text for the reader to copy. The button's label
// and a hidden status say which, for a moment.

import { t } from './i18n.js';

/** The Copy button of one text view; `view.text` and `view.output` are what it copies. */
export class CopyTextButton {
  constructor(button, view) {
    this.button = button;
    this.view = view;
    this.wired = false;
  }

  hide() {
    this.button.hidden = true;
  }

  /** Shows the button; its listener is added once (the button stays between renders). */
  show() {
    const button = this.button;
    button.hidden = false;
    if (this.wired) return;
    this.wired = true;
    const label = button.querySelector('span');
    const announcer = document.createElement('span');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('role', 'status');
    button.after(announcer);
    let timer = 0;
    button.addEventListener('click', async () => {
      const copied = await copyText(this.view.text);
      label.textContent = copied ? t('textView.copied') : t('textView.selectAndCopy');
      announcer.textContent = copied ? t('textView.copiedAnnounce') : t('textView.copyRefused');
      if (!copied) selectContents(this.view.output);
      clearTimeout(timer);
      timer = setTimeout(() => {
        label.textContent = t('textView.copy');
        announcer.textContent = '';
      }, 2500);
    });
  }
}

async function copyText(text) {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

function selectContents(element) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
