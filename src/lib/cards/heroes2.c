/* heroes2.c -- more heroes as component actions (leaders.tsv), besides
 * heroes.c's: Darktalon Treilla (Letnev), Conservator Procyon (Empyrean),
 * The Helmsman (L1Z1X), Ahk-Syl Siven (Nomad), Mirik Aun Sissiri (Argent),
 * Airo Shir Aur (Mahact).
 * The registry purges the hero when it is played (53.4). */
#include "rules.h"
#include "exploration.h"
#include "round.h"
#include "excess.h"
#include "units.h"
#include "round.h"      /* ti4_adjacent */
#include "agenda_rules.h"   /* ti4_note_give_*: "which note do you give" */
#include "rng.h"          /* ti4_rng_below: Kyver's random discards */

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
 * together, in map order (35.2d is not asked): as many as exploration.c's
 * queue holds at once, the others as it empties (ti4_explore_frontiers_of;
 * a system is looked at when its turn comes). */
static int procyon_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!(s->expansions & TI4_SRC_POK))
    return ti4_fail(e, TI4_EILLEGAL, "38", N_("no frontier tokens without Prophecy of Kings (%s)"), ti4_seat_word(seat));
  return 0;
}
static void procyon(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  ti4_explore_place_frontier(s);                   /* 38.1's systems: those without a token get one */
  ti4_explore_frontiers_of(s, seat);
}

/* seat's units of type k at pos that can move: the space area's, and for
 * ground forces those on the seat's planets there too. */
static int mirik_avail(const ti4_state *s, int seat, int pos, int k) {
  int n = s->ships[pos][seat][k];
  if (k != TI4_UT_INFANTRY && k != TI4_UT_MECH) return n;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) {
    int p = ti4_sys_planets(s, sy)[i];
    if (p >= 0 && p < TI4_NPLANETS && s->planet_owner[p] == seat) n += s->planet_units[p][k - TI4_UT_INFANTRY];
  }
  return n;
}
static int mirik_from(const ti4_state *s, int sys) {
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == sys && sys >= 0) return i;
  return -1;
}
/* Move the units m names (SYS:TYPE=N,...) from `from` into `to`: ships
 * from the space area, fighters and ground forces from the space area
 * first, then ground forces from the seat's planets there (in the
 * system's planet order); damage goes with the units (87). */
static void group_move(ti4_state *s, int seat, int from, int to, const ti4_move *m, ti4_events *ev) {
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    int sp = s->ships[from][seat][k] < n ? s->ships[from][seat][k] : n, d = ti4_damaged_get(s, from, seat, k);
    int dm = d < sp ? d : sp;                      /* the damaged ones go first: damage goes with them (87) */
    s->ships[from][seat][k] = (uint8_t)(s->ships[from][seat][k] - sp);
    ti4_damaged_set(s, from, seat, k, d - dm);
    ti4_damaged_set(s, to, seat, k, ti4_damaged_get(s, to, seat, k) + dm);
    const ti4_system_info *sy = &ti4_systems[s->map[from]];
    for (int i = 0, left = k >= TI4_UT_INFANTRY ? n - sp : 0; i < ti4_sys_nplanets(s, sy) && i < 4 && left > 0; i++) {   /* ground forces from the player's planets */
      int p = ti4_sys_planets(s, sy)[i];
      if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] != seat) continue;
      uint8_t *u = &s->planet_units[p][k - TI4_UT_INFANTRY];
      int c = *u < left ? *u : left;
      if (k == TI4_UT_MECH)                         /* 87: a damaged mech takes its damage along (the undamaged first) */
        ti4_damaged_set(s, to, seat, k, ti4_damaged_get(s, to, seat, k) + ti4_planet_mechs_take(s, p, c, -1));
      else *u = (uint8_t)(*u - c);
      left -= c;
    }
    s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);
    ti4_emit(ev, TI4_EV_MOVED, seat, k, from, 0, n);
  }
}
/* Every SYS:TYPE=N,... answer moving units of seat out of pos (each
 * count of each type up to av[], odometer-wise) that check accepts. */
