/* combat.c -- a combat in the active system (see combat.h).
 *
 * A round (78.3-78.8; ground combat 42.2-42.4 has no retreats):
 *   announce retreats, defender first (78.4; only a player with an eligible
 *   system is asked, and the attacker only if the defender did not
 *   announce); the system is named with the announcement (nothing in the
 *   round changes which systems are eligible);
 *   roll: the attacker, then the defender (78.5f), one die per unit (its
 *   card's dice), a hit on a result at least its combat value (18.1);
 *   assign hits: each owner assigns the hits its opponent produced, the
 *   attacker first; an `assign` may name part of them and is asked again
 *   for the rest; when the owner has no real choice (one kind of unit and no
 *   sustain damage, or hits enough to destroy everything) the engine
 *   assigns them;
 *   retreat (78.7): the announced retreat happens if the opponent still has
 *   ships.
 * The combat ends when one side -- or neither -- has units left (78.9).
 *
 * Units of a type are interchangeable except for damage: a hit that
 * destroys takes a damaged unit first; SUSTAIN DAMAGE (87) damages an
 * undamaged unit with the ability. */
#include "combat.h"
#include "faction_abilities.h"
#include "round.h"
#include "units.h"
#include "space_cannon.h"
#include "combat_abilities.h"
#include "deeds.h"
#include "capture.h"
#include "mahact.h"
#include "excess.h"
#include "production.h"   /* Self-Assembly Routines */
#include "ability_index.h"
#include "combat_plays2.h"
#include "techs2.h"
#include "combat_choices.h"

enum { CS_ROUND = 1, CS_ANN_DEF, CS_ANN_ATT, CS_ROLL, CS_ASSIGN_ATT, CS_ASSIGN_DEF, CS_RETREAT, CS_END,
       CS_DEFENSE, CS_DEF_ASSIGN, CS_BOMB_ASSIGN, CS_OPEN, CS_OPEN_ATT, CS_OPEN_DEF,
       CS_BARRAGE, CS_PRE_ASSIGN, CS_ASSIGN_GO, CS_ROUND_END, CS_FINISH,
       CS_AFB_HITS, CS_AFB_END, CS_X_ATT, CS_X_DEF, CS_WON };
enum { SPACE = 1, GROUND = 2, CANNON = 3 };
enum { BOMB_DIE = TI4_GT_BOMB_DIE };   /* a group's type: Plasma Scoring's die, count = the unit type + 1 */   /* CANNON: space cannon offense hits on seat[0]'s ships */

static int anomalies(const ti4_state *s, int pos) {
  return pos >= 0 && pos < s->nmap && s->map[pos] >= 0 ? ti4_systems[s->map[pos]].anomalies : 0;
}

unsigned ti4_ships_of_others(const ti4_state *s, int seat, int pos) {
  unsigned m = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP) return 0;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) { m |= 1u << o; break; }
  return m;
}

int ti4_damaged(const ti4_state *s, int seat, int pos, int k) {
  if (pos < 0 || pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS || k < 0 || k >= TI4_SPACE_TYPES) return 0;
  int d = ti4_damaged_get(s, pos, seat, k), n = s->ships[pos][seat][k];
  return d < n ? d : n;
}

void ti4_damage_moved(ti4_state *s, int seat, int from, int to, int k) {
  if (seat < 0 || seat >= TI4_MAX_SEATS || from < 0 || from >= TI4_MAX_MAP || to < 0 || to >= TI4_MAX_MAP ||
      k < 0 || k >= TI4_SPACE_TYPES) return;
  int d = ti4_damaged_get(s, from, seat, k), left = s->ships[from][seat][k];
  if (d <= left) return;
  ti4_damaged_set(s, from, seat, k, left);
  int x = d - left, room = s->ships[to][seat][k] - ti4_damaged(s, seat, to, k);
  if (x > room) x = room;
  if (x > 0) ti4_damaged_set(s, to, seat, k, (ti4_damaged(s, seat, to, k) + x));
}

void ti4_repair_all(ti4_state *s, ti4_events *ev) {
  for (int seat = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++) {
    int n = 0;
    for (int pos = 0; pos < TI4_MAX_MAP; pos++)
      for (int k = 0; k < TI4_SPACE_TYPES; k++) { n += ti4_damaged(s, seat, pos, k); ti4_damaged_set(s, pos, seat, k, 0); }
    for (int p = 0; p < TI4_MAX_PLANETS; p++)
      if (s->planet_owner[p] == seat && s->planet_damaged[p]) {
        n += s->planet_damaged[p] < s->planet_units[p][1] ? s->planet_damaged[p] : s->planet_units[p][1];
        s->planet_damaged[p] = 0;
      }
    for (int p = 0; p < TI4_MAX_PLANETS; p++)
      if (s->planet_owner[p] == seat) n += ti4_pds_damaged_get(s, p);   /* Hel-Titans */
    if (n) ti4_emit(ev, TI4_EV_REPAIRED, seat, 0, -1, 0, n);
  }
  memset(s->damaged, 0, sizeof s->damaged);
  memset(s->planet_damaged, 0, sizeof s->planet_damaged);
  memset(s->pds_damaged, 0, sizeof s->pds_damaged);
}

/* ---- the units of a side -------------------------------------------------- */
/* The unit types that fight: ships in space (78.5), ground forces on the
 * planet (42.3) -- the defender's PDS that are ground forces too (the
 * Titans' Hel-Titans, 43), and the attacker's fighters committed as if they
 * were ground forces (Matriarch). */
static int first_type(const ti4_state *s) {
  return s->combat.kind != GROUND ? 0 : s->combat.invader_f ? TI4_UT_FIGHTER : TI4_UT_INFANTRY;
}
static int last_type(const ti4_state *s) {
  const ti4_combat *c = &s->combat;                    /* ground forces fighting as ships (The Alastor, Z-Grav Eidolon) */
  int gs = c->kind == SPACE && (c->as_ships[0][0] | c->as_ships[0][1] | c->as_ships[1][0] | c->as_ships[1][1]);
  return c->kind == GROUND ? TI4_UT_PDS : gs ? TI4_UT_MECH : TI4_UT_WARSUN;
}

static int count(const ti4_state *s, int side, int k) {
  const ti4_combat *c = &s->combat;
  if (k < first_type(s) || k > last_type(s)) return 0;
  if (c->kind == GROUND) {
    if (k == TI4_UT_FIGHTER) return side == 0 ? c->invader_f : 0;   /* Matriarch */
    if (k < TI4_UT_INFANTRY || k > TI4_UT_PDS) return 0;
    if (k == TI4_UT_PDS && !ti4_pds_ground_force(s, c->seat[side])) return 0;      /* a plain PDS is a structure only */
    if (side == 0 && k == TI4_UT_PDS)                  /* never transported: placed by Awaken (Coalescence); not */
      return c->step == CS_DEFENSE || c->step == CS_DEF_ASSIGN ? 0 : c->invader_pds[0];   /* committed: 49.3 spares it */
    if (side == 0) return c->invader[k - TI4_UT_INFANTRY];
    return s->planet_owner[c->planet] == c->seat[1] ? s->planet_units[c->planet][k - TI4_UT_INFANTRY] : 0;
  }
  if (k > TI4_UT_WARSUN) {                             /* in the space area, as ships: those chosen */
    int n = s->ships[s->tac.pos][c->seat[side]][k], p = c->as_ships[side][k - TI4_UT_INFANTRY];
    return p < n ? p : n;
  }
  return s->ships[s->tac.pos][c->seat[side]][k];
}
static int damaged(const ti4_state *s, int side, int k) {
  const ti4_combat *c = &s->combat;
  int n = count(s, side, k), d;
  if (c->kind == GROUND) {
    if (k == TI4_UT_PDS) d = side == 1 ? ti4_pds_damaged_get(s, c->planet) : c->invader_pds[1];   /* Hel-Titans */
    else if (k != TI4_UT_MECH) return 0;
    else d = side == 0 ? c->invader[2] : s->planet_damaged[c->planet];
  } else d = ti4_damaged(s, c->seat[side], s->tac.pos, k);
  return d < n ? d : n;
}
static void set_count(ti4_state *s, int side, int k, int n, int d) {
  ti4_combat *c = &s->combat;
  if (c->kind == GROUND) {
    if (k == TI4_UT_FIGHTER) { if (side == 0) c->invader_f = (uint8_t)n; return; }   /* Matriarch */
    if (k < TI4_UT_INFANTRY || k > TI4_UT_PDS) return;
    if (side == 0 && k == TI4_UT_PDS) { c->invader_pds[0] = (uint8_t)n; c->invader_pds[1] = (uint8_t)d; return; }   /* Coalescence */
    if (side == 0) { c->invader[k - TI4_UT_INFANTRY] = (uint8_t)n; if (k == TI4_UT_MECH) c->invader[2] = (uint8_t)d; }
    else {
      s->planet_units[c->planet][k - TI4_UT_INFANTRY] = (uint8_t)n;
      if (k == TI4_UT_MECH) s->planet_damaged[c->planet] = (uint8_t)d;
      if (k == TI4_UT_PDS) ti4_pds_damaged_set(s, c->planet, d);   /* Hel-Titans */
    }
    return;
  }
  if (k > TI4_UT_WARSUN) {                             /* ground forces as ships: the others stay out of it */
    uint8_t *all = &s->ships[s->tac.pos][c->seat[side]][k];
    *all = (uint8_t)(*all - count(s, side, k) + n);
    c->as_ships[side][k - TI4_UT_INFANTRY] = (uint8_t)n;
  } else s->ships[s->tac.pos][c->seat[side]][k] = (uint8_t)n;
  ti4_damaged_set(s, s->tac.pos, c->seat[side], k, d);
}
/* The card side's units of type k roll with: a mech fighting as a ship
 * may roll as its flipped card (Z-Grav Eidolon). */
static int roll_row(const ti4_state *s, int side, int k) {
  int seat = s->combat.seat[side], r = ti4_unit_row(s, seat, k), f;
  if (s->combat.kind == SPACE && k == TI4_UT_MECH && (f = ti4_space_mech_row(s, seat)) >= 0) r = f;
  return r;
}
/* The side as the ability records see it (combat_abilities.h). */
static void fight(const ti4_state *s, int side, ti4_fight *f) {
  const ti4_combat *c = &s->combat;
  f->seat = c->seat[side];
  f->opp = c->seat[1 - side];
  f->ground = c->kind == GROUND;
  f->pos = s->tac.pos;
  f->planet = c->kind == GROUND ? c->planet : -1;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) { f->own[k] = count(s, side, k); f->foe[k] = count(s, 1 - side, k); }
}
/* The Cavalry: 1 if one of side's ships of type k has the Nomad flagship's
 * values this combat (the last of its type to go unless it is damaged: its
 * type's damaged unit is destroyed first, and the note's ship with it). */
static int cavalry(const ti4_state *s, int side, int k) {
  return s->combat.kind == SPACE && s->combat.cav_type[side] == k + 1 && count(s, side, k) > 0;
}
/* SUSTAIN DAMAGE as printed on the card side the units fight as (Z-Grav
 * Eidolon has none: data/units.tsv). */
static int sustains(const ti4_state *s, int side, int k) {
  int r = roll_row(s, side, k);
  if (r < 0 || !(ti4_unit_sustains(s, r, k) || cavalry(s, side, k)) || s->combat.nosustain[side]) return 0;
  ti4_fight f;
  fight(s, side, &f);
  return !ti4_fight_no_sustain(s, &f, k);              /* e.g. the opponent's Fourth Moon */
}
/* Undamaged units of type k that can sustain damage (The Cavalry: its one ship). */
static int sustainable(const ti4_state *s, int side, int k) {
  int r = roll_row(s, side, k);
  if (!sustains(s, side, k)) return 0;
  if (ti4_unit_sustains(s, r, k)) return count(s, side, k) - damaged(s, side, k);
  return !damaged(s, side, k);
}
/* Undamaged mechs of the side in the space area that may sustain damage
 * for its ships in a space combat (Quantum Manipulator); 0 if none may. */
static int space_mechs(const ti4_state *s, int side) {
  const ti4_combat *c = &s->combat;
  if (c->kind != SPACE || c->nosustain[side]) return 0;
  ti4_fight f;
  fight(s, side, &f);
  if (!ti4_fight_space_mech_sustain(s, &f)) return 0;
  int seat = c->seat[side], pos = s->tac.pos;
  return s->ships[pos][seat][TI4_UT_MECH] - ti4_damaged(s, seat, pos, TI4_UT_MECH);
}
/* Are the side's hits assigned by the opponent who produced them (Magen
 * Defense Grid)? Then the owner's units sustain damage where they can (the
 * engine's choice for the owner: it never harms). */
static int foe_assigns(const ti4_state *s, int side) { return (s->combat.foe_assigns >> side) & 1; }
static int assigner(const ti4_state *s, int side) { return s->combat.seat[foe_assigns(s, side) ? 1 - side : side]; }
/* Hits one use of SUSTAIN DAMAGE cancels (Non-Euclidean Shielding: 2). */
static int cancels(const ti4_state *s, int side) {
  ti4_fight f;
  fight(s, side, &f);
  return ti4_fight_sustain_cancels(s, &f);
}
/* Non-fighter ships the side has in the combat (a hit that must go on one,
 * if able): ground forces fighting as ships too (The Alastor, Z-Grav
 * Eidolon: count() gives those taking part). */
static int nonfighters(const ti4_state *s, int side) {
  int n = 0;
  if (s->combat.kind == GROUND) return 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) if (k != TI4_UT_FIGHTER) n += count(s, side, k);
  return n;
}
static int units(const ti4_state *s, int side) {
  int n = 0;
  for (int k = first_type(s); k <= last_type(s); k++) n += count(s, side, k);
  return n;
}
/* Hits the side's units can still take before all are gone: one per unit
 * and one per undamaged unit with SUSTAIN DAMAGE. */
static int absorb(const ti4_state *s, int side) {
  int n = 0, c = cancels(s, side);
  for (int k = first_type(s); k <= last_type(s); k++) {
    n += count(s, side, k);
    n += c * sustainable(s, side, k);
  }
  return n + c * space_mechs(s, side);
}

static void destroy(ti4_state *s, int side, int k, int n, ti4_events *ev);

/* ---- rolling ---------------------------------------------------------------- */
static int croll(ti4_state *s, int seat, int k, ti4_events *ev) {
  if (s->dice_fixed && !s->ndice) s->combat.short_dice = 1;
  return ti4_roll(s, seat, k, s->tac.pos, ev);
}

