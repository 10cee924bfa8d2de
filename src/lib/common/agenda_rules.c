/* agenda_rules.c -- outcomes and eligibility (8.8-8.11), replacement of
 * an agenda, laws in play (8.20-8.21). */
#include "agenda_rules.h"

static int planet_fits(const ti4_state *s, int kind, int p) {
  if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] == TI4_NOBODY) return 0;  /* 8.11 */
  const ti4_planet_info *pi = &ti4_planets[p];
  switch (kind) {
  case TI4_OUT_PLANET: return 1;
  case TI4_OUT_PLANET_CULTURAL: return (pi->traits & TI4_TRAIT_CULTURAL) != 0;
  case TI4_OUT_PLANET_HAZARDOUS: return (pi->traits & TI4_TRAIT_HAZARDOUS) != 0;
  case TI4_OUT_PLANET_INDUSTRIAL: return (pi->traits & TI4_TRAIT_INDUSTRIAL) != 0;
  case TI4_OUT_PLANET_NONHOME: return pi->home_of < 0 && p != TI4_PLANET_MECATOL_REX;
  default: return 0;
  }
}

/* ti4_outcome_valid with the agenda's rule looked up once by the caller
 * (ti4_outcome_list asks it for every candidate). */
static int outcome_valid_r(const ti4_state *s, int agenda, uint16_t t, const ti4_agenda_rule *r) {
  int kind = ti4_agendas[agenda].outcome;
  unsigned tk = TI4_TARGET_KIND(t), ti = TI4_TARGET_INDEX(t);
  int ok = 0;
  switch (kind) {
  case TI4_OUT_FOR_AGAINST: ok = (tk == TI4_T_FOR || tk == TI4_T_AGAINST) && ti == 0; break;
  case TI4_OUT_PLAYER: ok = tk == TI4_T_PLAYER && ti4_seat_valid(s, (int)ti); break;
  case TI4_OUT_PLANET: case TI4_OUT_PLANET_CULTURAL: case TI4_OUT_PLANET_HAZARDOUS:
  case TI4_OUT_PLANET_INDUSTRIAL: case TI4_OUT_PLANET_NONHOME:
    ok = tk == TI4_T_PLANET && planet_fits(s, kind, (int)ti); break;
  case TI4_OUT_LAW: ok = tk == TI4_T_LAW && ti4_law_in_play(s, (int)ti) >= 0; break;
  case TI4_OUT_SECRET:
    ok = tk == TI4_T_SECRET && ti < TI4_NOBJECTIVES &&
         ti4_objectives[ti].stage == TI4_OBJ_SECRET && s->scored[ti] != 0; break;
  case TI4_OUT_STRATEGY: ok = tk == TI4_T_STRATEGY && ti < 8; break;
  case TI4_OUT_COVERT: ok = tk == TI4_T_FOR || tk == TI4_T_AGAINST; break;
  default: ok = 0;
  }
  if (ok && r && r->eligible) ok = r->eligible(s, t);
  return ok;
}

int ti4_outcome_valid(const ti4_state *s, int agenda, uint16_t t) {
  if (agenda < 0 || agenda >= TI4_NAGENDAS) return 0;
  return outcome_valid_r(s, agenda, t, ti4_agenda_rule_get(agenda));
}

int ti4_outcome_list(const ti4_state *s, int agenda, uint16_t *out, int cap) {
  int n = 0;
#define ADD(t) do { uint16_t t_ = (t); if (outcome_valid_r(s, agenda, t_, r)) { if (n < cap) out[n] = t_; n++; } } while (0)
  if (agenda < 0 || agenda >= TI4_NAGENDAS) return 0;
  const ti4_agenda_rule *r = ti4_agenda_rule_get(agenda);
  switch (ti4_agendas[agenda].outcome) {
  case TI4_OUT_FOR_AGAINST: case TI4_OUT_COVERT:
    ADD(TI4_TARGET(TI4_T_FOR, 0)); ADD(TI4_TARGET(TI4_T_AGAINST, 0)); break;
  case TI4_OUT_PLAYER:
    for (int i = 0; i < s->nseats; i++) ADD(TI4_TARGET(TI4_T_PLAYER, i));
    break;
  case TI4_OUT_LAW:
    for (int i = 0; i < s->nlaws; i++) ADD(TI4_TARGET(TI4_T_LAW, s->laws[i].agenda));
    break;
  case TI4_OUT_SECRET:
    for (int i = 0; i < TI4_NOBJECTIVES; i++) ADD(TI4_TARGET(TI4_T_SECRET, i));
    break;
  case TI4_OUT_STRATEGY:
    for (int i = 0; i < 8; i++) ADD(TI4_TARGET(TI4_T_STRATEGY, i));
    break;
  case TI4_OUT_PLANET: case TI4_OUT_PLANET_CULTURAL: case TI4_OUT_PLANET_HAZARDOUS:
  case TI4_OUT_PLANET_INDUSTRIAL: case TI4_OUT_PLANET_NONHOME: {
    /* outcome_valid_r's planet case, without its dispatch per planet */
    int kind = ti4_agendas[agenda].outcome;
    for (int i = 0; i < TI4_NPLANETS; i++) {
      uint16_t t = TI4_TARGET(TI4_T_PLANET, i);
      if (planet_fits(s, kind, i) && (!r || !r->eligible || r->eligible(s, t))) { if (n < cap) out[n] = t; n++; }
    }
    break;
  }
  default:                      /* only a controlled planet can be elected (8.11) */
    for (int i = 0; i < TI4_NPLANETS; i++)
      if (s->planet_owner[i] != TI4_NOBODY) ADD(TI4_TARGET(TI4_T_PLANET, i));
  }
#undef ADD
  return n;
}

