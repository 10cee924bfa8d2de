// decide.js -- the decision panel: what `pending` asks, as buttons for
// exactly the lines `legal` lists for this seat, plus the moves that are
// always open to a seat (standing orders, pass until ...). A vote is built
// from planet checkboxes with the running influence sum; a rider is a button
// per outcome. Nothing here decides legality: the server refuses, and the
// refusal is shown with its rule.
import { el, replace } from './dom.js';
import { t, N_, name, language } from './i18n.js';
import { moveLabel, outcomeLabel, windowLabel, seatLabel, untilLabel, standingLabel } from './words.js';
import { movePanel, landPanel, producePanel, assignPanel } from './galaxy.js';
import { offerBox, tradeForm } from './trade.js';

function button(label, line, send, cls = '') {
  return el('button', { type: 'button', class: `move ${cls}`.trim(), dataset: { move: line }, onclick: () => send(line) }, label);
}

function windowPanel(app, mine, send) {
  const p = app.pending;
  const seat = app.seat;
  const parts = [el('p', { class: 'ask' }, t('Play a card or pass — {1}', windowLabel(p.window)))];
  const pass = mine.filter((l) => l === `${seat} pass`);
  const plays = mine.filter((l) => l.split(' ')[1] !== 'pass');
  const byCard = new Map();
  for (const l of plays) {
    const w = l.split(' ');
    const key = w[1] === 'play' ? w[2] : w.slice(1).join(' ');
    if (!byCard.has(key)) byCard.set(key, []);
    byCard.get(key).push(l);
  }
  const row = el('div', { class: 'buttons' });
  for (const l of pass) row.append(button(t('Pass'), l, send, 'primary pass'));
  parts.push(row);
  for (const [card, lines] of byCard) {
    const w0 = lines[0].split(' ');
    if (lines.length === 1 && w0.length <= 3) {
      parts.push(el('div', { class: 'buttons' }, button(moveLabel(lines[0]), lines[0], send, 'play')));
    } else {   // a rider or a card with a target: one button per outcome
      parts.push(el('fieldset', { class: 'card-targets', dataset: { card } },
        el('legend', {}, w0[1] === 'play' ? name(card, 'action') : card),
        el('div', { class: 'buttons' }, ...lines.map((l) => {
          const w = l.split(' ');
          return button(w[1] === 'play' ? outcomeLabel(w[3]) : moveLabel(l), l, send, 'play');
        }))));
    }
  }
  if (pass.length) {   // the standing orders that go with a pass (README: pass until=...)
    const until = app.state && app.state.phase === 'agenda'
      ? ['voting', 'agenda', 'never'] : ['never'];
    parts.push(el('div', { class: 'buttons until' }, ...until.map((u) => button(untilLabel(u), `${seat} pass until=${u}`, send, 'until'))));
  }
  return parts;
}

function votePanel(app, mine, send) {
  const p = app.pending;
  const seat = app.seat;
  const outcomes = [];
  for (const l of mine) {
    const w = l.split(' ');
    if (w[1] === 'vote' && !outcomes.includes(w[2])) outcomes.push(w[2]);
  }
  for (const o of p.options || []) {
    const w = o.split(' ');
    if (w[0] === 'vote' && w[1] && !outcomes.includes(w[1])) outcomes.push(w[1]);
  }
  const planets = Object.entries(p.planets || {});
  const sum = el('b', { class: 'vote-sum' }, '0');
  const boxes = planets.map(([id, inf]) => el('input', { type: 'checkbox', value: id, dataset: { influence: inf, planet: id } }));
  const chosen = () => boxes.filter((b) => b.checked).map((b) => b.value);
  const update = () => {
    const n = boxes.filter((b) => b.checked).reduce((a, b) => a + Number(b.dataset.influence), 0);
    sum.textContent = String(n);
    for (const b of voteButtons) b.textContent = t('Vote {1} ({2})', outcomeLabel(b.dataset.outcome), n);
  };
  const voteButtons = outcomes.map((o) => el('button', {
    type: 'button', class: 'move vote primary', dataset: { outcome: o },
    onclick: () => send([`${seat} vote ${o}`, ...chosen()].join(' ')),
  }, t('Vote {1} ({2})', outcomeLabel(o), 0)));
  boxes.forEach((b) => b.addEventListener('change', update));
  app.togglePlanet = (id) => {   // a click on the map's planet ticks its box
    const b = boxes.find((x) => x.value === id);
    if (b) { b.checked = !b.checked; update(); }
  };
  const parts = [
    el('p', { class: 'ask' }, t('Vote on {1}', name(p.agenda, 'agenda'))),
    planets.length ? el('fieldset', { class: 'planets' }, el('legend', {}, t('Exhaust planets for their influence')),
      ...planets.map(([id, inf], i) => el('label', { class: 'planet-box' }, boxes[i], ` ${name(id, 'planet')} `, el('span', { class: 'inf' }, String(inf)))))
      : el('p', { class: 'muted' }, t('You have no ready planets to vote with.')),
    el('p', {}, t('Votes: '), sum),
    el('div', { class: 'buttons' }, ...voteButtons),
  ];
  const abstain = mine.find((l) => l === `${seat} abstain`);
  if (abstain) parts.push(el('div', { class: 'buttons' }, button(t('Abstain'), abstain, send, 'abstain')));
  return parts;
}

