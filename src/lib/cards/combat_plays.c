/* combat_plays.c -- abilities a player chooses to use in combat's timing
 * windows (galaxy/combat.c opens them): technologies, faction abilities, a
 * mech's DEPLOY and agents. Like the cards of combat_cards.c, a record
 * writes what it changes into the combat's state (a modifier, a reroll, a
 * die more, hits produced); the combat machine reads it. Hits a record
 * produces in a window are assigned when the window closes. Card texts are
 * paraphrased in the comments. */
#include "rules.h"
#include "units.h"
#include "capture.h"
#include "round.h"
#include "agenda_rules.h"
#include "exploration.h"   /* TI4_OPT_*: a ship type named as an answer word */

#define W(id) (1u << (id))
enum { SPACE = 1, GROUND = 2 };   /* ti4_combat.kind, as galaxy/combat.c */

static int in_kind(const ti4_state *s, int seat, int kind, ti4_error *e) {
  if (s->combat.kind == kind && ti4_combat_side(s, seat) >= 0) return 0;
  return kind == SPACE
    ? ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("this is used at the start of a space combat round by a player in it (%s)"), ti4_seat_word(seat))
    : ti4_fail(e, TI4_EILLEGAL, "42", N_("this is used at the start of a ground combat round by a player in it (%s)"), ti4_seat_word(seat));
}
/* A side's infantry in the ground combat under way. */
static int ground_inf(const ti4_state *s, int side) {
  const ti4_combat *c = &s->combat;
  if (c->kind != GROUND || c->planet < 0 || c->planet >= TI4_MAX_PLANETS) return 0;
  if (side == 0) return c->invader[0];
  return s->planet_owner[c->planet] == c->seat[1] ? s->planet_units[c->planet][0] : 0;
}
static void set_ground_inf(ti4_state *s, int side, int n) {
  ti4_combat *c = &s->combat;
  if (n < 0) n = 0;
  if (n > 255) n = 255;
  if (side == 0) c->invader[0] = (uint8_t)n;
  else s->planet_units[c->planet][0] = (uint8_t)n;
}
/* The payment of a play (`play ID [TG] [PLANET ...]`): arg[0] trade goods. */
static int tg_of(const ti4_move *m) { return m->arg[0] > 0 ? m->arg[0] : 0; }
static int no_player(const ti4_move *m, ti4_error *e) {
  return TI4_TARGET_KIND(m->target) == TI4_T_NONE || TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? 0
         : ti4_fail(e, TI4_ESYNTAX, "1.3", N_("name trade goods and planets to pay with (%s)"), "play");
}

/* Supercharge (Naaz-Rokha): at the start of a combat round, exhaust this
 * card: +1 to the result of each of your units' combat rolls this round. */
static int supercharge_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  return ti4_combat_side(s, seat) >= 0 ? 0
         : ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("this is used at the start of a combat round by a player in it (%s)"), ti4_seat_word(seat));
}
static void supercharge_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0) s->combat.round_mod[side]++;
}

/* Munitions Reserves (Letnev): at the start of each round of space combat,
 * spend 2 trade goods: reroll any number of your dice this round. The
 * engine rerolls every die that missed (a hit can only be lost by
 * rerolling it), after the rolls' window, as Fire Team's. */
static int munitions_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = in_kind(s, seat, SPACE, e);
  if (rc) return rc;
  if (s->p[seat].tg < 2) return ti4_fail(e, TI4_EILLEGAL, "93.2", N_("this costs 2 trade goods (%s)"), ti4_seat_word(seat));
  return 0;
}
static void munitions_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int side = ti4_combat_side(s, seat);
  if (side < 0) return;
  ti4_gain_tg(s, seat, -2, ev);
  s->combat.reroll |= (uint8_t)(1u << side);
}

/* Viscount Unlenn (Letnev agent): at the start of a space combat round,
 * exhaust: 1 ship in the active system rolls 1 additional die this round.
 * Evelyn Delouis (Sol agent): the same for 1 ground force in a ground
 * combat round. `play ID pY [TYPE]` names the player whose unit it is and
 * the unit's type (left out: that player's with the best combat value).
 * Offered in the combat's window, to the players in the combat. */
