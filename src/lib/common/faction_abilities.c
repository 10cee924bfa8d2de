/* faction_abilities.c -- faction sheet abilities that act by themselves at
 * moments the phases make happen (no play, no window): the phases call the
 * moment, the faction's ability answers. Those that are played are records
 * in cards/factions.c; those of combat in cards/combat_abilities.c. */
#include <string.h>
#include "agenda_rules.h"
#include "round.h"
#include "units.h"
#include "faction_abilities.h"

/* Sol, Versatile: one more command token whenever they gain them in the
 * status phase (81.5: 2, so 3). */
int ti4_status_tokens(const ti4_state *s, int seat) {
  return 2 + (s->p[seat].faction == TI4_FACTION_SOL)   /* Versatile */
         + ti4_has_tech(s, seat, TI4_TECH_HYPER_METABOLISM);   /* Hyper Metabolism: 3 instead of 2 */
}

/* Replenishing commodities (21.4: up to the faction's value), and what
 * follows any replenishment: Trade Agreement, Minister of Commerce. */
void ti4_note_replenished(ti4_state *s, int owner, ti4_events *ev);   /* notes.c */
void ti4_replenish(ti4_state *s, int seat, ti4_events *ev) {
  int f = s->p[seat].faction;
  int c = f >= 0 ? ti4_factions[f].commodities : 0;
  if (c > s->p[seat].commodities) {
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_COMMODITIES, -1, c - s->p[seat].commodities);
    s->p[seat].commodities = (uint8_t)c;
  }
  s->captured.replenished |= (uint8_t)(1u << seat);   /* The Stillness of Stars (cards/vuilraith.c) */
  ti4_note_replenished(s, seat, ev);          /* Trade Agreement */
  int mc = s->nlaws ? ti4_law_in_play(s, TI4_AGENDA_MINISTER_OF_COMMERCE) : -1;
  if (mc >= 0 && s->laws[mc].elected == TI4_TARGET(TI4_T_PLAYER, seat)) {
    int n = 0;                                  /* Minister of Commerce: 1 per neighbour (LRR 60) */
    for (int o = 0; o < s->nseats; o++) n += o != seat && !s->p[o].eliminated && ti4_neighbors(s, seat, o);
    if (n) ti4_gain_tg(s, seat, n, ev);
  }
}

/* Council Patronage (the Council Keleres): at the start of the strategy
 * phase, replenish commodities, then gain 1 trade good. */
static int keleres(int f) { return f >= 0 && !strncmp(ti4_factions[f].id, "keleres_", 8); }
void ti4_factions_start_of_strategy(ti4_state *s, ti4_events *ev) {
  for (int i = 0; i < s->nseats; i++) {
    if (s->p[i].eliminated || !keleres(s->p[i].faction)) continue;
    ti4_replenish(s, i, ev);
    ti4_gain_tg(s, i, 1, ev);
  }
}

/* Arborec, Mitosis: at the start of the status phase they place 1 infantry
 * from reinforcements on a planet they control (asked: which). Their space
 * docks producing no infantry is the production rule's (68.1d). */
int ti4_factions_start_of_status(ti4_state *s, ti4_events *ev) {   /* infantry: no limit (23.4) */
  (void)ev;
  for (int i = 0; i < s->nseats; i++) {
    if (s->p[i].eliminated || s->p[i].faction != TI4_FACTION_ARBOREC) continue;
    for (int p = 0; p < TI4_NPLANETS; p++)
      if (s->planet_owner[p] == i && !(s->planet_flags[p] & TI4_PF_DMZ)) {
        ti4_ask_for(s, TI4_ASK_MITOSIS, i, -1);
        return 1;
      }
  }
  return 0;
}

/* Xxcha, Peace Accords: a planet other than Mecatol Rex, with no units, in
 * a system adjacent to a planet the Xxcha control (6.2, 6.3: or holding
 * one), not theirs already (25.2). */