int ti4_agenda_has_target(const ti4_state *s, int agenda) {
  /* New Constitution: For/Against always has outcomes; what it needs is a
   * law in play to act on (its card: none -> discard, reveal another). */
  if (agenda >= 0 && agenda < TI4_NAGENDAS && ti4_agendas[agenda].outcome == TI4_OUT_FOR_AGAINST)
    return s->nlaws > 0;
  return ti4_outcome_list(s, agenda, NULL, 0) > 0;
}

int ti4_votes_for(const ti4_state *s, uint16_t t) {
  int v = 0;
  for (int i = 0; i < s->nseats; i++)
    if (s->ag.outcome_of[i] == t) v += s->ag.votes[i] + (s->ag.extra[i] > 0 ? s->ag.extra[i] : 0);
  return v;
}

int ti4_voted_for(const ti4_state *s, int seat, uint16_t *target) {
  if (!s->ag.outcome_of[seat]) return 0;
  if (target) *target = s->ag.outcome_of[seat];
  return 1;
}

/* Agenda effects on several players: speaker order in the agenda phase;
 * in the action phase (Political Data Nexus) initiative order from the
 * active player (1.19; AG-100: VP gains go in initiative order). */
int ti4_agenda_effect_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS]) {
  if (s->phase == TI4_PHASE_ACTION && s->active != TI4_NOBODY) return ti4_initiative_order(s, out, 1);
  return ti4_speaker_order(s, out);
}

void ti4_agenda_replace(ti4_state *s, ti4_events *ev) {
  int a = s->ag.current;
  if (a >= 0 && ti4_law_in_play(s, a) >= 0) {   /* a law voted on again (Miscount) */
    ti4_law_remove(s, a, ev);
  } else if (a >= 0) {
    s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;
    ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
  }
  /* The windows of the replaced agenda close; the new one is a fresh reveal
   * with fresh windows, transactions and Political Secret ended (FAQ). */
  while (s->nwin) ti4_window_pop(s);
  s->ag.step = 2;  /* TI4_AG_REVEAL */
  s->ag.current = -1;
  memset(s->ag.transacted, 0, sizeof s->ag.transacted);
}

void ti4_law_enact(ti4_state *s, int agenda, uint16_t elected, ti4_events *ev) {
  if (ti4_law_in_play(s, agenda) >= 0 || s->nlaws >= TI4_MAX_LAWS) return;
  s->laws[s->nlaws].agenda = (uint8_t)agenda;
  s->laws[s->nlaws].pad = 0;
  s->laws[s->nlaws].elected = elected;
  s->nlaws++;
  if (s->ag.current == agenda) s->ag.current = -1;   /* the card is in play now */
  ti4_emit(ev, TI4_EV_LAW_ENACTED, TI4_NOBODY, agenda, -1, elected, 0);
}

void ti4_law_remove(ti4_state *s, int agenda, ti4_events *ev) {
  int i = ti4_law_in_play(s, agenda);
  if (i < 0) return;
  const ti4_agenda_rule *r = ti4_agenda_rule_get(agenda);
  if (r && r->removed) r->removed(s, ev);
  memmove(&s->laws[i], &s->laws[i + 1], sizeof s->laws[0] * (size_t)(s->nlaws - i - 1));
  s->nlaws--;
  memset(&s->laws[s->nlaws], 0, sizeof s->laws[0]);
  s->agenda_discard[s->nagenda_discard++] = (uint8_t)agenda;
  ti4_emit(ev, TI4_EV_LAW_REMOVED, TI4_NOBODY, agenda, -1, 0, 0);
}
