/* combat_plays2.c -- more abilities used in combat's timing windows
 * (galaxy/combat.c opens them; combat_plays.c holds the first ones): an
 * agent a third player may use there, a flagship's choice at the start of
 * a space combat. A record writes what it changes into the combat's state
 * or the board; the combat machine reads it. Card texts are paraphrased. */
#include "rules.h"
#include "units.h"
#include "combat_plays2.h"
#include "agenda_rules.h"   /* ti4_commander_usable; TI4_ASK_PRESSURE, the question "which note do you give" */
#include "exploration.h"
#include "movement.h"   /* ti4_one_unit_fits */
#include "production.h"
#include "round.h"     /* ti4_pay_check, ti4_nexus_update */

#define W(id) (1u << (id))
enum { SPACE = 1, GROUND = 2 };   /* ti4_combat.kind, as galaxy/combat.c */

static int named(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
}

/* Brother Milor (Yin agent; the Codex III Omega text): after a player's
 * unit is destroyed, exhaust this card: if it was a ship, that player
 * places up to 2 fighters from its reinforcements in that system; if it
 * was a ground force, up to 2 infantry on that unit's planet. Used in a
 * combat's after-destroyed window (`after_ship_destroyed`), which a Yin
 * player outside the combat is offered too: in a space combat after ships
 * are destroyed, in a ground combat after ground forces are. `play
 * brother_milor pY` names the player who lost them there; pY is then
 * asked how many it places ("up to 2": `choose 2`, `choose 1`, or a plain
 * `choose` for none; fighters have no limit, 23.4, but the reinforcements
 * may hold fewer, and infantry are limited, 23.2). The infantry join the
 * ground combat on pY's side. */
static int milor_side(const ti4_state *s, const ti4_move *m) {
  int side = ti4_combat_side(s, named(m));
  return (s->combat.kind == SPACE || s->combat.kind == GROUND) && side >= 0 && s->combat.lost[side] ? side : -1;
}
static int milor_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (milor_side(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("name a player whose ship was just destroyed in this space combat, or whose ground force in this ground combat (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t milor_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  (void)seat;
  for (int side = 0; side < 2 && (s->combat.kind == SPACE || s->combat.kind == GROUND); side++) {
    if (!s->combat.lost[side]) continue;
    ti4_move mv = *base;
    mv.target = TI4_TARGET(TI4_T_PLAYER, s->combat.seat[side]);
    if (k < cap) out[k] = mv;
    k++;
  }
  return k;
}
static void milor_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int side = milor_side(s, m), pos = s->tac.pos, ground = s->combat.kind == GROUND;
  int t = ground ? TI4_UT_INFANTRY : TI4_UT_FIGHTER;
  if (side < 0 || pos < 0 || pos >= TI4_MAX_MAP) return;
  int o = s->combat.seat[side], n = ti4_unit_limit(t) - ti4_units_on_board(s, o, t);
  if (n > 2) n = 2;
  if (n <= 0 || s->ships[pos][o][t] > 255 - n || (ground && s->combat.invader[0] > 255 - n)) return;   /* none in its reinforcements: nothing to place */
  if (ground && side == 1 && (s->planet_owner[s->combat.planet] != o || s->planet_units[s->combat.planet][0] > 255 - n)) return;
  ti4_ask_for(s, ground ? TI4_ASK_BROTHER_MILOR_INFANTRY : TI4_ASK_BROTHER_MILOR, o, -1);
  s->ask.arg[0] = (int16_t)n;                    /* at most */
  s->ask.arg[1] = (int16_t)pos;
  s->ask.arg[2] = (int16_t)(ground ? side : -1); /* ground: the side the infantry join */
}
static int milor_answer_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rest = m->card >= 0 || m->target || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < TI4_MOVE_ARGS; i++) rest |= m->arg[i] != -1;
  if (!rest && m->arg[0] == -1) return 0;        /* none */
  if (rest || m->arg[0] < 1 || m->arg[0] > s->ask.arg[0]) {
    if (s->ask.what == TI4_ASK_BROTHER_MILOR_INFANTRY)
      return ti4_fail(e, TI4_EILLEGAL, "51", N_("Brother Milor: choose how many infantry you place, 1 or 2 (as many as your reinforcements hold), or choose nothing (%s)"), ti4_seat_word(m->seat));
    return ti4_fail(e, TI4_EILLEGAL, "51", N_("Brother Milor: choose how many fighters you place, 1 or 2 (as many as your reinforcements hold), or choose nothing (%s)"), ti4_seat_word(m->seat));
  }
  return 0;
}
static void milor_answer(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int o = s->ask.seat, pos = s->ask.arg[1], n = m->arg[0], side = s->ask.arg[2];
  if (n < 1 || milor_answer_check(s, m, NULL) || pos < 0 || pos >= TI4_MAX_MAP || o >= TI4_MAX_SEATS) return;
  if (s->ask.what != TI4_ASK_BROTHER_MILOR_INFANTRY) {
    s->ships[pos][o][TI4_UT_FIGHTER] = (uint8_t)(s->ships[pos][o][TI4_UT_FIGHTER] + n);
    ti4_emit(ev, TI4_EV_PRODUCED, o, TI4_UT_FIGHTER, pos, 0, n);   /* placed */
    return;
  }
  ti4_combat *c = &s->combat;                    /* on the planet, in the ground combat */
  if (c->kind != GROUND || side < 0 || side > 1 || c->seat[side] != o) return;
  if (side == 0) c->invader[0] = (uint8_t)(c->invader[0] + n);
  else s->planet_units[c->planet][0] = (uint8_t)(s->planet_units[c->planet][0] + n);
  ti4_emit(ev, TI4_EV_PRODUCED, o, TI4_UT_INFANTRY, pos, 0, n);   /* placed */
}
static size_t milor_answers(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int n = s->ask.arg[0]; n >= 0; n--) {     /* the most first; none last */
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      if (n) out[k].arg[0] = (int16_t)n;
    }
    k++;
  }
  return k;
}

