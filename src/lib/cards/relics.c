/* relics.c -- ability records of relics (see rules.h, ti4_ability): those
 * that act in the agenda phase, the component actions ("ACTION:"), and
 * those used around a tactical action (Crown of Emphidia, Dominus Orb). */
#include "agenda_rules.h"
#include "round.h"
#include "units.h"
#include "turn.h"
#include "exploration.h"
#include "capture.h"      /* Stellar Converter: units destroyed (17) */
#include "production.h"   /* ... a mech's trade good (Self-Assembly Routines) */

#define W(x) (1u << (x))

/* Maw of Worlds: at the start of the agenda phase, purge it and exhaust all
 * your planets to gain any technology, prerequisites ignored (asked). */
static int maw_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat; (void)m;
  if (s->phase != TI4_PHASE_AGENDA || s->ag.step != TI4_AG_START_WIN)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used at the start of the agenda phase"), "maw_of_worlds");
  return 0;
}
static void maw(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int r = TI4_RELIC_MAW_OF_WORLDS;
  s->relic_holder[r] = TI4_NOBODY;                 /* purged */
  s->p[seat].relics &= (uint16_t)~(1u << r);
  for (int p = 0; p < TI4_NPLANETS; p++)
    if (s->planet_owner[p] == seat && !(s->planet_flags[p] & TI4_PF_EXHAUSTED)) {
      s->planet_flags[p] |= TI4_PF_EXHAUSTED;
      ti4_emit(ev, TI4_EV_EXHAUSTED, seat, p, -1, 0, 0);
    }
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_ANY, 1, -1);
}

static void purge(ti4_state *s, int seat, int r) {
  s->relic_holder[r] = TI4_NOBODY;
  s->p[seat].relics &= (uint16_t)~(1u << r);
  s->p[seat].relics_exhausted &= (uint16_t)~(1u << r);
}

/* The Codex: ACTION: purge it to take up to 3 action cards of your choice
 * from the discard pile, one `choose CARD` at a time (`choose 0` stops). */
enum { ASK_CODEX = 122 };     /* techs.c routes it (ti4_choices_components) */
static int codex_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!s->nac_discard)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("the action card discard pile is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static void codex(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  purge(s, seat, TI4_RELIC_THE_CODEX);
  ti4_ask_for(s, ASK_CODEX, seat, m->card);
  s->ask.arg[0] = 0;                               /* taken so far */
}
static int discard_find(const ti4_state *s, int card) {
  for (int i = s->nac_discard - 1; i >= 0; i--) if (s->ac_discard[i] == card) return i;
  return -1;
}
int ti4_codex_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
int ti4_codex_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 && m->arg[0] == 0) return 0;     /* stop */
  if (m->card < 0 || discard_find(s, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("name an action card in the discard pile, or 0 to stop (%s)"), ti4_seat_word(m->seat));
  if (s->p[m->seat].nhand >= TI4_MAX_HAND)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("your hand is full for the engine (%s)"), ti4_seat_word(m->seat));
  return 0;
}
void ti4_codex_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
void ti4_codex_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (m->card < 0) return;
  int i = discard_find(s, m->card), taken = s->ask.arg[0] + 1;
  memmove(&s->ac_discard[i], &s->ac_discard[i + 1], (size_t)(s->nac_discard - i - 1));
  s->ac_discard[--s->nac_discard] = 0;
  ti4_hand_add(s, m->seat, m->card);
  ti4_emit_what(ev, TI4_EV_GAINED, m->seat, TI4_RES_ACTION, m->card, 1);
  if (taken < 3 && s->nac_discard) {               /* ask again for the next */
    int16_t card = s->ask.card;
    ti4_ask_for(s, ASK_CODEX, m->seat, card);
    s->ask.arg[0] = (int16_t)taken;
  }
}
size_t ti4_codex_legal(const ti4_state *s, ti4_move *out, size_t cap);
size_t ti4_codex_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  ti4_move m;
  ti4_move_blank(&m, s->ask.seat, TI4_MV_CHOOSE);
  m.arg[0] = 0;
  if (k < cap) out[k] = m;
  k++;
  for (int i = 0; i < s->nac_discard; i++) {
    if (discard_find(s, s->ac_discard[i]) != i) continue;   /* one per name */
    ti4_move_blank(&m, s->ask.seat, TI4_MV_CHOOSE);
    m.card = s->ac_discard[i];
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

/* Dynamis Core: ACTION: purge it to gain trade goods equal to your
 * commodity value; while held that value is 2 more (relics.tsv). */
static int dynamis_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->p[seat].faction < 0)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("%s has no faction sheet"), ti4_seat_word(seat));
  return 0;
}
static void dynamis(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  purge(s, seat, TI4_RELIC_DYNAMIS_CORE);
  ti4_gain_tg(s, seat, ti4_factions[s->p[seat].faction].commodities + 2, ev);
}

