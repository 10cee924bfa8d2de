// galaxy.js -- the tactical action's decisions as forms: movement chosen on
// the map, landing, production, assigning hits. Each form builds the move
// line of doc/galaxy.md / doc/combat.md from what `legal` and the state
// offer; the server judges it, and a refusal is shown with its rule.
// Generic on purpose: the systems, unit types and planets come from the
// legal lines and the state, so engine additions do not break the page.
import { el } from './dom.js';
import { t, name } from './i18n.js';
import { moveLabel } from './words.js';

const SHIPS = ['carrier', 'cruiser', 'destroyer', 'dreadnought', 'flagship', 'warsun'];
const CARRIED = ['fighter', 'infantry', 'mech'];
const ORDER = [...SHIPS, ...CARRIED];
const GROUND = ['infantry', 'mech'];

function button(label, line, send, cls = '') {
  return el('button', { type: 'button', class: `move ${cls}`.trim(), dataset: { move: line }, onclick: () => send(line) }, label);
}

function number(max, cls, data) {
  return el('input', { type: 'number', min: 0, max, step: 1, value: 0, inputmode: 'numeric', class: `count ${cls || ''}`.trim(), dataset: data });
}

const count = (input) => Math.max(0, Math.floor(Number(input.value) || 0));

// The galaxy entry of a tile id, and the active one.
export function systemEntry(app, tile) {
  return ((app.state && app.state.galaxy) || []).find((g) => g.tile === tile) || null;
}
export function activeEntry(app) {
  return ((app.state && app.state.galaxy) || []).find((g) => g.active) || null;
}

// A system as people find it: its tile and its planets' names.
export function systemName(app, tile) {
  const g = systemEntry(app, tile);
  const planets = g && g.planets && g.planets.length ? g.planets.map((p) => name(p.planet, 'planet'))
    : ((app.systemPlanets && app.systemPlanets[tile]) || []).map((p) => name(p, 'planet'));
  return planets.length ? `${tile} (${planets.join(', ')})` : `${tile} (${name(tile, 'system')})`;
}

// What the seat has in a system: {type: {space, planets: {planet: n}, total}}.
function unitsIn(app, tile) {
  const g = systemEntry(app, tile);
  const out = {};
  if (!g) return out;
  const mine = (g.ships && g.ships[app.seat]) || {};
  for (const [type, n] of Object.entries(mine)) out[type] = { space: n, planets: {}, total: n };
  for (const p of g.planets || []) {
    if (p.controller !== app.seat) continue;
    for (const type of GROUND) {
      if (!p[type]) continue;
      out[type] = out[type] || { space: 0, planets: {}, total: 0 };
      out[type].planets[p.planet] = p[type];
      out[type].total += p[type];
    }
  }
  return out;
}

const byOrder = (a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99);

// ---- movement -------------------------------------------------------------