/* Eidolon (Naaz-Rokha mech): if it is in the space area of the active
 * system at the start of a space combat, flip it: Z-Grav Eidolon, also a
 * ship while there (its card's combat value and dice, and no SUSTAIN
 * DAMAGE: the flipped side has none, galaxy/combat.c reads the side); it
 * flips back after the combat. Not a choice: every mech of the Naaz-Rokha
 * in the space area fights as a ship. Before the flip the Eidolon is no
 * ship: mechs alone start no space combat (78.1). */
int ti4_space_flip_mechs(const ti4_state *s, int seat, int pos) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || pos < 0 || pos >= TI4_MAX_MAP) return 0;
  return ti4_unit_row(s, seat, TI4_UT_MECH) == TI4_UNIT_EIDOLON ? s->ships[pos][seat][TI4_UT_MECH] : 0;
}
int ti4_space_mech_row(const ti4_state *s, int seat) {
  return ti4_unit_row(s, seat, TI4_UT_MECH) == TI4_UNIT_EIDOLON ? TI4_UNIT_Z_GRAV_EIDOLON : -1;
}

/* The Alastor (Nekro flagship): at the start of a space combat, choose any
 * number of your ground forces in this system to take part in that combat
 * as if they were ships (they keep fighting if it is destroyed, LRR FAQ).
 * Used in the first round's start window (78.2a: start of combat), the
 * flagship in the combat: `play the_alastor I M` -- I infantry and M mechs
 * of the active system's space area (those on planets are not offered). */