/* 78.5: one die per unit (more for several dice), the lowest combat values first (78.5c). */
/* The modifier of side's combat rolls of type k: the ability records (e.g.
 * Unrelenting, through the fight) and what cards played this round or
 * combat wrote (combat_cards.c). */
static int roll_mod(const ti4_state *s, const ti4_fight *f, int side, int k) {
  const ti4_combat *c = &s->combat;
  return ti4_fight_roll_mod(s, f, k) + c->round_mod[side] + c->combat_mod[side] +
         (k == TI4_UT_FIGHTER ? c->fighter_mod[side] : 0);
}
/* The ability records change the dice, the results and the hits (e.g.
 * Unrelenting, Salai Sai Corian, J.N.S. Hylarim); *nf counts the hits that
 * must go on non-fighter ships ([0.0.1]); misses are counted for rerolls. */
static int roll_side(ti4_state *s, int side, int *nf, ti4_events *ev) {
  int seat = s->combat.seat[side], hits = 0;
  ti4_fight f;
  fight(s, side, &f);
  *nf = 0;
  int extra = -1;                                      /* 1 more die for the best unit (Viscount Unlenn, Evelyn Delouis) */
  for (int value = 10, k = first_type(s); (s->combat.extra_die >> side) & 1 && k <= last_type(s); k++) {
    int r = roll_row(s, side, k);
    if (r >= 0 && count(s, side, k) && ti4_units[r].combat < value) { value = ti4_units[r].combat; extra = k; }
  }
  int want = ((s->combat.extra_type >> (4 * side)) & 15) - 1;   /* the unit its player named */
  if (extra >= 0 && want >= first_type(s) && want <= last_type(s) && count(s, side, want) && roll_row(s, side, want) >= 0) extra = want;
  for (int value = 1; value <= 10; value++)
    for (int k = first_type(s); k <= last_type(s); k++) {
      int r = roll_row(s, side, k), n = count(s, side, k), h = 0, cav = cavalry(s, side, k);
      if (r >= 0 && n && cav) {                       /* The Cavalry: one ship rolls as the Nomad's flagship */
        int cr = s->combat.cav_row[side] - 1;
        if (cr >= 0 && ti4_units[cr].combat == value) r = cr, n = 1;
        else n--;
      }
      if (r < 0 || !n || ti4_units[r].combat != value) continue;
      int mod = roll_mod(s, &f, side, k), dice = n * ti4_fight_dice(s, &f, k, ti4_units[r].dice) + (k == extra);
      for (int i = 0; i < dice; i++) {
        int die = croll(s, seat, k, ev);
        if (die + mod >= value) h++;                   /* 18.1 */
        else if (k < TI4_FIGHT_TYPES && s->combat.miss[side][k] < 255) s->combat.miss[side][k]++;
        if (die + mod == value - 1 && ((s->combat.near_miss >> (4 * side)) & 15) < 15)   /* Wrath of Kenara */
          s->combat.near_miss = (uint8_t)(s->combat.near_miss + (1u << (4 * side)));
        h += ti4_fight_extra_hits(s, &f, k, die);
      }
      hits += h;
      if (ti4_fight_nonfighter(s, &f, k)) *nf += h;
    }
  return hits;
}

/* 74: reroll side's dice that missed this round, those its player named
 * (miss[][] holds them then; a hit is never rerolled); the new hits go to
 * the opponent's count. */
static void reroll_misses(ti4_state *s, int side, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int seat = c->seat[side], hits = 0;
  ti4_fight f;
  fight(s, side, &f);
  for (int k = first_type(s); k <= last_type(s); k++) {
    int r = roll_row(s, side, k), n = k < TI4_FIGHT_TYPES ? c->miss[side][k] : 0, mod = roll_mod(s, &f, side, k);
    if (r < 0 || k >= TI4_FIGHT_TYPES) continue;
    c->miss[side][k] = 0;
    for (int i = 0; i < n; i++)
      if (croll(s, seat, k, ev) + mod >= ti4_units[r].combat) hits++;
      else c->miss[side][k]++;
  }
  ti4_emit(ev, TI4_EV_HITS, seat, 0, s->tac.pos, 0, hits);
  c->hits[1 - side] = (uint8_t)(c->hits[1 - side] + hits < 255 ? c->hits[1 - side] + hits : 255);
}

/* War Funding (cards/notes2.c): every die of side's last roll is rolled
 * again (74.1: the new results replace the old), hits and misses alike;
 * its hits replace those the opponent was to assign. Space combat only. */
static void reroll_all(ti4_state *s, int side, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int nf;
  memset(c->miss[side], 0, sizeof c->miss[side]);
  c->near_miss &= (uint8_t)~(15u << (4 * side));
  int h = roll_side(s, side, &nf, ev);
  ti4_emit(ev, TI4_EV_HITS, c->seat[side], 0, s->tac.pos, 0, h);
  c->hits[1 - side] = (uint8_t)(h < 255 ? h : 255);
  c->nonfighter[1 - side] = (uint8_t)(nf < 255 ? nf : 255);
}

/* The Crown of Thalnos (relics.c wrote the types): side rerolls every die
 * of those types that still misses, +1 to each (74.2: after Fire Team's,
 * another ability); the new hits go to the opponent's count. A unit's
 * rerolled dice are taken together (its dice per unit in a row, the engine's
 * grouping); each unit whose rerolled dice all miss is destroyed. */
static void thalnos_reroll(ti4_state *s, int side, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int seat = c->seat[side], hits = 0;
  ti4_fight f;
  fight(s, side, &f);
  unsigned mask = c->thalnos[side];
  c->thalnos[side] = 0;
  for (int k = first_type(s); k <= last_type(s) && k < TI4_FIGHT_TYPES; k++) {
    int r = roll_row(s, side, k), n = c->miss[side][k];
    if (!((mask >> k) & 1) || r < 0 || !n) continue;
    int mod = roll_mod(s, &f, side, k) + 1, per = ti4_fight_dice(s, &f, k, ti4_units[r].dice), lost = 0, hit = 0;
    if (per < 1) per = 1;
    c->miss[side][k] = 0;
    for (int i = 0; i < n; i++) {
      if (croll(s, seat, k, ev) + mod >= ti4_units[r].combat) { hits++; hit = 1; }
      else if (c->miss[side][k] < 255) c->miss[side][k]++;
      if ((i + 1) % per == 0 || i + 1 == n) { lost += !hit; hit = 0; }   /* one unit's dice done */
    }
    if (lost) destroy(s, side, k, lost, ev);
  }
  ti4_emit(ev, TI4_EV_HITS, seat, 0, s->tac.pos, 0, hits);
  c->hits[1 - side] = (uint8_t)(c->hits[1 - side] + hits < 255 ? c->hits[1 - side] + hits : 255);
}

/* ---- timing windows in combat (1.19: the active player first) ------------------ */
/* Could seat use anything in the open window, judged from public facts? An
 * action card in hand (hand sizes are public), another player's promissory
 * note (how many a seat holds is public), or a record of its own that the
 * window lists (technologies, faction, leaders: public). */
static int may_act(const ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats) return 0;
  if (s->p[seat].nhand || ti4_holds_other_note(s, seat)) return 1;
  return ti4_ability_list(s, seat, NULL, 0) > 0;
}
/* Open window id for the seats of ring (n of them, 0: only the seats
 * joining below); skipped, as the other windows nobody could use are,
 * when no seat of the ring may act. 1 if it opened. */
int ti4_combat_offer(ti4_state *s, int id, const uint8_t *ring0, int n, ti4_events *ev) {
  if (n < 0 || n > TI4_MAX_SEATS || s->nwin >= TI4_MAX_WINDOWS) return 0;
  uint8_t ring[TI4_MAX_SEATS];
  memcpy(ring, ring0, (size_t)n);
  ti4_window *probe = &s->win[s->nwin++];            /* what the window would list: a look, no opening */
  memset(probe, 0, sizeof *probe);
  probe->id = (uint8_t)id;
  probe->n = (uint8_t)n;
  memcpy(probe->order, ring, (size_t)n);
  probe->play.card = -1;
  int any = 0;
  for (int i = 0; i < n && !any; i++) any = may_act(s, ring[i]);
  /* Another seat joins, clockwise from the active player, when it holds a
   * record usable here by public facts (Brother Milor, Tellurian): not
   * for a card or note in hand, which is not public. */
  for (int i = 0, m = n; i < s->nseats && m < TI4_MAX_SEATS; i++) {
    int o = ((s->active < s->nseats ? s->active : 0) + i) % s->nseats, in = 0;
    for (int j = 0; j < m; j++) in |= ring[j] == o;
    if (in || !ti4_ability_records_usable(s, o)) continue;
    ring[m++] = (uint8_t)o;
    n = m;
    any = 1;
  }
  memset(probe, 0, sizeof *probe);
  s->nwin--;
  if (!any) return 0;
  ti4_window_open(s, id, ring, n, ev);
  ti4_window *w = ti4_window_top(s);
  if (w) w->opener = s->active;
  return 1;
}
static int offer_both(ti4_state *s, int id, ti4_events *ev) {
  return ti4_combat_offer(s, id, s->combat.seat, 2, ev);          /* attacker (the active player) first */
}

/* 10: ANTI-FIGHTER BARRAGE in the first round of a space combat: each
 * side's units with it roll (the attacker first); each hit destroys one of
 * the opponent's fighters (10.2; hits beyond them are lost, 10.3, unless
 * Raid Formation uses them), or -- Waylay -- is assigned to any of its
 * ships. Used or not: its player is asked (78.3, barrage_ask). */
/* Side's units of type k that use ANTI-FIGHTER BARRAGE with the card at row
 * *r: its own (cav 0) or, for The Cavalry's ship, the Nomad flagship's (cav 1). */
static int barrage_units(const ti4_state *s, int side, int k, int cav, int *r) {
  int n = count(s, side, k), c = cavalry(s, side, k);
  *r = cav ? s->combat.cav_row[side] - 1 : ti4_unit_row(s, s->combat.seat[side], k);
  if (cav) n = c;
  else n -= c;
  return *r >= 0 && n > 0 && ti4_units[*r].barrage[1] ? n : 0;
}
/* The side's dice of ANTI-FIGHTER BARRAGE, its best value and that unit's type. */
static int barrage_dice(const ti4_state *s, int side, int *best, int *best_k) {
  int dice = 0;
  *best = 11; *best_k = -1;
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    for (int cav = 0; cav < 2; cav++) {
      int r, n = barrage_units(s, side, k, cav, &r);
      if (!n) continue;
      dice += n * ti4_units[r].barrage[1];
      if (ti4_units[r].barrage[0] < *best) { *best = ti4_units[r].barrage[0]; *best_k = k; }
    }
  return dice;
}
/* Ships of side that have SUSTAIN DAMAGE and are not damaged (Raid Formation's targets). */
static int raidable(const ti4_state *s, int side) {
  int n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    int r = ti4_unit_row(s, s->combat.seat[side], k);
    if (ti4_unit_sustains(s, r, k)) n += count(s, side, k) - damaged(s, side, k);
  }
  return n;
}
/* Does side roll: units with it, not denied, and something its hits can
 * touch (fighters; any ship with Waylay; a ship Raid Formation damages)? */
static int barrage_rolls(const ti4_state *s, int side) {
  int best, best_k;
  ti4_fight f;
  fight(s, side, &f);
  if (!barrage_dice(s, side, &best, &best_k) || ti4_fight_no_barrage(s, &f)) return 0;   /* e.g. the opponent's Iconoclast */
  return count(s, 1 - side, TI4_UT_FIGHTER) || ((s->combat.waylay >> side) & 1) ||
         (ti4_fight_raid(s, &f) && raidable(s, 1 - side));
}
/* Roll side's barrage: its units' dice, Trrakan Aun Zulok's and Strike Wing
 * Ambuscade's for its best unit; only > 0: those dice alone (for the best). */
/* One barrage die of side needing `need`: 1 if it hits; a miss by 1 is
 * counted for Wrath of Kenara (near_miss, as a round's combat dice). */
static int barrage_die(ti4_state *s, int side, int k, int need, ti4_events *ev) {
  int die = ti4_unit_ability_value(s, s->combat.seat[side], k, s->tac.pos, need, ev);   /* Ta Zern rerolls a miss */
  if (die == need - 1 && ((s->combat.near_miss >> (4 * side)) & 15) < 15)
    s->combat.near_miss = (uint8_t)(s->combat.near_miss + (1u << (4 * side)));
  return die >= need;
}
static int barrage_roll(ti4_state *s, int side, int only, ti4_events *ev) {
  int seat = s->combat.seat[side], hits = 0, best, best_k;
  s->combat.utally = (uint8_t)(side + 1);              /* Ta Zern: its misses are counted (unit_roll_window) */
  barrage_dice(s, side, &best, &best_k);
  for (int k = 0; k <= TI4_UT_WARSUN && !only; k++)
    for (int cav = 0; cav < 2; cav++) {
      int r, n = barrage_units(s, side, k, cav, &r);
      if (!n) continue;                                  /* r may be -1 then */
      for (int i = 0; i < n * ti4_units[r].barrage[1]; i++)
        hits += barrage_die(s, side, k, ti4_units[r].barrage[0], ev);
    }
  for (int i = 0, x = only ? only : ti4_barrage_extra_dice(s, seat) + s->combat.uextra[side]; i < x && best_k >= 0; i++)
    hits += barrage_die(s, side, best_k, best, ev);
  s->combat.utally = 0;
  ti4_emit(ev, TI4_EV_HITS, seat, 1, s->tac.pos, 0, hits);
  return hits;
}
/* 78.3: "the players may use" it: side's player is asked (common/
 * combat_choices.c), the units that would roll named in the question. */
static void barrage_ask(ti4_state *s, int side) {
  int n[TI4_SPACE_TYPES] = {0};
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    for (int cav = 0; cav < 2; cav++) {
      int r;
      n[k] += barrage_units(s, side, k, cav, &r);
    }
  ti4_ask_for(s, TI4_ASK_BARRAGE, s->combat.seat[side], -1);
  s->ask.arg[0] = (int16_t)s->tac.pos;
  s->ask.arg[1] = s->ask.arg[2] = s->ask.arg[3] = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    s->ask.arg[1 + k / 3] = (int16_t)(s->ask.arg[1 + k / 3] | (n[k] > 31 ? 31 : n[k]) << (k % 3 * 5));
}
/* Raid Formation: n of side's undamaged ships with SUSTAIN DAMAGE become
 * damaged: named by the Argent (`raid_formation`) when it has a choice. 1 if asked. */
