// trade.js -- transactions (LRR 94): a form that builds
// `pX offer pY give_tg=N get_tg=N give_comm=N get_comm=N give=NOTE:OWNER
// get=NOTE:OWNER`, and the open offer with its Accept / Decline buttons for
// the seat offered (the lines `legal` lists for it). The server judges
// neighbours and once-a-turn; a refusal is shown with its rule.
import { el } from './dom.js';
import { t, name } from './i18n.js';
import { seatLabel } from './words.js';

// Every player holds these notes of its own at the start, and its
// faction's (the state's `players.pX.faction_notes`).
const COMMON_NOTES = ['ceasefire', 'trade_agreement', 'political_secret', 'support_for_the_throne', 'alliance'];

function noteLabel(n, seat) {
  const [id, owner] = String(n).split(':');
  return owner && owner !== seat ? `${name(id, 'promissory')} (${owner})` : name(id, 'promissory');
}

// The seats this seat may offer to now: on a turn, the active player and
// its neighbours (94.1, the state's `neighbors`); during an agenda, anyone
// (94.6). Once a turn per pair is the server's to judge.
function partners(app) {
  const s = app.state;
  if (!s || !s.players || !s.players[app.seat] || s.offer) return [];
  const others = Object.keys(s.players).filter((x) => x !== app.seat && !s.players[x].eliminated);
  const near = (x) => !Array.isArray(s.players[app.seat].neighbors) || s.players[app.seat].neighbors.includes(x);
  if (s.phase === 'action' && s.active) return (s.active === app.seat ? others : others.filter((x) => x === s.active)).filter(near);
  if (s.phase === 'agenda' && s.agenda && s.agenda.current) return others;
  return [];
}

// The open offer: what it says, and Accept / Decline for the seat offered.
export function offerBox(app, mine, send) {
  const o = app.state && app.state.offer;
  if (!o) return null;
  const seat = app.seat;
  const terms = (tg, comm, note, who) => [
    tg === 1 ? t('1 trade good') : tg ? t('{1} trade goods', tg) : '',
    comm === 1 ? t('1 commodity') : comm ? t('{1} commodities', comm) : '', note ? noteLabel(note, who) : '',
  ].filter(Boolean).join(', ') || t('nothing');
  const gives = terms(o.give_tg, o.give_commodities, o.give_promissory, o.from);
  const gets = terms(o.get_tg, o.get_commodities, o.get_promissory, o.to);
  const answer = mine.filter((l) => l === `${seat} accept` || l === `${seat} decline`);
  return el('section', { class: `offer${o.to === seat ? ' mine' : ''}`, dataset: { from: o.from, to: o.to } },
    el('h3', {}, o.to === seat ? t('{1} offers you a transaction', seatLabel(o.from))
      : o.from === seat ? t('Your offer to {1} awaits an answer', seatLabel(o.to)) : t('{1} offers {2} a transaction', seatLabel(o.from), seatLabel(o.to))),
    el('p', { class: 'offer-terms' }, t('{1} gives: {2}', seatLabel(o.from), gives), el('br'), t('{1} gives: {2}', seatLabel(o.to), gets)),
    answer.length ? el('div', { class: 'buttons' }, ...answer.map((l) => el('button', {
      type: 'button', class: `move ${l.endsWith('accept') ? 'primary accept' : 'decline'}`, dataset: { move: l }, onclick: () => send(l),
    }, l.endsWith('accept') ? t('Accept') : t('Decline')))) : null);
}

// The form to offer a transaction, folded; null when no one may be offered.
export function tradeForm(app, send) {
  const who = partners(app);
  if (!who.length) return null;
  const s = app.state;
  const seat = app.seat;
  const me = s.players[seat];
  const to = el('select', { class: 'offer-to', 'aria-label': t('Trade with') }, ...who.map((x) => el('option', { value: x }, seatLabel(x))));
  const num = (max, cls) => el('input', { type: 'number', min: 0, max, step: 1, value: 0, inputmode: 'numeric', class: `count ${cls}` });
  const giveTg = num(me.tg || 0, 'give-tg');
  const giveComm = num(me.commodities || 0, 'give-comm');
  const giveNote = el('select', { class: 'give-note', 'aria-label': t('Promissory note you give') }, el('option', { value: '' }, t('no note')),
    ...(me.promissory || []).map((n) => el('option', { value: n }, noteLabel(n, seat))));
  const getTg = num(0, 'get-tg');
  const getComm = num(0, 'get-comm');
  const getNote = el('select', { class: 'get-note', 'aria-label': t('Promissory note you ask for') });
  const theirs = el('span', { class: 'muted offer-theirs' });
  const fillTheirs = () => {
    const p = s.players[to.value] || {};
    getTg.max = String(p.tg || 0);
    getComm.max = String(p.commodities || 0);
    theirs.textContent = t('{1} has {2} trade goods and {3} commodities', seatLabel(to.value), p.tg || 0, p.commodities || 0);
    // their own notes (common and faction) that nobody shows in hand or in play
    const seen = new Set();
    for (const q of Object.values(s.players)) for (const n of [...(q.promissory || []), ...(q.promissory_in_play || [])]) seen.add(n);
    const notes = [...COMMON_NOTES, ...(p.faction_notes || [])].map((n) => `${n}:${to.value}`).filter((n) => !seen.has(n));
    getNote.replaceChildren(el('option', { value: '' }, t('no note')), ...notes.map((n) => el('option', { value: n }, noteLabel(n, seat))));
  };
  to.addEventListener('change', fillTheirs);
  fillTheirs();
  const v = (i) => Math.max(0, Math.floor(Number(i.value) || 0));
  const line = () => [`${seat} offer ${to.value}`,
    v(giveTg) ? `give_tg=${v(giveTg)}` : '', v(getTg) ? `get_tg=${v(getTg)}` : '',
    v(giveComm) ? `give_comm=${v(giveComm)}` : '', v(getComm) ? `get_comm=${v(getComm)}` : '',
    giveNote.value ? `give=${giveNote.value}` : '', getNote.value ? `get=${getNote.value}` : ''].filter(Boolean).join(' ');
  const row = (label, ...c) => el('label', { class: 'unit-count' }, el('span', { class: 'unit-name' }, label), ' ', ...c);
  return el('details', { class: 'trade' }, el('summary', {}, t('Offer a transaction')),
    el('form', { class: 'offer-form', onsubmit: (ev) => { ev.preventDefault(); send(line()); } },
      row(t('Trade with'), to), theirs,
      el('fieldset', {}, el('legend', {}, t('You give')),
        row(t('Trade goods'), giveTg), row(t('Commodities'), giveComm), row(t('Promissory note'), giveNote)),
      el('fieldset', {}, el('legend', {}, t('You ask for')),
        row(t('Trade goods'), getTg), row(t('Commodities'), getComm), row(t('Promissory note'), getNote)),
      el('div', { class: 'buttons' }, el('button', { type: 'submit', class: 'move primary offer-go' }, t('Offer')))));
}
