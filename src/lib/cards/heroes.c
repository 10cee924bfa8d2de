/* heroes.c -- hero and agent records that act on the galaxy as component
 * actions ("ACTION:"; leaders.tsv): Gurno Aggero (Saar), Riftwalker Meian
 * (Creuss), UNIT.DSGN.FLAYESH (Nekro); and Adjudicator Ba'al (Muaat) after
 * a movement. Systems are named by tile number
 * (`component gurno_aggero 26`), as the action cards that name one do. The
 * registry exhausts or purges the leader (a hero is purged, 53.4). */
#include "production.h"   /* Self-Assembly Routines */
#include "agenda_rules.h"
#include "units.h"
#include "capture.h"
#include "round.h"
#include "deeds.h"


/* ---- Gurno Aggero (Saar hero, Armageddon Relay): ACTION: pick a system
 * adjacent to one of your space docks (6.2: not the dock's own system);
 * destroy all other players' infantry and fighters in it; purge. */
static int gurno_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "53", N_("name a system on the map by its tile number, e.g. component gurno_aggero 26 (%s)"), ti4_seat_word(seat));
  uint64_t near = ti4_adjacent_mask(s, pos);
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP; q++)
    if ((near >> q & 1) && (ti4_dock_in(s, seat, q) || ti4_floating_at(s, seat, q))) return 0;   /* Floating Factories too */
  return ti4_fail(e, TI4_EILLEGAL, "6.2", N_("system %s is not adjacent to one of your space docks"), ti4_systems[s->map[pos]].id);
}
static size_t gurno_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, gurno_check);
}
static void gurno(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int pos = ti4_tile_pos(s, m->arg[0]);
  if (pos < 0) return;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) {
    if (o == seat) continue;
    static const int types[2] = { TI4_UT_FIGHTER, TI4_UT_INFANTRY };
    for (int i = 0; i < 2; i++) {
      int n = s->ships[pos][o][types[i]];
      if (!n) continue;
      s->ships[pos][o][types[i]] = 0;
      ti4_emit(ev, TI4_EV_DESTROYED, o, types[i], pos, 0, n);
      ti4_capture_lost(s, o, types[i], n, pos, ev);   /* 17: The Terror Between there */
    }
  }
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p < 0 || s->planet_owner[p] == TI4_NOBODY || s->planet_owner[p] == seat || !s->planet_units[p][0]) continue;
    ti4_emit(ev, TI4_EV_DESTROYED, s->planet_owner[p], TI4_UT_INFANTRY, pos, 0, s->planet_units[p][0]);
    ti4_capture_lost(s, s->planet_owner[p], TI4_UT_INFANTRY, s->planet_units[p][0], pos, ev);
    s->planet_units[p][0] = 0;                     /* control stays (25.2) */
  }
}

/* ---- Riftwalker Meian (Creuss hero, Singularity Reactor): ACTION: swap
 * the positions of 2 systems that contain wormholes or your units, other
 * than the Creuss home system and the wormhole nexus; purge. Everything in
 * a system goes with it: units, damage, command tokens, frontier and
 * wormhole tokens; the tile keeps its own rotation. `component riftwalker_meian 26 39`. */