static int agent_units(const ti4_state *s, int o, int k) {
  const ti4_combat *c = &s->combat;
  int side = ti4_combat_side(s, o), pos = s->tac.pos;
  if (side < 0 || k < 0 || pos >= TI4_MAX_MAP) return 0;
  if (c->kind == SPACE) return k <= TI4_UT_WARSUN ? s->ships[pos][o][k] : 0;
  if (c->kind != GROUND || (k != TI4_UT_INFANTRY && k != TI4_UT_MECH) || c->planet < 0) return 0;
  return side == 0 ? c->invader[k - TI4_UT_INFANTRY] : s->planet_units[c->planet][k - TI4_UT_INFANTRY];
}
static int agent_type(const ti4_move *m) {   /* the unit type named, -1 none (-2 a word that is no unit type) */
  if (m->arg[0] == -1) return -1;
  int o = m->arg[0] - TI4_OPT_ARG(0);
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : o == TI4_OPT_INFANTRY ? TI4_UT_INFANTRY
         : o == TI4_OPT_MECH ? TI4_UT_MECH : -2;
}
static int agent_die_check(const ti4_state *s, int seat, const ti4_move *m, int kind, ti4_error *e) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (s->combat.kind != kind || o < 0 || ti4_combat_side(s, o) < 0)
    return kind == SPACE
      ? ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("at the start of a space combat round, name a player in it (%s)"), ti4_seat_word(seat))
      : ti4_fail(e, TI4_EILLEGAL, "42", N_("at the start of a ground combat round, name a player in it (%s)"), ti4_seat_word(seat));
  if ((s->combat.extra_die >> ti4_combat_side(s, o)) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("a unit of that player rolls 1 additional die already this round (%s)"), ti4_seat_word(o));
  int k = agent_type(m);
  if (k != -1 && !agent_units(s, o, k))
    return ti4_fail(e, TI4_EILLEGAL, kind == SPACE ? "78.2a" : "42", N_("name a type of that player's units in this combat to roll the die (%s)"), ti4_seat_word(seat));
  return 0;
}
static int unlenn_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) { return agent_die_check(s, seat, m, SPACE, e); }
static int delouis_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) { return agent_die_check(s, seat, m, GROUND, e); }
static size_t combatants(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  (void)seat;
  for (int side = 0; side < 2 && s->combat.kind; side++) {
    ti4_move mv = *base;
    int o = s->combat.seat[side], types = 0;
    mv.target = TI4_TARGET(TI4_T_PLAYER, o);
    if (k < cap) out[k] = mv;                            /* the best unit */
    k++;
    for (int t = 0; t < TI4_SPACE_TYPES; t++) types += agent_units(s, o, t) > 0;
    for (int t = 0; t < TI4_SPACE_TYPES && types > 1; t++) {   /* or the type named */
      if (!agent_units(s, o, t)) continue;
      mv.arg[0] = (int16_t)TI4_OPT_ARG(t <= TI4_UT_WARSUN ? TI4_OPT_CARRIER + t : t == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : TI4_OPT_MECH);
      if (k < cap) out[k] = mv;
      k++;
    }
  }
  return k;
}
static void agent_die_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int side = ti4_combat_side(s, (int)TI4_TARGET_INDEX(m->target)), k = agent_type(m);
  if (side < 0) return;
  s->combat.extra_die |= (uint8_t)(1u << side);
  s->combat.extra_type = (uint8_t)((s->combat.extra_type & ~(15u << (4 * side))) | (unsigned)(k >= 0 ? k + 1 : 0) << (4 * side));
}

/* Indoctrination (Yin): at the start of a ground combat, spend 2 influence:
 * replace 1 of your opponent's participating infantry with 1 infantry from
 * your reinforcements. `play indoctrination [TG] [PLANET ...]`. */
