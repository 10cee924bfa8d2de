/* movement.c -- records of the movement and wormhole family (issue 12):
 * the Creuss wormhole tokens (Wormhole Generator), Sling Relay, and the
 * action cards Nav Suite, Scuttle, Counterstroke and Forward Supply Base.
 * The tokens themselves are state (ti4_explore.creuss) that the map reads
 * wherever wormholes count (map/galaxy.c). Card texts paraphrased.
 * Systems are named by tile number, tokens and ships by word:
 * `component wormhole_generator alpha 26`, `component sling_relay
 * destroyer 26 [TG] [PLANET ...]`, `component scuttle 26 cruiser [27
 * destroyer]`, `play forward_supply_base p3`. */
#include "round.h"
#include "units.h"
#include "exploration.h"
#include "movement.h"
#include "production.h"
#include "excess.h"
#include "deeds.h"

#define W(id) (1u << (id))

/* The map position of the system with tile number n, -1. */
static int tile_pos(const ti4_state *s, int n) {
  if (n < 0 || TI4_OPT_OF_ARG(n) >= 0) return -1;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (s->map[pos] >= 0 && !ti4_systems[s->map[pos]].hyperlane && ti4_tile_number(s->map[pos]) == n) return pos;
  return -1;
}
/* Map positions a play can name: systems with a tile number of their own. */
static int nameable(const ti4_state *s, int pos) {
  return s->map[pos] >= 0 && tile_pos(s, ti4_tile_number(s->map[pos])) == pos;
}
static int opt_of_target(const ti4_move *m) {
  return TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
}
static int ship_of_opt(int o) {
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : -1;
}
static const char *const ship_words[7] = {"carrier", "cruiser", "destroyer", "dreadnought", "fighter", "flagship", "warsun"};

static int others_ships(const ti4_state *s, int seat, int pos) {
  for (int o = 0; o < s->nseats; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) return 1;
  return 0;
}
static int controls_planet_in(const ti4_state *s, int seat, int pos) {
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++)
    if (ti4_sys_planets(s, sy)[i] >= 0 && s->planet_owner[ti4_sys_planets(s, sy)[i]] == seat) return 1;
  return 0;
}

/* ---- Wormhole Generator (Creuss, Codex I Omega): ACTION: exhaust it to
 * place or move a Creuss wormhole token (alpha, beta or gamma) into a
 * system that contains a planet you control, or a non-home system that
 * contains no other player's ships. The token then counts as a wormhole
 * of its kind there (adjacency 6.1, 101; neighbours 60.2). */
static int wormgen_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int o = opt_of_target(m), pos = tile_pos(s, m->arg[0]);
  if (o < TI4_OPT_ALPHA || o > TI4_OPT_GAMMA || pos < 0 || m->arg[1] != -1 || ti4_count_set(m->planets))
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a Creuss wormhole token and a system by its tile number, e.g. component wormhole_generator alpha 26 (%s)"), ti4_seat_word(seat));
  return ti4_creuss_token_check(s, seat, m, e);
}
/* The placement both Wormhole Generator and Creuss IFF allow (the move's
 * target: the token; arg[0]: the tile number; syntax checked by the caller). */
int ti4_creuss_token_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int o = opt_of_target(m), pos = tile_pos(s, m->arg[0]);
  if (o < TI4_OPT_ALPHA || o > TI4_OPT_GAMMA || pos < 0) return ti4_fail(e, TI4_ESYNTAX, "101", "%s", "alpha|beta|gamma TILE");
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  if (s->x.creuss[o - TI4_OPT_ALPHA] == pos + 1)
    return ti4_fail(e, TI4_EILLEGAL, "101", N_("that Creuss wormhole token is in system %s already"), sy->id);
  if (!controls_planet_in(s, seat, pos) && (sy->home || others_ships(s, seat, pos)))
    return ti4_fail(e, TI4_EILLEGAL, "101", N_("a Creuss wormhole token goes into a system with a planet you control, or a non-home system without other players' ships (%s)"), sy->id);
  return 0;
}
/* Every placement check allows: each token into each system named by tile. */
size_t ti4_creuss_token_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                                int (*check)(const ti4_state *, int, const ti4_move *, ti4_error *)) {
  size_t k = 0;
  for (int o = TI4_OPT_ALPHA; o <= TI4_OPT_GAMMA; o++)
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (!nameable(s, pos)) continue;
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_OPTION, o);
      m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
      if (check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}
