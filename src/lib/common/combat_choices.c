/* combat_choices.c -- combat's questions that belong to no card
 * (combat_choices.h). */
#include "combat_choices.h"
#include "exploration.h"   /* TI4_OPT_*: unit types as answer words (enum constants only) */

unsigned ti4_invasion_contested(const ti4_state *s) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  unsigned t = 0;
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++) {
    int pl = ti4_sys_planets(s, sy)[i], o = pl >= 0 ? s->planet_owner[pl] : TI4_NOBODY;
    if (!((s->combat.committed >> i) & 1) || o == s->active || o >= s->nseats) continue;
    if (s->planet_units[pl][0] || s->planet_units[pl][1] || s->planet_units[pl][2]) t |= 1u << i;   /* invasion.c's "defended" */
  }
  return t;
}

/* ---- the order of ground combats (49.3a, 49.4a) ---------------------------
 * When the active player committed ground forces to two or more planets
 * where a combat waits, it names the next (`choose PLANET`); invasion.c
 * reads combat.gc_next and asks again while two or more remain. */
static int order_slot(const ti4_state *s, const ti4_move *m) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  if (m->card >= 0 || TI4_TARGET_KIND(m->target) != TI4_T_PLANET) return -1;
  for (int i = 0; i < ti4_sys_nplanets(s, sy) && i < 4; i++)
    if (ti4_sys_planets(s, sy)[i] == (int)TI4_TARGET_INDEX(m->target) && ((ti4_invasion_contested(s) >> i) & 1)) return i;
  return -1;
}
static int order_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (order_slot(s, m) < 0)
    return ti4_fail(e, TI4_EILLEGAL, "49.4a", N_("name the planet whose ground combat comes next: one you committed ground forces to where a combat waits (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void order_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.gc_next = (uint8_t)(order_slot(s, m) + 1);
}
static size_t order_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  const ti4_system_info *sy = &ti4_systems[s->map[s->tac.pos]];
  size_t k = 0;
  for (unsigned t = ti4_invasion_contested(s); t; t &= t - 1, k++)
    if (k < cap) {
      ti4_move_blank(&out[k], s->ask.seat, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, ti4_sys_planets(s, sy)[__builtin_ctz(t)]);
    }
  return k;
}

/* ---- the unit a round's repair takes (Duranium Armor) ------------------------
 * "Repair 1 of your damaged units that did not use SUSTAIN DAMAGE during
 * this combat round": when units of two or more types could be and not all
 * are, combat.c asks their owner with the types in ask.arg[0] (a bit per
 * unit type); the answer names one (`choose dreadnought`), combat.c
 * repairs it (combat.repair_pick). */
static int type_option(int k) {
  return k <= TI4_UT_WARSUN ? TI4_OPT_CARRIER + k : k == TI4_UT_INFANTRY ? TI4_OPT_INFANTRY : k == TI4_UT_MECH ? TI4_OPT_MECH : -1;
}
static int option_type(uint16_t t) {
  int o = TI4_TARGET_KIND(t) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(t) : -1;
  for (int k = 0; k < TI4_SPACE_TYPES; k++)
    if (o >= 0 && type_option(k) == o) return k;
  return -1;
}
static int repair_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int k = option_type(m->target);
  if (k < 0 || m->card >= 0 || !((s->ask.arg[0] >> k) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "87.3", N_("name the type of a damaged unit of yours that did not use SUSTAIN DAMAGE this round, e.g. choose dreadnought (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void repair_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.repair_pick = (uint8_t)(option_type(m->target) + 1);
}
static size_t repair_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t n = 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    if (!((s->ask.arg[0] >> k) & 1) || type_option(k) < 0) continue;
    if (n < cap) {
      ti4_move_blank(&out[n], s->ask.seat, TI4_MV_CHOOSE);
      out[n].target = TI4_TARGET(TI4_T_OPTION, type_option(k));
    }
    n++;
  }
  return n;
}

/* ---- a retreat: the cargo left behind (78.7b), the token's pool (78.7d) ------
 * combat.c asks before anything moves; the answers remove the units named
 * from the active system (they could not be transported) or place the
 * token from the pool named, and the retreat goes on. */
