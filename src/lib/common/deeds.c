/* deeds.c -- the deeds action-phase secret objectives ask for (LRR 61.5b:
 * scored at any time of the action phase; 61.7: one objective during or
 * after each combat; 61.9: "destroy" by any means that destroys). The
 * galaxy's steps report what happened; a deed is kept only for a player
 * holding that objective unscored, until it scores it or the phase ends.
 * The objective texts in use (data/objectives.tsv notes) are Codex III's
 * for Make an Example of Their World, Turn Their Fleets to Dust and Fight
 * with Precision: the step decides, not the ability that destroyed.
 * Destroy Their Greatest Ship counts every destroying (61.9): hits, Direct
 * Hit, Van Hauge, Adjudicator Ba'al; Become a Martyr every loss of control
 * (25.5, 25.6): landing, invasion, Peace Accords, Awaken. A deed is kept
 * only for a secret held when it happens: the requirement is the card's,
 * fulfilled by its holder (61.4, 61.5, 61.19); a secret drawn later asks
 * for a deed done later. */
#include "deeds.h"
#include "round.h"
#include "units.h"

static const int16_t objective_of[TI4_DEED__COUNT] = {
  [TI4_DEED_GREATEST_SHIP] = TI4_OBJECTIVE_DESTROY_THEIR_GREATEST_SHIP,
  [TI4_DEED_EXAMPLE_WORLD] = TI4_OBJECTIVE_MAKE_AN_EXAMPLE_OF_THEIR_WORLD,
  [TI4_DEED_REBELLION] = TI4_OBJECTIVE_SPARK_A_REBELLION,
  [TI4_DEED_FLEETS_TO_DUST] = TI4_OBJECTIVE_TURN_THEIR_FLEETS_TO_DUST,
  [TI4_DEED_UNVEIL_FLAGSHIP] = TI4_OBJECTIVE_UNVEIL_FLAGSHIP,
  [TI4_DEED_MARTYR] = TI4_OBJECTIVE_BECOME_A_MARTYR,
  [TI4_DEED_BETRAY_FRIEND] = TI4_OBJECTIVE_BETRAY_A_FRIEND,
  [TI4_DEED_BRAVE_VOID] = TI4_OBJECTIVE_BRAVE_THE_VOID,
  [TI4_DEED_DARKEN_SKIES] = TI4_OBJECTIVE_DARKEN_THE_SKIES,
  [TI4_DEED_DEMONSTRATE_POWER] = TI4_OBJECTIVE_DEMONSTRATE_YOUR_POWER,
  [TI4_DEED_PRECISION] = TI4_OBJECTIVE_FIGHT_WITH_PRECISION,
  [TI4_DEED_ENDURANCE] = TI4_OBJECTIVE_PROVE_ENDURANCE,
};

int ti4_deed_of(int objective) {
  for (int d = 0; d < TI4_DEED__COUNT; d++) if (objective_of[d] == objective) return d;
  return -1;
}

int ti4_deed_done(const ti4_state *s, int seat, int deed) {
  return seat >= 0 && seat < TI4_MAX_SEATS && deed >= 0 && ((s->deeds.done[seat] >> deed) & 1);
}

void ti4_deeds_clear(ti4_state *s) {
  uint8_t commander = s->deeds.commander;        /* an unlock's deed is no objective's: kept */
  memset(&s->deeds, 0, sizeof s->deeds);
  s->deeds.commander = commander;
}

/* ---- what a commander's unlock asks for (51.6) and the board does not show:
 * a bit per seat, set only for a seat of that commander's faction, while
 * its commander is locked; leaders.c reads it after the move. */
static void commander_deed(ti4_state *s, int seat, int faction) {
  if (seat < 0 || seat >= s->nseats || seat >= TI4_MAX_SEATS) return;
  if (s->p[seat].faction != faction || s->p[seat].leaders[TI4_LEADER_COMMANDER] != TI4_LEADER_LOCKED) return;
  s->deeds.commander |= (uint8_t)(1u << seat);
}
int ti4_deed_commander(const ti4_state *s, int seat) {
  return seat >= 0 && seat < TI4_MAX_SEATS && ((s->deeds.commander >> seat) & 1);
}
void ti4_deeds_produced(ti4_state *s, int seat, int k) {
  if (k == TI4_UT_WARSUN) commander_deed(s, seat, TI4_FACTION_MUAAT);   /* Magmus: "produce a war sun" */
}
void ti4_deeds_ability_used(ti4_state *s, int seat) {
  commander_deed(s, seat, TI4_FACTION_YIN);      /* Brother Omar, Codex III Omega: "use any of your faction abilities" */
}
void ti4_deeds_combat_start(ti4_state *s) {
  if (s->tac.pos >= s->nmap || ti4_planet_pos(s, TI4_PLANET_MECATOL_REX) != s->tac.pos) return;
  for (int side = 0; side < 2; side++)          /* "enter a combat in its system": either side */
    commander_deed(s, s->combat.seat[side], TI4_FACTION_WINNU);   /* Rickar Rickani */
}

/* The combats so far: one more at each combat's start (a serial per combat). */
static uint16_t combat_serial(const ti4_state *s) {
  return (uint16_t)(s->combat.space_combats + s->combat.ground_combats);
}

