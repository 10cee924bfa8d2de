/* combat_abilities.c -- one record per ability that acts in combat (see
 * combat_abilities.h). Each names its source (a faction's ability, a
 * technology, a unit card: flagship or mech), where it holds (always, while
 * the unit is in the combat's system, in the combat, or the opponent's
 * unit is), the units it touches and its effect; the combat machine asks
 * and sums what applies. */
#include "combat_abilities.h"
#include "units.h"
#include "round.h"
#include "agenda_rules.h"   /* ti4_commander_usable */
#include "combat_choices.h" /* Ambush asks which ships */

enum { SRC_FACTION, SRC_TECH, SRC_UNIT, SRC_COMMANDER, SRC_LAW /* a law elected to the seat (8.20) */ };
enum { FX_COMBAT_ROLL, FX_CANNON_DIE, FX_CANNON_AGAINST, FX_ROUND_REPAIR, FX_DICE_SET_FOE_SHIPS, FX_DICE_ADD,
       FX_CRIT, FX_NONFIGHTER, FX_NO_SUSTAIN, FX_SUSTAIN_CANCELS, FX_SUSTAIN_HIT, FX_BONUS_HIT, FX_START_REPAIR,
       FX_NO_BARRAGE, FX_DEATH_BLAST, FX_CANNON_IMMUNE, FX_NO_DEFENSE, FX_NO_SHIELD, FX_BOMB_WIPE,
       FX_BARRAGE_DIE, FX_SUSTAIN_TG, FX_GROUND_START_INF, FX_HARROW, FX_WON_GROUND_INF, FX_RAID, FX_UNIT_REROLL,
       FX_SPACE_SUSTAIN, FX_FIGHTERS_COMMIT, FX_COMMIT_NEAR };
/* where the record holds: always; while its unit is in the active system
 * (space area, or a mech on a planet there); while its unit takes part; in
 * the Mecatol Rex system, the seat's home system or a system with a
 * legendary planet; while its unit takes part against an opponent with a
 * Valefar Assimilator token on one of their technologies */
enum { W_ALWAYS, W_SYSTEM, W_COMBAT, W_HOME_MECATOL_LEGENDARY, W_COMBAT_ASSIMILATED };
/* the units it touches: all, its own unit type, the other ships, mechs, infantry */
enum { U_ALL, U_SELF, U_OTHER_SHIPS, U_MECH, U_INFANTRY };
enum { X_ANY, X_SPACE, X_GROUND };   /* the kind of combat */

typedef struct {
  uint8_t src;
  int16_t id;        /* faction, technology, unit row or leader (a commander, unlocked) */
  uint8_t fx;
  int8_t value;
  uint8_t where, units, ctx;
} combat_record;