// `pX move SYS:TYPE=N,... SYS:...`: the systems the legal lines move from are
// lit on the map; a click (or the list) adds that system's group, where the
// player sets how many of each unit leave it.
export function movePanel(app, mine, send) {
  const seat = app.seat;
  const none = mine.find((l) => l === `${seat} move none`);
  const lines = mine.filter((l) => l.split(' ')[1] === 'move' && l !== none);
  const sources = [];
  for (const l of lines) {
    for (const g of l.split(' ').slice(2)) {
      const sys = g.split(':')[0];
      if (sys && !sources.includes(sys)) sources.push(sys);
    }
  }
  const active = activeEntry(app);
  const groups = new Map();   // tile -> {box, inputs: {type: input}}
  const preview = el('code', { class: 'move-preview' });
  const listed = el('span', { class: 'move-listed muted' });
  const hint = el('p', { class: 'form-hint muted' });
  const go = el('button', { type: 'button', class: 'move primary move-go', disabled: true }, t('Move'));
  const groupsBox = el('div', { class: 'move-groups' });

  const build = () => {
    const parts = [];
    let empty = false;
    let noShip = false;
    for (const [tile, g] of groups) {
      const units = g.inputs.map((r) => [r.type, count(r.input), r.planet]).filter(([, n]) => n > 0);
      if (!units.length) { empty = true; continue; }
      if (!units.some(([type]) => !CARRIED.includes(type))) noShip = true;
      // ground forces on a planet: picked up there by the ships named before them (95.1)
      parts.push(`${tile}:${units.map(([type, n, planet]) => `${type}=${n}${planet ? `@${planet}` : ''}`).join(',')}`);
    }
    const line = parts.length ? `${seat} move ${parts.join(' ')}` : '';
    preview.textContent = line;
    // legal lists representative moves: say whether this is one of them
    listed.textContent = !line ? '' : lines.includes(line) ? ` ✓ ${t('a move the rules list')}`
      : ` ${t('(not among the listed moves: the referee judges it when sent)')}`;
    hint.textContent = !groups.size ? t('Click a lit system on the map (or choose it below) to move ships from it.')
      : noShip ? t('Fighters and ground forces move only with a ship from the same system (rule 95.1).')
        : empty ? t('A chosen system moves nothing: set a number or remove it.') : '';
    go.disabled = !line || noShip;
    go.dataset.move = line;
    return line;
  };
  go.addEventListener('click', () => { const line = build(); if (line) send(line); });

  const addGroup = (tile) => {
    if (!sources.includes(tile) || groups.has(tile)) return;
    const units = unitsIn(app, tile);
    const inputs = [];   // {type, planet (ground forces picked up from it) or '', input, max}
    const row = (type, planet, max, label) => {
      const input = number(max, '', planet ? { unit: type, system: tile, planet } : { unit: type, system: tile });
      input.addEventListener('input', build);
      inputs.push({ type, planet, input, max });
      return el('label', { class: 'unit-count' }, el('span', { class: 'unit-name' }, label), ' ', input,
        el('span', { class: 'muted' }, ` / ${max}`));
    };
    const rows = [];
    for (const type of Object.keys(units).sort(byOrder)) {
      const u = units[type];
      if (u.space) rows.push(row(type, '', u.space, Object.keys(u.planets).length ? t('{1} in space', name(type, 'unit')) : name(type, 'unit')));
      for (const [p, n] of Object.entries(u.planets)) rows.push(row(type, p, n, t('{1} on {2}', name(type, 'unit'), name(p, 'planet'))));
    }
    const all = el('button', { type: 'button', class: 'small', onclick: () => {
      for (const r of inputs) r.input.value = String(r.max);
      build();
    } }, t('All'));
    const remove = el('button', { type: 'button', class: 'small', onclick: () => { groups.delete(tile); box.remove(); build(); } }, t('Remove'));
    const box = el('fieldset', { class: 'move-group', dataset: { system: tile } },
      el('legend', {}, t('From {1}', systemName(app, tile))), ...rows, el('div', { class: 'buttons' }, all, remove));
    groups.set(tile, { box, inputs });
    groupsBox.append(box);
    build();
  };

  const select = el('select', { class: 'move-source', 'aria-label': t('System to move from') },
    el('option', { value: '' }, t('— a system with your ships —')),
    ...sources.map((s) => el('option', { value: s }, systemName(app, s))));
  select.addEventListener('change', () => { if (select.value) addGroup(select.value); select.value = ''; });

  app.movable = new Set(sources);
  app.pickSystem = (tile) => addGroup(tile);
  build();
  const parts = [
    el('p', { class: 'ask' }, active ? t('Move ships into {1}', systemName(app, active.tile)) : t('Move ships into the active system')),
    hint,
    sources.length ? el('div', { class: 'move-pick' }, select) : el('p', { class: 'muted' }, t('None of your ships can reach the active system.')),
    groupsBox,
    el('div', { class: 'preview-line' }, preview, listed),
    el('div', { class: 'buttons' }, sources.length ? go : null, none ? button(moveLabel(none), none, send, 'move-none') : null),
  ];
  if (lines.length) parts.push(suggested(lines, send));
  return parts;
}

// The representative lines `legal` lists, as buttons under a fold.
function suggested(lines, send) {
  return el('details', { class: 'suggested' }, el('summary', {}, t('Moves the rules list')),
    el('div', { class: 'buttons' }, ...lines.map((l) => button(l.split(' ').slice(1).join(' '), l, send, 'suggested-move'))));
}

// ---- paying: ready planets and trade goods -------------------------------