static int indoctrination_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = in_kind(s, seat, GROUND, e);
  if (rc) return rc;
  if (s->combat.round != 1)
    return ti4_fail(e, TI4_EILLEGAL, "49.4", N_("this is used at the start of a ground combat (%s)"), ti4_seat_word(seat));
  if (!ground_inf(s, 1 - ti4_combat_side(s, seat)))
    return ti4_fail(e, TI4_EILLEGAL, "42", N_("your opponent has no infantry in this combat (%s)"), ti4_seat_word(seat));
  if ((rc = no_player(m, e))) return rc;
  return ti4_pay_check(s, seat, m, tg_of(m), 0, 2, 0, e);
}
static size_t pay_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap, int res, int inf) {
  ti4_move m = *base;
  if (ti4_pay_greedy(s, seat, &m, res, inf, 0)) return 0;
  if (cap) out[0] = m;
  return 1;
}
static size_t indoctrination_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return pay_options(s, seat, base, out, cap, 0, 2);
}
static void indoctrination_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = ti4_combat_side(s, seat), o = 1 - side;
  if (side < 0 || !ground_inf(s, o)) return;
  ti4_pay_apply(s, seat, m, tg_of(m), ev);
  set_ground_inf(s, o, ground_inf(s, o) - 1);
  ti4_emit(ev, TI4_EV_DESTROYED, s->combat.seat[o], TI4_UT_INFANTRY, s->tac.pos, 0, 1);   /* removed: replaced, not destroyed */
  set_ground_inf(s, side, ground_inf(s, side) + 1);
  ti4_emit(ev, TI4_EV_PRODUCED, seat, TI4_UT_INFANTRY, s->tac.pos, 0, 1);
}

/* Dunlain Reaper (Letnev mech), DEPLOY: at the start of a round of ground
 * combat, spend 2 resources to replace 1 of your infantry in that combat
 * with 1 mech (from your reinforcements). `play dunlain_reaper [TG] [PLANET ...]`. */
static int reaper_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = in_kind(s, seat, GROUND, e);
  if (rc) return rc;
  if (ti4_unit_row(s, seat, TI4_UT_MECH) != TI4_UNIT_DUNLAIN_REAPER || (s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR)))
    return ti4_fail(e, TI4_EILLEGAL, "30.1", N_("this is the Dunlain Reaper's DEPLOY ability (%s)"), ti4_seat_word(seat));
  if (!ground_inf(s, ti4_combat_side(s, seat)))
    return ti4_fail(e, TI4_EILLEGAL, "42", N_("you have no infantry in this combat (%s)"), ti4_seat_word(seat));
  if (ti4_units_on_board(s, seat, TI4_UT_MECH) >= ti4_unit_limit(TI4_UT_MECH))
    return ti4_fail(e, TI4_EILLEGAL, "30.2", N_("no mech is left in your reinforcements (%s)"), ti4_seat_word(seat));
  if ((rc = no_player(m, e))) return rc;
  return ti4_pay_check(s, seat, m, tg_of(m), 2, 0, 0, e);
}
static size_t reaper_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return pay_options(s, seat, base, out, cap, 2, 0);
}
static void reaper_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int side = ti4_combat_side(s, seat);
  if (side < 0 || !ground_inf(s, side)) return;
  ti4_pay_apply(s, seat, m, tg_of(m), ev);
  set_ground_inf(s, side, ground_inf(s, side) - 1);
  if (side == 0) c->invader[1]++;
  else s->planet_units[c->planet][1]++;
  ti4_emit(ev, TI4_EV_PRODUCED, seat, TI4_UT_MECH, s->tac.pos, 0, 1);
}

/* Destroy 1 of seat's cruisers or destroyers in the active system: the
 * type the play names (`play impulse_core cruiser`), which may be left out
 * when seat has ships of one of the two types there. -1: none. */