static const int cargo_types[3] = {TI4_UT_FIGHTER, TI4_UT_INFANTRY, TI4_UT_MECH};
static int cargo_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pos = s->ask.arg[0], seat = s->ask.seat, total = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP || m->arg[0] != s->map[pos] || m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "78.7b", N_("name the units left behind in the active system, as SYSTEM:TYPE=N,... (see legal) (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int x = TI4_PRODUCE_COUNT(m, k);
    if (!x) continue;
    if ((k != TI4_UT_FIGHTER && k != TI4_UT_INFANTRY && k != TI4_UT_MECH) || x > s->ships[pos][seat][k])
      return ti4_fail(e, TI4_EILLEGAL, "78.7b", N_("only your fighters and ground forces in the active system's space area stay behind (%s)"), ti4_seat_word(m->seat));
    total += x;
  }
  if (total != s->ask.arg[1])
    return ti4_fail(e, TI4_EILLEGAL, "78.7b", N_("leave behind exactly the units your retreating ships cannot transport (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void cargo_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pos = s->ask.arg[0], seat = s->ask.seat;
  for (int i = 0; i < 3; i++) {
    int k = cargo_types[i], x = TI4_PRODUCE_COUNT(m, k), d = ti4_damaged_get(s, pos, seat, k);
    if (!x || x > s->ships[pos][seat][k]) continue;
    s->ships[pos][seat][k] = (uint8_t)(s->ships[pos][seat][k] - x);
    ti4_damaged_set(s, pos, seat, k, d > x ? d - x : 0);   /* a damaged mech first */
    ti4_emit(ev, TI4_EV_DESTROYED, seat, k, pos, 0, x);   /* removed (78.7b), as combat.c's retreat says it */
  }
}
static size_t cargo_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int pos = s->ask.arg[0], seat = s->ask.seat, need = s->ask.arg[1];
  size_t n = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  int f = s->ships[pos][seat][TI4_UT_FIGHTER], in = s->ships[pos][seat][TI4_UT_INFANTRY], me = s->ships[pos][seat][TI4_UT_MECH];
  for (int a = 0; a <= f && a <= need && a <= 31; a++)
    for (int b = 0; b <= in && a + b <= need && b <= 31; b++) {
      int c = need - a - b;
      if (c > me || c > 31) continue;
      if (n < cap) {
        ti4_move *m = &out[n];
        int r[TI4_SPACE_TYPES] = {0};
        r[TI4_UT_FIGHTER] = a; r[TI4_UT_INFANTRY] = b; r[TI4_UT_MECH] = c;
        ti4_move_blank(m, seat, TI4_MV_CHOOSE);
        m->arg[0] = s->map[pos];
        m->arg[1] = m->arg[2] = m->arg[3] = 0;
        for (int j = 0; j < TI4_SPACE_TYPES; j++) m->arg[1 + j / 3] = (int16_t)(m->arg[1 + j / 3] | r[j] << (j % 3 * 5));
      }
      n++;
    }
  return n;
}

static int pool_of(uint16_t t) {
  int o = TI4_TARGET_KIND(t) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(t) : -1;
  return o == TI4_OPT_TACTIC ? 0 : o == TI4_OPT_FLEET ? 1 : o == TI4_OPT_STRATEGY ? 2 : -1;
}
static uint8_t *pool(ti4_state *s, int seat, int i) {
  ti4_player *p = &s->p[seat];
  return i == 0 ? &p->tactic : i == 1 ? &p->fleet : &p->strategy;
}
static int pool_n(const ti4_state *s, int seat, int i) {
  const ti4_player *p = &s->p[seat];
  return i < 0 ? 0 : i == 0 ? p->tactic : i == 1 ? p->fleet : p->strategy;
}
static int token_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int i = pool_of(m->target);
  if (i < 0 || m->card >= 0 || !pool_n(s, m->seat, i))
    return ti4_fail(e, TI4_EILLEGAL, "78.7d", N_("name a pool of your command sheet with a token to place where your ships retreat: choose tactic, fleet or strategy (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void token_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int q = s->ask.arg[0], seat = m->seat;
  uint8_t *p = pool(s, seat, pool_of(m->target));
  if (q < 0 || q >= TI4_MAX_MAP || !*p) return;
  (*p)--;
  s->tokens[q] |= (uint8_t)(1u << seat);               /* combat.c's retreat then places none */
}
static size_t token_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  static const int opt[3] = {TI4_OPT_TACTIC, TI4_OPT_FLEET, TI4_OPT_STRATEGY};
  size_t n = 0;
  for (int i = 0; i < 3; i++) {
    if (!pool_n(s, s->ask.seat, i)) continue;
    if (n < cap) {
      ti4_move_blank(&out[n], s->ask.seat, TI4_MV_CHOOSE);
      out[n].target = TI4_TARGET(TI4_T_OPTION, opt[i]);
    }
    n++;
  }
  return n;
}