int ti4_peace_accords_fits(const ti4_state *s, int seat, int pl) {
  if (pl < 0 || pl >= TI4_NPLANETS || pl == TI4_PLANET_MECATOL_REX || s->planet_owner[pl] == seat) return 0;
  const uint8_t *u = s->planet_units[pl];
  if (u[0] || u[1] || u[2] || u[3]) return 0;
  int pos = ti4_planet_pos(s, pl);
  if (pos < 0) return 0;
  uint64_t near = ti4_adjacent_mask(s, pos) | (uint64_t)1 << pos;
  for (int q = 0; q < TI4_NPLANETS; q++) {
    if (s->planet_owner[q] != seat) continue;
    int qp = ti4_planet_pos(s, q);
    if (qp >= 0 && ((near >> qp) & 1)) return 1;
  }
  return 0;
}
void ti4_factions_after_diplomacy(ti4_state *s, int seat) {
  if (s->p[seat].faction != TI4_FACTION_XXCHA) return;
  for (int pl = 0; pl < TI4_NPLANETS; pl++)
    if (ti4_peace_accords_fits(s, seat, pl)) { ti4_ask_for(s, TI4_ASK_PEACE_ACCORDS, seat, -1); return; }
}

/* Nekro, Propagation: no research; 3 command tokens instead. */
int ti4_propagation(const ti4_state *s, int seat) { return s->p[seat].faction == TI4_FACTION_NEKRO; }
void ti4_propagation_tokens(ti4_state *s, int seat) {
  int n = ti4_reinforcement_tokens(s, seat);
  if (n > 3) n = 3;
  if (n <= 0) return;
  ti4_ask_for(s, TI4_ASK_TOKENS, seat, -1);
  s->ask.arg[0] = (int16_t)n;
}

/* Saar, Nomadic: they score public objectives without controlling the
 * planets of their home system (61.16 does not bind them). */
int ti4_scores_without_home(const ti4_state *s, int seat) {
  return s->p[seat].faction == TI4_FACTION_SAAR;
}

/* Control of pl passes to seat from o (49.5a): o's PDS and space docks on
 * it are destroyed -- but the L1Z1X, Assimilate, replace each with one of
 * their own from reinforcements (as many as are left there, 72.1; the rest
 * are destroyed). kept[2], kept[3]: seat's PDS and docks on pl afterwards;
 * pos: the planet's map position, for the events. */
void ti4_structures_taken(ti4_state *s, int seat, int pl, int o, int pos, int infiltrate, uint8_t kept[4], ti4_events *ev) {
  if (o >= s->nseats || o == seat) return;
  int assimilate = infiltrate || s->p[seat].faction == TI4_FACTION_L1Z1X;   /* Infiltrate: the action card, the same */
  for (int k = 2; k < 4; k++) {
    int n = s->planet_units[pl][k], ut = TI4_UT_INFANTRY + k, mine = 0;
    if (!n) continue;
    if (assimilate) {
      int left = ti4_unit_limit(ut) - ti4_units_out(s, seat, ut);
      mine = n < left ? n : left > 0 ? left : 0;
    }
    if (mine) {
      kept[k] = (uint8_t)mine;
      ti4_emit_what(ev, TI4_EV_LOST, o, TI4_RES_UNIT, -1, mine);      /* back to their reinforcements */
      ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, mine);
    }
    if (n > mine) ti4_emit(ev, TI4_EV_DESTROYED, o, ut, pos, 0, n - mine);
  }
}

/* After seat gained control of planet pl (every way control is gained:
 * landing, invasion, Peace Accords, agendas). Saar, Scavenge: 1 trade
 * good. */
void ti4_factions_control_gained(ti4_state *s, int seat, int pl, ti4_events *ev) {
  if (s->p[seat].faction == TI4_FACTION_SAAR && !s->p[seat].no_abilities) ti4_gain_tg(s, seat, 1, ev);
  if (pl == TI4_PLANET_MECATOL_REX && s->p[seat].faction == TI4_FACTION_WINNU && s->phase == TI4_PHASE_ACTION &&
      seat == s->active && s->tac.step)       /* Reclamation: asked once the tactical action is over */
    s->fx.flags |= TI4_FX_RECLAIM_GAINED;
  if (ti4_has_tech(s, seat, TI4_TECH_INTEGRATED_ECONOMY) && pl >= 0 && pl < TI4_NPLANETS) {   /* asked by cards/production.c */
    s->fx.flags |= TI4_FX_IE_OWED;
    s->fx.ie_seat = (uint8_t)seat;
    s->fx.ie_planet = (uint8_t)pl;
  }
}

/* Winnu, Reclamation: after a tactical action during which they gained
 * control of Mecatol Rex, they may place 1 PDS and 1 space dock from
 * reinforcements there (`choose mecatol_rex`, or plain `choose`): what
 * their reinforcements and the planet's limits allow (72.1, 85.4, 85.5). */
