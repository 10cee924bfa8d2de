/* ti4.h -- the public contract of libti4, a Twilight Imperium 4th edition
 * rules engine (base game, Prophecy of Kings, Codexes I-III, LRR 2.0).
 *
 * Two levels:
 *  - ti4_state: one flat, pointer-free struct (include/ti4/state.h). Copy it
 *    with memcpy, compare it with memcmp. ti4_state_legal / ti4_state_apply
 *    work on it directly, never allocate, never print: this is what bots use.
 *  - ti4_game: an opaque handle over a state, with the history that undo,
 *    log and save need. Memory comes from the caller's allocator
 *    (ti4_alloc, Lua's lua_Alloc contract); errors are kept per handle.
 *
 * Every function returns TI4_OK (0) or a negative TI4_E* code. A refused
 * move changes nothing: the state is byte-for-byte what it was.
 */
#ifndef TI4_TI4_H
#define TI4_TI4_H

#include <stddef.h>
#include <stdint.h>

#if defined(TI4_STATIC)
#define TI4_API
#elif defined(__GNUC__)
#define TI4_API __attribute__((visibility("default")))
#else
#define TI4_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

#include "ti4/state.h"

/* Result codes. The protocol names are in ti4_result_name(). */
enum ti4_result {
  TI4_OK = 0,
  TI4_EUNKNOWN_COMMAND = -1, /* unknown_command */
  TI4_ESYNTAX = -2,          /* bad_syntax */
  TI4_EUNKNOWN_ID = -3,      /* unknown_id */
  TI4_ENOT_YOURS = -4,       /* not_your_decision */
  TI4_EILLEGAL = -5,         /* illegal_move */
  TI4_EIO = -6,              /* io (never raised by the library itself) */
  TI4_ECORRUPT = -7,         /* corrupt_save */
  TI4_ENOMEM = -8,           /* out of memory: the handle is unchanged */
  TI4_ERANGE = -9            /* an output buffer was too small */
};

/* Why a move or command was refused. `msg` is a static English msgid with
 * at most one "%s", which the program fills with `word` and translates;
 * `rule` is the LRR number ("8.7") or "" when no rule applies. */
typedef struct ti4_error {
  int code;
  const char *rule;
  const char *msg;
  char word[48];
} ti4_error;

/* ---- moves -------------------------------------------------------------- */
enum ti4_move_kind {
  TI4_MV_NONE,
  TI4_MV_PASS,        /* pass in a window; in the action phase, pass the turn */
  TI4_MV_PLAY,        /* use a card or ability: card = ability index */
  TI4_MV_VOTE,        /* outcome + planets */
  TI4_MV_ABSTAIN,
  TI4_MV_DECIDE,      /* speaker's tie decision: outcome */
  TI4_MV_CHOOSE,      /* answer an effect's question: arg[0..] */
  TI4_MV_PICK,        /* strategy card: card */
  TI4_MV_STRATEGIC,   /* strategic action: card = strategy card */
  TI4_MV_TACTICAL,    /* activate a system: arg[0] = map position */
  TI4_MV_COMPONENT,   /* component action: card = ability index */
  TI4_MV_SECONDARY,   /* follow (arg[0]=1) or decline (0) a secondary */
  TI4_MV_OFFER,       /* transaction offer to arg[0] (seat) */
  TI4_MV_ACCEPT, TI4_MV_DECLINE,
  TI4_MV_STANDING,    /* standing order: arg[0] = enum ti4_standing */
  TI4_MV_SCORE,       /* score an objective: card = objective index */
  TI4_MV_EDIT,        /* sandbox edit: arg[0] = enum ti4_edit, rest below */
  TI4_MV_MOVE,        /* tactical movement: ship groups (TI4_GROUP) in arg[] and planets, none = no group */
  TI4_MV_LAND,        /* land ground forces: card = planet (-1: none, done), arg[0] infantry, arg[1] mech, arg[3] fighters (Matriarch), arg[4] the planet they leave (G'hom Sek'kus, -1),
                         arg[2] trade goods, planets: payment (the custodians, 27.2) */
  TI4_MV_PRODUCE,     /* produce: arg[0] trade goods, arg[1..3] counts (TI4_PRODUCE_*), planets: payment */
  TI4_MV_RETREAT,     /* announce a retreat: card = system (-1: none; 78.4) */
  TI4_MV_ASSIGN,      /* assign hits: groups TI4_GROUP(0 destroy / 1 sustain damage, type, count) */
  TI4_MV_CANNON,      /* use SPACE CANNON: arg[0] = the target seat (-1: the active player; card 0: none) */
  TI4_MV_BOMBARD,     /* use BOMBARDMENT: card = planet (-1: none) */
  TI4_MV__COUNT
};

