// render.js -- the table around the map: players, objectives, laws, the
// agenda in progress, this seat's own hand, the log. Everything is drawn
// from the state JSON of this seat's view: what the seat may not see is not
// in it, so it cannot be shown.
import { el, replace } from './dom.js';
import { t, name } from './i18n.js';
import { seatLabel, outcomeLabel, phaseLabel, stepLabel, eventText, standingLabel } from './words.js';

const SEAT_COLOURS = ['#d7263d', '#2e86de', '#27ae60', '#f1c40f', '#8e44ad', '#e67e22', '#ff6fb5', '#2d3436'];

export function seatColour(seat) {
  const i = Number(String(seat).slice(1)) - 1;
  return SEAT_COLOURS[i] || '#888';
}

function chip(seat) {
  return el('span', { class: 'chip', style: `background:${seatColour(seat)}`, title: seat }, seat);
}

export function renderHeader(app) {
  const s = app.state;
  const me = s && s.players && s.players[app.seat];
  replace(document.getElementById('whoami'),
    app.seat ? chip(app.seat) : '',
    me && me.faction ? ` ${name(me.faction, 'faction')}` : '',
    app.seat === 'host' ? t('host') : '');
  replace(document.getElementById('round'),
    s ? t('Round {1}, {2}', s.round, phaseLabel(s.phase)) : '');
  document.getElementById('lang-label').textContent = t('Language');
  document.title = `ti4 — ${app.seat || ''}`;
}

export function renderTable(app) {
  const s = app.state;
  const box = document.getElementById('table');
  if (!s) return replace(box);
  const pendingSeat = s.pending && s.pending.player;
  const cardsOf = {};
  for (const [id, c] of Object.entries(s.strategy_cards || {})) {
    if (c.holder) (cardsOf[c.holder] = cardsOf[c.holder] || []).push({ id, ...c });
  }
  const head = el('tr', {}, ...[t('Seat'), t('Faction'), t('VP'), t('TG'), t('Comm.'), t('Tokens'),
    t('Strategy'), t('Cards'), t('Passed')].map((h) => el('th', { text: h })));
  const rows = Object.entries(s.players || {}).map(([seat, p]) => {
    const cls = [seat === app.seat ? 'me' : '', seat === pendingSeat ? 'to-act' : '', p.eliminated ? 'out' : ''].join(' ').trim();
    const sc = (cardsOf[seat] || []).sort((a, b) => a.initiative - b.initiative)
      .map((c) => el('span', { class: `sc${c.exhausted ? ' exhausted' : ''}`, title: name(c.id, 'strategy') }, `${c.initiative} ${name(c.id, 'strategy')}`));
    return el('tr', { class: cls, dataset: { seat } },
      el('td', {}, chip(seat), p.speaker ? el('span', { class: 'speaker', title: t('speaker') }, ' ★') : ''),
      el('td', { text: p.faction ? name(p.faction, 'faction') : '—' }),
      el('td', { class: 'num', text: p.vp }),
      el('td', { class: 'num', text: p.tg }),
      el('td', { class: 'num', text: p.commodities }),
      el('td', { class: 'num', title: t('tactic / fleet / strategy') }, `${p.tokens.tactic}/${p.tokens.fleet}/${p.tokens.strategy}`),
      el('td', {}, ...sc),
      el('td', { class: 'num', title: t('action cards') }, p.action_card_count ?? 0),
      el('td', { text: p.passed ? t('yes') : '' }));
  });
  replace(box, el('h2', { text: t('Players') }),
    el('div', { class: 'scroll' }, el('table', { class: 'players' }, el('thead', {}, head), el('tbody', {}, ...rows))),
    el('p', { class: 'muted' }, t('VP to win: {1}', s.vp_goal)));
}

export function renderObjectives(app) {
  const s = app.state;
  const box = document.getElementById('objectives');
  if (!s) return replace(box);
  const scored = (s.objectives && s.objectives.scored) || {};
  const items = ((s.objectives && s.objectives.public) || []).map((id) =>
    el('li', { dataset: { objective: id } }, name(id, 'objective'), ' ',
      ...(scored[id] || []).map((seat) => chip(seat))));
  replace(box, el('h2', { text: t('Public objectives') }),
    items.length ? el('ul', {}, ...items) : el('p', { class: 'muted', text: t('none revealed yet') }));
}

export function renderLaws(app) {
  const s = app.state;
  const box = document.getElementById('laws');
  if (!s) return replace(box);
  const items = Object.entries(s.laws || {}).map(([id, l]) =>
    el('li', { dataset: { law: id } }, name(id, 'agenda'), l && l.elected ? ` — ${outcomeLabel(l.elected)}` : ''));
  replace(box, el('h2', { text: t('Laws in play') }),
    items.length ? el('ul', {}, ...items) : el('p', { class: 'muted', text: t('no laws') }));
}

