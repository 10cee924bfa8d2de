// i18n.js -- the page's own words in English or Russian, and content names.
//
// i18n/ru.json is made at build time from po/web/ru.po (gettext's own
// library reads it); i18n/names.json from the engine's content tables. The
// language is the one chosen with the switch (remembered), else the game's
// (its "lang" when created), else the browser's. The page asks the API for
// its messages in the page's language (?lang=).

let lang = 'en';
let catalogue = {};
let names = {};

const KINDS = ['agenda', 'action', 'planet', 'objective', 'strategy', 'faction', 'promissory',
  'tech', 'leader', 'relic', 'system', 'unit'];

async function loadJson(url) {
  try {
    const r = await fetch(url);
    return r.ok ? await r.json() : {};
  } catch {
    return {};
  }
}

export function savedLanguage() {
  const saved = localStorage.getItem('ti4.lang');
  return saved === 'en' || saved === 'ru' ? saved : null;
}

export function chooseLanguage() {
  const saved = savedLanguage();
  if (saved) return saved;
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
  return langs.some((l) => /^ru\b/i.test(l)) ? 'ru' : 'en';
}

export async function initI18n(choice) {
  lang = choice === 'ru' ? 'ru' : 'en';
  const [cat, nm] = await Promise.all([lang === 'ru' ? loadJson('i18n/ru.json') : {}, loadJson('i18n/names.json')]);
  catalogue = cat;
  names = nm;
  document.documentElement.lang = lang;
}

export async function setLanguage(choice) {
  localStorage.setItem('ti4.lang', choice);
  await initI18n(choice);
}

export function language() {
  return lang;
}

// N_('...') marks a message for the catalogue where it is not translated yet.
export const N_ = (s) => s;

// t('Vote for {1}', x): the translation with {1}, {2}, ... filled in.
export function t(msgid, ...args) {
  const s = (lang === 'ru' && catalogue[msgid]) || msgid;
  return s.replace(/\{(\d)\}/g, (m, d) => (args[d - 1] !== undefined ? String(args[d - 1]) : m));
}

// The name of a content id ("mutiny" -> "Mutiny" / "Мятеж"); kind narrows
// the search where one id names things of two kinds.
export function name(id, kind) {
  if (id === null || id === undefined) return '';
  const kinds = kind ? [kind, ...KINDS] : KINDS;
  for (const k of kinds) {
    const row = names[k] && names[k][id];
    if (row) return lang === 'ru' ? row[1] : row[0];
  }
  return String(id);
}
