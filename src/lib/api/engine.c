/* engine.c -- the decision API: legal moves, checking and applying a move,
 * and running forward until somebody must decide. */
#include "rules.h"
#include "round.h"
#include "ability_index.h"
#include "agenda_rules.h"
#include "exploration.h"
#include "capture.h"
#include "faction_abilities.h"
#include "titans.h"
#include "excess.h"
#include "production.h"
#include "research.h"
#include "galaxy.h"           /* Minister of Industry: ti4_minister_* */

int ti4_transaction_check(const ti4_state *s, const ti4_move *m, ti4_error *e);
void ti4_transaction_apply(ti4_state *s, const ti4_move *m, ti4_events *ev);

static const ti4_phase_ops *ops_of(const ti4_state *s) {
  switch (s->phase) {
  case TI4_PHASE_STRATEGY: return &ti4_strategy_ops;
  case TI4_PHASE_ACTION: return &ti4_action_ops;
  case TI4_PHASE_STATUS: return &ti4_status_ops;
  case TI4_PHASE_AGENDA: return &ti4_agenda_ops;
  default: return NULL;
  }
}

size_t ti4_state_size(void) { return sizeof(ti4_state); }

const ti4_pending *ti4_state_pending(const ti4_state *s) { return &s->pending; }


/* Run forward until a decision is needed. Bounded: every loop either asks
 * somebody, or moves a window or a phase step on. */
static void run(ti4_state *s, ti4_events *ev) {
  for (int guard = 0; guard < 10000; guard++) {
    if (s->phase == TI4_PHASE_OVER || s->winner != TI4_NOBODY) {
      s->nwin = 0;
      ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
      return;
    }
    if (s->pending.kind == TI4_PEND_CHOOSE) return;  /* an effect in a window asks first */
    if (ti4_hand_limit_ask(s)) return;         /* 2.4: more than seven action cards, at once */
    if (ti4_excess_ask(s)) return;             /* 37.3, 16.3: units beyond the fleet pool or capacity (common/excess.c) */
    if ((s->fx.pillage || s->fx.artuno || s->tok.agent_exhausted || s->fx.singularity_from || s->fx.acidos || (s->fx.flags & TI4_FX_RECLAIM_OWED)) && ti4_factions_owed_ask(s)) return;   /* faction_abilities.c */
    if ((s->fx.flags & (TI4_FX_SAR_OWED | TI4_FX_YIN_OWED | TI4_FX_IE_OWED)) && ti4_production_owed_ask(s)) return;   /* cards/production.c */
    if (s->tok.terra_owed && ti4_terragenesis_ask(s)) return;   /* Terragenesis (titans.c) */
    if (s->fx.research_owed[0] && ti4_research_owed_ask(s)) return;   /* Research Agreement (cards/research.c) */
    /* Minister of Industry (galaxy/tactical.c): when the dock is placed, in
     * any window -- but not while War Machine played for it waits for its
     * Sabotage window */
    if (s->minister && !(s->minister & 0x80) && s->pending.kind == TI4_PEND_NONE &&
        !ti4_window_is_open(s, TI4_W_ACTION_PLAYED) && ti4_minister_ask(s)) return;
    if (s->nwin) {
      ti4_window_autopass(s, ev);
      ti4_window *w = ti4_window_top(s);
      if (w->passes >= w->n) {               /* everyone passed in succession */
        ti4_window closed = *w;
        ti4_window_pop(s);
        ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
        if (closed.id == TI4_W_ACTION_PLAYED) {
          const ti4_ability *a = ti4_ability_get(closed.play.card);
          if (closed.cancelled) ti4_emit(ev, TI4_EV_CANCELLED, closed.opener, closed.play.card, -1, 0, 0);
          else if (a && a->effect) a->effect(s, closed.opener, &closed.play, ev);
        } else {
          const ti4_phase_ops *o = ops_of(s);
          if (o && o->window_closed) o->window_closed(s, closed.id, ev);
        }
        continue;
      }
      ti4_set_pending(s, TI4_PEND_WINDOW, w->order[w->pos], w->id);
      return;
    }
    if (s->fx.rep_planet && ti4_reparations_offer(s, ev)) continue;   /* Reparations' window (cards/action_cards2.c) */
    if (s->x.nqueue && ti4_explore_step(s, ev)) continue;   /* 35: an exploration falls due */
    if (s->pending.kind != TI4_PEND_NONE) return;
    const ti4_phase_ops *o = ops_of(s);
    if (!o) return;                            /* setup: waits for edits */
    o->advance(s, ev);                         /* each call makes progress */
  }
}

