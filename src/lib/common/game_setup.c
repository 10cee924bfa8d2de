/* game_setup.c -- the full setup (LRR "Complete Setup" in the rules
 * reference): factions, the galaxy (map/galaxy.c builds it; the Ghosts'
 * home off the board, the Creuss Gate in its place), home planets and
 * starting units, the speaker, the first two stage I objectives; then, as
 * `choose` decisions in the setup phase, with `galaxy=place` the placing of
 * the dealt system tiles (step 6.iii), the faction sheets' starting-
 * technology choices (step 11) and "draw 2 secret objectives, keep 1" (step
 * 12.i), and then the strategy phase. */
#include "faction_abilities.h"
#include "rules.h"
#include "round.h"
#include "rng.h"
#include "units.h"

int ti4_setup_full(ti4_state *s, const ti4_setup *opt, ti4_error *e);

/* The faction whose home a Keleres variant takes (its id after "keleres_"):
 * The Tribunii, the Keleres choosing an unplayed faction's home at setup. */
static int keleres_of(int f) {
  const char *id = ti4_factions[f].id;
  if (strncmp(id, "keleres_", 8) != 0) return -1;
  return ti4_content_find(TI4_K_FACTION, id + 8);
}

static int faction_ok(const ti4_state *s, int f, const int16_t *taken, int n) {
  if (!(ti4_factions[f].source & s->expansions)) return 0;
  int home = keleres_of(f);
  for (int i = 0; i < n; i++) {
    if (taken[i] < 0) continue;
    if (taken[i] == f) return 0;
    if (home >= 0 && (taken[i] == home || keleres_of(taken[i]) >= 0)) return 0;
    if (keleres_of(taken[i]) == f) return 0;   /* that Keleres sits in f's home */
  }
  return 1;
}

static int choose_factions(ti4_state *s, const ti4_setup *opt, ti4_error *e) {
  int16_t f[TI4_MAX_SEATS];
  int n = s->nseats;
  for (int i = 0; i < n; i++) f[i] = -1;
  for (int i = 0; i < n; i++) {
    int g = opt->factions[i];
    if (g < 0) continue;
    if (g >= TI4_NFACTIONS || !faction_ok(s, g, f, n))
      return g < TI4_NFACTIONS
             ? ti4_fail(e, TI4_EILLEGAL, "", N_("faction %s cannot be played in this game (expansion, twice, or Keleres with its home faction)"), ti4_factions[g].id)
             : ti4_fail_num(e, TI4_EILLEGAL, "", N_("faction %s cannot be played in this game (expansion, twice, or Keleres with its home faction)"), g);
    f[i] = (int16_t)g;
  }
  uint8_t pool[TI4_NFACTIONS];
  unsigned np = 0;
  for (int g = 0; g < TI4_NFACTIONS; g++) pool[np++] = (uint8_t)g;
  ti4_rng_shuffle(s->rng, pool, np);
  for (int i = 0; i < n; i++) {
    if (f[i] >= 0) continue;
    for (unsigned k = 0; k < np; k++)
      if (faction_ok(s, pool[k], f, n)) { f[i] = pool[k]; break; }
    if (f[i] < 0) return ti4_fail_num(e, TI4_EILLEGAL, "", N_("not enough factions for %s players"), n);
  }
  for (int i = 0; i < n; i++) s->p[i].faction = f[i];
  return 0;
}

/* ---- the setup's choices (phase SETUP; s->step says which kind, s->substep
 * the index into speaker order) ------------------------------------------ */
enum { ASK_SETUP_TECH = 220, ASK_SETUP_SECRET };
enum { ASK_SETUP_TILE = 86 };
enum { SETUP_TECHS = 1, SETUP_SECRETS = 2, SETUP_GALAXY = 3 };
/* How a faction sheet chooses its starting technologies. */
enum { ST_NONE, ST_ARGENT, ST_WINNU, ST_KELERES };

static int start_rule(int f, int *count) {
  *count = 0;
  if (f < 0) return ST_NONE;
  if (f == TI4_FACTION_ARGENT) { *count = 2; return ST_ARGENT; }   /* 2 of 3 listed */
  if (f == TI4_FACTION_WINNU) { *count = 1; return ST_WINNU; }     /* 1 with no prerequisites */
  if (keleres_of(f) >= 0) { *count = 2; return ST_KELERES; }        /* 2 owned by other players */
  return ST_NONE;
}