static size_t group_answers(const ti4_state *s, int seat, int pos, const int *av, ti4_move *out, size_t cap, size_t n,
                            int (*check)(const ti4_state *, const ti4_move *, ti4_error *)) {
  int c[TI4_SPACE_TYPES] = {0};
  for (;;) {
    int k = 0;
    while (k < TI4_SPACE_TYPES && c[k] >= av[k]) c[k++] = 0;
    if (k == TI4_SPACE_TYPES) break;
    c[k]++;
    ti4_move m;
    ti4_move_blank(&m, seat, TI4_MV_CHOOSE);
    m.arg[0] = s->map[pos];
    m.arg[1] = m.arg[2] = m.arg[3] = 0;
    for (int j = 0; j < TI4_SPACE_TYPES; j++) m.arg[1 + j / 3] = (int16_t)(m.arg[1 + j / 3] | c[j] << (j % 3 * 5));
    if (check(s, &m, NULL)) continue;
    if (out && n < cap) out[n] = m;
    n++;
  }
  return n;
}

/* ---- The Helmsman (L1Z1X hero, Dark Space Navigation): ACTION: choose 1
 * system that does not contain other players' ships; you may move your
 * flagship and any number of your dreadnoughts from other systems into the
 * chosen system; purge. `component the_helmsman TILE`, then `choose
 * SYS:flagship=1,dreadnought=N` one system at a time, plain `choose` to
 * stop. An ability's movement lets ships transport (58.9; 95): the ships
 * may take fighters and ground forces of that system along within their
 * capacity (16.1), e.g. `choose 26:dreadnought=2,infantry=1,fighter=1`:
 * from the space area first, then from the player's planets there;
 * nothing lands. Beyond the fleet pool or capacity afterwards, the player
 * chooses (37.3, 16.3). */
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
  int to = s->ask.arg[0], seat = s->ask.seat, from = -1, any = 0, room = 0, cargo = 0;
  if (m->arg[0] < 0 && m->arg[1] < 0) return 0;    /* plain choose: no more */
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == m->arg[0]) from = i;
  if (from < 0 || from == to || m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman: name another system with your flagship or dreadnoughts, as SYSTEM:flagship=1,dreadnought=N, or choose nothing to stop (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    if (k == TI4_UT_FLAGSHIP || k == TI4_UT_DREADNOUGHT) {
      if (n > s->ships[from][seat][k])
        return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman moves only your flagship and dreadnoughts you have there (%s)"), ti4_seat_word(m->seat));
      any = 1;
      room += n * ti4_unit_capacity(s, seat, k);
    } else if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH) {
      if (n > mirik_avail(s, seat, from, k))
        return ti4_fail(e, TI4_EILLEGAL, "95", N_("The Helmsman: you do not have those fighters or ground forces in system %s"), ti4_systems[s->map[from]].id);
      cargo += n;
    } else {
      return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman moves only your flagship and dreadnoughts you have there (%s)"), ti4_seat_word(m->seat));
    }
  }
  if (!any)
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("The Helmsman: name another system with your flagship or dreadnoughts, as SYSTEM:flagship=1,dreadnought=N, or choose nothing to stop (%s)"), ti4_seat_word(m->seat));
  if (cargo > room)
    return ti4_fail(e, TI4_EILLEGAL, "16.1", N_("The Helmsman: the fighters and ground forces named exceed the capacity of the ships moving from system %s"), ti4_systems[s->map[from]].id);
  return 0;
}
static void helmsman_answer(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int to = s->ask.arg[0], seat = s->ask.seat, from = -1;
  if (m->arg[0] < 0) return;                       /* done */
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == m->arg[0]) from = i;
  if (from < 0 || to < 0 || to >= TI4_MAX_MAP) return;
  group_move(s, seat, from, to, m, ev);
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
    int av[TI4_SPACE_TYPES] = {0}, room = fl * ti4_unit_capacity(s, seat, TI4_UT_FLAGSHIP) + dr * ti4_unit_capacity(s, seat, TI4_UT_DREADNOUGHT);
    av[TI4_UT_FLAGSHIP] = fl < 31 ? fl : 31;
    av[TI4_UT_DREADNOUGHT] = dr < 31 ? dr : 31;
    static const int cargo[3] = { TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_MECH };
    for (int i = 0; i < 3; i++) {                  /* no more of one kind than the room (16.1) */
      int a = mirik_avail(s, seat, pos, cargo[i]);
      av[cargo[i]] = a < room ? (a < 31 ? a : 31) : (room < 31 ? room : 31);
    }
    n = group_answers(s, seat, pos, av, out, cap, n, helmsman_answer_check);
  }
  return n;
}
/* ---- Mirik Aun Sissiri (Argent hero, Helix Protocol): ACTION: move any
 * number of your ships from any systems into any number of systems that
 * contain one of your command tokens and no other players' ships; purge.
 * Ability movement (58.9): no move values, paths or anomalies. The ships
 * may take fighters and ground forces along within their capacity (16.1,
 * 95): from the space area first, then from the player's planets there
 * (in the system's planet order); nothing lands. With Fighter II fighters
 * move on their own too (the card: "may move without being transported"),
 * outside capacity while they move. `component
 * mirik_aun_sissiri TILE` names the first system; then `choose
 * SYS:TYPE=N,...` moves units from one system at a time into it, a plain
 * `choose` ends that system; `choose TILE` names the next system, a plain
 * `choose` ends the ability. Beyond the fleet pool or capacity afterwards,
 * the player chooses (37.3, 16.3: common/excess.c). */
