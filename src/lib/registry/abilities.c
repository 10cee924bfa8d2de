/* abilities.c -- the registry of ability records and the generic part of
 * using one: which window, holding the component, once per window, paying,
 * and the answer window an action card opens (Sabotage, RU 85 comment 6).
 * The records themselves live one family per file. */
#include "rules.h"
#include "ability_index.h"
#include "deeds.h"
int ti4_commander_usable(const ti4_state *s, int seat, int faction);   /* promissory.c */
int ti4_transparasteel_bars(const ti4_state *s, int seat);   /* techs2.c */

extern const ti4_ability_table ti4_ab_agenda_actions, ti4_ab_actions,
  ti4_ab_promissory, ti4_ab_factions, ti4_ab_leaders, ti4_ab_techs, ti4_ab_relics, ti4_ab_nexus, ti4_ab_exploration,
  ti4_ab_combat_cards, ti4_ab_heroes, ti4_ab_action_components, ti4_ab_movement, ti4_ab_tactical_windows,
  ti4_ab_combat_plays, ti4_ab_leaders2, ti4_ab_titans, ti4_ab_mahact, ti4_ab_combat_plays2, ti4_ab_activation;
extern const ti4_ability_table ti4_ab_production, ti4_ab_vuilraith,
  ti4_ab_action_cards2, ti4_ab_techs2, ti4_ab_notes2, ti4_ab_ghosts, ti4_ab_heroes2, ti4_ab_production_cards;

static const ti4_ability_table *const families[] = {
  &ti4_ab_agenda_actions, &ti4_ab_actions, &ti4_ab_promissory, &ti4_ab_factions,
  &ti4_ab_leaders, &ti4_ab_techs, &ti4_ab_relics,
  &ti4_ab_nexus,   /* Xxekir Grom, the Xxcha hero (political_data_nexus.c) */
  &ti4_ab_exploration,   /* relic fragments (exploration.c) */
  &ti4_ab_combat_cards,   /* action cards and notes in combat's windows (combat_cards.c) */
  &ti4_ab_heroes,   /* leaders acting on the galaxy as component actions (heroes.c) */
  &ti4_ab_leaders2,   /* more leaders: Carth of Golden Sands, Garv and Gunn (leaders2.c) */
  &ti4_ab_action_components,   /* action cards that research, draw, explore (action_components.c) */
  &ti4_ab_movement,   /* wormhole tokens, Sling Relay, movement action cards (movement.c) */
  &ti4_ab_tactical_windows,   /* after an activation, after movement (tactical_windows.c) */
  &ti4_ab_combat_plays,   /* technologies, faction abilities, DEPLOY, agents in combat's windows (combat_plays.c) */
  &ti4_ab_titans,   /* sleeper tokens: Awaken, Ouranos (titans.c) */
  &ti4_ab_mahact,   /* the Mahact's fleet pool: Starlancer (mahact.c) */
  &ti4_ab_combat_plays2,   /* more of them: Brother Milor, The Alastor (combat_plays2.c) */
  &ti4_ab_activation,   /* any player's agents after an activation, at a tactical action's end (activation.c) */
  &ti4_ab_production,   /* leaders acting on produced units and ships (production.c) */
  &ti4_ab_vuilraith,   /* the Vuil'raith Cabal's capture records (vuilraith.c) */
  &ti4_ab_action_cards2, &ti4_ab_techs2, &ti4_ab_notes2,   /* Rally, Upgrade, ...; Instinct Training, ...; notes (cards9) */
  &ti4_ab_ghosts,   /* the Ghosts of Creuss' cards on the galaxy (ghosts.c) */
  &ti4_ab_heroes2,   /* more heroes as component actions: Darktalon Treilla (heroes2.c) */
  &ti4_ab_production_cards,   /* action cards played at a decision to use PRODUCTION: War Machine (production.c) */
};
#define NFAM (sizeof families / sizeof families[0])

