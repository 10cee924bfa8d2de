/* combat_cards.c -- the action cards and promissory notes played in the
 * timing windows of a combat (galaxy/combat.c opens them: combat_round_start,
 * after_combat_roll, before_assign_hits, combat_round_end, after_combat).
 * A card writes what it changes into the combat's state (a modifier, hits
 * cancelled, a reroll asked for); the combat machine reads it. Card texts
 * are paraphrased in the comments. */
#include "rules.h"
#include "units.h"
#include "round.h"
#include "combat_abilities.h"
#include "agenda_rules.h"
#include "faction_abilities.h"
#include "techs2.h"
#include "exploration.h"   /* TI4_OPT_*: a ship type named as an answer word */
#include "deeds.h"
#include "capture.h"   /* 17: the Cabal captures what these cards destroy */

#define W(id) (1u << (id))
enum { SPACE = 1, GROUND = 2, CANNON = 3 };   /* ti4_combat.kind, as galaxy/combat.c */

static int in_combat(const ti4_state *s, int seat, ti4_error *e) {
  return ti4_combat_side(s, seat) >= 0 ? 0
         : ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this card is played by a player in the combat (%s)"), ti4_seat_word(seat));
}

/* Morale Boost: at the start of a combat round, +1 to the result of each of
 * your units' combat rolls this round (space or ground combat). */
static int morale_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  return in_combat(s, seat, e);
}
static void morale_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0) s->combat.round_mod[side]++;
}

/* Fighter Prototype: at the start of the first round of a space combat, +2
 * to the result of each of your fighters' combat rolls this round. */
static int prototype_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->combat.kind != SPACE || s->combat.round != 1)
    return ti4_fail(e, TI4_EILLEGAL, "78.2", N_("this card is played at the start of the first round of a space combat (%s)"), ti4_seat_word(seat));
  return in_combat(s, seat, e);
}
static void prototype_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0) s->combat.fighter_mod[side] = (int8_t)(s->combat.fighter_mod[side] + 2);
}

/* Emergency Repairs: at the start or end of a combat round, repair all of
 * your units that have SUSTAIN DAMAGE in the active system (87.3). */
static int damaged_here(const ti4_state *s, int seat) {
  int pos = s->tac.pos, n = 0;
  if (pos >= TI4_MAX_MAP || seat >= TI4_MAX_SEATS) return 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) n += ti4_damaged_get(s, pos, seat, k) && s->ships[pos][seat][k];
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    n += pl >= 0 && s->planet_owner[pl] == seat && s->planet_damaged[pl] && s->planet_units[pl][1];
  }
  if (s->combat.kind == GROUND && seat == s->combat.seat[0]) n += s->combat.invader[2] != 0;
  return n;
}
static int repairs_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = in_combat(s, seat, e);
  if (rc) return rc;
  return damaged_here(s, seat) ? 0
         : ti4_fail(e, TI4_EILLEGAL, "87.3", N_("none of your units in the active system is damaged (%s)"), ti4_seat_word(seat));
}
static void repairs_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int pos = s->tac.pos;
  if (pos >= TI4_MAX_MAP || seat >= TI4_MAX_SEATS) return;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int d = ti4_damaged_get(s, pos, seat, k) < s->ships[pos][seat][k] ? ti4_damaged_get(s, pos, seat, k) : s->ships[pos][seat][k];
    ti4_damaged_set(s, pos, seat, k, 0);
    if (d) ti4_emit(ev, TI4_EV_REPAIRED, seat, k, pos, 0, d);
  }
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl < 0 || s->planet_owner[pl] != seat || !s->planet_damaged[pl]) continue;
    int d = s->planet_damaged[pl] < s->planet_units[pl][1] ? s->planet_damaged[pl] : s->planet_units[pl][1];
    s->planet_damaged[pl] = 0;
    if (d) ti4_emit(ev, TI4_EV_REPAIRED, seat, TI4_UT_MECH, pos, 0, d);
  }
  if (s->combat.kind == GROUND && seat == s->combat.seat[0] && s->combat.invader[2]) {
    ti4_emit(ev, TI4_EV_REPAIRED, seat, TI4_UT_MECH, pos, 0, s->combat.invader[2]);
    s->combat.invader[2] = 0;
  }
}

/* Shields Holding: before you assign hits to your ships during a space
 * combat, cancel up to 2 hits: `play shields_holding` cancels as many as it
 * can (2, or the 1 left), `play shields_holding 1` only 1. */
static int shields_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int side = ti4_combat_side(s, seat);
  if (s->combat.kind != SPACE || side < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("this card cancels hits against your ships in a space combat (%s)"), ti4_seat_word(seat));
  if (!s->combat.hits[side])
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("no hits are produced against your units (%s)"), ti4_seat_word(seat));
  if (m->arg[0] != -1 && m->arg[0] != 1)
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("Shields Holding cancels up to 2 hits: play it alone (2), or with 1 (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t shields_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  int side = ti4_combat_side(s, seat);
  size_t k = 0;
  if (k < cap) out[k] = *base;
  k++;
  if (side >= 0 && s->combat.hits[side] >= 2) {   /* fewer than it could */
    if (k < cap) { out[k] = *base; out[k].arg[0] = 1; }
    k++;
  }
  return k;
}
static void cancel_hits(ti4_state *s, int side, int n, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (n > c->hits[side]) n = c->hits[side];
  c->hits[side] = (uint8_t)(c->hits[side] - n);
  ti4_emit(ev, TI4_EV_HITS, c->seat[1 - side], 0, s->tac.pos, 0, c->hits[side]);   /* what is left */
}
static void shields_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int side = ti4_combat_side(s, seat);
  if (side >= 0) cancel_hits(s, side, m->arg[0] == 1 ? 1 : 2, ev);
}

/* Maneuvering Jets: before you assign hits produced by another player's
 * SPACE CANNON roll, cancel 1 hit: offense against your ships (77.5), or
 * defense against your committed ground forces (77.8; a ground combat not
 * yet in its first round). */
