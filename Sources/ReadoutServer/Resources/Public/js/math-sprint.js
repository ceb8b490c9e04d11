// Math Sprint's game screen (seed 001). The server is the referee: it deals each question, reads
// the submitted strokes with the same classifier as the live prediction, keeps the time and the
// score. This module draws the question, records strokes with pointer events (mouse, touch,
// pen), asks for a prediction while the player draws (throttled), submits, and shows the result.

import { apiMessage, getFresh, postJSON, readJSON } from './api.js';
import { t, formatNumber } from './i18n.js';

const API = '/api/v1/math-sprint';
/** At most one live prediction request per this many milliseconds while drawing. */
const PREDICTION_INTERVAL = 200;
/** The pen on the pad, in CSS pixels. */
const PEN_WIDTH = 14;

function Sprint(element) {
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
  this.strokes = [];
  this.drawing = null;
  this.sending = false;
  this.predictionTimer = null;
  this.predictionSequence = 0;
  this.clockOrigin = 0;
}

Sprint.prototype.start = function start() {
  this.context = this.el.canvas.getContext('2d');
  this.resizeCanvas();
  window.addEventListener('resize', () => this.resizeCanvas());
  this.listenForDrawing();
  this.el.clear.addEventListener('click', () => this.clear());
  this.el.submit.addEventListener('click', () => this.submit({ strokes: this.strokesBody() }));
  this.el.share.addEventListener('click', () => this.share());
  document.addEventListener('keydown', (event) => this.onKey(event));
  this.show(this.game);
  setInterval(() => this.tick(), 250);
};

/** Keeps the canvas's pixels matching its CSS size (sharp on high-density screens). */
Sprint.prototype.resizeCanvas = function resizeCanvas() {
  const box = this.el.canvas.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  this.el.canvas.width = Math.max(1, Math.round(box.width * ratio));
  this.el.canvas.height = Math.max(1, Math.round(box.height * ratio));
  this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
  this.redraw();
};

Sprint.prototype.listenForDrawing = function listenForDrawing() {
  const canvas = this.el.canvas;
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    return [Math.round((event.clientX - box.left) * 10) / 10, Math.round((event.clientY - box.top) * 10) / 10];
  };
  canvas.addEventListener('pointerdown', (event) => {
    if (!this.game.question || this.sending || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    this.drawing = { id: event.pointerId, points: [point(event)] };
    this.strokes.push(this.drawing.points);
    this.redraw();
    this.changed();
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!this.drawing || event.pointerId !== this.drawing.id) return;
    event.preventDefault();
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [event];
    for (const each of events.length ? events : [event]) this.drawing.points.push(point(each));
    this.redraw();
    this.schedulePrediction();
  });
  const end = (event) => {
    if (!this.drawing || event.pointerId !== this.drawing.id) return;
    this.drawing = null;
    this.predictSoon(0);
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  // Drawing must never scroll or zoom the page (CSS touch-action does the same where supported).
  canvas.addEventListener('touchmove', (event) => event.preventDefault(), { passive: false });
};

