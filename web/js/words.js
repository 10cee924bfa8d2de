// words.js -- protocol words as people read them: seats, outcomes, move
// lines, events, windows and phases.
import { t, N_, name } from './i18n.js';

let current = null;   // the state, for seat names (faction)

export function setWordsState(state) {
  current = state;
}

export function isSeat(w) {
  return /^p[1-8]$/.test(w || '');
}

export function seatLabel(seat) {
  if (!seat) return '—';
  const p = current && current.players && current.players[seat];
  return p && p.faction ? `${seat} (${name(p.faction, 'faction')})` : seat;
}

export function outcomeLabel(w) {
  if (w === 'for') return t('For');
  if (w === 'against') return t('Against');
  if (isSeat(w)) return seatLabel(w);
  return name(w);
}

const WINDOWS = {
  strategy_start: N_('at the start of the strategy phase'),
  agenda_start: N_('at the start of the agenda phase'),
  when_agenda_revealed: N_('when an agenda is revealed'),
  after_agenda_revealed: N_('after an agenda is revealed'),
  after_speaker_votes: N_('after the speaker votes'),
  when_outcome_elected: N_('when an outcome is elected'),
  after_outcome_resolved: N_('after an outcome is resolved'),
  action_card_played: N_('when an action card is played'),
  turn_start: N_('at the start of a turn'),
  turn_end: N_('at the end of a turn'),
  status_start: N_('at the start of the status phase'),
  when_strategy_picked: N_('when a player picks a strategy card'),
  when_strategy_returned: N_('when strategy cards would be returned'),
  when_strategic_action: N_('when a player would perform a strategic action'),
  after_action: N_('after the active player performs an action'),
  after_action_card_discarded: N_('after an action card with a component action is discarded'),
};

export function windowLabel(w) {
  return WINDOWS[w] ? t(WINDOWS[w]) : String(w || '');
}

const PHASES = { setup: N_('setup'), strategy: N_('strategy phase'), action: N_('action phase'),
  status: N_('status phase'), agenda: N_('agenda phase'), over: N_('game over') };

export function phaseLabel(p) {
  return PHASES[p] ? t(PHASES[p]) : String(p || '');
}

const STEPS = { start: N_('start'), reveal: N_('reveal'), when_revealed: N_('when revealed'), after_revealed: N_('after revealed'),
  voting: N_('voting'), after_speaker_votes: N_('after the speaker votes'), count: N_('counting votes'),
  decide: N_('the speaker decides'), elected: N_('elected'), resolve: N_('resolving'), riders: N_('riders'), end: N_('end'),
  ready: N_('readying planets'), secondary: N_('secondary') };
export function stepLabel(s) {
  return STEPS[s] ? t(STEPS[s]) : String(s || '').replace(/_/g, ' ');
}

// A move line ("p3 play leadership_rider for") as a button's words.
export function moveLabel(line) {
  const w = line.split(' ');
  const verb = w[1];
  const rest = w.slice(2);
  switch (verb) {
    case 'pass':
      if (rest[0] && rest[0].startsWith('until=')) return untilLabel(rest[0].slice(6));
      return t('Pass');
    case 'abstain': return t('Abstain');
    case 'play': return rest[1] ? t('Play {1}: {2}', name(rest[0], 'action'), outcomeLabel(rest[1])) : t('Play {1}', name(rest[0], 'action'));
    case 'decide': return t('Elect {1}', outcomeLabel(rest[0]));
    case 'pick': return t('Pick {1}', name(rest[0], 'strategy'));
    case 'vote': return t('Vote {1}', outcomeLabel(rest[0]));
    case 'choose': return t('Choose {1}', rest.map((x) => (x.includes('=') ? x : name(x))).join(' '));
    case 'strategic': return t('Strategic action');
    case 'tactical': return t('Tactical action: {1}', rest.join(' '));
    case 'component': return t('Component action: {1}', name(rest[0]));
    case 'move': return rest[0] === 'none' ? t('No ship moves') : t('Move {1}', rest.join(' '));
    case 'land': return rest[0] === 'none' ? t('Land nothing more') : t('Land on {1}: {2}', name(rest[0], 'planet'), rest.slice(1).join(' '));
    case 'produce': return rest[0] === 'none' ? t('Produce nothing') : t('Produce {1}', rest.join(' '));
    case 'retreat': return rest[0] === 'none' ? t('Do not retreat') : t('Retreat to {1}', rest[0]);
    case 'cannon': return rest[0] === 'none' ? t('Do not fire') : rest[0] ? t('Fire at {1}', seatLabel(rest[0])) : t('Fire space cannon');
    case 'bombard': return rest[0] === 'none' ? t('Do not bombard') : t('Bombard {1}', name(rest[0], 'planet'));
    case 'assign': return t('Assign: {1}', rest.map((x) => { const [k, n] = x.replace('sustain:', '').split('='); return x.startsWith('sustain:') ? t('{1} sustains damage ×{2}', name(k, 'unit'), n) : `${name(k, 'unit')} ×${n}`; }).join(', '));
    case 'offer': return t('Offer {1}', rest.join(' '));
    case 'accept': return t('Accept');
    case 'decline': return t('Decline');
    case 'score': return t('Score {1}', name(rest[0], 'objective'));
    case 'standing': return standingLabel(rest[0]);
    default: return [verb, ...rest.map((x) => name(x))].join(' ');
  }
}

export function untilLabel(u) {
  if (u === 'voting') return t('Pass until voting');
  if (u === 'agenda') return t('Pass for the rest of this agenda');
  if (u === 'never') return t('Pass every window this phase');
  if (u === 'window') return t('Pass this window');
  return t('Pass');
}

export function standingLabel(o) {
  if (o === 'voting') return t('Pass windows until voting');
  if (o === 'agenda') return t('No whens or afters this agenda');
  if (o === 'never' || o === 'phase') return t('Pass every window this phase');
  if (o === 'window') return t('Pass the rest of this window');
  if (o === 'none') return t('Withdraw standing orders');
  return String(o);
}

// An event in plain words: the server's sentence in the page's language
// (the program's own catalogue, po/ru.po); the page keeps no templates.
// Window openings are left out of the log (each pass says its window).
export function eventText(e) {
  if (!e || e.type === 'window') return '';
  if (typeof e.text === 'string') return e.text;
  const parts = Object.entries(e).filter(([k]) => k !== 'type').map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : v}`);
  return `${e.type}${parts.length ? ': ' + parts.join(', ') : ''}`;
}
