// The studio (studio.html): a publisher chooses the element's options in a form built from the
// option table (studio-options.js, studio-form.js), sees the element live with them
// (studio-preview.js) and copies the snippet for their page (snippet.js, copy-button.js), whose
// script tag names this release's files with their integrity hashes (release-element.js). The
// levels and the puzzles offered are the engine's and the data file's, read as the element reads
// them. In the reader's language (i18n/studio-en.js, studio-zh.js; the levels' and puzzles' names
// from the element's tables); offline after one visit, as the site (the service worker).

import '../pathwayz-game.js';
import { loadEngine } from '../engine/wasm.js';
import { engineBounds } from '../game/settings.js';
import { countText } from '../game/strengths.js';
import { loadLanguage, pickLanguage, translator } from '../i18n/i18n.js';
import studioEn from '../i18n/studio-en.js';
import studioZh from '../i18n/studio-zh.js';
import { loadLadder } from '../panel/ladder.js';
import { dailyPuzzle, loadPuzzleText } from '../puzzle/puzzle-catalogue.js';
import { themeName } from '../puzzle/puzzle-themes.js';
import { RELEASE } from '../release.js';
import { offerUpdates } from '../site/update-notice.js';
import { wireCopyButton } from './copy-button.js';
import { filesBase, loadElementFiles, snippetFile } from './release-element.js';
import { snippetText } from './snippet.js';
import { StudioForm } from './studio-form.js';
import { StudioPreview } from './studio-preview.js';

const say = translator(pickLanguage(null), { en: studioEn, zh: studioZh });
await loadLanguage(say.language).catch(() => {});
/** The element's words in the same language: the levels' names, the puzzles' themes, the update notice. */
const elementSay = translator(say.language);

document.documentElement.lang = say.language === 'zh' ? 'zh-CN' : 'en';
document.title = say('title');
for (const element of document.querySelectorAll('[data-i18n]')) element.textContent = say(element.dataset.i18n);

const notice = document.querySelector('.update-ready');
notice.querySelector('.update-text').textContent = elementSay('page.updateReady');
notice.querySelector('button').textContent = elementSay('page.updateReload');
offerUpdates(notice, RELEASE);

/** The levels to choose from, as the engine lists them, named in the reader's language. */
function levelChoices(engine) {
  return engine.levels().map(({ level, name }) => {
    const key = `levelName.${level}`;
    return { value: level, label: say('levelEntry', { level, name: elementSay(key) === key ? name : elementSay(key) }) };
  });
}

/**
 * The budgets of positions a move to choose from: those of the engine's limited strengths
 * (`strengths()`), each with the levels that take it ("60,000 positions a move (level 12)").
 */
function positionsChoices(engine) {
  const limited = engine.strengths().filter((strength) => strength.positions !== null);
  return [...new Set(limited.map((strength) => strength.positions))].map((positions) => ({
    value: positions,
    label: say('positionsEntry', { count: countText(positions, say), levels: limited.filter((each) => each.positions === positions).map((each) => each.level).join(', ') }),
  }));
}

/**
 * The puzzles to choose from: the daily one (today's named), a streak, then every puzzle of
 * data/puzzles.txt as the engine reads it; the first two alone when the file cannot be read.
 */
async function puzzleChoices(engine) {
  const choices = [{ value: 'daily', label: say('value.puzzle.daily') }, { value: 'streak', label: say('value.puzzle.streak') }];
  try {
    const [text, ladder] = await Promise.all([loadPuzzleText(), loadLadder()]);
    const puzzles = engine.readPuzzles(text, ladder);
    const today = dailyPuzzle(engine, puzzles);
    if (today) choices[0].label = say('value.puzzle.dailyToday', { id: today.id });
    for (const puzzle of puzzles) {
      const theme = themeName({ theme: puzzle.kind, moves: puzzle.moves }, elementSay);
      choices.push({ value: puzzle.id, label: say('puzzleEntry', { id: puzzle.id, theme, rating: Math.round(puzzle.rating) }) });
    }
  } catch (error) {
    console.warn('the puzzles could not be read:', error.message);
  }
  return choices;
}

/** The release's element files for the snippet, or null (and the reason shown) when they cannot be read. */
async function elementFiles() {
  try {
    return await loadElementFiles();
  } catch (error) {
    const problem = document.querySelector('.files-problem');
    problem.textContent = say('filesUnreadable', { reason: error.message });
    problem.hidden = false;
    return null;
  }
}

/**
 * The element's files as the snippet loads them from the folder the publisher typed (`typed`:
 * empty for this site), or from this site with `problem` saying why the folder was refused.
 */
function snippetFiles(files, typed, problem) {
  let base;
  try {
    base = filesBase(typed);
    problem.hidden = true;
  } catch (error) {
    base = filesBase('');
    problem.textContent = say('filesFromRefused', { reason: error.reason });
    problem.hidden = false;
  }
  return { element: snippetFile(files.element, base), stylesheet: snippetFile(files.stylesheet, base) };
}

async function start() {
  const formElement = document.querySelector('form.options');
  let engine;
  try {
    // The studio lists the puzzles: the engine's data readers, with the core's rules.
    engine = await loadEngine({ module: 'data' });
  } catch (error) {
    formElement.querySelector('.loading').textContent = say('loadFailed', { reason: error.message });
    return;
  }
  const [puzzles, files] = await Promise.all([puzzleChoices(engine), elementFiles()]);
  const form = new StudioForm(formElement, {
    say,
    sources: { levels: levelChoices(engine), positions: positionsChoices(engine), puzzles },
    bounds: engineBounds(engine),
  });
  const preview = new StudioPreview(document.querySelector('.preview'), document.querySelector('.preview-messages'), {
    title: say('previewSays'),
    onReady: (element) => form.showThemeColours((name) => getComputedStyle(element).getPropertyValue(name).trim()),
  });
  const snippet = document.querySelector('#snippet');
  const from = document.querySelector('#files-from');
  const fromProblem = document.querySelector('.files-from-problem');
  const update = () => {
    const choices = form.choices();
    preview.show(choices);
    snippet.value = snippetText({ files: files && snippetFiles(files, from.value, fromProblem), ...choices });
  };
  formElement.addEventListener('change', update);
  from.addEventListener('input', () => { snippet.value = snippetText({ files: files && snippetFiles(files, from.value, fromProblem), ...form.choices() }); });
  formElement.addEventListener('input', (event) => {
    if (event.target.type === 'color') update();
  });
  wireCopyButton(document.querySelector('button.copy'), snippet, document.querySelector('.copy-status'), say);
  update();
}

start();