static int mirik_into_ok(const ti4_state *s, int seat, int pos) {
  return pos >= 0 && ((s->tokens[pos] >> seat) & 1) && !others_ships(s, seat, pos);
}
static int mirik_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0 || m->arg[1] >= 0)
    return ti4_fail(e, TI4_ESYNTAX, "51.10", N_("name a system on the map by its tile number, e.g. component mirik_aun_sissiri 26 (%s)"), ti4_seat_word(seat));
  if (!mirik_into_ok(s, seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Mirik Aun Sissiri moves ships into a system with your command token and no other players' ships, not %s"), ti4_systems[s->map[pos]].id);
  return 0;
}
static size_t mirik_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_tile_targets(s, seat, base, out, cap, mirik_check);
}
static void mirik_ask(ti4_state *s, int what, int seat, int to) {
  ti4_ask_for(s, what, seat, -1);
  s->ask.arg[0] = (int16_t)to;
}
static void mirik(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int to = ti4_tile_pos(s, m->arg[0]);
  if (to >= 0) mirik_ask(s, TI4_ASK_MIRIK_SHIPS, seat, to);
}
static int mirik_ships_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int to = s->ask.arg[0], seat = s->ask.seat, from, any = 0, room = 0, cargo = 0;
  int fly = ti4_unit_move(s, seat, TI4_UT_FIGHTER) > 0;   /* Fighter II: fighters move without being transported */
  if (m->arg[0] < 0 && m->arg[1] < 0) return 0;    /* plain choose: this system is done */
  from = mirik_from(s, m->arg[0]);
  if (from < 0 || from == to || m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Mirik Aun Sissiri: name another system with your units, as SYSTEM:carrier=1,infantry=2, or choose nothing to end this system (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int n = TI4_PRODUCE_COUNT(m, k);
    if (!n) continue;
    if (n > mirik_avail(s, seat, from, k))
      return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Mirik Aun Sissiri: you do not have those units in system %s"), ti4_systems[s->map[from]].id);
    if (k == TI4_UT_FIGHTER && fly) any = 1;        /* on their own: capacity is checked afterwards (16.3, 37.3) */
    else if (k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH) cargo += n;
    else { any = 1; room += n * ti4_unit_capacity(s, seat, k); }
  }
  if (!any)
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Mirik Aun Sissiri moves ships: name at least one ship that is not a fighter (%s)"), ti4_seat_word(m->seat));
  if (cargo > room)
    return ti4_fail(e, TI4_EILLEGAL, "16.1", N_("Mirik Aun Sissiri: the fighters and ground forces named exceed the capacity of the ships moving from system %s"), ti4_systems[s->map[from]].id);
  return 0;
}
/* Is there anything of seat's to move into `to` from elsewhere? */
static int mirik_more(const ti4_state *s, int seat, int to) {
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    for (int k = 0; pos != to && s->map[pos] >= 0 && k <= TI4_UT_WARSUN; k++)
      if ((k != TI4_UT_FIGHTER || ti4_unit_move(s, seat, k) > 0) && s->ships[pos][seat][k]) return 1;   /* Fighter II */
  return 0;
}
static int mirik_any_into(const ti4_state *s, int seat) {
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    if (s->map[pos] >= 0 && ti4_tile_number(s->map[pos]) >= 0 && ti4_tile_pos(s, ti4_tile_number(s->map[pos])) == pos &&
        mirik_into_ok(s, seat, pos) && mirik_more(s, seat, pos)) return 1;
  return 0;
}
static void mirik_next(ti4_state *s, int seat) {                 /* the next system, if one could take ships */
  if (mirik_any_into(s, seat)) mirik_ask(s, TI4_ASK_MIRIK_INTO, seat, -1);
}
static void mirik_ships(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int to = s->ask.arg[0], seat = s->ask.seat, from = m->arg[0] >= 0 ? mirik_from(s, m->arg[0]) : -1;
  if (from < 0 || to < 0 || to >= TI4_MAX_MAP || m->arg[1] < 0) { mirik_next(s, seat); return; }   /* done with this system */
  group_move(s, seat, from, to, m, ev);
  ti4_excess_owed(s);                              /* the system's fleet pool, the capacity left behind */
  if (mirik_more(s, seat, to)) mirik_ask(s, TI4_ASK_MIRIK_SHIPS, seat, to);
  else mirik_next(s, seat);
}
static size_t mirik_ships_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int to = s->ask.arg[0], seat = s->ask.seat;
  size_t n = 0;
  if (out && n < cap) ti4_move_blank(&out[n], seat, TI4_MV_CHOOSE);
  n++;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (pos == to || s->map[pos] < 0 || mirik_from(s, s->map[pos]) != pos) continue;
    int av[TI4_SPACE_TYPES], ships = 0;
    for (int k = 0; k < TI4_SPACE_TYPES; k++) {
      av[k] = mirik_avail(s, seat, pos, k);
      if (av[k] > 31) av[k] = 31;
      if (k <= TI4_UT_WARSUN && (k != TI4_UT_FIGHTER || ti4_unit_move(s, seat, k) > 0)) ships |= av[k];   /* Fighter II */
    }
    if (!ships) continue;
    n = group_answers(s, seat, pos, av, out, cap, n, mirik_ships_check);
  }
  return n;
}
static int mirik_into_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->arg[0] < 0 && m->arg[1] < 0) return 0;    /* plain choose: the ability ends */
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos < 0 || m->arg[1] >= 0 || !mirik_into_ok(s, s->ask.seat, pos))
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Mirik Aun Sissiri: name another system with your command token and no other players' ships by its tile number, or choose nothing to end (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void mirik_into(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int pos = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  if (pos >= 0) mirik_ask(s, TI4_ASK_MIRIK_SHIPS, s->ask.seat, pos);
}
static size_t mirik_into_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  size_t n = 0;
  if (out && n < cap) ti4_move_blank(&out[n], seat, TI4_MV_CHOOSE);
  n++;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    if (s->map[pos] < 0 || ti4_tile_number(s->map[pos]) < 0 || ti4_tile_pos(s, ti4_tile_number(s->map[pos])) != pos ||
        !mirik_into_ok(s, seat, pos)) continue;
    if (out && n < cap) { ti4_move_blank(&out[n], seat, TI4_MV_CHOOSE); out[n].arg[0] = (int16_t)ti4_tile_number(s->map[pos]); }
    n++;
  }
  return n;
}