static int jets_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_combat *c = &s->combat;
  int cannon = c->kind == CANNON || (c->kind == GROUND && c->round == 0);
  if (!cannon || seat != c->seat[0] || !c->hits[0])
    return ti4_fail(e, TI4_EILLEGAL, "77", N_("this card cancels a hit of another player's SPACE CANNON against your units (%s)"), ti4_seat_word(seat));
  return 0;
}
static void jets_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (seat == s->combat.seat[0]) cancel_hits(s, 0, 1, ev);
}

/* Fire Team: after your ground forces make combat rolls in a round of ground
 * combat, reroll any number of your dice (74). The engine rerolls every die
 * that missed: a hit can only be lost by rerolling it, a miss only gained. */
static int fire_team_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int side = ti4_combat_side(s, seat), misses = 0;
  if (s->combat.kind != GROUND || side < 0)
    return ti4_fail(e, TI4_EILLEGAL, "42", N_("this card is played after your ground forces roll in a ground combat (%s)"), ti4_seat_word(seat));
  for (int k = 0; k < TI4_FIGHT_TYPES; k++) misses += s->combat.miss[side][k];
  if (!misses)
    return ti4_fail(e, TI4_EILLEGAL, "74", N_("none of your dice missed: nothing to reroll (%s)"), ti4_seat_word(seat));
  if ((s->combat.reroll >> side) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "74.2", N_("those dice are rerolled already (%s)"), ti4_seat_word(seat));
  return 0;
}
static void fire_team_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0) s->combat.reroll |= (uint8_t)(1u << side);
}

/* Salvage: after you win a space combat, your opponent gives you all of
 * their commodities (they become your trade goods). */
static int salvage_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->combat.kind != SPACE || s->combat.winner != seat || s->combat.loser >= s->nseats)
    return ti4_fail(e, TI4_EILLEGAL, "78.10", N_("this card is played after you win a space combat (%s)"), ti4_seat_word(seat));
  return 0;
}
static void salvage_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int o = s->combat.loser;
  if (o >= s->nseats || seat >= s->nseats) return;
  int n = s->p[o].commodities;
  if (!n) return;
  s->p[o].commodities = 0;
  ti4_emit_what(ev, TI4_EV_LOST, o, TI4_RES_COMMODITIES, -1, n);
  ti4_gain_tg(s, seat, n, ev);
}

/* Tekklar Legion (Sardakk N'orr's note): at the start of an invasion combat,
 * +1 to the result of each of your units' combat rolls in this combat; if
 * your opponent is the N'orr player, -1 to each of theirs. The note then
 * returns to its owner (the registry returns a played note, 69.4). */
static int tekklar_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->combat.kind != GROUND || s->combat.round != 1 || ti4_combat_side(s, seat) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.4", N_("this card is played at the start of a ground combat of yours (%s)"), ti4_seat_word(seat));
  return 0;
}
static void tekklar_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int side = ti4_combat_side(s, seat), owner = m->arg[5];
  if (side < 0) return;
  s->combat.combat_mod[side]++;
  if (owner >= 0 && owner < s->nseats && s->combat.seat[1 - side] == owner && s->p[owner].faction == TI4_FACTION_SARDAKK)
    s->combat.combat_mod[1 - side]--;
}

/* Direct Hit: after another player's ship uses SUSTAIN DAMAGE to cancel a
 * hit your units produced, destroy that ship. `play direct_hit TYPE` names
 * its type when ships of several types sustained damage in one assignment
 * (`play direct_hit` alone when one type did). */
static int sustained_type(const ti4_state *s, int k) {
  const ti4_combat *c = &s->combat;
  int side = c->sustained_side & 1, seat = c->seat[side], pos = s->tac.pos;
  return c->kind == SPACE && pos < TI4_MAX_MAP && seat < TI4_MAX_SEATS && k >= 0 && k <= TI4_UT_WARSUN &&
         ((c->sustained_now >> k) & 1) && s->ships[pos][seat][k] && ti4_damaged_get(s, pos, seat, k);
}
static int ship_option(int k) { return TI4_TARGET(TI4_T_OPTION, TI4_OPT_CARRIER + k); }
static int option_ship(uint16_t t) {
  int o = TI4_TARGET_KIND(t) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(t) : -1;
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : -1;
}
/* The type a Direct Hit move names (-1 none that can be). */
static int direct_hit_type(const ti4_state *s, const ti4_move *m) {
  int only = -1, n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (sustained_type(s, k)) { only = k; n++; }
  if (!m->target) return n == 1 ? only : -1;
  return sustained_type(s, option_ship(m->target)) ? option_ship(m->target) : -1;
}
static int direct_hit_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_combat *c = &s->combat;
  int n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) n += sustained_type(s, k);
  if (c->kind != SPACE || seat != c->seat[1 - (c->sustained_side & 1)] || !n)
    return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("this card is played after your opponent's ship uses SUSTAIN DAMAGE against your hit (%s)"), ti4_seat_word(seat));
  if (direct_hit_type(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("name the type of the ship that sustained damage, e.g. play direct_hit dreadnought (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t direct_hit_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  (void)seat;
  size_t k = 0;
  int n = 0;
  for (int t = 0; t <= TI4_UT_WARSUN; t++) n += sustained_type(s, t);
  if (n == 1) { if (k < cap) out[k] = *base; k++; }
  for (int t = 0; t <= TI4_UT_WARSUN; t++)
    if (sustained_type(s, t)) {
      if (k < cap) { out[k] = *base; out[k].target = (uint16_t)ship_option(t); }
      k++;
    }
  return k;
}
static void direct_hit_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  int k = direct_hit_type(s, m), o = s->combat.seat[s->combat.sustained_side & 1], pos = s->tac.pos;
  if (k < 0) return;
  s->ships[pos][o][k]--;
  ti4_damaged_set(s, pos, o, k, ti4_damaged_get(s, pos, o, k) - 1);                                 /* the damaged one (87) */
  ti4_emit(ev, TI4_EV_DESTROYED, o, k, pos, 0, 1);
  ti4_deeds_destroyed(s, o, seat, k, TI4_DEED_AT_COMBAT);   /* 61.9: e.g. Destroy Their Greatest Ship */
  s->combat.lost[s->combat.sustained_side & 1] |= (uint16_t)(1u << k);   /* its after_ship_destroyed window */
  s->combat.sustained_now &= (uint16_t)~(1u << k);
  ti4_capture_lost(s, o, k, 1, pos, ev);           /* 17: Devour (the Cabal played it), The Terror Between */
}

/* Reflective Shielding: when one of your ships uses SUSTAIN DAMAGE during
 * combat, produce 2 hits against your opponent's ships in the active system
 * (they assign them before the round goes on). */
static int reflective_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_combat *c = &s->combat;
  if (c->kind != SPACE || seat != c->seat[c->sustained_side & 1] || !(c->sustained_now & 0x7FFF))
    return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("this card is played when one of your ships uses SUSTAIN DAMAGE in a space combat (%s)"), ti4_seat_word(seat));
  return 0;
}
static void reflective_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int side = ti4_combat_side(s, seat);
  if (side < 0) return;
  ti4_combat *c = &s->combat;
  c->hits[1 - side] = (uint8_t)(c->hits[1 - side] + 2 < 255 ? c->hits[1 - side] + 2 : 255);
  ti4_emit(ev, TI4_EV_HITS, seat, 0, s->tac.pos, 0, 2);
}