static int raid(ti4_state *s, int from, int n, ti4_events *ev) {
  int side = 1 - from, types = 0, total = 0;
  unsigned mask = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {           /* the Argent names the ships when it has a choice */
    int r = ti4_unit_row(s, s->combat.seat[side], k), x = count(s, side, k) - damaged(s, side, k);
    if (!ti4_unit_sustains(s, r, k) || x <= 0) continue;
    mask |= 1u << k; types++; total += x;
  }
  if (types > 1 && n < total) {
    ti4_unit_pick_ask(s, TI4_ASK_RAID, s->combat.seat[from], s->combat.seat[side] | TI4_PICK_UNDAMAGED | TI4_PICK_EXACT, s->tac.pos, mask, n);
    return 1;
  }
  static const int dear[] = {TI4_UT_FLAGSHIP, TI4_UT_WARSUN, TI4_UT_DREADNOUGHT, TI4_UT_CARRIER, TI4_UT_CRUISER,
                             TI4_UT_DESTROYER, TI4_UT_FIGHTER};
  for (size_t j = 0; j < sizeof dear / sizeof *dear && n > 0; j++) {
    int k = dear[j], r = ti4_unit_row(s, s->combat.seat[side], k), have = count(s, side, k), d = damaged(s, side, k);
    int x = have - d < n ? have - d : n;
    if (!ti4_unit_sustains(s, r, k) || x <= 0) continue;
    set_count(s, side, k, have, d + x);
    ti4_emit(ev, TI4_EV_SUSTAINED, s->combat.seat[side], k, s->tac.pos, 0, x);
    n -= x;
  }
  return 0;
}

/* The roll of a unit ability, again (Scramble Frequency: all its dice) or
 * its added dice (only > 0, Strike Wing Ambuscade); the hits. */
static int bomb_roll(ti4_state *s, int seat, int pl, int extra, int only, ti4_events *ev);
/* A SPACE CANNON roll's hits, its misses counted for side 1, the firing
 * player (Ta Zern: c->utally is set before the roll). */
static int cannon_tally(ti4_state *s, int hits) {
  s->combat.utally = 0;
  return hits;
}
static int unit_reroll(ti4_state *s, int side, int only, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int pos = s->tac.pos, extra = c->uextra[side];
  if (c->uroll == TI4_UR_CANNON || c->uroll == TI4_UR_DEFENSE) c->utally = 2;
  switch (c->uroll) {
  case TI4_UR_BARRAGE: return barrage_roll(s, side, only, ev);
  case TI4_UR_CANNON: return cannon_tally(s, ti4_cannon_roll_more(s, c->seat[1], pos, -1, c->seat[0], extra, only, ev));
  case TI4_UR_DEFENSE: return cannon_tally(s, ti4_cannon_roll_more(s, c->seat[1], pos, c->planet, c->seat[0], extra, only, ev));
  case TI4_UR_BOMBARD: return bomb_roll(s, c->seat[0], c->planet, extra, only, ev);
  default: return 0;
  }
}
/* Where the roll's hits wait: the barrage's own count, else the hits the
 * target's units must take (side 0 under space cannon, 1 under bombardment). */
static uint8_t *unit_hits(ti4_state *s, int side) {
  ti4_combat *c = &s->combat;
  return c->uroll == TI4_UR_BARRAGE ? &c->bhits[side] : &c->hits[1 - side];
}
/* After a unit ability's roll (10, 77, 15): the window after it (1.19: the
 * active player first), then what the cards played there asked for. 1 if
 * the window opened. */
static int unit_roll_window(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (!c->uroll) return 0;
  if (!(c->urolled & 0x80)) {
    uint8_t ring[TI4_MAX_SEATS];
    int n = ti4_initiative_order(s, ring, 1);
    c->urolled |= 0x80;
    if (ti4_combat_offer(s, TI4_W_AFTER_UNIT_ROLL, ring, n, ev)) return 1;
  }
  for (int side = 0; side < 2 && !(c->urolled & 0x10); side++) {   /* what the cards played there asked for */
    if (!((c->urolled >> side) & 1)) continue;
    uint8_t *h = unit_hits(s, side);
    if ((c->uscramble >> side) & 1) memset(c->miss[side], 0, sizeof c->miss[side]);   /* every die again */
    int x = (c->uscramble >> side) & 1 ? unit_reroll(s, side, 0, ev) - ((c->urolled >> (TI4_UR_CANCELLED_BIT + 1 - side)) & 1)
            : c->uextra_new[side] ? *h + unit_reroll(s, side, c->uextra_new[side], ev) : *h;   /* Tellurian's cancel stands */
    if (x < 0) x = 0;
    *h = (uint8_t)(x < 255 ? x : 255);
  }
  c->urolled |= 0x10;                                  /* those hits are counted */
  for (int side = 0; side < 2; side++) {               /* Ta Zern: its player names the missed dice to reroll (74) */
    int misses = 0, seat = c->seat[side];
    if (!((c->urolled >> side) & 1)) continue;
    for (int k = 0; k < TI4_FIGHT_TYPES; k++) misses += c->miss[side][k];
    if (misses && !((c->reroll >> (3 + side)) & 1)) {
      ti4_ask_for(s, TI4_ASK_REROLL, seat, -1);       /* common/combat_choices.c */
      s->ask.arg[0] = (int16_t)s->tac.pos;
      s->ask.arg[1] = (int16_t)side;
      return 1;
    }
    uint8_t *h = unit_hits(s, side);
    int hits = 0;
    for (int k = 0; k < TI4_FIGHT_TYPES; k++)
      for (int i = 0; i < c->miss[side][k]; i++) hits += ti4_unit_ability_reroll(s, seat, k, s->tac.pos, c->uneed[side][k], ev);
    memset(c->miss[side], 0, sizeof c->miss[side]);
    if (hits) ti4_emit(ev, TI4_EV_HITS, seat, c->uroll == TI4_UR_BARRAGE ? 1 : c->uroll == TI4_UR_BOMBARD ? 3 : 2, s->tac.pos, 0, hits);
    *h = (uint8_t)(*h + hits < 255 ? *h + hits : 255);
  }
  if (c->uroll == TI4_UR_CANNON && (c->urolled & 0x40)) c->nonfighter[0] = *unit_hits(s, 1);   /* Graviton Laser System */
  c->reroll &= (uint8_t)~0x18u;
  c->uroll = c->urolled = c->uscramble = 0;
  c->uextra[0] = c->uextra[1] = c->uextra_new[0] = c->uextra_new[1] = 0;
  return 0;
}

/* ---- retreats (78.4, 78.7) ---------------------------------------------------- */
static int can_move(const ti4_state *s, int seat, int pos) {
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (s->ships[pos][seat][k] && ti4_unit_move(s, seat, k) > 0) return 1;
  return 0;
}

/* 78.7c: adjacent, with the player's units or a planet it controls, and
 * no other player's ships; a system a ship can enter (11.1: an asteroid
 * field only with Antimass Deflectors; 86.1; 59.1).
 * Dark Energy Tap: also an adjacent system with no other player's units
 * at all (in space or on planets), though the player has nothing there. */
static uint64_t retreat_targets(const ti4_state *s, int seat) {
  int pos = s->tac.pos, tap = ti4_has_tech(s, seat, TI4_TECH_DARK_ENERGY_TAP);
  uint64_t out = 0;
  if (s->combat.kind != SPACE || !can_move(s, seat, pos)) return 0;
  if (s->tac.flags2 & TI4_TAC2_NO_RETREAT) return 0;   /* Benediction: no ship may retreat */
  uint64_t adj = ti4_move_adjacent_mask(s, pos, seat, (s->tac.flags & TI4_TAC_AB_LINK) != 0) |
                 ti4_conduit_links(s, seat, pos);   /* Spatial Conduit Cylinders */
  for (uint64_t m = adj; m; m &= m - 1) {
    int q = __builtin_ctzll(m);
    if (q == pos || q >= s->nmap || s->map[q] < 0) continue;
    if (anomalies(s, q) & TI4_ANOM_NEBULA) continue;   /* 59.1: only the active system */
    if ((anomalies(s, q) & TI4_ANOM_ASTEROID) && !ti4_has_tech(s, seat, TI4_TECH_ANTIMASS_DEFLECTORS)) continue;   /* 11.1 */
    if ((anomalies(s, q) & TI4_ANOM_SUPERNOVA) && !ti4_magmus_into(s, seat)) continue;   /* 86.1; Magmus Reactor */
    if (ti4_ships_of_others(s, seat, q)) continue;
    int ok = ti4_units_at(s, seat, q);
    const ti4_system_info *sy = &ti4_systems[s->map[q]];
    for (int i = 0; !ok && i < ti4_sys_nplanets(s, sy); i++) ok = ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] == seat;
    for (int o = 0; !ok && tap && o <= s->nseats; o++)
      if (o == s->nseats) ok = 1;                /* nobody else's units there */
      else if (o != seat && ti4_units_at(s, o, q)) break;
    if (ok) out |= (uint64_t)1 << q;
  }
  return out;
}

/* 78.7b, 78.7d: every ship with a move value goes; fighters and ground
 * forces as far as their capacity takes them, the rest are removed -- which
 * ones their owner chooses (`retreat_cargo`) when there is a choice; a
 * command token is placed there, from a pool of the command sheet the
 * owner chooses (`retreat_token`) when the reinforcements have none
 * (common/combat_choices.c). 1 if a question was asked (nothing moved). */
static int retreat(ti4_state *s, int side, int q, ti4_events *ev) {
  int seat = s->combat.seat[side], pos = s->tac.pos, cap = 0;
  if (seat >= TI4_MAX_SEATS || pos >= TI4_MAX_MAP || q < 0 || q >= TI4_MAX_MAP) return 0;   /* checked when announced */
  for (int k = 0; k <= TI4_UT_WARSUN; k++)
    if (s->ships[pos][seat][k] && k != TI4_UT_FIGHTER && ti4_unit_move(s, seat, k) > 0)
      cap += s->ships[pos][seat][k] * ti4_unit_capacity(s, seat, k);
  cap += ti4_floating_capacity(s, seat, pos);           /* the Saar's Floating Factories retreat "like a ship" (units.tsv) */
  int cargo = 0, kinds = 0;
  for (int k = TI4_UT_FIGHTER; k < TI4_SPACE_TYPES; k++)
    if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH) { cargo += s->ships[pos][seat][k]; kinds += s->ships[pos][seat][k] > 0; }
  if (cargo > cap && kinds > 1) {                      /* which stay behind: the owner's choice */
    ti4_ask_for(s, TI4_ASK_RETREAT_CARGO, seat, -1);
    s->ask.arg[0] = (int16_t)pos;
    s->ask.arg[1] = (int16_t)(cargo - cap);
    return 1;
  }
  const ti4_player *pl = &s->p[seat];
  if (!((s->tokens[q] >> seat) & 1) && ti4_reinforcement_tokens(s, seat) <= 0 &&
      (pl->tactic > 0) + (pl->fleet > 0) + (pl->strategy > 0) > 1) {   /* 78.7d: which pool of the sheet */
    ti4_ask_for(s, TI4_ASK_RETREAT_TOKEN, seat, -1);
    s->ask.arg[0] = (int16_t)q;
    return 1;
  }
  cap = ti4_floating_capacity(s, seat, pos);
  if (ti4_floating_at(s, seat, pos))                    /* 78.7b: the Floating Factories go with the ships, transporting units */
    for (int j = 0; j < 3; j++) if (s->floating[j] == pos + 1) s->floating[j] = (uint8_t)(q + 1);
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    int n = s->ships[pos][seat][k];
    if (!n || k == TI4_UT_FIGHTER || ti4_unit_move(s, seat, k) <= 0) continue;
    cap += n * ti4_unit_capacity(s, seat, k);
    s->ships[q][seat][k] = (uint8_t)(s->ships[q][seat][k] + n);
    ti4_damaged_set(s, q, seat, k, (ti4_damaged(s, seat, q, k) + ti4_damaged(s, seat, pos, k)));
    s->ships[pos][seat][k] = 0;
    ti4_damaged_set(s, pos, seat, k, 0);
  }
  static const int order[3] = {TI4_UT_MECH, TI4_UT_INFANTRY, TI4_UT_FIGHTER};
  for (int j = 0; j < 3; j++) {
    int k = order[j], n = s->ships[pos][seat][k], go = n < cap ? n : cap;
    if (!n) continue;
    cap -= go;
    s->ships[q][seat][k] = (uint8_t)(s->ships[q][seat][k] + go);
    ti4_damaged_set(s, q, seat, k, (ti4_damaged(s, seat, q, k) + (go < ti4_damaged(s, seat, pos, k) ? go : ti4_damaged(s, seat, pos, k))));
    s->ships[pos][seat][k] = 0;
    ti4_damaged_set(s, pos, seat, k, 0);
    if (n > go) ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, n - go);
    if (n > go) ti4_production_mechs_destroyed(s, seat, k, n - go, ev);   /* Self-Assembly Routines */
  }
  if (!((s->tokens[q] >> seat) & 1)) {
    if (ti4_reinforcement_tokens(s, seat) <= 0) {      /* 78.7d: from the command sheet */
      ti4_player *p = &s->p[seat];
      if (p->tactic) p->tactic--; else if (p->fleet) p->fleet--; else if (p->strategy) p->strategy--;
    }
    s->tokens[q] |= (uint8_t)(1u << seat);
  }
  ti4_excess_owed(s);                            /* 37.3: ships joining others there may exceed the fleet pool */
  ti4_emit(ev, TI4_EV_RETREAT, seat, 0, q, 0, 1);
  return 0;
}