static int alastor_here(const ti4_state *s, int seat) {
  int pos = s->tac.pos, side = ti4_combat_side(s, seat);
  return s->combat.kind == SPACE && s->combat.round == 1 && side >= 0 && pos >= 0 && pos < TI4_MAX_MAP &&
         ti4_unit_row(s, seat, TI4_UT_FLAGSHIP) == TI4_UNIT_THE_ALASTOR && s->ships[pos][seat][TI4_UT_FLAGSHIP] &&
         !(s->combat.as_ships[side][0] | s->combat.as_ships[side][1]);
}
static int alastor_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!alastor_here(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("this is used at the start of a space combat your flagship The Alastor is in (%s)"), ti4_seat_word(seat));
  int pos = s->tac.pos, inf = m->arg[0], mech = m->arg[1];
  if (inf < 0 || mech < 0 || inf + mech < 1 || inf > s->ships[pos][seat][TI4_UT_INFANTRY] || mech > s->ships[pos][seat][TI4_UT_MECH])
    return ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("name how many of your infantry and mechs in the space area take part, at least 1 (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t alastor_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  int pos = s->tac.pos;
  if (!alastor_here(s, seat)) return 0;
  for (int inf = s->ships[pos][seat][TI4_UT_INFANTRY]; inf >= 0; inf--)   /* all of them first */
    for (int mech = s->ships[pos][seat][TI4_UT_MECH]; mech >= 0; mech--) {
      if (!inf && !mech) continue;
      ti4_move mv = *base;
      mv.arg[0] = (int16_t)inf;
      mv.arg[1] = (int16_t)mech;
      if (k < cap) out[k] = mv;
      k++;
    }
  return k;
}
static void alastor_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side < 0 || alastor_check(s, seat, m, NULL)) return;
  s->combat.as_ships[side][0] = (uint8_t)m->arg[0];
  s->combat.as_ships[side][1] = (uint8_t)m->arg[1];
}

/* Sleeper Cell (Mentak hero Ipswitch, Loose Cannon): at the start of a
 * space combat you are in, purge it: for each other player's ship destroyed
 * in this combat, place 1 ship of that type from your reinforcements in the
 * active system (as many as they hold). Used in the first round's start
 * window (78.2a); the ships come as the opponent's are destroyed and fight
 * from then on. */
static int sleeper_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int side = ti4_combat_side(s, seat);
  if (s->combat.kind != SPACE || s->combat.round != 1 || side < 0 || ((s->combat.sleeper >> side) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "78.2a", N_("this is used at the start of a space combat by a player in it (%s)"), ti4_seat_word(seat));
  return 0;
}
static void sleeper_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int side = ti4_combat_side(s, seat);
  if (side >= 0 && s->combat.kind == SPACE) s->combat.sleeper |= (uint8_t)(1u << side);
}
void ti4_space_ships_lost(ti4_state *s, int side, int k, int n, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (side < 0 || side > 1 || !((c->sleeper >> side) & 1) || k < 0 || k > TI4_UT_WARSUN) return;
  int seat = c->seat[side], pos = s->tac.pos, x = ti4_unit_limit(k) - ti4_units_out(s, seat, k);
  if (x > n) x = n;
  if (seat >= TI4_MAX_SEATS || pos < 0 || pos >= TI4_MAX_MAP || x <= 0 || s->ships[pos][seat][k] > 255 - x) return;
  s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] + x);
  ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, x);   /* placed */
}

/* Dart and Tai (Naaz-Rokha commander): after you gain control of a planet
 * that was controlled by another player, you may explore that planet. The
 * exploration is queued when control changes (exploration.c, marked "may",
 * when the Naaz-Rokha commander is usable) and, when it falls due, its
 * player is asked: `choose PLANET` explores it
 * (35.2; no traits, no exploration, 35.2b), plain `choose` declines. */
static int dart_planet(const ti4_state *s) {
  int pl = s->ask.arg[0];
  return pl >= 0 && pl < TI4_NPLANETS && s->planet_owner[pl] == s->ask.seat && s->x.nqueue < TI4_MAX_EXPLORE_Q ? pl : -1;
}
static int dart_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!m->target && m->card < 0) return 0;    /* declined */
  int pl = dart_planet(s);
  if (m->card >= 0 || pl < 0 || m->target != TI4_TARGET(TI4_T_PLANET, pl))
    return ti4_fail(e, TI4_EILLEGAL, "35.1", N_("Dart and Tai: name the planet you took, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void dart_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (m->target) ti4_explore_enqueue_first(s, m->seat, dart_planet(s));   /* explored next, ahead of others due (35.2d) */
}
static size_t dart_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int pl = dart_planet(s);
  if (k < cap) ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
  k++;
  if (pl >= 0) {
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
    }
    k++;
  }
  return k;
}

