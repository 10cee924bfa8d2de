/* invasion.c -- landing where another player's ground forces are (LRR 49):
 * ground forces committed to such a planet (49.2) wait there; when the
 * active player has committed everything it wants (`land none`, or no
 * ground forces left in space), a ground combat (42, combat.c) is resolved
 * on each such planet (49.4; in the order the active player chooses when
 * there are more than one, 49.3a, 49.4a: `choose PLANET`), then control is
 * established (49.5): the planet changes hands if the active player's
 * ground forces are left on it, the other player's structures there are
 * destroyed (49.5a) and the card is exhausted (25.1); if both sides are
 * destroyed the defender keeps it (49.5d). A planet with another player's
 * PDS (no ground forces) is also committed to: its space cannon defense
 * (49.3, 77.6) fires first. */
#include "invasion.h"
#include "combat.h"
#include "round.h"
#include "exploration.h"
#include "units.h"
#include "faction_abilities.h"
#include "combat_abilities.h"   /* Matriarch */
#include "combat_choices.h"

static int slot_of(const ti4_state *s, int pl) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) if (ti4_sys_planets(s, sy)[i] == pl) return i;
  return -1;
}

int ti4_invasion_defended(const ti4_state *s, int seat, int pl) {
  int o = s->planet_owner[pl];
  return o != seat && o < s->nseats && (s->planet_units[pl][0] || s->planet_units[pl][1] || s->planet_units[pl][2]);
}

int ti4_invasion_commits(const ti4_state *s, int seat, int pl) {
  int o = s->planet_owner[pl];
  return ti4_invasion_defended(s, seat, pl) || (o != seat && o < s->nseats && s->planet_units[pl][3]);
}
int ti4_invasion_land_check(const ti4_state *s, int seat, int pl, ti4_error *e) {
  int o = s->planet_owner[pl];
  if (o == seat || o >= s->nseats) return 0;
  if (ti4_invasion_commits(s, seat, pl) && slot_of(s, pl) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("%s is not a planet in the active system"), ti4_planets[pl].id);
  return 0;
}

int ti4_invasion_fighters_check(const ti4_state *s, int seat, int pl, int fighters, ti4_error *e) {
  if (fighters <= 0) return 0;
  if (!ti4_fighters_commit(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("fighters are not ground forces: only with the Matriarch in the active system may they be committed (%s)"), ti4_seat_word(seat));
  if (fighters > s->ships[s->tac.pos][seat][TI4_UT_FIGHTER])
    return ti4_fail(e, TI4_EILLEGAL, "49.2", N_("you do not have those fighters in the active system's space area (%s)"), ti4_seat_word(seat));
  if (!ti4_invasion_defended(s, seat, pl))              /* they return when combat ends: none would follow */
    return ti4_fail(e, TI4_EILLEGAL, "42", N_("Matriarch: fighters are committed only to a planet with another player's ground forces, where a ground combat follows (%s)"), ti4_planets[pl].id);
  return 0;
}

void ti4_invasion_commit(ti4_state *s, int seat, int pl, int inf, int mech, int fighters, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  int i = slot_of(s, pl), to = s->tac.pos;
  if (i < 0) return;
  if (!c->committed) c->seat[0] = (uint8_t)seat;
  c->committed |= (uint8_t)(1u << i);
  c->commit[i][0] = (uint8_t)(c->commit[i][0] + inf);
  c->commit[i][1] = (uint8_t)(c->commit[i][1] + mech);
  c->commit_f[i] = (uint8_t)(c->commit_f[i] + fighters);   /* Matriarch */
  s->ships[to][seat][TI4_UT_FIGHTER] = (uint8_t)(s->ships[to][seat][TI4_UT_FIGHTER] - fighters);
  s->ships[to][seat][TI4_UT_INFANTRY] = (uint8_t)(s->ships[to][seat][TI4_UT_INFANTRY] - inf);
  s->ships[to][seat][TI4_UT_MECH] = (uint8_t)(s->ships[to][seat][TI4_UT_MECH] - mech);
  if (ti4_damaged_get(s, to, seat, TI4_UT_MECH) > s->ships[to][seat][TI4_UT_MECH]) ti4_damaged_set(s, to, seat, TI4_UT_MECH, s->ships[to][seat][TI4_UT_MECH]);
  if (inf) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_INFANTRY, pl, 0, inf);
  if (mech) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_MECH, pl, 0, mech);
  if (fighters) ti4_emit(ev, TI4_EV_LANDED, seat, TI4_UT_FIGHTER, pl, 0, fighters);
}

