// The end of a Math Sprint game (js/math-sprint.js): the result screen (how the game ended, the
// score, the right answers and the time, and each answer as it was read or typed) and sharing
// it: the game's public page through the system's share sheet where there is one, else copied,
// else its address shown. Also the clock's format, which the game's timer uses too.

import { apiMessage, postJSON, readJSON } from './api.js';
import { formatNumber, t } from './i18n.js';

const API = '/api/v1/math-sprint';

/** Shows the finished `game` in place of the play area; `el` holds the page's parts. */
export function showResult(el, game) {
  el.play.hidden = true;
  el.result.hidden = false;
  el.resultTitle.textContent = t(`mathSprint.result.${game.ending ?? 'completed'}`);
  el.finalScore.textContent = formatNumber(game.score);
  el.finalUnit.textContent = t('mathSprint.result.points', { count: game.score });
  const right = t('mathSprint.result.right', { count: game.correct, total: game.answered });
  el.finalTime.textContent = game.mode === 'time-attack'
    ? right
    : `${right} · ${t('mathSprint.result.totalTime', { time: clock(Math.round(game.elapsedSeconds)) })}`;
  el.answers.replaceChildren(...game.questions.map(answerItem));
  el.resultTitle.focus();
}

/** Asks for the game's public page and offers its address; `status` says what became of it. */
export async function shareResult(gameId, status) {
  try {
    const response = await postJSON(`${API}/games/${gameId}/share`);
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
}

/** 83 → "1:23". */
export function clock(seconds) {
  const whole = Math.max(0, seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

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