/* Nano-Forge: ACTION: attach it to a non-legendary planet you control
 * outside your home system: +2 resources, +2 influence, and the planet is
 * legendary (ti4_planet_legendary); the card leaves the play area. */
static int nanoforge_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int p = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int f = s->p[seat].faction;
  if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] != seat || ti4_planet_legendary(s, p) ||
      (f >= 0 && ti4_planets[p].home_of == f))
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("name a non-legendary planet you control outside your home system (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t nanoforge_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, nanoforge_check, 1);
}
static void nanoforge(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  purge(s, seat, TI4_RELIC_NANO_FORGE);            /* out of the play area: attached */
  s->x.nanoforge = (uint8_t)(TI4_TARGET_INDEX(m->target) + 1);
  s->planet_flags[TI4_TARGET_INDEX(m->target)] |= TI4_PF_ATTACH;   /* its values are shown with what is attached */
}

/* JR-XS455-O: ACTION: exhaust it and name a player (yourself too); that
 * player answers `choose PLANET DOCK TG [PLANET ...]` -- a PDS (DOCK 0) or
 * space dock (DOCK 1) on a planet they control, 3 resources paid with TG
 * trade goods and the planets named after the first -- or `choose 0`,
 * and then gains 1 trade good (relics.tsv). */
enum { ASK_JR = 123 };        /* techs.c routes it (ti4_choices_components) */
static int jr_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (TI4_TARGET_KIND(m->target) != TI4_T_PLAYER || !ti4_seat_valid(s, (int)TI4_TARGET_INDEX(m->target)))
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("name a player (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t jr_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  (void)seat;
  for (int i = 0; i < s->nseats; i++) {
    if (!ti4_seat_valid(s, i)) continue;
    if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_PLAYER, i); }
    k++;
  }
  return k;
}
static void jr(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  ti4_ask_for(s, ASK_JR, (int)TI4_TARGET_INDEX(m->target), m->card);
}
static int jr_planet(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
}
static int jr_pds_on_board(const ti4_state *s, int seat) {
  int n = 0;
  for (int p = 0; p < TI4_NPLANETS; p++) if (s->planet_owner[p] == seat) n += s->planet_units[p][2];
  return n;
}
int ti4_jr_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
int ti4_jr_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pl = jr_planet(m), seat = m->seat, dock = m->arg[0] == 1;
  if (pl < 0) {
    if (m->target || m->arg[0] != 0 || m->arg[1] >= 0 || ti4_set_next(m->planets, 0) >= 0)
      return ti4_fail(e, TI4_ESYNTAX, "73.3", N_("answer choose PLANET DOCK TG [PLANET ...], or choose 0 (%s)"), ti4_seat_word(seat));
    return 0;                                      /* declined: 1 trade good */
  }
  if (m->arg[0] < 0 || m->arg[0] > 1 || m->arg[1] < 0)
    return ti4_fail(e, TI4_ESYNTAX, "73.3", N_("answer choose PLANET DOCK TG [PLANET ...], or choose 0 (%s)"), ti4_seat_word(seat));
  if (s->planet_owner[pl] != seat)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("you do not control %s"), ti4_planets[pl].id);
  if (dock && s->planet_units[pl][3])
    return ti4_fail(e, TI4_EILLEGAL, "85.4", N_("no space dock can go on %s"), ti4_planets[pl].id);
  if (dock && ti4_units_on_board(s, seat, TI4_UT_SPACEDOCK) >= 3)   /* the plastic in the box */
    return ti4_fail(e, TI4_EILLEGAL, "24.4", N_("no space dock can go on %s"), ti4_planets[pl].id);
  if (!dock && s->planet_units[pl][2] >= 2)
    return ti4_fail(e, TI4_EILLEGAL, "85.5", N_("no PDS can go on %s"), ti4_planets[pl].id);
  if (!dock && jr_pds_on_board(s, seat) >= 6)
    return ti4_fail(e, TI4_EILLEGAL, "24.4", N_("no PDS can go on %s"), ti4_planets[pl].id);
  ti4_move pay = *m;
  pay.target = 0;                                  /* the planet built on is not a payment */
  return ti4_pay_check(s, seat, &pay, m->arg[1], 3, 0, 0, e);
}
void ti4_jr_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);
void ti4_jr_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pl = jr_planet(m), seat = m->seat;
  if (pl < 0) { ti4_gain_tg(s, seat, 1, ev); return; }
  ti4_move pay = *m;
  pay.target = 0;
  ti4_pay_apply(s, seat, &pay, m->arg[1], ev);
  if (m->arg[0] == 1) ti4_place_dock(s, seat, pl);   /* the Saar's: in the space area */
  else s->planet_units[pl][2]++;
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, m->arg[0] == 1 ? TI4_UNIT_SPACE_DOCK : TI4_UNIT_PDS, 1);
}
/* Declining, then each planet and structure with one payment that covers
 * it (cheapest first), as other payments are listed. */