function decidePanel(app, mine, send) {
  const p = app.pending;
  return [
    el('p', { class: 'ask' }, p.tie ? t('The votes are tied: as the speaker, decide the outcome of {1}', name(p.agenda, 'agenda'))
      : t('Nobody voted: as the speaker, decide the outcome of {1}', name(p.agenda, 'agenda'))),
    el('div', { class: 'buttons' }, ...mine.map((l) => button(moveLabel(l), l, send, 'decide'))),
  ];
}

// A turn: the tactical action is "choose a system on the map" (or in the
// list); the other actions are buttons.
function turnPanel(app, mine, send) {
  const seat = app.seat;
  const tactical = mine.filter((l) => l.split(' ')[1] === 'tactical');
  const others = mine.filter((l) => l.split(' ')[1] !== 'tactical');
  const parts = [el('p', { class: 'ask' }, t('Your turn: choose an action'))];
  parts.push(el('div', { class: 'buttons' }, ...others.map((l) => button(moveLabel(l), l, send))));
  if (tactical.length) {
    const tiles = tactical.map((l) => l.split(' ')[2]);
    const select = el('select', { class: 'activate-system', 'aria-label': t('System to activate') },
      ...tiles.map((tile) => el('option', { value: tile }, `${tile} — ${systemLabel(app, tile)}`)));
    parts.push(el('fieldset', { class: 'tactical' }, el('legend', {}, t('Tactical action: activate a system (click it on the map)')),
      select, ' ', el('button', { type: 'button', class: 'move primary', onclick: () => send(`${seat} tactical ${select.value}`) }, t('Activate'))));
    app.activatable = new Set(tiles);
    app.pickSystem = (tile) => {   // a click on a lit hex of the map chooses it
      if (!app.activatable.has(tile)) return;
      select.value = tile;
      select.dispatchEvent(new Event('change'));
    };
  }
  return parts;
}

function systemLabel(app, tile) {
  const planets = (app.systemPlanets && app.systemPlanets[tile]) || [];
  return planets.length ? planets.map((p) => name(p, 'planet')).join(', ') : name(tile, 'system');
}

// Setup 6.iii (galaxy=place): a tile and a map position, from exactly the
// pairs `legal` lists; the server refuses anything else with its rule.
function tilePanel(app, mine, send) {
  const pairs = mine.map((l) => l.split(' ')).filter((w) => w[1] === 'choose' && w.length === 4);
  const byTile = new Map();
  for (const w of pairs) {
    if (!byTile.has(w[2])) byTile.set(w[2], []);
    byTile.get(w[2]).push(w[3]);
  }
  const tile = el('select', { class: 'place-tile', 'aria-label': t('System tile') },
    ...[...byTile.keys()].map((x) => el('option', { value: x }, `${x} — ${name(x, 'system')}`)));
  const pos = el('select', { class: 'place-pos', 'aria-label': t('Map position') });
  const fill = () => replace(pos, ...(byTile.get(tile.value) || []).map((x) => el('option', { value: x }, x)));
  tile.addEventListener('change', fill);
  fill();
  return [
    el('p', { class: 'ask' }, app.pending.question || t('Place one of your system tiles')),
    el('fieldset', { class: 'place' }, el('legend', {}, t('Place a system tile (map positions ring by ring from the top, clockwise)')),
      tile, ' ', pos, ' ',
      el('button', { type: 'button', class: 'move primary', onclick: () => send(`${app.seat} choose ${tile.value} ${pos.value}`) }, t('Place'))),
  ];
}