static void record(ti4_state *s, int seat, int deed, int in_combat) {
  if (seat < 0 || seat >= s->nseats) return;
  int o = objective_of[deed];
  if (s->secret_holder[o] != seat || ((s->scored[o] >> seat) & 1)) return;
  ti4_deeds *d = &s->deeds;
  uint16_t bit = (uint16_t)(1u << deed);
  d->done[seat] |= bit;
  d->excl[seat] &= (uint16_t)~bit;              /* done again: no longer tied to that earlier combat */
  if (__builtin_popcount(d->excl[seat]) < 2) d->excl[seat] = 0;
  if (!in_combat) { d->group[seat] &= (uint16_t)~bit; return; }
  uint16_t serial = combat_serial(s);
  if (d->serial[seat] != serial) {              /* a new combat: the last one's deeds stay exclusive */
    uint16_t left = (uint16_t)(d->group[seat] & d->done[seat] & ~bit);
    if (__builtin_popcount(left) >= 2) d->excl[seat] = left;   /* a player holds 3 secrets at most: one such group */
    d->group[seat] = 0;
    d->serial[seat] = serial;
  }
  d->group[seat] |= bit;
}

void ti4_deed_scored(ti4_state *s, int seat, int deed) {
  ti4_deeds *d = &s->deeds;
  uint16_t bit = (uint16_t)(1u << deed);
  if (seat < 0 || seat >= TI4_MAX_SEATS || !(d->done[seat] & bit)) return;
  d->done[seat] &= (uint16_t)~bit;
  if (d->group[seat] & bit) { d->done[seat] &= (uint16_t)~d->group[seat]; d->group[seat] = 0; }
  if (d->excl[seat] & bit) { d->done[seat] &= (uint16_t)~d->excl[seat]; d->excl[seat] = 0; }
}

void ti4_deeds_tactical(ti4_state *s, int seat) {
  uint8_t owners = 0;
  for (int pn = 0; pn < TI4_NPROMISSORYS; pn++)
    for (int o = 0; o < s->nseats; o++)
      if (o != seat && ((s->pn_in_play[pn] >> o) & 1) && s->pn_holder[pn][o] == seat) owners |= (uint8_t)(1u << o);
  s->deeds.notes = owners;
}

static int non_fighter_ships(const ti4_state *s, int seat, int pos) {
  int n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (k != TI4_UT_FIGHTER) n += s->ships[pos][seat][k];
  return n;
}

void ti4_deeds_destroyed(ti4_state *s, int victim, int by, int k, int at) {
  if (victim == by || by < 0 || by >= s->nseats || victim < 0 || victim >= s->nseats) return;
  int pos = s->tac.pos, in_combat = at == TI4_DEED_AT_COMBAT || at == TI4_DEED_AT_BARRAGE;
  if (k == TI4_UT_WARSUN || k == TI4_UT_FLAGSHIP) record(s, by, TI4_DEED_GREATEST_SHIP, in_combat);
  if (at == TI4_DEED_AT_CANNON && k != TI4_UT_FIGHTER && k <= TI4_UT_WARSUN && !non_fighter_ships(s, victim, pos))
    record(s, by, TI4_DEED_FLEETS_TO_DUST, 0);
  if (at == TI4_DEED_AT_BARRAGE && k == TI4_UT_FIGHTER && !s->ships[pos][victim][TI4_UT_FIGHTER])
    record(s, by, TI4_DEED_PRECISION, 1);
  if (at == TI4_DEED_AT_BOMBARD && (k == TI4_UT_INFANTRY || k == TI4_UT_MECH)) {
    int pl = s->combat.planet;
    if (pl >= 0 && pl < TI4_NPLANETS && !s->planet_units[pl][0] && !s->planet_units[pl][1])
      record(s, by, TI4_DEED_EXAMPLE_WORLD, 0);
  }
}

static int home_of_another(const ti4_state *s, int seat, int pos) {
  for (int q = 0; q < s->nseats; q++) {
    int f = s->p[q].faction;
    if (q != seat && f >= 0 && ti4_system_pos(s, ti4_factions[f].home_system) == pos) return 1;
  }
  return 0;
}

void ti4_deeds_combat_end(ti4_state *s, int winner, int loser) {
  const ti4_combat *c = &s->combat;
  int pos = s->tac.pos, space = c->kind == 1;
  if (space)                                     /* Demonstrate Your Power: either side, won or not */
    for (int side = 0; side < 2; side++)
      if (non_fighter_ships(s, c->seat[side], pos) >= 3) record(s, c->seat[side], TI4_DEED_DEMONSTRATE_POWER, 1);
  if (winner < 0 || winner >= s->nseats || loser < 0 || loser >= s->nseats) return;
  int most = 0;
  for (int q = 0; q < s->nseats; q++) if (!s->p[q].eliminated && s->p[q].vp > most) most = s->p[q].vp;
  if (s->p[loser].vp == most) record(s, winner, TI4_DEED_REBELLION, 1);          /* 98.5: ties all count */
  if (winner == s->active && ((s->deeds.notes >> loser) & 1)) record(s, winner, TI4_DEED_BETRAY_FRIEND, 1);
  if (s->map[pos] >= 0 && ti4_systems[s->map[pos]].anomalies) record(s, winner, TI4_DEED_BRAVE_VOID, 1);
  if (home_of_another(s, winner, pos)) record(s, winner, TI4_DEED_DARKEN_SKIES, 1);
  if (space && s->ships[pos][winner][TI4_UT_FLAGSHIP]) record(s, winner, TI4_DEED_UNVEIL_FLAGSHIP, 1);
}

void ti4_deeds_control_lost(ti4_state *s, int pl, int from) {
  if (pl < 0 || pl >= TI4_NPLANETS || ti4_planets[pl].home_of < 0) return;   /* a planet of a home system */
  record(s, from, TI4_DEED_MARTYR, 0);
}

void ti4_deeds_passed(ti4_state *s, int seat) {
  for (int q = 0; q < s->nseats; q++) if (!s->p[q].eliminated && !s->p[q].passed) return;
  record(s, seat, TI4_DEED_ENDURANCE, 0);
}
