/* state.c -- small helpers over the flat state: errors, events, seat order,
 * hands, planets, victory points. No rule flow lives here. */
#include <stdio.h>
#include "rules.h"
#include "rng.h"
#include "tokens.h"

int ti4_fail(ti4_error *e, int code, const char *rule, const char *msg, const char *word) {
  if (e) {
    e->code = code;
    e->rule = rule ? rule : "";
    e->msg = msg ? msg : "";
    e->word[0] = 0;
    if (word) {
      size_t n = strlen(word);
      if (n >= sizeof e->word) n = sizeof e->word - 1;
      memcpy(e->word, word, n);
      e->word[n] = 0;
    }
  }
  return code;
}

int ti4_fail_num(ti4_error *e, int code, const char *rule, const char *msg, long v) {
  char w[24];
  snprintf(w, sizeof w, "%ld", v);
  return ti4_fail(e, code, rule, msg, w);
}

const char *ti4_seat_word(int seat) {
  static const char *w[TI4_MAX_SEATS] = {"p1","p2","p3","p4","p5","p6","p7","p8"};
  return seat >= 0 && seat < TI4_MAX_SEATS ? w[seat] : "-";
}

const char *ti4_outcome_word(uint16_t t) {
  int i = (int)TI4_TARGET_INDEX(t);
  const char *w = NULL;
  switch (TI4_TARGET_KIND(t)) {
  case TI4_T_FOR: return "for";
  case TI4_T_AGAINST: return "against";
  case TI4_T_PLAYER: return ti4_seat_word(i);
  case TI4_T_PLANET: w = ti4_content_id(TI4_K_PLANET, i); break;
  case TI4_T_LAW: case TI4_T_AGENDA: w = ti4_content_id(TI4_K_AGENDA, i); break;
  case TI4_T_SECRET: w = ti4_content_id(TI4_K_OBJECTIVE, i); break;
  case TI4_T_STRATEGY: w = ti4_content_id(TI4_K_STRATEGY, i); break;
  default: break;
  }
  return w ? w : "-";
}

void ti4_emit(ti4_events *ev, int type, int seat, int a, int b, uint16_t target, int n) {
  if (!ev) return;
  if (ev->n >= TI4_MAX_EVENTS) { ev->dropped++; return; }
  ti4_event *e = &ev->ev[ev->n++];
  e->type = (uint8_t)type;
  e->seat = (uint8_t)seat;
  e->what = 0;
  e->pad = 0;
  e->a = (int16_t)a;
  e->b = (int16_t)b;
  e->target = target;
  e->n = (int16_t)n;
}

void ti4_emit_what(ti4_events *ev, int type, int seat, int what, int a, int n) {
  if (!ev) return;
  ti4_emit(ev, type, seat, a, -1, 0, n);
  if (ev->n && ev->ev[ev->n - 1].type == type) ev->ev[ev->n - 1].what = (uint8_t)what;
}

void ti4_set_pending(ti4_state *s, int kind, int seat, int window) {
  s->pending.kind = (uint8_t)kind;
  s->pending.seat = (uint8_t)seat;
  s->pending.window = (uint8_t)window;
  s->pending.choice = 0;
}

void ti4_move_blank(ti4_move *m, int seat, int kind) {
  memset(m, 0, sizeof *m);
  m->seat = (uint8_t)seat;
  m->kind = (uint8_t)kind;
  m->card = -1;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) m->arg[i] = -1;
}

int ti4_seat_valid(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && !s->p[seat].eliminated;
}

int ti4_speaker_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS]) {
  int n = 0;
  for (int i = 0; i < s->nseats; i++) {
    int seat = (s->speaker + i) % s->nseats;
    if (!s->p[seat].eliminated) out[n++] = (uint8_t)seat;
  }
  return n;
}

int ti4_initiative(const ti4_state *s, int seat) {
  if (s->naalu_zero == seat) return 0;
  for (int i = 0; i < 8; i++)
    if (s->sc_holder[i] == seat) return i + 1;  /* lowest card (48.3) */
  return 99;
}