size_t ti4_jr_legal(const ti4_state *s, ti4_move *out, size_t cap);
size_t ti4_jr_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int seat = s->ask.seat;
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
  m.arg[0] = 0;
  if (k < cap) out[k] = m;
  k++;
  for (int q = 0; q < TI4_NPLANETS; q++) {
    if (s->planet_owner[q] != seat) continue;
    for (int dock = 0; dock < 2; dock++) {
      ti4_move t;
      ti4_move_blank(&t, seat, TI4_MV_CHOOSE);
      if (ti4_pay_greedy(s, seat, &t, 3, 0, 0)) return k;
      t.arg[1] = t.arg[0] > 0 ? t.arg[0] : 0;      /* greedy fills the trade goods in arg[0] */
      t.arg[0] = (int16_t)dock;
      t.target = TI4_TARGET(TI4_T_PLANET, q);
      if (ti4_jr_check(s, &t, NULL)) continue;
      if (k < cap) out[k] = t;
      k++;
    }
  }
  return k;
}

/* The Crown of Emphidia: after you perform a tactical action, exhaust it to
 * explore 1 planet you control (`play the_crown_of_emphidia PLANET` in the
 * "after an action" window, which follows a tactical action; queued like
 * every exploration, 35); at the end of the status phase, if you control
 * the planet the Tomb of Emphidia is attached to, purge it for 1 victory
 * point (`play the_crown_of_emphidia` in the window when strategy cards
 * are returned, the status phase's last step -- nothing happens between
 * it and the phase's end). Readied at 81.6 before that window. */