static const combat_record records[] = {
  /* Sardakk N'orr, Unrelenting: +1 to the result of each of your units' combat rolls */
  {SRC_FACTION, TI4_FACTION_SARDAKK, FX_COMBAT_ROLL, 1, W_ALWAYS, U_ALL, X_ANY},
  /* L1Z1X, Harrow: at the end of each round of ground combat, your ships in
   * the active system may use BOMBARDMENT against your opponent's ground
   * forces on the planet */
  {SRC_FACTION, TI4_FACTION_L1Z1X, FX_HARROW, 1, W_ALWAYS, U_ALL, X_GROUND},
  /* Argent Flight, Raid Formation: when your units use ANTI-FIGHTER BARRAGE,
   * each hit beyond your opponent's fighters damages one of its ships that
   * have SUSTAIN DAMAGE */
  {SRC_FACTION, TI4_FACTION_ARGENT, FX_RAID, 1, W_ALWAYS, U_ALL, X_SPACE},
  /* Jol-Nar, Fragile: -1 to the result of each of your units' combat rolls
   * (not infantry on a planet with Shield Paling: the record below) */
  {SRC_FACTION, TI4_FACTION_JOLNAR, FX_COMBAT_ROLL, -1, W_ALWAYS, U_ALL, X_ANY},
  /* Shield Paling (Jol-Nar mech): your infantry on this planet are not affected by Fragile */
  {SRC_UNIT, TI4_UNIT_SHIELD_PALING, FX_COMBAT_ROLL, 1, W_COMBAT, U_INFANTRY, X_GROUND},
  /* C'morran N'orr (Sardakk flagship): +1 to the combat rolls of your other ships in this system */
  {SRC_UNIT, TI4_UNIT_CMORRAN_NORR, FX_COMBAT_ROLL, 1, W_SYSTEM, U_OTHER_SHIPS, X_SPACE},
  /* Arvicon Rex (Mahact flagship): +2 to this ship's rolls against an opponent
   * whose command token is not in your fleet pool (none ever is: the
   * Mahact's taking of tokens is not modelled, so it always applies) */
  {SRC_UNIT, TI4_UNIT_ARVICON_REX, FX_COMBAT_ROLL, 2, W_COMBAT, U_SELF, X_SPACE},
  /* Mordred (Nekro mech): +2 to this unit's combat rolls against an
   * opponent who has an X or Y token on 1 or more of their technologies
   * (Valefar Assimilator, common/faction_abilities.c) */
  {SRC_UNIT, TI4_UNIT_MORDRED, FX_COMBAT_ROLL, 2, W_COMBAT_ASSIMILATED, U_SELF, X_ANY},
  /* Salai Sai Corian (Winnu flagship): rolls 1 die per non-fighter ship of the opponent in this system */
  {SRC_UNIT, TI4_UNIT_SALAI_SAI_CORIAN, FX_DICE_SET_FOE_SHIPS, 0, W_COMBAT, U_SELF, X_SPACE},
  /* Visz El Vir (Naaz-Rokha flagship): your mechs in this system roll 1 additional die */
  {SRC_UNIT, TI4_UNIT_VISZ_EL_VIR, FX_DICE_ADD, 1, W_SYSTEM, U_MECH, X_ANY},
  /* J.N.S. Hylarim (Jol-Nar flagship): each unmodified 9 or 10 it rolls produces 2 additional hits */
  {SRC_UNIT, TI4_UNIT_J_N_S_HYLARIM, FX_CRIT, 2, W_COMBAT, U_SELF, X_SPACE},
  /* [0.0.1] (L1Z1X flagship): hits of this ship and of your dreadnoughts in
   * this system go on non-fighter ships if able */
  {SRC_UNIT, TI4_UNIT_X0_0_1, FX_NONFIGHTER, 1, W_COMBAT, U_SELF, X_SPACE},
  {SRC_UNIT, TI4_UNIT_X0_0_1, FX_NONFIGHTER, 1, W_COMBAT, TI4_UT_DREADNOUGHT + 16, X_SPACE},
  /* Fourth Moon (Mentak flagship): other players' ships in this system cannot use SUSTAIN DAMAGE */
  {SRC_UNIT, TI4_UNIT_FOURTH_MOON, FX_NO_SUSTAIN, 1, W_SYSTEM, U_ALL, X_SPACE},
  /* Moll Terminus (Mentak mech): other players' ground forces on its planet cannot use SUSTAIN DAMAGE */
  {SRC_UNIT, TI4_UNIT_MOLL_TERMINUS, FX_NO_SUSTAIN, 1, W_COMBAT, U_ALL, X_GROUND},
  /* Non-Euclidean Shielding (Letnev): SUSTAIN DAMAGE cancels 2 hits instead of 1 */
  {SRC_TECH, TI4_TECH_NON_EUCLIDEAN_SHIELDING, FX_SUSTAIN_CANCELS, 1, W_ALWAYS, U_ALL, X_ANY},
  /* Quantum Manipulator (Nomad mech): while this unit is in a space area
   * during combat, its SUSTAIN DAMAGE may cancel a hit against your ships there */
  {SRC_UNIT, TI4_UNIT_QUANTUM_MANIPULATOR, FX_SPACE_SUSTAIN, 1, W_SYSTEM, U_ALL, X_SPACE},
  /* Matriarch (Naalu flagship): during an invasion in this system, you may
   * commit fighters to planets as if they were ground forces; when combat
   * ends, they return to the space area (invasion.c) */
  {SRC_UNIT, TI4_UNIT_MATRIARCH, FX_FIGHTERS_COMMIT, 1, W_SYSTEM, U_ALL, X_ANY},
  /* Valkyrie Exoskeleton (Sardakk mech): after it uses SUSTAIN DAMAGE in a
   * ground combat, it produces 1 hit against the opponent's ground forces */
  {SRC_UNIT, TI4_UNIT_VALKYRIE_EXOSKELETON, FX_SUSTAIN_HIT, 1, W_COMBAT, U_SELF, X_GROUND},
  /* Valkyrie Particle Weave (Sardakk): after the rolls of a ground combat
   * round, if the opponent produced 1 or more hits, you produce 1 more */
  {SRC_TECH, TI4_TECH_VALKYRIE_PARTICLE_WEAVE, FX_BONUS_HIT, 1, W_ALWAYS, U_ALL, X_GROUND},
  /* Arc Secundus (Letnev flagship): at the start of each space combat round, repair this ship */
  {SRC_UNIT, TI4_UNIT_ARC_SECUNDUS, FX_START_REPAIR, 1, W_COMBAT, U_SELF, X_SPACE},
  /* Arc Secundus: other players' units in this system lose PLANETARY SHIELD */
  {SRC_UNIT, TI4_UNIT_ARC_SECUNDUS, FX_NO_SHIELD, 1, W_SYSTEM, U_ALL, X_ANY},
  /* Iconoclast (Naalu mech, Codex III): other players cannot use
   * ANTI-FIGHTER BARRAGE against your units in this system */
  {SRC_UNIT, TI4_UNIT_ICONOCLAST, FX_NO_BARRAGE, 1, W_SYSTEM, U_ALL, X_SPACE},
  /* Van Hauge (Yin flagship): when this ship is destroyed, destroy all ships in this system */
  {SRC_UNIT, TI4_UNIT_VAN_HAUGE, FX_DEATH_BLAST, 1, W_ALWAYS, U_SELF, X_ANY},
  /* Quetzecoatl (Argent flagship): other players cannot use SPACE CANNON against your ships in this system */
  {SRC_UNIT, TI4_UNIT_QUETZECOATL, FX_CANNON_IMMUNE, 1, W_SYSTEM, U_ALL, X_ANY},
  /* L4 Disruptors (Letnev): during an invasion in which you are the
   * attacker, other players cannot use SPACE CANNON against your units */
  {SRC_TECH, TI4_TECH_L4_DISRUPTORS, FX_NO_DEFENSE, 1, W_ALWAYS, U_ALL, X_GROUND},
  /* Dacxive Animators: after you win a ground combat, place 1 infantry from
   * your reinforcements on that planet (always used) */
  {SRC_TECH, TI4_TECH_DACXIVE_ANIMATORS, FX_WON_GROUND_INF, 1, W_ALWAYS, U_ALL, X_GROUND},
  /* X-89 Bacterial Weapon (Codex I): after your BOMBARDMENT destroys 1 or
   * more infantry on a planet, destroy all infantry on it */
  {SRC_TECH, TI4_TECH_X_89_BACTERIAL_WEAPON, FX_BOMB_WIPE, 1, W_ALWAYS, U_ALL, X_GROUND},
  /* Rickar Rickani (Winnu commander): +2 to your combat rolls in the Mecatol
   * Rex system, your home system and each system with a legendary planet */
  {SRC_COMMANDER, TI4_LEADER_RICKAR_RICKANI, FX_COMBAT_ROLL, 2, W_HOME_MECATOL_LEGENDARY, U_ALL, X_ANY},
  /* Trrakan Aun Zulok (Argent commander): when your units use ANTI-FIGHTER
   * BARRAGE, SPACE CANNON or BOMBARDMENT, 1 of them rolls 1 additional die
   * (the best: the engine's choice) */
  {SRC_COMMANDER, TI4_LEADER_TRRAKAN_AUN_ZULOK, FX_CANNON_DIE, 1, W_ALWAYS, U_ALL, X_ANY},
  {SRC_COMMANDER, TI4_LEADER_TRRAKAN_AUN_ZULOK, FX_BARRAGE_DIE, 1, W_ALWAYS, U_ALL, X_SPACE},
  /* Ta Zern (Jol-Nar commander): after you roll dice for a unit ability
   * (ANTI-FIGHTER BARRAGE, SPACE CANNON, BOMBARDMENT), you may reroll any
   * of them. The engine rerolls each miss (only a miss can gain) */
  {SRC_COMMANDER, TI4_LEADER_TA_ZERN, FX_UNIT_REROLL, 1, W_ALWAYS, U_ALL, X_ANY},
  /* 2RAM ("2ram", L1Z1X commander; its constant is TI4_LEADER_X2RAM): PLANETARY
   * SHIELD does not prevent your BOMBARDMENT */
  {SRC_COMMANDER, TI4_LEADER_X2RAM, FX_NO_SHIELD, 1, W_ALWAYS, U_ALL, X_ANY},
  /* Rear Admiral Farran (Letnev commander): after 1 of your units uses
   * SUSTAIN DAMAGE, gain 1 trade good */
  {SRC_COMMANDER, TI4_LEADER_REAR_ADMIRAL_FARRAN, FX_SUSTAIN_TG, 1, W_ALWAYS, U_ALL, X_ANY},
  /* G'hom Sek'kus (Sardakk commander): during the commit ground forces step,
   * you may also commit up to 1 ground force from each planet in the active
   * system and in adjacent systems without your command token (tactical.c) */
  {SRC_COMMANDER, TI4_LEADER_GHOM_SEKKUS, FX_COMMIT_NEAR, 1, W_ALWAYS, U_ALL, X_ANY},
  /* Claire Gibson (Sol commander): at the start of a ground combat on a
   * planet you control, place 1 infantry from your reinforcements on it */
  {SRC_COMMANDER, TI4_LEADER_CLAIRE_GIBSON, FX_GROUND_START_INF, 1, W_ALWAYS, U_ALL, X_GROUND},
  /* Plasma Scoring: when units use SPACE CANNON (or BOMBARDMENT), 1 of them rolls 1 additional die */
  {SRC_TECH, TI4_TECH_PLASMA_SCORING, FX_CANNON_DIE, 1, W_ALWAYS, U_ALL, X_ANY},
  /* Antimass Deflectors: other players' SPACE CANNON against your units: -1 to each roll */
  {SRC_TECH, TI4_TECH_ANTIMASS_DEFLECTORS, FX_CANNON_AGAINST, -1, W_ALWAYS, U_ALL, X_ANY},
  /* Prophecy of Ixth (law, elect player): its owner applies +1 to the
   * result of their fighters' combat rolls (its discard when the owner's
   * units use PRODUCTION: cards/production.c) */
  {SRC_LAW, TI4_AGENDA_PROPHECY_OF_IXTH, FX_COMBAT_ROLL, 1, W_ALWAYS, TI4_UT_FIGHTER + 16, X_ANY},
  /* Duranium Armor: after you assign hits in a combat round, repair 1 of your
   * damaged units that did not use SUSTAIN DAMAGE in that round */
  {SRC_TECH, TI4_TECH_DURANIUM_ARMOR, FX_ROUND_REPAIR, 1, W_ALWAYS, U_ALL, X_ANY},
};
#define NRECORDS (sizeof records / sizeof *records)

