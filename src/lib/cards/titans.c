/* titans.c -- the Titans of Ul's sleeper tokens (faction sheet): 5 tokens
 * kept as s->tok.sleeper (planet + 1 each; state/tokens.h reads them).
 * A sleeper token is neither a unit nor a control token: it blocks nothing
 * and stays where it is when the planet changes hands; only the Titans'
 * abilities name it.
 *
 * - Terragenesis: after the Titans explore a planet without a sleeper
 *   token, they may place one there from their supply or move one from
 *   another planet. Owed by exploration.c (ti4_terragenesis_due), asked once
 *   nothing else is (the engine's run loop): `choose PLANET` -- the explored
 *   planet places one from the supply, a planet holding one moves it --, or
 *   plain `choose` to decline.
 * - Awaken: after the Titans activate a system with sleeper tokens, they may
 *   replace each with a PDS from their reinforcements (`play awaken` in the
 *   after-activation window). Only tokens there at the activation count; no
 *   token can arrive within that window (Scanlink Drone Network's
 *   exploration resolves when the window closes), so every token there
 *   counts. On a planet another player controls without ground forces, the
 *   PDS takes it: their structures there are destroyed (25.5a, 49.5a). A
 *   system needing more PDS than the reinforcements hold is refused (the
 *   rule that lets a PDS be taken from the board instead is not modelled).
 * - Coalescence: a PDS Awaken places onto another player's ground forces
 *   must fight them in the ground combat step: it waits beside them
 *   (s->tok.coalesce, a bit per planet slot of the active system; not the
 *   planet's units yet) and joins the invasion of that planet (49.4,
 *   galaxy/invasion.c) as the Titans' ground force -- a Hel-Titan, with
 *   whatever ground forces they commit there; if it survives alone of the
 *   two sides, the Titans take the planet (49.5). It was placed, not
 *   committed: space cannon defense (49.3) does not fire at it. The
 *   flagship's half (Ouranos placed into a space area with another
 *   player's ships) needs nothing more: the active player's ships there
 *   fight the space combat (78.1).
 * - Ouranos (flagship), DEPLOY: after the Titans activate a system with
 *   their PDS, they may replace 1 of those PDS with the flagship
 *   (`play ouranos PLANET`, the planet whose PDS it replaces). */
#include "rules.h"
#include "units.h"
#include "round.h"
#include "tokens.h"
#include "titans.h"
#include "exploration.h"
#include "faction_abilities.h"

#define W(x) (1u << (x))

static int titans_seat(const ti4_state *s) {
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
    if (s->p[o].faction == TI4_FACTION_TITANS) return o;
  return -1;
}

/* ---- Terragenesis ------------------------------------------------------------ */
int ti4_terragenesis_ask(ti4_state *s) {
  int pl = s->tok.terra_owed - 1, t = titans_seat(s);
  s->tok.terra_owed = 0;
  if (pl < 0 || pl >= TI4_NPLANETS || t < 0 || s->p[t].eliminated || s->p[t].no_abilities ||
      ti4_sleeper_at(s, pl) >= 0) return 0;
  ti4_ask_for(s, TI4_ASK_TERRAGENESIS, t, -1);
  s->ask.arg[0] = (int16_t)pl;
  return 1;
}
static int target_planet(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
}
/* May the token named by `from` (the explored planet: the supply) go to the explored planet? */
static int terra_fits(const ti4_state *s, int from) {
  int pl = s->ask.arg[0];
  if (from < 0 || from >= TI4_NPLANETS) return 0;
  return from == pl ? ti4_sleepers_free(s) > 0 : ti4_sleeper_at(s, from) >= 0;
}
static int terra_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!m->target && m->card < 0) return 0;     /* declined */
  if (!terra_fits(s, target_planet(m)))
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Terragenesis: name the explored planet to place a sleeper token from your supply, a planet with a sleeper token to move it, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void terra_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int pl = s->ask.arg[0], from = target_planet(m);
  if (!m->target || !terra_fits(s, from) || ti4_sleeper_at(s, pl) >= 0) return;
  int i = 0;
  if (from == pl) while (i < TI4_SLEEPERS && s->tok.sleeper[i]) i++;   /* a free one from the supply */
  else i = ti4_sleeper_at(s, from);                                     /* moved */
  if (i < 0 || i >= TI4_SLEEPERS) return;
  s->tok.sleeper[i] = (uint8_t)(pl + 1);
}
static size_t terra_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  if (k < cap) ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
  k++;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (!terra_fits(s, pl)) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, pl);
    }
    k++;
  }
  return k;
}