/* ---- The Oracle (Naalu hero, C-Radium Geometry): at the end of the status
 * phase, you may purge it: each other player must give you 1 promissory
 * note from their hand. `play the_oracle` in the window when strategy
 * cards would be returned, the status phase's last step (nothing happens
 * between it and the phase's end, as for the Crown of Emphidia); then each
 * other player in initiative order who holds a note is asked `the_oracle`
 * (`choose NOTE pY`: the note and its owner, as for Diplomatic Pressure);
 * one without a note gives none. ask.arg[0]: the Naalu, arg[1]: the next
 * place in the order to ask. */
enum { ASK_ORACLE = 30 };
static int oracle_hand(const ti4_state *s, int seat) {
  for (int pn = 0; pn < TI4_NPROMISSORYS; pn++)
    for (int o = 0; o < s->nseats; o++)
      if (s->pn_holder[pn][o] == seat && !((s->pn_in_play[pn] >> o) & 1)) return 1;
  return 0;
}
/* Asks the next other player from place i of the initiative order who holds a note. */
static void oracle_next(ti4_state *s, int naalu, int i) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, order, 0);
  for (; i < n; i++) {
    int o = order[i];
    if (o == naalu || s->p[o].eliminated || !oracle_hand(s, o)) continue;
    ti4_ask_for(s, ASK_ORACLE, o, -1);
    s->ask.arg[0] = (int16_t)naalu;
    s->ask.arg[1] = (int16_t)(i + 1);
    return;
  }
}
static int oracle_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m; (void)seat;
  const ti4_window *w = ti4_window_top_c(s);
  if (s->phase != TI4_PHASE_STATUS || !w || w->id != TI4_W_STATUS_RETURN)
    return ti4_fail(e, TI4_EILLEGAL, "81", N_("%s is used at the end of the status phase"), "the_oracle");
  return 0;
}
static void oracle(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  oracle_next(s, seat, 0);
}
static void oracle_give(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int naalu = s->ask.arg[0], i = s->ask.arg[1];
  ti4_note_give_apply(s, m, ev);
  if (s->pending.kind == TI4_PEND_CHOOSE && s->ask.what != ASK_ORACLE) return;   /* the note asked something itself */
  s->pending.kind = TI4_PEND_NONE;
  oracle_next(s, naalu, i);
}
/* Is seat's Naalu hero playable at the end of the status phase (its window opens for it)? */
int ti4_oracle_ready(const ti4_state *s) {
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
    if (s->p[o].faction == ti4_leaders[TI4_LEADER_THE_ORACLE].faction && !s->p[o].eliminated &&
        ti4_leader_state(s, o, TI4_LEADER_THE_ORACLE) == TI4_LEADER_UNLOCKED) return 1;
  return 0;
}