static size_t wormgen_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_creuss_token_options(s, seat, base, out, cap, wormgen_check);
}
void ti4_creuss_token_place(ti4_state *s, int seat, const ti4_move *m) {
  int pos = tile_pos(s, m->arg[0]), o = opt_of_target(m);
  if (pos < 0 || ti4_creuss_token_check(s, seat, m, NULL)) return;   /* things changed while it waited */
  s->x.creuss[o - TI4_OPT_ALPHA] = (uint8_t)(pos + 1);
}
static void wormgen_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  ti4_creuss_token_place(s, seat, m);
}

/* ---- Sling Relay: ACTION: exhaust it to produce 1 ship in any system that
 * contains one of your space docks. A production (67): its cost is paid
 * (planets and trade goods), reinforcements (67.5), no ships where another
 * player has ships (67.6), the fleet pool (37.1) and, for a fighter,
 * capacity (16.2: the dock holds 3) are checked. */
/* One ship of type k (67.2): produced, not by PRODUCTION (Navarch Feng still applies). */
static int sling_cost(const ti4_state *s, int seat, int k) {
  int n[TI4_SPACE_TYPES] = {0};
  n[k] = 1;
  return ti4_production_cost(s, seat, n, 0, 0);
}
static int sling_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int k = ship_of_opt(opt_of_target(m)), pos = tile_pos(s, m->arg[0]);
  if (k < 0 || pos < 0 || TI4_OPT_OF_ARG(m->arg[1]) >= 0 || m->arg[2] != -1)
    return ti4_fail(e, TI4_ESYNTAX, "67", N_("name a ship and a system by its tile number, then the payment, e.g. component sling_relay destroyer 26 1 (%s)"), ti4_seat_word(seat));
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  if (!ti4_dock_in(s, seat, pos) && !ti4_floating_at(s, seat, pos))   /* a Floating Factory is a dock */
    return ti4_fail(e, TI4_EILLEGAL, "79", N_("you have no space dock in system %s"), sy->id);
  if (ti4_unit_cost2(s, seat, k) < 0 || (k == TI4_UT_WARSUN && !ti4_owns_war_sun_tech(s, seat)))
    return ti4_fail(e, TI4_EILLEGAL, "26.3", N_("you cannot produce a %s"), ship_words[k]);
  if (ti4_units_out(s, seat, k) + 1 > ti4_unit_limit(k))
    return ti4_fail(e, TI4_EILLEGAL, "67.5", N_("not enough %s units left in your reinforcements"), ship_words[k]);
  if (others_ships(s, seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "67.6", N_("other players' ships are in system %s: no ships can be produced there"), sy->id);
  const uint8_t *u = s->ships[pos][seat];
  if (k != TI4_UT_FIGHTER) {
    int fleet = 1;
    for (int j = 0; j <= TI4_UT_WARSUN; j++) fleet += j != TI4_UT_FIGHTER ? u[j] : 0;
    if (fleet > ti4_fleet_limit(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "37.1", N_("more non-fighter ships in system %s than command tokens in your fleet pool"), sy->id);
  } else {
    int capv = 0, f = u[TI4_UT_FIGHTER] + 1;
    for (int j = 0; j <= TI4_UT_WARSUN; j++) capv += u[j] * ti4_unit_capacity(s, seat, j);
    capv += ti4_floating_capacity(s, seat, pos);
    if (ti4_dock_in(s, seat, pos)) f -= f < 3 ? f : 3;   /* a space dock on a planet holds 3 fighters */
    if (f + u[TI4_UT_INFANTRY] + u[TI4_UT_MECH] > capv)
      return ti4_fail(e, TI4_EILLEGAL, "16.2", N_("more fighters than your ships' capacity in system %s"), sy->id);
  }
  return ti4_pay_check(s, seat, m, m->arg[1] > 0 ? m->arg[1] : 0, sling_cost(s, seat, k), 0, 0, e);
}
/* One unit produced in a system named by its tile (Sling Relay, Chaos
 * Mapping): the representative plays (TI4_ABF_FREE: the payment is a set)
 * -- each of the first ntypes unit types once, in the first system `at`
 * allows, paid greedily -- that check accepts. */
size_t ti4_one_unit_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap, int ntypes,
                            int (*at)(const ti4_state *, int, int), int (*cost)(const ti4_state *, int, int),
                            int (*check)(const ti4_state *, int, const ti4_move *, ti4_error *)) {
  size_t n = 0;
  unsigned listed = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (!nameable(s, pos) || !at(s, seat, pos)) continue;
    for (int k = 0; k < ntypes && k < TI4_SPACE_TYPES; k++) {
      if ((listed >> k) & 1) continue;
      ti4_move m = *base, pay = *base;
      m.target = TI4_TARGET(TI4_T_OPTION, k <= TI4_UT_WARSUN ? TI4_OPT_CARRIER + k : k == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : TI4_OPT_MECH);
      m.arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
      if (ti4_pay_greedy(s, seat, &pay, cost(s, seat, k), 0, 0)) continue;
      m.arg[1] = pay.arg[0];
      memcpy(m.planets, pay.planets, sizeof m.planets);
      if (check(s, seat, &m, NULL)) continue;
      listed |= 1u << k;
      if (n < cap) out[n] = m;
      n++;
    }
  }
  return n;
}
static int sling_at(const ti4_state *s, int seat, int pos) {
  return ti4_dock_in(s, seat, pos) || ti4_floating_at(s, seat, pos);
}
static size_t sling_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_one_unit_options(s, seat, base, out, cap, TI4_UT_WARSUN + 1, sling_at, sling_cost, sling_check);
}
static void sling_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int k = ship_of_opt(opt_of_target(m)), pos = tile_pos(s, m->arg[0]);
  if (k < 0 || pos < 0 || sling_check(s, seat, m, NULL)) return;
  ti4_pay_apply(s, seat, m, m->arg[1] > 0 ? m->arg[1] : 0, ev);
  s->ships[pos][seat][k]++;
  s->tac.produced++;
  ti4_nexus_update(s);                                   /* 100.2: placed into the wormhole nexus */
  ti4_emit(ev, TI4_EV_PRODUCED, seat, k, pos, 0, 1);
  ti4_deeds_produced(s, seat, k);                        /* Magmus's unlock: a war sun */
  ti4_production_produced(s, seat, pos);                 /* Yin Spinner */
}

