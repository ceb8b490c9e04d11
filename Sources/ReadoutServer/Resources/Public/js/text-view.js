// The shared "recognised text" view: <section data-text-view data-text-url data-width data-height>.
//
// Fetches the recognition JSON (GET data-text-url), boxes every word over the photo in an SVG
// whose viewBox is the image's pixel size (so it scales with the image), colours each box by
// confidence (dashed when low, so not by colour alone), and lists the text beside the photo,
// line by line. Pointing at or focusing a word highlights its box, and the other way round.
// Recognised text is untrusted: it only ever reaches the page through textContent.
//
// Other modules may import TextView and call `show(result, {width, height})` to draw a
// recognition they already have into a view (the same data-text-* parts, any root element),
// replacing whatever it showed before; only [data-text-view] sections load by themselves.
//
// Its parts, beside it: text-view-words.js (highlighting and moving between words) and
// text-view-copy.js (the Copy button).

import { API_HEADERS, apiMessage, readJSON } from './api.js';
import { formatNumber, t } from './i18n.js';
import { CopyTextButton } from './text-view-copy.js';
import { WordLinks } from './text-view-words.js';

const SVG = 'http://www.w3.org/2000/svg';
const HIGH = 0.85;
const MEDIUM = 0.6;
const RETRIES_WHEN_BUSY = 6;

/** One photo's recognised-text view. */
export class TextView {
  constructor(section) {
    this.section = section;
    this.url = section.dataset.textUrl;
    this.figure = section.querySelector('[data-text-figure]');
    this.image = this.figure.querySelector('img');
    this.legend = section.querySelector('[data-text-legend]');
    this.status = section.querySelector('[data-text-status]');
    this.statusText = section.querySelector('[data-text-status-text]');
    this.summary = section.querySelector('[data-text-summary]');
    this.output = section.querySelector('[data-text-output]');
    this.empty = section.querySelector('[data-text-empty]');
    this.errorBox = section.querySelector('[data-text-error]');
    this.errorText = section.querySelector('[data-text-error-text]');
    const copyButton = section.querySelector('[data-copy-text]');
    this.copy = copyButton ? new CopyTextButton(copyButton, this) : null;
    this.links = new WordLinks(this.output);
    this.text = '';
    this.svg = null;
    this.hint = null;
  }

  /**
   * Shows `result` (the recognition JSON) over an image of `width`×`height` pixels, replacing
   * what the view showed before; no request is made.
   */
  show(result, { width, height } = {}) {
    if (Number(width) > 0) this.section.dataset.width = String(width);
    if (Number(height) > 0) this.section.dataset.height = String(height);
    this.clear();
    this.render(result && typeof result === 'object' ? result : {});
  }

  /** Removes the boxes, the text and the messages. */
  clear() {
    this.svg?.remove();
    this.svg = null;
    this.hint?.remove();
    this.hint = null;
    this.links.clear();
    this.text = '';
    this.output.replaceChildren();
    this.output.hidden = true;
    this.legend.hidden = true;
    this.empty.hidden = true;
    this.summary.hidden = true;
    this.summary.textContent = '';
    this.errorBox.hidden = true;
    this.copy?.hide();
  }

  async load() {
    this.status.hidden = false;
    this.statusText.textContent = t('textView.recognising');
    this.section.setAttribute('aria-busy', 'true');
    try {
      const result = await this.fetchRecognition();
      this.render(result);
    } catch (error) {
      this.errorText.textContent = error instanceof Error ? error.message : String(error);
      this.errorBox.hidden = false;
    } finally {
      this.status.hidden = true;
      this.section.removeAttribute('aria-busy');
    }
  }

  /** GET the recognition; when the server is busy (503) wait as long as Retry-After says. */
  async fetchRecognition() {
    for (let attempt = 0; ; attempt += 1) {
      let response;
      try {
        response = await fetch(this.url, { headers: API_HEADERS, credentials: 'same-origin' });
      } catch {
        throw new Error(t('textView.offline'));
      }
      if (response.status === 503 && attempt < RETRIES_WHEN_BUSY) {
        const seconds = Math.min(30, Math.max(1, Number.parseInt(response.headers.get('Retry-After') ?? '', 10) || 2));
        this.statusText.textContent = t('textView.busyRetry', { seconds });
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        this.statusText.textContent = t('textView.recognising');
        continue;
      }
      const body = await readJSON(response);
      if (!response.ok) throw new Error(apiMessage(body) || t('textView.failed', { status: String(response.status) }));
      if (!body || typeof body !== 'object') throw new Error(t('textView.badAnswer'));
      return body;
    }
  }