/* ---- assigning hits (78.6, 87) --------------------------------------------------- */
/* Destroy n units of type k of side (damaged ones first). */
static void destroy(ti4_state *s, int side, int k, int n, ti4_events *ev) {
  int have = count(s, side, k), d = damaged(s, side, k);
  if (n > have) n = have;
  if (n <= 0) return;
  if (s->combat.kind == SPACE && s->combat.cav_type[side] == k + 1 && (d || n == have)) {
    int r = ti4_unit_row(s, s->combat.seat[side], k);
    if (r >= 0 && (!ti4_unit_sustains(s, r, k) || n == have)) s->combat.cav_type[side] = 0;   /* The Cavalry's ship is gone */
  }
  set_count(s, side, k, have - n, d > n ? d - n : 0);
  ti4_emit(ev, TI4_EV_DESTROYED, s->combat.seat[side], k, s->tac.pos, 0, n);
  if (s->combat.kind == SPACE && k <= TI4_UT_WARSUN) s->combat.lost[side] |= (uint16_t)(1u << k);   /* Courageous to the End */
  if (s->combat.kind == GROUND && k >= TI4_UT_INFANTRY) s->combat.lost[side] |= (uint16_t)(1u << k);   /* Brother Milor */
  if (s->combat.kind == SPACE && k <= TI4_UT_WARSUN) s->combat.wrecked |= (uint8_t)(1u << k);   /* Salvage Operations */
  if (s->combat.kind == SPACE && k <= TI4_UT_WARSUN) ti4_space_ships_lost(s, 1 - side, k, n, ev);   /* e.g. Sleeper Cell */
  ti4_factions_unit_destroyed(s, s->combat.seat[side]);   /* Technological Singularity */
  ti4_production_mechs_destroyed(s, s->combat.seat[side], k, n, ev);   /* Self-Assembly Routines */
  if (s->combat.kind != GROUND && ti4_death_blast(s, s->combat.seat[side], k)) {   /* Van Hauge */
    int pos = s->tac.pos;
    for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)   /* all at once: destroyed, captured as they were (17), removed */
      for (int t = 0; t <= TI4_UT_WARSUN; t++)
        if (s->ships[pos][o][t]) {
          s->combat.wrecked |= (uint8_t)(1u << t);
          ti4_emit(ev, TI4_EV_DESTROYED, o, t, pos, 0, s->ships[pos][o][t]);
          ti4_deeds_destroyed(s, o, s->combat.seat[side], t,   /* 61.9: the Yin destroyed them */
                              s->combat.kind == SPACE ? TI4_DEED_AT_COMBAT : TI4_DEED_AT_ABILITY);
        }
    for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
      for (int t = 0; t <= TI4_UT_WARSUN; t++) ti4_capture_lost(s, o, t, s->ships[pos][o][t], pos, ev);
    for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
      for (int t = 0; t <= TI4_UT_WARSUN; t++) {
        s->ships[pos][o][t] = 0;
        ti4_damaged_set(s, pos, o, t, 0);
      }
  }
  int at = s->combat.kind == CANNON ? TI4_DEED_AT_CANNON : s->combat.step == CS_BOMB_ASSIGN ? TI4_DEED_AT_BOMBARD :
           s->combat.step == CS_AFB_END || ((s->combat.step == CS_X_ATT || s->combat.step == CS_X_DEF) &&
           s->combat.resume == CS_AFB_END) ? TI4_DEED_AT_BARRAGE : TI4_DEED_AT_COMBAT;
  ti4_deeds_destroyed(s, s->combat.seat[side], s->combat.seat[1 - side], k, at);   /* objectives */
  ti4_capture_destroyed(s, s->combat.seat[side], s->combat.seat[1 - side], k, n, at, ev);   /* 17: e.g. Devour */
}
static void sustain(ti4_state *s, int side, int k, int n, ti4_events *ev) {
  if (s->combat.kind == SPACE && k == TI4_UT_MECH && space_mechs(s, side) > 0) {  /* a mech in the space area (Quantum Manipulator) */
    int seat = s->combat.seat[side], pos = s->tac.pos;
    if (n > space_mechs(s, side)) n = space_mechs(s, side);
    if (n <= 0) return;
    ti4_damaged_set(s, pos, seat, k, ti4_damaged(s, seat, pos, k) + n);
    ti4_emit(ev, TI4_EV_SUSTAINED, seat, k, pos, 0, n);
    ti4_fight f;                                       /* e.g. Rear Admiral Farran */
    fight(s, side, &f);
    ti4_fight_sustained(s, &f, k, n, ev);
    return;
  }
  int have = count(s, side, k), d = damaged(s, side, k);
  if (n > have - d) n = have - d;
  if (n <= 0) return;
  set_count(s, side, k, have, d + n);
  if (k < TI4_FIGHT_TYPES) s->combat.sustained[side][k] = (uint8_t)(s->combat.sustained[side][k] + n);
  ti4_emit(ev, TI4_EV_SUSTAINED, s->combat.seat[side], k, s->tac.pos, 0, n);
  ti4_fight f;                                         /* e.g. Valkyrie Exoskeleton, Rear Admiral Farran */
  fight(s, side, &f);
  int x = ti4_fight_sustained(s, &f, k, n, ev);
  if (x > 0 && s->combat.kind == GROUND && (s->combat.step == CS_ASSIGN_ATT || s->combat.step == CS_ASSIGN_DEF)) {
    ti4_emit(ev, TI4_EV_HITS, s->combat.seat[side], 5, s->tac.pos, 0, x);
    x += s->combat.hits[1 - side];
    s->combat.hits[1 - side] = (uint8_t)(x < 255 ? x : 255);
  }
}

/* n hits on units of type k: destroyed -- or, when the opponent assigns
 * them, sustained where the units can. */
static void take_hits(ti4_state *s, int side, int k, int n, ti4_events *ev) {
  if (foe_assigns(s, side) && sustains(s, side, k) && sustainable(s, side, k) > 0 && n > 0 && !s->combat.foe_hit) {
    s->combat.foe_hit = (uint8_t)((k + 1) | side << 5);  /* 87.1: whether it sustains damage is its owner's (common/combat_choices.c) */
    ti4_ask_for(s, TI4_ASK_FOE_SUSTAIN, s->combat.seat[side], -1);
    s->ask.arg[0] = (int16_t)k;
    n--;
  }
  destroy(s, side, k, n, ev);
}
/* The hit held for its owner's answer: sustained or destroyed. */
static void foe_hit_resolve(ti4_state *s, ti4_events *ev) {
  int h = s->combat.foe_hit, k = (h & 31) - 1, side = (h >> 5) & 1;
  s->combat.foe_hit = 0;
  if (k < 0) return;
  if ((h & 0x40) && sustainable(s, side, k) > 0) sustain(s, side, k, 1, ev);
  else destroy(s, side, k, 1, ev);
}

/* The owner's choices for one hit: bit k (destroy one of type k), bit 16+k (sustain). */
static uint32_t options(const ti4_state *s, int side) {
  uint32_t o = 0;
  int nf = s->combat.nonfighter[side] && nonfighters(s, side);   /* [0.0.1], Assault Cannon */
  for (int k = first_type(s); k <= last_type(s); k++) {
    if (count(s, side, k) && !(nf && k == TI4_UT_FIGHTER)) o |= 1u << k;
    if (!foe_assigns(s, side) && sustainable(s, side, k) > 0) o |= 1u << (16 + k);
  }
  if (!foe_assigns(s, side) && space_mechs(s, side) > 0) o |= 1u << (16 + TI4_UT_MECH);
  return o;
}

/* The engine assigns when the owner has no choice; 1 if it did. */
static int forced(ti4_state *s, int side, ti4_events *ev) {
  int h = s->combat.hits[side];
  uint32_t o = options(s, side);
  if (!o || h >= absorb(s, side)) {
    for (int k = first_type(s); k <= last_type(s); k++) destroy(s, side, k, count(s, side, k), ev);
  } else if (!(o & (o - 1)) && count(s, side, __builtin_ctz(o)) >= h) {
    int k = __builtin_ctz(o);                     /* one kind of unit, no sustain damage */
    take_hits(s, side, k, h, ev);
  } else return 0;
  s->combat.hits[side] = 0;
  s->combat.nonfighter[side] = s->combat.nosustain[side] = 0;
  s->combat.foe_assigns &= (uint8_t)~(1u << side);
  return 1;
}

/* Destroying order of the greedy assignment: the cheapest first. */
/* A move's hit groups (the encoding of galaxy.h's move groups: arg[], then
 * the planet words), read here without calling tactical.c (no circle). */
static uint16_t grp_get(const ti4_move *m, int i) {
  uint16_t g;
  if (i < 0 || i >= TI4_MAX_GROUPS) return 0;
  if (i < TI4_MOVE_ARGS) g = (uint16_t)m->arg[i];
  else memcpy(&g, (const uint8_t *)m->planets + 2 * (i - TI4_MOVE_ARGS), 2);
  return g == 0xFFFF || TI4_GROUP_COUNT(g) == 0 ? 0 : g;
}
static void grp_set(ti4_move *m, int i, uint16_t g) {
  if (i < 0 || i >= TI4_MAX_GROUPS) return;
  if (i < TI4_MOVE_ARGS) m->arg[i] = (int16_t)g;
  else memcpy((uint8_t *)m->planets + 2 * (i - TI4_MOVE_ARGS), &g, 2);
}

static const int cheap[] = {TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_DESTROYER, TI4_UT_CRUISER, TI4_UT_CARRIER,
                            TI4_UT_MECH, TI4_UT_DREADNOUGHT, TI4_UT_WARSUN, TI4_UT_FLAGSHIP, TI4_UT_PDS};

/* The greedy full assignment: sustain damage wherever it can, then the cheapest units. */
static void greedy(const ti4_state *s, int side, ti4_move *m) {
  int h = s->combat.hits[side], n = 0, c = cancels(s, side);
  int late = s->combat.nonfighter[side] && nonfighters(s, side);   /* fighters only after the non-fighter ships */
  ti4_move_blank(m, s->combat.seat[side], TI4_MV_ASSIGN);
  for (int k = first_type(s); k <= last_type(s) && h && !foe_assigns(s, side); k++) {
    if (!sustains(s, side, k)) continue;
    int x = sustainable(s, side, k);
    if (x > (h + c - 1) / c) x = (h + c - 1) / c;
    if (x > 31) x = 31;
    if (x > 0) { grp_set(m, n++, TI4_GROUP(1, k, x)); h = h > c * x ? h - c * x : 0; }
  }
  if (h && !foe_assigns(s, side) && space_mechs(s, side) > 0) {   /* Quantum Manipulator */
    int x = space_mechs(s, side);
    if (x > (h + c - 1) / c) x = (h + c - 1) / c;
    if (x > 31) x = 31;
    grp_set(m, n++, TI4_GROUP(1, TI4_UT_MECH, x));
    h = h > c * x ? h - c * x : 0;
  }
  for (size_t j = 0; j <= sizeof cheap / sizeof *cheap && h; j++) {
    int k = j < sizeof cheap / sizeof *cheap ? cheap[j] : TI4_UT_FIGHTER;
    if (late ? j == 0 : j == sizeof cheap / sizeof *cheap) continue;   /* cheap[0] is the fighter */
    int x = count(s, side, k);
    if (k < first_type(s) || k > last_type(s)) continue;
    if (x > h) x = h;
    if (x > 31) x = 31;
    if (x > 0) { grp_set(m, n++, TI4_GROUP(0, k, x)); h -= x; }
  }
}

/* After both sides assigned their hits: repairs of units that did not
 * sustain damage this round (Duranium Armor), one at a time; when units of
 * two or more types could be repaired and not all of them are, the owner
 * chooses the type (`choose TYPE`, common/combat_choices.c). 1 if asked. */
static int round_repair(ti4_state *s, int side, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int sh = 4 * side, used = (c->repairs >> sh) & 7, n = ti4_round_repairs(s, c->seat[side]) - used;
  if ((c->repairs >> (sh + 3)) & 1) return 0;
  for (; n > 0; n--) {
    int k = -1, total = 0, types = 0;
    unsigned mask = 0;
    for (int t = first_type(s); t <= last_type(s); t++) {
      int x = damaged(s, side, t) - (t < TI4_FIGHT_TYPES ? s->combat.sustained[side][t] : 0);
      if (x <= 0) continue;
      if (k < 0) k = t;                                  /* the first: no choice left */
      total += x; types++; mask |= 1u << t;
    }
    if (c->repair_pick && ((mask >> (c->repair_pick - 1)) & 1)) k = c->repair_pick - 1;
    else if (types > 1 && total > n) {
      ti4_ask_for(s, TI4_ASK_REPAIR, c->seat[side], -1);
      s->ask.arg[0] = (int16_t)mask;
      return 1;
    }
    c->repair_pick = 0;
    if (k < 0) break;
    set_count(s, side, k, count(s, side, k), damaged(s, side, k) - 1);
    ti4_emit(ev, TI4_EV_REPAIRED, c->seat[side], k, s->tac.pos, 0, 1);
    used = used < 7 ? used + 1 : 7;
    c->repairs = (uint8_t)((c->repairs & ~(7u << sh)) | (unsigned)used << sh);
  }
  c->repairs |= (uint8_t)(8u << sh);
  return 0;
}

static int shielded(const ti4_state *s, int pl, int attacker);
static int bomb_units(const ti4_state *s, int seat);
static int bombard_of(const ti4_state *s, int seat, int k, int *dice);

/* After a ground combat round, the attacker's ships in the active system
 * may bombard the defender's ground forces on the planet (Harrow; not
 * through PLANETARY SHIELD, 65.2): "may" -- the L1Z1X is asked (common/
 * combat_choices.c). 1 if they did (the defender assigns the hits next)
 * or its player is asked. */
static int harrow(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  ti4_fight f;
  fight(s, 0, &f);
  if (!ti4_fight_harrow(s, &f) || !units(s, 1) || !bomb_units(s, c->seat[0]) || shielded(s, c->planet, c->seat[0])) return 0;
  if (!(c->afb & 0x10)) {                               /* which ships: all those with BOMBARDMENT, or none */
    ti4_ask_for(s, TI4_ASK_HARROW, c->seat[0], -1);
    s->ask.arg[0] = (int16_t)s->tac.pos;
    s->ask.arg[1] = s->ask.arg[2] = s->ask.arg[3] = 0;
    for (int k = 0; k < TI4_SPACE_TYPES; k++) {
      int nd, n = s->ships[s->tac.pos][c->seat[0]][k];
      if (n && bombard_of(s, c->seat[0], k, &nd) && nd)
        s->ask.arg[1 + k / 3] = (int16_t)(s->ask.arg[1 + k / 3] | (n > 31 ? 31 : n) << (k % 3 * 5));
    }
    return 1;
  }
  if (c->afb & 0x20) return 0;                          /* declined this round */
  c->bomb_inf = (uint8_t)count(s, 1, TI4_UT_INFANTRY);
  memset(c->miss, 0, sizeof c->miss);                  /* the round's are spent: the roll's own (Ta Zern) */
  c->hits[1] = (uint8_t)bomb_roll(s, c->seat[0], c->planet, 0, 0, ev);
  c->uroll = TI4_UR_BOMBARD;
  c->urolled = 1;
  c->step = CS_BOMB_ASSIGN;
  return 1;
}

/* ---- the machine ------------------------------------------------------------------ */
/* Hits a record produced in a window (combat_plays.c: Impulse Core, Devotion)
 * are assigned when it closes, as the opening abilities' are (the opening
 * steps, then back to this step). 1 if there are some. */
static int window_hits(ti4_state *s) {
  ti4_combat *c = &s->combat;
  if (!c->hits[0] && !c->hits[1]) return 0;
  c->open_ret = c->step;
  c->step = c->hits[0] ? CS_OPEN_ATT : CS_OPEN_DEF;
  return 1;
}

