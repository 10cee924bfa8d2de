/* excess.c -- LRR 37.3 ("if at any time the number of a player's
 * non-fighter ships in a system exceeds the number of tokens in that
 * player's fleet pool, they choose and remove excess ships") and 16.3
 * ("a player can choose which of their excess units to remove"; at the end
 * of a combat, 16.3c). Movement and production refuse what would go beyond
 * either; everything else that can (a fleet token lost to an agenda, a
 * promissory note or an ability, a retreat into a system with ships, the
 * end of a combat, a carrier scuttled) leaves the units on the board, and
 * the engine asks their owner, one system at a time, speaker first:
 * `pX choose SYS:TYPE=N,TYPE=N` returns those units to reinforcements.
 * The answer removes exactly enough: no unit named could stay. */
#include "excess.h"
#include "combat_choices.h"
#include "units.h"

/* ---- the rules ------------------------------------------------------------ */
int ti4_excess_rule(const ti4_state *s, int seat, int pos, const int c[TI4_SPACE_TYPES]) {
  int cap = 0, ships = 0;
  for (int k = 0; k <= TI4_UT_WARSUN; k++) {
    if (c[k] > 0) cap += c[k] * ti4_unit_capacity(s, seat, k);
    if (k != TI4_UT_FIGHTER) ships += c[k];
  }
  cap += ti4_floating_capacity(s, seat, pos);           /* Floating Factories */
  int ground = c[TI4_UT_INFANTRY] + c[TI4_UT_MECH], f = c[TI4_UT_FIGHTER], bad = 0;
  if (ti4_dock_in(s, seat, pos)) f -= f < 3 ? f : 3;   /* the space dock card: 3 fighters beside capacity */
  int room = cap > ground ? cap - ground : 0, over = f - room;
  if (ground > cap) bad |= 1;
  if (over > 0) {
    if (ti4_unit_move(s, seat, TI4_UT_FIGHTER) > 0)     /* Fighter II: they count against the fleet pool (37.1a) */
      ships += ti4_has_tech(s, seat, TI4_TECH_HYBRID_CRYSTAL_FIGHTER_II) ? (over + 1) / 2 : over;
    else bad |= 1;
  }
  if (ships > ti4_fleet_limit(s, seat)) bad |= 2;
  return bad;
}

void ti4_excess_owed(ti4_state *s) { s->xs.flags |= TI4_XS_OWED; }

static void counts(const ti4_state *s, int seat, int pos, int c[TI4_SPACE_TYPES]) {
  for (int k = 0; k < TI4_SPACE_TYPES; k++) c[k] = s->ships[pos][seat][k];
}

/* ---- Arms Reduction (For) ---------------------------------------------------- */
static const struct { int k, keep; } arms_cut[2] = {{TI4_UT_DREADNOUGHT, 2}, {TI4_UT_CRUISER, 4}};
void ti4_excess_arms_owed(ti4_state *s) { s->xs.flags |= TI4_XS_ARMS; }

/* seat's space area in system sys (the Ghosts' home and the nexus beside
 * the board are map positions too), NULL if none. */