/* Skilled Retreat: at the start of a space combat round, move all your ships
 * in the active system (and the ground forces they carry) into an adjacent
 * system without other players' ships; the combat ends in a draw; place a
 * command token from your reinforcements there. `play skilled_retreat N`
 * names the system by its tile number. Systems your ships cannot enter
 * (a supernova without Magmus Reactor, an asteroid field without Antimass
 * Deflectors: 11.1) are not offered. */
static int skilled_to(const ti4_state *s, int seat, int tile) {
  int pos = s->tac.pos;
  if (pos >= TI4_MAX_MAP) return -1;
  for (uint64_t a = ti4_move_adjacent_mask(s, pos, seat, 0); a; a &= a - 1) {
    int q = __builtin_ctzll(a);
    if (q == pos || q >= s->nmap || s->map[q] < 0 || ti4_tile_number(s->map[q]) != tile) continue;
    unsigned an = ti4_systems[s->map[q]].anomalies;
    if (((an & TI4_ANOM_ASTEROID) && !ti4_has_tech(s, seat, TI4_TECH_ANTIMASS_DEFLECTORS)) ||   /* 11.1 */
        ((an & TI4_ANOM_SUPERNOVA) && !ti4_magmus_into(s, seat))) return -1;   /* Magmus Reactor: into supernovas */
    for (int o = 0; o < s->nseats; o++)
      for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++) if (s->ships[q][o][k]) return -1;
    return q;
  }
  return -1;
}
static int skilled_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->combat.kind != SPACE || ti4_combat_side(s, seat) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("this card is played at the start of a space combat round by a player in it (%s)"), ti4_seat_word(seat));
  if (s->tac.flags2 & TI4_TAC2_NO_RETREAT)          /* Airo Shir Aur (heroes2.c) */
    return ti4_fail(e, TI4_EILLEGAL, "78.4", N_("Benediction: no ship may be moved by abilities in this combat (%s)"), ti4_seat_word(seat));
  if (skilled_to(s, seat, m->arg[0]) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.7c", N_("name an adjacent system your ships can enter without other players' ships, by its tile number (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t skilled_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  int pos = s->tac.pos;
  if (pos >= TI4_MAX_MAP) return 0;
  for (uint64_t a = ti4_move_adjacent_mask(s, pos, seat, 0); a; a &= a - 1) {
    int q = __builtin_ctzll(a);
    if (q == pos || q >= s->nmap || s->map[q] < 0 || ti4_tile_number(s->map[q]) < 0) continue;
    ti4_move mv = *base;
    mv.arg[0] = (int16_t)ti4_tile_number(s->map[q]);
    if (skilled_to(s, seat, mv.arg[0]) != q) continue;
    if (k < cap) out[k] = mv;
    k++;
  }
  return k;
}
static void skilled_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = s->tac.pos, q = skilled_to(s, seat, m->arg[0]);
  if (q < 0 || ti4_combat_side(s, seat) < 0) return;
  ti4_space_area_move(s, seat, pos, q, ev);
  s->combat.draw = 1;
  if (!((s->tokens[q] >> seat) & 1) && ti4_reinforcement_tokens(s, seat) > 0) {
    s->tokens[q] |= (uint8_t)(1u << seat);
    ti4_emit(ev, TI4_EV_TOKEN_PLACED, seat, q, -1, 0, 0);
  }
}

/* Tactical Bombardment: ACTION: choose a system with 1 or more of your
 * units that have BOMBARDMENT; exhaust each planet other players control
 * there. `component tactical_bombardment N` names the system by its tile
 * number. */
static int tb_pos(const ti4_state *s, int seat, int tile) {
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_number(s->map[pos]) != tile) continue;
    for (int k = 0; k < TI4_SPACE_TYPES; k++) {
      int r = ti4_unit_row(s, seat, k);
      if (r >= 0 && s->ships[pos][seat][k] && ti4_units[r].bombard[1]) return pos;
    }
    return -1;
  }
  return -1;
}
static int tb_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (tb_pos(s, seat, m->arg[0]) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "15", N_("name a system with your units that have BOMBARDMENT, by its tile number (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t tb_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_number(s->map[pos]) < 0) continue;
    ti4_move mv = *base;
    mv.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
    if (tb_pos(s, seat, mv.arg[0]) != pos) continue;
    if (k < cap) out[k] = mv;
    k++;
  }
  return k;
}
static void tb_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = tb_pos(s, seat, m->arg[0]);
  if (pos < 0) return;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl < 0 || s->planet_owner[pl] >= s->nseats || s->planet_owner[pl] == seat || (s->planet_flags[pl] & TI4_PF_EXHAUSTED)) continue;
    s->planet_flags[pl] |= TI4_PF_EXHAUSTED;
    ti4_emit(ev, TI4_EV_EXHAUSTED, s->planet_owner[pl], pl, -1, 0, 0);
  }
}

