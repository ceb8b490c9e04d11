// Shows <time datetime="ISO-8601" data-local-time> in the reader's own language and time zone
// (the server renders the ISO text, which stays as the fallback and in the tooltip).

// data-local-time="short" (photo captions) drops the year and keeps day, month and time.
const formats = {
  long: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  short: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
};

for (const element of document.querySelectorAll('time[data-local-time]')) {
  const date = new Date(element.dateTime);
  if (Number.isNaN(date.getTime())) continue;
  element.title = element.dateTime;
  const format = element.dataset.localTime === 'short' ? formats.short : formats.long;
  element.textContent = format.format(date);
}