int ti4_ability_count(void) {
  size_t n = 0;
  for (size_t f = 0; f < NFAM; f++) n += families[f]->n;
  return (int)n;
}

const ti4_ability *ti4_ability_get(int i) {
  if (i < 0) return NULL;
  size_t k = (size_t)i;
  for (size_t f = 0; f < NFAM; f++) {
    if (k < families[f]->n) return &families[f]->rows[k];
    k -= families[f]->n;
  }
  return NULL;
}

int ti4_ability_find(const char *id) {
  int n = ti4_ability_count();
  for (int i = 0; i < n; i++)
    if (strcmp(ti4_ability_get(i)->id, id) == 0) return i;
  return -1;
}

int ti4_ability_by_content(int src, int content) {
  int n = ti4_ability_count();
  for (int i = 0; i < n; i++) {
    const ti4_ability *a = ti4_ability_get(i);
    if (a->src == src && a->content == content) return i;
  }
  return -1;
}

/* Does seat hold the component the ability comes from, ready for use? */
static int holds_component(const ti4_state *s, int seat, const ti4_ability *a, const ti4_move *m, ti4_error *e) {
  const ti4_player *p = &s->p[seat];
  switch (a->src) {
  case TI4_AB_ACTION:
    if (ti4_hand_find(s, seat, a->content) < 0)
      return ti4_fail(e, TI4_EILLEGAL, "2.7", N_("you hold no %s action card"), a->id);
    if (p->no_abilities)
      return ti4_fail(e, TI4_EILLEGAL, "1.6", N_("Political Secret: you cannot play action cards on this agenda (%s)"), a->id);
    if (s->nlaws && ti4_censured(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "1.6", N_("Political Censure: you cannot play action cards (%s)"), a->id);
    if (ti4_transparasteel_bars(s, seat))
      return ti4_fail(e, TI4_EILLEGAL, "1.6", N_("Transparasteel Plating: you have passed and cannot play action cards in this turn (%s)"), a->id);
    return 0;
  case TI4_AB_PROMISSORY: {
    int owner = m->arg[5];
    if (owner < 0 || owner >= s->nseats || owner == seat ||
        ti4_pn_holder(s, a->content, owner) != seat)
      return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("you do not hold %s"), a->id);
    return 0;
  }
  case TI4_AB_FACTION:
    if (!ti4_faction_of(p->faction, a->content))
      return ti4_fail(e, TI4_EILLEGAL, "1.25", N_("%s is not your faction's ability"), a->id);
    if (p->no_abilities)
      return ti4_fail(e, TI4_EILLEGAL, "1.6", N_("Political Secret: you cannot use faction abilities on this agenda (%s)"), a->id);
    return 0;
  case TI4_AB_LEADER: {
    const ti4_leader_info *l = &ti4_leaders[a->content];
    if (l->type == TI4_LEADER_COMMANDER)       /* its own or by Alliance (promissory.c) */
      return ti4_commander_usable(s, seat, l->faction) ? 0 : ti4_fail(e, TI4_EILLEGAL, "51.4", N_("%s is locked, exhausted or purged"), a->id);
    if (l->faction != p->faction)
      return ti4_fail(e, TI4_EILLEGAL, "51.1", N_("%s is not your leader"), a->id);
    if (ti4_leader_state(s, seat, a->content) != TI4_LEADER_UNLOCKED)
      return ti4_fail(e, TI4_EILLEGAL, "51.4", N_("%s is locked, exhausted or purged"), a->id);
    return 0;
  }
  case TI4_AB_TECH:
    if (!ti4_has_tech(s, seat, a->content))
      return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("you do not own %s"), a->id);
    if ((a->flags & TI4_ABF_EXHAUST) && (p->tech_exhausted[a->content >> 3] >> (a->content & 7)) & 1)
      return ti4_fail(e, TI4_EILLEGAL, "90.4", N_("%s is exhausted"), a->id);
    return 0;
  case TI4_AB_RELIC:
    if (a->content < 0 || a->content >= TI4_MAX_RELICS || s->relic_holder[a->content] != seat)
      return ti4_fail(e, TI4_EILLEGAL, "73.3", N_("you do not hold %s"), a->id);
    if ((a->flags & TI4_ABF_EXHAUST) && (p->relics_exhausted >> a->content) & 1)   /* JR-XS455-O */
      return ti4_fail(e, TI4_EILLEGAL, "34.4", N_("%s is exhausted"), a->id);
    return 0;
  case TI4_AB_FRAGMENT:                        /* the record counts them (exploration.c) */
  case TI4_AB_UNIT:                            /* the record checks the unit (titans.c) */
    return 0;
  case TI4_AB_LAW: {                           /* a law its elected player owns (8.20) */
    int li = ti4_law_in_play(s, a->content);
    if (li < 0 || s->laws[li].elected != TI4_TARGET(TI4_T_PLAYER, seat))
      return ti4_fail(e, TI4_EILLEGAL, "8.20", N_("you do not own the law %s"), a->id);
    return 0;
  }
  }
  return ti4_fail(e, TI4_EILLEGAL, "", N_("unknown ability %s"), a->id);
}