function paymentBox(app, what) {
  const me = (app.state && app.state.players && app.state.players[app.seat]) || {};
  const facts = app.planetFacts || {};
  const ready = Object.entries(me.planets || {}).filter(([, v]) => !(v && v.exhausted)).map(([id]) => id);
  const sum = el('b', { class: 'pay-sum' }, '0');
  const boxes = ready.map((id) => el('input', { type: 'checkbox', value: id, dataset: { planet: id } }));
  const tg = number(me.tg || 0, 'pay-tg');
  const update = () => {
    const n = boxes.filter((b) => b.checked).reduce((a, b) => a + Number((facts[b.value] || {})[what] || 0), 0) + count(tg);
    sum.textContent = String(n);
  };
  boxes.forEach((b) => b.addEventListener('change', update));
  tg.addEventListener('input', update);
  const box = el('fieldset', { class: 'payment' },
    el('legend', {}, what === 'influence' ? t('Pay with influence: exhaust planets, spend trade goods') : t('Pay with resources: exhaust planets, spend trade goods')),
    ...ready.map((id, i) => el('label', { class: 'planet-box' }, boxes[i], ` ${name(id, 'planet')} `,
      el('span', { class: 'inf' }, String((facts[id] || {})[what] ?? '?')))),
    el('label', { class: 'unit-count' }, t('Trade goods'), ' ', tg, el('span', { class: 'muted' }, ` / ${me.tg || 0}`)),
    el('p', {}, t('Paying: '), sum));
  // the words of the line: trade goods first, then the planets
  box.words = () => [...(count(tg) ? [String(count(tg))] : []), ...boxes.filter((b) => b.checked).map((b) => b.value)];
  box.toggle = (id) => { const b = boxes.find((x) => x.value === id); if (b) { b.checked = !b.checked; update(); } };
  return box;
}

// ---- landing --------------------------------------------------------------

export function landPanel(app, mine, send) {
  const seat = app.seat;
  const none = mine.find((l) => l === `${seat} land none`);
  const lines = mine.filter((l) => l.split(' ')[1] === 'land' && l !== none);
  const planets = [];
  for (const l of lines) { const p = l.split(' ')[2]; if (!planets.includes(p)) planets.push(p); }
  const active = activeEntry(app);
  const space = (active && active.ships && active.ships[seat]) || {};
  const select = el('select', { class: 'land-planet', 'aria-label': t('Planet') }, ...planets.map((p) => el('option', { value: p }, name(p, 'planet'))));
  const inputs = {};
  const rows = GROUND.filter((type) => space[type]).map((type) => {
    inputs[type] = number(space[type], '', { unit: type });
    return el('label', { class: 'unit-count' }, el('span', { class: 'unit-name' }, name(type, 'unit')), ' ', inputs[type], el('span', { class: 'muted' }, ` / ${space[type]}`));
  });
  // a payment only where a listed landing pays (the custodians, 27.2)
  const pays = (p) => lines.some((l) => { const w = l.split(' '); return w[2] === p && w.slice(3).some((x) => !x.includes('=')); });
  const pay = paymentBox(app, 'influence');
  const showPay = () => { pay.hidden = !pays(select.value); };
  select.addEventListener('change', showPay);
  showPay();
  const line = () => {
    const units = Object.entries(inputs).map(([type, input]) => [type, count(input)]).filter(([, n]) => n > 0);
    if (!select.value || !units.length) return '';
    return [`${seat} land ${select.value}`, ...units.map(([type, n]) => `${type}=${n}`), ...(pay.hidden ? [] : pay.words())].join(' ');
  };
  const go = el('button', { type: 'button', class: 'move primary land-go', onclick: () => { const l = line(); if (l) send(l); } }, t('Land'));
  app.togglePlanet = (id) => {
    if (planets.includes(id)) { select.value = id; showPay(); } else if (!pay.hidden) pay.toggle(id);
  };
  const parts = [el('p', { class: 'ask' }, t('Land ground forces on a planet of {1}', active ? systemName(app, active.tile) : ''))];
  if (planets.length) parts.push(el('fieldset', { class: 'land' }, el('legend', {}, t('Planet (or click it on the map)')), select, ...rows), pay, el('div', { class: 'buttons' }, go));
  if (none) parts.push(el('div', { class: 'buttons' }, button(moveLabel(none), none, send, 'land-none')));
  if (lines.length) parts.push(suggested(lines, send));
  return parts;
}

// ---- production -----------------------------------------------------------