/* Lucky Shot: ACTION: destroy 1 dreadnought, cruiser or destroyer in a
 * system that contains a planet you control. `component lucky_shot N pY
 * TYPE` names the system by its tile number, the ships' owner and the
 * ship's type (TYPE may be left out when pY has one of those types there). */
static const int ls_types[3] = {TI4_UT_DREADNOUGHT, TI4_UT_CRUISER, TI4_UT_DESTROYER};
static int ls_count(const ti4_state *s, int pos, int o, int *only) {
  int n = 0;
  for (int i = 0; i < 3; i++)
    if (s->ships[pos][o][ls_types[i]]) { n++; *only = ls_types[i]; }
  return n;
}
/* Lucky Shot at pos against o: a planet of seat's there and a ship of o's to destroy. */
static int ls_at(const ti4_state *s, int seat, int o, int pos) {
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  int mine = 0, only;
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) mine |= ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] == seat;
  return mine && ls_count(s, pos, o, &only) > 0;
}
static int ls_pos(const ti4_state *s, int seat, const ti4_move *m) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (o < 0 || o >= s->nseats || o == seat) return -1;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_number(s->map[pos]) != m->arg[0]) continue;
    return ls_at(s, seat, o, pos) ? pos : -1;
  }
  return -1;
}
/* The ship type the move names at pos (-1: none there, or several and none named). */
static int ls_type(const ti4_state *s, int pos, const ti4_move *m) {
  int o = (int)TI4_TARGET_INDEX(m->target), only = -1, n = ls_count(s, pos, o, &only);
  if (m->arg[1] == -1) return n == 1 ? only : -1;
  int k = m->arg[1] >= TI4_OPT_ARG(TI4_OPT_CARRIER) && m->arg[1] <= TI4_OPT_ARG(TI4_OPT_WARSUN) ? m->arg[1] - TI4_OPT_ARG(TI4_OPT_CARRIER) : -1;
  for (int i = 0; i < 3; i++)
    if (k == ls_types[i] && s->ships[pos][o][k]) return k;
  return -1;
}
static int ls_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = ls_pos(s, seat, m);
  if (pos < 0)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("name a system with a planet you control, by its tile number, and another player with a dreadnought, cruiser or destroyer there (%s)"), ti4_seat_word(seat));
  if (ls_type(s, pos, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("name the ship to destroy: a dreadnought, cruiser or destroyer of that player there (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t ls_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_number(s->map[pos]) < 0) continue;
    for (int o = 0; o < s->nseats; o++) {
      int only;
      if (o == seat || !ls_at(s, seat, o, pos)) continue;   /* the first tile of that number (ls_pos) */
      ti4_move mv = *base;
      mv.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
      mv.target = TI4_TARGET(TI4_T_PLAYER, o);
      if (ls_pos(s, seat, &mv) != pos) continue;
      if (ls_count(s, pos, o, &only) == 1) { if (k < cap) out[k] = mv; k++; }
      for (int i = 0; i < 3; i++) {
        if (!s->ships[pos][o][ls_types[i]]) continue;
        mv.arg[1] = (int16_t)TI4_OPT_ARG(TI4_OPT_CARRIER + ls_types[i]);
        if (k < cap) out[k] = mv;
        k++;
      }
    }
  }
  return k;
}
static void ls_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = ls_pos(s, seat, m), k = pos >= 0 ? ls_type(s, pos, m) : -1;
  if (k < 0) return;
  int o = (int)TI4_TARGET_INDEX(m->target);
  s->ships[pos][o][k]--;
  if (ti4_damaged_get(s, pos, o, k) > s->ships[pos][o][k]) ti4_damaged_set(s, pos, o, k, s->ships[pos][o][k]);
  ti4_emit(ev, TI4_EV_DESTROYED, o, k, pos, 0, 1);
  ti4_capture_lost(s, o, k, 1, pos, ev);           /* 17: The Terror Between in that system */
}

/* Intercept: after your opponent announces a retreat in a space combat,
 * they cannot retreat this round (an attacker still cannot announce one
 * after the defender did, 78.4b). */
static int intercept_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int side = ti4_combat_side(s, seat);
  if (s->combat.kind != SPACE || side < 0 || s->combat.retreat[1 - side] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.4", N_("this card is played after your opponent announces a retreat (%s)"), ti4_seat_word(seat));
  return 0;
}
static void intercept_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0 && s->combat.retreat[1 - side] >= 0) s->combat.retreat[1 - side] = -2;
}

/* Parley: after another player commits units to land on a planet you
 * control, return the committed units to the space area. `play parley
 * PLANET`. */
static int committed_slot(const ti4_state *s, int pl) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++)
    if (ti4_sys_planets(s, sy)[i] == pl && ((s->combat.committed >> i) & 1)) return i;
  return -1;
}
static int parley_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != seat || seat == s->active || committed_slot(s, pl) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("name a planet you control that another player's ground forces are committed to (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t parley_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, parley_check, 1);
}
static void parley_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (parley_check(s, seat, m, NULL)) return;
  int pl = (int)TI4_TARGET_INDEX(m->target), i = committed_slot(s, pl), a = s->active, pos = s->tac.pos;
  ti4_combat *c = &s->combat;
  s->ships[pos][a][TI4_UT_INFANTRY] = (uint8_t)(s->ships[pos][a][TI4_UT_INFANTRY] + c->commit[i][0]);
  s->ships[pos][a][TI4_UT_MECH] = (uint8_t)(s->ships[pos][a][TI4_UT_MECH] + c->commit[i][1]);
  s->ships[pos][a][TI4_UT_FIGHTER] = (uint8_t)(s->ships[pos][a][TI4_UT_FIGHTER] + c->commit_f[i]);   /* Matriarch's */
  c->commit[i][0] = c->commit[i][1] = c->commit_f[i] = 0;
  c->committed &= (uint8_t)~(1u << i);
}