/* A name two records share (The Crown of Thalnos: the relic and the law)
 * means the one seat holds; the first record if it holds none (or no state). */
int ti4_ability_find_for(const ti4_state *s, int seat, const char *id) {
  int first = ti4_ability_find(id);
  if (first < 0 || !s || seat < 0 || seat >= s->nseats) return first;
  int n = ti4_ability_count();
  ti4_move blank;
  ti4_move_blank(&blank, seat, TI4_MV_PLAY);
  for (int i = first; i < n; i++) {
    const ti4_ability *a = ti4_ability_get(i);
    if (strcmp(a->id, id) || a->src == TI4_AB_PROMISSORY) continue;   /* a note names its owner */
    if (!holds_component(s, seat, a, &blank, NULL)) return i;
  }
  return first;
}

/* ... and not used in this window already (for a targeted action card the
 * target decides: ti4_ability_check and the record's check ask again). */
static int holds(const ti4_state *s, int seat, const ti4_ability *a, const ti4_move *m, ti4_error *e) {
  int rc = holds_component(s, seat, a, m, e);
  return rc ? rc : ti4_ability_used_by(s, seat, m, e);
}

/* A play takes exactly the shape its record lists (legal == apply): one of
 * its options, or -- without options -- no target, numbers or planets. */
int ti4_ability_shape(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_ability *a = ti4_ability_get(m->card);
  if (!a) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown card %s"), "?");
  if (a->flags & TI4_ABF_FREE) return 0;
  if (!a->options) {
    int extra = m->target != 0 || ti4_count_set(m->planets) > 0;
    for (int i = 0; i < 5; i++) extra |= m->arg[i] != -1;
    return extra ? ti4_fail(e, TI4_ESYNTAX, "1.3", N_("%s takes no target or numbers"), a->id) : 0;
  }
  ti4_move base, buf[256];
  ti4_move_blank(&base, seat, m->kind);
  base.card = m->card;
  base.arg[5] = m->arg[5];
  size_t k = a->options(s, seat, &base, buf, 256);
  if (k > 256) return 0;                      /* too many to list: the check decides */
  for (size_t j = 0; j < k; j++) {
    const ti4_move *o = &buf[j];
    int eq = o->target == m->target && !memcmp(o->planets, m->planets, sizeof o->planets);
    for (int i = 0; i < TI4_MOVE_ARGS && eq; i++) eq = o->arg[i] == m->arg[i];
    if (eq) return 0;
  }
  return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is not played that way (see legal)"), a->id);
}