static int tomb_holder(const ti4_state *s) {
  for (int i = 0; i < s->x.nattach && i < TI4_MAX_ATTACH; i++)
    if (s->x.attach[i][0] == TI4_EXPLORATION_TOMB_OF_EMPHIDIA) return s->planet_owner[s->x.attach[i][1]];
  return TI4_NOBODY;
}
static int crown_explorable(const ti4_state *s, int seat, int pl) {
  return pl >= 0 && pl < TI4_NPLANETS && s->planet_owner[pl] == seat && ti4_planet_traits(s, pl) != 0 &&
         ti4_planet_pos(s, pl) >= 0 && s->x.nqueue < TI4_MAX_EXPLORE_Q;
}
static int crown_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (w && w->id == TI4_W_STATUS_RETURN) {
    if (m->target)
      return ti4_fail(e, TI4_ESYNTAX, "73.3", N_("%s names no planet at the end of the status phase"), "the_crown_of_emphidia");
    if (tomb_holder(s) != seat)
      return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("The Crown of Emphidia: you do not control the Tomb of Emphidia (%s)"), ti4_seat_word(seat));
    return 0;
  }
  if (seat != s->active || ti4_ap_last_action(s) != TI4_MV_TACTICAL)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("%s is used after your own tactical action"), "the_crown_of_emphidia");
  if (!crown_explorable(s, seat, pl))
    return ti4_fail(e, TI4_EILLEGAL, "35.1", N_("The Crown of Emphidia: name a planet you control that can be explored (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t crown_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  const ti4_window *w = ti4_window_top_c(s);
  if (w && w->id == TI4_W_STATUS_RETURN) {
    if (crown_check(s, seat, base, NULL)) return 0;
    if (cap) out[0] = *base;
    return 1;
  }
  return ti4_planet_targets(s, seat, base, out, cap, crown_check, 1);
}
static void crown(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (!m->target) {                                /* the purge for a point */
    purge(s, seat, TI4_RELIC_THE_CROWN_OF_EMPHIDIA);
    ti4_gain_vp(s, seat, 1, ev);
    return;
  }
  ti4_explore_enqueue(s, seat, (int)TI4_TARGET_INDEX(m->target), 0);   /* resolved when the window closes */
}

/* Dominus Orb: before you move units in a tactical action, purge it: this
 * movement, your units in systems holding your command tokens may move and
 * be transported (58.4c, 95.3 lifted). `play dominus_orb` in the window
 * after you activate a system, which comes before the movement step. */
static int dominus_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (s->phase != TI4_PHASE_ACTION || !w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("%s is used before you move units in your tactical action"), "dominus_orb");
  return 0;
}
static void dominus(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  purge(s, seat, TI4_RELIC_DOMINUS_ORB);
  s->tac.flags2 |= TI4_TAC2_DOMINUS;               /* tactical.c: held() */
}

/* The Crown of Thalnos: during each combat round, you may reroll any number
 * of your dice, applying +1 to each rerolled die; destroy each of your
 * units that did not produce a hit with its rerolled die. `play
 * the_crown_of_thalnos TYPE [TYPE ...]` in the window after the round's
 * combat rolls: every die of the named unit types that missed is rerolled
 * (a hit is never rerolled: it could only be lost), at +1, when the window
 * closes (galaxy/combat.c, after Fire Team's); per unit whose rerolled
 * dice all miss, 1 unit of that type is destroyed (damaged ones first). */
static int unit_opt(int k) { return k <= TI4_UT_WARSUN ? TI4_OPT_CARRIER + k : k == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : TI4_OPT_MECH; }
static int opt_unit(int o) {
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : o == TI4_OPT_INFANTRY ? TI4_UT_INFANTRY
       : o == TI4_OPT_MECH ? TI4_UT_MECH : -1;
}
static unsigned thalnos_types(const ti4_move *m) {   /* the named types, 0 if a word is no type or comes twice */
  if (!m->target || TI4_TARGET_KIND(m->target) != TI4_T_OPTION) return 0;
  int k = opt_unit((int)TI4_TARGET_INDEX(m->target));
  if (k < 0) return 0;
  unsigned mask = 1u << k;
  for (int i = 0; i < TI4_MOVE_ARGS; i++) {
    if (m->arg[i] < 0) continue;
    k = TI4_OPT_OF_ARG(m->arg[i]) >= 0 ? opt_unit(TI4_OPT_OF_ARG(m->arg[i])) : -1;
    if (k < 0 || ((mask >> k) & 1)) return 0;
    mask |= 1u << k;
  }
  return mask;
}
static int thalnos_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int side = ti4_combat_side(s, seat);
  if (side < 0)
    return ti4_fail(e, TI4_EILLEGAL, "74", N_("%s rerolls your dice after a round's combat rolls in your combat"), "the_crown_of_thalnos");
  unsigned mask = thalnos_types(m);
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (((mask >> k) & 1) && !s->combat.miss[side][k]) mask = 0;
  if (!mask)
    return ti4_fail(e, TI4_EILLEGAL, "74", N_("%s: name the unit types whose missed dice you reroll (carrier, ..., infantry, mech), each with a miss this round"),
                    "the_crown_of_thalnos");
  return 0;
}
static size_t thalnos_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  int side = ti4_combat_side(s, seat), types[TI4_SPACE_TYPES], n = 0;
  if (side < 0) return 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (s->combat.miss[side][k]) types[n++] = k;
  size_t c = 0;
  for (unsigned sub = 1; sub < (1u << n); sub++) {   /* every set of them, up to 6 types (target + 5 arguments) */
    if (__builtin_popcount(sub) > 6) continue;
    if (c < cap) {
      ti4_move *o = &out[c];
      *o = *base;
      int a = -1;
      for (int i = 0; i < n; i++) {
        if (!((sub >> i) & 1)) continue;
        if (a < 0) o->target = TI4_TARGET(TI4_T_OPTION, unit_opt(types[i]));
        else o->arg[a] = (int16_t)TI4_OPT_ARG(unit_opt(types[i]));
        a++;
      }
    }
    c++;
  }
  return c;
}
static void thalnos(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0) s->combat.thalnos[side] = (uint16_t)(s->combat.thalnos[side] | thalnos_types(m));
}