static void start_round(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (c->round < 255) c->round++;
  if (c->kind == GROUND && c->round == 1 && c->ground_combats < 0xFFFF) c->ground_combats++;
  if ((c->kind == SPACE || c->kind == GROUND) && c->round == 1) ti4_deeds_combat_start(s);   /* Rickar Rickani's unlock */
  if (c->kind == GROUND && c->round == 1) {            /* start of ground combat: e.g. Claire Gibson */
    ti4_fight f;
    fight(s, 1, &f);
    int n = ti4_fight_ground_start(s, &f, ev) + count(s, 1, TI4_UT_INFANTRY);
    if (n > count(s, 1, TI4_UT_INFANTRY)) {
      ti4_emit(ev, TI4_EV_PRODUCED, c->seat[1], TI4_UT_INFANTRY, s->tac.pos, 0, n - count(s, 1, TI4_UT_INFANTRY));
      set_count(s, 1, TI4_UT_INFANTRY, n < 255 ? n : 255, 0);
    }
  }
  c->retreat[0] = c->retreat[1] = -1;
  c->hits[0] = c->hits[1] = 0;
  c->nonfighter[0] = c->nonfighter[1] = c->nosustain[0] = c->nosustain[1] = c->foe_assigns = 0;
  memset(c->sustained, 0, sizeof c->sustained);
  memset(c->miss, 0, sizeof c->miss);
  c->repairs = c->repair_pick = 0;
  c->afb &= (uint8_t)~0x30u;                           /* Harrow is asked each round */
  c->reroll = 0;
  c->thalnos[0] = c->thalnos[1] = 0;
  c->rout = 0;
  c->extra_die = c->extra_type = 0;
  c->round_mod[0] = c->round_mod[1] = c->fighter_mod[0] = c->fighter_mod[1] = 0;
  ti4_emit(ev, TI4_EV_COMBAT, c->seat[0], c->seat[1], s->tac.pos,
           (uint16_t)(c->kind == GROUND ? c->planet + 1 : 0), c->round);
  for (int side = 0; side < 2 && c->kind == SPACE; side++) {   /* e.g. Arc Secundus repairs itself */
    ti4_fight f;
    fight(s, side, &f);
    ti4_fight_round_start(s, &f, ev);
  }
}

int ti4_space_combat_begin(ti4_state *s, ti4_events *ev) {
  int seat = s->active, pos = s->tac.pos;
  unsigned o = ti4_ships_of_others(s, seat, pos);
  int own = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) own |= s->ships[pos][seat][k];
  if (!o || !own || (o & (o - 1))) return 0;        /* 78.1; two defenders are refused at movement */
  ti4_combat *c = &s->combat;
  uint16_t sc = c->space_combats, gc = c->ground_combats;
  memset(c, 0, sizeof *c);
  c->space_combats = (uint16_t)(sc < 0xFFFF ? sc + 1 : sc);
  c->ground_combats = gc;
  c->kind = SPACE;
  c->planet = -1;
  c->seat[0] = (uint8_t)seat;
  c->seat[1] = (uint8_t)__builtin_ctz(o);
  c->step = CS_OPEN;                                  /* start of combat abilities, then round 1 */
  c->retreat[0] = c->retreat[1] = -1;
  for (int side = 0; side < 2; side++)                 /* mechs that fight as ships (e.g. Eidolon flips) */
    c->as_ships[side][1] = (uint8_t)ti4_space_flip_mechs(s, c->seat[side], pos);
  (void)ev;
  return 1;
}

void ti4_ground_combat_begin(ti4_state *s, int pl, int inf, int mech) {
  ti4_combat *c = &s->combat;
  c->kind = GROUND;
  c->step = CS_DEFENSE;                                 /* 49.3: space cannon defense first */
  c->round = 0;
  c->planet = (int16_t)pl;
  c->seat[0] = s->active;
  c->seat[1] = s->planet_owner[pl];
  c->invader[0] = (uint8_t)inf;
  c->invader[1] = (uint8_t)mech;
  c->invader[2] = 0;
  c->invader_f = 0;                                     /* fighters as ground forces: the invasion sets them (Matriarch) */
  c->invader_pds[0] = c->invader_pds[1] = 0;           /* and the PDS Awaken placed (Coalescence) */
  c->combat_mod[0] = c->combat_mod[1] = 0;
  c->draw = c->announced = c->rout = c->reroll = 0;    /* what cards wrote for an earlier combat */
  c->thalnos[0] = c->thalnos[1] = 0;
  c->sustained_now = 0;
  c->hits[0] = c->hits[1] = 0;
  c->nonfighter[0] = c->nonfighter[1] = c->nosustain[0] = c->nosustain[1] = c->foe_assigns = 0;
  c->open_i = c->open_ret = c->extra_die = 0;
  c->retreat[0] = c->retreat[1] = -1;
  c->uroll = c->urolled = c->uscramble = c->waylay = c->lost_w = 0;
  c->uextra[0] = c->uextra[1] = c->uextra_new[0] = c->uextra_new[1] = 0;
  c->lost[0] = c->lost[1] = 0;
  c->afb = c->ambush = c->foe_hit = 0;
}

static void end_combat(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int a = units(s, 0), d = units(s, 1);
  int winner = c->draw ? TI4_NOBODY : a && !d ? c->seat[0] : d && !a ? c->seat[1] : TI4_NOBODY;
  int loser = winner == c->seat[0] ? c->seat[1] : winner == c->seat[1] ? c->seat[0] : -1;
  if (c->kind == SPACE) ti4_excess_owed(s);   /* 16.3c, 78.10a: each player chooses the excess to remove (common/excess.c) */
  for (int side = 0; side < 2 && c->kind == GROUND && c->round; side++) {   /* after winning: e.g. Dacxive Animators */
    ti4_fight f;
    fight(s, side, &f);
    int n = winner == c->seat[side] ? ti4_fight_ground_won(s, &f) : 0, have = count(s, side, TI4_UT_INFANTRY);
    if (n <= 0) continue;
    set_count(s, side, TI4_UT_INFANTRY, have + n < 255 ? have + n : 255, 0);
    ti4_emit(ev, TI4_EV_PRODUCED, c->seat[side], TI4_UT_INFANTRY, s->tac.pos, 0, n);
  }
  if (c->round) ti4_emit(ev, TI4_EV_COMBAT_END, winner, loser, s->tac.pos, 0, c->round);
  if (c->round) ti4_deeds_combat_end(s, winner, loser);   /* objectives: who won where */
  if (c->round && loser >= 0) ti4_edict(s, winner, loser, ev);   /* the Mahact (mahact.c) */
  if (c->round && loser >= 0 && c->kind == SPACE) ti4_salvage_gain(s, winner, loser, ev);   /* Salvage Operations: combat_plays2.c */
  c->winner = (uint8_t)winner;
  c->loser = (uint8_t)(loser >= 0 ? loser : TI4_NOBODY);
}

/* After an assignment in which ships used SUSTAIN DAMAGE (Direct Hit): 1 if the window opened. */
static int sustain_window(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (c->sustained_now & 0x7FFF) {
    if (!(c->sustained_now & 0x8000)) {
      c->sustained_now |= 0x8000;
      if (offer_both(s, TI4_W_AFTER_SUSTAIN, ev)) return 1;
    }
    c->sustained_now = 0;
  }
  return 0;
}
/* After ships are destroyed in a space combat (Courageous to the End):
 * offered, once the hits of the moment are assigned, to the players who
 * lost ships (the attacker first); hits the cards produce are assigned
 * next, then the machine resumes. After ground forces are destroyed in a
 * ground combat it is offered only to the seats holding a record usable
 * there by public facts (Brother Milor): no action card is played there.
 * 1 if the window opened. */
static int lost_window(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (c->lost_w) {                                      /* closed: what was played in it */
    c->lost_w = 0;
    c->lost[0] = c->lost[1] = 0;
    if (c->hits[0] || c->hits[1]) { c->resume = c->step; c->step = CS_X_ATT; }
    return 0;
  }
  if (!c->kind || !(c->lost[0] | c->lost[1]) || c->hits[0] || c->hits[1] || c->uroll) return 0;
  uint8_t ring[2];
  int n = 0;
  for (int side = 0; side < 2 && c->kind == SPACE; side++) if (c->lost[side]) ring[n++] = c->seat[side];
  c->lost_w = 1;
  if (ti4_combat_offer(s, TI4_W_AFTER_DESTROYED, ring, n, ev)) return 1;
  c->lost_w = 0;
  c->lost[0] = c->lost[1] = 0;
  return 0;
}