/* ---- Scuttle: ACTION: choose 1 or 2 of your non-fighter ships on the game
 * board and return them to your reinforcements; gain trade goods equal to
 * their combined cost. `component scuttle 26 cruiser [27 destroyer]`: the
 * first word is the move's target, the second ship takes argument 2
 * (TI4_ABF_FREE: `legal` lists each ship alone; pairs, in either order,
 * are accepted). Fighters or ground forces its removal leaves beyond
 * capacity are the player's to choose and remove (16.3, common/excess.c). */
typedef struct { int pos[2], k[2], n; } scuttle_pick;
static int scuttle_parse(const ti4_state *s, const ti4_move *m, scuttle_pick *p) {
  int k0 = ship_of_opt(opt_of_target(m));
  p->n = 0;
  if (k0 < 0 || ti4_count_set(m->planets) || m->arg[3] != -1) return -1;
  p->pos[0] = tile_pos(s, m->arg[0]);
  p->k[0] = k0;
  if (p->pos[0] < 0) return -1;
  p->n = 1;
  if (m->arg[1] == -1 && m->arg[2] == -1) return 0;
  p->pos[1] = tile_pos(s, m->arg[1]);
  p->k[1] = m->arg[2] == -1 ? k0 : ship_of_opt(TI4_OPT_OF_ARG(m->arg[2]));
  if (p->pos[1] < 0 || p->k[1] < 0) return -1;
  p->n = 2;
  return 0;
}
static int scuttle_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  scuttle_pick p;
  if (scuttle_parse(s, m, &p))
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name 1 or 2 ships by system and type, e.g. component scuttle 26 cruiser 27 destroyer (%s)"), ti4_seat_word(seat));
  for (int i = 0; i < p.n; i++) {
    int k = p.k[i], pos = p.pos[i];
    const ti4_system_info *sy = &ti4_systems[s->map[pos]];
    int same = p.n == 2 && i == 1 && p.pos[0] == pos && p.k[0] == k;
    if (k == TI4_UT_FIGHTER)
      return ti4_fail(e, TI4_EILLEGAL, "2", N_("Scuttle takes non-fighter ships (%s)"), ti4_seat_word(seat));
    if (s->ships[pos][seat][k] < 1 + same)
      return ti4_fail(e, TI4_EILLEGAL, "2", N_("you do not have the ships named for Scuttle in system %s"), sy->id);
  }
  return 0;
}
static size_t scuttle_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  int gp[TI4_MAX_MAP * 6], gk[TI4_MAX_MAP * 6], ng = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    for (int k = 0; k <= TI4_UT_WARSUN; k++)
      if (k != TI4_UT_FIGHTER && s->ships[pos][seat][k] && nameable(s, pos)) { gp[ng] = pos; gk[ng] = k; ng++; }
  size_t n = 0;
  for (int i = 0; i < ng; i++)
    for (int j = i - 1; j < i; j++) {                   /* j == i - 1: the ship alone */
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CARRIER + gk[i]);
      m.arg[0] = (int16_t)ti4_tile_number(s->map[gp[i]]);
      if (j >= i) {
        m.arg[1] = (int16_t)ti4_tile_number(s->map[gp[j]]);
        if (gk[j] != gk[i]) m.arg[2] = (int16_t)TI4_OPT_ARG(TI4_OPT_CARRIER + gk[j]);
      }
      if (scuttle_check(s, seat, &m, NULL)) continue;
      if (n < cap) out[n] = m;
      n++;
    }
  return n;
}
static void scuttle_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  scuttle_pick p;
  if (scuttle_parse(s, m, &p) || scuttle_check(s, seat, m, NULL)) return;
  int tg = 0;
  for (int i = 0; i < p.n; i++) {
    int pos = p.pos[i], k = p.k[i];
    s->ships[pos][seat][k]--;
    if (ti4_damaged_get(s, pos, seat, k) > s->ships[pos][seat][k]) ti4_damaged_set(s, pos, seat, k, s->ships[pos][seat][k]);
    tg += ti4_unit_cost2(s, seat, k) / 2;
    ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_UNIT, -1, 1);
  }
  if (tg) ti4_gain_tg(s, seat, tg, ev);
  ti4_excess_owed(s);                              /* 16.3: what the ships left can carry */
}