function genericPanel(app, mine, send) {
  const p = app.pending;
  const ask = p.question || (p.card ? name(p.card) : '');
  // what this seat alone looks at (So Ata): cards, notes as NOTE:OWNER
  const seen = Array.isArray(p.seen)
    ? p.seen.map((c) => { const [id, o] = c.split(':'); return o ? `${name(id)} (${o})` : name(id); }).join(', ') : '';
  return [
    ask ? el('p', { class: 'ask' }, ask) : null,
    seen ? el('p', { class: 'seen' }, seen) : null,
    el('div', { class: 'buttons' }, ...mine.map((l) => button(moveLabel(l), l, send))),
  ];
}

const KIND_WORDS = { window: N_('play or pass'), vote: N_('vote'), decide: N_('decide an outcome'), choose: N_('choose'),
  pick: N_('pick a strategy card'), turn: N_('take a turn'), secondary: N_('follow a secondary ability or not'),
  transaction: N_('answer an offer'), score: N_('score objectives'), move: N_('move ships'), land: N_('land ground forces'),
  produce: N_('produce units'), retreat: N_('announce a retreat or not'), assign: N_('assign hits'),
  cannon: N_('fire space cannon or not'), bombard: N_('bombard or not') };

// What the player has typed, ticked or opened in the decision box, so that
// redrawing it for another seat's move keeps a form under way: fields are
// matched by their tag, class, data and (for check boxes) value. Fields of
// the decision itself are kept only while the decision is the same one;
// those of the folded forms (transaction, standing orders, typed move) always.
function fieldKey(e) {
  return [e.tagName, e.className, e.type || '', JSON.stringify({ ...e.dataset }), e.type === 'checkbox' ? e.value : ''].join('|');
}
function keepFields(box, same) {
  const fields = [];
  const seen = new Map();
  for (const e of box.querySelectorAll('input, select, textarea')) {
    const folded = e.closest('details');
    if (!same && !folded) continue;
    const k = fieldKey(e);
    const i = seen.get(k) || 0;
    seen.set(k, i + 1);
    fields.push({ k: `${k}#${i}`, value: e.value, checked: e.checked, focus: e === document.activeElement });
  }
  const open = [...box.querySelectorAll('details[open]')].map((d) => d.className);
  return { fields, open };
}
function restoreFields(box, kept) {
  const seen = new Map();
  const at = new Map();
  for (const e of box.querySelectorAll('input, select, textarea')) {
    const k = fieldKey(e);
    const i = seen.get(k) || 0;
    seen.set(k, i + 1);
    at.set(`${k}#${i}`, e);
  }
  for (const d of box.querySelectorAll('details')) if (kept.open.includes(d.className)) d.open = true;
  for (const f of kept.fields) {
    const e = at.get(f.k);
    if (!e) continue;
    if (e.type === 'checkbox') {
      if (e.checked !== f.checked) { e.checked = f.checked; e.dispatchEvent(new Event('change')); }
    } else if (e.value !== f.value && (e.tagName !== 'SELECT' || [...e.options].some((o) => o.value === f.value))) {
      e.value = f.value;
      e.dispatchEvent(new Event(e.tagName === 'SELECT' ? 'change' : 'input'));
    }
    if (f.focus) e.focus();
  }
}

