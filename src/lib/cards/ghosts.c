/* ghosts.c -- records of the Ghosts of Creuss' cards that act on the
 * galaxy (the faction sheet's Creuss Gate, Quantum Entanglement and
 * Slipstream are map/galaxy.c's and tactical.c's): the Creuss IFF
 * promissory note, Emissary Taivra (agent) and Sai Seravus (commander).
 * Card texts paraphrased. `pX play creuss_iff:p1 alpha 26` (the note's
 * owner, the token, the system by tile number); `pX play emissary_taivra`;
 * `pX play sai_seravus`. */
#include "rules.h"
#include "units.h"
#include "exploration.h"
#include "movement.h"

#define W(id) (1u << (id))

/* Creuss IFF: at the start of your turn during the action phase, place or
 * move a Creuss wormhole token into a system that contains a planet you
 * control, or a non-home system that contains no other player's ships;
 * then the note returns to the Ghosts (69.4: the registry returns it). */
static int iff_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_ACTION || s->active != seat)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("%s is used at the start of your turn"), "creuss_iff");
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (o < TI4_OPT_ALPHA || o > TI4_OPT_GAMMA || ti4_tile_pos(s, m->arg[0]) < 0 || m->arg[1] != -1 || ti4_count_set(m->planets))
    return ti4_fail(e, TI4_ESYNTAX, "101", N_("name a Creuss wormhole token and a system by its tile number, e.g. play creuss_iff:p1 alpha 26 (%s)"), ti4_seat_word(seat));
  return ti4_creuss_token_check(s, seat, m, e);
}
static size_t iff_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_creuss_token_options(s, seat, base, out, cap, iff_check);
}
static void iff_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  ti4_creuss_token_place(s, seat, m);
}

/* Emissary Taivra (agent): after any player activates a system that
 * contains a non-delta wormhole, exhaust it: that system is adjacent to
 * every other system that contains a wormhole for this tactical action.
 * The state keeps the system (tac.hub) until the tactical action ends; the
 * map (map/galaxy.c) reads it wherever adjacency counts: movement, space
 * cannon, neighbours. The after-activation window is offered to its holder
 * when it could use it (action_phase.c asks ti4_taivra_can). */
static int taivra_usable(const ti4_state *s) {
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || s->active >= s->nseats || s->tac.pos >= s->nmap || s->tac.pos >= TI4_MAX_MAP)
    return 0;
  return (ti4_wormholes_at(s, s->tac.pos) & ~(unsigned)TI4_WH_DELTA) != 0 && s->tac.hub != s->tac.pos + 1;
}
int ti4_taivra_can(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && s->p[seat].faction == TI4_FACTION_GHOST &&
         ti4_leader_state(s, seat, TI4_LEADER_EMISSARY_TAIVRA) == TI4_LEADER_UNLOCKED && s->tac.pos < s->nmap &&
         (ti4_wormholes_at(s, s->tac.pos) & ~(unsigned)TI4_WH_DELTA) != 0;
}
static int taivra_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!taivra_usable(s))
    return ti4_fail(e, TI4_EILLEGAL, "101", N_("Emissary Taivra is used after a player activates a system that contains a non-delta wormhole (%s)"), ti4_seat_word(seat));
  return 0;
}
static void taivra_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m; (void)ev;
  if (s->tac.pos < s->nmap && s->tac.pos < TI4_MAX_MAP) s->tac.hub = (uint8_t)(s->tac.pos + 1);
}

/* Sai Seravus (commander): after your ships move: for each ship that has
 * capacity and moved through 1 or more wormholes, you may place 1 fighter
 * from your reinforcements with that ship if it has capacity to transport
 * it. The movement counts those ships (tac.wormholed, galaxy/tactical.c:
 * among the paths with the fewest rift exits, one through a wormhole if
 * any); the room is the active system's, as capacity counts (16): the
 * ships' capacity less the ground forces and the fighters a space dock
 * does not keep. Fighters are never short (23.4). All are placed (the
 * "may" is the play itself); the count is spent. The registry checks the
 * commander is unlocked (or lent by Alliance). */
static int seravus_fighters(const ti4_state *s, int seat) {
  int pos = s->tac.pos, cap = 0;
  if (pos >= s->nmap || pos >= TI4_MAX_MAP || seat < 0 || seat >= TI4_MAX_SEATS) return 0;
  const uint8_t *u = s->ships[pos][seat];
  for (int k = 0; k <= TI4_UT_WARSUN; k++) if (u[k]) cap += u[k] * ti4_unit_capacity(s, seat, k);
  int f = u[TI4_UT_FIGHTER];
  if (ti4_dock_in(s, seat, pos)) f -= f < 3 ? f : 3;
  int room = cap - u[TI4_UT_INFANTRY] - u[TI4_UT_MECH] - f;
  return room < 0 ? 0 : room < s->tac.wormholed ? room : s->tac.wormholed;
}
static int seravus_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_MOVEMENT || seat != s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.2", N_("Sai Seravus is used after your ships move (%s)"), ti4_seat_word(seat));
  if (!s->tac.wormholed)
    return ti4_fail(e, TI4_EILLEGAL, "101", N_("Sai Seravus: none of your ships with capacity moved through a wormhole (%s)"), ti4_seat_word(seat));
  if (!seravus_fighters(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "16.1", N_("Sai Seravus: your ships have no capacity left for a fighter (%s)"), ti4_seat_word(seat));
  return 0;
}
static void seravus_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m;
  int n = seravus_fighters(s, seat), pos = s->tac.pos;
  s->tac.wormholed = 0;
  if (n <= 0) return;
  s->ships[pos][seat][TI4_UT_FIGHTER] = (uint8_t)(s->ships[pos][seat][TI4_UT_FIGHTER] + n);
  ti4_emit(ev, TI4_EV_PRODUCED, seat, TI4_UT_FIGHTER, pos, 0, n);   /* placed from reinforcements */
}

static const ti4_ability rows[] = {
  { "creuss_iff", TI4_AB_PROMISSORY, TI4_PROMISSORY_CREUSS_IFF, W(TI4_W_TURN_START), TI4_ABF_TARGET,
    iff_check, iff_options, NULL, iff_effect },
  { "emissary_taivra", TI4_AB_LEADER, TI4_LEADER_EMISSARY_TAIVRA, W(TI4_W_AFTER_ACTIVATION), 0,
    taivra_check, NULL, NULL, taivra_effect },
  { "sai_seravus", TI4_AB_LEADER, TI4_LEADER_SAI_SERAVUS, W(TI4_W_AFTER_MOVEMENT), 0,
    seravus_check, NULL, NULL, seravus_effect },
};
const ti4_ability_table ti4_ab_ghosts = { rows, sizeof rows / sizeof rows[0] };