/* Standing orders: pass automatically when offered a window until ... */
enum ti4_standing {
  TI4_STAND_NONE,     /* withdraw the order */
  TI4_STAND_WINDOW,   /* ... this window closes */
  TI4_STAND_VOTING,   /* ... voting on this agenda begins */
  TI4_STAND_AGENDA,   /* ... this agenda is resolved */
  TI4_STAND_PHASE,    /* ... this phase ends ("never") */
  TI4_STAND_SKIP = 9  /* every window of the kinds in arg[1] | arg[2] << 15 (bits 1 << ti4_window_id),
                         until withdrawn with TI4_STAND_NONE */
};

enum ti4_edit {
  TI4_ED_PLANET,      /* arg1 seat, card planet, arg2 exhausted */
  TI4_ED_ACTION, TI4_ED_PROMISSORY, TI4_ED_TG, TI4_ED_COMMODITIES, TI4_ED_VP,
  TI4_ED_TECH, TI4_ED_SECRET, TI4_ED_TOKENS, TI4_ED_SPEAKER, TI4_ED_CUSTODIANS,
  TI4_ED_PHASE, TI4_ED_ROUND, TI4_ED_STRATEGY, TI4_ED_LAW, TI4_ED_DECK_AGENDA,
  TI4_ED_UNITS,       /* arg1 seat, card system (-1: arg2 planet), planets as counts, arg3 mask */
  TI4_ED_LEADER,      /* arg1 seat, card leader, arg2 enum ti4_leader_state */
  TI4_ED_RELIC,       /* arg1 seat, card relic */
  TI4_ED_ELIMINATED,  /* arg1 seat */
  TI4_ED_DICE,        /* arg1 count, results as bytes in planets: the next rolls */
  TI4_ED_REVEAL,      /* card objective: a public objective taken from its deck and revealed */
  TI4_ED_FRAGMENT,    /* arg1 seat, card exploration card (a relic fragment) taken from its deck or discard pile */
  TI4_ED_DECK_EXPLORE,/* arg1 count, arg2 deck (TI4_XDECK_*), exploration cards as bytes in planets: on top, first named first */
  TI4_ED__COUNT
};

/* A movement group: COUNT units of TYPE (ti4_unit_type 0..8) leave system
 * SYS (content index); up to TI4_MAX_GROUPS per move, in arg[0..5] and then
 * the planet words (as uint16), 0 or 0xFFFF marking an empty slot. */
#define TI4_MAX_GROUPS (TI4_MOVE_ARGS + TI4_PLANET_WORDS * 4)
#define TI4_GROUP(sys, type, count) ((uint16_t)(((unsigned)(sys) & 0x7Fu) | ((unsigned)(type) & 0xFu) << 7 | ((unsigned)(count) & 0x1Fu) << 11))
#define TI4_GROUP_SYS(g) ((int)((g) & 0x7Fu))
#define TI4_GROUP_TYPE(g) ((int)(((g) >> 7) & 0xFu))
#define TI4_GROUP_COUNT(g) ((int)(((g) >> 11) & 0x1Fu))
/* A unit picked up on the way (95.1): a group whose TYPE is one of these
 * is carried by the ship group named last before it; SYS is then a planet
 * (content index: ground forces on that planet of the player's) or a system
 * passed through (its space area). */
enum { TI4_GT_PLANET_INFANTRY = 9, TI4_GT_PLANET_MECH, TI4_GT_AT_FIGHTER, TI4_GT_AT_INFANTRY, TI4_GT_AT_MECH,
       TI4_GT_GRAVITY_DRIVE,     /* a modifier of the group named just before, by SYS (TI4_GM_*) */
       TI4_GT_FLOATING };        /* the Saar's Floating Factories leaving SYS (they move as ships, transporting units within capacity) */