int ti4_combat_advance(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  for (int guard = 0; guard < 64 && c->kind; guard++) {
    if (c->foe_hit & 0x80) foe_hit_resolve(s, ev);      /* its owner answered (Magen Defense Grid, Dimensional Splicer) */
    if (c->foe_hit || s->pending.kind == TI4_PEND_CHOOSE) return 1;   /* ... or is being asked */
    if (unit_roll_window(s, ev)) return 1;              /* after a barrage, space cannon or bombardment roll */
    if (lost_window(s, ev)) return 1;
    if (c->announced) {                                 /* after a retreat is announced (Intercept) */
      if (c->announced & 0x80) c->announced = 0;
      else {
        c->announced |= 0x80;
        if (offer_both(s, TI4_W_AFTER_RETREAT, ev)) return 1;
        c->announced = 0;
      }
    }
    switch (c->step) {
    case CS_ROUND:
      start_round(s, ev);
      c->step = CS_BARRAGE;
      if (offer_both(s, TI4_W_COMBAT_ROUND_START, ev)) return 1;   /* 78.2a: with "start of combat" */
      break;
    case CS_BARRAGE:
      if (window_hits(s)) break;                       /* e.g. Impulse Core, at the start of combat */
      c->step = CS_ANN_DEF;
      if (!units(s, 0) || !units(s, 1)) { c->step = CS_END; break; }   /* e.g. Skilled Retreat */
      if (c->kind == SPACE && c->round == 1) {           /* 78.3: anti-fighter barrage, the attacker first */
        for (int side = 0; side < 2; side++)            /* "may": each player whose units could roll is asked first */
          if (!((c->afb >> side) & 1) && barrage_rolls(s, side)) { c->step = CS_BARRAGE; barrage_ask(s, side); return 1; }
        c->urolled = 0;
        c->near_miss = 0;                              /* the barrage's dice (Wrath of Kenara) */
        for (int side = 0; side < 2; side++)
          if (!((c->afb >> (2 + side)) & 1) && barrage_rolls(s, side)) { c->bhits[side] = (uint8_t)barrage_roll(s, side, 0, ev); c->urolled |= (uint8_t)(1u << side); }
        if (c->urolled) { c->uroll = TI4_UR_BARRAGE; c->step = CS_AFB_HITS; }
      }
      break;
    case CS_AFB_HITS: {                                 /* after the barrage's window: its hits */
      int any = 0;
      c->step = CS_AFB_END;
      for (int side = 0; side < 2; side++) {           /* a side done has bhits 0: asked (Raid Formation), back here */
        int h = c->bhits[side], fi = count(s, 1 - side, TI4_UT_FIGHTER), x = h < fi ? h : fi;
        c->bhits[side] = 0;
        if (!h) continue;
        if ((c->waylay >> side) & 1) {                  /* Waylay: any ships, assigned by their owner */
          c->hits[1 - side] = (uint8_t)(c->hits[1 - side] + h < 255 ? c->hits[1 - side] + h : 255);
          any = 1;
          continue;
        }
        destroy(s, 1 - side, TI4_UT_FIGHTER, x, ev);
        ti4_fight f;
        fight(s, side, &f);
        if (h > x && ti4_fight_raid(s, &f) && raid(s, side, h - x, ev)) { c->step = CS_AFB_HITS; return 1; }   /* Raid Formation */
      }
      if (any || c->hits[0] || c->hits[1]) { c->resume = CS_AFB_END; c->step = CS_X_ATT; }
      break;
    }
    case CS_AFB_END:
      c->waylay = 0;
      c->step = !units(s, 0) || !units(s, 1) ? CS_END : CS_ANN_DEF;   /* 78.3a */
      break;
    case CS_X_ATT: case CS_X_DEF: {                     /* hits produced between steps, each owner assigns */
      int side = c->step - CS_X_ATT;
      if (sustain_window(s, ev)) return 1;
      if (c->hits[side] && !forced(s, side, ev)) { ti4_set_pending(s, TI4_PEND_ASSIGN, c->seat[side], 0); return 1; }
      c->nonfighter[side] = c->nosustain[side] = 0;
      c->step++;
      if (c->step > CS_X_DEF) c->step = c->hits[0] || c->hits[1] ? CS_X_ATT : c->resume;
      break;
    }
    case CS_ANN_DEF:
      c->step = CS_ANN_ATT;
      if (retreat_targets(s, c->seat[1])) { c->step = CS_ANN_DEF; ti4_set_pending(s, TI4_PEND_RETREAT, c->seat[1], 0); return 1; }
      break;
    case CS_ANN_ATT:
      c->step = CS_ROLL;
      if (c->retreat[1] == -1 && retreat_targets(s, c->seat[0])) {   /* 78.4b: also if prevented */
        c->step = CS_ANN_ATT; ti4_set_pending(s, TI4_PEND_RETREAT, c->seat[0], 0); return 1;
      }
      break;
    case CS_ROLL: {
      int h[2], nf[2];
      c->near_miss = 0;
      h[0] = roll_side(s, 0, &nf[0], ev);          /* 78.5f: the attacker first */
      h[1] = roll_side(s, 1, &nf[1], ev);
      for (int side = 0; side < 2; side++) {       /* e.g. Valkyrie Particle Weave */
        ti4_fight f;
        fight(s, side, &f);
        int x = h[side] + (c->kind == GROUND ? ti4_fight_bonus_hits(s, &f, h[1 - side]) : 0);
        ti4_emit(ev, TI4_EV_HITS, c->seat[side], 0, s->tac.pos, 0, x);
        c->hits[1 - side] = (uint8_t)(x < 255 ? x : 255);
        c->nonfighter[1 - side] = (uint8_t)(nf[side] < 255 ? nf[side] : 255);
      }
      c->step = CS_PRE_ASSIGN;
      if (offer_both(s, TI4_W_AFTER_COMBAT_ROLL, ev)) return 1;   /* rerolls first (74.3, 78.5e) */
      break;
    }
    case CS_PRE_ASSIGN:
      if (c->reroll & 4) {                              /* the roll step again, its hits cancelled (The Thundarian) */
        c->reroll &= 3;
        c->thalnos[0] = c->thalnos[1] = 0;              /* those dice are gone */
        c->hits[0] = c->hits[1] = c->nonfighter[0] = c->nonfighter[1] = 0;
        memset(c->miss, 0, sizeof c->miss);
        c->step = CS_ROLL;
        break;
      }
      for (int side = 0; side < 2; side++)              /* War Funding: all of a side's dice, before its own rerolls */
        if ((c->reroll >> (5 + side)) & 1) {
          c->reroll &= (uint8_t)~(1u << (5 + side));
          reroll_all(s, side, ev);
        }
      for (int side = 0; side < 2; side++) {            /* asked for in the window (Fire Team) */
        int misses = 0;
        if (!((c->reroll >> side) & 1)) continue;
        for (int k = first_type(s); k <= last_type(s) && k < TI4_FIGHT_TYPES; k++) misses += c->miss[side][k];
        if (misses && !((c->reroll >> (3 + side)) & 1)) {   /* 74: which dice is the player's choice */
          ti4_ask_for(s, TI4_ASK_REROLL, c->seat[side], -1);
          s->ask.arg[0] = (int16_t)s->tac.pos;
          s->ask.arg[1] = (int16_t)side;
          return 1;
        }
        reroll_misses(s, side, ev);                     /* the misses it named (combat_choices.c) */
        c->reroll &= (uint8_t)~(1u << side);
      }
      for (int side = 0; side < 2; side++)              /* then The Crown of Thalnos (relics.c) */
        if (c->thalnos[side]) thalnos_reroll(s, side, ev);
      c->reroll = 0;
      c->step = CS_ASSIGN_ATT;
      if ((c->hits[0] || c->hits[1]) && offer_both(s, TI4_W_BEFORE_ASSIGN, ev)) return 1;
      break;
    case CS_ASSIGN_ATT: case CS_ASSIGN_DEF: {
      int side = c->step - CS_ASSIGN_ATT;
      if (sustain_window(s, ev)) return 1;             /* after SUSTAIN DAMAGE (Direct Hit) */
      if (c->hits[side] && !forced(s, side, ev)) { ti4_set_pending(s, TI4_PEND_ASSIGN, c->seat[side], 0); return 1; }
      c->step++;
      if (c->step == CS_RETREAT && c->hits[0]) c->step = CS_ASSIGN_ATT;   /* hits produced while assigning (Valkyrie Exoskeleton) */
      break;
    }
    case CS_OPEN: {                                     /* start of space combat: each side's abilities, the attacker first */
      int side = c->open_i & 1, i = c->open_i >> 1, fl = 0, h = 0;
      if (!units(s, 0) || !units(s, 1)) { c->step = CS_END; break; }
      ti4_fight f;
      fight(s, side, &f);
      h = ti4_fight_opening(s, &f, i, &fl, ev);
      if (h == TI4_OPEN_ASKED) return 1;               /* e.g. Ambush: which ships; asked again once answered */
      if (h < 0 && side) { c->step = CS_ROUND; break; }
      if (c->open_i < 255) c->open_i++;
      if (h <= 0) break;
      if (fl) ti4_emit(ev, TI4_EV_HITS, c->seat[side], 5, s->tac.pos, 0, h);   /* produced, not rolled (Ambush emits its rolls' own) */
      c->hits[1 - side] = (uint8_t)(h < 255 ? h : 255);
      c->nonfighter[1 - side] = (uint8_t)(fl & TI4_OPEN_NONFIGHTER ? h : 0);
      c->nosustain[1 - side] = (uint8_t)((fl & TI4_OPEN_NOSUSTAIN) != 0);
      if (fl & TI4_OPEN_FOE_ASSIGNS) c->foe_assigns |= (uint8_t)(1u << (1 - side));
      c->step = side ? CS_OPEN_ATT : CS_OPEN_DEF;
      break;
    }
    case CS_OPEN_ATT: case CS_OPEN_DEF: {
      int side = c->step - CS_OPEN_ATT;
      if (c->hits[side] && !forced(s, side, ev)) { ti4_set_pending(s, TI4_PEND_ASSIGN, assigner(s, side), 0); return 1; }
      c->nonfighter[side] = c->nosustain[side] = 0;
      c->foe_assigns = 0;
      c->step = c->open_ret ? c->open_ret : CS_OPEN;   /* hits produced in a window: back to where it was */
      c->open_ret = 0;
      break;
    }
    case CS_RETREAT:
      if (c->hits[0] || c->hits[1]) { c->step = CS_ASSIGN_ATT; break; }   /* hits produced since (Reflective Shielding) */
      for (int side = 0; side < 2; side++)
        if (round_repair(s, side, ev)) return 1;        /* e.g. Duranium Armor: its owner picks the unit */
      if (c->kind == GROUND && harrow(s, ev)) { if (s->pending.kind == TI4_PEND_CHOOSE) return 1; break; }   /* the L1Z1X's Harrow: the defender assigns */
      for (int side = 1; side >= 0; side--) {      /* 78.7a: only while the opponent has ships */
        int q = c->retreat[side];
        if (q < 0 || !units(s, 1 - side) || !units(s, side)) continue;
        if ((retreat_targets(s, c->seat[side]) >> q) & 1) {
          uint8_t at = s->x.ion_storm;                  /* Ion Storm: a retreat through its wormhole flips it */
          s->x.ion_storm = 0;
          int ion = at && !((retreat_targets(s, c->seat[side]) >> q) & 1);
          s->x.ion_storm = at;
          if (retreat(s, side, q, ev)) return 1;   /* its owner is asked first */
          if (ion) s->x.ion_beta ^= 1;
        }
      }
      c->step = CS_ROUND_END;
      break;
    case CS_ROUND_END:                                  /* 78.9a: with "end of combat" in the last */
      c->step = CS_END;
      if (offer_both(s, TI4_W_COMBAT_ROUND_END, ev)) return 1;
      break;
    case CS_DEFENSE:                                    /* 77.6-77.7 */
      c->step = CS_END;
      if (units(s, 0) && !ti4_cannon_defense_denied(s, c->seat[0]) && ti4_cannon_dice(s, c->seat[1], s->tac.pos, c->planet)) {   /* e.g. L4 Disruptors; not at a placed PDS alone */
        c->step = CS_DEFENSE; ti4_set_pending(s, TI4_PEND_CANNON, c->seat[1], 0); return 1;
      }
      break;
    case CS_DEF_ASSIGN:                                 /* 77.8: the active player assigns */
      if (c->hits[0] && !c->cannon_w) {
        c->cannon_w = 1;
        if (ti4_combat_offer(s, TI4_W_BEFORE_ASSIGN, &c->seat[0], 1, ev)) return 1;
      }
      if (c->hits[0] && !forced(s, 0, ev)) { ti4_set_pending(s, TI4_PEND_ASSIGN, c->seat[0], 0); return 1; }
      c->step = CS_END;
      break;
    case CS_BOMB_ASSIGN:                                /* 15: the planet's owner assigns */
      if (c->hits[1] && !forced(s, 1, ev)) { ti4_set_pending(s, TI4_PEND_ASSIGN, c->seat[1], 0); return 1; }
      if (count(s, 1, TI4_UT_INFANTRY) && count(s, 1, TI4_UT_INFANTRY) < c->bomb_inf && ti4_bombard_wipes(s, c->seat[0])) {   /* */
        if (!(c->afb & 0x40)) { ti4_ask_for(s, TI4_ASK_X89, c->seat[0], -1); return 1; }   /* "you may" */
        if (!(c->afb & 0x80)) destroy(s, 1, TI4_UT_INFANTRY, count(s, 1, TI4_UT_INFANTRY), ev);   /* still bombardment's step: not combat (Devour) */
      }
      c->afb &= 0x3F;
      c->step = CS_END;
      break;
    case CS_END:
      if (window_hits(s)) break;                       /* e.g. Devotion, after a round */
      if (units(s, 0) && units(s, 1)) { c->step = c->kind == GROUND && !c->round ? CS_OPEN : CS_ROUND; break; }   /* 78.8; a ground combat opens (e.g. Magen Defense Grid) */
      end_combat(s, ev);
      c->step = CS_WON;
      if (c->round && ti4_space_combat_won(s, c->winner, c->loser)) return 1;   /* S'Ula Mentarion: combat_plays2.c */
      /* fall through */
    case CS_WON:
      if (c->round && c->kind == SPACE && c->wrecked && c->winner < TI4_MAX_SEATS) {   /* Salvage Operations: asked once */
        int w = c->wrecked;
        c->wrecked = 0;
        if (ti4_salvage_ask(s, c->winner, w)) return 1;
      }
      c->step = CS_FINISH;
      if (c->round && offer_both(s, TI4_W_AFTER_COMBAT, ev)) return 1;
      /* fall through */
    case CS_FINISH:
      memset(c->as_ships, 0, sizeof c->as_ships);      /* ships no more (Z-Grav Eidolon flips back) */
      c->kind = 0;
      c->step = 0;
      return 0;
    default:
      c->kind = 0;
      return 0;
    }
  }
  return c->kind != 0;
}

/* ---- bombardment (15, 65) ---------------------------------------------------------- */
/* 65: a unit with PLANETARY SHIELD on pl protects it, unless the attacker
 * has a War Sun in the system (its card: other players' units lose it). */
static int shielded(const ti4_state *s, int pl, int attacker) {
  int o = s->planet_owner[pl];
  if (o >= s->nseats || ti4_shields_lost(s, attacker, s->tac.pos)) return 0;   /* a War Sun, Arc Secundus */
  for (int i = 0; i < 3; i++) {
    int r = ti4_unit_row(s, o, TI4_UT_INFANTRY + i);
    if (i == 2 && (s->combat.invasion & TI4_INV_DISABLE)) continue;   /* Disable: PDS lose it */
    if (s->planet_units[pl][i] && r >= 0 && ti4_units[r].shield) return 1;
  }
  return 0;
}

/* Planets (a bit per slot) seat may bombard: another player's ground forces, no shield. */
static unsigned bomb_targets(const ti4_state *s, int seat) {
  unsigned t = 0;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 8; i++) {
    int pl = ti4_sys_planets(s, sy)[i], o = pl >= 0 ? s->planet_owner[pl] : TI4_NOBODY;
    if (pl < 0 || o == seat || o >= s->nseats) continue;
    if (!ti4_planet_ground_forces(s, pl)) continue;      /* Hel-Titans too */
    if (!shielded(s, pl, seat) && !ti4_law_bombard_check(s, pl, NULL)) t |= 1u << i;   /* laws: Conventions of War */
  }
  return t;
}

/* 15.1-15.2: every unit of seat with BOMBARDMENT in the active system's
 * space area rolls (Plasma Scoring: one of them, the best, 1 more die). */
/* A unit's BOMBARDMENT value and dice (0: none): its card's, or 6 (x1) by
 * Blitz for a non-fighter ship of the active player without one. */
static int bombard_of(const ti4_state *s, int seat, int k, int *dice) {
  int r = ti4_unit_row(s, seat, k);
  *dice = 0;
  if (r < 0) return 0;
  if (ti4_units[r].bombard[1]) { *dice = ti4_units[r].bombard[1]; return ti4_units[r].bombard[0]; }
  if ((s->combat.invasion & TI4_INV_BLITZ) && seat == s->active && k <= TI4_UT_WARSUN && k != TI4_UT_FIGHTER) {
    *dice = 1;
    return 6;
  }
  return 0;
}
/* 15.1: the units declared to bombard the planet under way (bomb_g with
 * slot | 0x20): their counts in n and the type rolling Plasma Scoring's
 * die there in *die (-1: no die there); 0 when none are declared (Harrow:
 * every unit, the best rolling the die). */
static int bomb_declared(const ti4_state *s, int n[TI4_SPACE_TYPES], int *die) {
  int any = 0;
  *die = -1;
  memset(n, 0, TI4_SPACE_TYPES * sizeof *n);
  for (int i = 0; i < TI4_BOMB_GROUPS; i++) {
    uint16_t g = s->combat.bomb_g[i];
    int k = TI4_GROUP_TYPE(g);
    if (!g || !(TI4_GROUP_SYS(g) & 0x20)) continue;
    any = 1;
    if (k == BOMB_DIE) *die = TI4_GROUP_COUNT(g) - 1;
    else if (k < TI4_SPACE_TYPES) n[k] += TI4_GROUP_COUNT(g);
  }
  return any;
}
static int bomb_roll(ti4_state *s, int seat, int pl, int extra, int only, ti4_events *ev) {
  int dice = 0, hits = 0, best = 0, best_k = -1, o = s->planet_owner[pl], n[TI4_SPACE_TYPES], die;
  int mod = o < TI4_MAX_SEATS && ((s->combat.bunker >> o) & 1) ? -4 : 0;   /* Bunker */
  int decl = bomb_declared(s, n, &die);
  s->combat.utally = 1;                                /* the active player's side (Ta Zern: unit_roll_window) */
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int nd, v = bombard_of(s, seat, k, &nd), u = decl ? n[k] : s->ships[s->tac.pos][seat][k];
    if (!u || !nd) continue;
    if (!best || v < best) { best = v; best_k = k; }
    for (int i = 0; i < u * nd; i++, dice++)
      if (!only) hits += ti4_unit_ability_die(s, seat, k, s->tac.pos, v - mod, ev);   /* Ta Zern rerolls a miss */
  }
  int pk = decl ? die : best_k, nd, pv = pk >= 0 ? bombard_of(s, seat, pk, &nd) : 0;   /* Plasma Scoring: the unit named */
  for (int i = 0, x = !dice || only || pk < 0 ? 0 : ti4_cannon_extra_dice(s, seat); i < x; i++)
    hits += ti4_unit_ability_die(s, seat, pk, s->tac.pos, pv - mod, ev);
  for (int i = 0, x = !dice ? 0 : only ? only : extra; i < x; i++)   /* Strike Wing Ambuscade's: the best unit */
    hits += ti4_unit_ability_die(s, seat, best_k, s->tac.pos, best - mod, ev);
  s->combat.utally = 0;
  ti4_emit(ev, TI4_EV_HITS, seat, 3, s->tac.pos, 0, hits);
  return hits;
}
static int bomb_units(const ti4_state *s, int seat) {
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int nd;
    if (s->ships[s->tac.pos][seat][k] && bombard_of(s, seat, k, &nd) && nd) return 1;
  }
  return 0;
}

/* The start of an invasion (49; Disable, Bunker, Blitz): offered to the
 * active player, then each other player who controls a planet in the
 * system (1.19), when an invasion can happen there -- the active player has
 * ground forces in the space area or another player's ground forces are on
 * a planet there. */