/* Ghost Squad: after a player commits units to land on a planet you control,
 * move any number of your ground forces between planets you control in the
 * active system. `play ghost_squad PLANET` names the committed planet; the
 * engine moves there every ground force of yours from your other planets in
 * the system (the card is played to defend that planet; a damaged mech
 * stays damaged). */
static int ghost_from(const ti4_state *s, int seat, int to) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  int n = 0;
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl >= 0 && pl != to && s->planet_owner[pl] == seat) n += s->planet_units[pl][0] + s->planet_units[pl][1];
  }
  return n;
}
static int ghost_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != seat || seat == s->active || committed_slot(s, pl) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("name a planet you control that another player's ground forces are committed to (%s)"), ti4_seat_word(seat));
  if (!ghost_from(s, seat, pl))
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("you have no ground forces on your other planets in the active system (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t ghost_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, ghost_check, 1);
}
static void ghost_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (ghost_check(s, seat, m, NULL)) return;
  int to = (int)TI4_TARGET_INDEX(m->target), pos = s->tac.pos;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl < 0 || pl == to || s->planet_owner[pl] != seat) continue;
    for (int u = 0; u < 2; u++) {
      int n = s->planet_units[pl][u];
      if (!n) continue;
      s->planet_units[to][u] = (uint8_t)(s->planet_units[to][u] + n);
      s->planet_units[pl][u] = 0;
      ti4_emit(ev, TI4_EV_MOVED, seat, u ? TI4_UT_MECH : TI4_UT_INFANTRY, pos, 0, n);
    }
    s->planet_damaged[to] = (uint8_t)(s->planet_damaged[to] + s->planet_damaged[pl]);
    s->planet_damaged[pl] = 0;
  }
}

/* Rout: at the start of the announce-retreats step of a space combat, if
 * you are the defender, your opponent must announce a retreat, if able.
 * Played in the start-of-round window, the last window before that step
 * (in the first round anti-fighter barrage comes between). */
static int rout_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->combat.kind != SPACE || seat != s->combat.seat[1])
    return ti4_fail(e, TI4_EILLEGAL, "29", N_("this card is played by the defender in a space combat (%s)"), ti4_seat_word(seat));
  return 0;
}
static void rout_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->combat.rout |= 1;
}

/* ---- the start of an invasion (49) ---- */
/* Disable: at the start of an invasion in a system with your opponents' PDS,
 * those PDS lose PLANETARY SHIELD and SPACE CANNON this tactical action. */
static int disable_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  int pds = 0;
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    pds |= pl >= 0 && s->planet_owner[pl] < s->nseats && s->planet_owner[pl] != seat && s->planet_units[pl][2];
  }
  if (seat != s->active || !pds)
    return ti4_fail(e, TI4_EILLEGAL, "49", N_("this card is played by the active player invading a system with other players' PDS (%s)"), ti4_seat_word(seat));
  return 0;
}
static void disable_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->combat.invasion |= TI4_INV_DISABLE;
}
/* Bunker: at the start of an invasion, -4 to each BOMBARDMENT roll against
 * planets you control during this invasion. */
static int bunker_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  int mine = 0;
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) mine |= ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] == seat;
  if (seat == s->active || !mine)
    return ti4_fail(e, TI4_EILLEGAL, "15", N_("this card protects planets you control in the invaded system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void bunker_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  if (seat < TI4_MAX_SEATS) s->combat.bunker |= (uint8_t)(1u << seat);
}
/* Blitz: at the start of an invasion, each of your non-fighter ships in the
 * active system without BOMBARDMENT gains BOMBARDMENT 6 for the invasion. */
static int blitz_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int any = 0;
  for (int k = 0; k <= TI4_UT_WARSUN && seat == s->active; k++) {
    int r = ti4_unit_row(s, seat, k);
    any |= k != TI4_UT_FIGHTER && r >= 0 && s->ships[s->tac.pos][seat][k] && !ti4_units[r].bombard[1];
  }
  if (!any)
    return ti4_fail(e, TI4_EILLEGAL, "15", N_("this card is played by the active player with ships without BOMBARDMENT in the active system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void blitz_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->combat.invasion |= TI4_INV_BLITZ;
}

/* ---- after movement (89.2, before space cannon offense) ---- */
/* Experimental Battlestation: after another player moves ships into a
 * system in a tactical action, one of your space docks in or adjacent to
 * that system uses SPACE CANNON 5 (x3) against ships in the active system.
 * The hits are the active player's to assign as a space cannon's are
 * (combat.c's offense step takes them up before the other units fire). */
static int dock_near(const ti4_state *s, int seat) {
  int pos = s->tac.pos;
  if (pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS) return 0;
  for (uint64_t a = ti4_adjacent_mask(s, pos) | (uint64_t)1 << pos; a; a &= a - 1) {
    int q = __builtin_ctzll(a);
    if (q >= s->nmap || s->map[q] < 0) continue;
    const ti4_system_info *sy = &ti4_systems[s->map[q]];
    for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
      int pl = ti4_sys_planets(s, sy)[i];
      if (pl >= 0 && s->planet_owner[pl] == seat && s->planet_units[pl][3]) return 1;
    }
    if (ti4_floating_at(s, seat, q)) return 1;          /* a Floating Factory */
  }
  return 0;
}
static int battlestation_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int a = s->active, pos = s->tac.pos, ships = 0;
  for (int k = 0; a >= 0 && a < TI4_MAX_SEATS && pos < TI4_MAX_MAP && k <= TI4_UT_WARSUN; k++) ships += s->ships[pos][a][k];
  if (seat == a || !ships || !dock_near(s, seat) || ti4_cannon_immune(s, a, pos))
    return ti4_fail(e, TI4_EILLEGAL, "77", N_("this card is played after another player moves ships into a system in or next to one with your space dock (%s)"), ti4_seat_word(seat));
  if (s->combat.kind)
    return ti4_fail(e, TI4_EILLEGAL, "77.5", N_("the hits of another SPACE CANNON roll are assigned first (%s)"), ti4_seat_word(seat));
  if (s->tac.flags2 & TI4_TAC2_TEKKLAR)            /* Sh'val, Harbinger: no space cannon offense now (tactical_windows.c) */
    return ti4_fail(e, TI4_EILLEGAL, "77", N_("the active player skipped to committing ground forces (%s)"), ti4_seat_word(seat));
  if (s->dice_fixed && s->ndice < 3)             /* the three dice of this roll */
    return ti4_fail(e, TI4_EILLEGAL, "", N_("this needs more dice than are queued: queue the rolls first with dice N,N,... (%s)"), "dice");
  return 0;
}
static void battlestation_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  ti4_combat *c = &s->combat;
  int a = s->active, pos = s->tac.pos, hits = 0, mod = ti4_cannon_mod_against(s, a);
  for (int i = 0; i < 3; i++) {
    if (s->dice_fixed && !s->ndice) c->short_dice = 1;
    if (ti4_roll(s, seat, TI4_UT_SPACEDOCK, pos, ev) + mod >= 5) hits++;
  }
  ti4_emit(ev, TI4_EV_HITS, seat, 2, pos, 0, hits);
  c->hits[0] = (uint8_t)hits;
  c->nonfighter[0] = 0;
  c->kind = CANNON;
  c->cannon_w = 0;
  c->seat[0] = (uint8_t)a;
  c->seat[1] = (uint8_t)seat;
}