static int own_cd(const ti4_state *s, int seat, const ti4_move *m) {
  int pos = s->tac.pos;
  if (pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS) return -1;
  int d = s->ships[pos][seat][TI4_UT_DESTROYER] > 0, c = s->ships[pos][seat][TI4_UT_CRUISER] > 0;
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (!m->target) return d && !c ? TI4_UT_DESTROYER : c && !d ? TI4_UT_CRUISER : -1;
  return o == TI4_OPT_DESTROYER && d ? TI4_UT_DESTROYER : o == TI4_OPT_CRUISER && c ? TI4_UT_CRUISER : -1;
}
static size_t cd_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  int pos = s->tac.pos;
  size_t k = 0;
  if (pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS) return 0;
  int d = s->ships[pos][seat][TI4_UT_DESTROYER] > 0, c = s->ships[pos][seat][TI4_UT_CRUISER] > 0;
  if (d != c) { if (k < cap) out[k] = *base; k++; }    /* one type: it needs no name */
  if (c) { if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CRUISER); } k++; }
  if (d) { if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_DESTROYER); } k++; }
  return k;
}
static int foe_ships(const ti4_state *s, int seat) {
  int side = ti4_combat_side(s, seat), n = 0, pos = s->tac.pos;
  if (side < 0 || pos >= TI4_MAX_MAP) return 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) n += s->ships[pos][s->combat.seat[1 - side]][k];
  return n;
}
static int sacrifice_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->combat.kind != SPACE || ti4_combat_side(s, seat) < 0 || !foe_ships(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "78.1", N_("this is used in a space combat against your opponent's ships (%s)"), ti4_seat_word(seat));
  ti4_move any = *m;
  any.target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CRUISER);
  int c = own_cd(s, seat, &any) >= 0;
  any.target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_DESTROYER);
  if (!c && own_cd(s, seat, &any) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.1", N_("you have no cruiser or destroyer in the active system (%s)"), ti4_seat_word(seat));
  if (own_cd(s, seat, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.1", N_("name the ship you destroy: play it with cruiser or destroyer, one you have in the active system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void sacrifice(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k = own_cd(s, seat, m), pos = s->tac.pos;
  if (k < 0) return;
  s->ships[pos][seat][k]--;
  if (ti4_damaged_get(s, pos, seat, k) > s->ships[pos][seat][k]) ti4_damaged_set(s, pos, seat, k, s->ships[pos][seat][k]);
  ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, 1);
  ti4_capture_lost(s, seat, k, 1, pos, ev);        /* 17: e.g. the Cabal's Devour */
}

/* Impulse Core (Yin): at the start of a space combat, destroy 1 of your
 * cruisers or destroyers in the active system: 1 hit against your
 * opponent's ships, which they assign to a non-fighter ship if able.
 * Played in the first round's start window (78.2a: start of combat); the
 * hit is assigned before anti-fighter barrage. */
static int impulse_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->combat.kind == SPACE && s->combat.round != 1)
    return ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("this is used at the start of a space combat (%s)"), ti4_seat_word(seat));
  return sacrifice_check(s, seat, m, e);
}
/* Destroy seat's cruiser or destroyer (the one the play names) for 1 hit
 * on the opponent: its side, -1 if seat is not in the combat (Impulse
 * Core, Devotion). */
static int sacrifice_hit(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = ti4_combat_side(s, seat);
  if (side < 0) return -1;
  sacrifice(s, seat, m, ev);
  ti4_combat *c = &s->combat;
  c->hits[1 - side] = (uint8_t)(c->hits[1 - side] < 255 ? c->hits[1 - side] + 1 : 255);
  ti4_emit(ev, TI4_EV_HITS, seat, 5, s->tac.pos, 0, 1);
  return side;
}
static void impulse_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = sacrifice_hit(s, seat, m, ev);
  if (side < 0) return;
  ti4_combat *c = &s->combat;                            /* on a non-fighter ship if able */
  c->nonfighter[1 - side] = (uint8_t)(c->nonfighter[1 - side] < 255 ? c->nonfighter[1 - side] + 1 : 255);
}

/* Devotion (Yin): after each space combat round, destroy 1 of your cruisers
 * or destroyers in the active system: 1 hit, which you assign to 1 of your
 * opponent's ships there (a ship that can sustain damage does: the engine's
 * choice for its owner, as other hits its opponent assigns). */
static int devotion_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  return sacrifice_check(s, seat, m, e);
}
static void devotion_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = sacrifice_hit(s, seat, m, ev);
  if (side >= 0) s->combat.foe_assigns |= (uint8_t)(1u << (1 - side));   /* you assign it */
}

/* Dynamo (Empyrean flagship): after any player's unit in this system or an
 * adjacent one uses SUSTAIN DAMAGE, spend 2 influence to repair that unit.
 * Used in a combat's after-SUSTAIN-DAMAGE window (offered to the players
 * in the combat, and to the Empyrean beside it): a space combat's ships, a
 * ground combat's mechs (on the planet, either side's); when units of
 * several types sustained damage in one assignment, the player names the
 * type: `play dynamo TYPE [TG] [PLANET ...]` (as Direct Hit's; TYPE left
 * out when one type did). */
static int dynamo_near(const ti4_state *s, int seat) {
  int pos = s->tac.pos;
  if (pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS || ti4_unit_row(s, seat, TI4_UT_FLAGSHIP) != TI4_UNIT_DYNAMO) return 0;
  for (uint64_t a = ti4_adjacent_mask(s, pos) | (uint64_t)1 << pos; a; a &= a - 1) {
    int q = __builtin_ctzll(a);
    if (q < s->nmap && q < TI4_MAX_MAP && s->ships[q][seat][TI4_UT_FLAGSHIP]) return 1;
  }
  return 0;
}
/* The damaged mechs of side in the ground combat under way. */
static uint8_t *ground_damaged(ti4_state *s, int side) {
  ti4_combat *c = &s->combat;
  if (c->kind != GROUND || c->planet < 0 || c->planet >= TI4_MAX_PLANETS) return NULL;
  return side == 0 ? &c->invader[2] : &s->planet_damaged[c->planet];
}
/* A bit per unit type that sustained damage in the last assignment and is
 * still damaged there (a ground combat: the mechs). */