/* ---- after a system is activated --------------------------------------- */
static int after_activation(const ti4_state *s) {
  const ti4_window *w = ti4_window_top_c(s);
  return w && w->id == TI4_W_AFTER_ACTIVATION && s->phase == TI4_PHASE_ACTION && s->tac.pos < s->nmap;
}

/* Nav Suite: after you activate a system, anomalies have no effect during
 * the "Movement" step of this tactical action (their blocking, a nebula's
 * move value, a gravity rift's bonus and rolls): a flag of the tactical
 * action that galaxy/tactical.c reads. */
static int nav_suite_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!after_activation(s) || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("this card is played after you activate a system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void nav_suite_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags |= TI4_TAC_NAV_SUITE;
}

/* Crucible (the Vuil'raith Cabal's note): after you activate a system,
 * during this movement your ships do not roll for gravity rifts; those
 * that move out of or through one apply +1 more to their move value (41.1
 * gives the first); then the note returns to its owner (69.4, the
 * registry). A flag of the tactical action that galaxy/tactical.c reads:
 * the path search counts a rift exit as +2 and no die. */
static int crucible_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!after_activation(s) || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("Crucible is played after you activate a system (%s)"), ti4_seat_word(seat));
  if (s->tac.flags2 & TI4_TAC2_CRUCIBLE)
    return ti4_fail(e, TI4_EILLEGAL, "41.2", N_("Crucible already applies to this movement (%s)"), ti4_seat_word(seat));
  return 0;
}
static void crucible_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  s->tac.flags2 |= TI4_TAC2_CRUCIBLE;
}