/* May seat take tech t as a starting technology now? */
static int start_tech_ok(const ti4_state *s, int seat, int t) {
  int n, rule = start_rule(s->p[seat].faction, &n);
  if (t < 0 || t >= TI4_NTECHS || !(ti4_techs[t].source & s->expansions)) return 0;
  if (ti4_has_tech(s, seat, t) || ti4_techs[t].faction >= 0) return 0;   /* non-faction only */
  switch (rule) {
  case ST_ARGENT:
    return t == TI4_TECH_NEURAL_MOTIVATOR || t == TI4_TECH_SARWEEN_TOOLS || t == TI4_TECH_PLASMA_SCORING;
  case ST_WINNU:
    for (int c = 0; c < 5; c++) if (ti4_techs[t].prereq[c]) return 0;
    return 1;
  case ST_KELERES:
    for (int i = 0; i < s->nseats; i++)
      if (i != seat && s->p[i].faction >= 0 && ti4_has_tech(s, i, t)) return 1;
    return 0;
  default:
    return 0;
  }
}

static int any_start_tech(const ti4_state *s, int seat) {
  for (int t = 0; t < TI4_NTECHS; t++) if (start_tech_ok(s, seat, t)) return 1;
  return 0;
}

static void setup_next(ti4_state *s, ti4_events *ev);

/* ---- step 6.iii: the players place the dealt system tiles (galaxy=place) --
 * First the speaker places the additional tiles (6.ii NOTE: 5 players
 * without hyperlanes, 7 and 8 players) next to Mecatol Rex; then, from the
 * speaker clockwise, one tile each; the last player places a second, and the
 * order runs back counterclockwise to the speaker, who places two, and so on
 * until every tile is placed. s->substep counts the tiles placed. */

/* Who places the next tile, and from which deal slots [*lo, *hi). */
static int tile_turn(const ti4_state *s, int *lo, int *hi) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order), per = s->deal.per, t = s->substep;
  if (t < s->deal.extra) {
    *lo = n * per; *hi = n * per + s->deal.extra;
    return s->speaker;
  }
  t -= s->deal.extra;
  int r = t / n, i = t % n, seat = order[r % 2 ? n - 1 - i : i];
  *lo = seat * per; *hi = (seat + 1) * per;
  return seat;
}

/* Any tile seat may place now at an open position without breaking a
 * 6.iii limit? Then those placements are the only ones ("unless there is
 * no other option"). */
static int tile_clean_option(const ti4_state *s, int lo, int hi, uint64_t open) {
  for (int i = lo; i < hi && i < TI4_MAX_DEAL; i++) {
    if (!s->deal.tiles[i] || s->deal.tiles[i] == TI4_HIDDEN) continue;
    for (uint64_t m = open; m; m &= m - 1)
      if (!ti4_galaxy_clash(s, s->deal.tiles[i] - 1, __builtin_ctzll(m))) return 1;
  }
  return 0;
}

/* The deal slot in [lo, hi) holding the tile numbered number, -1. */
static int tile_slot(const ti4_state *s, int lo, int hi, int number) {
  for (int i = lo; i < hi && i < TI4_MAX_DEAL; i++)
    if (s->deal.tiles[i] && s->deal.tiles[i] != TI4_HIDDEN && ti4_tile_number(s->deal.tiles[i] - 1) == number) return i;
  return -1;
}

