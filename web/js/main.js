// main.js -- the page a seat's link opens: /?game=ID&token=T.
//
// It asks the API who the token is, then draws the state, the decision and
// the map, and keeps them current: the WebSocket pushes each event with its
// sentence in the page's language (the log grows at once, the rest is
// fetched again) and the move number after a move that made no event;
// without a socket it polls. A move is a POST; a refusal is shown with its
// message and rule.
import { Api } from './api.js';
import { chooseLanguage, savedLanguage, initI18n, setLanguage, language, t } from './i18n.js';
import { el, replace } from './dom.js';
import { setWordsState } from './words.js';
import { renderHeader, renderTable, renderObjectives, renderLaws, renderAgenda, renderHand, renderLog } from './render.js';
import { renderDecision } from './decide.js';
import { MapView } from './mapview.js';

const params = new URLSearchParams(location.search);
const app = {
  api: null, seat: null, state: null, pending: null, legal: [], log: [], lastEvent: 0,
  mapText: '', systemPlanets: {}, planetFacts: {}, activatable: new Set(), movable: new Set(), pickSystem: null, moveNumber: undefined, togglePlanet: null, refusal: null, socket: null, connected: false,
};
window.ti4 = app;   // for people debugging and for tests: the page's model

function renderAll() {
  setWordsState(app.state);
  renderHeader(app);
  renderDecision(app, sendMove);
  renderAgenda(app);
  renderTable(app);
  renderObjectives(app);
  renderLaws(app);
  renderHand(app);
  renderLog(app);
  renderRefusal();
  const conn = document.getElementById('conn');
  conn.textContent = app.connected ? t('live') : t('offline');
  conn.className = `conn ${app.connected ? 'on' : 'off'}`;
  document.body.dataset.ready = app.state ? '1' : '0';
}

function renderRefusal() {
  const box = document.getElementById('refusal');
  const r = app.refusal;
  if (!r) { box.hidden = true; return replace(box); }
  box.hidden = false;
  replace(box,
    el('span', { class: 'refusal-message' }, r.message || r.code || t('refused')),
    r.rule ? el('span', { class: 'refusal-rule' }, ' ', t('(rule {1})', r.rule)) : '',
    el('button', { type: 'button', class: 'close', 'aria-label': t('close'), onclick: () => { app.refusal = null; renderRefusal(); } }, '×'));
}

function markMap() {
  mapView.mark(activatedPos(), app.activatable, app.movable);
}

let refreshing = null;
let again = false;
// Fetch state, pending, legal and the map again; calls that overlap merge.
async function refresh() {
  if (refreshing) { again = true; return refreshing; }
  refreshing = (async () => {
    do {
      again = false;
      // the move number first: if a move lands before the state is read, a
      // click on what the page shows is refused as stale, never misapplied
      const i = await app.api.info();
      const [s, p, l, m] = await Promise.all([app.api.state(), app.api.pending(), app.api.legal(), app.api.map()]);
      if (i.ok && i.game && Number.isInteger(i.game.n)) app.moveNumber = i.game.n;
      if (s.ok) app.state = s.state;
      if (p.ok) app.pending = p.pending;
      if (l.ok) app.legal = l.moves || [];
      if (m && m !== app.mapText) {
        app.mapText = m; mapView.show(m); app.systemPlanets = mapView.systemPlanets(); app.planetFacts = mapView.planetFacts();
      }
      renderAll();
      markMap();
    } while (again);
  })();
  try { await refreshing; } finally { refreshing = null; }
}

async function catchUpLog() {
  const a = await app.api.log(app.lastEvent);
  if (!a.ok) return false;
  let added = false;
  for (const e of a.events || []) {
    if (e.n > app.lastEvent) { app.log.push(e); app.lastEvent = e.n; added = true; }
  }
  return added;
}

async function sendMove(line) {
  // the move number this page saw: a click on a decision that has moved on is refused (conflict)
  const expect = Number.isInteger(app.moveNumber) ? app.moveNumber : undefined;
  document.body.classList.add('busy');
  const a = await app.api.move(line, expect);
  document.body.classList.remove('busy');
  app.refusal = a.ok ? null : { ...(a.error || {}), move: line };
  if (a.ok && !app.connected) await catchUpLog();
  await refresh();
}

