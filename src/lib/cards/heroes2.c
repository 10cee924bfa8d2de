/* heroes2.c -- more heroes as component actions (leaders.tsv), besides
 * heroes.c's: Darktalon Treilla (Letnev), Conservator Procyon (Empyrean),
 * The Helmsman (L1Z1X), Ahk-Syl Siven (Nomad).
 * The registry purges the hero when it is played (53.4). */
#include "rules.h"
#include "exploration.h"
#include "excess.h"
#include "units.h"

/* ---- Darktalon Treilla (Letnev hero, Dark Matter Affinity): ACTION: until
 * the end of this game round, the number of non-fighter ships you can have
 * in systems is not limited by laws or by the number of command tokens in
 * your fleet pool; purge. map/units.c's fleet limit reads the bit; when the
 * round is over, ships beyond the pool are the player's to choose and
 * remove (37.3, common/excess.c). No law limits ships per system today. */
static int darktalon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s; (void)m; (void)e; (void)seat;
  return 0;
}
static void darktalon(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  s->xs.fleet_ignored = (uint8_t)(s->xs.fleet_ignored | 1u << seat);
  s->xs.ignored_round = s->round;
}

/* ---- Conservator Procyon (Empyrean hero, Multiverse Shift): ACTION: place
 * 1 frontier token in each system that does not contain any planets and
 * does not already have one; then explore each frontier token in a system
 * that contains 1 or more of your ships; purge. The explorations fall due
 * together (exploration.c's queue, in map order: 35.2d is not asked); more
 * than the queue holds is refused as not modelled. */
static uint64_t procyon_due(const ti4_state *s, int seat) {
  uint64_t due = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int sys = s->map[pos], ships = 0;
    if (sys < 0 || sys >= TI4_NSYSTEMS) continue;
    for (int k = 0; k <= TI4_UT_WARSUN; k++) ships |= s->ships[pos][seat][k];
    int token = (s->x.frontier >> pos) & 1 || (ti4_sys_nplanets(s, &ti4_systems[sys]) == 0 && !ti4_systems[sys].hyperlane);
    if (ships && token) due |= (uint64_t)1 << pos;
  }
  return due;
}
static int procyon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!(s->expansions & TI4_SRC_POK))
    return ti4_fail(e, TI4_EILLEGAL, "38", N_("no frontier tokens without Prophecy of Kings (%s)"), ti4_seat_word(seat));
  if (__builtin_popcountll(procyon_due(s, seat)) + s->x.nqueue > TI4_MAX_EXPLORE_Q)
    return ti4_fail(e, TI4_EILLEGAL, "35.2d", N_("not modelled yet: more than 4 explorations due at once (%s)"), ti4_seat_word(seat));
  return 0;
}
static void procyon(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  uint64_t due = procyon_due(s, seat);
  ti4_explore_place_frontier(s);                   /* 38.1's systems: those without a token get one */
  for (uint64_t d = due; d; d &= d - 1) ti4_explore_enqueue(s, seat, __builtin_ctzll(d), 1);
}

/* ---- The Helmsman (L1Z1X hero, Dark Space Navigation): ACTION: choose 1
 * system that does not contain other players' ships; you may move your
 * flagship and any number of your dreadnoughts from other systems into the
 * chosen system; purge. `component the_helmsman TILE`, then `choose
 * SYS:flagship=1,dreadnought=N` one system at a time, plain `choose` to
 * stop. What the ships carry stays where it was (Not yet); beyond the
 * fleet pool or capacity afterwards, the player chooses (37.3, 16.3). */
