/* edit.c -- sandbox edits: building a position by hand (a table copied
 * into the engine, or a rules case). Each edit is a recorded move, so undo,
 * log and save treat it like any other. Cards move between places, never
 * appear from nowhere, so every deck still adds up. */
#include "agenda_rules.h"
#include "units.h"         /* ti4_unit_row: damaged_TYPE=N */

static int take_from(uint8_t *arr, uint8_t *n, int card) {
  for (int i = 0; i < *n; i++)
    if (arr[i] == card) {
      memmove(&arr[i], &arr[i + 1], (size_t)(*n - i - 1));
      (*n)--;
      arr[*n] = 0;
      return 1;
    }
  return 0;
}

static int ac_available(const ti4_state *s, int card) {
  for (int i = 0; i < s->nac_deck; i++) if (s->ac_deck[i] == card) return 1;
  for (int i = 0; i < s->nac_discard; i++) if (s->ac_discard[i] == card) return 1;
  return 0;
}

static int seat_ok(const ti4_state *s, int seat, ti4_error *e) {
  if (seat < 0 || seat >= s->nseats)
    return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s in this game"), ti4_seat_word(seat));
  return 0;
}

/* The map position of a system; a sandbox puts a system that is not on the
 * map yet at a free position (Mecatol Rex's at the centre) when units go
 * there. -1: no room. */
static int system_pos(const ti4_state *s, int sys, int *free_pos) {
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == sys) return i;
  *free_pos = -1;
  if (sys == ti4_planets[TI4_PLANET_MECATOL_REX].system) { if (s->map[0] < 0) *free_pos = 0; return -1; }
  if (sys >= 0 && ti4_systems[sys].home && (ti4_systems[sys].wormholes & TI4_WH_DELTA)) {   /* the Ghosts' home: beside the board (39.1a) */
    if (s->map[TI4_POS_CREUSS] < 0) *free_pos = TI4_POS_CREUSS;
    return -1;
  }
  for (int i = 1; i < TI4_POS_BESIDE; i++) if (s->map[i] < 0) { *free_pos = i; break; }
  return -1;
}

/* give pX units ... damaged_TYPE=N (87): N no more than the units of that
 * type there once the edit is made, and only of a type that has SUSTAIN
 * DAMAGE for that seat (pos < 0: the planet's mechs). */
static int damaged_ok(const ti4_state *s, const ti4_move *m, int pos, ti4_error *e) {
  const uint8_t *cnt = (const uint8_t *)m->planets;
  int seat = m->arg[1];
  for (int j = 11; j < 16 && cnt[j]; j++) {
    int k = (cnt[j] >> 4) - 1, n = cnt[j] & 15, have;
    if (pos < 0) have = (m->arg[3] >> 8) & 1 ? cnt[8] : s->planet_units[m->arg[2]][1];
    else have = (m->arg[3] >> k) & 1 ? cnt[k] : pos < TI4_MAX_MAP ? s->ships[pos][seat][k] : 0;
    if (!ti4_unit_sustains(s, ti4_unit_row(s, seat, k), k))
      return ti4_fail(e, TI4_EILLEGAL, "87.1", N_("only a unit with SUSTAIN DAMAGE can be damaged: %s"), ti4_unit_word(k));
    if (n > have) return ti4_fail_num(e, TI4_EILLEGAL, "87.1", N_("more damaged units than there are: %s"), n);
  }
  return 0;
}