void ti4_engine_run(ti4_state *s, ti4_events *ev);
void ti4_engine_run(ti4_state *s, ti4_events *ev) { run(s, ev); }

/* A pass that closes a combat's window lets the combat roll on: with the
 * `dice` queue in force the rolls up to the next decision must be queued
 * (doc/combat.md, Dice), as for the combat's own decisions. */
static int pass_dice_check(const ti4_state *s, ti4_error *e) {
  if (!s->dice_fixed || !s->combat.kind) return 0;
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  tmp.combat.short_dice = 0;
  ti4_set_pending(&tmp, TI4_PEND_NONE, TI4_NOBODY, 0);
  ti4_window_pass(&tmp, NULL);
  run(&tmp, NULL);
  return tmp.combat.short_dice ? ti4_dice_ready(s, TI4_MAX_DICE + 1, e) : 0;
}

/* The same for an answer to a question asked in a tactical action (e.g.
 * the order of ground combats, the dice to reroll: common/combat_choices.c):
 * the rolls it lets happen up to the next decision must be queued. */
static int choose_dice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!s->dice_fixed || s->phase != TI4_PHASE_ACTION || !s->tac.step) return 0;
  ti4_state tmp;
  memcpy(&tmp, s, sizeof tmp);
  tmp.combat.short_dice = 0;
  ti4_set_pending(&tmp, TI4_PEND_NONE, TI4_NOBODY, 0);
  ti4_choice_apply(&tmp, m, NULL);
  run(&tmp, NULL);
  return tmp.combat.short_dice ? ti4_dice_ready(s, TI4_MAX_DICE + 1, e) : 0;
}

/* A target names something that exists: every rules module may then index
 * tables by it without checking again. */
static int target_ok(uint16_t t) {
  unsigned i = TI4_TARGET_INDEX(t);
  switch (TI4_TARGET_KIND(t)) {
  case TI4_T_NONE: return i == 0;
  case TI4_T_FOR: case TI4_T_AGAINST: return i == 0;
  case TI4_T_PLAYER: return i < TI4_MAX_SEATS;   /* eligibility is the rules' (8.9) */
  case TI4_T_PLANET: return i < TI4_NPLANETS;
  case TI4_T_LAW: case TI4_T_AGENDA: return i < TI4_NAGENDAS;
  case TI4_T_SECRET: return i < TI4_NOBJECTIVES;
  case TI4_T_STRATEGY: return i < 8;
  case TI4_T_OPTION: return i < TI4_OPT__COUNT;
  default: return 0;
  }
}