/* ---- Kyver, Blade and Key (Yssaril hero, Guild of Spies): ACTION: every
 * other player shows the Yssaril 1 action card of their choice from their
 * hand; for each of them the Yssaril either takes that card or has that
 * player discard 3 action cards of their hand at random; then purge (the
 * registry purges it). `component kyver_blade_and_key`; each other player
 * holding an action card, in initiative order from the Yssaril, is asked
 * `kyver_show` (`choose CARD`, a card of their hand); then the Yssaril is
 * asked `kyver_take` (`choose take` or `choose discard`), the card shown
 * in its pending's `shown` (its own view only). The random discards come
 * from the state's seeded generator (as Spy's card). ask.arg[0]: the
 * Yssaril, arg[1]: the next place in the order, arg[2]: the player who
 * showed, arg[3]: the card shown. */
enum { ASK_KYVER_SHOW = 37, ASK_KYVER_TAKE = 38 };
static void kyver_next(ti4_state *s, int ys, int i) {
  uint8_t order[TI4_MAX_SEATS];
  int n = ti4_initiative_order(s, order, s->phase == TI4_PHASE_ACTION && s->active == ys);
  s->pending.kind = TI4_PEND_NONE;
  for (; i < n; i++) {
    int o = order[i];
    if (o == ys || s->p[o].eliminated || !s->p[o].nhand) continue;
    ti4_ask_for(s, ASK_KYVER_SHOW, o, -1);
    s->ask.arg[0] = (int16_t)ys;
    s->ask.arg[1] = (int16_t)(i + 1);
    return;
  }
}
static void kyver(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)m; (void)ev;
  kyver_next(s, seat, 0);
}
static int kyver_show_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (m->card < 0 || m->card >= TI4_NACTIONS || m->target || ti4_hand_find(s, m->seat, m->card) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Kyver, Blade and Key: name an action card in your hand to show the Yssaril player (%s)"),
                    ti4_seat_word(m->seat));
  return 0;
}
static void kyver_show(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int ys = s->ask.arg[0], next = s->ask.arg[1], o = m->seat;
  ti4_ask_for(s, ASK_KYVER_TAKE, ys, -1);
  s->ask.arg[0] = (int16_t)ys;
  s->ask.arg[1] = (int16_t)next;
  s->ask.arg[2] = (int16_t)o;
  s->ask.arg[3] = m->card;
}
static int kyver_word(const ti4_move *m) {
  return m->card < 0 && TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
}
static int kyver_take_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int w = kyver_word(m);
  int bad = w != TI4_OPT_TAKE && w != TI4_OPT_DISCARD;
  for (int i = 0; i < 5 && !bad; i++) bad = m->arg[i] != -1;
  if (bad)
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("Kyver, Blade and Key: take the card shown or have that player discard 3 random action cards (%s: choose take|discard)"), ti4_seat_word(m->seat));
  if (w == TI4_OPT_TAKE && s->p[m->seat].nhand >= TI4_MAX_HAND)
    return ti4_fail(e, TI4_EILLEGAL, "51.10", N_("your hand is full for the engine (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void kyver_take(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int ys = s->ask.arg[0], next = s->ask.arg[1], o = s->ask.arg[2], card = s->ask.arg[3];
  if (kyver_word(m) == TI4_OPT_TAKE) {
    int idx = ti4_hand_find(s, o, card);
    if (idx >= 0) {
      ti4_hand_remove(s, o, idx);
      ti4_hand_add(s, ys, card);
      ti4_emit_what(ev, TI4_EV_LOST, o, TI4_RES_ACTION, -1, 1);       /* which card stays hidden */
      ti4_emit_what(ev, TI4_EV_GAINED, ys, TI4_RES_ACTION, -1, 1);
    }
  } else {
    for (int k = 0; k < 3 && s->p[o].nhand; k++) {   /* discarded face up: public */
      int idx = (int)ti4_rng_below(s->rng, s->p[o].nhand);
      int c = s->p[o].hand[idx];
      ti4_discard_action(s, o, idx);
      ti4_emit_what(ev, TI4_EV_LOST, o, TI4_RES_ACTION, c, 1);
    }
  }
  kyver_next(s, ys, next);
}
static size_t kyver_take_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  static const int w[2] = { TI4_OPT_TAKE, TI4_OPT_DISCARD };
  for (int i = 0; i < 2; i++) {
    if (w[i] == TI4_OPT_TAKE && s->p[s->ask.seat].nhand >= TI4_MAX_HAND) continue;
    if (k < cap) { ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE); out[k].target = TI4_TARGET(TI4_T_OPTION, w[i]); }
    k++;
  }
  return k;
}

