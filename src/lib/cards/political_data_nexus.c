/* political_data_nexus.c -- Xxekir Grom, the Xxcha hero (PoK): Political
 * Data Nexus, a component action (AG-100). The player may discard 1 law,
 * looks at the top 5 agendas, reveals 2 of them (in the order they will
 * resolve) and resolves each as if they alone had cast 1 vote for the
 * outcome they choose; the other 3 are discarded; the hero is purged when
 * used (abilities.c). No timing window opens meanwhile, so no other player
 * can use an ability. Outcomes resolve as the agenda phase resolves them
 * (agenda_outcome.c); an outcome that asks a choice: the action phase
 * resumes the Nexus once it is answered (ti4_nexus_resume).
 *
 * The cards looked at stay on top of the deck (hidden in views) until
 * picked or discarded. During the action phase s->ag is free; the Nexus
 * keeps there: ag.number how many top cards are looked at, ag.tied
 * [0..ntied) the revealed ones in order (TI4_T_AGENDA), ag.vote_pos how many
 * resolved, ag.last_voter the hero's player, TI4_AGF_NEXUS while it runs.
 * Miscount Disclosed's elected law takes the slot of the card itself. */
#include "agenda_rules.h"

static int nexus_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  if (s->phase != TI4_PHASE_ACTION)
    return ti4_fail(e, TI4_EILLEGAL, "1.5", N_("%s is a component action of the action phase"), "xxekir_grom");
  if (m->target && (TI4_TARGET_KIND(m->target) != TI4_T_LAW || ti4_law_in_play(s, (int)TI4_TARGET_INDEX(m->target)) < 0))
    return ti4_fail(e, TI4_EILLEGAL, "8.20", N_("%s may discard a law in play only"), "xxekir_grom");
  if (s->nagenda_deck == 0 && s->nagenda_discard == 0)
    return ti4_fail(e, TI4_EILLEGAL, "8.2", N_("no agenda card is left for %s"), "xxekir_grom");
  return 0;
}

static size_t nexus_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  (void)seat;
  size_t k = 0;
  if (cap) out[0] = *base;                     /* no law discarded */
  k++;
  for (int i = 0; i < s->nlaws; i++, k++)
    if (k < cap) { out[k] = *base; out[k].target = TI4_TARGET(TI4_T_LAW, s->laws[i].agenda); }
  return k;
}

static void clear_votes(ti4_state *s) {
  memset(s->ag.votes, 0, sizeof s->ag.votes);
  memset(s->ag.outcome_of, 0, sizeof s->ag.outcome_of);
  memset(s->ag.extra, 0, sizeof s->ag.extra);
  s->ag.outcome = 0;
  s->ag.current = -1;
}

/* Ask for the next pick, the next outcome, or end the Nexus. */
static void nexus_next(ti4_state *s, ti4_events *ev) {
  (void)ev;
  int seat = s->ag.last_voter;
  if (s->ag.ntied < 2 && s->ag.number > 0) {  /* reveal 2 (or what there is) */
    ti4_ask_for(s, TI4_ASK_AG_NEXUS_PICK, seat, -1);
    return;
  }
  for (; s->ag.number > 0; s->ag.number--) {   /* the rest are discarded */
    int a = s->agenda_deck[--s->nagenda_deck];
    s->agenda_deck[s->nagenda_deck] = 0;
    s->agenda_discard[s->nagenda_discard++] = (uint8_t)a;
    ti4_emit(ev, TI4_EV_DISCARDED, TI4_NOBODY, a, -1, 0, 0);
  }
  while (s->ag.vote_pos < s->ag.ntied) {
    s->ag.current = (int16_t)TI4_TARGET_INDEX(s->ag.tied[s->ag.vote_pos]);
    if (ti4_outcome_list(s, s->ag.current, NULL, 0) > 0) {
      ti4_ask_for(s, TI4_ASK_AG_NEXUS_OUTCOME, seat, -1);
      return;
    }
    /* nothing it could elect (Classified Document Leaks with no scored
     * secret): discarded unresolved, as an agenda nobody can vote on is */
    s->ag.outcome = 0;
    ti4_agenda_resolve_now(s, ev);
    clear_votes(s);
    s->ag.vote_pos++;
  }
  memset(&s->ag, 0, sizeof s->ag);             /* done: the agenda fields as the action phase has them */
  s->ag.current = -1;
}

void ti4_nexus_resume(ti4_state *s, ti4_events *ev) {
  if (s->phase != TI4_PHASE_ACTION || !(s->ag.flags & TI4_AGF_NEXUS) || s->pending.kind == TI4_PEND_CHOOSE) return;
  if (s->ag.current >= 0) return;              /* an outcome is still being chosen */
  nexus_next(s, ev);
}

static void nexus(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->target && TI4_TARGET_KIND(m->target) == TI4_T_LAW)
    ti4_law_remove(s, (int)TI4_TARGET_INDEX(m->target), ev);   /* to the discard pile */
  memset(&s->ag, 0, sizeof s->ag);
  s->ag.current = -1;
  s->ag.flags = TI4_AGF_NEXUS;
  s->ag.last_voter = (uint8_t)seat;
  if (s->nagenda_deck == 0 && s->nagenda_discard) {   /* an empty deck: the discard, reshuffled (8.2a) */
    memcpy(s->agenda_deck, s->agenda_discard, s->nagenda_discard);
    s->nagenda_deck = s->nagenda_discard;
    s->nagenda_discard = 0;
  }
  s->ag.number = (uint8_t)(s->nagenda_deck < 5 ? s->nagenda_deck : 5);   /* the top 5, for the player only */
  nexus_next(s, ev);
}