export function renderDecision(app, send) {
  const box = document.getElementById('decision');
  const p = app.pending;
  // drawn again only when what it shows changes: ticked planets and a
  // button under the finger survive the updates that other moves bring
  const me = app.state && app.state.players && app.state.players[app.seat];
  const s = app.state || {};
  const seen = Object.entries(s.players || {}).map(([k, x]) => [k, x.tg, x.commodities, x.promissory, x.planets]);
  const key = JSON.stringify([language(), app.seat, p, app.legal, me && me.standing, s.phase, s.active, s.offer, s.galaxy, seen,
    s.agenda && s.agenda.current]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  app.togglePlanet = null;
  app.activatable = new Set();
  app.movable = new Set();
  app.pickSystem = null;
  if (!p) return replace(box, el('p', { class: 'muted' }, t('Loading…')));
  const seat = app.seat;
  const mine = (app.legal || []).filter((l) => l.startsWith(`${seat} `));
  const parts = [];
  if (!p.kind || p.kind === 'none') {
    parts.push(el('h2', {}, p.reason === 'setup' ? t('The table is being set up') : t('The game is over')));
  } else if (p.player === seat) {
    box.classList.add('mine');
    parts.push(el('h2', {}, t('Your decision')));
    if (p.kind === 'window') parts.push(...windowPanel(app, mine, send));
    else if (p.kind === 'vote') parts.push(...votePanel(app, mine, send));
    else if (p.kind === 'decide') parts.push(...decidePanel(app, mine, send));
    else if (p.kind === 'turn') parts.push(...turnPanel(app, mine, send));
    else if (p.kind === 'move') parts.push(...movePanel(app, mine, send));
    else if (p.kind === 'land') parts.push(...landPanel(app, mine, send));
    else if (p.kind === 'produce') parts.push(...producePanel(app, mine, send));
    else if (p.kind === 'assign') parts.push(...assignPanel(app, mine, send));
    else if (p.kind === 'choose' && p.ask === 'system_tile') parts.push(...tilePanel(app, mine, send));
    else parts.push(...genericPanel(app, mine, send));
    if (!mine.length && p.kind !== 'vote') parts.push(el('p', { class: 'muted' }, t('No move is open to you.')));
  } else {
    parts.push(el('h2', {}, t('Waiting for {1}', seatLabel(p.player))));
    const what = p.kind === 'window' ? t('play or pass — {1}', windowLabel(p.window)) : t(KIND_WORDS[p.kind] || p.kind);
    parts.push(el('p', { class: 'ask' }, what));
  }
  if (p.player !== seat) box.classList.remove('mine');
  // a combat under way: where, which round, who attacks
  const c = app.state && app.state.combat;
  if (c && c.attacker) {
    const where = c.system || '';
    parts.splice(1, 0, el('p', { class: 'combat-line' }, c.kind === 'ground'
      ? t('Ground combat in {1}, round {2}: {3} attacks, {4} defends', where, c.round, seatLabel(c.attacker), seatLabel(c.defender))
      : t('Space combat in {1}, round {2}: {3} attacks, {4} defends', where, c.round, seatLabel(c.attacker), seatLabel(c.defender))));
  }
  // an open transaction offer, and the form to make one (LRR 94)
  const offer = offerBox(app, mine, send);
  if (offer) parts.splice(1, 0, offer);
  const trade = tradeForm(app, send);
  if (trade) parts.push(trade);
  // standing orders are open to a seat at any time
  if (app.state && app.state.players && app.state.players[seat] && p.kind && p.kind !== 'none') {
    parts.push(el('details', { class: 'standing' },
      el('summary', {}, t('Standing orders')),
      el('div', { class: 'buttons' }, ...['voting', 'agenda', 'never', 'none'].map((o) =>
        button(standingLabel(o), `${seat} standing ${o}`, send, 'standing')))));
  }
  // any other move, typed (transactions, moves the buttons do not cover)
  const input = el('input', { type: 'text', class: 'move-line', value: seat && seat !== 'host' ? `${seat} ` : '', 'aria-label': t('Move') });
  const form = el('form', { class: 'type-move', onsubmit: (ev) => { ev.preventDefault(); if (input.value.trim()) send(input.value.trim()); } },
    input, el('button', { type: 'submit' }, t('Send')));
  parts.push(el('details', { class: 'typed' }, el('summary', {}, t('Type a move')), form));
  const decision = JSON.stringify([language(), seat, p.kind, p.player, p.window, p.turn_of, p.ask, p.choice, s.phase, s.round]);
  const kept = keepFields(box, box.dataset.decision === decision);
  replace(box, ...parts);
  restoreFields(box, kept);
  box.dataset.decision = decision;
}