/* Opening abilities, at the start of a combat (in this order). */
enum { OPEN_MAGEN, OPEN_SPLICER, OPEN_ASSAULT_CANNON, OPEN_AMBUSH, OPEN__COUNT };

static int seat_ok(const ti4_state *s, int seat) { return seat >= 0 && seat < s->nseats && seat < TI4_MAX_SEATS; }

/* Does seat have the record's unit (it uses that card) in the system at pos:
 * in the space area, or on a planet of the system it controls? */
static int unit_in_system(const ti4_state *s, int seat, int row, int pos) {
  int k = ti4_units[row].type;
  if (ti4_unit_row(s, seat, k) != row || pos < 0 || pos >= TI4_MAX_MAP || pos >= s->nmap) return 0;
  if (k < TI4_SPACE_TYPES && s->ships[pos][seat][k]) return 1;
  if (k < TI4_UT_INFANTRY || k > TI4_UT_MECH || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p >= 0 && s->planet_owner[p] == seat && s->planet_units[p][k - TI4_UT_INFANTRY]) return 1;
  }
  return 0;
}

/* The Mecatol Rex system, seat's home system, or a system with a legendary planet. */
static int special_place(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || s->map[pos] < 0) return 0;
  int fa = s->p[seat].faction;
  if (fa >= 0 && ti4_system_pos(s, ti4_factions[fa].home_system) == pos) return 1;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p >= 0 && (p == TI4_PLANET_MECATOL_REX || ti4_planet_legendary(s, p))) return 1;
  }
  return 0;
}