static int invasion_window(ti4_state *s, ti4_events *ev) {
  int pos = s->tac.pos, a = s->active;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  uint8_t all[TI4_MAX_SEATS], ring[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, all, 1), k = 0, others = 0;
  unsigned owners = 0;
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i], o = pl >= 0 ? s->planet_owner[pl] : TI4_NOBODY;
    if (o >= s->nseats || o == a) continue;
    owners |= 1u << o;
    others |= ti4_planet_ground_forces(s, pl);           /* Hel-Titans too */
  }
  if (!ti4_sys_nplanets(s, sy) || !(s->ships[pos][a][TI4_UT_INFANTRY] || s->ships[pos][a][TI4_UT_MECH] || others)) return 0;
  for (int i = 0; i < n; i++)
    if (all[i] == a || ((owners >> all[i]) & 1)) ring[k++] = all[i];
  return ti4_combat_offer(s, TI4_W_INVASION_START, ring, k, ev);
}

/* 15.1-15.2: the next planet declared: its units roll (their after-roll
 * window first), then its controller assigns the hits (15.2) -- the
 * machine's CS_BOMB_ASSIGN step. 0 when no planet is left. */
static int bomb_next(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < TI4_BOMB_GROUPS; i++)            /* the last planet's units have bombarded */
    if (TI4_GROUP_SYS(c->bomb_g[i]) & 0x20) c->bomb_g[i] = 0;
  for (int i = 0; i < TI4_BOMB_GROUPS; i++) {
    if (!c->bomb_g[i]) continue;
    int slot = TI4_GROUP_SYS(c->bomb_g[i]), ok = slot < ti4_sys_nplanets(s, sy) && ((bomb_targets(s, s->active) >> slot) & 1);
    for (int j = i; j < TI4_BOMB_GROUPS; j++)          /* no ground forces left there: those units do not bombard */
      if (c->bomb_g[j] && TI4_GROUP_SYS(c->bomb_g[j]) == slot) c->bomb_g[j] = ok ? (uint16_t)(c->bomb_g[j] | 0x20) : 0;
    if (!ok) continue;
    memset(c->miss, 0, sizeof c->miss);                /* the roll's misses alone (Ta Zern) */
    int pl = ti4_sys_planets(s, sy)[slot], hits = bomb_roll(s, s->active, pl, 0, 0, ev);
    ti4_ground_combat_begin(s, pl, 0, 0);              /* the owner assigns the hits (15.2) */
    c->hits[1] = (uint8_t)(hits < 255 ? hits : 255);
    c->uroll = TI4_UR_BOMBARD;                         /* its window comes first (Scramble Frequency) */
    c->urolled = 1;
    c->bomb_inf = (uint8_t)count(s, 1, TI4_UT_INFANTRY);
    c->step = CS_BOMB_ASSIGN;
    return 1;
  }
  return 0;
}

int ti4_bombard_advance(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  for (int guard = 0; guard < 16; guard++) {
    if (c->kind == GROUND) { if (ti4_combat_advance(s, ev)) return 1; continue; }
    if (!c->bomb_on) return 0;
    if (!(c->invasion & TI4_INV_WINDOW)) {             /* a new invasion: no card's effect yet */
      c->invasion = TI4_INV_WINDOW;
      c->bunker = 0;
      if (invasion_window(s, ev)) return 1;
    }
    if (c->bomb_on == 2) {                             /* declared (15.1): each planet in turn */
      if (bomb_next(s, ev)) continue;
      c->bomb_on = 0;
      memset(c->bomb_g, 0, sizeof c->bomb_g);
      return 0;
    }
    if (bomb_units(s, s->active) && bomb_targets(s, s->active)) { ti4_set_pending(s, TI4_PEND_BOMBARD, s->active, 0); return 1; }
    c->bomb_on = 0;
  }
  return 0;
}

/* ---- decisions --------------------------------------------------------------------- */
/* Slot of planet pl in the active system's planet list, -1. */
static int bomb_slot(const ti4_state *s, int pl) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 8; i++)
    if (pl >= 0 && ti4_sys_planets(s, sy)[i] == pl) return i;
  return -1;
}
/* A bombard move's declaration (doc/combat.md) as bomb_g groups: its
 * TI4_GROUP(planet, type, count) in the slot encoding, or, without any,
 * every BOMBARDMENT unit at m->card; Plasma Scoring's die (a group
 * TI4_GROUP(planet, TI4_GT_BOMB_DIE, type + 1)) at the unit named, else at
 * the best unit of the first planet named. The number of groups, -1 beyond TI4_BOMB_GROUPS. */
static int bomb_declare(const ti4_state *s, const ti4_move *m, uint16_t g[TI4_BOMB_GROUPS]) {
  int n = 0, first = -1, nd, named = 0;
  memset(g, 0, TI4_BOMB_GROUPS * sizeof *g);
  for (int i = 0; i < TI4_MAX_GROUPS; i++) {
    uint16_t x = grp_get(m, i);
    if (!x) continue;
    int slot = bomb_slot(s, TI4_GROUP_SYS(x));
    if (n >= TI4_BOMB_GROUPS) return -1;
    g[n++] = TI4_GROUP(slot < 0 ? 0x1F : slot, TI4_GROUP_TYPE(x), TI4_GROUP_COUNT(x));
    if (first < 0) first = slot;
    named += TI4_GROUP_TYPE(x) != BOMB_DIE;
  }
  if (!named) {
    first = bomb_slot(s, m->card);
    for (int k = 0; k < TI4_SPACE_TYPES && first >= 0; k++) {
      int u = s->ships[s->tac.pos][m->seat][k];
      if (!u || !bombard_of(s, m->seat, k, &nd) || !nd) continue;
      if (n >= TI4_BOMB_GROUPS) return -1;
      g[n++] = TI4_GROUP(first, k, u > 31 ? 31 : u);
    }
  }
  int die = -1, dslot = first, best = 0;
  for (int i = 0; i < n; i++)
    if (TI4_GROUP_TYPE(g[i]) == BOMB_DIE) return n;        /* named */
  if (ti4_cannon_extra_dice(s, m->seat) > 0)
    for (int i = 0; i < n; i++) {                        /* the best unit of the first planet */
      int k = TI4_GROUP_TYPE(g[i]), v = bombard_of(s, m->seat, k, &nd);
      if (TI4_GROUP_SYS(g[i]) == first && v && (!best || v < best)) { best = v; die = k; }
    }
  if (die >= 0) {
    if (n >= TI4_BOMB_GROUPS) return -1;
    g[n++] = TI4_GROUP(dslot < 0 ? 0x1F : dslot, BOMB_DIE, die + 1);
  }
  return n;
}
/* 15.1, 65.1: may seat bombard planet pl? 0 if so. */
static int bomb_planet_check(const ti4_state *s, int seat, int pl, ti4_error *e) {
  int slot = bomb_slot(s, pl);
  if (slot >= 0 && ((bomb_targets(s, seat) >> slot) & 1)) return 0;
  if (slot >= 0 && ti4_law_bombard_check(s, pl, e)) return TI4_EILLEGAL;
  if (slot >= 0 && s->planet_owner[pl] < s->nseats && s->planet_owner[pl] != seat && shielded(s, pl, seat))
    return ti4_fail(e, TI4_EILLEGAL, "65.1", N_("%s has PLANETARY SHIELD: it cannot be bombarded"), ti4_planets[pl].id);
  return ti4_fail(e, TI4_EILLEGAL, "15.1", N_("no other player's ground forces to bombard on %s in the active system"), pl >= 0 && pl < TI4_NPLANETS ? ti4_planets[pl].id : "?");
}
/* 15.1: a bombard move's declaration: planets that can be bombarded, units
 * with BOMBARDMENT in the space area, each unit at one planet. */
static int check_bombard(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  uint16_t g[TI4_BOMB_GROUPS];
  int used[TI4_SPACE_TYPES] = {0}, nd, n;
  if (bomb_planet_check(s, m->seat, m->card, e)) return TI4_EILLEGAL;
  for (int i = 0; i < TI4_MAX_GROUPS; i++)
    if (grp_get(m, i) && bomb_planet_check(s, m->seat, TI4_GROUP_SYS(grp_get(m, i)), e)) return TI4_EILLEGAL;
  if ((n = bomb_declare(s, m, g)) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "15.1", N_("at most 8 groups of units and planets in one bombardment (%s)"), ti4_seat_word(m->seat));
  for (int i = 0; i < n; i++) {
    int slot = TI4_GROUP_SYS(g[i]), k = TI4_GROUP_TYPE(g[i]);
    if (k == BOMB_DIE) {
      int dk = TI4_GROUP_COUNT(g[i]) - 1, there = 0;
      if (ti4_cannon_extra_dice(s, m->seat) <= 0)
        return ti4_fail(e, TI4_EILLEGAL, "15.1", N_("no added die to roll: die= names the unit rolling Plasma Scoring's die (%s)"), ti4_seat_word(m->seat));
      for (int j = 0; j < n; j++)
        if (TI4_GROUP_SYS(g[j]) == slot && TI4_GROUP_TYPE(g[j]) == dk) there = 1;
      if (!there)
        return ti4_fail(e, TI4_EILLEGAL, "15.1", N_("the unit rolling the added die must be one of those bombarding that planet (%s)"), ti4_seat_word(m->seat));
      continue;
    }
    if (k >= TI4_SPACE_TYPES || !bombard_of(s, m->seat, k, &nd) || !nd)
      return ti4_fail(e, TI4_EILLEGAL, "15.1", N_("those units have no BOMBARDMENT (%s)"), ti4_seat_word(m->seat));
    used[k] += TI4_GROUP_COUNT(g[i]);
    if (used[k] > s->ships[s->tac.pos][m->seat][k])
      return ti4_fail(e, TI4_EILLEGAL, "15.1", N_("each unit bombards one planet: you do not have that many of those units in the active system (%s)"), ti4_seat_word(m->seat));
  }
  return 0;
}

static int check_cannon(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  const ti4_combat *c = &s->combat;
  if (m->kind != TI4_MV_CANNON)
    return ti4_fail(e, TI4_EILLEGAL, "77", N_("use SPACE CANNON, or cannon none (%s)"), ti4_seat_word(m->seat));
  if (m->card < 0) return 0;
  if (m->arg[2] >= 0 && (ti4_cannon_extra_dice(s, m->seat) <= 0 ||
                         !ti4_cannon_type_dice(s, m->seat, s->tac.pos, c->kind == GROUND ? c->planet : -1, m->arg[2])))
    return ti4_fail(e, TI4_EILLEGAL, "77", N_("die= names a unit type of yours firing SPACE CANNON now, to roll Plasma Scoring's added die (%s)"), ti4_seat_word(m->seat));
  int t = m->arg[0];
  if (m->arg[1] == 1 && (c->kind == GROUND || !ti4_graviton_ready(s, m->seat)))   /* offense only: its hits go on ships */
    return ti4_fail(e, TI4_EILLEGAL, "77.3", N_("Graviton Laser System is not yours to use now (%s)"), ti4_seat_word(m->seat));
  if (c->kind == GROUND) {                               /* 77.6: at the committed ground forces */
    if (t >= 0 && t != c->seat[0])
      return ti4_fail(e, TI4_EILLEGAL, "77.6", N_("space cannon defense fires at the ground forces committed to the planet (%s)"), ti4_seat_word(m->seat));
    return 0;
  }
  unsigned tg = ti4_cannon_targets(s, m->seat);
  if (t < 0 && m->seat != s->active) t = s->active;
  if (t < 0)
    return ti4_fail(e, TI4_ESYNTAX, "77.5b", N_("name the player whose ships you fire at, e.g. cannon p2 (%s)"), ti4_seat_word(m->seat));
  if (t >= TI4_MAX_SEATS || !((tg >> t) & 1))
    return ti4_fail(e, TI4_EILLEGAL, m->seat == s->active ? "77.5b" : "77.5a", N_("those ships cannot be targeted: other players fire at the active player's ships, the active player at another player's ships in the active system (%s)"), ti4_seat_word(m->seat));
  return 0;
}