static const ti4_choice choice_rows[] = {
  { ASK_KYVER_SHOW, kyver_show_check, kyver_show, ti4_hand_card_options, "kyver_show",
    N_("Kyver, Blade and Key: show the Yssaril player 1 action card of your hand (choose CARD)") },
  { ASK_KYVER_TAKE, kyver_take_check, kyver_take, kyver_take_legal, "kyver_take",
    N_("Kyver, Blade and Key: take the card shown (pending.shown), or have that player discard 3 random action cards (choose take|discard)") },
  { ASK_ORACLE, ti4_note_give_check, oracle_give, ti4_note_give_legal, "the_oracle",
    N_("The Oracle: give the Naalu player 1 promissory note from your hand (choose NOTE pY: the note and its owner)") },
  { TI4_ASK_HELMSMAN, helmsman_answer_check, helmsman_answer, helmsman_answers, "helmsman_ships",
    N_("The Helmsman: move your flagship and dreadnoughts, with fighters and ground forces they can carry, into the chosen system: choose SYSTEM:flagship=1,dreadnought=N,infantry=N (one system at a time), or choose to stop") },
  { TI4_ASK_MIRIK_SHIPS, mirik_ships_check, mirik_ships, mirik_ships_legal, "mirik_ships",
    N_("Mirik Aun Sissiri: move your ships, with fighters and ground forces they can carry, into the chosen system: choose SYSTEM:carrier=1,infantry=2 (one system at a time), or choose to end this system") },
  { TI4_ASK_MIRIK_INTO, mirik_into_check, mirik_into, mirik_into_legal, "mirik_system",
    N_("Mirik Aun Sissiri: choose the next system with your command token and no other players' ships (its tile number), or choose to end") },
};
const ti4_choice_table ti4_choices_heroes2 = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
static const ti4_choice_seat seat_rows[] = { { ASK_ORACLE, 2 } };   /* choose NOTE pY */
const ti4_choice_seat_table ti4_choice_seats_heroes2 = { seat_rows, sizeof seat_rows / sizeof seat_rows[0] };

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