int ti4_edit_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->arg[1];
  /* an ordinary game is played, never edited: edits mark a game as edited */
  if (!s->sandbox && !s->edits)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("edits are allowed only in a sandbox game or in a game started with the word edits (new ... edits)"), "");
  /* the custodians token leaves in play (LRR 27.2: six influence, then
   * ground forces land on Mecatol Rex) */
  if (m->arg[0] == TI4_ED_CUSTODIANS && !s->sandbox)
    return ti4_fail(e, TI4_EILLEGAL, "27.2", N_("the custodians token is removed in play, with six influence before ground forces land on Mecatol Rex; as an edit only in a sandbox"), "");
  switch (m->arg[0]) {
  case TI4_ED_PLANET:
    if (seat != TI4_NOBODY && seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    return m->card >= 0 && m->card < TI4_NPLANETS ? 0 : ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), m->card);
  case TI4_ED_ACTION:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    if (m->card < 0 || m->card >= TI4_NACTIONS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown action card %s"), m->card);
    if (!ac_available(s, m->card))
      return ti4_fail(e, TI4_EILLEGAL, "2.2", N_("no copy of %s is left in the action deck or discard"), ti4_actions[m->card].id);
    if (s->p[seat].nhand >= TI4_MAX_HAND) return ti4_fail(e, TI4_EILLEGAL, "", N_("%s's hand is full"), ti4_seat_word(seat));
    return 0;
  case TI4_ED_PROMISSORY:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    if (m->card < 0 || m->card >= TI4_NPROMISSORYS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown promissory note %s"), m->card);
    if (m->arg[2] < 0 || m->arg[2] >= s->nseats) return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("no seat %s in this game"), ti4_seat_word(m->arg[2]));
    if (ti4_promissories[m->card].faction >= 0 && s->p[m->arg[2]].faction >= 0 &&
        ti4_promissories[m->card].faction != s->p[m->arg[2]].faction)
      return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("%s is not that seat's faction note"), ti4_promissories[m->card].id);
    return 0;
  case TI4_ED_TG: case TI4_ED_COMMODITIES: case TI4_ED_VP:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    return m->arg[2] >= 0 && m->arg[2] <= 99 ? 0 : ti4_fail_num(e, TI4_ESYNTAX, "", N_("%s must be a number from 0 to 99"), m->arg[2]);
  case TI4_ED_TECH:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    return m->card >= 0 && m->card < TI4_NTECHS ? 0 : ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown technology %s"), m->card);
  case TI4_ED_SECRET:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    if (m->card < 0 || m->card >= TI4_NOBJECTIVES || ti4_objectives[m->card].stage != TI4_OBJ_SECRET)
      return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown secret objective %s"), m->card);
    if (s->secret_holder[m->card] != TI4_NOBODY && s->secret_holder[m->card] != seat)
      return ti4_fail(e, TI4_EILLEGAL, "", N_("another seat holds %s"), ti4_objectives[m->card].id);
    return 0;
  case TI4_ED_TOKENS:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    for (int i = 2; i <= 4; i++)
      if (m->arg[i] < -1 || m->arg[i] > 16) return ti4_fail_num(e, TI4_ESYNTAX, "", N_("%s must be a number from 0 to 16"), m->arg[i]);
    return 0;
  case TI4_ED_SPEAKER:
    return seat_ok(s, seat, e) ? (e ? e->code : TI4_EUNKNOWN_ID) : 0;
  case TI4_ED_CUSTODIANS: return 0;
  case TI4_ED_PHASE:
    return m->arg[2] >= TI4_PHASE_STRATEGY && m->arg[2] <= TI4_PHASE_AGENDA ? 0
           : ti4_fail_num(e, TI4_ESYNTAX, "", N_("unknown phase %s"), m->arg[2]);
  case TI4_ED_ROUND:
    return m->arg[2] >= 1 && m->arg[2] <= 99 ? 0 : ti4_fail_num(e, TI4_ESYNTAX, "", N_("%s must be a number from 1 to 99"), m->arg[2]);
  case TI4_ED_STRATEGY:
    if (seat != TI4_NOBODY && seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    return m->card >= 0 && m->card < 8 ? 0 : ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown strategy card %s"), m->card);
  case TI4_ED_LAW:
    if (m->card < 0 || m->card >= TI4_NAGENDAS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown agenda %s"), m->card);
    if (ti4_agendas[m->card].type != TI4_AGENDA_LAW)
      return ti4_fail(e, TI4_EILLEGAL, "7.2", N_("%s is a directive, not a law"), ti4_agendas[m->card].id);
    if (ti4_agenda_rule_get(m->card) && ti4_agenda_rule_get(m->card)->unmodelled)
      return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is not modelled yet: it is left out of the agenda deck (README, Not yet)"), ti4_agendas[m->card].id);
    if (ti4_law_index(s, m->card) >= 0) return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is in play already"), ti4_agendas[m->card].id);
    if (s->ag.current == m->card) return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is the agenda on the table"), ti4_agendas[m->card].id);
    return 0;
  case TI4_ED_UNITS: {
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    int free_pos;
    if (m->card < 0) {
      int pl = m->arg[2];
      if (pl < 0 || pl >= TI4_NPLANETS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown planet %s"), pl);
      if (s->planet_owner[pl] != seat)
        return ti4_fail(e, TI4_EILLEGAL, "", N_("ground forces and structures go on a planet the seat controls: give it %s first"), ti4_planets[pl].id);
      return damaged_ok(s, m, -1, e);
    }
    if (m->card >= TI4_NSYSTEMS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown system %s"), m->card);
    int pos = system_pos(s, m->card, &free_pos);
    if (pos < 0 && free_pos < 0)
      return ti4_fail(e, TI4_EILLEGAL, "", N_("no room on the map for system %s"), ti4_content_id(TI4_K_SYSTEM, m->card));
    return damaged_ok(s, m, pos, e);
  }
  case TI4_ED_LEADER: {
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    if (m->card < 0 || m->card >= TI4_NLEADERS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown leader %s"), m->card);
    int f = s->p[seat].faction, lf = ti4_leaders[m->card].faction;
    if (f < 0 || (lf != f && lf != ti4_factions[f].family))
      return ti4_fail(e, TI4_EILLEGAL, "51.1", N_("%s is not that seat's faction leader"), ti4_leaders[m->card].id);
    return m->arg[2] >= 0 && m->arg[2] <= TI4_LEADER_PURGED ? 0 : ti4_fail_num(e, TI4_ESYNTAX, "", N_("unknown leader state %s"), m->arg[2]);
  }
  case TI4_ED_FRAGMENT: {
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    int c = m->card, have = 0;
    if (c < 0 || c >= TI4_NEXPLORATIONS || ti4_explorations[c].kind != TI4_XK_FRAGMENT)
      return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown relic fragment %s"), c);
    int d = ti4_explorations[c].deck;
    for (int j = 0; j < s->x.ndeck[d] + s->x.ndiscard[d] && j < TI4_EXPLORE_DECK; j++) have += s->x.cards[d][j] == c;
    return have ? 0 : ti4_fail(e, TI4_EILLEGAL, "", N_("%s is not in that exploration deck or its discard pile (left out of the deck if not modelled: README, Not yet)"), ti4_explorations[c].id);
  }
  case TI4_ED_RELIC:
    if (seat_ok(s, seat, e)) return e ? e->code : TI4_EUNKNOWN_ID;
    return m->card >= 0 && m->card < TI4_NRELICS && m->card < TI4_MAX_RELICS ? 0
           : ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown relic %s"), m->card);
  case TI4_ED_ELIMINATED:
    return seat_ok(s, seat, e) ? (e ? e->code : TI4_EUNKNOWN_ID) : 0;
  case TI4_ED_REVEAL: {
    if (m->card < 0 || m->card >= TI4_NOBJECTIVES || ti4_objectives[m->card].stage == TI4_OBJ_SECRET)
      return ti4_fail(e, TI4_EUNKNOWN_ID, "", N_("unknown public objective %s"), "?");
    for (int i = 0; i < s->nrevealed; i++)        /* from its deck, or from the box (the decks hold 16) */
      if (s->revealed[i] == m->card) return ti4_fail(e, TI4_EILLEGAL, "61.14", N_("%s is revealed already"), ti4_objectives[m->card].id);
    if (s->nrevealed >= 16) return ti4_fail(e, TI4_EILLEGAL, "", N_("no room for another public objective (%s)"), ti4_objectives[m->card].id);
    return 0;
  }
  case TI4_ED_DICE: {
    const uint8_t *r = (const uint8_t *)m->planets;
    if (m->arg[1] < 1 || m->arg[1] > TI4_MAX_DICE) return ti4_fail(e, TI4_ESYNTAX, "", N_("at most 16 rolls can be queued (%s)"), "dice");
    for (int i = 0; i < m->arg[1]; i++)
      if (r[i] < 1 || r[i] > 10) return ti4_fail(e, TI4_ESYNTAX, "", N_("a die shows 1 to 10, not %s"), "?");
    if (s->ndice + m->arg[1] > TI4_MAX_DICE) return ti4_fail(e, TI4_EILLEGAL, "", N_("at most 16 rolls can be queued (%s)"), "dice");
    return 0;
  }
  case TI4_ED_DECK_EXPLORE: {
    const uint8_t *ids = (const uint8_t *)m->planets;
    int d = m->arg[2];
    if (d < 0 || d > 4 || m->arg[1] < 1 || m->arg[1] > 16) return ti4_fail_num(e, TI4_ESYNTAX, "", N_("deck takes 1 to 16 ids (%s)"), m->arg[1]);
    if (d == 4) {                               /* deck relic: each in the relic deck */
      for (int i = 0; i < m->arg[1]; i++) {
        int in = 0;
        for (int j = 0; j < s->x.nrelic_deck; j++) in |= s->x.relic_deck[j] == ids[i];
        for (int j = 0; j < i; j++) in &= ids[j] != ids[i];
        if (!in) return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is not in the relic deck (left out of it if not modelled)"), ids[i] < TI4_NRELICS ? ti4_relics[ids[i]].id : "?");
      }
      return 0;
    }
    for (int i = 0; i < m->arg[1]; i++) {       /* each named copy is in that deck or its discard pile */
      int want = 0, have = 0;
      for (int j = 0; j < m->arg[1]; j++) want += ids[j] == ids[i];
      for (int j = 0; j < s->x.ndeck[d] + s->x.ndiscard[d] && j < TI4_EXPLORE_DECK; j++) have += s->x.cards[d][j] == ids[i];
      if (ids[i] >= TI4_NEXPLORATIONS || want > have)
        return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is not in that exploration deck or its discard pile (left out of the deck if not modelled: README, Not yet)"),
                        ids[i] < TI4_NEXPLORATIONS ? ti4_explorations[ids[i]].id : "?");
    }
    return 0;
  }
  case TI4_ED_DECK_AGENDA: {
    const uint8_t *ids = (const uint8_t *)m->planets;
    if (m->arg[1] < 1 || m->arg[1] > 16) return ti4_fail_num(e, TI4_ESYNTAX, "", N_("deck agenda takes 1 to 16 ids (%s)"), m->arg[1]);
    for (int i = 0; i < m->arg[1]; i++) {
      if (ids[i] >= TI4_NAGENDAS) return ti4_fail_num(e, TI4_EUNKNOWN_ID, "", N_("unknown agenda %s"), ids[i]);
      if (ti4_agenda_rule_get(ids[i]) && ti4_agenda_rule_get(ids[i])->unmodelled)
        return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is not modelled yet: it is left out of the agenda deck (README, Not yet)"), ti4_agendas[ids[i]].id);
      if (ti4_law_index(s, ids[i]) >= 0 || s->ag.current == ids[i])
        return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is not in the deck or discard"), ti4_agendas[ids[i]].id);
      for (int j = 0; j < i; j++)
        if (ids[j] == ids[i]) return ti4_fail(e, TI4_EILLEGAL, "", N_("%s is named twice"), ti4_agendas[ids[i]].id);
    }
    return 0;
  }
  }
  return ti4_fail_num(e, TI4_ESYNTAX, "", N_("unknown edit %s"), m->arg[0]);
}

void ti4_edit_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->arg[1];
  ti4_player *p = seat >= 0 && seat < TI4_MAX_SEATS ? &s->p[seat] : NULL;
  ti4_emit(ev, TI4_EV_EDIT, seat >= 0 ? seat : TI4_NOBODY, m->arg[0], m->arg[0] == TI4_ED_UNITS ? -1 : m->card, 0,
           m->arg[2] > 0 && m->arg[0] != TI4_ED_UNITS ? m->arg[2] : 0);
  switch (m->arg[0]) {
  case TI4_ED_PLANET:
    s->planet_owner[m->card] = (uint8_t)seat;
    if (m->arg[2] > 0) s->planet_flags[m->card] |= TI4_PF_EXHAUSTED;
    else s->planet_flags[m->card] &= (uint8_t)~TI4_PF_EXHAUSTED;
    break;
  case TI4_ED_ACTION:
    if (!take_from(s->ac_deck, &s->nac_deck, m->card)) take_from(s->ac_discard, &s->nac_discard, m->card);
    ti4_hand_add(s, seat, m->card);
    break;
  case TI4_ED_PROMISSORY:
    s->pn_holder[m->card][m->arg[2]] = (uint8_t)seat;
    if (m->arg[3] > 0) s->pn_in_play[m->card] |= (uint8_t)(1u << m->arg[2]);
    else s->pn_in_play[m->card] &= (uint8_t)~(1u << m->arg[2]);
    break;
  case TI4_ED_TG: p->tg = (uint8_t)m->arg[2]; break;
  case TI4_ED_COMMODITIES: p->commodities = (uint8_t)m->arg[2]; break;
  case TI4_ED_VP: p->vp = (uint8_t)m->arg[2]; break;
  case TI4_ED_TECH: ti4_set_tech(s, seat, m->card, 1); ti4_custodia_sync(s, ev); break;   /* I.I.H.Q. Modernization */
  case TI4_ED_SECRET:
    take_from(s->secret_deck, &s->nsecret_deck, m->card);
    s->secret_holder[m->card] = (uint8_t)seat;
    if (m->arg[2] > 0) s->scored[m->card] |= (uint8_t)(1u << seat);
    break;
  case TI4_ED_TOKENS:
    if (m->arg[2] >= 0) p->tactic = (uint8_t)m->arg[2];
    if (m->arg[3] >= 0) p->fleet = (uint8_t)m->arg[3];
    if (m->arg[4] >= 0) p->strategy = (uint8_t)m->arg[4];
    s->xs.fleet_seen[seat] = p->fleet;   /* an edit builds a position as written: no 37.3 question */
    break;
  case TI4_ED_SPEAKER: s->speaker = (uint8_t)seat; break;
  case TI4_ED_CUSTODIANS: s->custodians = (uint8_t)(m->arg[2] > 0); break;
  case TI4_ED_PHASE:
    s->nwin = 0;
    memset(s->win, 0, sizeof s->win);
    memset(&s->pending, 0, sizeof s->pending);
    s->pending.seat = TI4_NOBODY;
    memset(&s->ag, 0, sizeof s->ag);
    s->ag.current = -1;
    ti4_enter_phase(s, m->arg[2], ev);
    break;
  case TI4_ED_ROUND: s->round = (uint8_t)m->arg[2]; break;
  case TI4_ED_STRATEGY:
    for (int i = 0; i < 8; i++)                 /* 5-8 players: one card each */
      if (s->nseats >= 5 && seat != TI4_NOBODY && s->sc_holder[i] == seat) s->sc_holder[i] = TI4_NOBODY;
    s->sc_holder[m->card] = (uint8_t)seat;
    break;
  case TI4_ED_LAW:
    if (!take_from(s->agenda_deck, &s->nagenda_deck, m->card))
      take_from(s->agenda_discard, &s->nagenda_discard, m->card);
    ti4_law_enact(s, m->card, (uint16_t)m->target, ev);
    ti4_agenda_attach(s, m->card, (uint16_t)m->target);
    break;
  case TI4_ED_UNITS: {
    const uint8_t *cnt = (const uint8_t *)m->planets;
    if (m->card < 0) {
      for (int k = 0; k < 4; k++)
        if ((m->arg[3] >> (7 + k)) & 1) s->planet_units[m->arg[2]][k] = cnt[7 + k];
      if (s->planet_damaged[m->arg[2]] > s->planet_units[m->arg[2]][1]) s->planet_damaged[m->arg[2]] = s->planet_units[m->arg[2]][1];
      for (int j = 11; j < 16 && cnt[j]; j++) s->planet_damaged[m->arg[2]] = (uint8_t)(cnt[j] & 15);   /* damaged_mech */
      break;
    }
    int free_pos, pos = system_pos(s, m->card, &free_pos);
    if (pos < 0) {
      pos = free_pos;
      s->map[pos] = m->card;
      if (s->nmap <= pos) s->nmap = (uint8_t)(pos < 37 ? 37 : pos < TI4_POS_BESIDE ? 61 : TI4_MAX_MAP);
    }
    for (int k = 0; k < TI4_SPACE_TYPES; k++)
      if ((m->arg[3] >> k) & 1) {
        s->ships[pos][seat][k] = cnt[k];
        if (ti4_damaged_get(s, pos, seat, k) > cnt[k]) ti4_damaged_set(s, pos, seat, k, cnt[k]);   /* 87: only units there */
      }
    for (int j = 11; j < 16 && cnt[j]; j++) ti4_damaged_set(s, pos, seat, (cnt[j] >> 4) - 1, cnt[j] & 15);
    break;
  }
  case TI4_ED_REVEAL:
    if (!take_from(s->stage1, &s->nstage1, m->card)) take_from(s->stage2, &s->nstage2, m->card);
    s->revealed[s->nrevealed++] = (uint8_t)m->card;
    break;
  case TI4_ED_DICE: {
    const uint8_t *r = (const uint8_t *)m->planets;
    for (int i = 0; i < m->arg[1]; i++) s->dice[s->ndice++] = r[i];
    s->dice_fixed = 1;                          /* from now on every roll is named */
    break;
  }
  case TI4_ED_LEADER: ti4_leader_set(s, seat, m->card, m->arg[2]); break;
  case TI4_ED_FRAGMENT: {                     /* out of its deck (or discard) into the play area */
    ti4_explore *x = &s->x;
    int c = m->card, d = ti4_explorations[c].deck, n = x->ndeck[d] + x->ndiscard[d];
    for (int j = 0; j < n; j++)
      if (x->cards[d][j] == c) {
        memmove(&x->cards[d][j], &x->cards[d][j + 1], (size_t)(n - j - 1));
        x->cards[d][n - 1] = 0;
        if (j < x->ndeck[d]) x->ndeck[d]--; else x->ndiscard[d]--;
        int sh = (d & 1) * 4, have = (x->fragments[seat][d >> 1] >> sh) & 15;
        if (have < 15) x->fragments[seat][d >> 1] = (uint8_t)(x->fragments[seat][d >> 1] + (1 << sh));
        break;
      }
    break;
  }
  case TI4_ED_RELIC: {
    take_from(s->x.relic_deck, &s->x.nrelic_deck, m->card);   /* out of the relic deck, if there */
    int old = s->relic_holder[m->card];
    if (old < TI4_MAX_SEATS) {
      s->p[old].relics &= (uint16_t)~(1u << m->card);
      s->p[old].relics_exhausted &= (uint16_t)~(1u << m->card);
    }
    s->relic_holder[m->card] = (uint8_t)seat;
    p->relics |= (uint16_t)(1u << m->card);
    break;
  }
  case TI4_ED_ELIMINATED:                       /* the token goes left (80.7) */
    p->eliminated = 1;
    ti4_note_eliminated(s, seat, ev);           /* Support for the Throne */
    if (s->speaker == seat)
      for (int i = 1; i < s->nseats; i++) {
        int q = (seat + i) % s->nseats;
        if (!s->p[q].eliminated) { s->speaker = (uint8_t)q; ti4_emit(ev, TI4_EV_SPEAKER, q, -1, -1, 0, 0); break; }
      }
    break;
  case TI4_ED_DECK_EXPLORE: {                 /* the named cards on top of the draw pile, first named on top */
    const uint8_t *ids = (const uint8_t *)m->planets;
    ti4_explore *x = &s->x;
    int d = m->arg[2];
    if (d == 4) {
      for (int i = m->arg[1] - 1; i >= 0; i--)
        if (take_from(x->relic_deck, &x->nrelic_deck, ids[i])) x->relic_deck[x->nrelic_deck++] = ids[i];
      break;
    }
    for (int i = m->arg[1] - 1; i >= 0; i--) {
      int n = x->ndeck[d] + x->ndiscard[d], at = -1;
      for (int j = 0; j < n; j++) if (x->cards[d][j] == ids[i]) { at = j; if (j < x->ndeck[d]) break; }
      if (at < 0) continue;
      memmove(&x->cards[d][at], &x->cards[d][at + 1], (size_t)(n - at - 1));
      if (at < x->ndeck[d]) x->ndeck[d]--; else x->ndiscard[d]--;
      n--;
      memmove(&x->cards[d][x->ndeck[d] + 1], &x->cards[d][x->ndeck[d]], (size_t)(n - x->ndeck[d]));
      x->cards[d][x->ndeck[d]++] = ids[i];
    }
    break;
  }
  case TI4_ED_DECK_AGENDA: {
    const uint8_t *ids = (const uint8_t *)m->planets;
    for (int i = m->arg[1] - 1; i >= 0; i--) {  /* first named is drawn first */
      if (!take_from(s->agenda_deck, &s->nagenda_deck, ids[i]))
        take_from(s->agenda_discard, &s->nagenda_discard, ids[i]);
      s->agenda_deck[s->nagenda_deck++] = ids[i];
    }
    break;
  }
  }
}