/* A `standing skip=` move's window kinds: 15 bits in arg[1], 15 in arg[2], 2 in arg[3]. */
static uint32_t skip_mask(const ti4_move *m) {
  return (uint32_t)(uint16_t)m->arg[1] | (uint32_t)(uint16_t)m->arg[2] << 15 | (m->arg[3] > 0 ? (uint32_t)m->arg[3] << 30 : 0u);
}
static int check_move(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!target_ok(m->target))
    return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("no such outcome or target %s"), m->target);
  if (m->kind == TI4_MV_EDIT) return ti4_edit_check(s, m, e);
  if (m->kind == TI4_MV_NONE || m->kind >= TI4_MV__COUNT)
    return ti4_fail_num(e, TI4_ESYNTAX, "", N_("no such move %s"), m->kind);
  if (m->seat >= s->nseats)
    return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s in this game"), ti4_seat_word(m->seat));
  if (s->phase == TI4_PHASE_OVER)
    return ti4_fail(e, TI4_EILLEGAL, "98.7", N_("the game is over (%s)"), ti4_seat_word(s->winner));
  if (m->kind == TI4_MV_STANDING) {            /* any seat, any time */
    if (m->arg[0] == TI4_STAND_SKIP)           /* skip=KIND,...: window kinds */
      return m->arg[1] >= 0 && m->arg[2] >= 0 && m->arg[3] < 4 && skip_mask(m) > 1 &&
             (TI4_W__COUNT >= 32 || skip_mask(m) < (1u << (TI4_W__COUNT % 32))) && !(m->arg[1] & 1) ? 0
             : ti4_fail_num(e, TI4_ESYNTAX, "", N_("no such standing order %s"), m->arg[0]);
    if (m->arg[0] < TI4_STAND_NONE || m->arg[0] > TI4_STAND_PHASE)
      return ti4_fail_num(e, TI4_ESYNTAX, "", N_("no such standing order %s"), m->arg[0]);
    if (m->arg[0] == TI4_STAND_WINDOW && !s->nwin)
      return ti4_fail(e, TI4_EILLEGAL, "", N_("no timing window is open (%s)"), ti4_seat_word(m->seat));
    return 0;
  }
  if (m->kind == TI4_MV_OFFER || m->kind == TI4_MV_ACCEPT || m->kind == TI4_MV_DECLINE)
    return ti4_transaction_check(s, m, e);
  if (m->kind == TI4_MV_SCORE && s->phase == TI4_PHASE_AGENDA)
    return ti4_objective_agenda_check(s, m, e);  /* any moment of the phase (61.5c) */     /* not a turn: any time it is allowed */
  if (m->kind == TI4_MV_SCORE && s->phase == TI4_PHASE_ACTION && s->pending.kind != TI4_PEND_NONE)
    return ti4_objective_action_check(s, m, e);  /* any time of the phase (61.5b) */
  const ti4_pending *pd = &s->pending;
  if (pd->kind == TI4_PEND_NONE)
    return ti4_fail(e, TI4_ENOT_YOURS, "", N_("nobody is asked to decide now (%s)"), ti4_seat_word(m->seat));
  if (m->seat != pd->seat) {
    /* "After you cast votes" and the like: usable by a seat not offered. */
    if ((m->kind == TI4_MV_PLAY) && m->card >= 0) {
      const ti4_ability *a = ti4_ability_get(m->card);
      if (a && (a->flags & TI4_ABF_OUT_OF_TURN)) {
        int rc = a->check ? a->check(s, m->seat, m, e) : ti4_fail(e, TI4_EILLEGAL, "1.3", N_("not now: %s"), a->id);
        if (!rc) rc = ti4_ability_shape(s, m->seat, m, e);
        if (rc) return rc;
        if (ti4_hand_find(s, m->seat, a->content) < 0 && a->src == TI4_AB_ACTION)
          return ti4_fail(e, TI4_EILLEGAL, "2.7", N_("you hold no %s action card"), a->id);
        if (a->src == TI4_AB_ACTION && s->nlaws && ti4_censured(s, m->seat))
          return ti4_fail(e, TI4_EILLEGAL, "1.6", N_("Political Censure: you cannot play action cards (%s)"), a->id);
        return 0;
      }
    }
    return ti4_fail(e, TI4_ENOT_YOURS, "", N_("it is %s's decision, not yours"), ti4_seat_word(pd->seat));
  }
  if (ti4_minister_asking(s)) return ti4_minister_check(s, m, e);   /* Minister of Industry's production */
  if (pd->kind == TI4_PEND_WINDOW) {
    if (m->kind == TI4_MV_PASS)                /* until=: a standing order (or none) */
      return m->arg[0] <= TI4_STAND_PHASE ? pass_dice_check(s, e) : ti4_fail_num(e, TI4_ESYNTAX, "", N_("no such standing order %s"), m->arg[0]);
    if (m->kind == TI4_MV_PLAY) return ti4_ability_check(s, m->seat, m, e);
    return ti4_fail(e, TI4_EILLEGAL, "1.19", N_("a timing window is open: play a card or pass (%s)"), ti4_seat_word(m->seat));
  }
  if (pd->kind == TI4_PEND_CHOOSE) {
    int rc = ti4_choice_check(s, m, e);
    return rc ? rc : choose_dice_check(s, m, e);
  }
  const ti4_phase_ops *o = ops_of(s);
  if (!o || !o->check) return ti4_fail(e, TI4_EILLEGAL, "", N_("no move is possible now (%s)"), ti4_seat_word(m->seat));
  return o->check(s, m, e);
}

/* full: check the leaders after every move, skipping nothing (the slow path
 * the skips are proven against: tests/unit/test_fast_paths.c). */