Sprint.prototype.redraw = function redraw() {
  const { canvas } = this.el;
  const ratio = window.devicePixelRatio || 1;
  const context = this.context;
  context.clearRect(0, 0, canvas.width / ratio, canvas.height / ratio);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = PEN_WIDTH;
  context.strokeStyle = getComputedStyle(canvas).color;
  context.fillStyle = context.strokeStyle;
  for (const stroke of this.strokes) {
    if (stroke.length === 1) {
      context.beginPath();
      context.arc(stroke[0][0], stroke[0][1], PEN_WIDTH / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.beginPath();
    context.moveTo(stroke[0][0], stroke[0][1]);
    for (const [x, y] of stroke.slice(1)) context.lineTo(x, y);
    context.stroke();
  }
};

/** Submit is enabled only while something is drawn (the seed's rule). */
Sprint.prototype.changed = function changed() {
  const drawn = this.strokes.length > 0;
  this.el.submit.disabled = !drawn || this.sending || !this.game.question;
  this.el.hint.hidden = drawn;
};

Sprint.prototype.clear = function clear() {
  this.strokes = [];
  this.drawing = null;
  this.predictionSequence += 1;
  clearTimeout(this.predictionTimer);
  this.predictionTimer = null;
  this.el.prediction.textContent = '';
  this.redraw();
  this.changed();
};

Sprint.prototype.strokesBody = function strokesBody() {
  const box = this.el.canvas.getBoundingClientRect();
  return { strokes: this.strokes, width: Math.round(box.width), height: Math.round(box.height) };
};

Sprint.prototype.schedulePrediction = function schedulePrediction() {
  if (this.predictionTimer) return;
  this.predictSoon(PREDICTION_INTERVAL);
};

Sprint.prototype.predictSoon = function predictSoon(wait) {
  clearTimeout(this.predictionTimer);
  this.predictionTimer = setTimeout(() => {
    this.predictionTimer = null;
    this.predict();
  }, wait);
};

Sprint.prototype.predict = async function predict() {
  if (this.strokes.length === 0) return;
  const sequence = ++this.predictionSequence;
  try {
    const response = await postJSON(`${API}/predictions`, this.strokesBody());
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
};

Sprint.prototype.onKey = function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || !this.game.question) return;
  if (event.target.closest && event.target.closest('input, textarea, select, button, a')) {
    if (!/^[0-9]$/.test(event.key)) return;
  }
  if (/^[0-9]$/.test(event.key)) {
    event.preventDefault();
    this.submit({ digit: Number(event.key) });
  } else if (event.key === 'Enter' && this.strokes.length > 0) {
    event.preventDefault();
    this.submit({ strokes: this.strokesBody() });
  } else if (event.key === 'Escape' || event.key === 'Backspace') {
    this.clear();
  }
};

Sprint.prototype.submit = async function submit(answer) {
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
};

Sprint.prototype.feedback = function feedback(body) {
  const box = this.el.feedback;
  box.dataset.kind = body.correct ? 'right' : 'wrong';
  box.textContent = body.correct ? t('mathSprint.game.right') : t('mathSprint.game.wrong', { digit: body.expected, answered: body.reading.digit });
};

Sprint.prototype.reload = async function reload() {
  try {
    const response = await getFresh(`${API}/games/${this.game.id}`);
    if (response.ok) this.show(await response.json());
  } catch {
    // Keep what is shown.
  }
};

/** Paints `game` (the server's view) and starts the clock from its elapsed time. */
Sprint.prototype.show = function show(game) {
  this.game = game;
  this.clockOrigin = performance.now() - game.elapsedSeconds * 1000;
  this.el.score.textContent = formatNumber(game.score);
  const number = (game.question ? game.question.index : game.answered - 1) + 1;
  this.el.progress.textContent = game.questionCount
    ? t('mathSprint.game.progress', { number, count: game.questionCount })
    : t('mathSprint.game.progressEndless', { number });
  if (game.finished) {
    this.showResult(game);
    return;
  }
  this.showQuestion(game.question);
  this.tick();
  this.changed();
};

Sprint.prototype.showQuestion = function showQuestion(question) {
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
};

/** The clock at the bottom: up in Normal and Survival, down from 150 s in Time Attack. */
Sprint.prototype.tick = function tick() {
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
};

Sprint.prototype.showResult = function showResult(game) {
  this.el.play.hidden = true;
  this.el.result.hidden = false;
  this.el.resultTitle.textContent = t(`mathSprint.result.${game.ending ?? 'completed'}`);
  this.el.finalScore.textContent = formatNumber(game.score);
  this.el.finalUnit.textContent = t('mathSprint.result.points', { count: game.score });
  const right = t('mathSprint.result.right', { count: game.correct, total: game.answered });
  this.el.finalTime.textContent = game.mode === 'time-attack'
    ? right
    : `${right} · ${t('mathSprint.result.totalTime', { time: clock(Math.round(game.elapsedSeconds)) })}`;
  this.el.answers.replaceChildren(...game.questions.map(answerItem));
  this.el.resultTitle.focus();
};

Sprint.prototype.share = async function share() {
  const status = this.el.shareStatus;
  try {
    const response = await postJSON(`${API}/games/${this.game.id}/share`);
    const body = await readJSON(response);
    if (!response.ok || !body) {
      status.textContent = apiMessage(body) || t('mathSprint.game.offline');
      return;
    }
    const url = new URL(body.url, window.location.href).href;
    status.dataset.url = url;
    if (navigator.share) {
      try {
        await navigator.share({ title: t('mathSprint.result.shareText'), url });
        return;
      } catch {
        // Dismissed, or not allowed here: fall back to the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = t('mathSprint.result.copied', { url });
    } catch {
      status.textContent = t('mathSprint.result.copyFailed', { url });
    }
  } catch {
    status.textContent = t('mathSprint.game.offline');
  }
};

function answerItem(answer) {
  const item = document.createElement('li');
  item.className = `sprint__answer sprint__answer--${answer.correct ? 'right' : 'wrong'}`;
  const question = document.createElement('span');
  question.className = 'sprint__answer-question';
  question.textContent = t('mathSprint.result.equation', { left: answer.left, operation: answer.operation, right: answer.right, result: String(answer.result) });
  const read = document.createElement('span');
  read.className = 'sprint__answer-read';
  read.textContent = answer.source === 'keyboard'
    ? t('mathSprint.result.typed', { digit: answer.answered })
    : t('mathSprint.result.read', { digit: answer.answered, percent: Math.round(answer.confidence * 100) });
  item.append(question, read);
  return item;
}

/** 83 → "1:23". */
function clock(seconds) {
  const whole = Math.max(0, seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const root = document.querySelector('[data-math-sprint]');
if (root) new Sprint(root).start();