static int others_ships(const ti4_state *s, int seat, int pos) {
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
    for (int k = 0; o != seat && k <= TI4_UT_WARSUN; k++)
      if (s->ships[pos][o][k]) return 1;
  return 0;
}
static int helmsman_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0)
    return ti4_fail(e, TI4_ESYNTAX, "53", N_("name a system on the map by its tile number, e.g. component the_helmsman 26 (%s)"), ti4_seat_word(seat));
  if (others_ships(s, seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman: system %s contains other players' ships"), ti4_systems[s->map[pos]].id);
  return 0;
}
static size_t helmsman_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, helmsman_check);
}
static int helmsman_more(const ti4_state *s, int seat, int to) {
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (pos != to && (s->ships[pos][seat][TI4_UT_FLAGSHIP] || s->ships[pos][seat][TI4_UT_DREADNOUGHT])) return 1;
  return 0;
}
static void helmsman(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int to = ti4_tile_pos(s, m->arg[0]);
  if (to < 0 || !helmsman_more(s, seat, to)) return;
  ti4_ask_for(s, TI4_ASK_HELMSMAN, seat, -1);
  s->ask.arg[0] = (int16_t)to;
}
static int helmsman_answer_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int to = s->ask.arg[0], seat = s->ask.seat, from = -1, any = 0;
  if (m->arg[0] < 0 && m->arg[1] < 0) return 0;    /* plain choose: no more */
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == m->arg[0]) from = i;
  if (from < 0 || from == to || m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman: name another system with your flagship or dreadnoughts, as SYSTEM:flagship=1,dreadnought=N, or choose nothing to stop (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    any = 1;
    if ((k != TI4_UT_FLAGSHIP && k != TI4_UT_DREADNOUGHT) || n > s->ships[from][seat][k])
      return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman moves only your flagship and dreadnoughts you have there (%s)"), ti4_seat_word(m->seat));
  }
  return any ? 0 : ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman: name another system with your flagship or dreadnoughts, as SYSTEM:flagship=1,dreadnought=N, or choose nothing to stop (%s)"), ti4_seat_word(m->seat));
}
static void helmsman_answer(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int to = s->ask.arg[0], seat = s->ask.seat, from = -1;
  if (m->arg[0] < 0) return;                       /* done */
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == m->arg[0]) from = i;
  if (from < 0 || to < 0 || to >= TI4_MAX_MAP) return;
  static const int types[2] = { TI4_UT_FLAGSHIP, TI4_UT_DREADNOUGHT };
  for (int i = 0; i < 2; i++) {
    int k = types[i], n = TI4_PRODUCE_COUNT(m, k), d = ti4_damaged_get(s, from, seat, k);
    if (!n) continue;
    int dm = d < n ? d : n;                        /* the damaged ones go first: damage goes with them (87) */
    s->ships[from][seat][k] = (uint8_t)(s->ships[from][seat][k] - n);
    s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);
    ti4_damaged_set(s, from, seat, k, d - dm);
    ti4_damaged_set(s, to, seat, k, ti4_damaged_get(s, to, seat, k) + dm);
    ti4_emit(ev, TI4_EV_MOVED, seat, k, from, 0, n);
  }
  ti4_excess_owed(s);                              /* the chosen system's fleet pool, the capacity left behind */
  if (helmsman_more(s, seat, to)) { ti4_ask_for(s, TI4_ASK_HELMSMAN, seat, -1); s->ask.arg[0] = (int16_t)to; }
}
static size_t helmsman_answers(const ti4_state *s, ti4_move *out, size_t cap) {
  int to = s->ask.arg[0], seat = s->ask.seat;
  size_t n = 0;
  if (out && n < cap) ti4_move_blank(&out[n], seat, TI4_MV_CHOOSE);
  n++;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int fl = s->ships[pos][seat][TI4_UT_FLAGSHIP], dr = s->ships[pos][seat][TI4_UT_DREADNOUGHT];
    if (pos == to || s->map[pos] < 0 || (!fl && !dr)) continue;
    for (int f = 0; f <= fl && f < 32; f++)
      for (int d = 0; d <= dr && d < 32; d++) {
        if (!f && !d) continue;
        if (out && n < cap) {
          ti4_move *m = &out[n];
          ti4_move_blank(m, seat, TI4_MV_CHOOSE);
          m->arg[0] = s->map[pos];
          m->arg[1] = 0;
          m->arg[2] = (int16_t)(d << (TI4_UT_DREADNOUGHT % 3 * 5) | f << (TI4_UT_FLAGSHIP % 3 * 5));   /* both in arg[2] (TI4_PRODUCE_COUNT) */
          m->arg[3] = 0;
        }
        n++;
      }
  }
  return n;
}
static const ti4_choice choice_rows[] = {
  { TI4_ASK_HELMSMAN, helmsman_answer_check, helmsman_answer, helmsman_answers, "helmsman_ships",
    N_("The Helmsman: move your flagship and dreadnoughts into the chosen system: choose SYSTEM:flagship=1,dreadnought=N (one system at a time), or choose to stop") },
};
const ti4_choice_table ti4_choices_heroes2 = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

/* ---- Ahk-Syl Siven (Nomad hero, Probability Matrix): ACTION: during this
 * game round your flagship and the units it transports can move out of
 * systems that contain your command tokens; at the end of the round,
 * purge it. The registry purges it when played (53.4): it is used up
 * either way. galaxy/tactical.c's movement reads the round; the units
 * carried from such a system are those the flagship has room for (no
 * Fighter II flight, no other ship). */
static int siven_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)s; (void)m; (void)e; (void)seat;
  return 0;
}
static void siven(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev; (void)seat;
  s->xs.siven_round = s->round;
}

static const ti4_ability rows[] = {
  { "conservator_procyon", TI4_AB_LEADER, TI4_LEADER_CONSERVATOR_PROCYON, 0, TI4_ABF_COMPONENT, procyon_check, NULL, NULL, procyon },
  { "the_helmsman", TI4_AB_LEADER, TI4_LEADER_THE_HELMSMAN, 0, TI4_ABF_COMPONENT, helmsman_check, helmsman_options, NULL, helmsman },
  { "ahk_syl_siven", TI4_AB_LEADER, TI4_LEADER_AHK_SYL_SIVEN, 0, TI4_ABF_COMPONENT, siven_check, NULL, NULL, siven },
  { "darktalon_treilla", TI4_AB_LEADER, TI4_LEADER_DARKTALON_TREILLA, 0, TI4_ABF_COMPONENT, darktalon_check, NULL, NULL, darktalon },
};
const ti4_ability_table ti4_ab_heroes2 = { rows, sizeof rows / sizeof rows[0] };
