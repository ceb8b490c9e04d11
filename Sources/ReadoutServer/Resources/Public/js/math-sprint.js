// Math Sprint's game screen (seed 001). The server is the referee: it deals each question, reads
// the submitted strokes with the same classifier as the live prediction, keeps the time and the
// score. This module draws the question, records strokes with pointer events (mouse, touch,
// pen), asks for a prediction while the player draws (throttled), submits, and shows the result.
//
// Its parts, beside it: math-sprint-pad.js (the drawing pad) and math-sprint-result.js (the
// result screen and sharing it).

import { apiMessage, getFresh, postJSON, readJSON } from './api.js';
import { t, formatNumber } from './i18n.js';
import { DrawingPad } from './math-sprint-pad.js';
import { clock, shareResult, showResult } from './math-sprint-result.js';

const API = '/api/v1/math-sprint';
/** At most one live prediction request per this many milliseconds while drawing. */
const PREDICTION_INTERVAL = 200;

class Sprint {
  constructor(element) {
    this.root = element;
    this.game = JSON.parse(element.dataset.game);
    const find = (name) => element.querySelector(`[data-${name}]`);
    this.el = {
      score: find('score'), progress: find('progress'), question: find('question'), feedback: find('feedback'),
      prediction: find('prediction'), canvas: find('canvas'), hint: find('hint'), clear: find('clear'), submit: find('submit'),
      timer: find('timer'), timerLabel: find('timer-label'), play: find('play'), result: find('result'),
      resultTitle: find('result-title'), finalScore: find('final-score'), finalUnit: find('final-unit'),
      finalTime: find('final-time'), answers: find('answers'), share: find('share'), shareStatus: find('share-status'),
    };
    this.pad = new DrawingPad(this.el.canvas, {
      mayDraw: () => Boolean(this.game.question) && !this.sending,
      onStart: () => this.changed(),
      onMove: () => this.schedulePrediction(),
      onEnd: () => this.predictSoon(0),
    });
    this.sending = false;
    this.predictionTimer = null;
    this.predictionSequence = 0;
    this.clockOrigin = 0;
  }

  start() {
    this.pad.start();
    this.el.clear.addEventListener('click', () => this.clear());
    this.el.submit.addEventListener('click', () => this.submit({ strokes: this.pad.strokesBody() }));
    this.el.share.addEventListener('click', () => shareResult(this.game.id, this.el.shareStatus));
    document.addEventListener('keydown', (event) => this.onKey(event));
    this.show(this.game);
    setInterval(() => this.tick(), 250);
  }

  /** Submit is enabled only while something is drawn (the seed's rule). */
  changed() {
    const drawn = this.pad.strokes.length > 0;
    this.el.submit.disabled = !drawn || this.sending || !this.game.question;
    this.el.hint.hidden = drawn;
  }

  clear() {
    this.pad.clear();
    this.predictionSequence += 1;
    clearTimeout(this.predictionTimer);
    this.predictionTimer = null;
    this.el.prediction.textContent = '';
    this.changed();
  }

  schedulePrediction() {
    if (this.predictionTimer) return;
    this.predictSoon(PREDICTION_INTERVAL);
  }

  predictSoon(wait) {
    clearTimeout(this.predictionTimer);
    this.predictionTimer = setTimeout(() => {
      this.predictionTimer = null;
      this.predict();
    }, wait);
  }

  async predict() {
    if (this.pad.strokes.length === 0) return;
    const sequence = ++this.predictionSequence;
    try {
      const response = await postJSON(`${API}/predictions`, this.pad.strokesBody());
      const body = await readJSON(response);
      if (sequence !== this.predictionSequence) return; // a newer drawing's answer is coming
      if (response.ok && body) {
        const values = { digit: body.digit, percent: Math.round(body.confidence * 100) };
        this.el.prediction.textContent = t('mathSprint.game.prediction', values);
        this.el.prediction.setAttribute('aria-label', t('mathSprint.game.predictionSpoken', values));
        this.el.prediction.dataset.digit = String(body.digit);
      } else {
        this.el.prediction.textContent = t('mathSprint.game.noDigit');
        this.el.prediction.removeAttribute('aria-label');
        delete this.el.prediction.dataset.digit;
      }
    } catch {
      // The live prediction is a courtesy; Submit reports a lost connection.
    }
  }

  onKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || !this.game.question) return;
    if (event.target.closest && event.target.closest('input, textarea, select, button, a')) {
      if (!/^[0-9]$/.test(event.key)) return;
    }
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      this.submit({ digit: Number(event.key) });
    } else if (event.key === 'Enter' && this.pad.strokes.length > 0) {
      event.preventDefault();
      this.submit({ strokes: this.pad.strokesBody() });
    } else if (event.key === 'Escape' || event.key === 'Backspace') {
      this.clear();
    }
  }

  async submit(answer) {
    const question = this.game.question;
    if (!question || this.sending) return;
    this.sending = true;
    this.changed();
    this.predictionSequence += 1;
    try {
      const response = await postJSON(`${API}/games/${this.game.id}/answers`, { question: question.index, ...answer });
      const body = await readJSON(response);
      if (response.ok && body) {
        this.feedback(body);
        this.clear();
        this.show(body.game);
      } else {
        this.el.feedback.textContent = apiMessage(body) || t('mathSprint.game.offline');
        this.el.feedback.dataset.kind = 'error';
        // The game may have moved on (time up, answered in another tab): show the server's view.
        if (response.status === 409) await this.reload();
      }
    } catch {
      this.el.feedback.textContent = t('mathSprint.game.offline');
      this.el.feedback.dataset.kind = 'error';
    } finally {
      this.sending = false;
      this.changed();
    }
  }

  feedback(body) {
    const box = this.el.feedback;
    box.dataset.kind = body.correct ? 'right' : 'wrong';
    box.textContent = body.correct ? t('mathSprint.game.right') : t('mathSprint.game.wrong', { digit: body.expected, answered: body.reading.digit });
  }

  async reload() {
    try {
      const response = await getFresh(`${API}/games/${this.game.id}`);
      if (response.ok) this.show(await response.json());
    } catch {
      // Keep what is shown.
    }
  }

  /** Paints `game` (the server's view) and starts the clock from its elapsed time. */
  show(game) {
    this.game = game;
    this.clockOrigin = performance.now() - game.elapsedSeconds * 1000;
    this.el.score.textContent = formatNumber(game.score);
    const number = (game.question ? game.question.index : game.answered - 1) + 1;
    this.el.progress.textContent = game.questionCount
      ? t('mathSprint.game.progress', { number, count: game.questionCount })
      : t('mathSprint.game.progressEndless', { number });
    if (game.finished) {
      showResult(this.el, game);
      return;
    }
    this.showQuestion(game.question);
    this.tick();
    this.changed();
  }

  showQuestion(question) {
    const box = this.el.question;
    box.replaceChildren();
    const text = document.createElement('span');
    text.setAttribute('aria-hidden', 'true');
    text.append(`${formatNumber(question.left)} ${question.operation} ${formatNumber(question.right)} = `);
    for (const digit of question.digits) {
      if (digit === null) {
        const hidden = document.createElement('span');
        hidden.className = 'sprint__hidden';
        text.append(hidden);
      } else {
        text.append(String(digit));
      }
    }
    const spoken = document.createElement('span');
    spoken.className = 'visually-hidden';
    const result = question.digits.map((digit) => (digit === null ? ` ${t('mathSprint.game.hidden')} ` : String(digit))).join('');
    spoken.textContent = t('mathSprint.game.questionLabel', { left: question.left, operation: question.operation, right: question.right, result });
    box.append(text, spoken);
    box.dataset.index = String(question.index);
  }

  /** The clock at the bottom: up in Normal and Survival, down from 150 s in Time Attack. */
  tick() {
    const game = this.game;
    if (!game || game.finished) return;
    const elapsed = (performance.now() - this.clockOrigin) / 1000;
    if (game.remainingSeconds != null) {
      const left = Math.max(0, 150 - elapsed);
      this.el.timer.textContent = clock(Math.ceil(left));
      this.el.timerLabel.textContent = t('mathSprint.game.timeLeft');
      if (left <= 0 && !this.sending && !this.expiring) {
        // The server ends the game (after a short grace for answers on their way).
        this.expiring = true;
        setTimeout(async () => { await this.reload(); this.expiring = false; }, 2500);
      }
    } else {
      this.el.timer.textContent = clock(Math.floor(elapsed));
      this.el.timerLabel.textContent = t('mathSprint.game.timeElapsed');
    }
  }
}

const root = document.querySelector('[data-math-sprint]');
if (root) new Sprint(root).start();