/* choose AGENDA: one of the cards looked at, revealed; the first chosen
 * resolves first. */
static int looked_at(const ti4_state *s, int a) {     /* its deck index, or -1 */
  for (int i = 0; i < s->ag.number; i++)
    if (s->agenda_deck[s->nagenda_deck - 1 - i] == a) return s->nagenda_deck - 1 - i;
  return -1;
}
static int pick_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (TI4_TARGET_KIND(m->target) == TI4_T_LAW && looked_at(s, (int)TI4_TARGET_INDEX(m->target)) >= 0) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("name one of the agendas you look at (%s)"), "xxekir_grom");
}
static void pick_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int a = (int)TI4_TARGET_INDEX(m->target), at = looked_at(s, a);
  if (at < 0) return;
  memmove(&s->agenda_deck[at], &s->agenda_deck[at + 1], (size_t)(s->nagenda_deck - at - 1));
  s->agenda_deck[--s->nagenda_deck] = 0;
  s->ag.number--;
  s->ag.tied[s->ag.ntied++] = TI4_TARGET(TI4_T_AGENDA, a);
  ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, a, -1, 0, 0);
  nexus_next(s, ev);
}
static size_t pick_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int i = 0; i < s->ag.number; i++, k++)
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_LAW, s->agenda_deck[s->nagenda_deck - 1 - i]);
    }
  return k;
}

/* choose OUTCOME: resolved as if the player cast 1 vote for it, alone.
 * `choose pX` reads the seat as a number (move.c): a player outcome. */
static uint16_t outcome_of(const ti4_move *m) {
  if (!m->target && m->arg[0] >= 0 && m->arg[0] < TI4_MAX_SEATS) return TI4_TARGET(TI4_T_PLAYER, m->arg[0]);
  return m->target;
}
static int outcome_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  uint16_t o = outcome_of(m);
  if (!o || !ti4_outcome_valid(s, s->ag.current, o))
    return ti4_fail(e, TI4_EILLEGAL, "8.8", N_("%s is not an outcome of this agenda"), ti4_outcome_word(o));
  return 0;
}
static void outcome_choice_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  uint8_t checks = s->next_strategy & TI4_NS_CHECKS;
  uint16_t o = outcome_of(m);
  s->ag.outcome = o;
  s->ag.outcome_of[seat] = o;
  s->ag.votes[seat] = 1;
  ti4_emit(ev, TI4_EV_VOTED, seat, s->ag.current, 0, o, 1);
  ti4_agenda_resolve_now(s, ev);
  /* "At the end of this agenda phase" has no agenda phase here: ignored. */
  s->next_strategy = (uint8_t)((s->next_strategy & ~TI4_NS_CHECKS) | checks);
  s->ag.flags &= (uint8_t)~TI4_AGF_SECONDARY;  /* Galactic Crisis Pact's offer: README, Not yet */
  int revote = s->ag.revote;
  s->ag.revote = 0;
  clear_votes(s);
  if (revote > 0 && ti4_law_in_play(s, revote - 1) >= 0) {
    /* Miscount Disclosed: the law is voted on again as if just revealed; in
     * the Nexus every vote is the hero's single one (AG-100), so the same
     * slot asks its outcome again before the next agenda. */
    s->ag.tied[s->ag.vote_pos] = TI4_TARGET(TI4_T_AGENDA, revote - 1);
    ti4_emit(ev, TI4_EV_REVEALED, TI4_NOBODY, revote - 1, -1, 0, 0);
  } else {
    s->ag.vote_pos++;
  }
  if (s->pending.kind != TI4_PEND_CHOOSE) nexus_next(s, ev);   /* else resumed after that choice */
}
static size_t outcome_choice_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  uint16_t o[TI4_MAX_PLANETS + 16];
  int n = ti4_outcome_list(s, s->ag.current, o, TI4_MAX_PLANETS + 16);
  if (n > TI4_MAX_PLANETS + 16) n = TI4_MAX_PLANETS + 16;
  size_t k = 0;
  for (int i = 0; i < n; i++, k++)
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = o[i];
    }
  return k;
}

static const ti4_choice choices[] = {
  { TI4_ASK_AG_NEXUS_PICK, pick_check, pick_apply, pick_legal,
    "nexus_agenda", N_("name an agenda you look at to reveal and resolve (the first named resolves first)") },
  { TI4_ASK_AG_NEXUS_OUTCOME, outcome_choice_check, outcome_choice_apply, outcome_choice_legal,
    "nexus_outcome", N_("name the outcome your single vote decides") },
};
const ti4_choice_table ti4_choices_nexus = { choices, sizeof choices / sizeof choices[0] };

static const ti4_ability rows[] = {
  { "xxekir_grom", TI4_AB_LEADER, TI4_LEADER_XXEKIR_GROM, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET,
    nexus_check, nexus_options, NULL, nexus },
};
const ti4_ability_table ti4_ab_nexus = { rows, sizeof rows / sizeof rows[0] };