void ti4_factions_tactical_done(ti4_state *s) {
  if (s->fx.flags & TI4_FX_RECLAIM_GAINED) s->fx.flags = (uint8_t)((s->fx.flags & ~TI4_FX_RECLAIM_GAINED) | TI4_FX_RECLAIM_OWED);
}
int ti4_reclamation_units(const ti4_state *s, int seat, int *pds, int *dock) {
  int pl = TI4_PLANET_MECATOL_REX;
  *pds = *dock = 0;
  if (s->planet_owner[pl] != seat || (s->planet_flags[pl] & TI4_PF_DMZ)) return 0;
  *pds = s->planet_units[pl][2] < 2 && ti4_units_out(s, seat, TI4_UT_PDS) < ti4_unit_limit(TI4_UT_PDS);
  *dock = !s->planet_units[pl][3] && ti4_units_out(s, seat, TI4_UT_SPACEDOCK) < ti4_unit_limit(TI4_UT_SPACEDOCK);
  return *pds || *dock;
}

/* The custodians token (27.2): 6 influence -- the Winnu pay nothing
 * (Blood Ties). */
int ti4_custodians_cost(const ti4_state *s, int seat) {
  return s->p[seat].faction == TI4_FACTION_WINNU ? 0 : 6;
}

/* Mentak, Pillage: after a neighbour gains trade goods or resolves a
 * transaction, if they have 3 or more trade goods, the Mentak may take 1
 * of their trade goods or commodities. Not while the Mentak's Promise of
 * Protection is face up in that player's play area. */
int ti4_pillage_fits(const ti4_state *s, int mentak, int o) {
  if (mentak < 0 || mentak >= s->nseats || o < 0 || o >= s->nseats || o == mentak) return 0;
  if (s->p[mentak].faction != TI4_FACTION_MENTAK || s->p[mentak].eliminated || s->p[o].eliminated ||
      s->p[mentak].no_abilities || s->p[o].tg < 3 || !ti4_neighbors(s, mentak, o)) return 0;
  int pop = TI4_PROMISSORY_PROMISE_OF_PROTECTION;
  return !(ti4_pn_holder(s, pop, mentak) == o && ((s->pn_in_play[pop] >> mentak) & 1));
}
/* Artuno the Betrayer (Nomad agent) can take trade goods onto it: its
 * player's, ready (51.4). */
int ti4_artuno_fits(const ti4_state *s, int seat) {
  return seat >= 0 && seat < s->nseats && !s->p[seat].eliminated &&
         s->p[seat].faction == ti4_leaders[TI4_LEADER_ARTUNO_THE_BETRAYER].faction &&
         ti4_leader_state(s, seat, TI4_LEADER_ARTUNO_THE_BETRAYER) == TI4_LEADER_UNLOCKED;
}
/* Temporal Command Suite (Nomad technology) can ready an agent: owned,
 * ready (90.4). */
int ti4_tcs_fits(const ti4_state *s, int seat) {
  int t = TI4_TECH_TEMPORAL_COMMAND_SUITE;
  return seat >= 0 && seat < s->nseats && !s->p[seat].eliminated && ti4_has_tech(s, seat, t) &&
         !((s->p[seat].tech_exhausted[t >> 3] >> (t & 7)) & 1);
}
/* The owed offers, one at a time, once nothing else is asked (the engine
 * calls it as it does the hand limit); 1 when it asks. */