/* ---- after an activation (Ceasefire) ---- */
/* Is seat offered the window after the active player activates a system:
 * another seat with units in the active system that holds one of the
 * active player's promissory notes -- public facts: who holds whose
 * notes, never which. */
int ti4_ceasefire_can(const ti4_state *s, int seat) {
  int a = s->active, holds = 0;
  if (a < 0 || a >= s->nseats || seat < 0 || seat >= s->nseats || seat == a) return 0;
  for (int p = 0; p < TI4_NPROMISSORYS && p < TI4_MAX_PROMISSORY && !holds; p++)
    holds = s->pn_holder[p][a] == seat && !((s->pn_in_play[p] >> a) & 1);
  return holds && ti4_units_at(s, seat, s->tac.pos);
}
/* Ceasefire (each player's note): after the player who gave it to you
 * activates a system with your units, that player cannot move units into
 * the active system (this tactical action); the note returns to them. */
static int ceasefire_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (m->arg[5] != s->active || seat == s->active || !ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("this note is played after the player who gave it to you activates a system with your units (%s)"), ti4_seat_word(seat));
  return 0;
}
static void ceasefire_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags |= TI4_TAC_CEASEFIRE;
}

/* ---- around anti-fighter barrage, space cannon and bombardment rolls ---- */
/* The side of seat's roll waiting in the after-roll window (galaxy/combat.c
 * writes ti4_combat.uroll: seat[side] rolled), or -1. */
static int roller_side(const ti4_state *s, int seat) {
  const ti4_combat *c = &s->combat;
  if (!c->uroll || seat < 0) return -1;
  for (int side = 0; side < 2; side++)
    if (((c->urolled >> side) & 1) && c->seat[side] == seat) return side;
  return -1;
}

/* Waylay: before you roll dice for ANTI-FIGHTER BARRAGE, its hits are
 * produced against all ships, not only fighters (the opponent assigns them;
 * SUSTAIN DAMAGE may cancel them). Played in the last window before the
 * barrage: the start of the first round of a space combat. */
static int waylay_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int side = ti4_combat_side(s, seat), afb = 0;
  if (s->combat.kind != SPACE || s->combat.round != 1 || side < 0)
    return ti4_fail(e, TI4_EILLEGAL, "10", N_("this card is played before your units use ANTI-FIGHTER BARRAGE in a space combat (%s)"), ti4_seat_word(seat));
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    int r = ti4_unit_row(s, seat, k);
    afb |= r >= 0 && ti4_units[r].barrage[1] && s->ships[s->tac.pos][seat][k];
  }
  if (!afb)
    return ti4_fail(e, TI4_EILLEGAL, "10", N_("none of your ships in the combat has ANTI-FIGHTER BARRAGE (%s)"), ti4_seat_word(seat));
  return 0;
}
static void waylay_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0) s->combat.waylay |= (uint8_t)(1u << side);
}

/* Scramble Frequency: after another player makes a BOMBARDMENT, SPACE
 * CANNON or ANTI-FIGHTER BARRAGE roll, that player rerolls all of its dice
 * (`play scramble_frequency pY`; the machine rerolls when the window closes). */
static int scramble_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int t = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int side = t >= 0 && t < s->nseats && t != seat ? roller_side(s, t) : -1;
  if (side < 0)
    return ti4_fail(e, TI4_EILLEGAL, "74", N_("name another player who just rolled for BOMBARDMENT, SPACE CANNON or ANTI-FIGHTER BARRAGE (%s)"), ti4_seat_word(seat));
  if ((s->combat.uscramble >> side) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "74.2", N_("those dice are rerolled already (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t scramble_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_seat_targets(s, seat, base, out, cap, scramble_check);
}
static void scramble_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int side = roller_side(s, (int)TI4_TARGET_INDEX(m->target));
  if (side >= 0) s->combat.uscramble |= (uint8_t)(1u << side);
}

/* Strike Wing Ambuscade (the Argent Flight's note): when your units make a
 * roll for a unit ability, one of them rolls 1 more die (the best one: the
 * engine's choice); the note returns to its owner. Played in the window
 * after the roll; the die is rolled when the window closes. */
static int ambuscade_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (roller_side(s, seat) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "10", N_("this note is played when your units roll for ANTI-FIGHTER BARRAGE, SPACE CANNON or BOMBARDMENT (%s)"), ti4_seat_word(seat));
  return 0;
}
static void ambuscade_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = roller_side(s, seat);
  if (side < 0) return;
  s->combat.uextra[side]++;
  s->combat.uextra_new[side]++;
}

/* ---- after a ship is destroyed ---- */
/* Courageous to the End: after one of your ships is destroyed during a
 * space combat, roll 2 dice; for each result at least that ship's combat
 * value, your opponent chooses and destroys one of its ships (not hits:
 * SUSTAIN DAMAGE cannot cancel them). Of several ships destroyed at once the
 * engine takes the best combat value (the player's best choice). */