int ti4_ability_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_ability *a = ti4_ability_get(m->card);
  if (!a) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown card %s"), m->card);
  if (m->kind == TI4_MV_COMPONENT) {
    if (!(a->flags & TI4_ABF_COMPONENT))
      return ti4_fail(e, TI4_EILLEGAL, "1.5", N_("%s is not a component action"), a->id);
  } else {
    const ti4_window *w = ti4_window_top_c(s);
    if (a->flags & TI4_ABF_PRODUCTION)
      return ti4_fail(e, TI4_EILLEGAL, "68", N_("%s is played when your units are about to use PRODUCTION: at the production step (produce) or Warfare's secondary (follow)"), a->id);
    if (!w || !(a->windows & (1u << w->id)))
      return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s cannot be used in this timing window"), a->id);
    if ((a->flags & TI4_ABF_COMPONENT))
      return ti4_fail(e, TI4_EILLEGAL, "1.5", N_("%s needs a component action"), a->id);
  }
  int rc = holds(s, seat, a, m, e);
  if (rc) return rc;
  rc = a->check ? a->check(s, seat, m, e) : 0;
  if (!rc) rc = ti4_ability_shape(s, seat, m, e);
  return rc ? rc : ti4_ability_used_by(s, seat, m, e);   /* with its target (2.6b) */
}

int ti4_ability_check_production(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  const ti4_ability *a = ti4_ability_get(m->card);
  if (!a) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown card %s"), m->card);
  if (m->kind != TI4_MV_PLAY || !(a->flags & TI4_ABF_PRODUCTION))
    return ti4_fail(e, TI4_EILLEGAL, "68", N_("%s cannot be used at this decision"), a->id);
  int rc = holds_component(s, seat, a, m, e);
  if (!rc && a->check) rc = a->check(s, seat, m, e);
  return rc ? rc : ti4_ability_shape(s, seat, m, e);
}