int ti4_factions_owed_ask(ti4_state *s) {
  if (s->fx.flags & TI4_FX_RECLAIM_OWED) {
    s->fx.flags &= (uint8_t)~TI4_FX_RECLAIM_OWED;
    int w = s->planet_owner[TI4_PLANET_MECATOL_REX], pds, dock;
    if (w < s->nseats && s->p[w].faction == TI4_FACTION_WINNU && ti4_reclamation_units(s, w, &pds, &dock)) {
      ti4_ask_for(s, TI4_ASK_RECLAMATION, w, -1);
      return 1;
    }
  }
  if (s->fx.singularity_from) {
    int o = s->fx.singularity_from - 1, n = s->fx.singularity_by;
    s->fx.singularity_from = 0;
    if (n < s->nseats && !s->p[n].eliminated && s->fx.singularity != s->fx.singularity_at) {   /* the combat may be over */
      for (int t = 0; t < TI4_NTECHS; t++)
        if (ti4_singularity_fits(s, n, o, t) || ti4_valefar_tokens(s, n, o, t)) {
          ti4_ask_for(s, TI4_ASK_SINGULARITY, n, -1);
          s->ask.arg[0] = (int16_t)o;
          return 1;
        }
    }
  }
  if (s->tok.agent_exhausted) {              /* Temporal Command Suite: "after any player's agent becomes exhausted" */
    int o, agent = ti4_agent_exhausted(s, &o);
    s->tok.agent_exhausted = 0;
    if (agent >= 0 && ti4_leader_state(s, o, agent) == TI4_LEADER_EXHAUSTED)
      for (int i = 0; i < s->nseats; i++) {
        int n = (o + i) % s->nseats;            /* its owner first, then in seat order */
        if (!ti4_tcs_fits(s, n)) continue;
        ti4_ask_for(s, TI4_ASK_TCS, n, -1);
        s->ask.arg[0] = (int16_t)o;
        s->ask.arg[1] = (int16_t)agent;
        return 1;
      }
  }
  if (s->fx.artuno) {                        /* Artuno the Betrayer: "when you gain trade goods from the supply" */
    int n = s->fx.artuno;
    s->fx.artuno = 0;
    for (int i = 0; i < s->nseats; i++)
      if (ti4_artuno_fits(s, i)) {
        ti4_ask_for(s, TI4_ASK_ARTUNO, i, -1);
        s->ask.arg[0] = (int16_t)n;
        return 1;
      }
  }
  while (s->fx.acidos) {
    int o = __builtin_ctz(s->fx.acidos) / 2;
    s->fx.acidos = (uint16_t)(s->fx.acidos - (1u << (2 * o)));
    if (o < s->nseats && !s->p[o].eliminated && ti4_commander_usable(s, o, TI4_FACTION_NEKRO)) {
      ti4_ask_for(s, TI4_ASK_ACIDOS, o, -1);
      return 1;
    }
  }
  while (s->fx.pillage) {
    int o = __builtin_ctz(s->fx.pillage) / 2;
    s->fx.pillage = (uint16_t)(s->fx.pillage - (1u << (2 * o)));
    for (int m = 0; m < s->nseats; m++)
      if (ti4_pillage_fits(s, m, o)) {
        ti4_ask_for(s, TI4_ASK_PILLAGE, m, -1);
        s->ask.arg[0] = (int16_t)o;
        return 1;
      }
  }
  return 0;
}

/* Nekro, Technological Singularity: once per combat, after 1 of their
 * opponent's units is destroyed, they may gain 1 technology that player
 * owns -- not a faction technology (90.11: those only through Valefar
 * Assimilator, 90.16). Asked after each destruction until used in that
 * combat (a decline is not a use). */
static uint16_t combat_serial(const ti4_state *s) {
  return (uint16_t)(s->combat.space_combats + s->combat.ground_combats);
}
int ti4_singularity_nekro(const ti4_state *s, int owner) {
  const ti4_combat *c = &s->combat;
  if ((c->kind != 1 && c->kind != 2) || owner < 0 || owner >= s->nseats) return -1;   /* a space or ground combat */
  int n = c->seat[0] == owner ? c->seat[1] : c->seat[1] == owner ? c->seat[0] : -1;
  if (n < 0 || n >= s->nseats || s->p[n].faction != TI4_FACTION_NEKRO || s->p[n].eliminated ||
      s->fx.singularity == combat_serial(s)) return -1;
  int av = TI4_PROMISSORY_ANTIVIRUS;             /* the Nekro's Antivirus in the owner's play area (notes2.c) */
  if (s->pn_holder[av][n] == owner && ((s->pn_in_play[av] >> n) & 1)) return -1;
  return n;
}
int ti4_singularity_fits(const ti4_state *s, int nekro, int o, int t) {
  return t >= 0 && t < TI4_NTECHS && ti4_techs[t].faction < 0 && (ti4_techs[t].source & s->expansions) &&
         ti4_has_tech(s, o, t) && !ti4_has_tech(s, nekro, t);
}
void ti4_factions_unit_destroyed(ti4_state *s, int owner) {
  int n = ti4_singularity_nekro(s, owner);
  if (n < 0) return;
  s->fx.singularity_from = (uint8_t)(owner + 1);
  s->fx.singularity_by = (uint8_t)n;
  s->fx.singularity_at = combat_serial(s);
}
void ti4_singularity_used(ti4_state *s) { s->fx.singularity = s->fx.singularity_at; }