export function renderAgenda(app) {
  const s = app.state;
  const box = document.getElementById('agenda');
  const a = s && s.agenda;
  if (!s || s.phase !== 'agenda' || !a) {
    box.hidden = true;
    return replace(box);
  }
  box.hidden = false;
  const parts = [el('h2', { text: t('Agenda') })];
  if (a.current) {
    parts.push(el('p', { class: 'agenda-name', dataset: { agenda: a.current } }, name(a.current, 'agenda')));
    parts.push(el('p', { class: 'muted' }, t('Step: {1}', stepLabel(a.step))));
  } else {
    parts.push(el('p', { class: 'muted', text: t('no agenda revealed yet') }));
  }
  const tally = Object.entries(a.votes || {}).sort((x, y) => y[1] - x[1]);
  parts.push(el('h3', { text: t('Votes') }));
  parts.push(tally.length
    ? el('ul', { class: 'tally' }, ...tally.map(([o, n]) => el('li', { dataset: { outcome: o } }, el('b', {}, String(n)), ' ', outcomeLabel(o))))
    : el('p', { class: 'muted', text: t('no votes yet') }));
  const by = a.votes_by_player || {};
  const order = a.vote_order || [];
  if (order.length) {
    parts.push(el('ol', { class: 'vote-order' }, ...order.map((seat) => {
      const v = by[seat];
      const what = v ? t('{1} for {2}', v.votes, outcomeLabel(v.outcome))
        : (a.abstained || []).includes(seat) ? t('abstained')
          : s.players[seat] && s.players[seat].cannot_vote ? t('cannot vote') : '…';
      return el('li', { class: seat === (s.pending && s.pending.player) ? 'to-act' : '' }, chip(seat), ' ', what);
    })));
  }
  if ((a.riders || []).length) {
    parts.push(el('h3', { text: t('Riders') }));
    parts.push(el('ul', { class: 'riders' }, ...a.riders.map((r) =>
      el('li', {}, chip(r.player), ' ', name(r.card, 'action'), ' → ', outcomeLabel(r.prediction)))));
  }
  if ((a.tied || []).length) parts.push(el('p', {}, t('Tied: {1}', a.tied.map(outcomeLabel).join(', '))));
  if (a.outcome) parts.push(el('p', { class: 'outcome' }, t('Elected: {1}', outcomeLabel(a.outcome))));
  replace(box, ...parts);
}

export function renderHand(app) {
  const s = app.state;
  const box = document.getElementById('hand');
  const me = s && s.players && s.players[app.seat];
  if (!me) {
    box.hidden = true;
    return replace(box);
  }
  box.hidden = false;
  const list = (items, attr) => (items.length ? el('ul', {}, ...items.map(([id, label]) => el('li', { dataset: { [attr]: id } }, label)))
    : el('p', { class: 'muted', text: t('none') }));
  const cards = (me.action_cards || []).map((id) => [id, name(id, 'action')]);
  const secrets = Object.entries(me.secrets || {}).map(([id, v]) => [id, name(id, 'objective') + (v && v.scored ? ` (${t('scored')})` : '')]);
  const notes = (me.promissory || []).map((n) => {
    const [id, owner] = String(n).split(':');
    return [n, owner && owner !== app.seat ? `${name(id, 'promissory')} — ${seatLabel(owner)}` : name(id, 'promissory')];
  });
  const planets = Object.entries(me.planets || {}).map(([id, v]) => [id, name(id, 'planet') + (v && v.exhausted ? ` (${t('exhausted')})` : '')]);
  const techs = (me.technologies || []).map((id) => [id, name(id, 'tech')]);
  replace(box, el('h2', { text: t('Your hand ({1})', app.seat) }),
    el('h3', { text: t('Action cards') }), el('div', { class: 'own-cards' }, list(cards, 'card')),
    el('h3', { text: t('Secret objectives') }), el('div', { class: 'own-secrets' }, list(secrets, 'secret')),
    el('h3', { text: t('Promissory notes') }), list(notes, 'note'),
    el('h3', { text: t('Planets') }), list(planets, 'planet'),
    el('h3', { text: t('Technologies') }), list(techs, 'tech'),
    el('p', { class: 'muted' }, t('Standing order: {1}', me.standing && me.standing !== 'none' ? standingLabel(me.standing) : t('none'))));
}

export function renderLog(app) {
  const box = document.getElementById('log');
  const lines = app.log.map((e) => [e.n, eventText(e.event)]).filter(([, s]) => s);
  const ol = el('ol', { class: 'log-lines' }, ...lines.slice(-200).map(([n, s]) => el('li', { value: n }, s)));
  replace(box, el('h2', { text: t('Log') }), ol);
  ol.scrollTop = ol.scrollHeight;
}