int ti4_initiative_order(const ti4_state *s, uint8_t out[TI4_MAX_SEATS], int from_active) {
  uint8_t seats[TI4_MAX_SEATS];
  int key[TI4_MAX_SEATS], n = 0;
  for (int i = 0; i < s->nseats; i++) {
    if (s->p[i].eliminated) continue;
    seats[n] = (uint8_t)i;
    key[n] = ti4_initiative(s, i) * 16 + i;   /* ties (no cards): seat order */
    n++;
  }
  for (int i = 1; i < n; i++)                   /* insertion sort: n <= 8 */
    for (int j = i; j > 0 && key[j - 1] > key[j]; j--) {
      int k = key[j]; key[j] = key[j - 1]; key[j - 1] = k;
      uint8_t t = seats[j]; seats[j] = seats[j - 1]; seats[j - 1] = t;
    }
  int start = 0;
  if (from_active)
    for (int i = 0; i < n; i++) if (seats[i] == s->active) start = i;
  for (int i = 0; i < n; i++) out[i] = seats[(start + i) % n];
  return n;
}

int ti4_tech_card(const ti4_state *s, int seat, int tech) {
  return tech >= 0 && tech < TI4_MAX_TECHS && (s->p[seat].techs[tech >> 3] >> (tech & 7)) & 1;
}

int ti4_valefar_copy(const ti4_state *s, int seat, int tech) {
  for (int i = 0; i < 2; i++)
    if (tech >= 0 && s->tok.valefar[i] == tech + 1 && ti4_tech_card(s, seat, i ? TI4_TECH_VALEFAR_ASSIMILATOR_Y : TI4_TECH_VALEFAR_ASSIMILATOR_X))
      return i;
  return -1;
}

int ti4_has_tech(const ti4_state *s, int seat, int tech) {
  if (tech < 0) return 0;
  if ((s->p[seat].techs[tech >> 3] >> (tech & 7)) & 1) return 1;
  return (s->tok.valefar[0] | s->tok.valefar[1]) && ti4_valefar_copy(s, seat, tech) >= 0;   /* cheap: no token, no copy */
}

int ti4_valefar_victim(const ti4_state *s, int seat) {
  for (int i = 0; i < 2; i++)
    if (s->tok.valefar[i] && ti4_tech_card(s, seat, s->tok.valefar[i] - 1)) return 1;
  return 0;
}

void ti4_set_tech(ti4_state *s, int seat, int tech, int on) {
  uint8_t bit = (uint8_t)(1u << (tech & 7));
  if (on) s->p[seat].techs[tech >> 3] |= bit;
  else s->p[seat].techs[tech >> 3] &= (uint8_t)~bit;
}

int ti4_hand_find(const ti4_state *s, int seat, int card) {
  for (int i = 0; i < s->p[seat].nhand; i++)
    if (s->p[seat].hand[i] == card) return i;
  return -1;
}

void ti4_hand_remove(ti4_state *s, int seat, int idx) {
  ti4_player *p = &s->p[seat];
  memmove(&p->hand[idx], &p->hand[idx + 1], (size_t)(p->nhand - idx - 1));
  p->nhand--;
  p->hand[p->nhand] = 0;
}

int ti4_hand_add(ti4_state *s, int seat, int card) {
  ti4_player *p = &s->p[seat];
  if (p->nhand >= TI4_MAX_HAND) return -1;
  p->hand[p->nhand++] = (uint8_t)card;
  return 0;
}

void ti4_draw_actions(ti4_state *s, int seat, int n, ti4_events *ev) {
  /* Yssaril, Scheming: one more, then one discarded (asked: hand.c) */
  if (n > 0 && s->p[seat].faction == TI4_FACTION_YSSARIL) {
    n++;
    if ((s->p[seat].discard_owed & 15) < 15) s->p[seat].discard_owed++;   /* low 4 bits: Scheming (hand.c) */
  }
  for (int i = 0; i < n; i++) {
    if (s->nac_deck == 0) {             /* reshuffle the discard (LRR 2.5) */
      if (s->nac_discard == 0) return;
      memcpy(s->ac_deck, s->ac_discard, s->nac_discard);
      s->nac_deck = s->nac_discard;
      s->nac_discard = 0;
      ti4_rng_shuffle(s->rng, s->ac_deck, s->nac_deck);
    }
    if (s->p[seat].nhand >= TI4_MAX_HAND) return;
    int card = s->ac_deck[--s->nac_deck];
    s->ac_deck[s->nac_deck] = 0;
    ti4_hand_add(s, seat, card);
    ti4_emit_what(ev, TI4_EV_DREW, seat, TI4_RES_ACTION, -1, 1);
  }
}

void ti4_discard_action(ti4_state *s, int seat, int idx) {
  int card = s->p[seat].hand[idx];
  ti4_hand_remove(s, seat, idx);
  if (s->nac_discard < TI4_MAX_AC_DECK) s->ac_discard[s->nac_discard++] = (uint8_t)card;
}

