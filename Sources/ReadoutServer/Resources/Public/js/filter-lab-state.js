// What Filter Lab's states and answers say, in the page's words: whether an answer is a state,
// its last step and word count, the picture's description, the error to show for a refusal, and
// the names, percentages and durations the page writes. Shared by js/filter-lab.js and its parts.

import { apiMessage } from './api.js';
import { formatNumber, t } from './i18n.js';

/** An error to show in words, with the HTTP status when there was one. */
export class LabError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

export function isState(value) {
  return Boolean(value) && typeof value === 'object' && typeof value.segment === 'string' && value.image && typeof value.image === 'object';
}

export function lastStep(state) {
  return Array.isArray(state.steps) && state.steps.length > 0 ? state.steps[state.steps.length - 1] : null;
}

/** The recognised word count: the last step's, else counted in the recognition. */
export function wordsOf(state) {
  const step = lastStep(state);
  if (step && Number.isFinite(Number(step.wordCount))) return Number(step.wordCount);
  const lines = Array.isArray(state.recognition?.lines) ? state.recognition.lines : [];
  return lines.reduce((sum, line) => sum + (Array.isArray(line.words) ? line.words.length : 0), 0);
}

export function describeImage(state) {
  const title = state.source?.title || t('filterLab.thePicture');
  const step = lastStep(state);
  const how = state.segment === 'original' || !step ? t('filterLab.unfiltered') : t('filterLab.filteredStep', { step: step.label });
  return t('filterLab.imageAlt', { title, how });
}

export function messageFor(status, answer) {
  const message = apiMessage(answer);
  if (message) return message;
  if ([401, 403, 404, 409, 413, 415, 503].includes(status)) return t(`filterLab.error.${status}`);
  return t('filterLab.error.other', { status: String(status) });
}

/** The segment's name as the page shows it ("Blur"), or `fallback` for none. */
export function filterName(segment, fallback = t('filterLab.theFilter')) {
  return ['original', 'blur', 'binarize'].includes(segment) ? t(`filterLab.segment.${segment}`) : fallback;
}

export function percent(amount) {
  return t('filterLab.percent', { percent: Math.round(amount * 100) });
}

export function duration(milliseconds) {
  return milliseconds >= 1000
    ? t('filterLab.duration.seconds', { value: formatNumber(milliseconds / 1000, 1) })
    : t('filterLab.duration.milliseconds', { value: Math.round(milliseconds) });
}

/** Only same-site paths: never `//host` or `https://…`. */
export function isLocalPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
