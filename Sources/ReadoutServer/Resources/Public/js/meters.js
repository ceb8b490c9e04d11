// Meters' page: the reading form takes the time in the reader's own time zone, and starts at now
// (without script the server reads the time as UTC and an empty one as now).

const zone = document.querySelector('[data-time-zone]');
if (zone) zone.value = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const takenAt = document.querySelector('[data-taken-at]');
if (takenAt && !takenAt.value) {
  const now = new Date();
  now.setMinutes(now.getMinutes() - now.getTimezoneOffset());
  takenAt.value = now.toISOString().slice(0, 16);
}