/* Counterstroke: after a player activates a system that contains one of
 * your command tokens, return that token to your tactic pool. Another
 * player's activation: the active player's own token there is the one
 * just placed (the system did not contain it before). */
static int counterstroke_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!after_activation(s) || seat == s->active || !((s->tokens[s->tac.pos] >> seat) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Counterstroke is played after another player activates a system that holds your command token (%s)"), ti4_seat_word(seat));
  return 0;
}
static void counterstroke_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  if (counterstroke_check(s, seat, m, NULL)) return;
  s->tokens[s->tac.pos] &= (uint8_t)~(1u << seat);
  s->p[seat].tactic++;
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TACTIC, -1, 1);
}

/* Forward Supply Base: after another player activates a system that
 * contains your units, gain 3 trade goods, then choose another player who
 * gains 1 (`play forward_supply_base p3`). */
static int fsb_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!after_activation(s) || seat == s->active || !ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("Forward Supply Base is played after another player activates a system with your units (%s)"), ti4_seat_word(seat));
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) != TI4_T_PLAYER || m->arg[0] != -1 || ti4_count_set(m->planets))
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name another player, who gains 1 trade good (%s)"), ti4_seat_word(seat));
  if (t == seat || !ti4_seat_valid(s, t))
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("name another player, who gains 1 trade good (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t fsb_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = 0; i < s->nseats; i++) {
    ti4_move m = *base;
    m.target = TI4_TARGET(TI4_T_PLAYER, i);
    if (fsb_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void fsb_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_gain_tg(s, seat, 3, ev);
  int t = (int)TI4_TARGET_INDEX(m->target);
  if (TI4_TARGET_KIND(m->target) == TI4_T_PLAYER && t != seat && ti4_seat_valid(s, t)) ti4_gain_tg(s, t, 1, ev);
}

/* Is seat offered the after-activation window for these cards: another
 * seat holding an action card (hand sizes are public) with a command
 * token or units in the active system (public too). */
int ti4_movement_cards_can(const ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || seat == s->active || !s->p[seat].nhand || s->tac.pos >= s->nmap) return 0;
  return ((s->tokens[s->tac.pos] >> seat) & 1) || ti4_units_at(s, seat, s->tac.pos);
}

#define AC(id, card, win, fl, chk, opt, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, win, fl, chk, opt, NULL, eff }
static const ti4_ability rows[] = {
  { "wormhole_generator", TI4_AB_TECH, TI4_TECH_WORMHOLE_GENERATOR, 0, TI4_ABF_COMPONENT | TI4_ABF_EXHAUST | TI4_ABF_TARGET,
    wormgen_check, wormgen_options, NULL, wormgen_effect },
  { "sling_relay", TI4_AB_TECH, TI4_TECH_SLING_RELAY, 0, TI4_ABF_COMPONENT | TI4_ABF_EXHAUST | TI4_ABF_TARGET | TI4_ABF_FREE,
    sling_check, sling_options, NULL, sling_effect },
  AC("scuttle", SCUTTLE, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET | TI4_ABF_FREE, scuttle_check, scuttle_options, scuttle_effect),
  { "crucible", TI4_AB_PROMISSORY, TI4_PROMISSORY_CRUCIBLE, W(TI4_W_AFTER_ACTIVATION), 0, crucible_check, NULL, NULL, crucible_effect },
  AC("nav_suite", NAV_SUITE, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, nav_suite_check, NULL, nav_suite_effect),
  AC("counterstroke", COUNTERSTROKE, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN, counterstroke_check, NULL, counterstroke_effect),
  AC("forward_supply_base", FORWARD_SUPPLY_BASE, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN | TI4_ABF_TARGET, fsb_check, fsb_options, fsb_effect),
};
const ti4_ability_table ti4_ab_movement = { rows, sizeof rows / sizeof rows[0] };