static int lost_value(const ti4_state *s, int side, int *type) {
  int best = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    int r = ti4_unit_row(s, s->combat.seat[side], k);
    if (((s->combat.lost[side] >> k) & 1) && r >= 0 && (!best || ti4_units[r].combat < best)) { best = ti4_units[r].combat; *type = k; }
  }
  return best;
}
static int courageous_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int side = ti4_combat_side(s, seat), k = 0;
  if (s->combat.kind != SPACE || side < 0 || !s->combat.lost_w || !lost_value(s, side, &k))
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("this card is played after one of your ships is destroyed in a space combat (%s)"), ti4_seat_word(seat));
  return ti4_dice_ready(s, 2, e);                /* the two dice of this roll */
}
static void courageous_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  ti4_combat *c = &s->combat;
  int side = ti4_combat_side(s, seat), v, k = 0, hits = 0;
  if (side < 0 || !(v = lost_value(s, side, &k))) return;
  for (int i = 0; i < 2; i++) {
    if (s->dice_fixed && !s->ndice) c->short_dice = 1;
    if (ti4_roll(s, seat, k, s->tac.pos, ev) >= v) hits++;
  }
  ti4_emit(ev, TI4_EV_HITS, seat, 5, s->tac.pos, 0, hits);
  c->hits[1 - side] = (uint8_t)(c->hits[1 - side] + hits < 255 ? c->hits[1 - side] + hits : 255);
  if (hits) c->nosustain[1 - side] = 1;
}

/* The Cavalry (the Nomad's note): at the start of a space combat against a
 * player other than the Nomad, one of your non-fighter ships has, for this
 * combat, the SUSTAIN DAMAGE, combat value and ANTI-FIGHTER BARRAGE value of
 * the Nomad's flagship (Memoria II once the Nomad has it). The player names
 * the ship's type (`play the_cavalry:pY TYPE`; alone when its non-fighter
 * ships there are of one type). The note returns when played (its text:
 * at the end of the combat; nothing can pass it on in between). */
static int cavalry_ok(const ti4_state *s, int seat, int k) {
  int pos = s->tac.pos;
  return k >= 0 && k <= TI4_UT_WARSUN && k != TI4_UT_FIGHTER && pos < TI4_MAX_MAP && seat >= 0 && seat < TI4_MAX_SEATS &&
         ti4_unit_row(s, seat, k) >= 0 && s->ships[pos][seat][k];
}
static int cavalry_types(const ti4_state *s, int seat, int *only) {
  int n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (cavalry_ok(s, seat, k)) { n++; *only = k; }
  return n;
}
/* The type a Cavalry move names (-1 none that can be). */
static int cavalry_type(const ti4_state *s, int seat, const ti4_move *m) {
  int only = -1, n = cavalry_types(s, seat, &only);
  if (!m->target) return n == 1 ? only : -1;
  return cavalry_ok(s, seat, option_ship(m->target)) ? option_ship(m->target) : -1;
}
static int cavalry_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int side = ti4_combat_side(s, seat), owner = m->arg[5], only = -1;
  if (s->combat.kind != SPACE || s->combat.round != 1 || side < 0 || !cavalry_types(s, seat, &only))
    return ti4_fail(e, TI4_EILLEGAL, "78.2", N_("this note is played at the start of a space combat of your non-fighter ships (%s)"), ti4_seat_word(seat));
  if (owner < 0 || owner >= s->nseats || s->combat.seat[1 - side] == owner)
    return ti4_fail(e, TI4_EILLEGAL, "78.2", N_("this note is played in a space combat against a player other than the one who gave it (%s)"), ti4_seat_word(seat));
  if (cavalry_type(s, seat, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.2", N_("name the type of one of your non-fighter ships in the combat, e.g. play the_cavalry:p3 cruiser (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t cavalry_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  int only = -1;
  size_t n = 0;
  if (cavalry_types(s, seat, &only) == 1) { if (n < cap) out[n] = *base; n++; }
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (cavalry_ok(s, seat, k)) {
      if (n < cap) { out[n] = *base; out[n].target = (uint16_t)ship_option(k); }
      n++;
    }
  return n;
}
static void cavalry_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int side = ti4_combat_side(s, seat), owner = m->arg[5], k = cavalry_type(s, seat, m);
  int r = owner >= 0 && owner < s->nseats ? ti4_unit_row(s, owner, TI4_UT_FLAGSHIP) : -1;
  if (side < 0 || k < 0 || r < 0) return;
  s->combat.cav_type[side] = (uint8_t)(k + 1);
  s->combat.cav_row[side] = (uint8_t)(r + 1);
}

/* Reveal Prototype: at the start of a combat, spend 4 resources to research
 * a unit upgrade technology of the same type as one of your units in the
 * combat (`play reveal_prototype [TG] [PLANET ...]`, then `choose TECH`:
 * its prerequisites apply, 90.4). */
static int prototype_any(const ti4_state *s, int seat) {
  if (ti4_propagation(s, seat)) return 1;        /* the Nekro: command tokens instead (Propagation) */
  for (int t = 0; t < TI4_NTECHS; t++) if (ti4_prototype_fits(s, seat, t)) return 1;
  return 0;
}
static int reveal_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->combat.round != 1 || ti4_combat_side(s, seat) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.2", N_("this card is played at the start of a combat of yours (%s)"), ti4_seat_word(seat));
  if (!prototype_any(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("there is no unit upgrade of your units in this combat that you could research (%s)"), ti4_seat_word(seat));
  return ti4_pay_check(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, 4, 0, 0, e);
}
static size_t reveal_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  ti4_move m = *base;
  if (ti4_pay_greedy(s, seat, &m, 4, 0, 0) || reveal_check(s, seat, &m, NULL)) return 0;
  if (cap) out[0] = m;
  return 1;
}
static void reveal_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_pay_apply(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, ev);
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_PROTOTYPE, 1, -1);
}

/* Infiltrate: when you gain control of a planet, replace each PDS and space
 * dock on it with a matching unit from your reinforcements (as many as you
 * have; galaxy/invasion.c places them when it establishes control). */