static const uint8_t *area_of(const ti4_state *s, int seat, int sys, int *pos) {
  *pos = -1;
  if (sys < 0) return NULL;
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) if (s->map[i] == sys) { *pos = i; return s->ships[i][seat]; }
  return NULL;
}
static int arms_over(const ti4_state *s, int seat, int c) {
  int k = arms_cut[c].k, n = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) n += s->ships[pos][seat][k];
  return n > arms_cut[c].keep ? n - arms_cut[c].keep : 0;
}
static int arms_ask(ti4_state *s) {
  for (int j = 0; j < s->nseats && j < TI4_MAX_SEATS; j++) {
    int seat = (s->speaker + j) % s->nseats;
    if (arms_over(s, seat, 0) || arms_over(s, seat, 1)) {
      ti4_ask_for(s, TI4_ASK_ARMS_REDUCTION, seat, -1);
      return 1;
    }
  }
  s->xs.flags &= (uint8_t)~TI4_XS_ARMS;
  return 0;
}
static int arms_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pos, seat = s->ask.seat, r[TI4_SPACE_TYPES], any = 0;
  const uint8_t *u = m->arg[1] >= 0 ? area_of(s, seat, m->arg[0], &pos) : NULL;
  if (!u) return ti4_fail(e, TI4_EILLEGAL, "8.4", N_("Arms Reduction: name a system with your dreadnoughts or cruisers, as SYSTEM:dreadnought=N,cruiser=N (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) r[k] = TI4_PRODUCE_COUNT(m, k);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int c = k == TI4_UT_DREADNOUGHT ? 0 : k == TI4_UT_CRUISER ? 1 : -1;
    if (!r[k]) continue;
    any = 1;
    if (c < 0 || r[k] > u[k] || r[k] > arms_over(s, seat, c))
      return ti4_fail(e, TI4_EILLEGAL, "8.4", N_("Arms Reduction: destroy only your dreadnoughts beyond 2 and cruisers beyond 4, where they are (%s)"), ti4_seat_word(m->seat));
  }
  return any ? 0 : ti4_fail(e, TI4_EILLEGAL, "8.4", N_("Arms Reduction: name a system with your dreadnoughts or cruisers, as SYSTEM:dreadnought=N,cruiser=N (%s)"), ti4_seat_word(m->seat));
}
static void arms_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pos, seat = s->ask.seat;
  uint8_t *u = (uint8_t *)area_of(s, seat, m->arg[0], &pos);
  if (!u) return;
  for (int c = 0; c < 2; c++) {
    int k = arms_cut[c].k, x = TI4_PRODUCE_COUNT(m, k);
    if (!x) continue;
    u[k] = (uint8_t)(u[k] - x);
    if (pos >= 0) {
      int d = ti4_damaged_get(s, pos, seat, k);
      ti4_damaged_set(s, pos, seat, k, d > x ? d - x : 0);   /* the damaged ones first */
    }
    ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, x);
  }
  ti4_excess_owed(s);                              /* a ship less: capacity (16.3) */
}
static size_t arms_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat, od = arms_over(s, seat, 0), oc = arms_over(s, seat, 1);
  size_t n = 0;
  for (int i = 0; i < s->nmap && i < TI4_MAX_MAP; i++) {
    int sys = s->map[i], pos;
    if (sys < 0) continue;
    const uint8_t *u = area_of(s, seat, sys, &pos);
    if (!u || pos != i) continue;
    int hd = u[TI4_UT_DREADNOUGHT] < od ? u[TI4_UT_DREADNOUGHT] : od, hc = u[TI4_UT_CRUISER] < oc ? u[TI4_UT_CRUISER] : oc;
    for (int d = 0; d <= hd && d < 32; d++)
      for (int c = 0; c <= hc && c < 32; c++) {
        if (!d && !c) continue;
        if (out && n < cap) {
          ti4_move *m = &out[n];
          ti4_move_blank(m, seat, TI4_MV_CHOOSE);
          m->arg[0] = (int16_t)sys;
          m->arg[1] = (int16_t)(c << (TI4_UT_CRUISER % 3 * 5));
          m->arg[2] = (int16_t)(d << (TI4_UT_DREADNOUGHT % 3 * 5));
          m->arg[3] = 0;
        }
        n++;
      }
  }
  return n;
}

int ti4_excess_ask(ti4_state *s) {
  if (s->xs.fleet_ignored && s->round != s->xs.ignored_round) {   /* Darktalon Treilla's round is over */
    s->xs.fleet_ignored = 0;
    s->xs.flags |= TI4_XS_OWED;
  }
  if ((s->xs.flags & TI4_XS_ARMS) && arms_ask(s)) return 1;
  for (int i = 0; i < s->nseats && i < TI4_MAX_SEATS; i++)
    if (s->p[i].fleet != s->xs.fleet_seen[i]) {
      if (s->p[i].fleet < s->xs.fleet_seen[i]) s->xs.flags |= TI4_XS_OWED;
      s->xs.fleet_seen[i] = s->p[i].fleet;
    }
  if (!(s->xs.flags & TI4_XS_OWED) || s->combat.kind) return 0;   /* 16.3c: not during a combat */
  for (int j = 0; j < s->nseats && j < TI4_MAX_SEATS; j++) {
    int seat = (s->speaker + j) % s->nseats;
    for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
      if (s->map[pos] < 0) continue;
      int c[TI4_SPACE_TYPES], any = 0;
      counts(s, seat, pos, c);
      for (int k = 0; k < TI4_SPACE_TYPES; k++) any |= c[k];
      int bad = any ? ti4_excess_rule(s, seat, pos, c) : 0;
      if (!bad) continue;
      ti4_ask_for(s, (bad & 2) ? TI4_ASK_FLEET_EXCESS : TI4_ASK_CAPACITY_EXCESS, seat, -1);   /* ships first: their capacity decides the rest */
      s->ask.arg[0] = (int16_t)pos;
      return 1;
    }
  }
  s->xs.flags &= (uint8_t)~TI4_XS_OWED;
  return 0;
}