/* Exploration attachments on a planet (35.8): their resources (which 0)
 * or influence (1); a research facility gives +1/+1 instead of its
 * specialty where the planet has one (exploration.tsv); *spec: the
 * specialty one gives, if any. */
static int attached(const ti4_state *s, int planet, int which, int *spec) {
  int v = 0, base = ti4_planets[planet].specialty;
  for (int i = 0; i < s->x.nattach; i++) {
    if (s->x.attach[i][1] != planet) continue;
    const ti4_exploration_info *x = &ti4_explorations[s->x.attach[i][0]];
    v += which ? x->influence : x->resources;
    if (x->specialty && base) v++;
    else if (x->specialty && spec) *spec = x->specialty;
  }
  return v;
}

int ti4_planet_specialty(const ti4_state *s, int planet) {
  int spec = ti4_planets[planet].specialty;
  if (!spec && (s->planet_flags[planet] & TI4_PF_ATTACH)) attached(s, planet, 0, &spec);
  return spec;
}

int ti4_planet_influence(const ti4_state *s, int planet) {
  uint8_t f = s->planet_flags[planet];     /* Senate Sanctuary +2, Terraforming +1 */
  return ti4_planets[planet].influence + ((f & TI4_PF_SENATE) ? 2 : 0) + ((f & TI4_PF_TERRAFORM) ? 1 : 0)
         + ((f & TI4_PF_TERRAFORM_PN) ? 1 : 0) + ((f & TI4_PF_GEOFORM) ? 3 : 0)
         + ((f & TI4_PF_ATTACH) ? attached(s, planet, 1, NULL) : 0)
         + (s->x.nanoforge == planet + 1 ? 2 : 0);        /* Nano-Forge */
}

int ti4_planet_resources(const ti4_state *s, int planet) {
  uint8_t f = s->planet_flags[planet];     /* Core Mining +2, Terraforming +1 */
  return ti4_planets[planet].resources + ((f & TI4_PF_CORE) ? 2 : 0) + ((f & TI4_PF_TERRAFORM) ? 1 : 0)
         + ((f & TI4_PF_TERRAFORM_PN) ? 1 : 0) + ((f & TI4_PF_GEOFORM) ? 3 : 0)
         + ((f & TI4_PF_ATTACH) ? attached(s, planet, 0, NULL) : 0)
         + (s->x.nanoforge == planet + 1 ? 2 : 0);        /* Nano-Forge */
}

int ti4_planet_traits(const ti4_state *s, int planet) {
  return ti4_planets[planet].traits | ((s->planet_flags[planet] & TI4_PF_TERRAFORM_PN)
                                       ? TI4_TRAIT_CULTURAL | TI4_TRAIT_HAZARDOUS | TI4_TRAIT_INDUSTRIAL : 0);
}

int ti4_planet_legendary(const ti4_state *s, int planet) {
  return ti4_planets[planet].legendary || s->x.nanoforge == planet + 1;   /* Nano-Forge: legendary too */
}

/* I.I.H.Q. Modernization (Keleres technology): its owner gains the Custodia
 * Vigilia planet card -- a planet on no tile (ti4_planet_pos: -1), exhausted
 * when gained (25.1) -- and cannot lose it: nothing that takes a planet
 * reaches one off the board. The card's owner, not a Valefar copy (the
 * technology takes no assimilator token). Called after every technology
 * gained and after edits. */
void ti4_custodia_sync(ti4_state *s, ti4_events *ev) {
  int pl = TI4_PLANET_CUSTODIA_VIGILIA;
  for (int seat = 0; seat < s->nseats; seat++) {
    if (!ti4_tech_card(s, seat, TI4_TECH_I_I_H_Q_MODERNIZATION) || s->planet_owner[pl] == seat) continue;
    int was = s->planet_owner[pl];
    s->planet_owner[pl] = (uint8_t)seat;
    s->planet_flags[pl] |= TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_CONTROL, seat, pl, was < s->nseats ? was : -1, 0, 0);
    return;                                  /* one card: the first owner keeps it */
  }
}
/* Custodian's Favour (Custodia Vigilia's legendary ability): while its
 * holder controls Mecatol Rex, that planet has SPACE CANNON 5 and
 * PRODUCTION 3 for them. */