size_t ti4_ability_list_production(const ti4_state *s, int seat, ti4_move *out, size_t cap) {
  size_t k = 0;
  int n = ti4_ability_count();
  for (int i = 0; i < n; i++) {
    const ti4_ability *a = ti4_ability_get(i);
    if (!(a->flags & TI4_ABF_PRODUCTION)) continue;
    if (a->src == TI4_AB_ACTION && ti4_hand_find(s, seat, a->content) < 0) continue;
    ti4_move m;
    ti4_move_blank(&m, seat, TI4_MV_PLAY);
    m.card = (int16_t)i;
    if (ti4_ability_check_production(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}

void ti4_ability_play(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  const ti4_ability *a = ti4_ability_get(m->card);
  ti4_player *p = &s->p[seat];
  ti4_emit(ev, TI4_EV_PLAYED, seat, m->card, a->src, m->target, m->arg[0]);   /* its first number, -1 none */
  ti4_window *uw = m->kind == TI4_MV_COMPONENT ? NULL : ti4_window_top(s);
  ti4_ability_note_use(uw, seat, m);   /* before its answer window */
  switch (a->src) {
  case TI4_AB_ACTION:
    ti4_discard_action(s, seat, ti4_hand_find(s, seat, a->content));
    break;
  case TI4_AB_PROMISSORY: {      /* a played note returns to its owner (69.4) */
    int owner = m->arg[5];
    s->pn_holder[a->content][owner] = (uint8_t)owner;
    break;
  }
  case TI4_AB_LEADER: {
    const ti4_leader_info *l = &ti4_leaders[a->content];
    if (l->type != TI4_LEADER_COMMANDER)       /* a commander is neither exhausted nor purged */
    {
      if (l->type == TI4_LEADER_HERO) ti4_leader_set(s, seat, a->content, TI4_LEADER_PURGED);
      else ti4_agent_exhaust(s, seat, a->content);     /* Temporal Command Suite may answer */
    }
    break;
  }
  case TI4_AB_FACTION:
    ti4_deeds_ability_used(s, seat);           /* Brother Omar's unlock (Codex III Omega) */
    break;
  case TI4_AB_TECH:
    if (a->flags & TI4_ABF_EXHAUST) p->tech_exhausted[a->content >> 3] |= (uint8_t)(1u << (a->content & 7));
    break;
  case TI4_AB_RELIC:
    if (a->flags & TI4_ABF_EXHAUST) p->relics_exhausted |= (uint16_t)(1u << a->content);
    break;
  default: break;
  }
  if (a->pay) a->pay(s, seat, m, ev);
  if (a->src == TI4_AB_ACTION && !(a->flags & TI4_ABF_NO_SABOTAGE)) {
    /* "When another player plays an action card": every other seat may answer
     * before the card resolves; the effect waits for the window to close. */
    uint8_t all[TI4_MAX_SEATS], ring[TI4_MAX_SEATS];
    int n = s->phase == TI4_PHASE_ACTION && s->active != TI4_NOBODY ? ti4_initiative_order(s, all, 1)
          : s->phase == TI4_PHASE_STATUS ? ti4_initiative_order(s, all, 0)   /* as the status windows */
          : ti4_speaker_order(s, all), k = 0;
    /* 1.19: in initiative order from the active player; 1.20: in the
     * strategy and agenda phases from the speaker, clockwise */
    for (int i = 0; i < n; i++) if (all[i] != seat) ring[k++] = all[i];
    if (k > 0 && s->nwin < TI4_MAX_WINDOWS) {
      ti4_window_open(s, TI4_W_ACTION_PLAYED, ring, k, ev);
      ti4_window *w = ti4_window_top(s);
      w->opener = (uint8_t)seat;
      w->play = *m;
      return;
    }
  }
  if (a->effect) a->effect(s, seat, m, ev);
}

/* A cheap necessary condition for holds() (which stays the authority):
 * lets ti4_ability_list skip the records whose component the seat plainly
 * lacks without reading the record or building a move (src and content
 * from the index). Action cards: the index has done it. */
static int may_hold(const ti4_state *s, int seat, int src, int content) {
  const ti4_player *p = &s->p[seat];
  unsigned c = (unsigned)content;
  switch (src) {
  case TI4_AB_PROMISSORY: {                    /* another owner's copy */
    if (c >= TI4_MAX_PROMISSORY) return 0;
    /* The eight holders of note c as one word (byte o: the holder of
     * owner o's copy); a byte equal to seat has its high bit set in eq.
     * The masks go through memcpy too, so the byte order does not matter. */
    _Static_assert(TI4_MAX_SEATS == 8, "one byte per owner in a word");
    static const uint8_t lanes[16] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80};
    static const uint8_t one[15] = {0, 0, 0, 0, 0, 0, 0, 0x80};
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    uint64_t h, game, mine;
    memcpy(&h, s->pn_holder[c], sizeof h);
    memcpy(&game, lanes + 8 - (s->nseats & 7 ? s->nseats & 7 : 8), sizeof game);  /* owners 0..nseats-1 */
    memcpy(&mine, one + 7 - (seat & 7), sizeof mine);                              /* owner seat */
    uint64_t x = h ^ (0x0101010101010101ull * (uint8_t)seat);
    uint64_t eq = ~(((x & low7) + low7) | x | low7);                               /* exact per byte */
    return (eq & game & ~mine) != 0;
  }
  case TI4_AB_FACTION: return ti4_faction_of(p->faction, content);
  case TI4_AB_LEADER: return content >= 0 && (ti4_leaders[content].faction == p->faction ||
                                               ti4_leaders[content].type == TI4_LEADER_COMMANDER);   /* Alliance */
  case TI4_AB_TECH: return c < TI4_MAX_TECHS && ti4_has_tech(s, seat, (int)c);   /* a Valefar copy too */
  case TI4_AB_RELIC: return c < TI4_MAX_RELICS && s->relic_holder[c] == seat;
  default: return 1;
  }
}

/* hand: 0 lists only the records whose holding is public (no action card,
 * no promissory note: ti4_ability_records_usable). */
static size_t list(const ti4_state *s, int seat, ti4_move *out, size_t cap, int hand) {
  size_t total = 0;
  const ti4_window *w = ti4_window_top_c(s);
  int component = s->phase == TI4_PHASE_ACTION && s->pending.kind == TI4_PEND_TURN && !w;
  if (!component && !w) return 0;
  /* In a window the record must name it; otherwise it must be a component
   * action. Both exclude the other kind. */
  unsigned slot = component ? (unsigned)TI4_W__COUNT : w->id;
  if (!component && slot >= TI4_W__COUNT) return 0;
  /* The candidates: the slot's records that are not action cards, or are
   * action cards in the seat's hand (ability_index.h, built from the
   * records), in ascending ability order as the scan found them. */
  const ti4_player *p = &s->p[seat];
  uint64_t cand[TI4_ABX_WORDS];
  uint64_t cards_here = 0;   /* the slot's records beyond ti4_abx_other: if none, a hand adds nothing */
  for (int wd = 0; wd < TI4_ABX_WORDS; wd++) {
    cand[wd] = ti4_abx_other[wd];
    cards_here |= ti4_abx_slot[slot][wd] & ~ti4_abx_other[wd];
  }
  for (int h = 0; h < p->nhand && cards_here && hand; h++)
    if (p->hand[h] < TI4_ABX_CARDS)
      for (int wd = 0; wd < TI4_ABX_WORDS; wd++) cand[wd] |= ti4_abx_card[p->hand[h]][wd];
  for (int wd = 0; wd < TI4_ABX_WORDS; wd++) cand[wd] &= ti4_abx_slot[slot][wd];
  size_t f = 0, first = 0;   /* the family of index i, and its first index */
  for (int wd = 0; wd < TI4_ABX_WORDS; wd++)
  for (uint64_t bits = cand[wd]; bits; bits &= bits - 1) {
    int i = (wd << 6) + __builtin_ctzll(bits);   /* ascending: the family only moves forward */
    if (ti4_abx_src[i] != TI4_AB_ACTION && !may_hold(s, seat, ti4_abx_src[i], ti4_abx_content[i])) continue;
    while ((size_t)i - first >= families[f]->n) first += families[f++]->n;
    const ti4_ability *a = &families[f]->rows[(size_t)i - first];
    if (!hand && a->src == TI4_AB_PROMISSORY) continue;
    ti4_move base;
    ti4_move_blank(&base, seat, component ? TI4_MV_COMPONENT : TI4_MV_PLAY);
    base.card = (int16_t)i;
    int owners = a->src == TI4_AB_PROMISSORY ? s->nseats : 1;
    for (int o = 0; o < owners; o++) {
      if (a->src == TI4_AB_PROMISSORY) {
        if (s->pn_holder[a->content][o] != seat) continue;
        base.arg[5] = (int16_t)o;
      }
      if (holds(s, seat, a, &base, NULL)) continue;
      if (a->options) {
        ti4_move buf[64];
        size_t k = a->options(s, seat, &base, buf, 64);
        for (size_t j = 0; j < k && j < 64; j++) {
          if (a->check && a->check(s, seat, &buf[j], NULL)) continue;
          if (total < cap) out[total] = buf[j];
          total++;
        }
      } else {
        if (a->check && a->check(s, seat, &base, NULL)) continue;
        if (total < cap) out[total] = base;
        total++;
      }
    }
  }
  return total;
}

size_t ti4_ability_list(const ti4_state *s, int seat, ti4_move *out, size_t cap) { return list(s, seat, out, cap, 1); }
int ti4_ability_records_usable(const ti4_state *s, int seat) { return list(s, seat, NULL, 0, 0) > 0; }