/* The Crown of Thalnos, the base game's law (elect player) of the same
 * text: its elected player (8.20) plays it as the relic, `play
 * the_crown_of_thalnos TYPE ...` (move.c names the record the seat holds).
 * A seat holding the relic too plays the relic: the engine rerolls a die
 * once per window close, so a second reroll of the same dice by the other
 * card is not modelled (README, Not yet) and the law's play is refused. */
static int thalnos_law_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->relic_holder[TI4_RELIC_THE_CROWN_OF_THALNOS] == seat)
    return ti4_fail(e, TI4_EILLEGAL, "74", N_("%s: you hold the relic of the same text; play it (a die rerolled by both cards is not modelled)"),
                    "the_crown_of_thalnos");
  return thalnos_check(s, seat, m, e);
}

/* Stellar Converter: ACTION: choose a non-home, non-legendary planet other
 * than Mecatol Rex in or adjacent to a system that holds 1 or more of your
 * units with BOMBARDMENT (relics.tsv; LRR 6 adjacency); destroy all units
 * on it, purge its attachments and its planet card (the planet leaves the
 * game, as Adjudicator Ba'al's: ti4_planet_purge); the Stellar Converter
 * token marks it (ti4_explore.converted: no longer a planet of its
 * system); purge this card. `pX component stellar_converter PLANET`. */
static int bombard_in(const ti4_state *s, int seat, int q) {
  const ti4_system_info *sy = &ti4_systems[s->map[q]];
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int r = s->ships[q][seat][k] ? ti4_unit_row(s, seat, k) : -1;
    if (r >= 0 && ti4_units[r].bombard[1]) return 1;
  }
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {   /* ground forces with BOMBARDMENT on planets there */
    int p = ti4_sys_planets(s, sy)[i];
    if (p < 0 || s->planet_owner[p] != seat) continue;
    for (int k = TI4_UT_INFANTRY; k <= TI4_UT_MECH; k++) {
      int r = s->planet_units[p][k - TI4_UT_INFANTRY] ? ti4_unit_row(s, seat, k) : -1;
      if (r >= 0 && ti4_units[r].bombard[1]) return 1;
    }
  }
  return 0;
}
static int stellar_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int p = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int pos = p >= 0 && p < TI4_NPLANETS ? ti4_planet_pos(s, p) : -1;
  if (pos < 0 || pos >= TI4_MAX_MAP || s->map[pos] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("Stellar Converter: name a planet on the board (%s)"), ti4_seat_word(seat));
  if (ti4_systems[s->map[pos]].home || p == TI4_PLANET_MECATOL_REX || ti4_planet_legendary(s, p))
    return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("Stellar Converter: not a planet in a home system, a legendary planet nor Mecatol Rex (%s)"), ti4_planets[p].id);
  int ok = bombard_in(s, seat, pos);
  for (uint64_t a = ti4_adjacent_mask(s, pos); a && !ok; a &= a - 1) {
    int q = __builtin_ctzll(a);
    if (q != pos && q < s->nmap && s->map[q] >= 0) ok = bombard_in(s, seat, q);
  }
  if (!ok)
    return ti4_fail(e, TI4_EILLEGAL, "6", N_("Stellar Converter: the planet must be in or adjacent to a system with your units that have BOMBARDMENT (%s)"), ti4_planets[p].id);
  return 0;
}
static size_t stellar_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, stellar_check, 0);
}
static void stellar(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int p = (int)TI4_TARGET_INDEX(m->target), pos = ti4_planet_pos(s, p), n = 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  purge(s, seat, TI4_RELIC_STELLAR_CONVERTER);
  int o = s->planet_owner[p];
  if (o != TI4_NOBODY) {                           /* destroyed: captured where the Cabal can (17), a mech's trade good */
    for (int k = 0; k < 2; k++) ti4_capture_lost(s, o, TI4_UT_INFANTRY + k, s->planet_units[p][k], pos, ev);
    ti4_production_mechs_destroyed(s, o, TI4_UT_MECH, s->planet_units[p][1], ev);
  }
  ti4_planet_purge(s, p, pos, -1, ev);             /* its units destroyed, attachments and card purged */
  for (int i = 0; i < 4; i++) s->x.conv_planets[i] = -1;
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++)
    if (ti4_sys_planets(s, sy)[i] != p) s->x.conv_planets[n++] = ti4_sys_planets(s, sy)[i];
  s->x.converted = (uint8_t)(p + 1);               /* the Stellar Converter token: off the board */
}