int ti4_excess_asking(const ti4_state *s) {
  return s && s->pending.kind == TI4_PEND_CHOOSE &&
         (s->ask.what == TI4_ASK_FLEET_EXCESS || s->ask.what == TI4_ASK_CAPACITY_EXCESS || s->ask.what == TI4_ASK_ARMS_REDUCTION ||
          s->ask.what == TI4_ASK_HELMSMAN || s->ask.what == TI4_ASK_MIRIK_SHIPS || s->ask.what == TI4_ASK_RETREAT_CARGO ||   /* combat_choices.c */
          s->ask.what == TI4_ASK_REROLL || s->ask.what == TI4_ASK_BARRAGE || s->ask.what == TI4_ASK_AMBUSH ||
          s->ask.what == TI4_ASK_HARROW || s->ask.what == TI4_ASK_RAID);
}

/* ---- the question ------------------------------------------------------------- */
/* The unit types an answer may name: ships for the fleet pool (fighters
 * only where Fighter II counts them), fighters and ground forces for capacity. */
static int allowed(const ti4_state *s, int k) {
  if (s->ask.what == TI4_ASK_CAPACITY_EXCESS) return k == TI4_UT_FIGHTER || k == TI4_UT_INFANTRY || k == TI4_UT_MECH;
  if (k == TI4_UT_FIGHTER) return ti4_unit_move(s, s->ask.seat, TI4_UT_FIGHTER) > 0;
  return k <= TI4_UT_WARSUN;
}
static int bit_of(const ti4_state *s) { return s->ask.what == TI4_ASK_FLEET_EXCESS ? 2 : 1; }

/* After removing r[] from the asked system, is it within the rule asked about? */
static int fits(const ti4_state *s, const int r[TI4_SPACE_TYPES]) {
  int c[TI4_SPACE_TYPES], pos = s->ask.arg[0], seat = s->ask.seat;
  counts(s, seat, pos, c);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) c[k] -= r[k];
  return !(ti4_excess_rule(s, seat, pos, c) & bit_of(s));
}
/* Enough and no more: every unit named had to go. */
static int exact(const ti4_state *s, int r[TI4_SPACE_TYPES]) {
  if (!fits(s, r)) return 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!r[k]) continue;
    r[k]--;
    int f = fits(s, r);
    r[k]++;
    if (f) return 0;
  }
  return 1;
}

static void decode(const ti4_move *m, int r[TI4_SPACE_TYPES]) {
  for (int k = 0; k < TI4_SPACE_TYPES; k++) r[k] = TI4_PRODUCE_COUNT(m, k);
}

static int check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pos = s->ask.arg[0], seat = s->ask.seat, r[TI4_SPACE_TYPES], any = 0;
  const char *rule = s->ask.what == TI4_ASK_FLEET_EXCESS ? "37.3" : "16.3";
  if (pos < 0 || pos >= TI4_MAX_MAP || m->arg[0] != s->map[pos] || m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, rule, N_("name the units to remove in the system asked about, as SYSTEM:TYPE=N,... (see legal) (%s)"), ti4_seat_word(m->seat));
  decode(m, r);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!r[k]) continue;
    any = 1;
    if (!allowed(s, k) || r[k] > s->ships[pos][seat][k])
      return ti4_fail(e, TI4_EILLEGAL, rule, s->ask.what == TI4_ASK_FLEET_EXCESS
                      ? N_("remove ships you have there beyond your fleet pool (%s)")
                      : N_("remove fighters or ground forces you have there beyond capacity (%s)"), ti4_seat_word(m->seat));
  }
  if (!any || !exact(s, r))
    return ti4_fail(e, TI4_EILLEGAL, rule, N_("remove exactly as many units as are beyond the limit, no more (%s)"), ti4_seat_word(m->seat));
  return 0;
}

