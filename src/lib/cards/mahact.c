/* mahact.c -- the Mahact Gene-Sorcerers' fleet pool (faction sheet). The
 * other players' command tokens in it are a bit per seat, s->tok.mahact
 * (state/tokens.h reads them):
 *
 * - Edict: when the Mahact win a combat, 1 command token from their
 *   opponent's reinforcements goes into the Mahact's fleet pool, unless one
 *   of that player's is there already. Automatic (no "may"); none when the
 *   opponent's reinforcements hold none (20.3). Those tokens raise the
 *   Mahact's fleet limit (ti4_fleet_limit, map/units.c) and are out of
 *   their owner's reinforcements (ti4_reinforcement_tokens, state.c); they
 *   cannot be redistributed (the Mahact's own pools are unchanged).
 * - Imperia: while another player's token is in their fleet pool, the Mahact
 *   may use that player's commander if it is unlocked: the question every
 *   commander's use asks, ti4_commander_usable (state.c), says so -- as for
 *   the Alliance note, only the commanders that ask it.
 *
 * - Il Na Viroset (commander; unlocked with 2 other factions' tokens in
 *   the fleet pool): in their tactical action the Mahact may activate a
 *   system that holds their command token; then both tokens go back to
 *   their reinforcements and, once the after-activation window closes,
 *   the turn ends (action_phase.c: the tactical move, as Nullification
 *   Field ends one).
 *
 * - Starlancer (mech): after a player whose token is in the Mahact's fleet
 *   pool activates a system with a Mahact mech, the Mahact may return that
 *   token to its owner's reinforcements to end their turn (`play
 *   starlancer` in the after-activation window, offered to them then:
 *   action_phase.c). Not under Articles of War (mechs lose their texts).
 *
 * Not modelled: a token going back at an elimination; the Mahact's agent. */
#include "rules.h"
#include "round.h"
#include "agenda_rules.h"   /* ti4_commander_usable */
#include "tokens.h"
#include "mahact.h"
#include "units.h"

void ti4_edict(ti4_state *s, int winner, int loser, ti4_events *ev) {
  if (winner < 0 || winner >= s->nseats || loser < 0 || loser >= s->nseats || winner == loser) return;
  const ti4_player *p = &s->p[winner];
  if (p->faction != TI4_FACTION_MAHACT || p->eliminated || p->no_abilities || s->p[loser].eliminated) return;
  if (((s->tok.mahact >> loser) & 1) || ti4_reinforcement_tokens(s, loser) <= 0) return;
  s->tok.mahact = (uint8_t)(s->tok.mahact | (1u << loser));
  ti4_emit_what(ev, TI4_EV_GAINED, winner, TI4_RES_FLEET, -1, 1);
}

int ti4_viroset(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && s->p[seat].faction == TI4_FACTION_MAHACT &&
         ti4_leaders[TI4_LEADER_IL_NA_VIROSET].faction == TI4_FACTION_MAHACT &&
         ti4_commander_usable(s, seat, TI4_FACTION_MAHACT);
}
int ti4_viroset_unlocks(const ti4_state *s, int seat) {
  int n = 0;
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) n += ti4_mahact_holds(s, seat, o);
  return n >= 2;
}

/* ---- Starlancer ------------------------------------------------------------- */
static int mech_in(const ti4_state *s, int seat, int pos) {
  if (pos < 0 || pos >= s->nmap || pos >= TI4_MAX_MAP) return 0;
  if (s->ships[pos][seat][TI4_UT_MECH]) return 1;
  for (int pl = 0; pl < TI4_NPLANETS; pl++)
    if (s->planet_owner[pl] == seat && s->planet_units[pl][1] && ti4_planet_pos(s, pl) == pos) return 1;
  return 0;
}
int ti4_starlancer_can(const ti4_state *s, int seat) {
  int a = s->active;
  if (seat < 0 || seat >= s->nseats || a >= s->nseats || a == seat || s->tac.pos >= TI4_MAX_MAP) return 0;
  if (ti4_unit_row(s, seat, TI4_UT_MECH) != TI4_UNIT_STARLANCER || (s->nlaws && ti4_law_for(s, TI4_AGENDA_ARTICLES_OF_WAR)))
    return 0;
  return ti4_mahact_holds(s, seat, a) && mech_in(s, seat, s->tac.pos) && !(s->tac.flags2 & TI4_TAC2_ENDED);
}
static int starlancer_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  const ti4_window *w = ti4_window_top_c(s);
  if (!w || w->id != TI4_W_AFTER_ACTIVATION || seat == s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after another player activates a system (%s)"), ti4_seat_word(seat));
  if (!ti4_starlancer_can(s, seat))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Starlancer: the active player's token is not in your fleet pool, or no mech of yours is in the active system (%s)"), ti4_seat_word(seat));
  return 0;
}
static void starlancer(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  int a = s->active;
  if (!ti4_mahact_holds(s, seat, a)) return;
  s->tok.mahact = (uint8_t)(s->tok.mahact & ~(1u << a));   /* back to its owner's reinforcements */
  s->tac.flags2 |= TI4_TAC2_ENDED;                           /* the turn ends (action_phase.c) */
}

static const ti4_ability rows[] = {
  { "starlancer", TI4_AB_UNIT, TI4_UNIT_STARLANCER, 1u << TI4_W_AFTER_ACTIVATION, 0,
    starlancer_check, NULL, NULL, starlancer },
};
const ti4_ability_table ti4_ab_mahact = { rows, sizeof rows / sizeof rows[0] };