static const ti4_ability rows[] = {
  { "maw_of_worlds", TI4_AB_RELIC, TI4_RELIC_MAW_OF_WORLDS, W(TI4_W_AGENDA_START), 0,
    maw_check, NULL, NULL, maw },
  { "the_codex", TI4_AB_RELIC, TI4_RELIC_THE_CODEX, 0, TI4_ABF_COMPONENT, codex_check, NULL, NULL, codex },
  { "dynamis_core", TI4_AB_RELIC, TI4_RELIC_DYNAMIS_CORE, 0, TI4_ABF_COMPONENT, dynamis_check, NULL, NULL, dynamis },
  { "nano_forge", TI4_AB_RELIC, TI4_RELIC_NANO_FORGE, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET,
    nanoforge_check, nanoforge_options, NULL, nanoforge },
  { "jr_xs455_o", TI4_AB_RELIC, TI4_RELIC_JR_XS455_O, 0, TI4_ABF_COMPONENT | TI4_ABF_EXHAUST | TI4_ABF_TARGET,
    jr_check, jr_options, NULL, jr },
  { "the_crown_of_emphidia", TI4_AB_RELIC, TI4_RELIC_THE_CROWN_OF_EMPHIDIA, W(TI4_W_AFTER_ACTION) | W(TI4_W_STATUS_RETURN),
    TI4_ABF_EXHAUST | TI4_ABF_TARGET, crown_check, crown_options, NULL, crown },
  { "the_crown_of_thalnos", TI4_AB_RELIC, TI4_RELIC_THE_CROWN_OF_THALNOS, W(TI4_W_AFTER_COMBAT_ROLL), TI4_ABF_TARGET | TI4_ABF_OWN,
    thalnos_check, thalnos_options, NULL, thalnos },
  { "the_crown_of_thalnos", TI4_AB_LAW, TI4_AGENDA_THE_CROWN_OF_THALNOS, W(TI4_W_AFTER_COMBAT_ROLL), TI4_ABF_TARGET | TI4_ABF_OWN,
    thalnos_law_check, thalnos_options, NULL, thalnos },
  { "dominus_orb", TI4_AB_RELIC, TI4_RELIC_DOMINUS_ORB, W(TI4_W_AFTER_ACTIVATION), 0, dominus_check, NULL, NULL, dominus },
  { "stellar_converter", TI4_AB_RELIC, TI4_RELIC_STELLAR_CONVERTER, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET,
    stellar_check, stellar_options, NULL, stellar },
};
const ti4_ability_table ti4_ab_relics = { rows, sizeof rows / sizeof rows[0] };
