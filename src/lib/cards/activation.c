/* activation.c -- abilities used "after a player activates a system" by any
 * player (TI4_W_AFTER_ACTIVATION: offered to the active player, then to
 * the seats ti4_activation_can names), and at the end of a player's
 * tactical action (TI4_W_TURN_END, offered to every seat). Card texts in
 * our own words; the facts are ../shared/reference/leaders.tsv.
 *
 * `play captain_mendosa SHIP TILE` (a ship word, then the system by its
 * tile number), `play i48s` then the active player answers `choose PLANET`,
 * `choose TILE` (the space area) or `choose` (no), `play tro` then the
 * active player answers `choose PLANET` or `choose`, `play so_ata` then
 * `choose 1|2|3` (what to look at) and `choose` once seen, `play
 * decoy_operation` then `choose I M TO FROM` / `choose I M TILE TO` (up to
 * twice) or `choose` (done). */
#include "rules.h"
#include "units.h"
#include "turn.h"
#include "exploration.h"   /* TI4_OPT_*: ship words */
#include "activation.h"
#include "production.h"   /* Dirzuga Rophal */
#include "agenda_rules.h"   /* ti4_commander_usable */

#define W(x) (1u << (x))

enum { ASK_I48S = 244, ASK_TRO = 245, ASK_SO_ATA = 246, ASK_SO_ATA_SEEN = 247, ASK_DECOY = 248 };   /* apart from the other families' numbers (rules.h) */
enum { ASK_MERCER = 16 };   /* the Nomad's agents' ids: 16-23 (faction_abilities.h) */

static int in_window(const ti4_state *s, int id) {
  const ti4_window *w = ti4_window_top_c(s);
  return w && w->id == id && s->phase == TI4_PHASE_ACTION && s->active < s->nseats && s->tac.pos < s->nmap;
}
static int agent_ready(const ti4_state *s, int seat, int leader) {
  return seat >= 0 && seat < s->nseats && s->p[seat].faction == ti4_leaders[leader].faction &&
         ti4_leader_state(s, seat, leader) == TI4_LEADER_UNLOCKED;
}

/* ---- Captain Mendosa (Saar agent) ---------------------------------------------------
 * After any player activates a system: exhaust; 1 of that player's ships
 * gets a move value equal to the highest move value of any ship on the
 * board, for this tactical action. The Saar name the ship by type and
 * system; the tactical action keeps it (tac.boost_pos, tac.boost) and the
 * movement reads it for the first ship group of one such ship named from
 * that system (galaxy/tactical.c). Refused where it would change nothing:
 * a ship in the active system (58.4a) or under its owner's command token
 * (58.4c), or one whose move value is the highest already. A fighter:
 * only one with a move value (Fighter II: a Fighter I has none to raise,
 * 58.3); it gains the value when it flies alone, not carried (the fighter
 * no ship has room for, or `move SYS:fighter=1`). */
static int highest_move(const ti4_state *s) {
  int v = 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++)
    for (int o = 0; o < s->nseats && o < TI4_MAX_SEATS; o++)
      for (int k = 0; k <= TI4_UT_WARSUN; k++)
        if (s->ships[pos][o][k]) {
          int mv = ti4_unit_move(s, o, k);
          if (mv > v) v = mv;
        }
  return v > 15 ? 15 : v;
}
static int ship_of(const ti4_move *m) {
  int o = TI4_TARGET_KIND(m->target) == TI4_T_OPTION ? (int)TI4_TARGET_INDEX(m->target) : -1;
  return o >= TI4_OPT_CARRIER && o <= TI4_OPT_WARSUN ? o - TI4_OPT_CARRIER : -1;
}
static int mendosa_fits(const ti4_state *s, int pos, int k, int top, ti4_error *e) {
  int a = s->active;
  const char *sys = ti4_systems[s->map[pos]].id;
  if (pos == s->tac.pos)
    return ti4_fail(e, TI4_EILLEGAL, "58.4a", N_("ships in the active system do not move (%s)"), sys);
  if (!s->ships[pos][a][k])
    return ti4_fail(e, TI4_EILLEGAL, "58.4", N_("the active player has no ship of that type in system %s"), sys);
  if ((s->tokens[pos] >> a) & 1)
    return ti4_fail(e, TI4_EILLEGAL, "58.4c", N_("the active player's command token is in system %s: its ships cannot move"), sys);
  if (k == TI4_UT_FIGHTER && ti4_unit_move(s, a, k) <= 0)
    return ti4_fail(e, TI4_EILLEGAL, "58.3", N_("Captain Mendosa raises a move value: that player's fighters have none, they are transported (%s)"), sys);
  if (ti4_unit_move(s, a, k) >= top)
    return ti4_fail(e, TI4_EILLEGAL, "", N_("Captain Mendosa: no ship on the board has a higher move value than that ship (%s)"), sys);
  return 0;
}
static int mendosa_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (!in_window(s, TI4_W_AFTER_ACTIVATION))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after a player activates a system (%s)"), ti4_seat_word(seat));
  int k = ship_of(m), pos = TI4_OPT_OF_ARG(m->arg[0]) < 0 ? ti4_tile_pos(s, m->arg[0]) : -1;
  int extra = ti4_count_set(m->planets) > 0;
  for (int i = 1; i < 5; i++) extra |= m->arg[i] != -1;
  if (k < 0 || pos < 0 || extra)
    return ti4_fail(e, TI4_ESYNTAX, "2", N_("name a ship and a system by its tile number, e.g. play captain_mendosa cruiser 26 (%s)"), ti4_seat_word(seat));
  return mendosa_fits(s, pos, k, highest_move(s), e);
}
/* Every ship type in every system (by tile number) that fits; count only
 * when out is NULL and cap 0. */