/* ---- Airo Shir Aur (Mahact hero, Benediction): ACTION: move all units in
 * the space area of any system that contains your ships into an adjacent
 * system that contains a different player's ships; space combat is
 * resolved in that system; neither player can retreat or resolve
 * abilities that would move their ships; purge.
 * `component airo_shir_aur FROM TO` (tile numbers). It is no tactical
 * action: no activation, no space cannon offense, no invasion. The
 * combat machine runs in TO as in a tactical action's combat step (the
 * Mahact the attacker, 13), with TI4_TAC2_COMBAT (the action ends with
 * the combat: galaxy/tactical.c, phases/action_phase.c) and
 * TI4_TAC2_NO_RETREAT (no retreat announced, no Skilled Retreat). Refused
 * as not modelled: another player's units in FROM's space area (whether
 * "all units" moves them is not settled here), and TO holding the ships
 * of two other players (a combat of three, as at movement). */
static int ships_of(const ti4_state *s, int seat, int pos) {
  int n = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) n += s->ships[pos][seat][k];
  return n;
}
static int benediction_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int from = m->arg[0] >= 0 ? ti4_tile_pos(s, m->arg[0]) : -1, to = m->arg[1] >= 0 ? ti4_tile_pos(s, m->arg[1]) : -1;
  unsigned others = 0, there = 0;
  if (from < 0 || to < 0)
    return ti4_fail(e, TI4_ESYNTAX, "53", N_("name two systems by their tile numbers, from and to, e.g. component airo_shir_aur 25 26 (%s)"), ti4_seat_word(seat));
  if (!ships_of(s, seat, from))
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("Benediction: system %s contains none of your ships"), ti4_systems[s->map[from]].id);
  for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++) {
    if (o == seat) continue;
    for (int k = 0; k < TI4_SPACE_TYPES; k++) if (s->ships[from][o][k]) others |= 1u << o;
    if (ships_of(s, o, to)) there |= 1u << o;
  }
  if (others)
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("not modelled yet: Benediction moving other players' units (%s)"), ti4_systems[s->map[from]].id);
  if (to == from || !ti4_adjacent(s, from, to) || !there)
    return ti4_fail(e, TI4_EILLEGAL, "53", N_("Benediction: name an adjacent system that contains another player's ships (%s)"), ti4_systems[s->map[to]].id);
  if (there & (there - 1))
    return ti4_fail(e, TI4_EILLEGAL, "89.3", N_("not modelled yet: combat against the ships of two players (%s)"), ti4_systems[s->map[to]].id);
  return 0;
}
static size_t benediction_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  for (int from = 0; from < s->nmap && from < TI4_MAX_MAP; from++) {
    if (s->map[from] < 0 || !ships_of(s, seat, from)) continue;
    for (int to = 0; to < s->nmap && to < TI4_MAX_MAP; to++) {
      if (s->map[to] < 0 || to == from || !ti4_adjacent(s, from, to)) continue;
      ti4_move m = *base;
      m.arg[0] = (int16_t)ti4_tile_number(s->map[from]);
      m.arg[1] = (int16_t)ti4_tile_number(s->map[to]);
      if (benediction_check(s, seat, &m, NULL)) continue;
      if (k < cap) out[k] = m;
      k++;
    }
  }
  return k;
}
static void benediction(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int from = ti4_tile_pos(s, m->arg[0]), to = ti4_tile_pos(s, m->arg[1]);
  if (from < 0 || to < 0) return;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {            /* every unit of the space area, damage with it (87) */
    int n = s->ships[from][seat][k], d = ti4_damaged_get(s, from, seat, k);
    if (!n) continue;
    s->ships[to][seat][k] = (uint8_t)(s->ships[to][seat][k] + n);
    s->ships[from][seat][k] = 0;
    ti4_damaged_set(s, from, seat, k, 0);
    ti4_damaged_set(s, to, seat, k, ti4_damaged_get(s, to, seat, k) + d);
    ti4_emit(ev, TI4_EV_MOVED, seat, k, from, 0, n);
  }
  ti4_excess_owed(s);                                     /* the fleet pool in the new system (37.3) */
  s->tac.pos = (uint8_t)to;                              /* the combat's system (the action phase starts it) */
  s->tac.flags = 0;
  s->tac.flags2 = TI4_TAC2_COMBAT | TI4_TAC2_NO_RETREAT;
}