/* Does the record hold for seat (with the combat f, when there is one)? */
static int holds(const ti4_state *s, int seat, const ti4_fight *f, const combat_record *r) {
  if (!seat_ok(s, seat)) return 0;
  if (f && r->ctx == X_SPACE && f->ground) return 0;
  if (f && r->ctx == X_GROUND && !f->ground) return 0;
  if (r->src == SRC_FACTION) return s->p[seat].faction == r->id;
  if (r->src == SRC_TECH) return ti4_has_tech(s, seat, r->id);
  if (r->src == SRC_LAW) {
    int li = s->nlaws ? ti4_law_in_play(s, r->id) : -1;
    return li >= 0 && s->laws[li].elected == TI4_TARGET(TI4_T_PLAYER, seat);
  }
  if (r->src == SRC_COMMANDER) {                       /* its own, unlocked, or through the Alliance note */
    if (!ti4_commander_usable(s, seat, ti4_leaders[r->id].faction)) return 0;
    if (r->where == W_ALWAYS) return 1;
    return f && special_place(s, seat, f->pos);
  }
  int k = ti4_units[r->id].type;
  if (ti4_unit_row(s, seat, k) != r->id) return 0;
  if (k == TI4_UT_MECH && s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR)) return 0;   /* mechs lose their abilities */
  if (r->where == W_ALWAYS) return 1;
  if (!f) return 0;
  if (r->where == W_SYSTEM) return unit_in_system(s, seat, r->id, f->pos);
  if (r->where == W_COMBAT_ASSIMILATED) {            /* the opponent's technologies */
    int foe = seat == f->seat ? f->opp : f->seat;
    if (!seat_ok(s, foe) || !ti4_valefar_victim(s, foe)) return 0;
  }
  const int *n = seat == f->seat ? f->own : seat == f->opp ? f->foe : NULL;
  return n && k < TI4_SPACE_TYPES && n[k] > 0;
}