int ti4_custodia_favour(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && s->planet_owner[TI4_PLANET_CUSTODIA_VIGILIA] == seat &&
         s->planet_owner[TI4_PLANET_MECATOL_REX] == seat;
}

int ti4_planet_ready_owned(const ti4_state *s, int seat, int planet) {
  return planet >= 0 && planet < TI4_NPLANETS && s->planet_owner[planet] == seat &&
         !(s->planet_flags[planet] & TI4_PF_EXHAUSTED);
}

void ti4_gain_vp(ti4_state *s, int seat, int n, ti4_events *ev) {
  int vp = s->p[seat].vp + n;
  if (vp < 0) vp = 0;
  s->p[seat].vp = (uint8_t)vp;
  ti4_emit_what(ev, n >= 0 ? TI4_EV_GAINED : TI4_EV_LOST, seat, TI4_RES_VP, -1, n >= 0 ? n : -n);
  if (s->winner == TI4_NOBODY && vp >= s->vp_goal) {   /* 98.1: at once */
    s->winner = (uint8_t)seat;
    s->phase = TI4_PHASE_OVER;
    s->nwin = 0;
    memset(&s->pending, 0, sizeof s->pending);
    s->pending.seat = TI4_NOBODY;
    ti4_emit(ev, TI4_EV_WINNER, seat, -1, -1, 0, 0);
  }
}

void ti4_receive_tg(ti4_state *s, int seat, int n, ti4_events *ev) {
  int tg = s->p[seat].tg + n;
  if (tg < 0) tg = 0;
  if (tg > 255) tg = 255;
  s->p[seat].tg = (uint8_t)tg;
  ti4_emit_what(ev, n >= 0 ? TI4_EV_GAINED : TI4_EV_LOST, seat, TI4_RES_TG, -1, n >= 0 ? n : -n);
  if (n > 0) ti4_pillage_mark(s, seat);
}
/* Artuno the Betrayer: a gain from the supply while it is ready is owed its
 * question (faction_abilities.c); of several gains in one move, the
 * largest (the one its player would name). */
void ti4_gain_tg(ti4_state *s, int seat, int n, ti4_events *ev) {
  ti4_receive_tg(s, seat, n, ev);
  if (n > 0 && ti4_leader_state(s, seat, TI4_LEADER_ARTUNO_THE_BETRAYER) == TI4_LEADER_UNLOCKED &&
      s->p[seat].faction == ti4_leaders[TI4_LEADER_ARTUNO_THE_BETRAYER].faction && n > s->fx.artuno)
    s->fx.artuno = (uint8_t)(n > 255 ? 255 : n);
}

/* The Company (Nomad faction ability): the Nomad have three agents, each
 * with its own state (LRR 51; leaders.tsv: "Nomad have 3 agents"): Artuno the Betrayer, the faction's listed agent, in
 * leaders[0]; the other two in agents2, stored XOR TI4_LEADER_UNLOCKED so
 * that a zeroed sheet holds them ready (51.4). */