/* The modifiers (TI4_GROUP(TI4_GM_*, TI4_GT_GRAVITY_DRIVE, count)): Gravity
 * Drive's +1 for the ship group (of one ship) named before (count 1,
 * `TYPE=1+`); COUNT of the ship group named before are damaged ones (87,
 * `damaged=N`); the fighter group named before flies on its own (Fighter
 * II, count 1, written `fly=N` in place of `fighter=N`). */
enum { TI4_GM_GRAVITY = 0, TI4_GM_DAMAGED = 1, TI4_GM_FLY = 2 };
/* In a bombard move: TI4_GROUP(PLANET, TI4_GT_BOMB_DIE, type + 1) names the unit rolling Plasma Scoring's die there. */
#define TI4_GT_BOMB_DIE 15
/* Production counts: unit type k (0..8) in arg[1 + k / 3], 5 bits at (k % 3) * 5. */
#define TI4_PRODUCE_COUNT(m, k) ((m)->arg[1 + (k) / 3] < 0 ? 0 : (int)(((unsigned)(m)->arg[1 + (k) / 3] >> ((k) % 3 * 5)) & 0x1Fu))

/* Outcome / target values: kind in the top 4 bits, index in the low 12. */
enum ti4_target_kind {
  TI4_T_NONE = 0, TI4_T_FOR = 1, TI4_T_AGAINST = 2, TI4_T_PLAYER = 3,
  TI4_T_PLANET = 4, TI4_T_LAW = 5, TI4_T_SECRET = 6, TI4_T_STRATEGY = 7,
  TI4_T_AGENDA = 8, TI4_T_OPTION = 9 /* an answer word of a choice (`choose convert`) */
};
#define TI4_TARGET(kind, idx) ((uint16_t)(((unsigned)(kind) << 12) | ((unsigned)(idx) & 0xFFFu)))
#define TI4_TARGET_KIND(t) ((unsigned)(t) >> 12)
#define TI4_TARGET_INDEX(t) ((unsigned)(t) & 0xFFFu)

/* ti4_move is defined in ti4/state.h (windows keep the card they answer). */

/* ---- events ---------------------------------------------------------------- */
enum ti4_event_type {
  TI4_EV_REVEALED, TI4_EV_PLAYED, TI4_EV_PASSED, TI4_EV_VOTED,
  TI4_EV_EXHAUSTED, TI4_EV_READIED, TI4_EV_RESOLVED, TI4_EV_DISCARDED,
  TI4_EV_LAW_ENACTED, TI4_EV_PHASE, TI4_EV_TURN, TI4_EV_ABSTAINED,
  TI4_EV_DECIDED, TI4_EV_WINDOW, TI4_EV_GAINED, TI4_EV_LOST, TI4_EV_PICKED,
  TI4_EV_SPEAKER, TI4_EV_DREW, TI4_EV_SCORED, TI4_EV_WINNER, TI4_EV_EDIT,
  TI4_EV_RIDER, TI4_EV_LAW_REMOVED, TI4_EV_STANDING, TI4_EV_CANCELLED,
  TI4_EV_TRANSACTION, TI4_EV_ACTIVATED, TI4_EV_PREDICTED,
  TI4_EV_OBJECTIVE_REVEALED, TI4_EV_UNLOCKED, TI4_EV_TIE, TI4_EV_TOKEN_PLACED,
  TI4_EV_ROLLED,      /* a die: seat, a = unit type, b = map position, n = result */
  TI4_EV_MOVED,       /* seat moved n units of type a from position b into the active system */
  TI4_EV_DESTROYED,   /* n units of type a of seat removed at position b (a gravity rift, 41.2) */
  TI4_EV_LANDED,      /* n ground forces of type a landed on planet b */
  TI4_EV_CONTROL,     /* seat gained control of planet a (from seat b, -1 none; 25) */
  TI4_EV_PRODUCED,    /* n units of type a produced at position b */
  TI4_EV_CUSTODIANS,  /* seat removed the custodians token (27.3) */
  TI4_EV_COMBAT,      /* a combat round: seat attacks a (seat) at position b, planet target-1 (0 space), round n */
  TI4_EV_HITS,        /* seat produced n hits (a: 0 combat, 1 anti-fighter barrage, 2 space cannon, 3 bombardment, 4 Ambush, 5 an ability, no roll) */
  TI4_EV_SUSTAINED,   /* n units of type a of seat at position b sustain damage (87) */
  TI4_EV_RETREAT,     /* seat announces a retreat to position b (n 0), or retreats there (n 1) */
  TI4_EV_COMBAT_END,  /* the combat at position b ends: winner seat (NOBODY: a draw), loser a (-1) */
  TI4_EV_REPAIRED,    /* seat's damaged units are repaired (81, status phase) */
  TI4_EV_DONE,        /* seat's move (kind a) changed nothing anyone sees: a decline,
                         `move none`, a hidden choice; b = 1 when it named nothing */
  TI4_EV_EXPLORED,    /* seat explored planet b (-1: the frontier token at position target) and drew exploration card a (35) */
  TI4_EV_CAPTURED,    /* seat captured n units of type a of seat b (LRR 17); target 1: returned them to b (or the supply) */
  TI4_EV_REMOVED,     /* seat took n units of type a at position b (-1: its home beside the board) back into reinforcements (67.5a; Sh'val, Harbinger) */
  TI4_EV_TILE_PLACED, /* seat placed the dealt system tile a at map position b (Complete Setup 6.iii, galaxy=place) */
  TI4_EV__COUNT
};
/* PASSED: a = the window passed in (enum ti4_window_id), else -1 and b says
 * which pass it was (enum ti4_pass_kind). */