/* S'Ula Mentarion (Mentak commander): after you win a space combat, your
 * opponent must give you 1 promissory note from their hand -- of their
 * choice: Diplomatic Pressure's question (`choose NOTE pY`, agenda_actions.c)
 * asked of the loser. Not a transaction (no neighbours needed). */
static int holds_note(const ti4_state *s, int seat) {
  for (int pn = 0; pn < TI4_NPROMISSORYS && pn < TI4_MAX_PROMISSORY; pn++)
    for (int o = 0; o < s->nseats; o++)
      if (s->pn_holder[pn][o] == seat && !((s->pn_in_play[pn] >> o) & 1)) return 1;
  return 0;
}
int ti4_space_combat_won(ti4_state *s, int winner, int loser) {
  if (s->combat.kind != SPACE || winner < 0 || winner >= s->nseats || loser < 0 || loser >= s->nseats ||
      winner == loser || !ti4_commander_usable(s, winner, TI4_FACTION_MENTAK) || !holds_note(s, loser))
    return 0;   /* "sula_mentarion" */
  ti4_ask_for(s, TI4_ASK_PRESSURE, loser, -1);
  s->ask.arg[0] = (int16_t)winner;             /* who receives it */
  return 1;
}

/* Salvage Operations (Mentak technology): after you win or lose a space
 * combat, gain 1 trade good; if you won it, you may also produce 1 ship in
 * that system of any ship type destroyed during the combat (either
 * player's). The trade good comes by itself when the combat ends (78.10; a
 * draw has neither a winner nor a loser); the ship is asked of the winner:
 * `choose TYPE [TG] [PLANET ...]` -- a production (67): its cost paid with
 * resources and trade goods (67.2), reinforcements (67.5), the fleet pool
 * (37.1), capacity for a fighter (16.2), ti4_one_unit_fits -- or a plain
 * `choose` to decline. Not a use of PRODUCTION (no unit needs it there). */
void ti4_salvage_gain(ti4_state *s, int winner, int loser, ti4_events *ev) {
  int who[2] = {winner, loser};
  for (int i = 0; i < 2; i++)
    if (who[i] >= 0 && who[i] < s->nseats && ti4_has_tech(s, who[i], TI4_TECH_SALVAGE_OPERATIONS))
      ti4_gain_tg(s, who[i], 1, ev);
}
static int salvage_type(const ti4_move *m) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : -1;
}
static int salvage_cost(const ti4_state *s, int seat, int k) {
  int n[TI4_SPACE_TYPES] = {0};
  n[k] = 1;
  return ti4_production_cost(s, seat, n, 0, 0);
}
static int salvage_fits(const ti4_state *s, int seat, int mask, int pos, const ti4_move *m, ti4_error *e) {
  int k = salvage_type(m);
  if (ti4_choose_plain(m, TI4_MOVE_ARGS)) return 0;                           /* declined: "you may" */
  int bad = k < 0 || m->card >= 0;
  for (int i = 1; i < TI4_MOVE_ARGS; i++) bad |= m->arg[i] != -1;
  if (bad)
    return ti4_fail(e, TI4_ESYNTAX, "67", N_("Salvage Operations: name a ship type, then the payment, e.g. choose cruiser 1 lodor, or choose nothing to decline (%s)"), ti4_seat_word(m->seat));
  if (!((mask >> k) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "78.10", N_("Salvage Operations: no ship of that type was destroyed in this combat (%s)"), ti4_seat_word(m->seat));
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP || s->map[pos] < 0 || seat < 0 || seat >= TI4_MAX_SEATS) return -1;
  int rc = ti4_one_unit_fits(s, seat, pos, k, -1, e);
  if (rc) return rc;
  return ti4_pay_check(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, salvage_cost(s, seat, k), 0, 0, e);
}
static int salvage_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  return salvage_fits(s, s->ask.seat, s->ask.arg[0], s->ask.arg[1], m, e);
}
/* Representatives (a payment: ti4_choice_is_set): each ship type once,
 * paid greedily; and the plain `choose`. */