/* ---- the dice a reroll takes (74: Fire Team, Munitions Reserves, Ta Zern) ----
 * "Reroll any number of your dice": the player names its missed dice to
 * reroll by unit type (`choose 26:infantry=2`; a PDS's space cannon dice
 * `choose 26:pds=1`, their count in arg[4]), or none (`choose`); a hit is
 * never rerolled. combat.c rerolls the misses left in combat.miss. */
static int reroll_n(const ti4_move *m, int k) {
  return k < TI4_SPACE_TYPES ? TI4_PRODUCE_COUNT(m, k) : k == TI4_UT_PDS && m->arg[4] > 0 ? m->arg[4] : 0;
}
static int reroll_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pos = s->ask.arg[0], side = s->ask.arg[1] & 1;
  if (m->arg[0] < 0 && m->arg[1] < 0) return 0;        /* none */
  if (pos < 0 || pos >= TI4_MAX_MAP || m->arg[0] != s->map[pos] || m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, "74", N_("name the missed dice to reroll by their units, as SYSTEM:TYPE=N,... in the active system, or choose nothing (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_FIGHT_TYPES; k++)
    if (reroll_n(m, k) > s->combat.miss[side][k])
      return ti4_fail(e, TI4_EILLEGAL, "74", N_("not that many of those units' dice missed this round (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void reroll_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int side = s->ask.arg[1] & 1;
  for (int k = 0; k < TI4_FIGHT_TYPES; k++)
    s->combat.miss[side][k] = (uint8_t)(m->arg[1] < 0 ? 0 : reroll_n(m, k));
  s->combat.reroll |= (uint8_t)(8u << side);           /* named: combat.c rerolls them */
}
static size_t reroll_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int pos = s->ask.arg[0], side = s->ask.arg[1] & 1, types = 0;
  size_t n = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  for (int k = 0; k < TI4_FIGHT_TYPES; k++) types += s->combat.miss[side][k] > 0;
  for (int only = -1; only < TI4_FIGHT_TYPES; only++) {   /* every miss, then each type's alone */
    if (only >= 0 && (types < 2 || !s->combat.miss[side][only])) continue;
    if (n < cap) {
      ti4_move *m = &out[n];
      ti4_move_blank(m, s->ask.seat, TI4_MV_CHOOSE);
      m->arg[0] = s->map[pos];
      m->arg[1] = m->arg[2] = m->arg[3] = 0;
      for (int j = 0; j < TI4_SPACE_TYPES; j++) {
        int x = only < 0 || only == j ? s->combat.miss[side][j] : 0;
        m->arg[1 + j / 3] = (int16_t)(m->arg[1 + j / 3] | (x > 31 ? 31 : x) << (j % 3 * 5));
      }
      int p = only < 0 || only == TI4_UT_PDS ? s->combat.miss[side][TI4_UT_PDS] : 0;
      if (p) m->arg[4] = (int16_t)(p > 31 ? 31 : p);   /* a PDS's dice (space cannon; the Hel-Titans) */
    }
    n++;
  }
  if (n < cap) ti4_move_blank(&out[n], s->ask.seat, TI4_MV_CHOOSE);   /* none */
  return n + 1;
}

/* ---- which units: the shared pick (Ambush's ships) ---------------------------
 * ask.arg[0]: the map position, arg[1]: the unit types that may be named
 * (a bit each), arg[2]: the most units in all, arg[3]: whose units. The
 * answer names them (`choose 26:cruiser=1,destroyer=1`) or none (`choose`);
 * `legal` lists every way. */
void ti4_unit_pick_ask(ti4_state *s, int what, int seat, int owner, int pos, unsigned mask, int most) {
  ti4_ask_for(s, what, seat, -1);
  s->ask.arg[0] = (int16_t)pos;
  s->ask.arg[1] = (int16_t)(mask & 0x7FFF);
  s->ask.arg[2] = (int16_t)most;
  s->ask.arg[3] = (int16_t)owner;
}
int ti4_unit_pick_count(const ti4_move *m, int k) {
  return m->arg[0] < 0 || m->arg[1] < 0 || k < 0 || k >= TI4_SPACE_TYPES ? 0 : TI4_PRODUCE_COUNT(m, k);
}
static int pick_have(const ti4_state *s, int k) {
  int pos = s->ask.arg[0], owner = s->ask.arg[3] & 0xFF;
  if (pos < 0 || pos >= TI4_MAX_MAP || owner >= TI4_MAX_SEATS || !((s->ask.arg[1] >> k) & 1)) return 0;
  int n = s->ships[pos][owner][k];
  if (s->ask.arg[3] & TI4_PICK_UNDAMAGED) n -= ti4_damaged_get(s, pos, owner, k);
  return n > 0 ? n : 0;
}
static int pick_min(const ti4_state *s) { return s->ask.arg[3] & TI4_PICK_EXACT ? s->ask.arg[2] : 0; }
static const char *pick_rule(const ti4_state *s) { return s->ask.what == TI4_ASK_AMBUSH ? "78.2" : s->ask.what == TI4_ASK_RAID ? "10" : "1.7"; }
static int pick_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pos = s->ask.arg[0], total = 0;
  if (m->arg[0] < 0 && m->arg[1] < 0 && !pick_min(s)) return 0;   /* none */
  if (m->arg[0] < 0 && m->arg[1] < 0)
    return ti4_fail(e, TI4_EILLEGAL, pick_rule(s), N_("name as many units as the hits they take (%s)"), ti4_seat_word(m->seat));
  if (pos < 0 || pos >= TI4_MAX_MAP || m->arg[0] != s->map[pos] || m->arg[1] < 0 || m->arg[4] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, pick_rule(s), N_("name the units as SYSTEM:TYPE=N,... in the active system, or choose nothing (%s)"), ti4_seat_word(m->seat));
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int x = TI4_PRODUCE_COUNT(m, k);
    if (x > pick_have(s, k))
      return ti4_fail(e, TI4_EILLEGAL, pick_rule(s), N_("not that many of those units can be named here (%s)"), ti4_seat_word(m->seat));
    total += x;
  }
  if (total < pick_min(s))
    return ti4_fail(e, TI4_EILLEGAL, pick_rule(s), N_("name as many units as the hits they take (%s)"), ti4_seat_word(m->seat));
  if (total > s->ask.arg[2])
    return ti4_fail(e, TI4_EILLEGAL, pick_rule(s), s->ask.arg[2] == 2 ? N_("name at most 2 units (%s)") : N_("name fewer units: not that many may be named (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static size_t pick_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int pos = s->ask.arg[0], most = s->ask.arg[2], n[TI4_SPACE_TYPES] = {0}, types[TI4_SPACE_TYPES], nt = 0;
  size_t c = 0;
  if (pos < 0 || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) if (pick_have(s, k)) types[nt++] = k;
  for (;;) {                                           /* every count vector within the limits, none first */
    int total = 0;
    for (int i = 0; i < nt; i++) total += n[types[i]];
    if (total <= most && total >= pick_min(s)) {
      if (c < cap) {
        ti4_move *m = &out[c];
        ti4_move_blank(m, s->ask.seat, TI4_MV_CHOOSE);
        if (total) {
          m->arg[0] = s->map[pos];
          m->arg[1] = m->arg[2] = m->arg[3] = 0;
          for (int i = 0; i < nt; i++) {
            int k = types[i], x = n[k] > 31 ? 31 : n[k];
            m->arg[1 + k / 3] = (int16_t)(m->arg[1 + k / 3] | x << (k % 3 * 5));
          }
        }
      }
      c++;
    }
    int i = 0;                                         /* the next vector */
    for (; i < nt; i++) {
      int k = types[i];
      if (n[k] < pick_have(s, k) && n[k] < most) { n[k]++; break; }
      n[k] = 0;
    }
    if (i == nt) break;
  }
  return c;
}
/* Raid Formation: the Argent names the opponent's undamaged ships its
 * barrage hits beyond the fighters damage (not a use of SUSTAIN DAMAGE). */
static void raid_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int pos = s->ask.arg[0], owner = s->ask.arg[3] & 0xFF;
  if (pos < 0 || pos >= TI4_MAX_MAP || owner >= TI4_MAX_SEATS) return;
  for (int k = 0; k < TI4_SPACE_TYPES; k++) {
    int x = ti4_unit_pick_count(m, k);
    if (x <= 0 || x > pick_have(s, k)) continue;
    ti4_damaged_set(s, pos, owner, k, ti4_damaged_get(s, pos, owner, k) + x);
    ti4_emit(ev, TI4_EV_SUSTAINED, owner, k, pos, 0, x);
  }
}
static void ambush_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int cr = ti4_unit_pick_count(m, TI4_UT_CRUISER), de = ti4_unit_pick_count(m, TI4_UT_DESTROYER);
  s->combat.ambush = (uint8_t)(0x80 | (cr > 2 ? 2 : cr) | (de > 2 ? 2 : de) << 2);   /* cards/combat_abilities.c rolls them */
}