enum ti4_pass_kind { TI4_PASS_OTHER = -1, TI4_PASS_ROUND = 1, TI4_PASS_SECONDARY = 2,
                     TI4_PASS_SCORE = 3, TI4_PASS_EXTRA = 4 };
/* What the fields mean per type is documented at ti4_event_type in the
 * protocol layer (src/cli/events.c). `what` names a resource for
 * GAINED/LOST (enum ti4_resource). */
enum ti4_resource { TI4_RES_TG, TI4_RES_COMMODITIES, TI4_RES_VP,
  TI4_RES_ACTION, TI4_RES_SECRET, TI4_RES_TECH, TI4_RES_PROMISSORY,
  TI4_RES_TACTIC, TI4_RES_FLEET, TI4_RES_STRATEGY, TI4_RES_PLANET,
  TI4_RES_RELIC, TI4_RES_UNIT };
typedef struct ti4_event {
  uint8_t type;
  uint8_t seat;            /* TI4_NOBODY when nobody */
  uint8_t what;
  uint8_t pad;
  int16_t a, b;            /* content indices / counts by type */
  uint16_t target;         /* an outcome (TI4_TARGET) where one applies */
  int16_t n;               /* a count */
} ti4_event;

#define TI4_MAX_EVENTS 256
typedef struct ti4_events {
  uint16_t n;
  uint16_t dropped;        /* events past TI4_MAX_EVENTS (counted, not kept) */
  ti4_event ev[TI4_MAX_EVENTS];
} ti4_events;

/* ---- setup --------------------------------------------------------------- */
typedef struct ti4_setup {
  int players;             /* 3..8 */
  uint64_t seed;
  int sandbox;             /* 1: an empty table for edits */
  int vp;                  /* 10 or 14 */
  int expansions;          /* TI4_SRC_* bits, 0 = base+pok+codexes */
  int16_t factions[TI4_MAX_SEATS]; /* -1: drawn */
  const char *map;         /* community map string or NULL */
  int edits;               /* 1: the full setup, then edits allowed (the game is marked edited) */
  int place;               /* 1: the players place the dealt system tiles (Complete Setup 6.iii),
                              0: they are placed at random */
} ti4_setup;

/* ---- the flat-state level (bots) ------------------------------------------ */
TI4_API size_t ti4_state_size(void);
/* Full setup (or a sandbox) into *out. Errors: TI4_EILLEGAL (bad options). */
TI4_API int ti4_state_setup(ti4_state *out, const ti4_setup *opt, ti4_error *err);
/* Every move the pending decision accepts, at most cap of them; *n gets the
 * total (which may exceed cap). */
TI4_API int ti4_state_legal(ti4_move *moves, size_t cap, size_t *n, const ti4_state *s);
/* Check m completely, then apply it and run forward to the next decision.
 * ev may be NULL. On refusal *s and *ev are untouched and *err says why. */
TI4_API int ti4_state_apply(ti4_state *s, const ti4_move *m, ti4_events *ev, ti4_error *err);
/* The pending decision. */
TI4_API const ti4_pending *ti4_state_pending(const ti4_state *s);
/* Hide from seat what it may not see (others' hands and unscored secrets,
 * deck order). */