/* Matriarch: when the ground combat ends, the fighters committed as ground
 * forces return to the space area (never on the planet at 49.5: they are
 * not ground forces, so they take no planet alone). */
static void fighters_return(ti4_state *s, int n, ti4_events *ev) {
  int pos = s->tac.pos, seat = s->active;
  if (n <= 0) return;
  s->ships[pos][seat][TI4_UT_FIGHTER] = (uint8_t)(s->ships[pos][seat][TI4_UT_FIGHTER] + n);
  ti4_emit(ev, TI4_EV_MOVED, seat, TI4_UT_FIGHTER, pos, 0, n);
}

/* 49.5: establish control of pl for the active player with what is left of
 * its ground forces there. */
static void establish(ti4_state *s, int pl, int inf, int mech, int dmech, const uint8_t pds[2], int infiltrate, ti4_events *ev) {
  int seat = s->active, o = s->planet_owner[pl];
  if (inf + mech + pds[0] <= 0) return;                  /* 49.5d: the defender keeps it */
  uint8_t kept[4] = {0};
  ti4_structures_taken(s, seat, pl, o, s->tac.pos, infiltrate, kept, ev);   /* 49.5a: destroyed, or yours (Assimilate, Infiltrate) */
  s->planet_owner[pl] = (uint8_t)seat;
  s->planet_flags[pl] |= TI4_PF_EXHAUSTED;               /* 25.1 */
  memcpy(s->planet_units[pl], kept, sizeof s->planet_units[pl]);
  s->planet_units[pl][0] = (uint8_t)inf;
  s->planet_units[pl][1] = (uint8_t)mech;
  s->planet_damaged[pl] = (uint8_t)dmech;
  s->planet_units[pl][2] = (uint8_t)(s->planet_units[pl][2] + pds[0]);   /* Hel-Titans placed by Awaken (Coalescence) */
  ti4_pds_damaged_set(s, pl, pds[1]);                    /* ... the kept PDS (Assimilate) undamaged */
  ti4_emit(ev, TI4_EV_CONTROL, seat, pl, o < s->nseats ? o : -1, 0, 0);
  ti4_explore_control_gained(s, seat, pl, o, ev);        /* 25.1c, Shard of the Throne: exploration.c */
}

/* "After a player commits units to land on a planet you control" (Parley):
 * once the commit step is over, the active player and each player whose
 * planet was committed to, in order from the active player (1.19). */
static int commit_window(ti4_state *s, ti4_events *ev) {
  const ti4_combat *c = &s->combat;
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  unsigned owners = 0;
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++)
    if ((c->committed >> i) & 1 && ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] < s->nseats)
      owners |= 1u << s->planet_owner[ti4_sys_planets(s, sy)[i]];
  uint8_t all[TI4_MAX_SEATS], ring[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, all, 1), k = 0;
  for (int i = 0; i < n; i++)
    if (all[i] == s->active || ((owners >> all[i]) & 1)) ring[k++] = all[i];
  return owners ? ti4_combat_offer(s, TI4_W_AFTER_COMMIT, ring, k, ev) : 0;
}