static int infiltrate_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_combat *c = &s->combat;
  int pl = c->planet, o = pl >= 0 && pl < TI4_MAX_PLANETS ? s->planet_owner[pl] : TI4_NOBODY;
  if (!(c->ctl & TI4_CTL_PENDING) || seat != s->active || o >= s->nseats || o == seat ||
      !(s->planet_units[pl][2] | s->planet_units[pl][3]))
    return ti4_fail(e, TI4_EILLEGAL, "49.5", N_("this card is played when you gain control of a planet with another player's PDS or space dock (%s)"), ti4_seat_word(seat));
  return 0;
}
static void infiltrate_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->combat.ctl |= TI4_CTL_INFILTRATE;
}

#define AC(id, card, win, fl, chk, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, win, fl, chk, NULL, NULL, eff }
#define ACO(id, card, win, fl, chk, opt, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, win, fl, chk, opt, NULL, eff }

static const ti4_ability rows[] = {
  AC("morale_boost", MORALE_BOOST, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN, morale_check, morale_effect),
  AC("fighter_prototype", FIGHTER_PROTOTYPE, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN, prototype_check, prototype_effect),
  AC("emergency_repairs", EMERGENCY_REPAIRS, W(TI4_W_COMBAT_ROUND_START) | W(TI4_W_COMBAT_ROUND_END), TI4_ABF_OWN,
     repairs_check, repairs_effect),
  ACO("shields_holding", SHIELDS_HOLDING, W(TI4_W_BEFORE_ASSIGN), TI4_ABF_OWN, shields_check, shields_options, shields_effect),
  AC("maneuvering_jets", MANEUVERING_JETS, W(TI4_W_BEFORE_ASSIGN), TI4_ABF_OWN, jets_check, jets_effect),
  AC("fire_team", FIRE_TEAM, W(TI4_W_AFTER_COMBAT_ROLL), TI4_ABF_OWN, fire_team_check, fire_team_effect),
  ACO("direct_hit", DIRECT_HIT, W(TI4_W_AFTER_SUSTAIN), TI4_ABF_OWN, direct_hit_check, direct_hit_options, direct_hit_effect),
  AC("disable", DISABLE, W(TI4_W_INVASION_START), TI4_ABF_OWN, disable_check, disable_effect),
  AC("bunker", BUNKER, W(TI4_W_INVASION_START), TI4_ABF_OWN, bunker_check, bunker_effect),
  AC("blitz", BLITZ, W(TI4_W_INVASION_START), TI4_ABF_OWN, blitz_check, blitz_effect),
  AC("reflective_shielding", REFLECTIVE_SHIELDING, W(TI4_W_AFTER_SUSTAIN), TI4_ABF_OWN, reflective_check, reflective_effect),
  ACO("skilled_retreat", SKILLED_RETREAT, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN, skilled_check, skilled_options, skilled_effect),
  ACO("tactical_bombardment", TACTICAL_BOMBARDMENT, 0, TI4_ABF_COMPONENT, tb_check, tb_options, tb_effect),
  ACO("lucky_shot", LUCKY_SHOT, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET, ls_check, ls_options, ls_effect),
  AC("intercept", INTERCEPT, W(TI4_W_AFTER_RETREAT), TI4_ABF_OWN, intercept_check, intercept_effect),
  ACO("parley", PARLEY, W(TI4_W_AFTER_COMMIT), TI4_ABF_OWN | TI4_ABF_TARGET, parley_check, parley_options, parley_effect),
  ACO("ghost_squad", GHOST_SQUAD, W(TI4_W_AFTER_COMMIT), TI4_ABF_OWN | TI4_ABF_TARGET, ghost_check, ghost_options, ghost_effect),
  AC("rout", ROUT, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN, rout_check, rout_effect),
  AC("salvage", SALVAGE, W(TI4_W_AFTER_COMBAT), TI4_ABF_OWN, salvage_check, salvage_effect),
  AC("experimental_battlestation", EXPERIMENTAL_BATTLESTATION, W(TI4_W_AFTER_MOVEMENT), TI4_ABF_OWN, battlestation_check, battlestation_effect),
  { "ceasefire", TI4_AB_PROMISSORY, TI4_PROMISSORY_CEASEFIRE, W(TI4_W_AFTER_ACTIVATION), 0,
    ceasefire_check, NULL, NULL, ceasefire_effect },
  AC("waylay", WAYLAY, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN, waylay_check, waylay_effect),
  ACO("scramble_frequency", SCRAMBLE_FREQUENCY, W(TI4_W_AFTER_UNIT_ROLL), TI4_ABF_TARGET, scramble_check, scramble_options, scramble_effect),
  AC("courageous_to_the_end", COURAGEOUS_TO_THE_END, W(TI4_W_AFTER_DESTROYED), TI4_ABF_OWN, courageous_check, courageous_effect),
  { "strike_wing_ambuscade", TI4_AB_PROMISSORY, TI4_PROMISSORY_STRIKE_WING_AMBUSCADE, W(TI4_W_AFTER_UNIT_ROLL), 0,
    ambuscade_check, NULL, NULL, ambuscade_effect },
  { "the_cavalry", TI4_AB_PROMISSORY, TI4_PROMISSORY_THE_CAVALRY, W(TI4_W_COMBAT_ROUND_START), 0,
    cavalry_check, cavalry_options, NULL, cavalry_effect },
  ACO("reveal_prototype", REVEAL_PROTOTYPE, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN | TI4_ABF_FREE, reveal_check, reveal_options, reveal_effect),
  AC("infiltrate", INFILTRATE, W(TI4_W_WHEN_CONTROL), TI4_ABF_OWN, infiltrate_check, infiltrate_effect),
  { "tekklar_legion", TI4_AB_PROMISSORY, TI4_PROMISSORY_TEKKLAR_LEGION, W(TI4_W_COMBAT_ROUND_START), 0,
    tekklar_check, NULL, NULL, tekklar_effect },
};
const ti4_ability_table ti4_ab_combat_cards = { rows, sizeof rows / sizeof rows[0] };