static int tile_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int lo, hi, ring;
  tile_turn(s, &lo, &hi);
  int slot = tile_slot(s, lo, hi, m->arg[0]), pos = m->arg[1];
  int more = m->card >= 0 || m->target != 0;  /* a tile and a position, nothing else */
  for (int i = 2; i < TI4_MOVE_ARGS; i++) more |= m->arg[i] >= 0;
  for (int i = 0; i < TI4_PLANET_WORDS; i++) more |= m->planets[i] != 0;
  if (m->arg[0] < 0 || pos < 0 || more)
    return ti4_fail(e, TI4_EILLEGAL, "Setup 6", N_("name a system tile you were dealt and a position: choose TILE POSITION (%s)"), ti4_seat_word(m->seat));
  if (slot < 0 && s->substep < s->deal.extra && tile_slot(s, m->seat * s->deal.per, (m->seat + 1) * s->deal.per, m->arg[0]) >= 0)
    return ti4_fail_num(e, TI4_EILLEGAL, "Setup 6", N_("the speaker first places the additional system tiles next to Mecatol Rex, then tile %s"), m->arg[0]);
  if (slot < 0)
    return ti4_fail_num(e, TI4_EILLEGAL, "Setup 6", N_("you hold no dealt system tile %s"), m->arg[0]);
  uint64_t later, open = ti4_galaxy_open(s, &ring, &later);
  if (pos < TI4_POS_BESIDE && ((later >> pos) & 1))
    return ti4_fail_num(e, TI4_EILLEGAL, "Setup 6", N_("ring %s around Mecatol Rex is not complete: its open positions are filled first"), ring);
  if (pos >= TI4_POS_BESIDE || !((open >> pos) & 1))
    return ti4_fail_num(e, TI4_EILLEGAL, "Setup 6", N_("position %s is not an open position of the galaxy"), pos);
  int sys = s->deal.tiles[slot] - 1;
  unsigned c = ti4_galaxy_clash(s, sys, pos);
  if (c && tile_clean_option(s, lo, hi, open))
    return ti4_fail(e, TI4_EILLEGAL, "Setup 6", (c & TI4_CLASH_ANOMALY)
                    ? N_("an anomaly may not be placed next to another anomaly while you have another option (%s)")
                    : N_("a system may not be placed next to one with the same type of wormhole while you have another option (%s)"),
                    ti4_systems[sys].id);
  return 0;
}

static void tile_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int lo, hi;
  tile_turn(s, &lo, &hi);
  int slot = tile_slot(s, lo, hi, m->arg[0]), pos = m->arg[1];
  if (slot < 0) return;                        /* checked */
  s->map[pos] = (int16_t)(s->deal.tiles[slot] - 1);
  s->deal.tiles[slot] = 0;
  ti4_emit(ev, TI4_EV_TILE_PLACED, m->seat, s->map[pos], pos, 0, 0);
  s->substep++;
  if (!ti4_galaxy_open(s, NULL, NULL)) {       /* every tile placed: the homes attach (6.iii) */
    memset(&s->deal, 0, sizeof s->deal);
    ti4_explore_place_frontier(s);             /* step 7 (38.1) */
    s->step = SETUP_TECHS;
    s->substep = 0;
  }
  setup_next(s, ev);
}

static size_t tile_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int lo, hi;
  int seat = tile_turn(s, &lo, &hi);
  uint64_t open = ti4_galaxy_open(s, NULL, NULL);
  int clean = tile_clean_option(s, lo, hi, open);
  size_t k = 0;
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
  for (int i = lo; i < hi && i < TI4_MAX_DEAL; i++) {
    if (!s->deal.tiles[i] || s->deal.tiles[i] == TI4_HIDDEN) continue;
    for (uint64_t o = open; o; o &= o - 1) {
      int pos = __builtin_ctzll(o);
      if (clean && ti4_galaxy_clash(s, s->deal.tiles[i] - 1, pos)) continue;
      m.arg[0] = (int16_t)ti4_tile_number(s->deal.tiles[i] - 1);
      m.arg[1] = (int16_t)pos;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}

/* Ask the next setup question, or start the strategy phase. Starting
 * technologies come first (step 11) in speaker order, the Keleres after every
 * other faction (their choice depends on what the others own); then the
 * secret objectives (step 12.i) in speaker order. */
static void setup_next(ti4_state *s, ti4_events *ev) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_speaker_order(s, order);
  if (s->step == SETUP_GALAXY) {
    int lo, hi;
    ti4_ask_for(s, ASK_SETUP_TILE, tile_turn(s, &lo, &hi), -1);
    return;
  }
  while (s->step == SETUP_TECHS) {
    if (s->substep >= 2 * n) { s->step = SETUP_SECRETS; s->substep = 0; break; }
    int seat = order[s->substep % n], count;
    int rule = start_rule(s->p[seat].faction, &count);
    if (rule != ST_NONE && (rule == ST_KELERES) == (s->substep >= n) && any_start_tech(s, seat)) {
      ti4_ask_for(s, ASK_SETUP_TECH, seat, -1);
      s->ask.arg[0] = (int16_t)count;          /* technologies still to choose */
      return;
    }
    s->substep++;
  }
  while (s->step == SETUP_SECRETS && s->substep < n) {
    int seat = order[s->substep], held = 0;
    for (int o = 0; o < TI4_NOBJECTIVES; o++)
      if (s->secret_holder[o] == seat && !((s->scored[o] >> seat) & 1)) held++;
    if (held > 1) { ti4_ask_for(s, ASK_SETUP_SECRET, seat, -1); return; }
    s->substep++;
  }
  s->step = 0;
  s->substep = 0;
  ti4_enter_phase(s, TI4_PHASE_STRATEGY, ev);
}