export function producePanel(app, mine, send) {
  const seat = app.seat;
  const none = mine.find((l) => l === `${seat} produce none`);
  const lines = mine.filter((l) => l.split(' ')[1] === 'produce' && l !== none);
  const types = [];
  for (const l of lines) {
    for (const w of l.split(' ').slice(2)) {
      const type = w.includes('=') ? w.split('=')[0] : null;
      if (type && !types.includes(type)) types.push(type);
    }
  }
  types.sort(byOrder);
  const inputs = {};
  const rows = types.map((type) => {
    inputs[type] = number(40, '', { unit: type });
    return el('label', { class: 'unit-count' }, el('span', { class: 'unit-name' }, name(type, 'unit')), ' ', inputs[type]);
  });
  const pay = paymentBox(app, 'resources');
  const line = () => {
    const units = types.map((type) => [type, count(inputs[type])]).filter(([, n]) => n > 0);
    if (!units.length) return '';
    return [`${seat} produce`, ...units.map(([type, n]) => `${type}=${n}`), ...pay.words()].join(' ');
  };
  const go = el('button', { type: 'button', class: 'move primary produce-go', onclick: () => { const l = line(); if (l) send(l); } }, t('Produce'));
  app.togglePlanet = (id) => pay.toggle(id);
  const active = activeEntry(app);
  const parts = [el('p', { class: 'ask' }, t('Produce units in {1}', active ? systemName(app, active.tile) : ''))];
  if (types.length) parts.push(el('fieldset', { class: 'produce' }, el('legend', {}, t('Units (fighters and infantry: two for one cost)')), ...rows), pay, el('div', { class: 'buttons' }, go));
  if (none) parts.push(el('div', { class: 'buttons' }, button(moveLabel(none), none, send, 'produce-none')));
  if (lines.length) parts.push(suggested(lines, send));
  return parts;
}

// ---- assigning hits -------------------------------------------------------

export function assignPanel(app, mine, send) {
  const seat = app.seat;
  const lines = mine.filter((l) => l.split(' ')[1] === 'assign');
  const destroy = [];
  const sustain = [];
  for (const l of lines) {
    const w = l.split(' ').slice(2);
    if (w.length !== 1) continue;
    const m = /^(sustain:)?([a-z_]+)=1$/.exec(w[0]);
    if (!m) continue;
    (m[1] ? sustain : destroy).includes(m[2]) || (m[1] ? sustain : destroy).push(m[2]);
  }
  const inputs = [];
  const active = activeEntry(app);
  const here = (active && active.ships && active.ships[seat]) || {};
  const row = (type, sus) => {
    const input = number(here[type] || 40, '', { unit: type, sustain: sus ? '1' : '' });
    inputs.push([sus, type, input]);
    return el('label', { class: 'unit-count' }, el('span', { class: 'unit-name' }, sus ? t('{1}: sustain damage', name(type, 'unit')) : t('{1}: destroyed', name(type, 'unit'))), ' ', input);
  };
  const rows = [...destroy.sort(byOrder).map((x) => row(x, false)), ...sustain.sort(byOrder).map((x) => row(x, true))];
  const go = el('button', { type: 'button', class: 'move primary assign-go', onclick: () => {
    const words = inputs.filter(([, , i]) => count(i) > 0).map(([sus, type, i]) => `${sus ? 'sustain:' : ''}${type}=${count(i)}`);
    if (words.length) send(`${seat} assign ${words.join(' ')}`);
  } }, t('Assign hits'));
  const p = app.pending || {};
  const combat = (app.state && app.state.combat) || {};
  const hits = combat.hits && Number.isInteger(combat.hits[seat]) ? combat.hits[seat] : null;
  const parts = [el('p', { class: 'ask' }, p.question || t('Assign the hits your units took'))];
  if (hits !== null) parts.push(el('p', { class: 'hits' }, t('Hits to assign: {1}', hits)));
  if (rows.length) parts.push(el('fieldset', { class: 'assign' }, el('legend', {}, t('Each hit destroys a unit or is cancelled by sustaining damage')), ...rows), el('div', { class: 'buttons' }, go));
  const single = (l) => { const w = l.split(' ').slice(2); return w.length === 1 && /^(sustain:)?[a-z_]+=1$/.test(w[0]); };
  const full = lines.filter((l) => !single(l));
  if (full.length) parts.push(el('div', { class: 'buttons' }, ...full.map((l) => button(moveLabel(l), l, send, 'assign-suggested'))));
  return parts;
}
