// What Filter Lab's recognition came to (js/filter-lab.js): the word count against the
// original's (the point of the exercise), how long filtering and recognising took, the last
// step's label on the picture, and the steps so far as a strip of bars, the newest in view.

import { formatNumber, t } from './i18n.js';
import { duration, filterName, lastStep, wordsOf } from './filter-lab-state.js';

/** The word count, the timing, the picture's badge and the history of steps, for one lab. */
export class LabResults {
  constructor(root) {
    const find = (selector) => root.querySelector(selector);
    this.badge = find('[data-image-badge]');
    this.history = find('[data-history]');
    this.historyScroller = find('[data-history-scroller]');
    this.wordCount = find('[data-word-count]');
    this.countNumber = find('[data-count-number]');
    this.countNoun = find('[data-count-noun]');
    this.countDelta = find('[data-count-delta]');
    this.timing = find('[data-timing]');
    this.emptyText = find('[data-empty-text]');
  }

  showCounts(state) {
    const words = wordsOf(state);
    this.wordCount.dataset.count = String(words);
    this.countNumber.textContent = formatNumber(words);
    this.countNoun.textContent = t('filterLab.countNoun', { count: words });
    // Against the original: the point of the exercise.
    const steps = Array.isArray(state.steps) ? state.steps : [];
    const original = steps.length > 1 ? Number(steps[0].wordCount) : NaN;
    let delta = '';
    if (Number.isFinite(original) && state.segment !== 'original') {
      if (words < original) delta = t('filterLab.delta.fewer', { count: original - words });
      else if (words > original) delta = t('filterLab.delta.more', { count: words - original });
      else delta = t('filterLab.delta.same');
    }
    this.countDelta.textContent = delta;
    const filter = Number(state.milliseconds?.filter);
    const recognition = Number(state.milliseconds?.recognition);
    const parts = [];
    if (Number.isFinite(filter) && state.segment !== 'original') parts.push(t('filterLab.timing.filter', { duration: duration(filter) }));
    if (Number.isFinite(recognition)) parts.push(t('filterLab.timing.recognition', { duration: duration(recognition) }));
    this.timing.textContent = parts.length ? t('filterLab.timing', { parts: parts.join(', ') }) : '';
    this.timing.hidden = parts.length === 0;
    if (this.emptyText) {
      this.emptyText.textContent = state.segment === 'original' ? t('filterLab.emptyOriginal') : t('filterLab.emptyFiltered');
    }
    const step = lastStep(state);
    this.badge.textContent = step ? step.label : filterName(state.segment, '');
  }

  renderHistory(steps) {
    const most = Math.max(1, ...steps.map((step) => Number(step.wordCount) || 0));
    const items = steps.map((step, index) => {
      const words = Number(step.wordCount) || 0;
      const item = document.createElement('li');
      item.className = 'history__step';
      item.dataset.step = String(index);
      const label = document.createElement('span');
      label.className = 'history__label';
      label.textContent = typeof step.label === 'string' ? step.label : t('filterLab.stepFallback', { number: index + 1 });
      const stats = document.createElement('span');
      stats.className = 'history__stats';
      const count = document.createElement('span');
      count.className = 'history__words';
      count.textContent = t('filterLab.words', { count: words });
      stats.append(count);
      const confidence = Number(step.meanConfidence);
      if (step.meanConfidence !== null && step.meanConfidence !== undefined && Number.isFinite(confidence)) {
        const sure = document.createElement('span');
        sure.className = 'history__confidence';
        sure.textContent = t('filterLab.sure', { percent: Math.round(confidence * 100) });
        stats.append(' · ', sure);
      }
      const bar = document.createElement('span');
      bar.className = 'history__bar';
      bar.setAttribute('aria-hidden', 'true');
      const fill = document.createElement('span');
      fill.className = 'history__fill';
      fill.style.width = `${Math.round((words / most) * 100)}%`;
      bar.append(fill);
      item.append(label, stats, bar);
      if (index === steps.length - 1) {
        item.classList.add('is-current');
        item.setAttribute('aria-current', 'step');
      }
      return item;
    });
    this.history.replaceChildren(...items);
    this.history.dataset.labels = steps.map((step) => step.label).join(' → ');
    // The newest step in view: the strip scrolls sideways once it is longer than the screen.
    this.historyScroller.scrollLeft = this.historyScroller.scrollWidth;
  }
}