/* ---- an ability of several units used or not (78.3 "may"; Harrow) ----------
 * Before the rolls combat.c asks the player whose units could roll:
 * `choose SYSTEM:TYPE=N,...` naming all those units (in ask.arg[1..3],
 * packed as a move's) uses it, plain `choose` does not -- anti-fighter
 * barrage (the attacker first), Harrow's bombardment after each ground
 * combat round. */
static int barrage_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int pos = s->ask.arg[0];
  if (m->arg[0] < 0 && m->arg[1] < 0) return 0;        /* not used */
  if (pos < 0 || pos >= TI4_MAX_MAP || m->arg[0] != s->map[pos] || m->arg[4] >= 0 ||
      m->arg[1] != s->ask.arg[1] || m->arg[2] != s->ask.arg[2] || m->arg[3] != s->ask.arg[3])
    return s->ask.what == TI4_ASK_HARROW
      ? ti4_fail(e, TI4_EILLEGAL, "15", N_("your ships there use BOMBARDMENT all together or not at all: name them all as legal lists them, or choose nothing (%s)"), ti4_seat_word(m->seat))
      : ti4_fail(e, TI4_EILLEGAL, "78.3", N_("your units in the combat use ANTI-FIGHTER BARRAGE all together or not at all: name them all as legal lists them, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void harrow_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.afb |= (uint8_t)(0x10 | (m->arg[0] < 0 && m->arg[1] < 0 ? 0x20 : 0));   /* combat.c bombards, or not */
}

/* The questions answered by one word or nothing (X-89, Magen, Splicer, a
 * foe-assigned hit): the word each takes, and `legal`'s two answers. */
static int yes_word(const ti4_state *s) {
  return s->ask.what == TI4_ASK_X89 ? TI4_OPT_INFANTRY : s->ask.what == TI4_ASK_FOE_SUSTAIN ? TI4_OPT_SUSTAIN : TI4_OPT_USE;
}
static int word_or_nothing(const ti4_state *s, const ti4_move *m) {
  return m->card < 0 && m->arg[0] < 0 && m->arg[1] < 0 && (!m->target || m->target == TI4_TARGET(TI4_T_OPTION, yes_word(s)));
}
static size_t word_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  if (cap > 0) { ti4_move_blank(&out[0], s->ask.seat, TI4_MV_CHOOSE); out[0].target = TI4_TARGET(TI4_T_OPTION, yes_word(s)); }
  if (cap > 1) ti4_move_blank(&out[1], s->ask.seat, TI4_MV_CHOOSE);
  return 2;
}