static size_t mendosa_list(const ti4_state *s, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t n = 0;
  int top = highest_move(s), a = s->active;
  if (a >= s->nseats) return 0;
  for (int pos = 0; pos < s->nmap && pos < TI4_MAX_MAP; pos++) {
    int t = s->map[pos] >= 0 ? ti4_tile_number(s->map[pos]) : -1;
    if (t < 0 || ti4_tile_pos(s, t) != pos) continue;      /* the position its tile number names */
    for (int k = 0; k <= TI4_UT_WARSUN; k++) {
      if (!s->ships[pos][a][k] || mendosa_fits(s, pos, k, top, NULL)) continue;
      if (n < cap) {
        out[n] = *base;
        out[n].target = TI4_TARGET(TI4_T_OPTION, TI4_OPT_CARRIER + k);
        out[n].arg[0] = (int16_t)t;
      }
      n++;
    }
  }
  return n;
}
static size_t mendosa_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  (void)seat;
  return in_window(s, TI4_W_AFTER_ACTIVATION) ? mendosa_list(s, base, out, cap) : 0;
}
static void mendosa_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;                       /* the `played` event says it */
  int k = ship_of(m), pos = ti4_tile_pos(s, m->arg[0]), top = highest_move(s);
  if (k < 0 || pos < 0 || mendosa_fits(s, pos, k, top, NULL)) return;
  s->tac.boost_pos = (uint8_t)(pos + 1);
  s->tac.boost = (uint8_t)(k | top << 4);
}

/* ---- I48S (L1Z1X agent) -------------------------------------------------------------
 * After any player activates a system: exhaust; that player may replace 1
 * of their infantry in the active system with 1 mech from their
 * reinforcements. The active player is asked where (`choose PLANET`, or
 * `choose TILE` for the space area) or declines (`choose`). Refused when
 * they have no infantry there or no mech left (72.1: it would do nothing). */
static int mech_left(const ti4_state *s, int seat) {
  return ti4_units_out(s, seat, TI4_UT_MECH) < ti4_unit_limit(TI4_UT_MECH);
}
/* Infantry of seat to replace at planet pl of the active system (pl -1: its space area). */
static int i48s_fits(const ti4_state *s, int seat, int pl) {
  int pos = s->tac.pos;
  if (pos >= s->nmap || s->map[pos] < 0 || !mech_left(s, seat)) return 0;
  if (pl < 0) return s->ships[pos][seat][TI4_UT_INFANTRY] > 0;
  if (pl >= TI4_NPLANETS || s->planet_owner[pl] != seat || !s->planet_units[pl][0]) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) if (ti4_sys_planets(s, sy)[i] == pl) return 1;
  return 0;
}
static int i48s_any(const ti4_state *s, int seat) {
  if (i48s_fits(s, seat, -1)) return 1;
  const ti4_system_info *sy = s->tac.pos < s->nmap && s->map[s->tac.pos] >= 0 ? &ti4_systems[s->map[s->tac.pos]] : NULL;
  for (int i = 0; sy && i < ti4_sys_nplanets(s, sy); i++) if (i48s_fits(s, seat, ti4_sys_planets(s, sy)[i])) return 1;
  return 0;
}
static int i48s_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!in_window(s, TI4_W_AFTER_ACTIVATION))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after a player activates a system (%s)"), ti4_seat_word(seat));
  if (!i48s_any(s, s->active))
    return ti4_fail(e, TI4_EILLEGAL, "72.1", N_("I48S: %s has no infantry in the active system, or no mech in reinforcements"), ti4_seat_word(s->active));
  return 0;
}
static void i48s_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  if (s->active < s->nseats && i48s_any(s, s->active)) ti4_ask_for(s, ASK_I48S, s->active, m->card);
}
/* The answer's place: a planet (target), the space area (the active
 * system's tile number), -2 for none, -3 malformed. */
static int i48s_where(const ti4_state *s, const ti4_move *m) {
  int tile = s->tac.pos < s->nmap && s->map[s->tac.pos] >= 0 ? ti4_tile_number(s->map[s->tac.pos]) : -1;
  int rest = m->card >= 0 || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < 5; i++) rest |= m->arg[i] != -1;
  if (rest) return -3;
  if (m->target) {
    if (m->arg[0] != -1 || TI4_TARGET_KIND(m->target) != TI4_T_PLANET) return -3;
    return (int)TI4_TARGET_INDEX(m->target);
  }
  if (m->arg[0] == -1) return -2;
  return m->arg[0] == tile ? -1 : -3;
}
static int i48s_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int w = i48s_where(s, m);
  if (w == -2) return 0;                      /* declined */
  if (w == -3 || !i48s_fits(s, m->seat, w))
    return ti4_fail(e, TI4_EILLEGAL, "72.1", N_("I48S: name a planet of yours in the active system with your infantry, the active system's tile number for its space area, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void i48s_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int w = i48s_where(s, m), a = m->seat, pos = s->tac.pos;
  if (w == -2 || w == -3 || !i48s_fits(s, a, w)) return;
  if (w < 0) {
    s->ships[pos][a][TI4_UT_INFANTRY]--;
    s->ships[pos][a][TI4_UT_MECH]++;
  } else {
    s->planet_units[w][0]--;
    s->planet_units[w][1]++;
  }
  ti4_emit(ev, TI4_EV_REMOVED, a, TI4_UT_INFANTRY, pos, 0, 1);   /* back into reinforcements: replaced */
  ti4_emit(ev, TI4_EV_PRODUCED, a, TI4_UT_MECH, pos, 0, 1);
}
static size_t i48s_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int a = s->ask.seat, pos = s->tac.pos;
  if (k < cap) ti4_move_blank(&out[k], a, TI4_MV_CHOOSE);
  k++;
  if (pos >= s->nmap || s->map[pos] < 0) return k;
  if (i48s_fits(s, a, -1)) {
    if (k < cap) {
      ti4_move_blank(&out[k], a, TI4_MV_CHOOSE);
      out[k].arg[0] = (int16_t)ti4_tile_number(s->map[pos]);
    }
    k++;
  }
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    if (!i48s_fits(s, a, ti4_sys_planets(s, sy)[i])) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], a, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, ti4_sys_planets(s, sy)[i]);
    }
    k++;
  }
  return k;
}

/* ---- T'ro (Sardakk agent) -----------------------------------------------------------
 * At the end of any player's tactical action: exhaust; that player may
 * place 2 infantry from their reinforcements (no limit, 23.4) on a planet
 * they control in the active system. Used in the end-of-turn window of a
 * turn whose action was a tactical action (the end of that action: only
 * the "after an action" window comes between); the player is asked which
 * planet (`choose PLANET`) or declines (`choose`). */
static int tro_fits(const ti4_state *s, int seat, int pl) {
  int pos = s->tac.pos;
  if (pos >= s->nmap || s->map[pos] < 0 || pl < 0 || pl >= TI4_NPLANETS || s->planet_owner[pl] != seat) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) if (ti4_sys_planets(s, sy)[i] == pl) return 1;
  return 0;
}
static int tro_any(const ti4_state *s, int seat) {
  int pos = s->tac.pos;
  if (pos >= s->nmap || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) if (tro_fits(s, seat, ti4_sys_planets(s, sy)[i])) return 1;
  return 0;
}
static int tro_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!in_window(s, TI4_W_TURN_END) || (s->sc_flags >> APF_KIND_SHIFT) != TI4_MV_TACTICAL)
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("this is used at the end of a player's tactical action (%s)"), ti4_seat_word(seat));
  if (!tro_any(s, s->active))
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("T'ro: %s controls no planet in the active system"), ti4_seat_word(s->active));
  return 0;
}
static void tro_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  if (s->active < s->nseats && tro_any(s, s->active)) ti4_ask_for(s, ASK_TRO, s->active, m->card);
}
static int tro_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rest = m->card >= 0 || ti4_count_set(m->planets) > 0;
  for (int i = 0; i < 5; i++) rest |= m->arg[i] != -1;
  if (!rest && !m->target) return 0;          /* declined */
  int pl = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (rest || !tro_fits(s, m->seat, pl))
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("T'ro: name a planet you control in the active system, or choose nothing (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void tro_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  if (!m->target) return;
  int pl = (int)TI4_TARGET_INDEX(m->target);
  if (!tro_fits(s, m->seat, pl)) return;
  s->planet_units[pl][0] = (uint8_t)(s->planet_units[pl][0] + 2);
  ti4_emit(ev, TI4_EV_PRODUCED, m->seat, TI4_UT_INFANTRY, s->tac.pos, 0, 2);   /* placed from reinforcements */
}
static size_t tro_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t k = 0;
  int a = s->ask.seat, pos = s->tac.pos;
  if (k < cap) ti4_move_blank(&out[k], a, TI4_MV_CHOOSE);
  k++;
  if (pos >= s->nmap || s->map[pos] < 0) return k;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    if (!tro_fits(s, a, ti4_sys_planets(s, sy)[i])) continue;
    if (k < cap) {
      ti4_move_blank(&out[k], a, TI4_MV_CHOOSE);
      out[k].target = TI4_TARGET(TI4_T_PLANET, ti4_sys_planets(s, sy)[i]);
    }
    k++;
  }
  return k;
}

/* ---- So Ata (Yssaril commander) -----------------------------------------------------
 * After another player activates a system that contains your units: you may
 * look at that player's action cards, promissory notes or secret
 * objectives. The Yssaril choose which (`choose 1` action cards, `choose 2`
 * promissory notes in hand, `choose 3` unscored secret objectives: only a
 * kind the player holds, as the counts are public), then see them: the
 * question "so_ata_seen" (ask.arg[0] the player, arg[1] the kind) whose
 * pending carries what is seen to that seat alone (protocol: `seen`), and
 * `choose` goes on. The registry checks the commander is unlocked (or lent
 * by Alliance). */
static int so_ata_count(const ti4_state *s, int t, int kind) {
  int n = 0;
  if (t < 0 || t >= s->nseats) return 0;
  if (kind == 1) return s->p[t].nhand;
  if (kind == 2) {
    for (int pn = 0; pn < TI4_NPROMISSORYS && pn < TI4_MAX_PROMISSORY; pn++)
      for (int o = 0; o < s->nseats; o++)
        n += s->pn_holder[pn][o] == t && !((s->pn_in_play[pn] >> o) & 1);   /* its own and others', not in play */
    return n;
  }
  if (kind == 3)
    for (int o = 0; o < TI4_MAX_OBJECTIVES; o++) n += s->secret_holder[o] == t && !((s->scored[o] >> t) & 1);
  return n;
}
static int so_ata_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  int a = s->active;
  if (!in_window(s, TI4_W_AFTER_ACTIVATION) || seat == a)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after another player activates a system (%s)"), ti4_seat_word(seat));
  if (!ti4_units_at(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("So Ata: you have no units in the active system (%s)"), ti4_seat_word(seat));
  if (!so_ata_count(s, a, 1) && !so_ata_count(s, a, 2) && !so_ata_count(s, a, 3))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("So Ata: %s holds no action card, promissory note or secret objective"), ti4_seat_word(a));
  return 0;
}
static void so_ata_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (s->active >= s->nseats) return;
  ti4_ask_for(s, ASK_SO_ATA, seat, m->card);
  s->ask.arg[0] = (int16_t)s->active;
}
static int so_ata_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int rest = m->card >= 0 || m->target || ti4_count_set(m->planets) > 0;
  for (int i = 1; i < 5; i++) rest |= m->arg[i] != -1;
  int k = m->arg[0];
  if (rest || k < 1 || k > 3 || !so_ata_count(s, s->ask.arg[0], k))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("So Ata: choose 1 (action cards), 2 (promissory notes) or 3 (secret objectives), a kind that player holds (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void so_ata_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int t = s->ask.arg[0];
  ti4_ask_for(s, ASK_SO_ATA_SEEN, m->seat, s->ask.card);
  s->ask.arg[0] = (int16_t)t;
  s->ask.arg[1] = m->arg[0];
}
static size_t so_ata_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  size_t n = 0;
  for (int k = 1; k <= 3; k++) {
    if (!so_ata_count(s, s->ask.arg[0], k)) continue;
    if (n < cap) {
      ti4_move_blank(&out[n], s->ask.seat, TI4_MV_CHOOSE);
      out[n].arg[0] = (int16_t)k;
    }
    n++;
  }
  return n;
}
static int seen_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  (void)s;
  int rest = m->card >= 0 || m->target || ti4_count_set(m->planets) > 0;
  for (int i = 0; i < 5; i++) rest |= m->arg[i] != -1;
  return rest ? ti4_fail(e, TI4_ESYNTAX, "", N_("So Ata: answer choose, with nothing, to go on (%s)"), ti4_seat_word(m->seat)) : 0;
}
static void seen_apply(ti4_state *s, const ti4_move *m, ti4_events *ev) { (void)s; (void)m; (void)ev; }
static size_t seen_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  if (cap) ti4_move_blank(&out[0], s->ask.seat, TI4_MV_CHOOSE);
  return 1;
}

/* ---- Decoy Operation (action card) --------------------------------------------------
 * After another player activates a system that contains 1 or more of your
 * structures: remove up to 2 of your ground forces from the game board and
 * place them on a planet you control in the active system. Asked of the
 * player, one source at a time: `choose I M TO FROM` (I infantry and M
 * mechs from your planet FROM onto TO) or `choose I M TILE TO` (from the
 * space area of the system with tile number TILE), then again while fewer
 * than 2 were moved (onto the same planet: "a planet"), or `choose` to
 * stop. ask.arg[0]: how many may still move; arg[1]: the planet + 1 they
 * go to once one has moved (0 before). */
static int structure_in(const ti4_state *s, int seat, int pos) {
  if (pos >= s->nmap || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) {
    int pl = ti4_sys_planets(s, sy)[i];
    if (pl >= 0 && s->planet_owner[pl] == seat && (s->planet_units[pl][2] || s->planet_units[pl][3])) return 1;
  }
  return ti4_floating_at(s, seat, pos) > 0;   /* the Saar's space dock in space */
}
static int in_active(const ti4_state *s, int pl) {
  int pos = s->tac.pos;
  if (pl < 0 || pl >= TI4_NPLANETS || pos >= s->nmap || s->map[pos] < 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int i = 0; i < ti4_sys_nplanets(s, sy); i++) if (ti4_sys_planets(s, sy)[i] == pl) return 1;
  return 0;
}
/* Ground forces of seat at a source: a planet (pl >= 0) or the space area
 * at map position pos; *inf, *mech. */
static void ground_at(const ti4_state *s, int seat, int pl, int pos, int *inf, int *mech) {
  *inf = *mech = 0;
  if (pl >= 0) {
    if (pl < TI4_NPLANETS && s->planet_owner[pl] == seat) { *inf = s->planet_units[pl][0]; *mech = s->planet_units[pl][1]; }
  } else if (pos >= 0 && pos < s->nmap && pos < TI4_MAX_MAP) {
    *inf = s->ships[pos][seat][TI4_UT_INFANTRY];
    *mech = s->ships[pos][seat][TI4_UT_MECH];
  }
}
/* Is m (an answer) a valid move of the pending Decoy question? Its source
 * planet (*from, -1) or space position (*fpos, -1) and destination. */
static int decoy_parse(const ti4_state *s, const ti4_move *m, int *from, int *fpos, int *to) {
  int seat = m->seat, left = s->ask.arg[0], fixed = s->ask.arg[1] - 1;
  int ni = m->arg[0], nm = m->arg[1];
  *from = *fpos = *to = -1;
  if (m->card >= 0 || m->arg[3] != -1 || m->arg[4] != -1 || ti4_count_set(m->planets) > 1) return 0;
  if (TI4_TARGET_KIND(m->target) != TI4_T_PLANET) return 0;
  *to = (int)TI4_TARGET_INDEX(m->target);
  if (!in_active(s, *to) || s->planet_owner[*to] != seat || (fixed >= 0 && *to != fixed)) return 0;
  for (int i = 0; i < TI4_NPLANETS; i++) if (ti4_set_has(m->planets, i)) *from = i;
  if ((*from >= 0) == (m->arg[2] != -1)) return 0;            /* one source: a planet or a tile */
  if (*from < 0) {
    *fpos = ti4_tile_pos(s, m->arg[2]);
    if (*fpos < 0) return 0;
  }
  if (*from == *to || ni < 0 || nm < 0 || ni + nm < 1 || ni + nm > left) return 0;
  int hi, hm;
  ground_at(s, seat, *from, *fpos, &hi, &hm);
  return ni <= hi && nm <= hm;
}
/* Every answer (count only when out is NULL); used for legal and to know
 * whether the question is worth asking. */
static size_t decoy_list(const ti4_state *s, int seat, int left, int fixed, ti4_move *out, size_t cap) {
  size_t n = 0;
  int pos = s->tac.pos;
  if (pos >= s->nmap || s->map[pos] < 0 || left <= 0) return 0;
  const ti4_system_info *sy = &ti4_systems[s->map[pos]];
  for (int d = 0; d < ti4_sys_nplanets(s, sy); d++) {
    int to = ti4_sys_planets(s, sy)[d];
    if (to < 0 || s->planet_owner[to] != seat || (fixed >= 0 && to != fixed)) continue;
    for (int src = 0; src < TI4_NPLANETS + s->nmap; src++) {
      int pl = src < TI4_NPLANETS ? src : -1, sp = src < TI4_NPLANETS ? -1 : src - TI4_NPLANETS, hi, hm;
      if (pl == to) continue;
      if (sp >= 0) {
        int tn = s->map[sp] >= 0 ? ti4_tile_number(s->map[sp]) : -1;
        if (tn < 0 || ti4_tile_pos(s, tn) != sp) continue;   /* the position its tile number names */
      }
      ground_at(s, seat, pl, sp, &hi, &hm);
      for (int ni = 0; ni <= hi && ni <= left; ni++)
        for (int nm = 0; nm <= hm && ni + nm <= left; nm++) {
          if (ni + nm < 1) continue;
          if (n < cap) {
            ti4_move_blank(&out[n], seat, TI4_MV_CHOOSE);
            out[n].arg[0] = (int16_t)ni;
            out[n].arg[1] = (int16_t)nm;
            out[n].target = TI4_TARGET(TI4_T_PLANET, to);
            if (pl >= 0) ti4_set_add(out[n].planets, pl);
            else out[n].arg[2] = (int16_t)ti4_tile_number(s->map[sp]);
          }
          n++;
        }
    }
  }
  return n;
}
static int decoy_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!in_window(s, TI4_W_AFTER_ACTIVATION) || seat == s->active)
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("this is used after another player activates a system (%s)"), ti4_seat_word(seat));
  if (!structure_in(s, seat, s->tac.pos))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Decoy Operation: you have no structure in the active system (%s)"), ti4_seat_word(seat));
  if (!decoy_list(s, seat, 2, -1, NULL, 0))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Decoy Operation: you control no planet in the active system, or have no ground forces to place there (%s)"), ti4_seat_word(seat));
  return 0;
}
static void decoy_ask(ti4_state *s, int what, int seat, int card, int left, int fixed) {
  if (!decoy_list(s, seat, left, fixed, NULL, 0)) return;
  ti4_ask_for(s, what, seat, card);
  s->ask.arg[0] = (int16_t)left;
  s->ask.arg[1] = (int16_t)(fixed + 1);
}
static void decoy_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  if (in_window(s, TI4_W_AFTER_ACTIVATION)) decoy_ask(s, ASK_DECOY, seat, m->card, 2, -1);
}
static int decoy_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int from, fpos, to;
  if (ti4_choose_plain(m, 5)) return 0;       /* done */
  if (!decoy_parse(s, m, &from, &fpos, &to))
    return ti4_fail(e, TI4_EILLEGAL, "89.1", N_("Decoy Operation: choose I M TO FROM (your planet) or choose I M TILE TO (a space area), up to 2 ground forces onto one planet you control in the active system, or choose to stop (%s)"), ti4_seat_word(m->seat));
  return 0;
}
static void decoy_choice(ti4_state *s, const ti4_move *m, ti4_events *ev) {
  int from, fpos, to, seat = m->seat, left = s->ask.arg[0], card = s->ask.card, what = s->ask.what;
  if (!m->target || !decoy_parse(s, m, &from, &fpos, &to)) return;
  int ni = m->arg[0], nm = m->arg[1], at = from >= 0 ? ti4_planet_pos(s, from) : fpos;
  int dm = 0;                                  /* 87: damaged mechs stay damaged (the undamaged first) */
  if (from >= 0) {
    s->planet_units[from][0] = (uint8_t)(s->planet_units[from][0] - ni);
    dm = ti4_planet_mechs_take(s, from, nm, -1);
  } else {
    s->ships[fpos][seat][TI4_UT_INFANTRY] = (uint8_t)(s->ships[fpos][seat][TI4_UT_INFANTRY] - ni);
    s->ships[fpos][seat][TI4_UT_MECH] = (uint8_t)(s->ships[fpos][seat][TI4_UT_MECH] - nm);
    dm = ti4_damaged_get(s, fpos, seat, TI4_UT_MECH) - s->ships[fpos][seat][TI4_UT_MECH];
    if (dm > 0) ti4_damaged_set(s, fpos, seat, TI4_UT_MECH, s->ships[fpos][seat][TI4_UT_MECH]);
  }
  s->planet_units[to][0] = (uint8_t)(s->planet_units[to][0] + ni);
  ti4_planet_mechs_put(s, to, nm, dm > 0 ? dm : 0);
  if (ni) ti4_emit(ev, TI4_EV_MOVED, seat, TI4_UT_INFANTRY, at, 0, ni);   /* into the active system */
  if (nm) ti4_emit(ev, TI4_EV_MOVED, seat, TI4_UT_MECH, at, 0, nm);
  if (left - ni - nm > 0)                     /* Decoy: the same planet ("a planet"); Mercer: any ("planets") */
    decoy_ask(s, what, seat, card, left - ni - nm, what == ASK_DECOY ? to : -1);
}
static size_t decoy_legal(const ti4_state *s, ti4_move *out, size_t cap) {
  int seat = s->ask.seat;
  if (cap) ti4_move_blank(&out[0], seat, TI4_MV_CHOOSE);
  return 1 + decoy_list(s, seat, s->ask.arg[0], s->ask.arg[1] - 1, cap > 1 ? out + 1 : NULL, cap > 1 ? cap - 1 : 0);
}

/* ---- Field Marshal Mercer (Nomad agent) ---------------------------------------------
 * At the end of a player's turn: exhaust; that player may move up to 2 of
 * their ground forces from any of their planets or space areas onto planets
 * they control in the active system. Used in the end-of-turn window of a
 * turn whose action was a tactical action (as T'ro: a turn without one has
 * no active system), and only when that player has a ground force to move
 * there. That player is asked as for Decoy Operation, one source at a time
 * -- `choose I M TO FROM` (I infantry and M mechs from their planet FROM
 * onto TO) or `choose I M TILE TO` (from the space area of the system with
 * tile number TILE) -- while fewer than 2 moved, each onto any planet they
 * control in the active system, or `choose` to stop. The forces are
 * removed and placed, not moved through systems (no movement rules). */
static int mercer_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)m;
  if (!in_window(s, TI4_W_TURN_END) || (s->sc_flags >> APF_KIND_SHIFT) != TI4_MV_TACTICAL)
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("this is used at the end of a player's tactical action (%s)"), ti4_seat_word(seat));
  if (!decoy_list(s, s->active, 2, -1, NULL, 0))
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("Field Marshal Mercer: %s controls no planet in the active system, or has no ground forces to move there"), ti4_seat_word(s->active));
  return 0;
}
static void mercer_effect(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)ev;
  if (in_window(s, TI4_W_TURN_END)) decoy_ask(s, ASK_MERCER, s->active, m->card, 2, -1);
}
static int mercer_choice_check(const ti4_state *s, const ti4_move *m, ti4_error *e) {
  int from, fpos, to;
  if (ti4_choose_plain(m, 5)) return 0;       /* done */
  if (!decoy_parse(s, m, &from, &fpos, &to))
    return ti4_fail(e, TI4_EILLEGAL, "89", N_("Field Marshal Mercer: choose I M TO FROM (your planet) or choose I M TILE TO (a space area), up to 2 ground forces in all onto planets you control in the active system, or choose to stop (%s)"), ti4_seat_word(m->seat));
  return 0;
}

/* ---- who is offered the after-activation window -------------------------------------- */
int ti4_activation_can(const ti4_state *s, int seat) {
  if (seat < 0 || seat >= s->nseats || seat == s->active || s->active >= s->nseats) return 0;
  if (agent_ready(s, seat, TI4_LEADER_CAPTAIN_MENDOSA) && mendosa_list(s, NULL, NULL, 0)) return 1;
  if (agent_ready(s, seat, TI4_LEADER_I48S) && i48s_any(s, s->active)) return 1;
  if (s->p[seat].nhand && structure_in(s, seat, s->tac.pos)) return 1;   /* Decoy Operation: hand counts are public */
  int a = s->active;                          /* So Ata: its own or by Alliance */
  if (ti4_commander_usable(s, seat, ti4_leaders[TI4_LEADER_SO_ATA].faction) && ti4_units_at(s, seat, s->tac.pos) &&
      (so_ata_count(s, a, 1) || so_ata_count(s, a, 2) || so_ata_count(s, a, 3))) return 1;
  return ti4_production_dirzuga_can(s, seat);  /* Dirzuga Rophal (production.c) */
}

static const ti4_choice choice_rows[] = {
  { ASK_I48S, i48s_choice_check, i48s_choice, i48s_legal, "i48s_infantry",
    N_("I48S: you may replace 1 of your infantry in the active system with 1 mech (choose PLANET, choose TILE for the space area, or choose nothing)") },
  { ASK_TRO, tro_choice_check, tro_choice, tro_legal, "tro_planet",
    N_("T'ro: you may place 2 infantry on a planet you control in the active system (choose PLANET, or choose nothing)") },
  { ASK_SO_ATA, so_ata_choice_check, so_ata_choice, so_ata_legal, "so_ata_look",
    N_("So Ata: look at that player's action cards (choose 1), promissory notes (choose 2) or secret objectives (choose 3)") },
  { ASK_SO_ATA_SEEN, seen_check, seen_apply, seen_legal, "so_ata_seen",
    N_("So Ata: you look at them (choose, to go on)") },
  { ASK_MERCER, mercer_choice_check, decoy_choice, decoy_legal, "field_marshal_mercer_move",
    N_("Field Marshal Mercer: move up to 2 of your ground forces onto planets you control in the active system (choose I M TO FROM, choose I M TILE TO for a space area, or choose to stop)") },
  { ASK_DECOY, decoy_choice_check, decoy_choice, decoy_legal, "decoy_operation_move",
    N_("Decoy Operation: move up to 2 of your ground forces onto a planet you control in the active system (choose I M TO FROM, choose I M TILE TO for a space area, or choose to stop)") },
};
const ti4_choice_table ti4_choices_activation = { choice_rows, sizeof choice_rows / sizeof choice_rows[0] };

static const ti4_ability rows[] = {
  { "captain_mendosa", TI4_AB_LEADER, TI4_LEADER_CAPTAIN_MENDOSA, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_TARGET,
    mendosa_check, mendosa_options, NULL, mendosa_effect },
  { "i48s", TI4_AB_LEADER, TI4_LEADER_I48S, W(TI4_W_AFTER_ACTIVATION), 0,
    i48s_check, NULL, NULL, i48s_effect },
  { "tro", TI4_AB_LEADER, TI4_LEADER_TRO, W(TI4_W_TURN_END), 0,
    tro_check, NULL, NULL, tro_effect },
  { "field_marshal_mercer", TI4_AB_LEADER, TI4_LEADER_FIELD_MARSHAL_MERCER, W(TI4_W_TURN_END), 0,
    mercer_check, NULL, NULL, mercer_effect },
  { "so_ata", TI4_AB_LEADER, TI4_LEADER_SO_ATA, W(TI4_W_AFTER_ACTIVATION), 0,
    so_ata_check, NULL, NULL, so_ata_effect },
  { "decoy_operation", TI4_AB_ACTION, TI4_ACTION_DECOY_OPERATION, W(TI4_W_AFTER_ACTIVATION), TI4_ABF_OWN,
    decoy_check, NULL, NULL, decoy_effect },
};
const ti4_ability_table ti4_ab_activation = { rows, sizeof rows / sizeof rows[0] };