static void apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pos = s->ask.arg[0], seat = s->ask.seat, r[TI4_SPACE_TYPES];
  decode(m, r);
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!r[k]) continue;
    int d = k < TI4_SPACE_TYPES ? ti4_damaged_get(s, pos, seat, k) : 0;
    s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] - r[k]);
    ti4_damaged_set(s, pos, seat, k, d > r[k] ? d - r[k] : 0);   /* the damaged ones go first */
    ti4_emit(ev, TI4_EV_REMOVED, seat, k, pos, 0, r[k]);   /* back into reinforcements (37.3, 16.3) */
  }
}

/* Every exact answer, by type counts (at most `left` units in all). */
static void walk(const ti4_state *s, int k, int r[TI4_SPACE_TYPES], int left, ti4_move *out, size_t cap, size_t *n) {
  if (k == TI4_SPACE_TYPES) {
    int any = 0;
    for (int j = 0; j < TI4_SPACE_TYPES; j++) any |= r[j];
    if (!any || !exact(s, r)) return;
    if (out && *n < cap) {
      ti4_move *m = &out[*n];
      ti4_move_blank(m, s->ask.seat, TI4_MV_CHOOSE);
      m->arg[0] = s->map[s->ask.arg[0]];
      m->arg[1] = m->arg[2] = m->arg[3] = 0;
      for (int j = 0; j < TI4_SPACE_TYPES; j++) m->arg[1 + j / 3] = (int16_t)(m->arg[1 + j / 3] | r[j] << (j % 3 * 5));
    }
    (*n)++;
    return;
  }
  int have = allowed(s, k) ? s->ships[s->ask.arg[0]][s->ask.seat][k] : 0;
  if (have > 31) have = 31;
  for (int x = 0; x <= have && x <= left; x++) {
    r[k] = x;
    walk(s, k + 1, r, left - x, out, cap, n);
  }
  r[k] = 0;
}

static size_t legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int pos = s->ask.arg[0], seat = s->ask.seat, c[TI4_SPACE_TYPES], r[TI4_SPACE_TYPES] = {0}, need = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  counts(s, seat, pos, c);
  /* an exact answer removes at most this many: the excess ships, and with
   * Fighter II each fighter beyond capacity; the cargo beyond capacity */
  if (s->ask.what == TI4_ASK_FLEET_EXCESS) {
    for (int k = 0; k <= TI4_UT_WARSUN; k++) need += k == TI4_UT_FIGHTER && !allowed(s, k) ? 0 : c[k];
    need -= ti4_fleet_limit(s, seat) > 0 ? ti4_fleet_limit(s, seat) : 0;
    if (allowed(s, TI4_UT_FIGHTER))              /* Fighter II: a ship less may leave more fighters over */
      for (int k = need = 0; k <= TI4_UT_WARSUN; k++) need += c[k];
  } else need = c[TI4_UT_FIGHTER] + c[TI4_UT_INFANTRY] + c[TI4_UT_MECH];
  if (need < 1) need = 1;
  size_t n = 0;
  walk(s, 0, r, need, out, cap, &n);
  return n;
}

static const ti4_choice rows[] = {
  { TI4_ASK_FLEET_EXCESS, check, apply, legal, "fleet_pool_excess",
    N_("more non-fighter ships in a system than tokens in your fleet pool: choose SYSTEM:TYPE=N,... the ships to return to reinforcements (37.3)") },
  { TI4_ASK_CAPACITY_EXCESS, check, apply, legal, "capacity_excess",
    N_("more fighters and ground forces in a system's space area than capacity: choose SYSTEM:TYPE=N,... the units to return to reinforcements (16.3)") },
  { TI4_ASK_ARMS_REDUCTION, arms_check, arms_apply, arms_legal, "arms_reduction",
    N_("Arms Reduction: destroy your dreadnoughts beyond 2 and cruisers beyond 4: choose SYSTEM:dreadnought=N,cruiser=N, one system at a time") },
};
const ti4_choice_table ti4_choices_excess = { rows, sizeof rows / sizeof rows[0] };