static unsigned sustained_types(const ti4_state *s) {
  const ti4_combat *c = &s->combat;
  int side = c->sustained_side & 1, o = c->seat[side], pos = s->tac.pos;
  unsigned t = 0;
  if (c->kind == GROUND && ((c->sustained_now >> TI4_UT_MECH) & 1) && c->planet >= 0 && c->planet < TI4_MAX_PLANETS)
    return (side == 0 ? c->invader[2] : s->planet_damaged[c->planet]) ? 1u << TI4_UT_MECH : 0;
  if (c->kind != SPACE || pos >= TI4_MAX_MAP || o >= TI4_MAX_SEATS) return 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (((c->sustained_now >> k) & 1) && s->ships[pos][o][k] && ti4_damaged_get(s, pos, o, k)) t |= 1u << k;
  return t;
}
static int dynamo_option(int k) { return TI4_TARGET(TI4_T_OPTION, k == TI4_UT_MECH ? TI4_OPT_MECH : TI4_OPT_CARRIER + k); }
/* The type a Dynamo move repairs: the one named, or the only one (-1 none). */
static int sustained_type(const ti4_state *s, const ti4_move *m) {
  unsigned t = sustained_types(s);
  if (!t) return -1;
  if (!m || !m->target) return t & (t - 1) ? -1 : __builtin_ctz(t);
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (((t >> k) & 1) && (k <= TI4_UT_WARSUN || k == TI4_UT_MECH) && m->target == dynamo_option(k)) return k;
  return -1;
}
static int dynamo_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc;
  if (!dynamo_near(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "1.25", N_("your flagship Dynamo is not in or next to the active system (%s)"), ti4_seat_word(seat));
  if (!sustained_types(s))
    return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("this is used after a unit uses SUSTAIN DAMAGE (%s)"), ti4_seat_word(seat));
  if (sustained_type(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("name the type of the unit that sustained damage, e.g. play dynamo dreadnought (%s)"), ti4_seat_word(seat));
  if (TI4_TARGET_KIND(m->target) != TI4_T_OPTION && (rc = no_player(m, e))) return rc;   /* TYPE is an option word */
  return ti4_pay_check(s, seat, m, tg_of(m), 0, 2, 0, e);
}
static size_t dynamo_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  unsigned t = sustained_types(s);
  if (!(t & (t - 1))) return pay_options(s, seat, base, out, cap, 0, 2);
  size_t n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {   /* several types: each named (ships only: a ground combat's are mechs) */
    if (!((t >> k) & 1)) continue;
    ti4_move b = *base, tmp;
    b.target = (uint16_t)dynamo_option(k);
    n += pay_options(s, seat, &b, n < cap ? &out[n] : &tmp, n < cap ? cap - n : 1, 0, 2);
  }
  return n;
}
static void dynamo_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k = sustained_type(s, m), o = s->combat.seat[s->combat.sustained_side & 1], pos = s->tac.pos;
  if (k < 0) return;
  ti4_pay_apply(s, seat, m, tg_of(m), ev);
  uint8_t *gd = ground_damaged(s, s->combat.sustained_side & 1);
  if (gd) { if (*gd) (*gd)--; }                /* a mech on the planet */
  else ti4_damaged_set(s, pos, o, k, ti4_damaged_get(s, pos, o, k) - 1);
  ti4_emit(ev, TI4_EV_REPAIRED, o, k, pos, 0, 1);
}

/* The Thundarian (Nomad agent): after the roll-dice step of a combat
 * round, exhaust it: cancel all hits produced in that step and resolve the
 * step again (both players roll again; the rolls' window opens again). */
static int thundarian_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_combat *c = &s->combat;
  if ((c->kind != SPACE && c->kind != GROUND) || (c->reroll & 4))
    return ti4_fail(e, TI4_EILLEGAL, "78.5", N_("this is used after the roll-dice step of a combat round (%s)"), ti4_seat_word(seat));
  return 0;
}
static void thundarian_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->combat.reroll |= 4;                     /* galaxy/combat.c rolls the step again when the window closes */
}

