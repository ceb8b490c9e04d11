// Filter Lab's controls (js/filter-lab.js): the Original | Blur | Binarize segments, the 25% and
// 75% buttons and the 0–300% slider. Each control sends its action through the lab. The slider's
// value shows at once; dragging sends after a pause (at most one request per ~200 ms), letting go
// sends at once. When a state arrives the controls follow it, except one the user is still
// changing: a segment choice or slider position on its way, or the slider being dragged.

import { t } from './i18n.js';
import { filterName, percent } from './filter-lab-state.js';

const SLIDER_DEBOUNCE_MS = 200;
const DEFAULT_INTENSITY = 25;

/** The segments, the amount buttons, the slider and the hint under them, for one lab. */
export class LabControls {
  constructor(root, lab) {
    this.lab = lab;
    const find = (selector) => root.querySelector(selector);
    this.radios = [...root.querySelectorAll('input[name="segment"]')];
    this.amountButtons = [...root.querySelectorAll('[data-amount]')];
    this.slider = find('#lab-slider');
    this.sliderValue = find('[data-slider-value]');
    this.hint = find('[data-controls-hint]');
    this.sliderTimer = 0;
    this.dragging = false;
  }

  wire() {
    for (const radio of this.radios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        const segment = radio.value;
        this.lab.perform({ action: 'segment', segment }, {
          kind: 'segment',
          progress: segment === 'original'
            ? t('filterLab.progress.original')
            : t('filterLab.progress.segment', { filter: filterName(segment) }),
        });
        this.syncHint(segment);
        // Original has nothing to apply: its intensity controls go off at once, not after the answer.
        if (segment === 'original') {
          for (const button of this.amountButtons) button.disabled = true;
          this.slider.disabled = true;
        }
      });
    }
    for (const button of this.amountButtons) {
      button.addEventListener('click', () => {
        const amount = Number(button.dataset.amount);
        const name = filterName(this.lab.state?.segment);
        this.lab.perform({ action: 'intensity', amount }, { progress: t('filterLab.progress.amount', { filter: name, percent: percent(amount) }) });
      });
    }

    // The slider: its value shows at once; dragging sends after a pause, letting go sends now.
    const slider = this.slider;
    slider.addEventListener('input', () => {
      this.showSliderValue(Number(slider.value));
      clearTimeout(this.sliderTimer);
      this.sliderTimer = setTimeout(() => this.sendSlider(), SLIDER_DEBOUNCE_MS);
    });
    slider.addEventListener('change', () => {
      clearTimeout(this.sliderTimer);
      this.sendSlider();
    });
    slider.addEventListener('pointerdown', () => {
      this.dragging = true;
    });
    const release = () => {
      this.dragging = false;
    };
    slider.addEventListener('pointerup', release);
    slider.addEventListener('pointercancel', release);
    slider.addEventListener('blur', release);
  }

  sendSlider() {
    this.sliderTimer = 0;
    const value = Number(this.slider.value);
    const intensity = Math.round(value) / 100;
    const name = filterName(this.lab.state?.segment);
    this.lab.perform({ action: 'slider', intensity }, {
      kind: 'slider',
      progress: t('filterLab.progress.slider', { filter: name, percent: t('filterLab.percent', { percent: value }) }),
      value,
    });
  }

  /** Puts the controls where the shown state says, except what the user is still changing. */
  sync(previous = this.lab.state) {
    const state = this.lab.state;
    if (!state) return;
    const controls = state.controls ?? {};
    if (!this.lab.pending('segment')) {
      for (const radio of this.radios) radio.checked = radio.value === state.segment;
      // The server turns 25%/75% off on a filter only when the stack of filters is full.
      this.syncHint(state.segment, { stackFull: state.segment !== 'original' && controls.intensityButtonsEnabled !== true });
    }
    const goingOriginal = this.lab.pendingSegment() === 'original';
    for (const button of this.amountButtons) button.disabled = goingOriginal || controls.intensityButtonsEnabled !== true;
    this.slider.disabled = goingOriginal || controls.sliderEnabled !== true;
    if (!this.lab.pending('slider') && !this.dragging && this.sliderTimer === 0) {
      let value = null;
      if (typeof state.sliderIntensity === 'number') value = Math.round(state.sliderIntensity * 100);
      else if (!previous || previous === state || previous.segment !== state.segment || previous.source?.id !== state.source?.id) value = DEFAULT_INTENSITY;
      if (value !== null) {
        this.slider.value = String(value);
        this.showSliderValue(Number(this.slider.value));
      }
    }
  }

  syncHint(segment, { stackFull = false } = {}) {
    const name = filterName(segment);
    if (segment === 'original') this.hint.textContent = t('filterLab.hint.original');
    else if (stackFull) this.hint.textContent = t('filterLab.hint.stackFull', { filter: name });
    else this.hint.textContent = t('filterLab.hint.filter', { filter: name });
  }

  showSliderValue(value) {
    const text = t('filterLab.percent', { percent: value });
    this.sliderValue.textContent = text;
    this.slider.setAttribute('aria-valuetext', text);
  }
}