// Refresh at once (no timer: background tabs delay timers); refreshes
// asked for while one runs merge into one more.
function scheduleRefresh() {
  refresh();
}

function connect() {
  let ws;
  try { ws = new WebSocket(app.api.socketUrl()); } catch { return poll(); }
  app.socket = ws;
  ws.onopen = () => {
    app.connected = true;
    ws.send(JSON.stringify({ since: app.lastEvent }));
    scheduleRefresh();
  };
  ws.onmessage = (msg) => {
    let m;
    try { m = JSON.parse(msg.data); } catch { return; }
    if (m && m.event && Number.isInteger(m.n) && m.n > app.lastEvent) {
      app.log.push(m);
      app.lastEvent = m.n;
      scheduleRefresh();
    } else if (m && Number.isInteger(m.moves) && m.moves !== app.moveNumber) {
      scheduleRefresh();   // a move that made no event (the server's push)
    }
  };
  ws.onclose = () => {
    const was = app.connected;
    app.connected = false;
    renderAll();
    setTimeout(was ? connect : poll, was ? 1000 : 0);
  };
}

// No socket: look at the log every two seconds, then try the socket again.
async function poll() {
  for (let i = 0; i < 15; i++) {
    if (await catchUpLog()) await refresh();
    await new Promise((r) => setTimeout(r, 2000));
  }
  connect();
}

// Without a socket, a move that makes no event is seen by a light look at
// the move number every few seconds (the socket pushes it).
async function watchMoves() {
  if (!document.hidden && app.api && !app.connected) {
    const i = await app.api.info();
    if (i.ok && i.game && Number.isInteger(i.game.n) && i.game.n !== app.moveNumber) {
      if (!app.connected) await catchUpLog();
      await refresh();
    }
  }
  setTimeout(watchMoves, 2000);
}

// The system activated in the turn under way: the last 'activated' event
// since the last turn or phase.
function activatedPos() {
  for (let i = app.log.length - 1; i >= 0; i--) {
    const e = app.log[i].event || {};
    if (e.type === 'activated') return e.pos;
    if (e.type === 'turn' || e.type === 'phase') return null;
  }
  return null;
}

let mapView = null;

async function main() {
  await initI18n(chooseLanguage());
  const select = document.getElementById('lang');
  select.value = language();
  select.addEventListener('change', async () => {
    await setLanguage(select.value);
    if (app.mapText) mapView.show(app.mapText);   // its notices are the page's words
    if (app.api) {   // the log's sentences and the server's messages in the new language
      app.api.lang = language();
      app.log = [];
      app.lastEvent = 0;
      await catchUpLog();
      if (app.socket && app.connected) app.socket.send(JSON.stringify({ since: app.lastEvent, lang: language() }));
      await refresh();
    }
    renderAll();
    markMap();
  });
  mapView = new MapView(document.getElementById('map'), document.getElementById('map-info'),
    (planet) => app.togglePlanet && app.togglePlanet(planet),
    (tile) => app.pickSystem && app.pickSystem(tile));
  document.getElementById('zoom-in').addEventListener('click', () => mapView.zoom(1 / 1.3));
  document.getElementById('zoom-out').addEventListener('click', () => mapView.zoom(1.3));
  document.getElementById('zoom-reset').addEventListener('click', () => mapView.reset());

  const game = params.get('game');
  const token = params.get('token');
  if (!game || !token) {
    replace(document.getElementById('decision'), el('h2', {}, t('Open this page from your seat link')),
      el('p', {}, t('The link looks like /?game=ID&token=TOKEN; the host gets one per seat when the game is created.')));
    return;
  }
  app.api = new Api(game, token);
  app.api.lang = language();
  const who = await app.api.info();
  if (!who.ok) {
    app.refusal = who.error || { message: t('this link is not valid') };
    renderRefusal();
    return;
  }
  const glang = who.game && who.game.lang;
  if (!savedLanguage() && (glang === 'en' || glang === 'ru') && glang !== language()) {
    await initI18n(glang);   // the game's language, unless this browser chose one
    select.value = language();
    app.api.lang = language();
  }
  app.seat = who.seat || 'host';
  if (who.game && Number.isInteger(who.game.n)) app.moveNumber = who.game.n;
  await catchUpLog();
  await refresh();
  connect();
  setTimeout(watchMoves, 3000);
}

main();