int ti4_invasion_advance(ti4_state *s, ti4_events *ev) {
  ti4_combat *c = &s->combat;
  if (c->committed && c->kind != 2 && !(c->invasion & TI4_INV_COMMIT_W)) {
    c->invasion |= TI4_INV_COMMIT_W;
    if (commit_window(s, ev)) return 1;
  }
  for (int guard = 0; guard < 16; guard++) {
    if (c->ctl & TI4_CTL_PENDING) {                      /* 49.5, "when you gain control" first */
      int pl = c->planet, inf = c->invader[0], mech = c->invader[1], d = c->invader[2], o = s->planet_owner[pl];
      uint8_t pds[2] = {c->invader_pds[0], c->invader_pds[1]};
      if (!(c->ctl & TI4_CTL_WINDOW) && inf + mech + pds[0] > 0 && o < s->nseats && o != s->active &&
          (s->planet_units[pl][2] | s->planet_units[pl][3])) {
        c->ctl |= TI4_CTL_WINDOW;
        if (ti4_combat_offer(s, TI4_W_WHEN_CONTROL, &s->active, 1, ev)) return 1;
      }
      int infiltrate = (c->ctl & TI4_CTL_INFILTRATE) != 0;
      c->ctl = 0;
      c->invader[0] = c->invader[1] = c->invader[2] = 0;
      c->invader_pds[0] = c->invader_pds[1] = 0;
      c->planet = -1;
      establish(s, pl, inf, mech, d, pds, infiltrate, ev);
      continue;
    }
    if (c->kind == 2) {
      if (ti4_combat_advance(s, ev)) return 1;
      fighters_return(s, c->invader_f, ev);              /* "when combat ends" (Matriarch) */
      c->invader_f = 0;
      c->ctl = TI4_CTL_PENDING;                          /* the planet and what is left of the invaders */
      continue;
    }
    if (s->tok.coalesce && s->p[s->active].faction == TI4_FACTION_TITANS) {   /* Coalescence: Awaken's PDS fight too */
      if (!c->committed) c->seat[0] = s->active;
      c->committed |= s->tok.coalesce;
    }
    if (!c->committed) return 0;
    int i = c->gc_next - 1;
    if (i < 0 || !((c->committed >> i) & 1)) {
      if (__builtin_popcount(ti4_invasion_contested(s)) > 1) { ti4_ask_for(s, TI4_ASK_GROUND_ORDER, s->active, -1); return 1; }   /* common/combat_choices.c */
      i = __builtin_ctz(c->committed);
    }
    c->gc_next = 0;
    c->committed &= (uint8_t)~(1u << i);
    int pl = ti4_sys_planets(s, &ti4_systems[s->map[s->tac.pos]])[i], inf = c->commit[i][0], mech = c->commit[i][1], fi = c->commit_f[i];
    int pds = (s->tok.coalesce >> i) & 1;
    s->tok.coalesce &= (uint8_t)~(1u << i);
    c->commit[i][0] = c->commit[i][1] = c->commit_f[i] = 0;
    if (ti4_invasion_defended(s, s->active, pl)) {       /* 49.3, 49.4 */
      ti4_ground_combat_begin(s, pl, inf, mech);
      c->invader_f = (uint8_t)fi;                        /* Matriarch: as if ground forces */
      c->invader_pds[0] = (uint8_t)pds;                  /* Coalescence: the Hel-Titan Awaken placed */
      continue;
    }
    fighters_return(s, fi, ev);                          /* no ground combat there now (Ghost Squad moved the defenders away) */
    if (s->planet_owner[pl] == s->active) {         /* 25.2: its own already */
      s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] + inf);
      s->planet_units[pl][1] = (uint8_t)(s->planet_units[pl][1] + mech);
      s->planet_units[pl][2] = (uint8_t)(s->planet_units[pl][2] + pds);
    } else {
      c->planet = (int16_t)pl;
      c->invader[0] = (uint8_t)inf; c->invader[1] = (uint8_t)mech; c->invader[2] = 0;
      c->invader_pds[0] = (uint8_t)pds; c->invader_pds[1] = 0;
      c->ctl = TI4_CTL_PENDING;
    }
  }
  return 0;
}

