// Shows <time datetime="ISO-8601" data-local-time> in the page's language and the reader's own
// time zone (the server renders the time in UTC as the fallback; the ISO text is the tooltip).

import { dateFormat } from './i18n.js';

// data-local-time="short" (photo captions) drops the year and keeps day, month and time.
const formats = {
  long: dateFormat({ dateStyle: 'medium', timeStyle: 'short' }),
  short: dateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
};

/** Rewrites the times under `root` (the page, or photos just added to it). */
export function showLocalTimes(root = document) {
  for (const element of root.querySelectorAll('time[data-local-time]')) {
    const date = new Date(element.dateTime);
    if (Number.isNaN(date.getTime())) continue;
    element.title = element.dateTime;
    const format = element.dataset.localTime === 'short' ? formats.short : formats.long;
    element.textContent = format.format(date);
  }
}

showLocalTimes();