/* Tellurian (Titans agent): when a hit is produced against a unit,
 * exhaust it: cancel that hit. Used in the window before hits are
 * assigned (a combat round's, or a space cannon roll's) and in the window
 * after an ANTI-FIGHTER BARRAGE or BOMBARDMENT roll (no window of its own
 * comes before those hits are assigned): `play tellurian pY` cancels 1
 * hit against pY's units. A roll's dice rerolled afterwards in that window
 * (Scramble Frequency) keep the cancellation: galaxy/combat.c takes 1 off
 * the new result (TI4_UR_CANCELLED). */
static int unit_roll_slot(const ti4_state *s, int side) {
  const ti4_combat *c = &s->combat;            /* where the roll's hits against side's units wait: 0 bhits, 1 hits, -1 none */
  if (c->uroll == TI4_UR_BARRAGE) return (c->urolled >> (1 - side)) & 1 ? 0 : -1;
  if (c->uroll == TI4_UR_BOMBARD) return side == 1 && (c->urolled & 1) ? 1 : -1;
  return -1;
}
static uint8_t *unit_roll_hits(ti4_state *s, int side) {
  int w = unit_roll_slot(s, side);
  return w == 0 ? &s->combat.bhits[1 - side] : w == 1 ? &s->combat.hits[1] : NULL;
}
static int hit_side(const ti4_state *s, const ti4_move *m) {
  const ti4_combat *c = &s->combat;
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (!c->kind || o < 0) return -1;
  int side = o == c->seat[0] ? 0 : o == c->seat[1] ? 1 : -1;
  if (side < 0) return -1;
  if (c->uroll == TI4_UR_BARRAGE || c->uroll == TI4_UR_BOMBARD) {   /* after the unit ability's roll */
    int w = unit_roll_slot(s, side), n = w == 0 ? c->bhits[1 - side] : w == 1 ? c->hits[1] : 0;
    return n && !((c->urolled >> (TI4_UR_CANCELLED_BIT + side)) & 1) ? side : -1;
  }
  if (c->uroll) return -1;                      /* space cannon: in its before_assign window */
  return c->hits[side] ? side : -1;
}
static int tellurian_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (m->arg[0] != -1)
    return ti4_fail(e, TI4_ESYNTAX, "18", N_("Tellurian names a player only, e.g. play tellurian p2 (%s)"), ti4_seat_word(seat));
  if (hit_side(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "18", N_("name a player with hits produced against their units (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t tellurian_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;                                 /* the players in the combat: no unit to name (cf. combatants) */
  (void)seat;
  for (int side = 0; side < 2 && s->combat.kind; side++) {
    ti4_move mv = *base;
    mv.target = TI4_TARGET(TI4_T_PLAYER, s->combat.seat[side]);
    if (k < cap) out[k] = mv;
    k++;
  }
  return k;
}
static void tellurian_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int side = hit_side(s, m);
  if (side < 0) return;
  ti4_combat *c = &s->combat;
  uint8_t *h = unit_roll_hits(s, side);
  if (h) {                                      /* a barrage's or a bombardment's hit */
    (*h)--;
    c->urolled |= (uint8_t)(1u << (TI4_UR_CANCELLED_BIT + side));
    ti4_emit(ev, TI4_EV_HITS, c->seat[1 - side], 0, s->tac.pos, 0, *h);   /* what is left */
    return;
  }
  c->hits[side]--;
  if (c->nonfighter[side] > c->hits[side]) c->nonfighter[side] = c->hits[side];
  ti4_emit(ev, TI4_EV_HITS, c->seat[1 - side], 0, s->tac.pos, 0, c->hits[side]);   /* what is left */
}

/* Wrath of Kenara (Hacan flagship): after you roll a die during a space
 * combat in this system, spend 1 trade good: +1 to its result. Used in the
 * window after the round's combat rolls, and in the window after an
 * ANTI-FIGHTER BARRAGE roll (78.3: a step of the space combat): `play
 * wrath_of_kenara N` spends N trade goods on N of your dice of that roll
 * that missed by 1 -- each becomes a hit (a die that missed by more gains
 * nothing from it). */
static int near_misses(const ti4_state *s, int side) { return side < 0 ? 0 : (s->combat.near_miss >> (4 * side)) & 15; }
static int kenara_barrage(const ti4_state *s) { return s->combat.uroll == TI4_UR_BARRAGE; }
static int kenara_here(const ti4_state *s, int seat) {
  int pos = s->tac.pos, side = ti4_combat_side(s, seat);
  if (s->combat.uroll && !(kenara_barrage(s) && side >= 0 && ((s->combat.urolled >> side) & 1))) return 0;   /* rolled by another, or not in space combat */
  return s->combat.kind == SPACE && side >= 0 && pos < TI4_MAX_MAP &&
         ti4_unit_row(s, seat, TI4_UT_FLAGSHIP) == TI4_UNIT_WRATH_OF_KENARA && s->ships[pos][seat][TI4_UT_FLAGSHIP];
}
static int kenara_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int n = m->arg[0];
  if (!kenara_here(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "1.25", N_("your flagship Wrath of Kenara is not in this space combat (%s)"), ti4_seat_word(seat));
  if (n < 1 || n > near_misses(s, ti4_combat_side(s, seat)) || n > s->p[seat].tg)
    return ti4_fail(e, TI4_EILLEGAL, "18.1", N_("name how many of your dice that missed by 1 gain +1, a trade good each (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t kenara_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  int side = ti4_combat_side(s, seat), most = near_misses(s, side) < s->p[seat].tg ? near_misses(s, side) : s->p[seat].tg;
  for (int n = 1; n <= most && kenara_here(s, seat); n++) {
    ti4_move mv = *base;
    mv.arg[0] = (int16_t)n;
    if (k < cap) out[k] = mv;
    k++;
  }
  return k;
}
static void kenara_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = ti4_combat_side(s, seat), n = m->arg[0];
  if (side < 0 || n < 1 || n > near_misses(s, side) || n > s->p[seat].tg) return;
  ti4_combat *c = &s->combat;
  ti4_gain_tg(s, seat, -n, ev);
  c->near_miss = (uint8_t)(c->near_miss - (n << (4 * side)));
  if (kenara_barrage(s)) {                     /* the barrage's hits, assigned when its window closes */
    c->bhits[side] = (uint8_t)(c->bhits[side] + n < 255 ? c->bhits[side] + n : 255);
    ti4_emit(ev, TI4_EV_HITS, seat, 5, s->tac.pos, 0, n);
    return;
  }
  for (int k = 0, left = n; k < TI4_FIGHT_TYPES && left; k++) {   /* no longer misses: not rerolled */
    int x = c->miss[side][k] < left ? c->miss[side][k] : left;
    c->miss[side][k] = (uint8_t)(c->miss[side][k] - x);
    left -= x;
  }
  c->hits[1 - side] = (uint8_t)(c->hits[1 - side] + n < 255 ? c->hits[1 - side] + n : 255);
  ti4_emit(ev, TI4_EV_HITS, seat, 5, s->tac.pos, 0, n);
}

/* Kuuasi Aun Jalatai (Keleres hero, Overwing Zeta): at the start of a
 * space combat round in a system that contains a planet you control, place
 * your flagship and up to 2 cruisers or destroyers from your reinforcements
 * in the active system; then purge this card. `play kuuasi_aun_jalatai C D`:
 * C cruisers and D destroyers (C + D at most 2); the flagship comes too when
 * it is in the reinforcements. Used by a player in the combat. */
static int reinf(const ti4_state *s, int seat, int k) {
  int n = ti4_unit_limit(k) - ti4_units_on_board(s, seat, k);
  return n > 0 ? n : 0;
}
static int kuuasi_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = in_kind(s, seat, SPACE, e), mine = 0, pos = s->tac.pos;
  if (rc) return rc;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) mine |= ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] == seat;
  if (!mine)
    return ti4_fail(e, TI4_EILLEGAL, "51", N_("the active system contains no planet you control (%s)"), ti4_seat_word(seat));
  int cr = m->arg[0], de = m->arg[1];
  if (cr < 0 || de < 0 || cr + de > 2 || cr > reinf(s, seat, TI4_UT_CRUISER) || de > reinf(s, seat, TI4_UT_DESTROYER) ||
      (cr + de == 0 && !reinf(s, seat, TI4_UT_FLAGSHIP)))
    return ti4_fail(e, TI4_EILLEGAL, "72", N_("name the cruisers and destroyers from your reinforcements, at most 2 in all (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t kuuasi_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int cr = 0; cr <= 2; cr++)
    for (int de = 0; cr + de <= 2; de++) {
      ti4_move mv = *base;
      mv.arg[0] = (int16_t)cr;
      mv.arg[1] = (int16_t)de;
      if (kuuasi_check(s, seat, &mv, NULL)) continue;
      if (k < cap) out[k] = mv;
      k++;
    }
  return k;
}
static void kuuasi_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = s->tac.pos;
  if (ti4_combat_side(s, seat) < 0 || pos >= TI4_MAX_MAP || seat >= TI4_MAX_SEATS) return;
  int n[3] = {reinf(s, seat, TI4_UT_FLAGSHIP) ? 1 : 0, m->arg[0] > 0 ? m->arg[0] : 0, m->arg[1] > 0 ? m->arg[1] : 0};
  static const int types[3] = {TI4_UT_FLAGSHIP, TI4_UT_CRUISER, TI4_UT_DESTROYER};
  for (int i = 0; i < 3; i++) {
    if (!n[i]) continue;
    s->ships[pos][seat][types[i]] = (uint8_t)(s->ships[pos][seat][types[i]] + n[i]);
    ti4_emit(ev, TI4_EV_PRODUCED, seat, types[i], pos, 0, n[i]);   /* placed */
  }
}

