// Vocabulary's scripts. On "Import from photos": upload and read each chosen page photo in turn
// (a progress bar and "page 2 of 3", since a dense 12-megapixel page takes seconds), then find the
// words in the pages' text, show them (definition, sentence, translations; words already in the
// notebook greyed), and add the ticked ones (tick all / untick all; the Add bar stays at the bottom
// of the screen and counts them). Changing the level or language asks again with the text, not the
// photos, so it answers at once. Pasted text works the same way. On a notebook's page: import a CSV
// file (as exported, or any with a "word" column), and the delete confirmation counts the ticked words.

import { API_HEADERS, errorMessage, sendJSON as send, uploadPhoto } from './api.js';
import { t } from './i18n.js';

const API = '/api/v1/vocabulary';

const find = (selector) => document.querySelector(selector);
const panel = find('[data-import]');
const notebook = panel?.dataset.notebook;
const status = find('[data-status]');
const card = find('[data-candidates-card]');
const list = find('[data-candidates]');
const errorBox = find('[data-error]');
const progress = find('[data-progress]');
const addButton = find('[data-add-selected]');
/** What the pages (or the pasted text) said: the words are found in it again on every change. */
let pageText = null;
let candidates = [];

async function upload(file) {
  return (await uploadPhoto(file)).id;
}

/**
 * Uploads and reads the pages one at a time, two progress steps each; answers their joined text.
 * A page is a File to upload, or the id (a string) of a photo already in the library.
 */
async function readPages(files) {
  Object.assign(progress, { max: files.length * 2, value: 0, hidden: false });
  const texts = [];
  try {
    for (const [index, file] of files.entries()) {
      const position = { number: index + 1, count: files.length };
      status.textContent = t('vocabulary.import.uploading', position);
      const id = typeof file === 'string' ? file : await upload(file);
      progress.value += 1;
      status.textContent = t('vocabulary.import.reading', position);
      texts.push((await send('POST', `${API}/extractions`, { photoIds: [id] })).text);
      progress.value += 1;
    }
  } finally {
    progress.hidden = true;
  }
  return texts.join('\n\n');
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
    const example = element('span', 'vocabulary-word__example', word.example);
    example.title = word.sentence;
    text.append(example);
    row.append(tick, text);
    return row;
  }));
  card.hidden = false;
  status.textContent = emptyReason(result);
  countTicked();
}

/** The ticks that can change (words already in the notebook cannot be added again). */
const ticks = () => [...list.querySelectorAll('.vocabulary-word__tick:not(:disabled)')];

/** The Add button says how many words it adds. */
function countTicked() {
  const count = ticks().filter((tick) => tick.checked).length;
  addButton.textContent = count === 0 ? t('vocabulary.import.add') : t('vocabulary.import.addCount', { count });
}

list?.addEventListener('change', countTicked);
for (const [selector, checked] of [['[data-tick-all]', true], ['[data-untick-all]', false]]) {
  find(selector)?.addEventListener('click', () => {
    for (const tick of ticks()) tick.checked = checked;
    countTicked();
  });
}

/** Why nothing is listed, in words the user can act on; empty when something is. */
function emptyReason(result) {
  if (result.words.length > 0) return '';
  if (result.text.trim() === '') return t('vocabulary.import.noText');
  if (result.found === 0) return t('vocabulary.import.noWords');
  return t('vocabulary.import.allHidden', { count: result.found });
}

/** Finds the words in `pageText` at the chosen level, for this notebook. */
async function findWords() {
  if (pageText === null) return;
  show(await send('POST', `${API}/extractions`, { text: pageText, notebookId: notebook, hiddenCommonWords: Number(find('[data-level]').value) }));
}

async function run(work) {
  card.hidden = true;
  try {
    await work();
  } catch (error) {
    status.textContent = t('vocabulary.import.failed', { message: error.message });
  }
}

find('[data-photos]')?.addEventListener('change', (event) => {
  const files = [...event.target.files];
  if (files.length === 0) return;
  run(async () => {
    pageText = await readPages(files);
    await findWords();
  });
  event.target.value = '';
});

// A photo from the library (?photo=ID, e.g. shared to Readout): its words are read at once.
if (panel?.dataset.startPhoto) {
  run(async () => {
    pageText = await readPages([panel.dataset.startPhoto]);
    await findWords();
  });
}

find('[data-paste-read]')?.addEventListener('click', () => run(async () => {
  pageText = find('[data-paste-text]').value;
  await findWords();
}));

find('[data-level]')?.addEventListener('change', async (event) => {
  await send('PUT', `${API}/settings`, { hiddenCommonWords: Number(event.target.value) }).catch(() => {});
  await run(findWords);
});

find('[data-language]')?.addEventListener('change', async (event) => {
  await send('PUT', `${API}/settings`, { translationLanguage: event.target.value }).catch(() => {});
  await run(findWords);
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
        // The word as listed (the lemma, "daisy"), not as the page inflected it ("daisies").
        word: word.lemma, lemma: word.lemma, partsOfSpeech: word.partsOfSpeech, rank: word.rank ?? undefined,
        meaning: [word.translations?.slice(0, 3).join(', '), word.definition].filter(Boolean).join(' — '),
        example: word.example,
      })),
    });
    window.location.assign(`${panel.dataset.notebookPage}?notice=vocabulary.wordsAdded&count=${chosen.length}`);
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
    headers: { ...API_HEADERS, 'Content-Type': 'text/csv' },
  }).catch(() => null);
  if (!response?.ok) {
    csvStatus.textContent = t('vocabulary.import.failed', { message: response ? await errorMessage(response) : '' });
    return;
  }
  const result = await response.json();
  csvStatus.textContent = t('vocabulary.csv.imported', { count: result.added.length });
  window.location.assign(`${window.location.pathname}?notice=vocabulary.wordsAdded&count=${result.added.length}`);
});

// The delete confirmation names how many words it deletes; with none ticked it says so instead.
const deleteWords = find('[data-delete-words]');
deleteWords?.addEventListener('toggle', () => {
  if (!deleteWords.open) return;
  const count = document.querySelectorAll('[data-words] .vocabulary-word__tick:checked').length;
  find('[data-delete-words-question]').textContent = count === 0
    ? t('vocabulary.deleteWords.none') : t('vocabulary.deleteWords.question', { count });
  find('[data-delete-words-confirm]').hidden = count === 0;
});
