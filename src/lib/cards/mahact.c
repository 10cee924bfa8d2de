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
 * Not modelled: the tokens going back (the Starlancer mech, an
 * elimination); the Mahact's agent. */
#include "rules.h"
#include "round.h"
#include "agenda_rules.h"   /* ti4_commander_usable */
#include "tokens.h"
#include "mahact.h"

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
