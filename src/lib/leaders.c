/* leaders.c -- ability records of leaders (see rules.h, ti4_ability): those
 * that act in the agenda phase and the component actions ("ACTION:"; an
 * agent exhausts, a hero is purged: abilities.c). */
#include "agenda_rules.h"
#include "round.h"
#include "rng.h"

#define W(x) (1u << (x))

/* Z'eu (Naalu agent, PoK): after an agenda is revealed, look at the top
 * agenda card. Looking changes nothing the state keeps; the agent exhausts. */
static int zeu_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_AFTER)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used after an agenda is revealed"), "zeu");
  return 0;
}
static void zeu(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)s; (void)seat; (void)m; (void)ev;
}

/* Odlynn Myrr (Keleres hero, Operation Archon): after an agenda is revealed,
 * predict an outcome aloud; 6 more votes go with the hero's player's own
 * votes (a vote modifier, agenda_cards.c). Once the outcome resolves, whether
 * or not the prediction came true: 1 trade good and 1 command token for
 * each player who abstained or voted for another outcome than predicted
 * (leaders.tsv: "abstains or votes differently"; itself included, AG-059).
 * A prediction, so Deadly Plot ends it unpaid (LRR 2.0). Purged when used. */
static void odlynn_myrr(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) { ti4_predict_record(s, seat, m, ev); return; }
  int n = ti4_voted_otherwise(s, m->target);
  if (n <= 0) return;
  ti4_gain_tg(s, seat, n, ev);
  int left = ti4_reinforcement_tokens(s, seat);   /* 20.3a: none left, none gained */
  if (n > left) n = left;
  if (n <= 0) return;
  ti4_ask_for(s, TI4_ASK_TOKENS, seat, m->card);
  s->ask.arg[0] = (int16_t)n;
}

#define PLANET_OF(m) (TI4_TARGET_KIND((m)->target) == TI4_T_PLANET && TI4_TARGET_INDEX((m)->target) < TI4_NPLANETS \
                        ? (int)TI4_TARGET_INDEX((m)->target) : -1)

/* Every planet as a target; the record's check filters. */
static size_t opt_planets(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  const ti4_ability *a = ti4_ability_get(base->card);
  for (int i = 0; i < TI4_NPLANETS; i++) {
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_PLANET, i);
    if (a->check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

/* Ggrocuto Rinn (Xxcha agent): ACTION: exhaust to ready any planet. (Taking
 * 1 infantry off it needs the galaxy's adjacency: not offered.) */
static int rinn_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int p = PLANET_OF(m);
  if (p < 0 || s->planet_owner[p] == TI4_NOBODY || !(s->planet_flags[p] & TI4_PF_EXHAUSTED))
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name an exhausted planet (%s)"), ti4_seat_word(seat));
  return 0;
}
static void rinn(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int p = PLANET_OF(m);
  s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
  ti4_emit(ev, TI4_EV_READIED, s->planet_owner[p], p, -1, 0, 0);
}

/* Jace X (Sol hero): ACTION: return each of your command tokens on the board
 * to your reinforcements; purge. */
static void jace(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) s->tokens[i] &= (uint8_t)~(1u << seat);
}

/* Dannel of the Tenth (Yin hero, PoK): ACTION: for each planet with your
 * infantry, ready it or place as many infantry again on it; purge. The
 * planets named are readied, the others get the infantry. */
static int dannel_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  TI4_SET_FOREACH(set, p)
    if (s->planet_owner[p] != seat || !s->planet_units[p][0])
      return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name only planets of yours with your infantry (%s)"), ti4_planets[p].id);
  return 0;
}
static size_t dannel_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  ti4_move ready = *base;                         /* ready every exhausted one, or none */
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (s->planet_owner[p] == seat && s->planet_units[p][0] && (s->planet_flags[p] & TI4_PF_EXHAUSTED))
      ti4_set_add(ready.planets, p);
  if (k < cap) out[k] = *base;
  k++;
  if (ti4_count_set(ready.planets)) { if (k < cap) out[k] = ready; k++; }
  return k;
}
static void dannel(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  uint64_t set[TI4_PLANET_WORDS];
  ti4_pay_set(m, set);
  for (int p = 0; p < TI4_NPLANETS; p++) {
    if (s->planet_owner[p] != seat || !s->planet_units[p][0]) continue;
    if (ti4_set_has(set, p)) {
      if (s->planet_flags[p] & TI4_PF_EXHAUSTED) {
        s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
        ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
      }
    } else {
      int n = s->planet_units[p][0] * 2;
      s->planet_units[p][0] = (uint8_t)(n > 255 ? 255 : n);
    }
  }
}