static int setup_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int seat = m->seat;
  if (s->ask.what == ASK_SETUP_TECH) {
    if (m->card < 0 || m->card >= TI4_NTECHS)
      return ti4_fail(e, TI4_EILLEGAL, "Setup 11", N_("choose a starting technology your faction sheet allows (%s)"), ti4_seat_word(seat));
    if (!start_tech_ok(s, seat, m->card))
      return ti4_fail(e, TI4_EILLEGAL, "Setup 11", N_("your faction sheet does not let you start with %s"), ti4_techs[m->card].id);
    return 0;
  }
  int o = TI4_TARGET_KIND(m->target) == TI4_T_SECRET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (o < 0 || o >= TI4_NOBJECTIVES || s->secret_holder[o] != seat || ti4_objectives[o].stage != TI4_OBJ_SECRET)
    return ti4_fail(e, TI4_EILLEGAL, "Setup 12", N_("keep one of the two secret objectives you drew (%s)"), ti4_seat_word(seat));
  return 0;
}

static void setup_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int seat = m->seat;
  if (s->ask.what == ASK_SETUP_TECH) {
    ti4_set_tech(s, seat, m->card, 1);
    ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TECH, m->card, 1);
    int left = s->ask.arg[0] - 1;
    if (left > 0 && any_start_tech(s, seat)) {
      ti4_ask_for(s, ASK_SETUP_TECH, seat, -1);
      s->ask.arg[0] = (int16_t)left;
      return;
    }
  } else {
    int keep = (int)TI4_TARGET_INDEX(m->target);
    for (int o = 0; o < TI4_NOBJECTIVES; o++)   /* the other goes back, unseen */
      if (o != keep && s->secret_holder[o] == seat && !((s->scored[o] >> seat) & 1) &&
          s->nsecret_deck < TI4_MAX_OBJECTIVES) {
        s->secret_holder[o] = TI4_NOBODY;
        s->secret_deck[s->nsecret_deck++] = (uint8_t)o;
      }
    ti4_rng_shuffle(s->rng, s->secret_deck, s->nsecret_deck);
  }
  s->substep++;
  setup_next(s, ev);
}

static size_t setup_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  size_t k = 0;
  ti4_move m;
  ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
  if (s->ask.what == ASK_SETUP_TECH) {
    for (int t = 0; t < TI4_NTECHS; t++)
      if (start_tech_ok(s, seat, t)) {
        m.card = (int16_t)t;
        if (k < cap) out[k] = m;
        k++;
      }
    return k;
  }
  for (int o = 0; o < TI4_NOBJECTIVES; o++)
    if (s->secret_holder[o] == seat && !((s->scored[o] >> seat) & 1)) {
      m.target = TI4_TARGET(TI4_T_SECRET, o);
      if (k < cap) out[k] = m;
      k++;
    }
  return k;
}

static const ti4_choice setup_rows[] = {
  { ASK_SETUP_TECH, setup_check, setup_apply, setup_legal, "starting_technology",
    N_("name a starting technology your faction sheet allows") },
  { ASK_SETUP_SECRET, setup_check, setup_apply, setup_legal, "secret_to_keep",
    N_("name the secret objective you keep of the two you drew") },
  { ASK_SETUP_TILE, tile_check, tile_apply, tile_legal, "system_tile",
    N_("place one of your dealt system tiles: a tile number and an open position of the ring being built") },
};
extern const ti4_choice_table ti4_choices_setup;
const ti4_choice_table ti4_choices_setup = { setup_rows, sizeof setup_rows / sizeof setup_rows[0] };