/* ---- X-89 Bacterial Weapon (Codex I Omega): "you may destroy all the
 * opponent's infantry on that planet" after its bombardment destroyed some:
 * `choose infantry` destroys them, plain `choose` does not. */
static int x89_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!word_or_nothing(s, m))
    return ti4_fail(e, TI4_EILLEGAL, "15", N_("choose infantry (all your opponent's infantry on the planet are destroyed) or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
/* Magen Defense Grid, Dimensional Splicer: "you may" produce 1 hit at the
 * start of a combat: `choose use` or plain `choose` (combat.ambush bit 4
 * answered, bit 5 yes; cards/combat_abilities.c reads it). */
static int use_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!word_or_nothing(s, m))
    return ti4_fail(e, TI4_EILLEGAL, s->ask.what == TI4_ASK_USE_MAGEN ? "42" : "78.2",
                    N_("choose use (produce the hit) or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void use_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.ambush = (uint8_t)(s->combat.ambush | 0x10 | (m->target ? 0x20 : 0));
}
static void x89_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.afb |= (uint8_t)(0x40 | (m->target ? 0 : 0x80));
}
static void barrage_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int side = ti4_combat_side(s, m->seat);
  if (side < 0) return;
  s->combat.afb |= (uint8_t)(1u << side);
  if (m->arg[0] < 0 && m->arg[1] < 0) s->combat.afb |= (uint8_t)(4u << side);   /* declined: combat.c does not roll it */
}
static size_t barrage_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int pos = s->ask.arg[0];
  if (pos < 0 || pos >= TI4_MAX_MAP || s->map[pos] < 0) return 0;
  if (cap > 0) {
    ti4_move_blank(&out[0], s->ask.seat, TI4_MV_CHOOSE);
    out[0].arg[0] = s->map[pos];
    for (int i = 1; i <= 3; i++) out[0].arg[i] = s->ask.arg[i];
  }
  if (cap > 1) ti4_move_blank(&out[1], s->ask.seat, TI4_MV_CHOOSE);
  return 2;
}

