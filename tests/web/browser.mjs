// browser.mjs -- the web page in a real browser: Debian's chromium driven by
// playwright-core, against a real `ti4 serve` with a temporary database.
//
//   node browser.mjs TI4 WEB_DIR OUT_DIR
//
// Game A (a full 6-player game): six pages, one per seat link; each draws
// every system of the galaxy and shows only its own secret objectives; a
// decision made with a button reaches the other pages over the WebSocket.
// Game B (a sandbox set up by the host's edits, then the agenda phase):
// six pages play the whole agenda phase with their buttons only — a Veto,
// a rider, standing orders, votes with planet checkboxes and the running
// influence sum, a tie the speaker decides — and a refused vote shows its
// rule. Game C (a full 3-player game with the host's edits): a transaction
// offered on one page and accepted on another, then a tactical action
// through the map — activate, choose the ships of a lit system, move, land,
// produce (a refusal first). Game D: the space combat of
// tests/scenarios/galaxy/combat_space.ti4 through two pages (retreat
// buttons, the assign form). Game E: a galaxy=place game, a tile placed
// with the tile and position form. Screenshots go to OUT_DIR. Ends with
// "N passed, N failed".
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';

const [ti4, webDir, outDir] = process.argv.slice(2).map((a) => a && path.resolve(a));
if (!ti4 || !webDir || !outDir) {
  console.error('usage: node browser.mjs TI4 WEB_DIR OUT_DIR');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const names = JSON.parse(readFileSync(path.join(webDir, 'i18n', 'names.json'), 'utf8'));
const enName = (kind, id) => (names[kind] && names[kind][id] ? names[kind][id][0] : id);

let passed = 0;
let failed = 0;
function check(what, ok, detail = '') {
  if (ok) passed++;
  else { failed++; console.error(`FAIL: ${what}${detail ? ` (${detail})` : ''}`); }
}
const t0 = Date.now();
const stamp = (what) => { if (process.env.TI4_WEB_TRACE === '1') console.error(`${((Date.now() - t0) / 1000).toFixed(1)}s ${what}`); };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

// ---- the server -------------------------------------------------------------
const work = mkdtempSync(path.join(tmpdir(), 'ti4-web-test-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(ti4, ['serve', '--listen', `127.0.0.1:${port}`, '--db', path.join(work, 'games.db'), '--web', webDir],
  { cwd: work, env: { ...process.env, LANG: 'C', LANGUAGE: '' }, stdio: ['ignore', 'inherit', 'inherit'] });
let browser = null;
async function cleanup() {
  if (browser) await browser.close().catch(() => {});
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
const deadline = setTimeout(async () => { console.error('FAIL: the test took more than 240 s'); await cleanup(); process.exit(1); }, 240000);

async function api(method, p, token, body) {
  const r = await fetch(base + p, {
    method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return r.json();
}
for (let i = 0; ; i++) {
  try { if ((await fetch(base + '/')).ok) break; } catch { /* not yet */ }
  if (i > 100) { console.error('FAIL: ti4 serve did not start'); await cleanup(); process.exit(1); }
  await sleep(100);
}

const seats = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const context = await chromium.launchPersistentContext(mkdtempSync(path.join(work, 'chromium-')), {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1280, height: 900 },
  locale: 'en-US',
});
browser = context;
const pageErrors = [];

async function openSeats(game, tokens, list = seats) {
  const pages = {};
  for (const s of list) {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(`${s}: ${e.message}`));
    await page.goto(`${base}/?game=${game}&token=${tokens[s]}`);
    pages[s] = page;
  }
  for (const s of list) {
    await pages[s].waitForFunction(() => document.body.dataset.ready === '1' && document.querySelector('#map svg, #map .no-map'), null, { polling: 100 });
  }
  return pages;
}

async function shot(page, name) {
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
}

try {
  // ==== Game A: a full 6-player game =========================================
  const A = await api('POST', '/api/games', '', { players: 6, seed: '6' });
  check('game A is created', A.ok === true, JSON.stringify(A).slice(0, 200));
  const hostA = (await api('GET', `/api/games/${A.game}/state`, A.host)).state;
  const galaxy = hostA.galaxy.map((g) => `${g.pos}:${g.tile}`).sort();
  check('a 6-player galaxy has 37 systems and the wormhole nexus beside the board', galaxy.length === 38 && galaxy.includes('62:82a'),
    String(galaxy.length));
  const pagesA = await openSeats(A.game, A.seats);
  for (const s of seats) {
    const page = pagesA[s];
    const drawn = (await page.$$eval('#map svg g.hex', (gs) => gs.map((g) => `${g.dataset.pos}:${g.dataset.system}`))).sort();
    check(`${s}'s page draws every system of the galaxy at its position`, JSON.stringify(drawn) === JSON.stringify(galaxy),
      `${drawn.length} drawn`);
    const mine = Object.keys(hostA.players[s].secrets || {}).sort();
    const shown = (await page.$$eval('.own-secrets [data-secret]', (l) => l.map((x) => x.dataset.secret))).sort();
    check(`${s}'s page shows its own secret objectives`, mine.length > 0 && JSON.stringify(shown) === JSON.stringify(mine),
      `${shown} vs ${mine}`);
    const text = await page.evaluate(() => document.body.innerText);
    for (const o of seats.filter((x) => x !== s)) {
      for (const id of Object.keys(hostA.players[o].secrets || {})) {
        if (mine.includes(id)) continue;
        check(`${s}'s page does not show ${o}'s secret ${id}`, !text.includes(enName('objective', id)));
      }
    }
    check(`${s}'s page names its faction`, (await page.textContent('#whoami')).includes(enName('faction', hostA.players[s].faction)));
  }
  // the seat asked first decides with a button; the next seat's page learns it without a reload
  const first = hostA.pending.player;
  const before = (await api('GET', `/api/games/${A.game}`, A.host)).game.n;
  await pagesA[first].locator('#decision button.move').first().click();
  for (let i = 0; i < 50 && (await api('GET', `/api/games/${A.game}`, A.host)).game.n === before; i++) await sleep(100);
  const nextA = (await api('GET', `/api/games/${A.game}/pending`, A.host)).pending.player;
  check('a button made the first setup decision', nextA && nextA !== first, `${first} -> ${nextA}`);
  if (nextA && nextA !== first && pagesA[nextA]) {
    await pagesA[nextA].waitForFunction(() => document.querySelector('#decision.mine'), null, { timeout: 10000 }).catch(() => {});
    check(`${nextA}'s page shows its decision without a reload (WebSocket)`, await pagesA[nextA].$('#decision.mine') !== null);
  }
  for (const s of seats) await shot(pagesA[s], `gameA-${s}`);

  // On to the first turn by buttons (secrets, starting choices, strategy
  // cards, windows); the first turn's tactical action picks its system on the map.
  let nA = (await api('GET', `/api/games/${A.game}`, A.host)).game.n;
  let activated = null;
  for (let step = 0; step < 80 && !activated; step++) {
    const st = (await api('GET', `/api/games/${A.game}/state`, A.host)).state;
    const s = st.pending.player;
    const page = pagesA[s];
    await page.bringToFront();
    await page.waitForFunction((k) => window.ti4.moveNumber === k && document.querySelector('#decision.mine'), nA, { timeout: 10000, polling: 50 })
      .catch(() => check(`${s}'s page shows its decision (game A, step ${step})`, false));
    if (st.pending.kind === 'turn') {
      const lit = await page.$$eval('#map g.hex.can-activate', (gs) => gs.map((g) => g.dataset.system));
      const legal = (await api('GET', `/api/games/${A.game}/legal`, A.seats[s])).moves.filter((l) => l.split(' ')[1] === 'tactical').map((l) => l.split(' ')[2]);
      check('the map lights exactly the systems a tactical action may activate',
        lit.length > 0 && JSON.stringify([...lit].sort()) === JSON.stringify([...legal].sort()), `${lit.length} lit, ${legal.length} legal`);
      const target = lit.find((x) => x !== '18') || lit[0];
      const hex = page.locator(`#map g.hex[data-system="${target}"] polygon`);
      const box = await hex.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.85);   // the hex, not a planet on it
      check('a click on the map chooses the system to activate', await page.$eval('#decision select.activate-system', (x) => x.value) === target);
      await page.locator('#decision fieldset.tactical button.move').click();
      activated = { seat: s, tile: target };
    } else if (st.pending.kind === 'window') {
      await page.locator('#decision button.pass').first().click();
    } else {
      await page.locator('#decision button.move').first().click();
    }
    for (let i = 0; i < 100; i++) {
      const m = (await api('GET', `/api/games/${A.game}`, A.host)).game.n;
      if (m !== nA) { nA = m; break; }
      await sleep(50);
    }
  }
  check('the first turn was reached by buttons and a system activated on the map', activated !== null);
  if (activated) {
    const other = pagesA[seats.find((x) => x !== activated.seat)];
    await other.bringToFront();
    await other.waitForFunction((tile) => document.querySelector(`#map g.hex.activated[data-system="${tile}"]`), activated.tile, { timeout: 10000, polling: 100 })
      .catch(() => {});
    check('the other pages light the activated system', await other.$(`#map g.hex.activated[data-system="${activated.tile}"]`) !== null);
    await shot(other, 'gameA-activated');
  }
  await pagesA.p1.setViewportSize({ width: 390, height: 844 });   // a phone
  await shot(pagesA.p1, 'gameA-p1-phone');
  const phoneOverflow = await pagesA.p1.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check('on a phone-sized screen the page has no sideways scroll', phoneOverflow <= 1, String(phoneOverflow));
  for (const s of seats) await pagesA[s].close();

  // ==== Game B: the agenda phase of a sandbox =================================
  const B = await api('POST', '/api/games', '', { players: 6, seed: '7', sandbox: true });
  check('game B (sandbox) is created', B.ok === true);
  const hand = { p1: 'technology_rider', p2: 'veto', p3: 'leadership_rider', p4: 'imperial_rider', p5: 'trade_rider', p6: 'politics_rider' };
  const planets = { p1: ['nar'], p2: ['lodor', 'lirta_iv'], p3: ['archon_ren'], p4: ['retillion'], p5: ['darien'], p6: ['vefut_ii', 'saudor'] };
  const edits = ['set speaker p1', 'set custodians removed'];
  for (const s of seats) {
    for (const pl of planets[s]) edits.push(`give ${s} planet ${pl}`);
    edits.push(`give ${s} action ${hand[s]}`);
  }
  edits.push('deck agenda mutiny,economic_equality,conventions_of_war', 'set phase agenda');
  for (const e of edits) {
    const a = await api('POST', `/api/games/${B.game}/moves`, B.host, { move: e });
    check(`host edit: ${e}`, a.ok === true, JSON.stringify(a.error || ''));
  }
  const pagesB = await openSeats(B.game, B.seats);
  check('a sandbox table says it has no galaxy', await pagesB.p1.$('#map .no-map') !== null);
  for (const s of seats) {
    const cards = await pagesB[s].$$eval('.own-cards [data-card]', (l) => l.map((x) => x.dataset.card));
    check(`${s}'s page shows its own action card only`, JSON.stringify(cards) === JSON.stringify([hand[s]]), String(cards));
    const text = await pagesB[s].evaluate(() => document.body.innerText);
    for (const o of seats.filter((x) => x !== s)) {
      check(`${s}'s page does not name ${o}'s card`, !text.includes(enName('action', hand[o])));
    }
  }
  await shot(pagesB.p1, 'gameB-start-p1');

  // Play by the pages' buttons: whoever the game waits for acts on its own page.
  const votes = {   // agenda -> seat -> [outcome, planets] (absent: abstain)
    // p3 plays a rider and so cannot vote (the card's text)
    economic_equality: { p2: ['for', ['lodor', 'lirta_iv']], p4: ['against', ['retillion']], p1: ['for', ['nar']] },
    conventions_of_war: { p5: ['for', ['darien']], p6: ['against', ['vefut_ii', 'saudor']] },
  };
  const done = { veto: false, rider: false, until: false, standing: false, refused: false, tie: false, tallySeen: false, sumSeen: false };
  let n = (await api('GET', `/api/games/${B.game}`, B.host)).game.n;
  for (let step = 0; step < 200; step++) {
    const st = (await api('GET', `/api/games/${B.game}/state`, B.host)).state;
    if (st.phase !== 'agenda') break;
    stamp(`step ${step}: ${st.pending.player} ${st.pending.kind} ${st.pending.window || ''}`);
    const pend = st.pending;
    const s = pend.player;
    const page = pagesB[s];
    // the page of the seat asked must show it as its decision (in front:
    // a background tab draws no frames, and a click waits for one)
    await page.bringToFront();
    await page.waitForFunction((k) => window.ti4.moveNumber === k && document.querySelector('#decision.mine'), n, { timeout: 10000, polling: 50 })
      .catch(() => check(`${s}'s page shows its decision (step ${step})`, false));
    stamp('  page shows it');
    const agenda = st.agenda.current;
    const click = async (selector) => { stamp(`  click ${selector}`); await page.locator(selector).first().click(); stamp('  clicked'); };
    if (pend.kind === 'window') {
      if (s === 'p2' && !done.veto && pend.window === 'when_agenda_revealed' && agenda === 'mutiny') {
        await click('#decision button.move[data-move="p2 play veto"]');
        done.veto = true;
      } else if (s === 'p3' && !done.rider && pend.window === 'after_agenda_revealed') {
        await click('#decision fieldset[data-card="leadership_rider"] button[data-move="p3 play leadership_rider for"]');
        done.rider = true;
      } else if (s === 'p5' && !done.until) {
        await click('#decision button.until[data-move="p5 pass until=voting"]');
        done.until = true;
      } else if (s === 'p6' && !done.standing) {
        await click('#decision details.standing summary');
        await click('#decision button.standing[data-move="p6 standing never"]');
        done.standing = true;
      } else {
        await click('#decision button.pass');
      }
    } else if (pend.kind === 'vote') {
      const plan = (votes[agenda] || {})[s];
      if (agenda === 'economic_equality' && s === 'p4') {   // the running tally of the votes so far
        const tally = await page.textContent('#agenda .tally [data-outcome="for"] b').catch(() => '');
        check('the agenda shows the running tally (4 for after p2)', tally === '4', tally);
        const riders = await page.textContent('#agenda .riders').catch(() => '');
        check('the agenda lists p3\'s rider on for', riders.includes('Leadership Rider') && riders.includes('For'), riders);
        done.tallySeen = true;
      }
      if (!plan) {
        await click(`#decision button.move[data-move="${s} abstain"]`);
      } else {
        if (s === 'p2' && !done.refused) {   // a vote with no planet ticked is refused, with its rule
          await click('#decision button.vote[data-outcome="for"]');
          await page.waitForSelector('#refusal:not([hidden])', { timeout: 10000 }).catch(() => {});
          const msg = await page.textContent('#refusal').catch(() => '');
          check('a refused vote shows its message and rule (8.6)', msg.includes('rule 8.6') && msg.includes('planets'), msg);
          await shot(page, 'gameB-refused-p2');
          done.refused = true;
        }
        for (const pl of plan[1]) await page.check(`#decision input[data-planet="${pl}"]`);
        const sum = await page.textContent('#decision .vote-sum');
        if (s === 'p2') { check('the running influence sum of the ticked planets (1 + 3)', sum === '4', sum); done.sumSeen = true; }
        await click(`#decision button.vote[data-outcome="${plan[0]}"]`);
      }
    } else if (pend.kind === 'decide') {
      check('the speaker decides', s === 'p1');
      const ask = await page.textContent('#decision .ask');
      check('the speaker is told the votes are tied', pend.tie === true && ask.includes('tied'), ask);
      await shot(page, 'gameB-tie-p1');
      await click(`#decision button.decide[data-move="p1 decide for"]`);
      done.tie = true;
    } else {
      await click('#decision button.move');   // e.g. the rider's command tokens
    }
    // wait for the move to land (a refusal leaves n as it is: act again)
    for (let i = 0; i < 100; i++) {
      const m = (await api('GET', `/api/games/${B.game}`, B.host)).game.n;
      if (m !== n) { n = m; stamp('  move landed'); break; }
      await sleep(50);
    }
  }
  const end = (await api('GET', `/api/games/${B.game}/state`, B.host)).state;
  check('the agenda phase was played to its end', end.phase !== 'agenda', end.phase);
  check('Veto was played by a button', done.veto);
  check('a rider was played by a button', done.rider);
  check('pass until voting was clicked', done.until);
  check('a standing order was set', done.standing);
  check('the tie was decided by the speaker', done.tie);
  check('the tally and the influence sum were seen', done.tallySeen && done.sumSeen);
  check('Mutiny was vetoed (discarded)', (end.agenda_discard || []).includes('mutiny'), JSON.stringify(end.agenda_discard));
  check('Conventions of War is a law after the tie', Object.keys(end.laws || {}).includes('conventions_of_war'), JSON.stringify(end.laws));
  const hist = end.agenda_history || [];
  check('Economic Equality was resolved for (7 to 3)', hist.some((h) => h.agenda === 'economic_equality' && h.outcome === 'for'), JSON.stringify(hist));
  check('the rider on for won: p3 gained its command tokens', JSON.stringify(end.players.p3.tokens) !== JSON.stringify({ tactic: 3, fleet: 3, strategy: 2 }), JSON.stringify(end.players.p3.tokens));
  for (const s of seats) {
    await pagesB[s].waitForFunction(() => document.querySelector('#laws [data-law="conventions_of_war"]'), null, { timeout: 10000 }).catch(() => {});
    check(`${s}'s page shows the new law`, await pagesB[s].$('#laws [data-law="conventions_of_war"]') !== null);
    const log = await pagesB[s].textContent('#log');
    check(`${s}'s log tells the veto and the rider in words`, log.includes('Veto') && log.includes('Leadership Rider'), log.slice(-300));
    await shot(pagesB[s], `gameB-end-${s}`);
  }
  // Russian: the switch translates the page's own words
  await pagesB.p1.selectOption('#lang', 'ru');
  await pagesB.p1.waitForFunction(() => document.documentElement.lang === 'ru');
  await pagesB.p1.waitForFunction(() => document.querySelector('#table h2').textContent === 'Игроки', null, { timeout: 10000 }).catch(() => {});
  const ru = await pagesB.p1.textContent('#table h2');
  check('the language switch gives Russian words', ru === 'Игроки', ru);
  check('the map pane\'s notice follows the switch', (await pagesB.p1.textContent('#map')).includes('нет галактики'));
  check('and Russian content names', (await pagesB.p1.textContent('#laws')).includes(names.agenda.conventions_of_war[1]));
  await shot(pagesB.p1, 'gameB-end-p1-ru');
  await pagesB.p1.waitForFunction((v) => document.querySelector('#log').textContent.includes(v), names.action.veto[1], { timeout: 10000 }).catch(() => {});
  check('the log\'s sentences come from the server in Russian after the switch', (await pagesB.p1.textContent('#log')).includes(names.action.veto[1]),
    (await pagesB.p1.textContent('#log')).slice(-200));
  await pagesB.p1.selectOption('#lang', 'en');   // remembered by the browser: back to English for game C
  await pagesB.p1.waitForFunction(() => document.querySelector('#table h2').textContent === 'Players', null, { timeout: 10000 }).catch(() => {});
  for (const s of seats) await pagesB[s].close();

  // ==== Game C: a tactical action through the map, and a transaction ==========
  // A full 3-player game with the host's edits: Sol (p1) at home (01, Jord
  // with a space dock) and a carrier with two infantry next door (19,
  // Wellon); a Hacan destroyer next to Sol's home makes p1 and p2 neighbours.
  const seatsC = ['p1', 'p2', 'p3'];
  const C = await api('POST', '/api/games', '', { players: 3, seed: '3', factions: ['sol', 'hacan', 'xxcha'],
    map: '41,42,44,43,39,24,0,26,25,27,28,0,40,29,30,31,0,19', edits: true });
  check('game C (a full setup with edits) is created', C.ok === true, JSON.stringify(C).slice(0, 200));
  const skipC = 'standing skip=when_strategic_action,after_action,after_action_card_discarded,turn_start,turn_end,after_activation,after_movement,invasion_start,after_commit';
  for (const e of [`p1 ${skipC}`, `p2 ${skipC}`, `p3 ${skipC}`, 'set phase action', 'give p1 tokens fleet=5',
    'give p1 units 19 carrier=1 infantry=2', 'give p2 units 26 destroyer=1', 'give p1 tg 3', 'give p2 tg 2']) {
    const a = await api('POST', `/api/games/${C.game}/moves`, C.host, { move: e });
    check(`host edit (game C): ${e}`, a.ok === true, JSON.stringify(a.error || ''));
  }
  const hostC = async () => (await api('GET', `/api/games/${C.game}/state`, C.host)).state;
  const nC = async () => (await api('GET', `/api/games/${C.game}`, C.host)).game.n;
  const landed = async (before) => { for (let i = 0; i < 200; i++) { const m = await nC(); if (m !== before) return m; await sleep(50); } return before; };
  const pagesC = await openSeats(C.game, C.seats, seatsC);
  const p1 = pagesC.p1;
  const p2 = pagesC.p2;
  const mine = (page, n) => page.waitForFunction((k) => window.ti4.moveNumber === k && document.querySelector('#decision.mine'), n, { timeout: 10000, polling: 50 });

  // the transaction: p1 (active) offers p2 a trade good for p2's Ceasefire; p2 accepts on its page
  n = await nC();
  await p1.bringToFront();
  await mine(p1, n);
  await p1.click('#decision details.trade summary');
  await p1.selectOption('#decision .offer-to', 'p2');
  await p1.fill('#decision .give-tg', '1');
  // another seat's move redraws the box: the form under way stays as p1 left it
  const n0 = await nC();
  const e = await api('POST', `/api/games/${C.game}/moves`, C.host, { move: 'give p3 tg 1' });
  check('host edit: give p3 tg 1', e.ok === true, JSON.stringify(e.error || ''));
  await p1.waitForFunction((k) => window.ti4.moveNumber > k, n0, { timeout: 10000, polling: 50 }).catch(() => {});
  check('the transaction form stays open after another move', await p1.$eval('#decision details.trade', (d) => d.open).catch(() => false));
  check('with the trade goods p1 typed', (await p1.inputValue('#decision .give-tg').catch(() => '')) === '1');
  check('and the partner p1 chose', (await p1.inputValue('#decision .offer-to').catch(() => '')) === 'p2');
  n = await nC();
  const asked = await p1.$$eval('#decision .get-note option', (os) => os.map((o) => o.value));
  check('the form offers p2\'s faction note too (Trade Convoys)', asked.includes('trade_convoys:p2'), asked.join(' '));
  await p1.selectOption('#decision .get-note', 'ceasefire:p2');
  await shot(p1, 'gameC-offer-p1');
  await p1.click('#decision .offer-go');
  n = await landed(n);
  await p2.bringToFront();
  await p2.waitForSelector('#decision .offer button.accept', { timeout: 10000 }).catch(() => {});
  const terms = await p2.textContent('#decision .offer').catch(() => '');
  check('p2\'s page shows the offer with its terms', terms.includes('1 trade good') && terms.includes(enName('promissory', 'ceasefire')), terms);
  check('p3\'s page shows the offer without buttons', await pagesC.p3.$('#decision .offer button') === null);
  await shot(p2, 'gameC-offer-p2');
  // a late update from an earlier move may redraw the box under the click: try again while the offer stands
  for (let tries = 0, before = n; tries < 3 && n === before; tries++) {
    await p2.click('#decision .offer button.accept', { timeout: 10000 }).catch(() => {});
    n = await landed(before);
  }
  let st = await hostC();
  check('the transaction was accepted: p1 holds p2\'s Ceasefire', (st.players.p1.promissory || []).includes('ceasefire:p2'), JSON.stringify(st.players.p1.promissory));
  check('the trade good changed hands (p1 2, p2 3)', st.players.p1.tg === 2 && st.players.p2.tg === 3, `${st.players.p1.tg} ${st.players.p2.tg}`);

  // the tactical action: activate Sol's home on the map
  await p1.bringToFront();
  await mine(p1, n);
  const hexC = async (tile) => {
    const box = await p1.locator(`#map g.hex[data-system="${tile}"] polygon`).boundingBox();
    await p1.mouse.click(box.x + box.width / 2, box.y + box.height * 0.85);
  };
  await hexC('01');
  check('a click on the map chooses Sol\'s home', await p1.$eval('#decision select.activate-system', (x) => x.value) === '01');
  await p1.locator('#decision fieldset.tactical button.move').click();
  n = await landed(n);
  await mine(p1, n);
  // movement: the active system gold, the systems ships can come from lit
  const litMove = await p1.$$eval('#map g.hex.can-move', (gs) => gs.map((g) => g.dataset.system));
  const legalMove = (await api('GET', `/api/games/${C.game}/legal`, C.seats.p1)).moves;
  check('the map lights the systems the legal moves come from (19)', JSON.stringify(litMove) === JSON.stringify(['19']), `${litMove} / ${legalMove}`);
  check('the active system is outlined', await p1.$('#map g.hex.activated[data-system="01"]') !== null);
  await hexC('19');
  check('a click on a lit system opens its group', await p1.$('#decision fieldset.move-group[data-system="19"]') !== null);
  await p1.fill('#decision fieldset.move-group input[data-unit="infantry"]', '2');
  check('ground forces without a ship cannot be sent', await p1.$eval('#decision button.move-go', (b) => b.disabled));
  await p1.fill('#decision fieldset.move-group input[data-unit="carrier"]', '1');
  const preview = await p1.textContent('#decision .move-preview');
  check('the page builds the move line', preview === 'p1 move 19:carrier=1,infantry=2', preview);
  check('the line is one legal lists', legalMove.includes(preview), legalMove.join('; '));
  check('and the page says so', (await p1.textContent('#decision .move-listed')).includes('✓'));
  await shot(p1, 'gameC-move-p1');
  await p1.setViewportSize({ width: 390, height: 844 });
  await shot(p1, 'gameC-move-p1-phone');
  const overflowC = await p1.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check('the movement form fits a phone-sized screen', overflowC <= 1, String(overflowC));
  await p1.setViewportSize({ width: 1280, height: 900 });
  await p1.click('#decision button.move-go');
  n = await landed(n);
  st = await hostC();
  const home = st.galaxy.find((g) => g.tile === '01');
  check('the carrier and its infantry moved into 01', home.ships.p1.carrier === 3 && home.ships.p1.infantry === 2, JSON.stringify(home.ships.p1));
  // landing: the planet, the count
  await mine(p1, n);
  check('the page asks to land', st.pending.kind === 'land' && await p1.$('#decision select.land-planet') !== null, st.pending.kind);
  await p1.selectOption('#decision select.land-planet', 'jord');
  await p1.fill('#decision fieldset.land input[data-unit="infantry"]', '2');
  await p1.click('#decision button.land-go');
  n = await landed(n);
  // production: a refused order shows its rule, then one paid with Jord
  await mine(p1, n);
  await p1.fill('#decision fieldset.produce input[data-unit="fighter"]', '2');
  await p1.click('#decision button.produce-go');
  await p1.waitForSelector('#refusal:not([hidden])', { timeout: 10000 }).catch(() => {});
  const refusedC = await p1.textContent('#refusal').catch(() => '');
  check('an unpaid production is refused with its message and rule', /rule \d/.test(refusedC), refusedC);
  check('a refused production changes nothing', await nC() === n);
  await p1.check('#decision .payment input[data-planet="jord"]');
  check('the payment sums Jord\'s resources', await p1.textContent('#decision .pay-sum') === '4');
  await shot(p1, 'gameC-produce-p1');
  await p1.click('#decision button.produce-go');
  n = await landed(n);
  st = await hostC();
  const homeAfter = st.galaxy.find((g) => g.tile === '01');
  check('two fighters were produced, paid with Jord', homeAfter.ships.p1.fighter === 5 && st.players.p1.planets.jord.exhausted === true,
    `${JSON.stringify(homeAfter.ships.p1)} ${JSON.stringify(st.players.p1.planets.jord)}`);
  check('Jord holds the landed infantry', homeAfter.planets.find((x) => x.planet === 'jord').infantry === 7, JSON.stringify(homeAfter.planets));
  const logC = await p1.textContent('#log');
  check('the log tells the movement in the server\'s sentences', logC.includes('moves 1 Carrier from system 19') && logC.includes('lands 2 Infantry on Jord'), logC.slice(-400));
  await p2.bringToFront();
  await p2.waitForFunction((k) => window.ti4.moveNumber === k, n, { timeout: 10000, polling: 50 }).catch(() => {});
  check('p2\'s page saw every move', await p2.evaluate(() => window.ti4.moveNumber) === n);
  await shot(p2, 'gameC-end-p2');
  await shot(p1, 'gameC-end-p1');
  for (const s of seatsC) await pagesC[s].close();

  // ==== Game D: a space combat through the pages (tests/scenarios/galaxy/combat_space.ti4) ====
  const D = await api('POST', '/api/games', '', { players: 3, seed: '3', factions: ['sol', 'hacan', 'xxcha'],
    map: '41,42,44,43,39,24,0,26,25,27,28,0,40,29,30,31,0,19', edits: true });
  const hostD = (e) => api('POST', `/api/games/${D.game}/moves`, D.host, { move: e });
  for (const e of [`p1 ${skipC}`, `p2 ${skipC}`, `p3 ${skipC}`, 'set phase action', 'give p2 units 26 dreadnought=1 destroyer=1',
    'give p1 units 01 dreadnought=2 cruiser=1', 'dice 5,4,9,6,3']) {
    const a = await hostD(e);
    check(`host edit (game D): ${e}`, a.ok === true, JSON.stringify(a.error || ''));
  }
  const stD = async () => (await api('GET', `/api/games/${D.game}/state`, D.host)).state;
  const nD = async () => (await api('GET', `/api/games/${D.game}`, D.host)).game.n;
  const landedD = async (before) => { for (let i = 0; i < 100; i++) { const m = await nD(); if (m !== before) return m; await sleep(50); } return before; };
  const pagesD = await openSeats(D.game, D.seats, seatsC);
  const d1 = pagesD.p1;
  const d2 = pagesD.p2;
  const hexD = async (page, tile) => {
    const box = await page.locator(`#map g.hex[data-system="${tile}"] polygon`).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.85);
  };
  let m = await nD();
  await d1.bringToFront();
  await mine(d1, m);
  const partnersD = await d1.$$eval('#decision .offer-to option', (o) => o.map((x) => x.value));
  check('the transaction form offers neighbours only (94.1: p2 next door, not p3)', JSON.stringify(partnersD) === '["p2"]', String(partnersD));
  await hexD(d1, '26');
  await d1.locator('#decision fieldset.tactical button.move').click();
  m = await landedD(m);
  await mine(d1, m);
  await hexD(d1, '01');
  await d1.fill('#decision fieldset.move-group[data-system="01"] input[data-unit="dreadnought"]', '2');
  await d1.fill('#decision fieldset.move-group[data-system="01"] input[data-unit="cruiser"]', '1');
  // ground forces on a planet of the system have a row of their own: picked up there (@PLANET, 95.1)
  check('Jord\'s infantry has its own row', await d1.$('#decision fieldset.move-group[data-system="01"] input[data-unit="infantry"][data-planet="jord"]') !== null);
  await d1.fill('#decision fieldset.move-group[data-system="01"] input[data-unit="infantry"][data-planet="jord"]', '1');
  const pickD = await d1.textContent('#decision .move-preview');
  check('a pick-up from a planet is written with @PLANET', pickD === 'p1 move 01:cruiser=1,dreadnought=2,infantry=1@jord', pickD);
  await d1.fill('#decision fieldset.move-group[data-system="01"] input[data-unit="infantry"][data-planet="jord"]', '0');
  const previewD = await d1.textContent('#decision .move-preview');
  check('the move into combat is built', previewD === 'p1 move 01:cruiser=1,dreadnought=2', previewD);
  await d1.click('#decision button.move-go');
  m = await landedD(m);
  // round 1: p1 (the defender has nowhere to go) announces no retreat
  await mine(d1, m);
  check('the page says which combat is under way', (await d1.textContent('#decision .combat-line').catch(() => '')).includes('Space combat in 26, round 1'));
  const retreatButtons = await d1.$$eval('#decision > div.buttons > button.move', (b) => b.map((x) => x.dataset.move));
  check('retreat: a button per legal line', JSON.stringify(retreatButtons) === JSON.stringify(['p1 retreat none', 'p1 retreat 01']), String(retreatButtons));
  check('retreat buttons in words', (await d1.textContent('#decision')).includes('Retreat to 01'));
  await shot(d1, 'gameD-retreat-p1');
  await d1.click('#decision button[data-move="p1 retreat none"]');
  m = await landedD(m);
  // p1 assigns p2's one hit: sustain damage on a dreadnought
  await mine(d1, m);
  check('the page tells the hits to assign', (await d1.textContent('#decision .hits').catch(() => '')).includes('1'));
  await d1.fill('#decision fieldset.assign input[data-unit="dreadnought"][data-sustain="1"]', '1');
  await shot(d1, 'gameD-assign-p1');
  await d1.click('#decision button.assign-go');
  m = await landedD(m);
  let sd = await stD();
  check('p1\'s dreadnought sustained damage', sd.galaxy[8].damaged && sd.galaxy[8].damaged.p1 && sd.galaxy[8].damaged.p1.dreadnought === 1, JSON.stringify(sd.galaxy[8]));
  // p2 assigns p1's two hits on its page: the destroyer, sustain damage on the dreadnought
  await d2.bringToFront();
  await mine(d2, m);
  await d2.fill('#decision fieldset.assign input[data-unit="destroyer"][data-sustain=""]', '1');
  await d2.fill('#decision fieldset.assign input[data-unit="dreadnought"][data-sustain="1"]', '1');
  await d2.click('#decision button.assign-go');
  m = await landedD(m);
  sd = await stD();
  check('p2 lost its destroyer and its dreadnought is damaged', !sd.galaxy[8].ships.p2.destroyer && sd.galaxy[8].damaged.p2.dreadnought === 1, JSON.stringify(sd.galaxy[8]));
  check('round 2', sd.combat && sd.combat.round === 2, JSON.stringify(sd.combat));
  // round 2: p1 retreats home; p2's dreadnought hits once; p1 assigns it
  check('host edit (game D): dice 1,1,1,10', (await hostD('dice 1,1,1,10')).ok === true);
  m = await nD();
  await d1.bringToFront();
  await mine(d1, m);
  await d1.click('#decision button[data-move="p1 retreat 01"]');
  m = await landedD(m);
  await mine(d1, m);
  await d1.fill('#decision fieldset.assign input[data-unit="dreadnought"][data-sustain=""]', '1');
  await d1.click('#decision button.assign-go');
  m = await landedD(m);
  sd = await stD();
  check('p1 retreated home with what was left (78.7)', sd.combat === null && sd.galaxy[7].ships.p1.dreadnought === 1 && sd.galaxy[7].ships.p1.cruiser === 1 && !sd.galaxy[8].ships.p1,
    JSON.stringify([sd.combat, sd.galaxy[7].ships, sd.galaxy[8].ships]));
  const logD = await d2.textContent('#log');
  check('the combat is told in the log', logD.length > 0 && /hit|retreat/i.test(logD), logD.slice(-300));
  await shot(d2, 'gameD-end-p2');
  // ==== Game E: the players place the galaxy's tiles (Setup 6.iii) ============
  const E = await api('POST', '/api/games', '', { players: 3, seed: '42', galaxy: 'place' });
  check('game E (galaxy=place) is created', E.ok === true, JSON.stringify(E).slice(0, 200));
  const firstE = (await api('GET', `/api/games/${E.game}/pending`, E.host)).pending;
  check('game E asks the speaker to place a tile', firstE.ask === 'system_tile', JSON.stringify(firstE).slice(0, 200));
  const pagesE = await openSeats(E.game, E.seats, [firstE.player]);
  const e1 = pagesE[firstE.player];
  await e1.waitForSelector('#decision fieldset.place select.place-tile', { timeout: 10000 });
  const legalE = (await api('GET', `/api/games/${E.game}/legal`, E.seats[firstE.player])).moves.filter((l) => l.split(' ')[1] === 'choose');
  const [, , tileE, posE] = legalE[legalE.length - 1].split(' ');
  await e1.selectOption('#decision select.place-tile', tileE);
  await e1.selectOption('#decision select.place-pos', posE);
  await shot(e1, 'gameE-place');
  const nE = (await api('GET', `/api/games/${E.game}`, E.host)).game.n;
  await e1.click('#decision fieldset.place button');
  for (let i = 0; i < 50 && (await api('GET', `/api/games/${E.game}`, E.host)).game.n === nE; i++) await sleep(100);
  const stE = (await api('GET', `/api/games/${E.game}/state`, E.host)).state;
  check('the tile chosen in the form lies at the position chosen', stE.galaxy.some((g) => String(g.pos) === posE && g.tile === tileE),
    JSON.stringify(stE.galaxy.map((g) => [g.pos, g.tile])).slice(0, 300));
  check('no script error on any page', pageErrors.length === 0, pageErrors.join('; '));
} catch (e) {
  failed++;
  console.error(`FAIL: ${e.stack || e}`);
}
clearTimeout(deadline);
await cleanup();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