static int agent2_slot(int leader) {
  return leader == TI4_LEADER_FIELD_MARSHAL_MERCER ? TI4_AGENT2_MERCER
       : leader == TI4_LEADER_THE_THUNDARIAN ? TI4_AGENT2_THUNDARIAN : -1;
}
int ti4_leader_state(const ti4_state *s, int seat, int leader) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || leader < 0 || leader >= TI4_NLEADERS) return TI4_LEADER_LOCKED;
  int k = agent2_slot(leader);
  return k >= 0 ? TI4_AGENT2_STATE(&s->p[seat], k) : s->p[seat].leaders[ti4_leaders[leader].type];
}
void ti4_leader_set(ti4_state *s, int seat, int leader, int state) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || leader < 0 || leader >= TI4_NLEADERS) return;
  int k = agent2_slot(leader);
  ti4_player *p = &s->p[seat];
  if (k < 0) { p->leaders[ti4_leaders[leader].type] = (uint8_t)state; return; }
  unsigned v = ((unsigned)state ^ TI4_LEADER_UNLOCKED) & 3u;
  p->agents2 = (uint8_t)((p->agents2 & ~(3u << (2 * k))) | (v << (2 * k)));
}
void ti4_agent_exhaust(ti4_state *s, int seat, int leader) {
  ti4_leader_set(s, seat, leader, TI4_LEADER_EXHAUSTED);
  if (seat < 0 || seat >= TI4_MAX_SEATS || leader < 0 || leader >= TI4_NLEADERS) return;
  int k = agent2_slot(leader);
  s->tok.agent_exhausted = (uint8_t)((seat + 1) | (k + 1) << 4);
}
int ti4_agent_exhausted(const ti4_state *s, int *seat) {
  int a = s->tok.agent_exhausted, o = (a & 15) - 1, k = (a >> 4) - 1;
  *seat = o;
  if (!a || o < 0 || o >= s->nseats || s->p[o].faction < 0) return -1;
  if (k == TI4_AGENT2_MERCER) return TI4_LEADER_FIELD_MARSHAL_MERCER;
  if (k == TI4_AGENT2_THUNDARIAN) return TI4_LEADER_THE_THUNDARIAN;
  return ti4_factions[s->p[o].faction].leaders[TI4_LEADER_AGENT];
}
void ti4_agent_ready(ti4_state *s, int seat, int leader, ti4_events *ev) {
  if (ti4_leader_state(s, seat, leader) != TI4_LEADER_EXHAUSTED) return;
  ti4_leader_set(s, seat, leader, TI4_LEADER_UNLOCKED);
  if (leader == TI4_LEADER_ARTUNO_THE_BETRAYER && s->p[seat].artuno_tg) {
    int n = s->p[seat].artuno_tg;
    s->p[seat].artuno_tg = 0;
    ti4_receive_tg(s, seat, n, ev);           /* from the card, not the supply */
  }
}
void ti4_agents_ready_all(ti4_state *s, int seat, ti4_events *ev) {
  int f = s->p[seat].faction;
  if (f < 0) return;
  if (f == ti4_leaders[TI4_LEADER_ARTUNO_THE_BETRAYER].faction) {
    ti4_agent_ready(s, seat, TI4_LEADER_ARTUNO_THE_BETRAYER, ev);
    ti4_agent_ready(s, seat, TI4_LEADER_FIELD_MARSHAL_MERCER, ev);
    ti4_agent_ready(s, seat, TI4_LEADER_THE_THUNDARIAN, ev);
  } else if (s->p[seat].leaders[TI4_LEADER_AGENT] == TI4_LEADER_EXHAUSTED)
    s->p[seat].leaders[TI4_LEADER_AGENT] = TI4_LEADER_UNLOCKED;
}

/* A seat gained trade goods or resolved a transaction: the Mentak may
 * answer with Pillage once nothing else is asked (faction_abilities.c). */
void ti4_pillage_mark(ti4_state *s, int seat) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || ((s->fx.pillage >> (2 * seat)) & 3) == 3) return;
  s->fx.pillage = (uint16_t)(s->fx.pillage + (1u << (2 * seat)));
}

int ti4_law_index(const ti4_state *s, int agenda) {
  for (int i = 0; i < s->nlaws; i++)
    if (s->laws[i].agenda == agenda) return i;
  return -1;
}
int ti4_law_in_play(const ti4_state *s, int agenda) {
  return s->tok.laws_blank ? -1 : ti4_law_index(s, agenda);   /* Law's Order: treated as blank */
}

int ti4_count_set(const uint64_t set[TI4_PLANET_WORDS]) {
  int n = 0;
  for (int w = 0; w < TI4_PLANET_WORDS; w++) n += __builtin_popcountll(set[w]);
  return n;
}

int ti4_pn_holder(const ti4_state *s, int pn, int owner) {
  if (pn < 0 || pn >= TI4_NPROMISSORYS || owner < 0 || owner >= TI4_MAX_SEATS) return TI4_NOBODY;
  return s->pn_holder[pn][owner];
}

void ti4_state_clear(ti4_state *s, int nseats, uint64_t seed) {
  memset(s, 0, sizeof *s);
  s->magic = TI4_STATE_MAGIC;
  s->version = 1;
  s->nseats = (uint8_t)nseats;
  s->vp_goal = 10;
  s->custodians = 1;
  s->winner = TI4_NOBODY;
  s->active = TI4_NOBODY;
  s->naalu_zero = TI4_NOBODY;
  s->round = 1;
  ti4_rng_seed(s->rng, seed);
  for (int i = 0; i < TI4_MAX_SEATS; i++) {
    s->p[i].faction = -1;
    s->p[i].tactic = 3; s->p[i].fleet = 3; s->p[i].strategy = 2;
  }
  memset(s->planet_owner, TI4_NOBODY, sizeof s->planet_owner);
  memset(s->sc_holder, TI4_NOBODY, sizeof s->sc_holder);
  memset(s->pn_holder, TI4_NOBODY, sizeof s->pn_holder);
  memset(s->secret_holder, TI4_NOBODY, sizeof s->secret_holder);
  memset(s->relic_holder, TI4_NOBODY, sizeof s->relic_holder);
  for (int i = 0; i < TI4_MAX_MAP; i++) s->map[i] = -1;
  s->ag.current = -1;
  s->pending.seat = TI4_NOBODY;
}