/* Does the record touch seat's units of type k? */
static int touches(const combat_record *r, int k) {
  int self = r->src == SRC_UNIT ? ti4_units[r->id].type : -1;
  switch (r->units) {
  case U_ALL: return 1;
  case U_SELF: return k == self;
  case U_OTHER_SHIPS: return k != self && k <= TI4_UT_WARSUN;
  case U_MECH: return k == TI4_UT_MECH;
  case U_INFANTRY: return k == TI4_UT_INFANTRY;
  default: return r->units >= 16 && k == r->units - 16;   /* a named type */
  }
}

/* The sum of the values of the records of effect fx that hold for seat and touch type k (-1: any). */
static int sum(const ti4_state *s, int seat, const ti4_fight *f, int fx, int k) {
  int v = 0;
  for (size_t i = 0; i < NRECORDS; i++)
    if (records[i].fx == fx && (k < 0 || touches(&records[i], k)) && holds(s, seat, f, &records[i])) v += records[i].value;
  return v;
}

int ti4_fight_roll_mod(const ti4_state *s, const ti4_fight *f, int k) { return sum(s, f->seat, f, FX_COMBAT_ROLL, k); }

int ti4_fight_dice(const ti4_state *s, const ti4_fight *f, int k, int dice) {
  for (size_t i = 0; i < NRECORDS; i++)
    if (records[i].fx == FX_DICE_SET_FOE_SHIPS && touches(&records[i], k) && holds(s, f->seat, f, &records[i])) {
      dice = 0;
      for (int t = 0; t < TI4_SPACE_TYPES && !f->ground; t++)   /* ground forces fighting as ships count (The Alastor, Z-Grav Eidolon) */
        if (t != TI4_UT_FIGHTER) dice += f->foe[t];
    }
  return dice + sum(s, f->seat, f, FX_DICE_ADD, k);
}

int ti4_fight_extra_hits(const ti4_state *s, const ti4_fight *f, int k, int die) {
  return die >= 9 ? sum(s, f->seat, f, FX_CRIT, k) : 0;
}

int ti4_fight_nonfighter(const ti4_state *s, const ti4_fight *f, int k) { return sum(s, f->seat, f, FX_NONFIGHTER, k) > 0; }

int ti4_fight_no_sustain(const ti4_state *s, const ti4_fight *f, int k) {
  ti4_fight g = *f;                                  /* the opponent's records, seen from its side */
  g.seat = f->opp; g.opp = f->seat;
  memcpy(g.own, f->foe, sizeof g.own);
  memcpy(g.foe, f->own, sizeof g.foe);
  (void)k;
  return sum(s, g.seat, &g, FX_NO_SUSTAIN, -1) > 0;
}

int ti4_fighters_commit(const ti4_state *s, int seat, int pos) {
  ti4_fight f;
  memset(&f, 0, sizeof f);
  f.seat = seat; f.opp = -1; f.pos = pos; f.planet = -1;
  return sum(s, seat, &f, FX_FIGHTERS_COMMIT, -1) > 0;
}

