/* action_components.c -- action cards played as component actions
 * ("ACTION:") that research, draw secrets, explore or take relic
 * fragments: Focused Research, Impersonation, Plagiarize, Exploration
 * Probe, Seize Artifact, Archaeological Expedition. Payments are the
 * move's trade goods (its first number) and planets, as everywhere. */
#include "agenda_rules.h"
#include "exploration.h"
#include "units.h"
#include "round.h"

#define AC(id, card, fl, chk, opt, eff) \
  { id, TI4_AB_ACTION, TI4_ACTION_##card, 0, TI4_ABF_COMPONENT | (fl), chk, opt, NULL, eff }

void ti4_draw_secret(ti4_state *s, int seat, ti4_events *ev);   /* strategy_cards.c */

/* One play with the cheapest payment of res resources / inf influence. */
static size_t pay_option(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap,
                         int res, int inf, ti4_move_check check) {
  ti4_move m = *base;
  if (ti4_pay_greedy(s, seat, &m, res, inf, 0) || check(s, seat, &m, NULL)) return 0;
  if (cap) out[0] = m;
  return 1;
}
static int tg_of(const ti4_move *m) { return m->arg[0] > 0 ? m->arg[0] : 0; }

/* Focused Research: spend 4 trade goods to research 1 technology (90:
 * prerequisites apply; asked). */
static int focused_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (s->p[seat].tg < 4)
    return ti4_fail(e, TI4_EILLEGAL, "2", N_("Focused Research costs 4 trade goods (%s)"), ti4_seat_word(seat));
  return 0;
}
static void focused(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  s->p[seat].tg = (uint8_t)(s->p[seat].tg - 4);
  ti4_emit_what(ev, TI4_EV_LOST, seat, TI4_RES_TG, -1, 4);
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_RESEARCH, 1, -1);
}

/* Impersonation: spend 3 influence to draw 1 secret objective (45.4: one
 * over the limit goes back, asked). */
static int impersonation_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!s->nsecret_deck)
    return ti4_fail(e, TI4_EILLEGAL, "61.19", N_("the secret objective deck is empty (%s)"), ti4_seat_word(seat));
  return ti4_pay_check(s, seat, m, tg_of(m), 0, 3, 0, e);
}
static size_t impersonation_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return pay_option(s, seat, base, out, cap, 0, 3, impersonation_check);
}
static void impersonation(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_pay_apply(s, seat, m, tg_of(m), ev);
  ti4_draw_secret(s, seat, ev);
}

/* Plagiarize: spend 5 influence and gain a non-faction technology one of
 * your neighbours owns (asked: TI4_AGT_NEIGHBOR; no prerequisites). */
static int plagiarize_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!ti4_ag_tech_available(s, seat, TI4_AGT_NEIGHBOR))
    return ti4_fail(e, TI4_EILLEGAL, "60", N_("none of your neighbours owns a non-faction technology you lack (%s)"), ti4_seat_word(seat));
  return ti4_pay_check(s, seat, m, tg_of(m), 0, 5, 0, e);
}
static size_t plagiarize_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return pay_option(s, seat, base, out, cap, 0, 5, plagiarize_check);
}
static void plagiarize(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  ti4_pay_apply(s, seat, m, tg_of(m), ev);
  ti4_ag_ask_tech(s, seat, m->card, TI4_AGT_NEIGHBOR, 1, -1);
}


/* Exploration Probe: explore a frontier token in or adjacent to a system
 * that contains your ships (35.4; `component exploration_probe 26`). */
static int probe_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0 || m->arg[1] >= 0)
    return ti4_fail(e, TI4_ESYNTAX, "35.4", N_("name a system on the map by its tile number, e.g. component exploration_probe 26 (%s)"), ti4_seat_word(seat));
  if (!((s->x.frontier >> pos) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "35.4", N_("system %s has no frontier token"), ti4_systems[s->map[pos]].id);
  uint64_t near = ti4_adjacent_mask(s, pos) | (uint64_t)1 << pos;
  for (int q = 0; q < s->nmap && q < TI4_MAX_MAP; q++)
    for (int k = 0; (near >> q & 1) && k <= TI4_UT_WARSUN; k++)
      if (s->ships[q][seat][k]) return 0;
  return ti4_fail(e, TI4_EILLEGAL, "35.4", N_("none of your ships is in or adjacent to system %s"), ti4_systems[s->map[pos]].id);
}
static size_t probe_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, probe_check);
}
static void probe(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int pos = ti4_tile_pos(s, m->arg[0]);
  if (pos >= 0) ti4_explore_enqueue(s, seat, pos, 1);   /* resolved next (35.6: the token is discarded) */
}