static int check_here(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  const ti4_combat *c = &s->combat;
  if (s->pending.kind == TI4_PEND_CANNON && m->seat == s->pending.seat) return check_cannon(s, m, e);
  if (s->pending.kind == TI4_PEND_BOMBARD && m->seat == s->pending.seat) {
    if (m->kind != TI4_MV_BOMBARD)
      return ti4_fail(e, TI4_EILLEGAL, "49.1", N_("bombard a planet, or bombard none (%s)"), ti4_seat_word(m->seat));
    return m->card < 0 ? 0 : check_bombard(s, m, e);
  }
  int side = m->seat == c->seat[0] ? 0 : m->seat == c->seat[1] ? 1 : -1;
  if (side >= 0 && s->pending.kind == TI4_PEND_ASSIGN && foe_assigns(s, 1 - side)) side = 1 - side;   /* the opponent's units */
  if (!c->kind || side < 0 || m->seat != s->pending.seat)
    return ti4_fail(e, TI4_EILLEGAL, "89.3", N_("no combat of yours waits for this (%s)"), ti4_seat_word(m->seat));
  if (s->pending.kind == TI4_PEND_RETREAT) {
    if (m->kind != TI4_MV_RETREAT)
      return ti4_fail(e, TI4_EILLEGAL, "78.4", N_("announce a retreat, or retreat none (%s)"), ti4_seat_word(m->seat));
    if (m->card < 0)
      return (c->rout & 1) && side == 0 && retreat_targets(s, m->seat)
             ? ti4_fail(e, TI4_EILLEGAL, "78.4", N_("Rout: you must announce a retreat (%s)"), ti4_seat_word(m->seat)) : 0;
    int q = m->card < TI4_NSYSTEMS ? ti4_system_pos(s, m->card) : -1;
    if (q < 0 || !((retreat_targets(s, m->seat) >> q) & 1))
      return ti4_fail(e, TI4_EILLEGAL, "78.7c", N_("your ships cannot retreat to system %s: it must be adjacent, hold your units or a planet you control, and no other player's ships"), m->card < TI4_NSYSTEMS ? ti4_systems[m->card].id : "?");
    return 0;
  }
  if (m->kind != TI4_MV_ASSIGN)
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("assign the hits against your units (%s)"), ti4_seat_word(m->seat));
  int total = 0, d = 0, su = 0, fi = 0, cover = 0, cn = cancels(s, side);
  for (int i = 0; i < TI4_MAX_GROUPS; i++) {
    uint16_t g = grp_get(m, i);
    if (!g) continue;
    int flag = TI4_GROUP_SYS(g), k = TI4_GROUP_TYPE(g), n = TI4_GROUP_COUNT(g);
    int qm = flag == 1 && k == TI4_UT_MECH && space_mechs(s, side) > 0;   /* Quantum Manipulator */
    if (flag > 1 || ((k < first_type(s) || k > last_type(s)) && !qm))
      return ti4_fail(e, TI4_EILLEGAL, c->kind == GROUND ? "42.3" : "78.6", N_("those units do not take part in this combat (%s)"), ti4_seat_word(m->seat));
    for (int j = 0; j < i; j++) {
      uint16_t h = grp_get(m, j);
      if (h && TI4_GROUP_SYS(h) == flag && TI4_GROUP_TYPE(h) == k)
        return ti4_fail(e, TI4_ESYNTAX, "", N_("a unit type is named twice (%s)"), ti4_seat_word(m->seat));
    }
    if (flag && foe_assigns(s, side))
      return ti4_fail(e, TI4_EILLEGAL, "87", N_("you assign these hits to your opponent's units: whether they sustain damage is its owner's (%s)"), ti4_seat_word(m->seat));
    if (flag) {
      int r = roll_row(s, side, k);   /* the side it fights as (Z-Grav Eidolon) */
      if (!sustains(s, side, k) && r >= 0 && ti4_unit_sustains(s, r, k))
        return ti4_fail(e, TI4_EILLEGAL, "87", N_("those units cannot use SUSTAIN DAMAGE against these hits (%s)"), ti4_seat_word(m->seat));
      if (!sustains(s, side, k))
        return ti4_fail(e, TI4_EILLEGAL, "87", N_("those units have no SUSTAIN DAMAGE (%s)"), ti4_seat_word(m->seat));
      if (n > (qm ? space_mechs(s, side) : sustainable(s, side, k)))
        return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("not that many undamaged units to sustain damage (%s)"), ti4_seat_word(m->seat));
    } else if (n > count(s, side, k))
      return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("you do not have that many of those units in the combat (%s)"), ti4_seat_word(m->seat));
    total += n;
    if (flag) su += n; else d += n;
    if (k == TI4_UT_FIGHTER && !flag) fi += n;
    else if (k != TI4_UT_FIGHTER && (k <= TI4_UT_WARSUN || c->kind == SPACE)) cover += flag ? cn * n : n;   /* ground forces as ships too */
  }
  if (!total)
    return ti4_fail(e, TI4_ESYNTAX, "", N_("name the units that take the hits, e.g. assign fighter=1 (%s)"), ti4_seat_word(m->seat));
  /* every unit named takes at least one hit (sustain damage first, 78.6a;
   * Non-Euclidean Shielding: one use cancels 2) */
  if (total > c->hits[side] || (su && (d ? cn * su + d > c->hits[side] : cn * (su - 1) >= c->hits[side])))
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("more hits named than your opponent produced (%s)"), ti4_seat_word(m->seat));
  int need = c->nonfighter[side] > cover ? c->nonfighter[side] - cover : 0;   /* e.g. [0.0.1]'s hits */
  if (fi && need && fi > c->hits[side] - cover - need && nonfighters(s, side) > d - fi)
    return ti4_fail(e, TI4_EILLEGAL, "78.6", N_("those hits must be assigned to non-fighter ships while you have any (%s)"), ti4_seat_word(m->seat));
  return 0;
}

static void apply_here(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (m->kind == TI4_MV_BOMBARD) {                     /* 15.1: every unit's planet is declared before any roll */
    c->bomb_on = 0;
    memset(c->bomb_g, 0, sizeof c->bomb_g);
    if (m->card < 0) return;
    bomb_declare(s, m, c->bomb_g);
    c->bomb_on = 2;                                      /* ti4_bombard_advance rolls, planet by planet */
    return;
  }
  if (m->kind == TI4_MV_CANNON) {
    if (c->kind == GROUND) {                             /* defense */
      c->step = CS_END;
      if (m->card < 0) return;
      c->cannon_die = (uint8_t)(m->arg[2] >= 0 ? m->arg[2] + 1 : 0);   /* Plasma Scoring's die */
      memset(c->miss, 0, sizeof c->miss);              /* the roll's misses (Ta Zern), for side 1: the firing player */
      c->utally = 2;
      c->hits[0] = (uint8_t)cannon_tally(s, ti4_cannon_roll(s, m->seat, s->tac.pos, c->planet, c->seat[0], ev));
      c->cannon_w = 0;
      c->uroll = TI4_UR_DEFENSE;                         /* its window comes first (Scramble Frequency) */
      c->urolled = 2;
      c->step = CS_DEF_ASSIGN;
      return;
    }
    if (c->cannon_i < 255) c->cannon_i++;                /* offense */
    if (m->card < 0) return;
    int t = m->arg[0] >= 0 ? m->arg[0] : s->active;
    if (m->arg[1] == 1) ti4_graviton_use(s, m->seat, ev);   /* exhausted before the units fire */
    c->cannon_die = (uint8_t)(m->arg[2] >= 0 ? m->arg[2] + 1 : 0);   /* Plasma Scoring's die */
    memset(c->miss, 0, sizeof c->miss);                /* the roll's misses (Ta Zern), for side 1: the firing player */
    c->utally = 2;
    c->hits[0] = (uint8_t)cannon_tally(s, ti4_cannon_roll(s, m->seat, s->tac.pos, -1, t, ev));
    c->nonfighter[0] = (uint8_t)(m->arg[1] == 1 ? c->hits[0] : 0);   /* Graviton Laser System */
    c->kind = CANNON;
    c->cannon_w = 0;
    c->seat[0] = (uint8_t)t;
    c->seat[1] = m->seat;
    c->uroll = TI4_UR_CANNON;                            /* its window comes first (Scramble Frequency) */
    c->urolled = (uint8_t)(2 | (m->arg[1] == 1 ? 0x40 : 0));
    return;
  }
  int side = m->seat == c->seat[0] ? 0 : 1;
  if (m->kind == TI4_MV_ASSIGN && foe_assigns(s, 1 - side)) side = 1 - side;
  if (m->kind == TI4_MV_RETREAT) {
    int q = m->card >= 0 ? ti4_system_pos(s, m->card) : -1;
    c->retreat[side] = (int8_t)q;
    if (q >= 0) { ti4_emit(ev, TI4_EV_RETREAT, m->seat, 0, q, 0, 0); c->announced = (uint8_t)(side + 1); }
    c->step = side == 1 ? CS_ANN_ATT : CS_ROLL;
    return;
  }
  int total = 0, cover = 0, cn = cancels(s, side);
  for (int flag = 1; flag >= 0; flag--)           /* sustain damage first (78.6a) */
    for (int i = 0; i < TI4_MAX_GROUPS; i++) {
      uint16_t g = grp_get(m, i);
      if (!g || TI4_GROUP_SYS(g) != flag) continue;
      int k = TI4_GROUP_TYPE(g), n = TI4_GROUP_COUNT(g), x = flag ? cn * n : n;
      if (flag) {
        sustain(s, side, k, n, ev);
        if ((c->kind == SPACE && k <= TI4_UT_WARSUN) || (c->kind == GROUND && k == TI4_UT_MECH && c->round)) {   /* ships; mechs in a ground combat (Dynamo) */
          c->sustained_now |= (uint16_t)(1u << k);
          c->sustained_side = (uint8_t)side;
        }
      }
      else take_hits(s, side, k, n, ev);
      total += x;
      if (k != TI4_UT_FIGHTER && (k <= TI4_UT_WARSUN || c->kind == SPACE)) cover += x;   /* ground forces as ships too */
    }
  c->hits[side] = (uint8_t)(c->hits[side] > total ? c->hits[side] - total : 0);
  c->nonfighter[side] = (uint8_t)(c->nonfighter[side] > cover ? c->nonfighter[side] - cover : 0);
  if (!c->hits[side]) {
    c->nonfighter[side] = c->nosustain[side] = 0;
    c->foe_assigns &= (uint8_t)~(1u << side);
  }
}

void ti4_cannon_offense_begin(ti4_state *s) {
  ti4_combat *c = &s->combat;
  c->kind = 0;
  c->cannon_on = 1;
  c->cannon_i = 0;
  c->invasion = 0;                                     /* a new tactical action's movement */
  c->bunker = 0;
  c->hits[0] = c->hits[1] = 0;
  c->nonfighter[0] = c->nonfighter[1] = c->nosustain[0] = c->nosustain[1] = c->foe_assigns = 0;
  c->uroll = c->urolled = c->uscramble = 0;
  c->uextra[0] = c->uextra[1] = c->uextra_new[0] = c->uextra_new[1] = 0;
}

/* 77.2: the active player first, then clockwise, each player with SPACE
 * CANNON in range and a target is asked; its target assigns the hits (77.5). */
int ti4_cannon_offense_advance(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  for (int guard = 0; guard < 32; guard++) {
    if (c->kind == CANNON) {
      if (unit_roll_window(s, ev)) return 1;
      if (c->hits[0] && !c->cannon_w) {                /* "before you assign hits" (Maneuvering Jets) */
        c->cannon_w = 1;
        if (ti4_combat_offer(s, TI4_W_BEFORE_ASSIGN, &c->seat[0], 1, ev)) return 1;
      }
      if (c->hits[0] && !forced(s, 0, ev)) { ti4_set_pending(s, TI4_PEND_ASSIGN, c->seat[0], 0); return 1; }
      c->kind = 0;
      c->hits[0] = c->nonfighter[0] = 0;
      continue;
    }
    if (!c->cannon_on) return 0;
    if (c->cannon_i >= s->nseats) { c->cannon_on = 0; return 0; }
    int seat = (s->active + c->cannon_i) % s->nseats;
    if (ti4_cannon_targets(s, seat) && ti4_cannon_dice(s, seat, s->tac.pos, -1)) {
      ti4_set_pending(s, TI4_PEND_CANNON, seat, 0);
      return 1;
    }
    c->cannon_i++;
  }
  return 0;
}

int ti4_combat_move_check(const ti4_state *s, const ti4_move *m, ti4_error *e) { return check_here(s, m, e); }


void ti4_combat_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) { apply_here(s, m, ev); }

static size_t put(ti4_move *out, size_t cap, size_t k, const ti4_move *m) {
  if (k < cap) out[k] = *m;
  return k + 1;
}

/* `legal` (doc/combat.md): `retreat none` and each eligible system; for hits,
 * one line per single hit (destroy one unit of a type, or sustain damage on
 * one), and the greedy full assignment when more than one hit is left. */
size_t ti4_combat_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  const ti4_combat *c = &s->combat;
  int seat = s->pending.seat, side = seat == c->seat[0] ? 0 : 1;
  size_t k = 0;
  if (s->pending.kind == TI4_PEND_ASSIGN && foe_assigns(s, 1 - side)) side = 1 - side;   /* the opponent's units */
  ti4_move m;
  if (s->pending.kind == TI4_PEND_BOMBARD) {
    ti4_move_blank(&m, seat, TI4_MV_BOMBARD);
    k = put(out, cap, k, &m);
    const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
    unsigned tg = bomb_targets(s, seat);
    int np = __builtin_popcount(tg), slots[8], j = 0, nd, cnt[8][TI4_SPACE_TYPES] = {{0}};
    for (unsigned t = tg; t; t &= t - 1) {
      m.card = ti4_sys_planets(s, sy)[__builtin_ctz(t)];
      slots[j++] = __builtin_ctz(t);
      k = put(out, cap, k, &m);                          /* every unit at one planet */
    }
    if (np < 2) return k;
    j = 0;                                               /* and the units spread over the planets, in turn */
    for (int t = 0; t < TI4_SPACE_TYPES; t++)
      for (int u = 0; u < s->ships[s->tac.pos][seat][t] && bombard_of(s, seat, t, &nd) && nd; u++, j++) cnt[j % np][t]++;
    if (j < 2) return k;
    ti4_move_blank(&m, seat, TI4_MV_BOMBARD);
    m.card = ti4_sys_planets(s, sy)[slots[0]];
    int n = 0;
    for (int p = 0; p < np && p < 8; p++)
      for (int t = 0; t < TI4_SPACE_TYPES; t++)
        if (cnt[p][t]) grp_set(&m, n++, TI4_GROUP(ti4_sys_planets(s, sy)[slots[p]], t, cnt[p][t] > 31 ? 31 : cnt[p][t]));
    if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
    return k;
  }
  if (s->pending.kind == TI4_PEND_CANNON) {
    ti4_move_blank(&m, seat, TI4_MV_CANNON);
    k = put(out, cap, k, &m);                            /* cannon none */
    m.card = 0;
    int types = 0, pl = c->kind == GROUND ? c->planet : -1;   /* Plasma Scoring: a choice with two unit types firing */
    for (int t = 0; t < TI4_UT_SPACEDOCK && ti4_cannon_extra_dice(s, seat) > 0; t++) types += ti4_cannon_type_dice(s, seat, s->tac.pos, pl, t) > 0;
    for (int g = -1; g <= 1; g += 2)                     /* without, then with Graviton Laser System */
      for (int d = -1; d < (types > 1 ? TI4_UT_SPACEDOCK : 0); d++) {   /* the best unit's die, then each type's */
        m.arg[1] = (int16_t)g;
        m.arg[2] = (int16_t)d;
        if (d >= 0 && !ti4_cannon_type_dice(s, seat, s->tac.pos, pl, d)) continue;
        if (c->kind == GROUND || seat != s->active) {
          m.arg[0] = -1;
          if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
        } else
          for (unsigned t = ti4_cannon_targets(s, seat); t; t &= t - 1) {
            m.arg[0] = (int16_t)__builtin_ctz(t);
            if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
          }
      }
    return k;
  }
  if (!c->kind) return 0;
  if (s->pending.kind == TI4_PEND_RETREAT) {
    ti4_move_blank(&m, seat, TI4_MV_RETREAT);
    if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
    for (uint64_t t = retreat_targets(s, seat); t; t &= t - 1) {
      m.card = s->map[__builtin_ctzll(t)];
      if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
    }
    return k;
  }
  if (s->pending.kind != TI4_PEND_ASSIGN) return 0;
  uint32_t o = options(s, side);
  for (int flag = 1; flag >= 0; flag--)
    for (int t = first_type(s); t <= last_type(s) + (c->kind == SPACE && flag ? 2 : 0); t++) {   /* a mech: Quantum Manipulator */
      if (t > TI4_UT_WARSUN && t != TI4_UT_MECH && c->kind == SPACE && !count(s, side, t)) continue;
      if (!((o >> (t + 16 * flag)) & 1)) continue;
      ti4_move_blank(&m, seat, TI4_MV_ASSIGN);
      grp_set(&m, 0, TI4_GROUP(flag, t, 1));
      if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
    }
  if (c->hits[side] > 1) {
    greedy(s, side, &m);
    if (!ti4_combat_move_check(s, &m, NULL)) k = put(out, cap, k, &m);
  }
  return k;
}