static int apply_move(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e, int full) {
  int rc = check_move(s, m, e);
  if (rc) return rc;                         /* refused: s and ev untouched */
  if (ev) { ev->n = 0; ev->dropped = 0; }
  uint8_t nwin_before = s->nwin;
  uint16_t serial_before = s->nwin ? s->win[s->nwin - 1].serial : 0;
  s->moves++;
  if (m->kind == TI4_MV_EDIT) {
    ti4_edit_apply(s, m, ev);
  } else if (m->kind == TI4_MV_STANDING) {
    ti4_player *p = &s->p[m->seat];
    if (m->arg[0] == TI4_STAND_SKIP) {
      p->skip_windows = skip_mask(m);
    } else {
      p->standing = (uint8_t)m->arg[0];
      p->standing_window = m->arg[0] == TI4_STAND_WINDOW ? s->win[s->nwin - 1].id : 0;
      if (m->arg[0] == TI4_STAND_NONE) p->skip_windows = 0;   /* withdraw everything */
    }
    ti4_emit(ev, TI4_EV_STANDING, m->seat, m->arg[0], m->arg[0] == TI4_STAND_SKIP ? m->arg[2] : -1,
             (uint16_t)(m->arg[0] == TI4_STAND_SKIP ? m->arg[3] : 0),
             m->arg[0] == TI4_STAND_SKIP ? m->arg[1] : 0);   /* a skip mask: 15 bits in n, 15 in b, 2 in target */
    if (s->pending.kind == TI4_PEND_WINDOW && s->pending.seat == m->seat &&
        (p->standing || ((p->skip_windows >> s->pending.window) & 1u)))
      ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);   /* the order answers now */
  } else if (m->kind == TI4_MV_OFFER || m->kind == TI4_MV_ACCEPT || m->kind == TI4_MV_DECLINE) {
    ti4_transaction_apply(s, m, ev);
  } else if (m->kind == TI4_MV_SCORE && (s->phase == TI4_PHASE_AGENDA || s->phase == TI4_PHASE_ACTION)) {
    ti4_objective_score(s, m->seat, m->card, m, ev);   /* the decision pending stays */
  } else if (m->kind == TI4_MV_PLAY && m->seat != s->pending.seat) {
    ti4_ability_play(s, m->seat, m, ev);             /* out of turn: the offer stays */
  } else if (s->pending.kind == TI4_PEND_WINDOW) {
    ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
    if (m->kind == TI4_MV_PASS) {
      ti4_window_pass(s, ev);
      if (m->arg[0] > TI4_STAND_NONE) {              /* pass until=... */
        s->p[m->seat].standing = (uint8_t)m->arg[0];
        s->p[m->seat].standing_window = m->arg[0] == TI4_STAND_WINDOW ? s->win[s->nwin - 1].id : 0;
        ti4_emit(ev, TI4_EV_STANDING, m->seat, m->arg[0], -1, 0, 0);
      }
    } else {
      ti4_window_acted(s);
      ti4_ability_play(s, m->seat, m, ev);
    }
  } else if (ti4_minister_asking(s)) {
    ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
    ti4_minister_apply(s, m, ev);                    /* Minister of Industry's production (galaxy/tactical.c) */
  } else if (s->pending.kind == TI4_PEND_CHOOSE) {
    ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
    ti4_choice_apply(s, m, ev);
  } else {
    ti4_set_pending(s, TI4_PEND_NONE, TI4_NOBODY, 0);
    ops_of(s)->apply(s, m, ev);
  }
  run(s, ev);
  ti4_capture_blockades(s, ev);                  /* 17.2c: a blockade returns captured units, whatever move made it */
  /* Leaders unlock when their conditions hold (51.6), checked after the
   * moves that can make one hold. Not after a pass that leaves the same
   * window open: it changed nothing but the ring. Not after a vote or an
   * abstention after which voting goes on: it exhausted planets, wrote the
   * tally and perhaps spent trade goods -- no condition reads exhaustion or
   * the tally, and one on trade goods (Gila's 10) does not come true by
   * spending; the decision before it was not a window offer, so the check
   * after it was a whole one. Edits build a position as written. */
  int same_window = m->kind == TI4_MV_PASS && s->nwin && s->nwin == nwin_before &&
                    s->win[s->nwin - 1].serial == serial_before;
  int voting_on = (m->kind == TI4_MV_VOTE || m->kind == TI4_MV_ABSTAIN) && s->pending.kind == TI4_PEND_VOTE;
  if (m->kind != TI4_MV_EDIT && (full || (!same_window && !voting_on))) ti4_leaders_unlock(s, ev);
  /* every accepted move says something: a table (and a server's push) sees
   * a decline or `move none` happen, not a bare "OK." */
  if (ev && ev->n == 0 && ev->dropped == 0 && m->kind != TI4_MV_EDIT) {
    int named = m->card >= 0 || m->target != 0;
    for (int i = 0; i < TI4_MOVE_ARGS; i++) named |= m->arg[i] != 0;
    for (int i = 0; i < TI4_PLANET_WORDS; i++) named |= m->planets[i] != 0;
    ti4_emit(ev, TI4_EV_DONE, m->seat, m->kind, !named, 0, 0);
  }
  return TI4_OK;
}

/* Moves apply takes from seats other than the one asked (legal lists them
 * too): abilities used out of turn ("after you cast votes": Distinguished
 * Councilor, while the next voter's vote is pending) and the answer to an
 * open transaction offer. Standing orders and offers themselves are
 * proposals any seat may make at any time: not listed. */