  render(result) {
    const lines = Array.isArray(result.lines) ? result.lines : [];
    const width = Number(this.section.dataset.width) || this.image.naturalWidth || 1;
    const height = Number(this.section.dataset.height) || this.image.naturalHeight || 1;

    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'text-view__boxes');
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');

    const paragraphStarts = paragraphBreaks(lines);
    const text = document.createDocumentFragment();
    for (const [lineIndex, line] of lines.entries()) {
      const lineWords = Array.isArray(line.words) && line.words.length > 0 ? line.words : [line];
      const paragraph = document.createElement('p');
      paragraph.className = paragraphStarts.has(lineIndex) ? 'text-line text-line--paragraph' : 'text-line';
      for (const word of lineWords) {
        const wordText = typeof word.text === 'string' ? word.text.trim() : '';
        if (!wordText) continue;
        const index = this.links.words.length;
        const level = levelOf(word.confidence);
        const percent = Math.round(clamp01(Number(word.confidence)) * 100);

        const span = document.createElement('span');
        span.className = `word word--${level}`;
        span.textContent = wordText;
        span.dataset.word = String(index);
        span.tabIndex = index === 0 ? 0 : -1;
        if (paragraph.childNodes.length > 0) paragraph.append(' ');
        paragraph.append(span);

        let rect = null;
        const box = word.box;
        if (box && [box.x, box.y, box.width, box.height].every(Number.isFinite)) {
          rect = document.createElementNS(SVG, 'rect');
          rect.setAttribute('class', `word-box word-box--${level}`);
          rect.setAttribute('x', String(box.x));
          rect.setAttribute('y', String(box.y));
          rect.setAttribute('width', String(Math.max(1, box.width)));
          rect.setAttribute('height', String(Math.max(1, box.height)));
          rect.setAttribute('rx', String(Math.min(box.width, box.height) * 0.08));
          rect.dataset.word = String(index);
          const title = document.createElementNS(SVG, 'title');
          title.textContent = t('textView.boxTitle', { word: wordText, percent });
          rect.append(title);
          svg.append(rect);
        }
        this.links.words.push({ span, rect, line: lineIndex });
      }
      if (paragraph.childNodes.length > 0) text.append(paragraph);
    }

    this.text = typeof result.text === 'string' && result.text.trim()
      ? result.text.trim()
      : Array.from(text.children, (p) => p.textContent).join('\n');

    if (this.links.words.length === 0) {
      this.empty.hidden = false;
      return;
    }

    this.figure.append(svg);
    this.svg = svg;
    this.output.append(text);
    this.output.hidden = false;
    this.legend.hidden = false;
    this.output.setAttribute('aria-label', t('textView.outputLabel'));

    const lineCount = new Set(this.links.words.map((w) => w.line)).size;
    const seconds = Number(result.milliseconds) / 1000;
    const parts = [t('textView.summary', {
      words: t('textView.words', { count: this.links.words.length }),
      lines: t('textView.onLines', { count: lineCount }),
    })];
    if (Number.isFinite(seconds) && seconds > 0) {
      parts.push(t('textView.readIn', { seconds: seconds < 10 ? formatNumber(seconds, 1) : Math.round(seconds) }));
    }
    this.summary.textContent = parts.join(' · ');
    this.summary.hidden = false;

    const hint = document.createElement('p');
    hint.className = 'text-view__hint';
    hint.textContent = window.matchMedia('(pointer: coarse)').matches ? t('textView.hintTouch') : t('textView.hintPointer');
    this.output.after(hint);
    this.hint = hint;

    this.links.wire(svg);
    this.copy?.show();
  }
}

/**
 * Lines that start a new paragraph: those set clearly further below the line above than the
 * usual line pitch (the JSON has lines, not paragraphs; boxes of tilted lines overlap, so the
 * distance between line centres is what is compared, not the gap between boxes).
 */
function paragraphBreaks(lines) {
  const starts = new Set();
  const boxes = lines.map((line) => line.box);
  if (boxes.length < 3 || !boxes.every((b) => b && Number.isFinite(b.y) && Number.isFinite(b.height))) return starts;
  const centres = boxes.map((b) => b.y + b.height / 2);
  const pitches = centres.slice(1).map((c, i) => c - centres[i]);
  const sorted = pitches.filter((p) => p > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return starts;
  const typical = sorted[Math.floor((sorted.length - 1) / 2)];
  pitches.forEach((pitch, i) => {
    if (pitch > typical * 1.45) starts.add(i + 1);
  });
  return starts;
}

function levelOf(confidence) {
  const value = clamp01(Number(confidence));
  if (value >= HIGH) return 'high';
  if (value >= MEDIUM) return 'mid';
  return 'low';
}

function clamp01(value) {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

for (const section of document.querySelectorAll('[data-text-view]')) {
  new TextView(section).load();
}