/* ---- Awaken ------------------------------------------------------------------ */
static int own_activation(const ti4_state *s, int seat, ti4_error *e) {
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat != s->active || s->tac.pos >= TI4_MAX_MAP)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after you activate a system (%s)"), ti4_seat_word(seat));
  return 0;
}
static int awaken_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int rc = own_activation(s, seat, e);
  if (rc) return rc;
  int n = 0;
  for (int i = 0; i < TI4_SLEEPERS; i++) {
    int pl = s->tok.sleeper[i] - 1;
    if (pl < 0 || ti4_planet_pos(s, pl) != s->tac.pos) continue;
    n++;
    if (s->planet_flags[pl] & TI4_PF_DMZ)
      return ti4_fail(e, TI4_EILLEGAL, "", N_("no units may be placed on %s (Demilitarized Zone)"), ti4_planets[pl].id);
  }
  if (!n)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Awaken: the active system holds none of your sleeper tokens (%s)"), ti4_seat_word(seat));
  if (ti4_units_out(s, seat, TI4_UT_PDS) + n > ti4_unit_limit(TI4_UT_PDS))
    return ti4_fail(e, TI4_EILLEGAL, "72", N_("not enough %s units left in your reinforcements"), "pds");
  return 0;
}
static void awaken(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int pos = s->tac.pos;
  for (int i = 0; i < TI4_SLEEPERS; i++) {
    int pl = s->tok.sleeper[i] - 1;
    if (pl < 0 || pl >= TI4_NPLANETS || ti4_planet_pos(s, pl) != pos) continue;
    if (ti4_units_out(s, seat, TI4_UT_PDS) >= ti4_unit_limit(TI4_UT_PDS)) break;
    s->tok.sleeper[i] = 0;
    int o = s->planet_owner[pl], slot = -1;
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    for (int j = 0; j < ti4_sys_nplanets(s, sy) && j < 4; j++) if (ti4_sys_planets(s, sy)[j] == pl) slot = j;
    if (o != seat && o < s->nseats && (s->planet_units[pl][0] || s->planet_units[pl][1]) && slot >= 0) {
      s->tok.coalesce |= (uint8_t)(1u << slot);    /* Coalescence: it fights them in the ground combat step */
      ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, ti4_unit_row(s, seat, TI4_UT_PDS), 1);
      continue;
    }
    if (o != seat) {                           /* 25.5a: the PDS takes the planet */
      uint8_t kept[4] = {0};
      ti4_structures_taken(s, seat, pl, o, pos, 0, kept, ev);   /* 49.5a (Assimilate) */
      s->planet_owner[pl] = (uint8_t)seat;
      s->planet_flags[pl] |= TI4_PF_EXHAUSTED;   /* 25.1 */
      memcpy(s->planet_units[pl], kept, sizeof s->planet_units[pl]);
      ti4_pds_damaged_set(s, pl, 0);
      ti4_emit(ev, TI4_EV_CONTROL, seat, pl, o < s->nseats ? o : -1, 0, 0);
      ti4_explore_control_gained(s, seat, pl, o, ev);   /* 25.1c, Scavenge-like hooks */
    }
    s->planet_units[pl][2]++;
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, ti4_unit_row(s, seat, TI4_UT_PDS), 1);
  }
}

/* ---- Ouranos (flagship), DEPLOY ---------------------------------------------- */
static int ouranos_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = own_activation(s, seat, e);
  if (rc) return rc;
  if (ti4_unit_row(s, seat, TI4_UT_FLAGSHIP) != TI4_UNIT_OURANOS)
    return ti4_fail(e, TI4_EILLEGAL, "30.1", N_("this is the Ouranos flagship's DEPLOY ability (%s)"), ti4_seat_word(seat));
  if (ti4_units_out(s, seat, TI4_UT_FLAGSHIP) >= ti4_unit_limit(TI4_UT_FLAGSHIP))
    return ti4_fail(e, TI4_EILLEGAL, "30.2", N_("your flagship is not in your reinforcements (%s)"), ti4_seat_word(seat));
  int pl = target_planet(m), pos = s->tac.pos;
  if (pl < 0 || pl >= TI4_NPLANETS || ti4_planet_pos(s, pl) != pos || s->planet_owner[pl] != seat || !s->planet_units[pl][2])
    return ti4_fail(e, TI4_EILLEGAL, "30", N_("name a planet in the active system with your PDS (%s)"), ti4_seat_word(seat));
  int ships = 1;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (k != TI4_UT_FIGHTER) ships += s->ships[pos][seat][k];
  if (ships > ti4_fleet_limit(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), ti4_systems[s->map[pos]].id);
  return 0;
}
static size_t ouranos_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, ouranos_check, 1);
}
static void ouranos(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pl = target_planet(m), pos = s->tac.pos;
  if (pl < 0 || pl >= TI4_NPLANETS || pos >= TI4_MAX_MAP || s->planet_owner[pl] != seat || !s->planet_units[pl][2]) return;
  s->planet_units[pl][2]--;
  ti4_emit(ev, TI4_EV_REMOVED, seat, TI4_UT_PDS, pos, 0, 1);   /* back into reinforcements, not destroyed */
  s->ships[pos][seat][TI4_UT_FLAGSHIP]++;
  ti4_emit(ev, TI4_EV_PRODUCED, seat, TI4_UT_FLAGSHIP, pos, 0, 1);
}

static const ti4_ability rows[] = {
  { "awaken", TI4_AB_FACTION, TI4_FACTION_TITANS, W(TI4_W_AFTER_ACTIVATION), 0,
    awaken_check, NULL, NULL, awaken },
  { "ouranos", TI4_AB_UNIT, TI4_UNIT_OURANOS, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_TARGET,
    ouranos_check, ouranos_options, NULL, ouranos },
};
const ti4_ability_table ti4_ab_titans = { rows, sizeof rows / sizeof rows[0] };

static const ti4_choice choice_rows[] = {
  { TI4_ASK_TERRAGENESIS, terra_check, terra_apply, terra_legal, "terragenesis",
    N_("Terragenesis: you explored a planet without a sleeper token; name it to place one there from your supply, name a planet with one to move it there, or choose nothing") },
};
const ti4_choice_table ti4_choices_titans = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