static const ti4_ability rows[] = {
  { "airo_shir_aur", TI4_AB_LEADER, TI4_LEADER_AIRO_SHIR_AUR, 0, TI4_ABF_COMPONENT, benediction_check, benediction_options, NULL, benediction },
  { "conservator_procyon", TI4_AB_LEADER, TI4_LEADER_CONSERVATOR_PROCYON, 0, TI4_ABF_COMPONENT, procyon_check, NULL, NULL, procyon },
  { "the_helmsman", TI4_AB_LEADER, TI4_LEADER_THE_HELMSMAN, 0, TI4_ABF_COMPONENT, helmsman_check, helmsman_options, NULL, helmsman },
  { "mirik_aun_sissiri", TI4_AB_LEADER, TI4_LEADER_MIRIK_AUN_SISSIRI, 0, TI4_ABF_COMPONENT, mirik_check, mirik_options, NULL, mirik },
  { "ahk_syl_siven", TI4_AB_LEADER, TI4_LEADER_AHK_SYL_SIVEN, 0, TI4_ABF_COMPONENT, siven_check, NULL, NULL, siven },
  { "the_oracle", TI4_AB_LEADER, TI4_LEADER_THE_ORACLE, 1u << TI4_W_STATUS_RETURN, 0, oracle_check, NULL, NULL, oracle },
  { "kyver_blade_and_key", TI4_AB_LEADER, TI4_LEADER_KYVER_BLADE_AND_KEY, 0, TI4_ABF_COMPONENT, NULL, NULL, NULL, kyver },
  { "darktalon_treilla", TI4_AB_LEADER, TI4_LEADER_DARKTALON_TREILLA, 0, TI4_ABF_COMPONENT, darktalon_check, NULL, NULL, darktalon },
};
const ti4_ability_table ti4_ab_heroes2 = { rows, sizeof rows / sizeof rows[0] };