int ti4_commit_near(const ti4_state *s, int seat) { return sum(s, seat, NULL, FX_COMMIT_NEAR, -1) > 0; }

int ti4_fight_space_mech_sustain(const ti4_state *s, const ti4_fight *f) {
  return f->pos >= 0 && f->pos < TI4_MAX_MAP && f->seat >= 0 && f->seat < TI4_MAX_SEATS &&
         s->ships[f->pos][f->seat][TI4_UT_MECH] && sum(s, f->seat, f, FX_SPACE_SUSTAIN, -1) > 0;   /* in the space area */
}

int ti4_fight_sustain_cancels(const ti4_state *s, const ti4_fight *f) { return 1 + sum(s, f->seat, f, FX_SUSTAIN_CANCELS, -1); }

int ti4_fight_sustained(ti4_state *s, const ti4_fight *f, int k, int n, ti4_events *ev) {
  int tg = n * sum(s, f->seat, f, FX_SUSTAIN_TG, k);     /* e.g. Rear Admiral Farran */
  if (tg > 0) ti4_gain_tg(s, f->seat, tg, ev);
  return f->ground ? n * sum(s, f->seat, f, FX_SUSTAIN_HIT, k) : 0;
}

int ti4_fight_ground_start(ti4_state *s, const ti4_fight *f, ti4_events *ev) {
  if (!f->ground || f->planet < 0 || f->planet >= TI4_MAX_PLANETS || s->planet_owner[f->planet] != f->seat) return 0;
  int n = sum(s, f->seat, f, FX_GROUND_START_INF, -1);   /* e.g. Claire Gibson; infantry have no limit (23.4) */
  (void)ev;
  return n;
}

int ti4_fight_ground_won(const ti4_state *s, const ti4_fight *f) { return f->ground ? sum(s, f->seat, f, FX_WON_GROUND_INF, -1) : 0; }

int ti4_fight_harrow(const ti4_state *s, const ti4_fight *f) { return f->ground && sum(s, f->seat, f, FX_HARROW, -1) > 0; }

int ti4_fight_raid(const ti4_state *s, const ti4_fight *f) { return !f->ground && sum(s, f->seat, f, FX_RAID, -1) > 0; }

int ti4_barrage_extra_dice(const ti4_state *s, int seat) { return sum(s, seat, NULL, FX_BARRAGE_DIE, -1); }

static int roll(ti4_state *s, int seat, int k, int pos, ti4_events *ev);
int ti4_unit_ability_value(ti4_state *s, int seat, int k, int pos, int need, ti4_events *ev) {
  int die = roll(s, seat, k, pos, ev);
  if (die >= need || sum(s, seat, NULL, FX_UNIT_REROLL, -1) <= 0) return die;
  ti4_combat *c = &s->combat;                          /* e.g. Ta Zern: "you may reroll any of those dice" */
  int side = c->utally - 1;
  if (side < 0 || side > 1 || k < 0 || k >= TI4_FIGHT_TYPES) return roll(s, seat, k, pos, ev);   /* no question here */
  if (c->miss[side][k] < 255) c->miss[side][k]++;      /* its player names them after the roll (74) */
  c->uneed[side][k] = (uint8_t)(need < 0 ? 0 : need > 255 ? 255 : need);
  return die;
}
int ti4_unit_ability_reroll(ti4_state *s, int seat, int k, int pos, int need, ti4_events *ev) {
  return roll(s, seat, k, pos, ev) >= need;
}
int ti4_unit_ability_die(ti4_state *s, int seat, int k, int pos, int need, ti4_events *ev) {
  return ti4_unit_ability_value(s, seat, k, pos, need, ev) >= need;
}

int ti4_fight_bonus_hits(const ti4_state *s, const ti4_fight *f, int against) {
  return against > 0 ? sum(s, f->seat, f, FX_BONUS_HIT, -1) : 0;
}

void ti4_fight_round_start(ti4_state *s, const ti4_fight *f, ti4_events *ev) {
  for (size_t i = 0; i < NRECORDS; i++) {
    const combat_record *r = &records[i];
    if (r->fx != FX_START_REPAIR || !holds(s, f->seat, f, r)) continue;
    int k = ti4_units[r->id].type, pos = f->pos;
    if (k >= TI4_SPACE_TYPES || f->ground || pos < 0 || pos >= TI4_MAX_MAP) continue;
    int d = ti4_damaged_get(s, pos, f->seat, k) < s->ships[pos][f->seat][k] ? ti4_damaged_get(s, pos, f->seat, k) : s->ships[pos][f->seat][k];
    int x = d < r->value ? d : r->value;
    if (x <= 0) continue;
    ti4_damaged_set(s, pos, f->seat, k, (d - x));
    ti4_emit(ev, TI4_EV_REPAIRED, f->seat, k, pos, 0, x);
  }
}