int ti4_setup_full(ti4_state *s, const ti4_setup *opt, ti4_error *e) {
  int rc = choose_factions(s, opt, e);
  if (rc) return rc;
  uint8_t home_pos[TI4_MAX_SEATS];
  rc = ti4_galaxy_build(s, opt->map, opt->place && !opt->sandbox, home_pos, e);
  if (rc) return rc;
  for (int i = 0; i < s->nseats; i++)          /* the Ghosts place the gate themselves */
    if (s->p[i].faction == TI4_FACTION_GHOST &&
        (ti4_system_pos(s, ti4_content_find(TI4_K_SYSTEM, "17")) >= 0 || ti4_system_pos(s, ti4_content_find(TI4_K_SYSTEM, "51")) >= 0))
      return ti4_fail(e, TI4_EILLEGAL, "", N_("with the Ghosts of Creuss the map string leaves out tiles 17 and 51 (%s)"), "17");
  for (int i = 0; i < s->nseats; i++) {
    ti4_player *p = &s->p[i];
    const ti4_faction_info *f = &ti4_factions[p->faction];
    int pos = home_pos[i];
    /* Ghosts of Creuss (faction sheet, "Creuss Gate"): the Creuss Gate takes
     * the home position; the home system (51) is set beside the board, in
     * the position kept for it (39.1a), where its units start. */
    int gate = p->faction == TI4_FACTION_GHOST ? ti4_content_find(TI4_K_SYSTEM, "17") : -1;
    s->map[pos] = (int16_t)(gate >= 0 ? gate : f->home_system);
    if (gate >= 0) {
      pos = TI4_POS_CREUSS;
      s->map[pos] = (int16_t)f->home_system;
      s->nmap = TI4_MAX_MAP;
    }
    for (int k = 0; k < f->nhome; k++) s->planet_owner[f->home_planets[k]] = (uint8_t)i;
    int first = f->nhome ? f->home_planets[0] : -1;
    for (int u = 0; u < TI4_UT__COUNT; u++) {
      int c = f->start_units[u];
      if (!c) continue;
      if (u == TI4_UT_SPACEDOCK && p->faction == TI4_FACTION_SAAR) s->floating[0] = (uint8_t)(pos + 1);   /* Floating Factory: in space */
      else if (u <= TI4_UT_WARSUN) s->ships[pos][i][u] = (uint8_t)c;
      else if (first >= 0) s->planet_units[first][u - TI4_UT_INFANTRY] = (uint8_t)(s->planet_units[first][u - TI4_UT_INFANTRY] + c);
    }
    for (int k = 0; k < f->ntechs; k++) if (f->start_techs[k] >= 0) ti4_set_tech(s, i, f->start_techs[k], 1);
    p->commodities = 0;
    p->tactic = 3; p->fleet = 3; p->strategy = 2;
    /* the seat's promissory notes start in its own hand (the Empyrean's second
     * one: Dark Whispers) */
    for (int pn = 0; pn < TI4_NPROMISSORYS; pn++) {
      const ti4_promissory_info *q = &ti4_promissories[pn];
      if (!(q->source & s->expansions) || ti4_hubris(s, i, pn)) continue;   /* Hubris: purged */
      if (q->faction < 0 || pn == f->promissory || pn == f->promissory2) s->pn_holder[pn][i] = (uint8_t)i;
    }
  }
  s->speaker = (uint8_t)ti4_rng_below(s->rng, (uint32_t)s->nseats);
  s->custodians = 1;
  /* two stage I objectives face up (setup step 12.iv) */
  for (int k = 0; k < 2 && s->nstage1; k++) {
    int o = s->stage1[--s->nstage1];
    s->revealed[s->nrevealed++] = (uint8_t)o;
  }
  /* step 12.i: two secret objectives each; which one is kept is asked below */
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < s->nseats && s->nsecret_deck; i++) {
      int o = s->secret_deck[--s->nsecret_deck];
      s->secret_holder[o] = (uint8_t)i;
    }
  s->round = 1;
  s->phase = TI4_PHASE_SETUP;
  s->step = s->deal.per ? SETUP_GALAXY : SETUP_TECHS;   /* galaxy=place: the tiles first (step 6.iii) */
  s->substep = 0;
  setup_next(s, NULL);
  return TI4_OK;   /* api/setup.c unlocks the agents and runs to the first choice */
}