/* Harka Leeds (Keleres hero): ACTION: reveal action cards from the deck
 * until 3 with "Action:" are revealed; draw those, shuffle the rest back
 * into the deck; purge. */
static void harka(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  uint8_t rest[TI4_MAX_AC_DECK];
  int nrest = 0, found = 0;
  while (found < 3 && s->nac_deck > 0) {
    uint8_t c = s->ac_deck[--s->nac_deck];
    s->ac_deck[s->nac_deck] = 0;
    if (ti4_actions[c].window == TI4_ACW_ACTION && !ti4_hand_add(s, seat, c)) {
      found++;
      ti4_emit_what(ev, TI4_EV_DREW, seat, TI4_RES_ACTION, c, 1);
    } else {
      rest[nrest++] = c;
    }
  }
  for (int i = 0; i < nrest; i++) s->ac_deck[s->nac_deck++] = rest[i];
  ti4_rng_shuffle(s->rng, s->ac_deck, s->nac_deck);
}

/* Mathis Mathinus (Winnu hero): ACTION: resolve the primary of any strategy
 * card; then each other player, from your left, may resolve its secondary
 * (the strategic action's ring, action_phase.c); purge. The card itself is
 * neither taken nor exhausted. */
static int mathis_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int c = (int)TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) != TI4_T_STRATEGY || c >= 8)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("name a strategy card (%s)"), ti4_seat_word(seat));
  return ti4_sc_primary_check(s, seat, c, e);
}
static size_t mathis_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int c = 0; c < 8; c++) {
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_STRATEGY, c);
    if (mathis_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void mathis(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int c = (int)TI4_TARGET_INDEX(m->target);
  ti4_ap_offer_secondaries(s, c);
  ti4_sc_primary(s, seat, c, ev);
}

/* Ul the Progenitor (Titans hero): ACTION: ready Elysium and attach this
 * card to it: +3 resources, +3 influence (its SPACE CANNON needs combat). */
static int ul_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->planet_owner[TI4_PLANET_ELYSIUM] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "51.3", N_("you do not control Elysium (%s)"), ti4_seat_word(seat));
  return 0;
}
static void ul(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int p = TI4_PLANET_ELYSIUM;
  s->planet_flags[p] |= TI4_PF_ATTACH | TI4_PF_GEOFORM;
  if (s->planet_flags[p] & TI4_PF_EXHAUSTED) {
    s->planet_flags[p] &= (uint8_t)~TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_READIED, seat, p, -1, 0, 0);
  }
}

#define COMP TI4_ABF_COMPONENT
static const ti4_ability rows[] = {
  { "zeu", TI4_AB_LEADER, TI4_LEADER_ZEU, W(TI4_W_AFTER_REVEALED), 0, zeu_check, NULL, NULL, zeu },
  { "odlynn_myrr", TI4_AB_LEADER, TI4_LEADER_ODLYNN_MYRR, W(TI4_W_AFTER_REVEALED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, ti4_predict_check, ti4_predict_options, NULL, odlynn_myrr },
  { "ggrocuto_rinn", TI4_AB_LEADER, TI4_LEADER_GGROCUTO_RINN, 0, COMP | TI4_ABF_TARGET, rinn_check, opt_planets, NULL, rinn },
  { "jace_x_4th_air_legion", TI4_AB_LEADER, TI4_LEADER_JACE_X_4TH_AIR_LEGION, 0, COMP, NULL, NULL, NULL, jace },
  { "dannel_of_the_tenth", TI4_AB_LEADER, TI4_LEADER_DANNEL_OF_THE_TENTH, 0, COMP, dannel_check, dannel_options, NULL, dannel },
  { "harka_leeds", TI4_AB_LEADER, TI4_LEADER_HARKA_LEEDS, 0, COMP, NULL, NULL, NULL, harka },
  { "mathis_mathinus", TI4_AB_LEADER, TI4_LEADER_MATHIS_MATHINUS, 0, COMP | TI4_ABF_TARGET, mathis_check, mathis_options, NULL, mathis },
  { "ul_the_progenitor", TI4_AB_LEADER, TI4_LEADER_UL_THE_PROGENITOR, 0, COMP, ul_check, NULL, NULL, ul },
};
const ti4_ability_table ti4_ab_leaders = { rows, sizeof rows / sizeof rows[0] };