static int meian_ok(const ti4_state *s, int seat, int pos) {
  int sys = s->map[pos];
  if (sys == TI4_SYSTEM_T82A || sys == TI4_SYSTEM_T82B || sys == TI4_SYSTEM_T51) return 0;
  return ti4_wormholes_at(s, pos) != 0 || ti4_units_at(s, seat, pos);
}
static int meian_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int a = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1, b = m->arg[1] >= 0 ? ti4_tile_pos(s, m->arg[1]) : -1;
  if (a < 0 || b < 0 || a == b || m->arg[2] >= 0)
    return ti4_fail(e, TI4_ESYNTAX, "53", N_("name 2 systems on the map by their tile numbers, e.g. component riftwalker_meian 26 39 (%s)"), ti4_seat_word(seat));
  if (!meian_ok(s, seat, a) || !meian_ok(s, seat, b))
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("Riftwalker Meian swaps 2 systems with wormholes or your units, not the Creuss system or the wormhole nexus (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t meian_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int a = 0; a < s->nmap && a < TI4_MAX_MAP; a++) {
    if (s->map[a] < 0 || ti4_tile_number(s->map[a]) < 0 || !meian_ok(s, seat, a)) continue;
    for (int b = 0; b < s->nmap && b < TI4_MAX_MAP; b++) {
      if (b == a || s->map[b] < 0 || ti4_tile_number(s->map[b]) < 0 || !meian_ok(s, seat, b)) continue;
      ti4_move m = *base;                          /* both orders: apply accepts either */
      m.arg[0] = (int16_t)ti4_tile_number(s->map[a]);
      m.arg[1] = (int16_t)ti4_tile_number(s->map[b]);
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
#define SWAP(T, x, y) do { T t_ = (x); (x) = (y); (y) = t_; } while (0)
static void meian(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  int a = ti4_tile_pos(s, m->arg[0]), b = ti4_tile_pos(s, m->arg[1]);
  if (a < 0 || b < 0 || a == b) return;
  SWAP(int16_t, s->map[a], s->map[b]);
  SWAP(uint8_t, s->map_rot[a], s->map_rot[b]);
  SWAP(uint8_t, s->tokens[a], s->tokens[b]);
  uint8_t tmp[TI4_MAX_SEATS][TI4_SPACE_TYPES];
  memcpy(tmp, s->ships[a], sizeof tmp);
  memcpy(s->ships[a], s->ships[b], sizeof tmp);
  memcpy(s->ships[b], tmp, sizeof tmp);
  uint8_t dmg[sizeof s->damaged[0]];
  memcpy(dmg, s->damaged[a], sizeof dmg);
  memcpy(s->damaged[a], s->damaged[b], sizeof dmg);
  memcpy(s->damaged[b], dmg, sizeof dmg);
  uint64_t fa = s->x.frontier >> a & 1, fb = s->x.frontier >> b & 1;
  s->x.frontier &= ~((uint64_t)1 << a | (uint64_t)1 << b);
  s->x.frontier |= fa << b | fb << a;
  uint8_t *tok[2] = { s->x.gamma, s->x.creuss };            /* wormhole tokens go with their system */
  size_t ntok[2] = { sizeof s->x.gamma, sizeof s->x.creuss };
  for (int j = 0; j < 2; j++)
    for (size_t i = 0; i < ntok[j]; i++) {
      if (tok[j][i] == a + 1) tok[j][i] = (uint8_t)(b + 1);
      else if (tok[j][i] == b + 1) tok[j][i] = (uint8_t)(a + 1);
    }
  if (s->x.ion_storm == a + 1) s->x.ion_storm = (uint8_t)(b + 1);   /* the Ion Storm token too */
  else if (s->x.ion_storm == b + 1) s->x.ion_storm = (uint8_t)(a + 1);
  if (s->x.mirage == a + 1) s->x.mirage = (uint8_t)(b + 1);         /* and the Mirage planet */
  else if (s->x.mirage == b + 1) s->x.mirage = (uint8_t)(a + 1);
}

/* ---- UNIT.DSGN.FLAYESH (Nekro hero, Polymorphic Algorithm): ACTION: pick a
 * planet with a technology specialty in a system that contains your units;
 * destroy the other players' units on it; gain trade goods equal to its
 * resources plus influence and 1 technology of its specialty's colour
 * (asked; prerequisites ignored); purge. */
static int flayesh_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int p = TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
          ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int pos = p >= 0 ? ti4_planet_pos(s, p) : -1;
  if (pos < 0 || ti4_planet_specialty(s, p) == TI4_COLOR_NONE || !ti4_units_at(s, seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("name a planet with a technology specialty in a system that contains your units (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t flayesh_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, flayesh_check, 0);
}
static void flayesh(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int p = (int)TI4_TARGET_INDEX(m->target), pos = ti4_planet_pos(s, p), o = s->planet_owner[p];
  if (o != TI4_NOBODY && o != seat) {
    static const int types[4] = { TI4_UT_INFANTRY, TI4_UT_MECH, TI4_UT_PDS, TI4_UT_SPACEDOCK };
    for (int k = 0; k < 4; k++)
      if (s->planet_units[p][k]) {
        ti4_emit(ev, TI4_EV_DESTROYED, o, types[k], pos, 0, s->planet_units[p][k]);
        ti4_capture_lost(s, o, types[k], s->planet_units[p][k], pos, ev);   /* 17: ground forces (structures are not) */
        ti4_production_mechs_destroyed(s, o, types[k], s->planet_units[p][k], ev);   /* Self-Assembly Routines */
        s->planet_units[p][k] = 0;
      }
    s->planet_damaged[p] = 0;
  }
  ti4_gain_tg(s, seat, ti4_planet_resources(s, p) + ti4_planet_influence(s, p), ev);
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_COLOR + ti4_planet_specialty(s, p), 1, -1);
}

/* ---- Adjudicator Ba'al (Muaat hero, Nova Seed): after you move a war sun
 * into a non-home system other than Mecatol Rex: destroy all other
 * players' units in that system; replace it with the Muaat supernova
 * (tile 81); purge this card and the planet cards of that system. Offered
 * in the after-movement window (89.2) of a movement that brought a war sun
 * of the Muaat's into the active system (tac.flags2, galaxy/tactical.c).
 * The planets leave the game (70.1): nobody controls them, and the units
 * on them (the Muaat's too), their attachments, sleeper tokens and the
 * Nano-Forge go with them; the other players' ships, ground forces and
 * Floating Factories in the space area are destroyed. Command tokens and
 * wormhole tokens stay in the position. `pX play adjudicator_baal`. */
static int baal_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  int pos = s->tac.pos;
  if (!w || w->id != TI4_W_AFTER_MOVEMENT || s->phase != TI4_PHASE_ACTION || seat != s->active ||
      pos >= s->nmap || pos >= TI4_MAX_MAP || !(s->tac.flags2 & TI4_TAC2_WARSUN_IN) || !s->ships[pos][seat][TI4_UT_WARSUN])
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Adjudicator Ba'al is used after you move a war sun into a system (%s)"), ti4_seat_word(seat));
  int sys = s->map[pos];
  if (sys < 0 || ti4_systems[sys].home || sys == TI4_SYSTEM_T18)
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Adjudicator Ba'al: not in a home system nor Mecatol Rex (%s)"), sys >= 0 ? ti4_systems[sys].id : "?");
  if (ti4_system_pos(s, TI4_SYSTEM_T81) >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "23", N_("the Muaat supernova (tile 81) is on the board already (%s)"), ti4_seat_word(seat));
  return 0;
}
static void baal(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (baal_check(s, seat, m, NULL)) return;
  int pos = s->tac.pos;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)       /* destroyed at once: The Terror Between there captures (17) */
    for (int k = 0; o != seat && k < TI4_SPACE_TYPES; k++) ti4_capture_lost(s, o, k, s->ships[pos][o][k], pos, ev);
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) {
    int p = ti4_sys_planets(s, sy)[i], o = p >= 0 && p < TI4_NPLANETS ? s->planet_owner[p] : TI4_NOBODY;
    for (int k = 0; o != TI4_NOBODY && o != seat && k < 2; k++)
      ti4_capture_lost(s, o, TI4_UT_INFANTRY + k, s->planet_units[p][k], pos, ev);
  }
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) {     /* the other players' units in space */
    if (o == seat) continue;
    for (int k = 0; k < TI4_SPACE_TYPES; k++) {
      int n = s->ships[pos][o][k];
      if (!n) continue;
      s->ships[pos][o][k] = 0;
      ti4_emit(ev, TI4_EV_DESTROYED, o, k, pos, 0, n);
      ti4_deeds_destroyed(s, o, seat, k, TI4_DEED_AT_ABILITY);   /* 61.9: Destroy Their Greatest Ship */
      ti4_production_mechs_destroyed(s, o, k, n, ev);   /* Self-Assembly Routines */
    }
    memset(s->damaged[pos][o], 0, sizeof s->damaged[pos][o]);
  }
  int saar = -1;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) if (s->p[o].faction == TI4_FACTION_SAAR) saar = o;
  for (int j = 0; j < 3; j++)                                  /* Floating Factories */
    if (s->floating[j] == pos + 1 && saar != seat) {
      s->floating[j] = 0;
      ti4_emit(ev, TI4_EV_DESTROYED, saar, TI4_UT_SPACEDOCK, pos, 0, 1);
    }
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) {   /* the planet cards are purged (70.1), the Mirage too */
    int p = ti4_sys_planets(s, sy)[i], o = p >= 0 && p < TI4_NPLANETS ? s->planet_owner[p] : TI4_NOBODY;
    if (o != TI4_NOBODY && o != seat) ti4_production_mechs_destroyed(s, o, TI4_UT_MECH, s->planet_units[p][1], ev);   /* Self-Assembly Routines */
    ti4_planet_purge(s, p, pos, seat, ev);
  }
  if (s->x.mirage == pos + 1) s->x.mirage = 0;                 /* the Mirage is gone with its system */
  s->map[pos] = TI4_SYSTEM_T81;                                 /* the Muaat supernova (86) */
  s->map_rot[pos] = 0;
}

#define COMP TI4_ABF_COMPONENT
static const ti4_ability rows[] = {
  { "gurno_aggero", TI4_AB_LEADER, TI4_LEADER_GURNO_AGGERO, 0, COMP, gurno_check, gurno_options, NULL, gurno },
  { "riftwalker_meian", TI4_AB_LEADER, TI4_LEADER_RIFTWALKER_MEIAN, 0, COMP, meian_check, meian_options, NULL, meian },
  { "adjudicator_baal", TI4_AB_LEADER, TI4_LEADER_ADJUDICATOR_BAAL, 1u << TI4_W_AFTER_MOVEMENT, 0, baal_check, NULL, NULL, baal },
  { "unit_dsgn_flayesh", TI4_AB_LEADER, TI4_LEADER_UNIT_DSGN_FLAYESH, 0, COMP | TI4_ABF_TARGET,
    flayesh_check, flayesh_options, NULL, flayesh },
};
const ti4_ability_table ti4_ab_heroes = { rows, sizeof rows / sizeof rows[0] };