/* Valefar Assimilator X and Y (Nekro, 90.16): when they would gain
 * another player's technology through a faction ability (Technological
 * Singularity), they may instead place the X or Y token on a faction
 * technology that player owns -- a card, never a unit printed on a faction
 * sheet (90.17) -- and while it lies there the assimilator has that
 * technology's text (ti4_has_tech: every check sees it). A technology the
 * Nekro has already is no target: so X never joins Y on one card. A token
 * may leave its card for a new one. 90.21: a unit upgrade of a unit type
 * a token already copies takes that same token. */
static int upgrade_type(int t) {
  for (int u = 0; u < TI4_NUNITS; u++)
    if (ti4_units[u].tech == t) return ti4_units[u].type;
  return -1;
}
int ti4_valefar_tokens(const ti4_state *s, int nekro, int o, int t) {
  if (nekro < 0 || nekro >= s->nseats || o < 0 || o >= s->nseats || o == nekro || t < 0 || t >= TI4_NTECHS ||
      ti4_techs[t].faction < 0 || !(ti4_techs[t].source & s->expansions) || !ti4_tech_card(s, o, t) ||
      t == TI4_TECH_I_I_H_Q_MODERNIZATION ||   /* its text: no X or Y assimilator token on it */
      ti4_has_tech(s, nekro, t)) return 0;
  int mask = ti4_tech_card(s, nekro, TI4_TECH_VALEFAR_ASSIMILATOR_X) | ti4_tech_card(s, nekro, TI4_TECH_VALEFAR_ASSIMILATOR_Y) << 1;
  int k = upgrade_type(t);
  for (int i = 0; k >= 0 && i < 2; i++)
    if (((mask >> i) & 1) && s->tok.valefar[i] && upgrade_type(s->tok.valefar[i] - 1) == k) return 1 << i;
  return mask;
}
/* Nekro Acidos (the Nekro's commander, unlocked; or through the Alliance
 * note, Imperia): after you gain a technology, you may draw 1 action card.
 * A Valefar token placed is no technology gained (it is placed instead). */
void ti4_tech_gained(ti4_state *s, int seat, ti4_events *ev) {
  ti4_custodia_sync(s, ev);                    /* I.I.H.Q. Modernization: Custodia Vigilia (state.c), announced */
  if (seat < 0 || seat >= s->nseats || !ti4_commander_usable(s, seat, TI4_FACTION_NEKRO)) return;
  if (((s->fx.acidos >> (2 * seat)) & 3) < 3) s->fx.acidos = (uint16_t)(s->fx.acidos + (1u << (2 * seat)));
}
void ti4_valefar_place(ti4_state *s, int nekro, int i, int t, ti4_events *ev) {
  if (i < 0 || i > 1 || t < 0 || t >= TI4_NTECHS) return;
  s->tok.valefar[i] = (uint8_t)(t + 1);
  ti4_emit_what(ev, TI4_EV_GAINED, nekro, TI4_RES_TECH, t, 1);   /* its text, through the token */
}

/* Magmus (the Muaat's commander, unlocked; or through the Alliance note,
 * Imperia): after you spend a token from your strategy pool, gain 1 trade
 * good -- one per token (Lead from the Front may spend several). Called by
 * every spending of a strategy-pool token: secondaries, Lead from the
 * Front, Quash, Orbital Drop, Bioplasmosis, Nullification Field, Instinct
 * Training; not by tokens placed (Foresight, Diplomacy) or removed by
 * another player's note (Political Favor, Military Support, Cybernetic
 * Enhancements). */
void ti4_strategy_spent(ti4_state *s, int seat, int n, ti4_events *ev) {
  if (n <= 0 || seat < 0 || seat >= s->nseats || !ti4_commander_usable(s, seat, ti4_leaders[TI4_LEADER_MAGMUS].faction)) return;
  ti4_gain_tg(s, seat, n, ev);
}

/* Jol-Nar, Brilliant: when they spend a command token to resolve the
 * Technology card's secondary, they may resolve its primary instead
 * (strategy_cards.c: a follow that pays nothing). */
int ti4_brilliant(const ti4_state *s, int seat) {
  return s->p[seat].faction == TI4_FACTION_JOLNAR && !s->p[seat].no_abilities;
}

/* Mahact, Hubris: during setup they purge their Alliance promissory note,
 * and other players cannot give them theirs: is note pn barred for seat? */
int ti4_hubris(const ti4_state *s, int seat, int pn) {
  return pn == TI4_PROMISSORY_ALLIANCE && seat >= 0 && seat < TI4_MAX_SEATS && s->p[seat].faction == TI4_FACTION_MAHACT;
}