void ti4_enter_phase(ti4_state *s, int phase, ti4_events *ev) {
  s->phase = (uint8_t)phase;
  s->step = 0;
  s->substep = 0;
  ti4_standing_expire(s, TI4_STAND_PHASE);
  ti4_emit(ev, TI4_EV_PHASE, TI4_NOBODY, phase, -1, 0, 0);
}

/* An effect asks seat a question (answered with `choose`, routed by
 * registry/choices.c to the record that asked). */
void ti4_ask_for(ti4_state *s, int what, int seat, int card) {
  s->ask.what = (uint8_t)what;
  s->ask.seat = (uint8_t)seat;
  s->ask.card = (int16_t)card;
  ti4_set_pending(s, TI4_PEND_CHOOSE, seat, 0);
  s->pending.choice = (uint8_t)what;
}

/* Standing orders of this level and below lapse (a phase, an agenda, voting). */
void ti4_standing_expire(ti4_state *s, int level) {
  for (int i = 0; i < TI4_MAX_SEATS; i++)
    if (s->p[i].standing != TI4_STAND_NONE && s->p[i].standing <= level) {
      s->p[i].standing = TI4_STAND_NONE;
      s->p[i].standing_window = 0;
    }
}

/* Alliance (PoK, every colour): placed face up when received; its holder
 * may use the giver's commander while that commander is unlocked. Holding
 * the note is having it in play, so no `play` record. */
int ti4_commander_usable(const ti4_state *s, int seat, int faction) {
  for (int o = 0; o < s->nseats; o++) {
    if (s->p[o].faction < 0 || ti4_factions[s->p[o].faction].family != ti4_factions[faction].family ||   /* Keleres share one */
        s->p[o].leaders[TI4_LEADER_COMMANDER] != TI4_LEADER_UNLOCKED) continue;
    if (o == seat || ti4_pn_holder(s, TI4_PROMISSORY_ALLIANCE, o) == seat) return 1;
    if (ti4_mahact_holds(s, seat, o) && !s->p[seat].no_abilities) return 1;   /* Imperia (tokens.h) */
  }
  return 0;
}

/* Command tokens in a seat's reinforcements: 16 in all, less those in its
 * pools and on the board (20.3). */
int ti4_reinforcement_tokens(const ti4_state *s, int seat) {
  const ti4_player *p = &s->p[seat];
  int n = 16 - p->tactic - p->fleet - p->strategy;
  for (int i = 0; i < s->nmap; i++) n -= (s->tokens[i] >> seat) & 1;
  n -= ti4_mahact_holds(s, ti4_mahact_seat(s), seat);   /* one in the Mahact's fleet pool (Edict) */
  return n > 0 ? n : 0;
}

unsigned ti4_other_note_holders(const ti4_state *s) {
  unsigned m = 0;
  for (int n = 0; n < TI4_NPROMISSORYS && n < TI4_MAX_PROMISSORY; n++)
    for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) {
      int h = s->pn_holder[n][o];
      if (h != o && h < TI4_MAX_SEATS && !((s->pn_in_play[n] >> o) & 1)) m |= 1u << h;   /* in another's hand */
    }
  return m;
}
int ti4_holds_other_note(const ti4_state *s, int seat) {
  return seat >= 0 && seat < TI4_MAX_SEATS && ((ti4_other_note_holders(s) >> seat) & 1);
}

/* Relic fragments (35.9), 4 bits each in x.fragments: cards/exploration.c's decks. */
int ti4_fragments(const ti4_state *s, int seat, int d) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || d < 0 || d > 3) return 0;
  return (s->x.fragments[seat][d >> 1] >> ((d & 1) * 4)) & 15;
}
void ti4_fragments_set(ti4_state *s, int seat, int d, int n) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || d < 0 || d > 3) return;
  if (n < 0) n = 0;
  if (n > 15) n = 15;
  uint8_t *b = &s->x.fragments[seat][d >> 1];
  int sh = (d & 1) * 4;
  *b = (uint8_t)((*b & ~(15 << sh)) | (n << sh));
}