static size_t salvage_list(const ti4_state *s, int seat, int mask, int pos, ti4_move *out, size_t cap) {
  size_t n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    ti4_move m;
    ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
    m.target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CARRIER + k);
    if (!((mask >> k) & 1) || ti4_unit_cost2(s, seat, k) < 0 ||
        ti4_pay_greedy(s, seat, &m, salvage_cost(s, seat, k), 0, 0) || salvage_fits(s, seat, mask, pos, &m, NULL)) continue;
    if (n < cap) out[n] = m;
    n++;
  }
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
  if (n < cap) out[n] = m;
  return n + 1;
}
static size_t salvage_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  return salvage_list(s, s->ask.seat, s->ask.arg[0], s->ask.arg[1], out, cap);
}
static void salvage_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = s->ask.seat, pos = s->ask.arg[1], k = salvage_type(m);
  if (k < 0 || salvage_check(s, m, NULL)) return;   /* declined */
  ti4_pay_apply(s, seat, m, m->arg[0] > 0 ? m->arg[0] : 0, ev);
  s->ships[pos][seat][k]++;
  ti4_nexus_update(s);                               /* 100.2: placed into the wormhole nexus */
  ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, 1);
}
int ti4_salvage_ask(ti4_state *s, int winner, int wrecked) {
  int pos = s->tac.pos;
  ti4_move one[2];
  if (winner < 0 || winner >= s->nseats || pos < 0 || pos >= TI4_MAX_MAP || !wrecked ||
      !ti4_has_tech(s, winner, TI4_TECH_SALVAGE_OPERATIONS) || salvage_list(s, winner, wrecked, pos, one, 2) < 2)
    return 0;                                        /* no ship it could produce and pay for: not asked */
  ti4_ask_for(s, TI4_ASK_SALVAGE_OPERATIONS, winner, -1);
  s->ask.arg[0] = (int16_t)wrecked;
  s->ask.arg[1] = (int16_t)pos;
  return 1;
}

static const ti4_choice choice_rows[] = {
  { TI4_ASK_BROTHER_MILOR, milor_answer_check, milor_answer, milor_answers, "brother_milor",
    N_("Brother Milor: you may place up to 2 fighters from your reinforcements in the active system (choose N, or choose nothing)") },
  { TI4_ASK_BROTHER_MILOR_INFANTRY, milor_answer_check, milor_answer, milor_answers, "brother_milor_infantry",
    N_("Brother Milor: you may place up to 2 infantry from your reinforcements on the planet of the ground combat (choose N, or choose nothing)") },
  { TI4_ASK_SALVAGE_OPERATIONS, salvage_check, salvage_choice, salvage_legal, "salvage_operations",
    N_("Salvage Operations: you may produce 1 ship of a type destroyed in the combat (choose TYPE [TG] [PLANET ...], or choose nothing)") },
  { TI4_ASK_DART_AND_TAI, dart_check, dart_choice, dart_legal, "dart_and_tai",
    N_("Dart and Tai: you may explore the planet you took (choose PLANET, or choose nothing)") },
};
const ti4_choice_table ti4_choices_combat_plays2 = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

static const ti4_ability rows[] = {
  { "brother_milor", TI4_AB_LEADER, TI4_LEADER_BROTHER_MILOR, W(TI4_W_AFTER_DESTROYED), TI4_ABF_TARGET,
    milor_check, milor_options, NULL, milor_effect },
  { "the_alastor", TI4_AB_FACTION, TI4_FACTION_NEKRO, W(TI4_W_COMBAT_ROUND_START), TI4_ABF_OWN | TI4_ABF_FREE,
    alastor_check, alastor_options, NULL, alastor_effect },
  { "ipswitch_loose_cannon", TI4_AB_LEADER, TI4_LEADER_IPSWITCH_LOOSE_CANNON, W(TI4_W_COMBAT_ROUND_START), 0,
    sleeper_check, NULL, NULL, sleeper_effect },
};
const ti4_ability_table ti4_ab_combat_plays2 = { rows, sizeof rows / sizeof rows[0] };