static int roll(ti4_state *s, int seat, int k, int pos, ti4_events *ev) {
  if (s->dice_fixed && !s->ndice) s->combat.short_dice = 1;   /* the checks refuse: queue the rolls first */
  return ti4_roll(s, seat, k, pos, ev);
}

/* An opening ability its owner "may" use: once answered (combat.ambush
 * bit 4; bit 5 yes, common/combat_choices.c) 1 for yes, 0 for no, the
 * answer cleared for the next ability; -1 when its owner is asked now. */
static int used(ti4_state *s, int seat, int what) {
  ti4_combat *c = &s->combat;
  if (c->ambush & 0x10) {
    int yes = (c->ambush & 0x20) != 0;
    c->ambush = (uint8_t)(c->ambush & ~0x30);
    return yes;
  }
  ti4_ask_for(s, what, seat, -1);
  return -1;
}

int ti4_fight_opening(ti4_state *s, const ti4_fight *f, int i, int *flags, ti4_events *ev) {
  *flags = 0;
  if (i >= OPEN__COUNT) return -1;
  if (!seat_ok(s, f->seat)) return 0;
  if (i == OPEN_MAGEN) {
    /* Magen Defense Grid (Codex I Omega): at the start of a ground combat on
     * a planet that holds 1 or more of your structures, you may produce 1
     * hit and assign it to 1 of your opponent's ground forces (its owner
     * is asked: use_ability) */
    if (!f->ground || f->planet < 0 || f->planet >= TI4_MAX_PLANETS || s->planet_owner[f->planet] != f->seat ||
        !ti4_has_tech(s, f->seat, TI4_TECH_MAGEN_DEFENSE_GRID) ||
        !(s->planet_units[f->planet][2] | s->planet_units[f->planet][3])) return 0;
    int u = used(s, f->seat, TI4_ASK_USE_MAGEN);
    if (u <= 0) return u < 0 ? TI4_OPEN_ASKED : 0;
    *flags = TI4_OPEN_FOE_ASSIGNS;
    return 1;
  }
  if (f->ground) return 0;
  if (i == OPEN_SPLICER) {
    /* Dimensional Splicer (Ghosts of Creuss): at the start of a space combat
     * in a system with a wormhole and 1 or more of your ships, produce 1 hit
     * and assign it to 1 of your opponent's ships ("may": its owner is
     * asked). Hil Colish's system holds a delta wormhole. */
    int wh = f->pos >= 0 && f->pos < s->nmap && s->map[f->pos] >= 0 && ti4_systems[s->map[f->pos]].wormholes;
    if (!wh && f->own[TI4_UT_FLAGSHIP] && ti4_unit_row(s, f->seat, TI4_UT_FLAGSHIP) == TI4_UNIT_HIL_COLISH) wh = 1;
    if (!wh || !ti4_has_tech(s, f->seat, TI4_TECH_DIMENSIONAL_SPLICER)) return 0;
    int u = used(s, f->seat, TI4_ASK_USE_SPLICER);
    if (u <= 0) return u < 0 ? TI4_OPEN_ASKED : 0;
    *flags = TI4_OPEN_FOE_ASSIGNS;
    return 1;
  }
  int foe_nf = 0, own_nf = 0;
  for (int t = 0; t < TI4_SPACE_TYPES; t++)      /* ground forces fighting as ships count (The Alastor, Z-Grav Eidolon) */
    if (t != TI4_UT_FIGHTER) { foe_nf += f->foe[t]; own_nf += f->own[t]; }
  if (i == OPEN_ASSAULT_CANNON) {
    /* Assault Cannon: at the start of a space combat in a system that holds 3
     * or more of your non-fighter ships, your opponent destroys 1 of its
     * non-fighter ships (a destruction, not a hit: no SUSTAIN DAMAGE) */
    if (!ti4_has_tech(s, f->seat, TI4_TECH_ASSAULT_CANNON) || own_nf < 3 || !foe_nf) return 0;
    *flags = TI4_OPEN_NONFIGHTER | TI4_OPEN_NOSUSTAIN;
    return 1;
  }
  /* Mentak, Ambush: at the start of a space combat, you may roll 1 die for
   * each of up to 2 of your cruisers or destroyers in the system (not a
   * combat roll: no modifiers); each result at least its combat value is a
   * hit the opponent assigns. Which ships, or none, is the Mentak's answer
   * (common/combat_choices.c: the shared unit pick). */
  if (s->p[f->seat].faction != TI4_FACTION_MENTAK || f->pos < 0 || f->pos >= TI4_MAX_MAP) return 0;
  ti4_combat *c = &s->combat;
  int have = s->ships[f->pos][f->seat][TI4_UT_CRUISER] + s->ships[f->pos][f->seat][TI4_UT_DESTROYER];
  if (!have) return 0;
  if (!(c->ambush & 0x80)) {
    ti4_unit_pick_ask(s, TI4_ASK_AMBUSH, f->seat, f->seat, f->pos, 1u << TI4_UT_CRUISER | 1u << TI4_UT_DESTROYER, 2);
    return TI4_OPEN_ASKED;
  }
  int hits = 0, named = 0, order[2] = {TI4_UT_CRUISER, TI4_UT_DESTROYER};
  for (int j = 0; j < 2; j++) {
    int t = order[j], r = ti4_unit_row(s, f->seat, t), n = (c->ambush >> (2 * j)) & 3;
    if (n > s->ships[f->pos][f->seat][t]) n = s->ships[f->pos][f->seat][t];
    for (int d = 0; r >= 0 && d < n; d++)
      if (roll(s, f->seat, t, f->pos, ev) >= ti4_units[r].combat) hits++;
    named += n;
  }
  c->ambush = 0;
  if (named) ti4_emit(ev, TI4_EV_HITS, f->seat, 4, f->pos, 0, hits);
  return hits;
}