TI4_API void ti4_state_view(ti4_state *out, const ti4_state *s, int seat);
/* 1 when seats a and b are neighbours (LRR 60: units or planets in the same
 * or adjacent systems). */
TI4_API int ti4_state_neighbors(const ti4_state *s, int a, int b);

/* ---- moves as text (the protocol's move words; ids are the content ids) ---- */
/* Parse "p2 vote for lodor". Errors: TI4_ESYNTAX, TI4_EUNKNOWN_ID,
 * TI4_EUNKNOWN_COMMAND. */
TI4_API int ti4_move_parse(ti4_move *out, const char *line, const ti4_state *s, ti4_error *err);
/* Format a move as the line ti4_move_parse reads back; returns TI4_ERANGE
 * when cap is too small. */
TI4_API int ti4_move_format(char *buf, size_t cap, const ti4_move *m, const ti4_state *s);

/* ---- the handle level ------------------------------------------------------- */
/* realloc-like: nsize 0 frees and returns NULL; otherwise returns NULL on
 * failure and leaves ptr valid. */
typedef void *(*ti4_alloc)(void *ud, void *ptr, size_t osize, size_t nsize);
typedef struct ti4_game ti4_game;

/* A new game handle (no game yet: call ti4_game_setup). f NULL = malloc. */
TI4_API int ti4_game_new(ti4_game **out, ti4_alloc f, void *ud);
TI4_API void ti4_game_free(ti4_game *g);
TI4_API int ti4_game_setup(ti4_game *g, const ti4_setup *opt);
TI4_API const ti4_state *ti4_game_state(const ti4_game *g);
/* Apply and record a move (edits included). On refusal nothing changes. */
TI4_API int ti4_game_apply(ti4_game *g, const ti4_move *m);
/* Room for n more moves and e more events of history, so that applying
 * them never calls the allocator (a bot's loop); the history grows by
 * doubling otherwise. TI4_ENOMEM if refused: nothing changes. */
TI4_API int ti4_game_reserve(ti4_game *g, size_t moves, size_t events);
/* Take back the last n recorded moves. TI4_EILLEGAL if fewer exist. */
TI4_API int ti4_game_undo(ti4_game *g, unsigned n);
/* The events of the last successful apply. */
TI4_API const ti4_events *ti4_game_events(const ti4_game *g);
/* The whole event log: *n entries, owned by g, valid until the next call. */
TI4_API const ti4_event *ti4_game_log(const ti4_game *g, size_t *n);
/* The recorded moves (what save writes), owned by g. */
TI4_API const ti4_move *ti4_game_moves(const ti4_game *g, size_t *n);
TI4_API const ti4_setup *ti4_game_setup_options(const ti4_game *g);
/* The last error of this handle. */
TI4_API const ti4_error *ti4_game_error(const ti4_game *g);

TI4_API const char *ti4_result_name(int code);
/* The word after `play` for ability index i (move.card of PLAY/COMPONENT
 * moves), NULL if out of range. */
TI4_API const char *ti4_ability_id(int i);
/* The agenda step as a protocol word: "start", "when_revealed",
 * "after_revealed", "voting", "after_speaker_votes", "decide", "elected",
 * "resolve", "riders", "end", "ready"; "" outside the agenda phase. */
TI4_API const char *ti4_agenda_step_name(const ti4_state *s);
/* The protocol word of a timing window ("when_agenda_revealed", ...), or
 * "unknown"; ti4_window_find is its inverse (-1 if none). */
TI4_API const char *ti4_window_name(int id);
/* The word a move's target is written with (`p2`, `lodor`, `for`, an
 * option word such as `cruiser`); "" for none. Static storage. */
TI4_API const char *ti4_target_word(uint16_t target);
/* What the pending `choose` asks: a protocol word ("leadership_influence",
 * "secret_to_keep", ...; a strategy card's asks start with its id) and an
 * English sentence for people (a gettext msgid); "" when nothing is asked. */
TI4_API const char *ti4_ask_name(const ti4_state *s);
TI4_API const char *ti4_ask_question(const ti4_state *s);
TI4_API int ti4_window_find(const char *word);

#ifdef __cplusplus
}
#endif
#endif