static const ti4_ability rows[] = {
  { "supercharge", TI4_AB_TECH, TI4_TECH_SUPERCHARGE, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_EXHAUST | TI4_ABF_OWN,
    supercharge_check, NULL, NULL, supercharge_effect },
  { "munitions_reserves", TI4_AB_FACTION, TI4_FACTION_LETNEV, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN,
    munitions_check, NULL, NULL, munitions_effect },
  { "viscount_unlenn", TI4_AB_LEADER, TI4_LEADER_VISCOUNT_UNLENN, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_TARGET,
    unlenn_check, combatants, NULL, agent_die_effect },
  { "evelyn_delouis", TI4_AB_LEADER, TI4_LEADER_EVELYN_DELOUIS, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_TARGET,
    delouis_check, combatants, NULL, agent_die_effect },
  { "indoctrination", TI4_AB_FACTION, TI4_FACTION_YIN, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN | TI4_ABF_FREE,
    indoctrination_check, indoctrination_options, NULL, indoctrination_effect },
  { "dunlain_reaper", TI4_AB_FACTION, TI4_FACTION_LETNEV, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN | TI4_ABF_FREE,
    reaper_check, reaper_options, NULL, reaper_effect },
  { "impulse_core", TI4_AB_TECH, TI4_TECH_IMPULSE_CORE, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN,
    impulse_check, cd_options, NULL, impulse_effect },
  { "dynamo", TI4_AB_FACTION, TI4_FACTION_EMPYREAN, W(TI4_W_AFTER_SUSTAIN), TI4_ABF_OWN | TI4_ABF_FREE,
    dynamo_check, dynamo_options, NULL, dynamo_effect },
  { "the_thundarian", TI4_AB_LEADER, TI4_LEADER_THE_THUNDARIAN, W(TI4_W_AFTER_COMBAT_ROLL), 0,
    thundarian_check, NULL, NULL, thundarian_effect },
  { "tellurian", TI4_AB_LEADER, TI4_LEADER_TELLURIAN, W(TI4_W_BEFORE_ASSIGN) | W(TI4_W_AFTER_UNIT_ROLL), TI4_ABF_TARGET,
    tellurian_check, tellurian_options, NULL, tellurian_effect },
  { "wrath_of_kenara", TI4_AB_FACTION, TI4_FACTION_HACAN, W(TI4_W_AFTER_COMBAT_ROLL) | W(TI4_W_AFTER_UNIT_ROLL), TI4_ABF_OWN,
    kenara_check, kenara_options, NULL, kenara_effect },
  { "kuuasi_aun_jalatai", TI4_AB_LEADER, TI4_LEADER_KUUASI_AUN_JALATAI, W(TI4_W_COMBAT_ROUND_START), 0,
    kuuasi_check, kuuasi_options, NULL, kuuasi_effect },
  { "devotion", TI4_AB_FACTION, TI4_FACTION_YIN, W(TI4_W_COMBAT_ROUND_END), TI4_ABF_OWN,
    devotion_check, cd_options, NULL, devotion_effect },
};
const ti4_ability_table ti4_ab_combat_plays = { rows, sizeof rows / sizeof rows[0] };
