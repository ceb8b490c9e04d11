// Vocabulary's scripts. On "Import from photos": upload each chosen page photo, ask the server to
// read them into candidates, show them (definition, sentence, translations; words already in the
// notebook greyed), and add the ticked ones; the level and language are the user's settings. On a
// notebook's page: import a CSV file (as exported, or any with a "word" column).

import { t } from './i18n.js';

const API = '/api/v1/vocabulary';
const JSON_HEADERS = { 'X-Readout': '1', 'Content-Type': 'application/json', Accept: 'application/json' };

const find = (selector) => document.querySelector(selector);
const panel = find('[data-import]');
const notebook = panel?.dataset.notebook;
const status = find('[data-status]');
const card = find('[data-candidates-card]');
const list = find('[data-candidates]');
const errorBox = find('[data-error]');
let photoIds = [];
let candidates = [];

async function errorMessage(response) {
  try {
    return (await response.json()).error?.message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

async function send(method, path, body) {
  const response = await fetch(path, { method, headers: JSON_HEADERS, credentials: 'same-origin', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(await errorMessage(response));
  return response.json();
}

async function upload(files) {
  const ids = [];
  for (const [index, file] of files.entries()) {
    status.textContent = t('vocabulary.import.uploading', { number: index + 1, count: files.length });
    const response = await fetch('/api/v1/photos', {
      method: 'POST', body: file, credentials: 'same-origin',
      headers: { 'X-Readout': '1', 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(await errorMessage(response));
    ids.push((await response.json()).id);
  }
  return ids;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

function show(result) {
  candidates = result.words;
  find('[data-summary]').textContent = t('vocabulary.import.found', { count: result.words.length });
  list.replaceChildren(...result.words.map((word, index) => {
    const row = element('li', `vocabulary-word${word.inNotebook ? ' is-known' : ''}`);
    row.dataset.word = word.lemma;
    const tick = element('input', 'vocabulary-word__tick');
    Object.assign(tick, { type: 'checkbox', id: `candidate-${index}`, checked: false, disabled: word.inNotebook });
    tick.setAttribute('aria-label', t('vocabulary.selectWord', { word: word.lemma }));
    const text = element('label', 'vocabulary-word__text');
    text.htmlFor = tick.id;
    text.append(element('span', 'vocabulary-word__word', word.lemma));
    if (word.translations?.length) text.append(element('span', 'vocabulary-word__meaning', word.translations.slice(0, 3).join(', ')));
    if (word.inNotebook) text.append(element('span', 'vocabulary-word__rank', t('vocabulary.import.known')));
    if (word.definition) text.append(element('span', 'vocabulary-word__definition', word.definition));
    text.append(element('span', 'vocabulary-word__example', word.sentence));
    row.append(tick, text);
    return row;
  }));
  card.hidden = false;
  status.textContent = '';
}

async function read() {
  if (photoIds.length === 0) return;
  status.textContent = t('vocabulary.import.reading', { count: photoIds.length });
  card.hidden = true;
  try {
    show(await send('POST', `${API}/extractions`, { photoIds, notebookId: notebook, hiddenCommonWords: Number(find('[data-level]').value) }));
  } catch (error) {
    status.textContent = t('vocabulary.import.failed', { message: error.message });
  }
}

find('[data-photos]')?.addEventListener('change', async (event) => {
  const files = [...event.target.files];
  if (files.length === 0) return;
  try {
    photoIds = await upload(files);
    await read();
  } catch (error) {
    status.textContent = t('vocabulary.import.failed', { message: error.message });
  }
});

find('[data-level]')?.addEventListener('change', async (event) => {
  await send('PUT', `${API}/settings`, { hiddenCommonWords: Number(event.target.value) }).catch(() => {});
  await read();
});

find('[data-language]')?.addEventListener('change', async (event) => {
  await send('PUT', `${API}/settings`, { translationLanguage: event.target.value }).catch(() => {});
  await read();
});

find('[data-add-selected]')?.addEventListener('click', async () => {
  const chosen = candidates.filter((_, index) => find(`#candidate-${index}`)?.checked);
  errorBox.hidden = true;
  if (chosen.length === 0) {
    errorBox.textContent = t('vocabulary.import.nothingChosen');
    errorBox.hidden = false;
    return;
  }
  try {
    await send('POST', `${API}/notebooks/${notebook}/words`, {
      words: chosen.map((word) => ({
        word: word.word, lemma: word.lemma, partsOfSpeech: word.partsOfSpeech, rank: word.rank ?? undefined,
        meaning: [word.translations?.slice(0, 3).join(', '), word.definition].filter(Boolean).join(' — '),
        example: word.sentence,
      })),
    });
    window.location.assign(panel.dataset.notebookPage);
  } catch (error) {
    errorBox.textContent = error.message;
    errorBox.hidden = false;
  }
});

const csvInput = find('[data-csv-file]');
csvInput?.addEventListener('change', async () => {
  const file = csvInput.files[0];
  const csvStatus = find('[data-csv-status]');
  if (!file) return;
  csvStatus.textContent = t('vocabulary.csv.importing');
  const response = await fetch(`${API}/notebooks/${csvInput.dataset.notebook}/imports`, {
    method: 'POST', body: await file.text(), credentials: 'same-origin',
    headers: { 'X-Readout': '1', 'Content-Type': 'text/csv', Accept: 'application/json' },
  }).catch(() => null);
  if (!response?.ok) {
    csvStatus.textContent = t('vocabulary.import.failed', { message: response ? await errorMessage(response) : '' });
    return;
  }
  const result = await response.json();
  csvStatus.textContent = t('vocabulary.csv.imported', { count: result.added.length });
  window.location.reload();
});