/* ---- a hit an opponent assigned: sustain damage or not (87) ------------------
 * Magen Defense Grid and Dimensional Splicer: the player who produced the
 * hit names the unit; SUSTAIN DAMAGE is its owner's to use (87.1: "may").
 * combat.c holds the hit in combat.foe_hit and asks the owner: `choose
 * sustain` (the unit is damaged) or plain `choose` (it is destroyed). */
static int foe_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  if (!word_or_nothing(s, m))
    return ti4_fail(e, TI4_EILLEGAL, "87", N_("choose sustain (your unit sustains damage) or choose nothing (it is destroyed) (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void foe_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  s->combat.foe_hit = (uint8_t)(s->combat.foe_hit | 0x80 | (m->target ? 0x40 : 0));   /* combat.c resolves it */
}

static const ti4_choice choice_rows[] = {
  { TI4_ASK_GROUND_ORDER, order_check, order_apply, order_legal, "ground_combat_order",
    N_("Choose the planet whose ground combat is resolved next (choose PLANET)") },
  { TI4_ASK_REPAIR, repair_check, repair_apply, repair_legal, "unit_to_repair",
    N_("Choose the type of the damaged unit to repair (choose TYPE)") },
  { TI4_ASK_RETREAT_CARGO, cargo_check, cargo_apply, cargo_legal, "retreat_cargo",
    N_("Your retreating ships cannot transport all your fighters and ground forces: choose SYSTEM:TYPE=N,... those left behind (78.7b)") },
  { TI4_ASK_RETREAT_TOKEN, token_check, token_apply, token_legal, "retreat_token",
    N_("No command token in your reinforcements: choose tactic, fleet or strategy, the pool of your command sheet whose token goes where your ships retreat (78.7d)") },
  { TI4_ASK_REROLL, reroll_check, reroll_apply, reroll_legal, "dice_to_reroll",
    N_("Choose the missed dice to reroll: choose SYSTEM:TYPE=N,... by their units, or choose nothing (74)") },
  { TI4_ASK_BARRAGE, barrage_check, barrage_apply, barrage_legal, "anti_fighter_barrage",
    N_("Use ANTI-FIGHTER BARRAGE? choose SYSTEM:TYPE=N,... naming all your units that have it, or choose nothing (78.3)") },
  { TI4_ASK_AMBUSH, pick_check, ambush_apply, pick_legal, "ambush",
    N_("Ambush: choose SYSTEM:TYPE=N,... up to 2 of your cruisers or destroyers to roll 1 die each, or choose nothing") },
  { TI4_ASK_HARROW, barrage_check, harrow_apply, barrage_legal, "harrow",
    N_("Harrow: bombard your opponent's ground forces on the planet? choose SYSTEM:TYPE=N,... naming all your ships there with BOMBARDMENT, or choose nothing") },
  { TI4_ASK_X89, x89_check, x89_apply, word_legal, "x89_bacterial_weapon",
    N_("X-89 Bacterial Weapon: choose infantry to destroy all your opponent's infantry on the planet, or choose nothing") },
  { TI4_ASK_USE_MAGEN, use_check, use_apply, word_legal, "magen_defense_grid",
    N_("Magen Defense Grid: choose use to produce 1 hit on your opponent's ground forces, or choose nothing") },
  { TI4_ASK_USE_SPLICER, use_check, use_apply, word_legal, "dimensional_splicer",
    N_("Dimensional Splicer: choose use to produce 1 hit on your opponent's ships, or choose nothing") },
  { TI4_ASK_RAID, pick_check, raid_apply, pick_legal, "raid_formation",
    N_("Raid Formation: choose SYSTEM:TYPE=N,... your opponent's undamaged ships with SUSTAIN DAMAGE that your barrage hits beyond its fighters damage") },
  { TI4_ASK_FOE_SUSTAIN, foe_check, foe_apply, word_legal, "sustain_or_destroy",
    N_("Your opponent assigned its hit to your unit: choose sustain (it sustains damage) or choose nothing (it is destroyed) (87)") },
};
const ti4_choice_table ti4_choices_combat = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };
