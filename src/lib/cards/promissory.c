/* promissory.c -- ability records of promissory notes (see rules.h,
 * ti4_ability): the notes that act in the agenda phase. The owner of a
 * played note is m->arg[5]; the note goes back to its owner (69.4). */
#include "ability_index.h"
#include "faction_abilities.h"
#include "agenda_rules.h"
#include "exploration.h"

#define W(x) (1u << (x))

static int when_revealed(const ti4_state *s, const char *id, ti4_error *e) {
  if (s->phase != TI4_PHASE_AGENDA || s->ag.current < 0 || s->ag.step != TI4_AG_WHEN)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("%s is used when an agenda is revealed"), id);
  return 0;
}

/* Political Secret: its owner cannot vote, play action cards or use faction
 * abilities on this agenda (agenda.c clears both flags for the next one).
 * The note stays face up with the player who played it until that agenda
 * is over, and only then goes back to its owner (AG-043; 69.3: returned
 * once its ability has completely resolved) -- agenda.c returns it. */
static int secret_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  if (m->arg[5] >= 0 && m->arg[5] < TI4_MAX_SEATS &&
      ((s->pn_in_play[TI4_PROMISSORY_POLITICAL_SECRET] >> m->arg[5]) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "69.3", N_("%s is in play already"), "political_secret");
  return when_revealed(s, "political_secret", e);
}
static void secret(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int owner = m->arg[5];
  if (owner < 0 || owner >= s->nseats) return;
  s->pn_holder[TI4_PROMISSORY_POLITICAL_SECRET][owner] = (uint8_t)seat;   /* face up until the agenda ends */
  s->pn_in_play[TI4_PROMISSORY_POLITICAL_SECRET] |= (uint8_t)(1u << owner);
  ti4_bar_vote(s, owner);                      /* 1.6a: not over Elder Qanoj */
  s->p[owner].no_abilities = 1;
}

/* Political Favor (Xxcha): spend a token from the Xxcha strategy pool to
 * discard the agenda and reveal another (FAQ errata: "when revealed"). */
static int favor_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  int rc = when_revealed(s, "political_favor", e);
  if (rc) return rc;
  if (m->arg[5] < 0 || m->arg[5] >= s->nseats || s->p[m->arg[5]].strategy == 0)
    return ti4_fail(e, TI4_EILLEGAL, "1.3", N_("the note's owner has no strategy token to spend (%s)"), "political_favor");
  return 0;
}
static void favor_pay(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat;
  s->p[m->arg[5]].strategy--;
  ti4_emit_what(ev, TI4_EV_LOST, m->arg[5], TI4_RES_STRATEGY, -1, 1);
}
static void favor(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)seat; (void)m;
  if (s->phase == TI4_PHASE_AGENDA && s->ag.current >= 0) ti4_agenda_replace(s, ev);
}

/* Keleres Rider: a prediction (not an action card, so Political Secret does
 * not stop it); 1 action card and 2 trade goods when it comes true. */
static void keleres_rider(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  if (m->arg[0] != 1) {
    ti4_predict_record(s, seat, m, ev);
    ti4_bar_vote(s, seat);
    return;
  }
  if (m->arg[1] != 1) return;                  /* the prediction failed */
  ti4_draw_actions(s, seat, 1, ev);
  ti4_gain_tg(s, seat, 2, ev);
}

/* ---- component actions ("ACTION:") ---------------------------------------- */
/* A note placed face up in its holder's play area stays with the holder
 * (abilities.c returned it to its owner when played). */
static void to_play_area(ti4_state *s, int seat, int pn, int owner) {
  s->pn_holder[pn][owner] = (uint8_t)seat;
  s->pn_in_play[pn] |= (uint8_t)(1u << owner);
}
static int not_in_play(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  int pn = ti4_ability_content(m->card);
  if (pn >= 0 && m->arg[5] >= 0 && m->arg[5] < TI4_MAX_SEATS && ((s->pn_in_play[pn] >> m->arg[5]) & 1))
    return ti4_fail(e, TI4_EILLEGAL, "69.3", N_("%s is in play already"), ti4_ability_word(m->card));
  return 0;
}
/* Trade Convoys, Dark Pact, Promise of Protection, Blood Pact: ACTION: place
 * it face up in your play area. What it then does is read where it acts
 * (Blood Pact's votes: agenda_cards.c; Trade Convoys and Dark Pact:
 * common/notes.c, from transactions). */
static void in_play(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  to_play_area(s, seat, ti4_ability_content(m->card), m->arg[5]);
}

/* Fires of the Gashlai (Muaat): ACTION: remove 1 token from the Muaat
 * player's fleet pool (to reinforcements) and gain the War Sun technology;
 * the note returns to the Muaat player. */
static int fires_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int owner = m->arg[5];
  if (owner < 0 || owner >= s->nseats || !s->p[owner].fleet)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("the note's owner has no fleet token to remove (%s)"), "fires_of_the_gashlai");
  if (ti4_has_tech(s, seat, TI4_TECH_WAR_SUN))
    return ti4_fail(e, TI4_EILLEGAL, "90.1", N_("you own %s already"), "war_sun");
  return 0;
}
static void fires(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int owner = m->arg[5];
  s->p[owner].fleet--;
  ti4_emit_what(ev, TI4_EV_LOST, owner, TI4_RES_FLEET, -1, 1);
  ti4_set_tech(s, seat, TI4_TECH_WAR_SUN, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_TECH, TI4_TECH_WAR_SUN, 1);
  ti4_tech_gained(s, seat, ev);
}

/* Terraform (Titans): ACTION: attach it to a non-home planet you control
 * (other than Mecatol Rex): +1 resource, +1 influence. */
static int terraform_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int rc = not_in_play(s, seat, m, e);
  if (rc) return rc;
  int p = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] != seat || ti4_planets[p].home_of >= 0 ||
      p == TI4_PLANET_MECATOL_REX)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("name a non-home planet you control other than Mecatol Rex (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t terraform_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, terraform_check, 1);
}
static void terraform(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  to_play_area(s, seat, TI4_PROMISSORY_TERRAFORM, m->arg[5]);
  s->planet_flags[TI4_TARGET_INDEX(m->target)] |= TI4_PF_ATTACH | TI4_PF_TERRAFORM_PN;
}

/* The note's owner (m->arg[5]) as a seat, -1 if none. */
static int owner_of(const ti4_state *s, const ti4_move *m) {
  return m->arg[5] >= 0 && m->arg[5] < s->nseats ? m->arg[5] : -1;
}

/* Spy Net (Yssaril): at the start of your turn, look at the owner's hand
 * and take 1 of its action cards (asked: hand.c); the note goes back. */
static int spy_net_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  if (s->phase != TI4_PHASE_ACTION || s->active != seat)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("%s is used at the start of your turn"), "spy_net");
  int owner = owner_of(s, m);
  if (owner < 0 || !s->p[owner].nhand)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("the note's owner has no action card (%s)"), "spy_net");
  return 0;
}
static void spy_net(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  (void)ev;
  int owner = owner_of(s, m);
  if (owner < 0 || !s->p[owner].nhand) return;
  ti4_ask_for(s, TI4_ASK_SPY_NET, seat, m->card);
  s->ask.arg[0] = (int16_t)owner;
}

/* Military Support (Sol): at the start of the owner's turn, 1 token of the
 * owner's strategy pool goes back to its reinforcements (if any); then 2
 * infantry from your reinforcements on a planet you control (named: the
 * play's target). */
static int military_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int owner = owner_of(s, m);
  if (s->phase != TI4_PHASE_ACTION || owner < 0 || s->active != owner)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("%s is used at the start of its owner's turn"), "military_support");
  int p = TI4_TARGET_KIND(m->target) == TI4_T_PLANET ? (int)TI4_TARGET_INDEX(m->target) : -1;
  if (p < 0 || p >= TI4_NPLANETS || s->planet_owner[p] != seat || (s->planet_flags[p] & TI4_PF_DMZ))
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("name a planet you control for the 2 infantry (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t military_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  return ti4_planet_targets(s, seat, base, out, cap, military_check, 1);
}
static void military(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int owner = owner_of(s, m), p = (int)TI4_TARGET_INDEX(m->target);
  if (owner >= 0 && s->p[owner].strategy) {
    s->p[owner].strategy--;
    ti4_emit_what(ev, TI4_EV_LOST, owner, TI4_RES_STRATEGY, -1, 1);
  }
  if (s->planet_owner[p] != seat || s->planet_units[p][0] > 253) return;
  s->planet_units[p][0] = (uint8_t)(s->planet_units[p][0] + 2);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_UNIT, -1, 2);
}

/* Cybernetic Enhancements (L1Z1X): at the start of the strategy phase, 1
 * token of the owner's strategy pool goes to yours. */
static int cybernetic_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  (void)seat;
  int owner = owner_of(s, m);
  if (owner < 0 || !s->p[owner].strategy)
    return ti4_fail(e, TI4_EILLEGAL, "69.1", N_("the note's owner has no token in its strategy pool (%s)"), "cybernetic_enhancements");
  return 0;
}
static void cybernetic(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  int owner = owner_of(s, m);
  if (owner < 0 || !s->p[owner].strategy) return;
  s->p[owner].strategy--;
  s->p[seat].strategy++;
  ti4_emit_what(ev, TI4_EV_LOST, owner, TI4_RES_STRATEGY, -1, 1);
  ti4_emit_what(ev, TI4_EV_GAINED, seat, TI4_RES_STRATEGY, -1, 1);
}

/* Black Market Forgery (Naaz-Rokha): ACTION: purge 2 of your relic
 * fragments of one trait (unknown ones stand in for any, 73.1) to gain 1
 * relic. `component black_market_forgery:pX C H I U`: how many of each
 * are purged -- of one known trait and unknown ones, 2 in all. */
static int forgery_check(const ti4_state *s, int seat, const ti4_move *m, ti4_error *e) {
  int sum = 0, traits = 0;
  for (int d = 0; d < 4; d++) {
    if (m->arg[d] < 0 || m->arg[d] > ti4_fragments(s, seat, d)) sum = -99;
    else sum += m->arg[d];
    if (d < 3 && m->arg[d] > 0) traits++;
  }
  if (sum != 2 || traits > 1 || m->arg[4] >= 0)
    return ti4_fail(e, TI4_EILLEGAL, "73.1", N_("name 2 relic fragments of one trait you hold (cultural, hazardous, industrial, unknown), e.g. component black_market_forgery:p2 1 0 0 1 (%s)"), ti4_seat_word(seat));
  if (!s->x.nrelic_deck)
    return ti4_fail(e, TI4_EILLEGAL, "73.2a", N_("the relic deck is empty (%s)"), ti4_seat_word(seat));
  return 0;
}
static size_t forgery_options(const ti4_state *s, int seat, const ti4_move *base, ti4_move *out, size_t cap) {
  size_t k = 0;
  static const int8_t splits[][4] = { {2,0,0,0}, {1,0,0,1}, {0,2,0,0}, {0,1,0,1}, {0,0,2,0}, {0,0,1,1}, {0,0,0,2} };
  for (size_t i = 0; i < sizeof splits / sizeof splits[0]; i++) {
    ti4_move m = *base;
    for (int d = 0; d < 4; d++) m.arg[d] = splits[i][d];
    if (forgery_check(s, seat, &m, NULL)) continue;
    if (k < cap) out[k] = m;
    k++;
  }
  return k;
}
static void forgery(ti4_state *s, int seat, const ti4_move *m, ti4_events *ev) {
  for (int d = 0; d < 4; d++) ti4_fragments_set(s, seat, d, ti4_fragments(s, seat, d) - m->arg[d]);   /* purged */
  ti4_relic_draw(s, seat, ev);
}

#define PLAY_AREA(id, NOTE) { id, TI4_AB_PROMISSORY, TI4_PROMISSORY_##NOTE, 0, TI4_ABF_COMPONENT, not_in_play, NULL, NULL, in_play }

static const ti4_ability rows[] = {
  { "political_secret", TI4_AB_PROMISSORY, TI4_PROMISSORY_POLITICAL_SECRET,
    W(TI4_W_WHEN_REVEALED), 0, secret_check, NULL, NULL, secret },
  { "political_favor", TI4_AB_PROMISSORY, TI4_PROMISSORY_POLITICAL_FAVOR,
    W(TI4_W_WHEN_REVEALED), 0, favor_check, NULL, favor_pay, favor },
  { "keleres_rider", TI4_AB_PROMISSORY, TI4_PROMISSORY_KELERES_RIDER,
    W(TI4_W_WHEN_REVEALED) | W(TI4_W_AFTER_REVEALED) | W(TI4_W_AFTER_SPEAKER_VOTES) | W(TI4_W_WHEN_ELECTED),
    TI4_ABF_RIDER | TI4_ABF_TARGET, ti4_predict_check, ti4_predict_options, NULL, keleres_rider },
  PLAY_AREA("trade_convoys", TRADE_CONVOYS),
  PLAY_AREA("dark_pact", DARK_PACT),
  PLAY_AREA("promise_of_protection", PROMISE_OF_PROTECTION),
  PLAY_AREA("blood_pact", BLOOD_PACT),
  { "fires_of_the_gashlai", TI4_AB_PROMISSORY, TI4_PROMISSORY_FIRES_OF_THE_GASHLAI, 0, TI4_ABF_COMPONENT,
    fires_check, NULL, NULL, fires },
  { "terraform", TI4_AB_PROMISSORY, TI4_PROMISSORY_TERRAFORM, 0, TI4_ABF_COMPONENT | TI4_ABF_TARGET,
    terraform_check, terraform_options, NULL, terraform },
  { "spy_net", TI4_AB_PROMISSORY, TI4_PROMISSORY_SPY_NET, W(TI4_W_TURN_START), 0, spy_net_check, NULL, NULL, spy_net },
  { "military_support", TI4_AB_PROMISSORY, TI4_PROMISSORY_MILITARY_SUPPORT, W(TI4_W_TURN_START), TI4_ABF_TARGET,
    military_check, military_options, NULL, military },
  { "cybernetic_enhancements", TI4_AB_PROMISSORY, TI4_PROMISSORY_CYBERNETIC_ENHANCEMENTS, W(TI4_W_STRATEGY_START), 0,
    cybernetic_check, NULL, NULL, cybernetic },
  { "black_market_forgery", TI4_AB_PROMISSORY, TI4_PROMISSORY_BLACK_MARKET_FORGERY, 0, TI4_ABF_COMPONENT,
    forgery_check, forgery_options, NULL, forgery },
};
const ti4_ability_table ti4_ab_promissory = { rows, sizeof rows / sizeof rows[0] };