/* Seize Artifact: a neighbour with relic fragments gives you 1 of your
 * choice (`component seize_artifact p2 C H I U`: one of the four). */
static int seize_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int t = TI4_TARGET_KIND(m->target) == TI4_T_PLAYER ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (t < 0 || t == seat || !ti4_seat_valid(s, t) || !ti4_neighbors(s, seat, t))
    return ti4_fail(e, TI4_EILLEGAL, "60", N_("name a neighbour (%s)"), ti4_seat_word(seat));
  int sum = 0;
  for (int d = 0; d < 4; d++) {
    if (m->arg[d] < 0 || m->arg[d] > 1 || m->arg[d] > ti4_fragments(s, t, d)) sum = -9;
    sum += m->arg[d];
  }
  if (sum != 1 || m->arg[4] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "35.9", N_("name 1 relic fragment that player holds (cultural, hazardous, industrial, unknown), e.g. component seize_artifact p2 0 1 0 0 (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t seize_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int t = 0; t < s->nseats; t++)
    for (int d = 0; d < 4; d++) {
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_PLAYER, t);
      for (int i = 0; i < 4; i++) m.arg[i] = (int16_t)(i == d);
      if (seize_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}
static void seize(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int t = (int)TI4_TARGET_INDEX(m->target);
  for (int d = 0; d < 4; d++)
    if (m->arg[d] == 1) {
      ti4_fragments_set(s, t, d, ti4_fragments(s, t, d) - 1);
      ti4_fragments_set(s, seat, d, ti4_fragments(s, seat, d) + 1);
    }
}

/* Archaeological Expedition: reveal the top 3 cards of the exploration deck
 * of a trait of a planet you control; keep the relic fragments revealed,
 * discard the rest. `component archaeological_expedition PLANET`, with the
 * trait's number (0 cultural, 1 hazardous, 2 industrial) after it when the
 * planet has several. */
static int arch_deck(const ti4_state *s, const ti4_move *m) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (pl < 0) return -1;
  int t = ti4_planet_traits(s, pl);
  if (!(t & (t - 1))) return m->arg[0] >= 0 || !t ? -1 : __builtin_ctz((unsigned)t);   /* one trait: no number */
  return m->arg[0] >= 0 && m->arg[0] < 3 && ((t >> m->arg[0]) & 1) ? m->arg[0] : -1;
}
static int arch_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET && TI4_TARGET_INDEX(m->target) < TI4_NPLANETS
           ? (int)TI4_TARGET_INDEX(m->target) : -1;
  int d = arch_deck(s, m);
  if (pl < 0 || s->planet_owner[pl] != seat || d < 0 || m->arg[1] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "35", N_("name a planet you control with a trait (and the trait's number, 0 to 2, if it has several) (%s)"), ti4_seat_word(seat));
  if (!s->x.ndeck[d] && !s->x.ndiscard[d])
    return ti4_fail(e, TI4_EILLEGAL, "35.7", N_("that exploration deck is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t arch_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int pl = 0; pl < TI4_NPLANETS; pl++) {
    if (s->planet_owner[pl] != seat) continue;
    int t = ti4_planet_traits(s, pl), several = (t & (t - 1)) != 0;
    for (int d = several ? 0 : -1; d < (several ? 3 : 0); d++) {
      ti4_move m = *base;
      m.target = TI4_TARGET(TI4_T_PLANET, pl);
      m.arg[0] = (int16_t)d;
      if (arch_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void arch(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int d = arch_deck(s, m);
  if (d < 0) return;
  for (int i = 0; i < 3; i++) {
    int c = ti4_explore_draw(s, d);
    if (c < 0) break;
    if (ti4_explorations[c].kind == TI4_XK_FRAGMENT)
      ti4_fragments_set(s, seat, d, ti4_fragments(s, seat, d) + 1);   /* 35.9: to the play area */
    else ti4_explore_discard(s, c);
  }
}

static const ti4_ability rows[] = {
  AC("focused_research", FOCUSED_RESEARCH, 0, focused_check, NULL, focused),
  AC("impersonation", IMPERSONATION, TI4_ABF_FREE, impersonation_check, impersonation_options, impersonation),
  AC("plagiarize", PLAGIARIZE, TI4_ABF_FREE, plagiarize_check, plagiarize_options, plagiarize),
  AC("exploration_probe", EXPLORATION_PROBE, 0, probe_check, probe_options, probe),
  AC("seize_artifact", SEIZE_ARTIFACT, TI4_ABF_TARGET, seize_check, seize_options, seize),
  AC("archaeological_expedition", ARCHAEOLOGICAL_EXPEDITION, TI4_ABF_TARGET, arch_check, arch_options, arch),
};
const ti4_ability_table ti4_ab_action_components = { rows, sizeof rows / sizeof rows[0] };