int ti4_fight_no_barrage(const ti4_state *s, const ti4_fight *f) { return sum(s, f->opp, f, FX_NO_BARRAGE, -1) > 0; }

int ti4_death_blast(const ti4_state *s, int seat, int k) { return sum(s, seat, NULL, FX_DEATH_BLAST, k) > 0; }

int ti4_cannon_extra_dice(const ti4_state *s, int seat) { return sum(s, seat, NULL, FX_CANNON_DIE, -1); }
int ti4_cannon_mod_against(const ti4_state *s, int target) { return sum(s, target, NULL, FX_CANNON_AGAINST, -1); }
int ti4_round_repairs(const ti4_state *s, int seat) { return sum(s, seat, NULL, FX_ROUND_REPAIR, -1); }

int ti4_cannon_immune(const ti4_state *s, int target, int pos) {
  ti4_fight f = {target, -1, 0, pos, -1, {0}, {0}};
  return sum(s, target, &f, FX_CANNON_IMMUNE, -1) > 0;
}
int ti4_cannon_defense_denied(const ti4_state *s, int seat) { return sum(s, seat, NULL, FX_NO_DEFENSE, -1) > 0; }
int ti4_bombard_wipes(const ti4_state *s, int seat) { return sum(s, seat, NULL, FX_BOMB_WIPE, -1) > 0; }

int ti4_shields_lost(const ti4_state *s, int seat, int pos) {
  if (!seat_ok(s, seat) || pos < 0 || pos >= TI4_MAX_MAP) return 0;
  if (s->ships[pos][seat][TI4_UT_WARSUN]) return 1;   /* every War Sun card says so */
  ti4_fight f = {seat, -1, 0, pos, -1, {0}, {0}};
  return sum(s, seat, &f, FX_NO_SHIELD, -1) > 0;
}

/* Graviton Laser System: exhaust it before 1 or more of your units use
 * SPACE CANNON; their hits go on non-fighter ships if able (the player
 * chooses: `cannon ... graviton_laser_system`). */
int ti4_graviton_ready(const ti4_state *s, int seat) {
  int t = TI4_TECH_GRAVITON_LASER_SYSTEM;
  return seat_ok(s, seat) && ti4_has_tech(s, seat, t) && !((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1);
}
void ti4_graviton_use(ti4_state *s, int seat, ti4_events *ev) {
  int t = TI4_TECH_GRAVITON_LASER_SYSTEM;
  (void)ev;
  if (ti4_graviton_ready(s, seat)) s->p[seat].tech_exhausted[t >> 3] |= (uint8_t)(1u << (t & 7));
}
