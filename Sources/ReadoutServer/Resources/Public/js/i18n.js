// The page's words for scripts, from the server's message catalogue: each page embeds the
// messages its modules need as <script type="application/json" data-messages> (in the page's
// language, <html lang>), so no module keeps a copy of its own. Numbers, dates and plural forms
// follow the same language through the browser's Intl.

const lang = document.documentElement.lang || 'en';
const messages = {};
for (const block of document.querySelectorAll('script[type="application/json"][data-messages]')) {
  try {
    Object.assign(messages, JSON.parse(block.textContent || '{}'));
  } catch {
    // A damaged block leaves its keys out; t() then shows nothing rather than a key.
  }
}
const plurals = new Intl.PluralRules(lang);
const numbers = new Map();

/** The language of the page (`en`, `pl`). */
export const language = lang;

/**
 * The message `key` with `{name}` placeholders filled from `values`; a plural message picks its
 * form by `values.count`. Numbers in `values` are written the page's way.
 */
export function t(key, values = {}) {
  const entry = messages[key];
  let text = '';
  if (typeof entry === 'string') {
    text = entry;
  } else if (entry && typeof entry === 'object') {
    const count = Number(values.count);
    const category = Number.isFinite(count) ? plurals.select(count) : 'other';
    text = entry[category] ?? entry.other ?? '';
  } else {
    reportMissing(key);
  }
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });
}

/** `1234.5` → "1,234.5" / "1 234,5"; `fractionDigits` fixes the digits after the separator. */
export function formatNumber(value, fractionDigits = null) {
  const key = String(fractionDigits);
  if (!numbers.has(key)) {
    const options = { useGrouping: 'always' };
    if (fractionDigits !== null) Object.assign(options, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    numbers.set(key, new Intl.NumberFormat(lang, options));
  }
  return numbers.get(key).format(value);
}

/** A date-time formatter in the page's language and the reader's time zone. */
export function dateFormat(options) {
  return new Intl.DateTimeFormat(lang, options);
}

/**
 * A number a person typed, in either language's way: the comma and the point both separate
 * decimals ("12,5" = "12.5"); spaces group digits; with both, the last one is the decimal
 * separator ("1,234.5", "1.234,5"). Null when it is no number. (The server reads typed numbers
 * by the same rules: `TypedNumber.parse`.)
 */
export function parseNumber(text) {
  let body = String(text ?? '').trim().replace(/\u2212/g, '-').replace(/[\s\u00a0\u202f\u2009']/g, '');
  if (!body || body.length > 64) return null;
  const separators = body.match(/[.,]/g) ?? [];
  if (separators.length > 0) {
    const decimal = separators[separators.length - 1];
    if (new Set(separators).size === 2) body = body.split(decimal === ',' ? '.' : ',').join('');
    else if (separators.length > 1) body = body.split(decimal).join('');
    body = body.replace(',', '.');
  }
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(body) ? Number(body) : null;
}

function reportMissing(key) {
  // Seen by the browser tests, which fail on console errors; a person sees nothing odd.
  console.error(`Readout: no message "${key}" on this page`);
}