static size_t others_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  const ti4_pending *pd = &s->pending;
  if (s->offer.active)
    for (int kind = TI4_MV_ACCEPT; kind <= TI4_MV_DECLINE; kind++) {
      ti4_move m;
      ti4_move_blank(&m, s->offer.to, kind);
      if (check_move(s, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  /* out-of-turn abilities are used around votes ("before/after you cast
   * votes"): only while a vote is pending or just after the speaker's
   * (test_legal_exact checks nothing else is accepted) */
  if (s->phase != TI4_PHASE_AGENDA || (pd->kind != TI4_PEND_VOTE && s->ag.step != TI4_AG_BRIBERY)) return k;
  for (int i = 0; i < 64 * TI4_ABX_WORDS; i++) {   /* the generated index: the few such records */
    uint64_t rest = ti4_abx_oot_all[i >> 6] >> (i & 63);
    if (!rest) { i |= 63; continue; }
    i += __builtin_ctzll(rest);
    const ti4_ability *a = ti4_ability_get(i);
    if (!a || !(a->flags & TI4_ABF_OUT_OF_TURN)) continue;
    int law_li = -1;                           /* a law: looked up once, not per seat */
    if (a->src == TI4_AB_LAW && (law_li = ti4_law_in_play(s, a->content)) < 0) continue;
    for (int seat = 0; seat < s->nseats; seat++) {
      if (seat == pd->seat) continue;          /* the asked seat's plays come from its decision */
      /* cheap: the component first (most seats hold none of these) */
      if (a->src == TI4_AB_ACTION && ti4_hand_find(s, seat, a->content) < 0) continue;
      if (a->src == TI4_AB_TECH && !ti4_has_tech(s, seat, a->content)) continue;
      if (a->src == TI4_AB_LAW && s->laws[law_li].elected != TI4_TARGET(TI4_T_PLAYER, seat)) continue;
      if (a->src == TI4_AB_FACTION && !ti4_faction_of(s->p[seat].faction, a->content)) continue;
      ti4_move base, buf[TI4_MAX_SEATS * 2];
      ti4_move_blank(&base, seat, TI4_MV_PLAY);
      base.card = (int16_t)i;
      size_t nb = a->options ? a->options(s, seat, &base, buf, TI4_MAX_SEATS * 2) : 1;
      if (!a->options) buf[0] = base;
      for (size_t j = 0; j < nb && j < TI4_MAX_SEATS * 2; j++) {
        if (check_move(s, &buf[j], NULL)) continue;
        if (k < cap) out[k] = buf[j];
        k++;
      }
    }
  }
  return k;
}

int ti4_state_apply(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e) {
  return apply_move(s, m, ev, e, 0);
}

int ti4_state_apply_full(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e);
int ti4_state_apply_full(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *e) {
  return apply_move(s, m, ev, e, 1);
}

int ti4_state_legal(ti4_move *out, size_t cap, size_t *n, const ti4_state *s) {
  size_t k = 0;
  const ti4_pending *pd = &s->pending;
  if (pd->kind == TI4_PEND_WINDOW) {
    k = pass_dice_check(s, NULL) ? 0 : 1;
    if (cap > 0 && k) {
      ti4_move_blank(&out[0], pd->seat, TI4_MV_PASS);
      out[0].arg[0] = 0;
    }
    k += ti4_ability_list(s, pd->seat, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
  } else if (pd->kind == TI4_PEND_CHOOSE) {
    k = ti4_choice_legal(s, out, cap);
  } else if (ti4_minister_asking(s)) {
    k = ti4_minister_legal(s, out, cap);           /* Minister of Industry's production */
  } else if (pd->kind != TI4_PEND_NONE) {
    const ti4_phase_ops *o = ops_of(s);
    if (o && o->legal) k = o->legal(s, out, cap);
  }
  if (s->phase == TI4_PHASE_AGENDA && pd->kind != TI4_PEND_NONE)   /* agenda-phase objectives, any seat (61.5c) */
    k += ti4_objective_agenda_legal(s, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
  else if (s->phase == TI4_PHASE_ACTION && pd->kind != TI4_PEND_NONE)   /* action-phase objectives (61.5b) */
    k += ti4_objective_action_legal(s, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
  /* others_legal's own gate first, here: most decisions have neither */
  if (pd->kind != TI4_PEND_NONE &&
      (s->offer.active || (s->phase == TI4_PHASE_AGENDA && (pd->kind == TI4_PEND_VOTE || s->ag.step == TI4_AG_BRIBERY))))
    k += others_legal(s, cap > k ? out + k : NULL, cap > k ? cap - k : 0);
  if (n) *n = k;
  return TI4_OK;
}
