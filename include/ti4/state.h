/* ti4/state.h -- the whole game as one flat, pointer-free struct.
 *
 * Copy with memcpy, compare with memcmp, keep as many as you like: there are
 * no pointers and no hidden parts. Content (planets, cards, ...) is named by
 * index into the library's content tables (see ti4_content_* in the program,
 * or the ids in `ti4 list`). Capacities are fixed; the library checks at
 * build time that every content table fits.
 *
 * Read it freely; change it only through ti4_state_apply (or by building a
 * position with edits), which keeps its invariants.
 */
#ifndef TI4_STATE_H
#define TI4_STATE_H

#include <stdint.h>

#define TI4_MAX_SEATS 8
#define TI4_NOBODY 0xFF
#define TI4_HIDDEN 0xFE     /* in a view: a card that is there, face down */
#define TI4_MAX_PLANETS 128
#define TI4_PLANET_WORDS (TI4_MAX_PLANETS / 64)
#define TI4_MAX_SYSTEMS 128
#define TI4_MAX_AGENDAS 64
#define TI4_MAX_ACTIONS 112   /* distinct action cards */
#define TI4_MAX_AC_DECK 192   /* physical action cards */
#define TI4_MAX_HAND 32
#define TI4_MAX_PROMISSORY 48
#define TI4_MAX_TECHS 128
#define TI4_MAX_OBJECTIVES 96
#define TI4_MAX_STAGE_DECK 20  /* public objectives of one stage (61.13: the full deck is dealt from) */
#define TI4_MAX_LEADERS 96
#define TI4_MAX_RELICS 16
#define TI4_MAX_MAP 63        /* rings 0..4 (0..60), then two positions beside the board: */
#define TI4_POS_BESIDE 61     /* the first beside the board (39.1a, 100.1b) */
#define TI4_POS_CREUSS 61     /* the Ghosts' home system (tile 51), beside the board */
#define TI4_POS_NEXUS 62      /* the wormhole nexus set beside the board (100.1) */
#define TI4_MAX_RIDERS 24
#define TI4_MAX_HISTORY 48
#define TI4_MAX_WINDOWS 8     /* nesting depth */
#define TI4_MAX_LAWS 32
#define TI4_MAX_DICE 16      /* queued rolls (sandbox `dice`) */
#define TI4_SPACE_TYPES 9     /* unit types that can be in a space area: 7 ships, infantry, mech */
#define TI4_FIGHT_TYPES 10    /* unit types that roll combat dice: those and the PDS (the Titans' Hel-Titans, 43) */
#define TI4_MAX_USES 16       /* abilities resolved in one window (RU 85 c.5, LRR 2.6b) */
#define TI4_EXPLORE_DECK 20   /* cards of one exploration deck (20 printed) */
#define TI4_MAX_ATTACH 12     /* exploration attachments in play (11 printed) */
#define TI4_MAX_EXPLORE_Q 4   /* explorations due at once (35.2d) */

enum ti4_phase { TI4_PHASE_SETUP, TI4_PHASE_STRATEGY, TI4_PHASE_ACTION,
                 TI4_PHASE_STATUS, TI4_PHASE_AGENDA, TI4_PHASE_OVER };

/* What the game waits for (the protocol's pending.kind). */
enum ti4_pending_kind { TI4_PEND_NONE, TI4_PEND_WINDOW, TI4_PEND_VOTE,
  TI4_PEND_DECIDE, TI4_PEND_CHOOSE, TI4_PEND_PICK, TI4_PEND_TURN,
  TI4_PEND_SECONDARY, TI4_PEND_TRANSACTION, TI4_PEND_SCORE,
  TI4_PEND_MOVE,             /* tactical action: which ships move (89.2) */
  TI4_PEND_LAND,             /* ... which ground forces land (89.4) */
  TI4_PEND_PRODUCE,          /* ... what is produced (89.5) */
  TI4_PEND_RETREAT,          /* combat: announce a retreat or not (78.4) */
  TI4_PEND_ASSIGN,           /* combat: assign the opponent's hits (78.6, 42) */
  TI4_PEND_CANNON,           /* use SPACE CANNON or not (77.2, 77.6) */
  TI4_PEND_BOMBARD };        /* use BOMBARDMENT or not (15, 49.1) */

/* Timing windows (LRR 1.13-1.20). The *_WHEN / *_AFTER pairs follow 1.16. */
enum ti4_window_id {
  TI4_W_NONE,
  TI4_W_STRATEGY_START,      /* start of the strategy phase */
  TI4_W_AGENDA_START,        /* start of the agenda phase */
  TI4_W_WHEN_REVEALED,       /* when an agenda is revealed */
  TI4_W_AFTER_REVEALED,      /* after an agenda is revealed */
  TI4_W_AFTER_SPEAKER_VOTES, /* after the speaker votes */
  TI4_W_WHEN_ELECTED,        /* when an outcome is elected / would resolve */
  TI4_W_AFTER_RESOLVED,      /* after an agenda's outcome resolved (riders) */
  TI4_W_ACTION_PLAYED,       /* when an action card is played (Sabotage) */
  TI4_W_TURN_START,          /* start of a turn (action phase) */
  TI4_W_TURN_END,            /* end of a turn */
  TI4_W_STATUS_START,        /* start of the status phase */
  TI4_W_WHEN_PICKED,         /* when a player picks a strategy card (Public Disgrace) */
  TI4_W_STATUS_RETURN,       /* when strategy cards would be returned (Political Stability) */
  TI4_W_WHEN_STRATEGIC,      /* when a player would perform a strategic action (Coup d'Etat) */
  TI4_W_AFTER_ACTION,        /* after the active player performs an action (Master Plan) */
  TI4_W_AFTER_DISCARD,       /* after a component-action card is discarded (Reverse Engineer) */
  TI4_W_AFTER_ACTIVATION,    /* after the active player activates a system (Flank Speed) */
  TI4_W_AFTER_MOVEMENT,      /* after the active player moves ships into the active system (89.2, before 58.7) */
  TI4_W_COMBAT_ROUND_START,  /* start of a combat round; in the first, also "start of combat" (78.2a) */
  TI4_W_AFTER_COMBAT_ROLL,   /* after the combat rolls of a round (Fire Team; rerolls, 74.3, 78.5e) */
  TI4_W_BEFORE_ASSIGN,       /* before hits are assigned (Shields Holding, Maneuvering Jets) */
  TI4_W_COMBAT_ROUND_END,    /* end of a combat round; in the last, also "end of combat" (78.9a) */
  TI4_W_AFTER_COMBAT,        /* after a combat ended (Salvage: after you win) */
  TI4_W_AFTER_SUSTAIN,       /* after ships used SUSTAIN DAMAGE in a space combat (Direct Hit) */
  TI4_W_INVASION_START,      /* start of an invasion, before bombardment (Disable, Bunker, Blitz) */
  TI4_W_AFTER_RETREAT,       /* after a player announces a retreat (Intercept) */
  TI4_W_AFTER_COMMIT,        /* after ground forces are committed to other players' planets (Parley) */
  TI4_W_AFTER_UNIT_ROLL,     /* after an ANTI-FIGHTER BARRAGE, SPACE CANNON or BOMBARDMENT roll (Scramble Frequency) */
  TI4_W_AFTER_DESTROYED,     /* after ships are destroyed in a space combat (Courageous to the End), or ground forces in a ground combat (Brother Milor) */
  TI4_W_WHEN_CONTROL,        /* when the active player gains control of a planet with another player's structures (Infiltrate) */
  TI4_W_AFTER_CONTROL,       /* after another player gained control of a planet you controlled (Reparations) */
  TI4_W__COUNT
};

#define TI4_MOVE_ARGS 6
typedef struct ti4_move {
  uint8_t seat;            /* 0..7; TI4_NOBODY for edits */
  uint8_t kind;            /* enum ti4_move_kind */
  int16_t card;            /* content/ability index, -1 none */
  uint16_t target;         /* TI4_TARGET(...) for votes, decisions, predictions */
  int16_t arg[TI4_MOVE_ARGS];
  uint64_t planets[TI4_PLANET_WORDS]; /* a planet set (votes, payments) */
} ti4_move;

/* One ability resolved in a window: a physical component is used at most
 * once per window (RU 85 comment 5), and two action cards of one name may not
 * answer the same effect (LRR 2.6b). */
typedef struct ti4_window_use {
  uint8_t src;               /* enum ti4_ability_src (rules.h) */
  uint8_t owner;             /* the component's owner (a note's owner, else the user);
                                action cards: the user if its effect is its own, else NOBODY */
  int16_t content;           /* card, note, faction, leader, ... index */
  uint16_t target;           /* action cards: the target it named */
  int16_t arg;               /* action cards: its first argument, if it takes a target */
} ti4_window_use;

typedef struct ti4_window {
  uint8_t id;                /* enum ti4_window_id */
  uint8_t n;                 /* seats in the ring */
  uint8_t order[TI4_MAX_SEATS];
  uint8_t pos;               /* index in order of the seat being offered */
  uint8_t passes;            /* passes in succession (1.19-1.20, RU 85 c.7) */
  uint8_t opener;            /* who opened it (nested windows) */
  uint8_t cancelled;         /* the card it answers was cancelled (Sabotage) */
  uint8_t answered;          /* a Sabotage already answers that card (RU 85 c.6) */
  uint8_t nuse;              /* entries in use */
  uint16_t serial;           /* which opening of a window this is (s->window_serial) */
  ti4_move play;             /* the card it answers (nested windows) */
  ti4_window_use use[TI4_MAX_USES];
} ti4_window;

typedef struct ti4_pending {
  uint8_t kind;              /* enum ti4_pending_kind */
  uint8_t seat;
  uint8_t window;            /* enum ti4_window_id when kind is WINDOW */
  uint8_t choice;            /* what a CHOOSE asks (enum in the rules layer) */
} ti4_pending;

/* The tactical action under way (LRR 89): the active system and how far it
 * has got; counts for the benchmark. */
typedef struct ti4_tactical {
  uint8_t pos;               /* the active system's map position */
  uint8_t step;              /* enum in galaxy/tactical.c */
  uint8_t flags;             /* TI4_TAC_*: effects for this tactical action */
  uint8_t silence;           /* In the Silence of Space: the chosen system's map position + 1, 0 none */
  uint8_t pass;              /* a bit per seat whose ships the active player may move through (Aetherpassage) */
  uint8_t flags2;            /* TI4_TAC2_*: more effects for this tactical action */
  uint16_t moved, produced;  /* movements (with ships) and productions in this game */
  uint8_t boost_pos, boost;  /* Captain Mendosa: the ship's map position + 1 (0 none); its type | move value << 4 */
  uint8_t hub;               /* Emissary Taivra: the active system's position + 1, adjacent to every
                                other wormhole system until this tactical action ends; 0 none */
  uint8_t wormholed;         /* Sai Seravus: the active player's ships with capacity that moved through
                                a wormhole into the active system in this tactical action; 0 after it is used */
  uint8_t near_used[TI4_MAX_PLANETS / 8];   /* G'hom Sek'kus: a bit per planet a ground force was committed from;
                                               outside a tactical action, Bioplasmosis: planets that received infantry (techs2.c) */
} ti4_tactical;

/* A combat under way in the active system (LRR 78 space, 42 ground);
 * side 0 is the attacker (the active player, 13), side 1 the defender (29). */
#define TI4_BOMB_GROUPS 8
typedef struct ti4_combat {
  uint8_t kind;              /* 0 none, 1 space, 2 ground */
  uint8_t step;              /* enum in galaxy/combat.c */
  uint8_t seat[2];           /* attacker, defender */
  uint8_t round;
  uint8_t hits[2];           /* hits each side must still assign to its own units */
  uint8_t short_dice;        /* a roll found the `dice` queue empty (checks refuse) */
  int8_t retreat[2];         /* announced retreat: the map position, -1 none (78.4), -2 announced but prevented (Intercept) */
  int16_t planet;            /* ground combat: the planet, -1 */
  uint8_t invader[3];        /* ground combat: the attacker's infantry, mechs, damaged mechs on it */
  uint8_t committed;         /* invasion: a bit per planet of the active system with ground forces committed (49.2) */
  uint8_t commit[4][2];      /* ... infantry and mechs committed to each, waiting for its ground combat */
  uint8_t commit_f[4];       /* ... fighters committed to each as if ground forces (Matriarch) */
  uint8_t invader_f;         /* ground combat: the attacker's fighters fighting as ground forces (Matriarch) */
  uint8_t invader_pds[2];    /* ground combat: the attacker's PDS fighting as ground forces (Coalescence: the Hel-Titans
                                Awaken placed), damaged ones */
  uint8_t cannon_i;          /* space cannon offense: seats asked so far, clockwise from the active one (77.2) */
  uint8_t cannon_on;         /* 1 while space cannon offense is under way */
  uint8_t bomb_on;           /* 1 while the bombardment step is under way (49.1) */
  uint8_t sustained[2][TI4_FIGHT_TYPES];  /* units of each type (to the PDS: Hel-Titans) that sustained damage this round, per side */
  uint8_t miss[2][TI4_FIGHT_TYPES]; /* (to the PDS: Hel-Titans) this round's combat dice that missed, per side and unit type (rerolls, 74) */
  int8_t round_mod[2];       /* added to each combat roll of a side this round (Morale Boost) */
  int8_t fighter_mod[2];     /* ... to its fighters' combat rolls this round (Fighter Prototype) */
  int8_t combat_mod[2];      /* ... to each combat roll for the whole combat (Tekklar Legion) */
  uint8_t winner, loser;     /* the last combat's (78.10), TI4_NOBODY for a draw: after_combat reads them */
  uint8_t cannon_w;          /* space cannon hits: 1 once their before_assign window was offered */
  uint8_t reroll;            /* a bit per side: reroll its missed dice before hits are assigned (Fire Team, 74);
                                bits 5-6: reroll all of that side's dice first (War Funding) */
  uint8_t sustained_side;    /* the side whose ships used SUSTAIN DAMAGE in the last assignment */
  uint16_t sustained_now;    /* ... a bit per unit type; bit 15: its after_sustain window was offered */
  uint8_t invasion;          /* TI4_INV_*: effects for this invasion, written by cards */
  uint8_t bunker;            /* a bit per seat: -4 to BOMBARDMENT rolls against its planets (Bunker) */
  uint8_t draw;              /* 1: the combat ends in a draw whoever is left (Skilled Retreat) */
  uint8_t announced;         /* side + 1 that just announced a retreat; bit 7: its window was offered */
  uint8_t rout;              /* 1: the attacker must announce a retreat this round, if able (Rout) */
  uint8_t extra_die;         /* a bit per side: its best unit rolls 1 more die this round (Viscount Unlenn, Evelyn Delouis) */
  uint8_t open_ret;          /* the step to go back to after hits produced in a window are assigned (Impulse Core, Devotion), 0 none */
  uint8_t near_miss;         /* 4 bits per side: this round's combat dice that missed by 1 (Wrath of Kenara) */
  uint16_t space_combats, ground_combats;   /* counts in this game, for the benchmark */
  uint8_t nonfighter[2];     /* of hits[side], those that must go on non-fighter ships if able ([0.0.1], Assault Cannon) */
  uint8_t nosustain[2];      /* 1: hits[side] cannot be cancelled by SUSTAIN DAMAGE (Assault Cannon destroys) */
  uint8_t open_i;            /* start of space combat: the next (side, ability) to resolve */
  uint8_t bomb_inf;          /* bombardment: the target planet's infantry before the hits */
  uint8_t foe_assigns;       /* bit per side: its hits are assigned by the opponent who produced them (Magen Defense Grid, Dimensional Splicer) */
  /* A unit ability's roll waiting for its after-roll window (ANTI-FIGHTER
   * BARRAGE, SPACE CANNON, BOMBARDMENT; Scramble Frequency, Strike Wing Ambuscade). */
  uint8_t uroll;             /* TI4_UR_*: which roll; 0 none */
  uint8_t urolled;           /* a bit per side: that side rolled; bits 2-3: a hit against that side's units was cancelled (Tellurian); bit 6: Graviton Laser System; bit 7: the window was offered */
  uint8_t uscramble;         /* a bit per side: it rerolls all its dice (Scramble Frequency) */
  uint8_t uextra[2];         /* per side: dice added to the roll (Strike Wing Ambuscade) */
  uint8_t uextra_new[2];     /* ... of those, still to roll */
  uint8_t utally;            /* side + 1 whose missed dice the roll under way counts in miss[][] for its
                                player to name those to reroll (Ta Zern), 0 none */
  uint8_t uneed[2][TI4_FIGHT_TYPES];   /* ... per side and unit type: the result those dice need */
  uint8_t bhits[2];          /* anti-fighter barrage: hits each side produced */
  uint8_t waylay;            /* a bit per side: its barrage hits go on any ships (Waylay) */
  uint16_t lost[2];          /* per side: a bit per ship type (ground combat: ground force type) destroyed since the after-destroyed window */
  uint8_t lost_w;            /* 1: the after-destroyed window was offered */
  uint8_t resume;            /* the step after assigning hits produced between steps (Waylay, Courageous to the End) */
  uint8_t cav_type[2];       /* per side: type + 1 of the ship with the Nomad flagship's values (The Cavalry), 0 none */
  uint8_t cav_row[2];        /* ... the flagship's row of data/units.tsv (Memoria I or II) */
  uint8_t ctl;               /* TI4_CTL_*: establishing control of `planet` with `invader` (49.5) waits */
  uint8_t as_ships[2][2];    /* space combat, per side: infantry and mechs in the space area fighting as ships (The Alastor, Z-Grav Eidolon) */
  uint8_t sleeper;           /* a bit per side: it places a ship for each of its opponent's ships destroyed in this space combat (Sleeper Cell) */
  uint8_t wrecked;           /* a bit per ship type destroyed in this space combat, either side's (Salvage Operations) */
  uint16_t thalnos[2];       /* per side: a bit per unit type whose missed dice it rerolls at +1 this round (The Crown of Thalnos) */
  /* Bombardment declared (15.1): the units each planet gets, TI4_GROUP(slot
   * in the system's planet list, type, count); slot | 0x40: the unit type
   * that rolls Plasma Scoring's die there; | 0x20: the planet being bombarded. */
  uint16_t bomb_g[TI4_BOMB_GROUPS];
  uint8_t repairs;           /* this round's repairs (Duranium Armor), per side a nibble: 3 bits done, bit 3 over */
  uint8_t repair_pick;       /* the unit type + 1 its player chose to repair next (choose TYPE), 0 none */
  uint8_t cannon_die;        /* the SPACE CANNON roll under way: unit type + 1 rolling Plasma Scoring's die (die=TYPE), 0 the best */
  uint8_t extra_type;        /* per side a nibble: unit type + 1 rolling that extra die (Viscount Unlenn, Evelyn Delouis), 0 the best */
  uint8_t gc_next;           /* invasion: slot + 1 of the planet whose ground combat the active player chose next (49.4a), 0 none */
  uint8_t afb;               /* anti-fighter barrage (78.3: "may"): bit side, its player was asked; bit 2 + side, it declined;
                                bit 4: Harrow asked this round, bit 5 declined; bit 6: X-89 asked, bit 7 declined */
  uint8_t ambush;            /* Ambush's ships named (choose): bit 7 answered, bits 0-1 cruisers, 2-3 destroyers;
                                Magen Defense Grid, Dimensional Splicer used or not: bit 4 answered, bit 5 yes */
  uint8_t foe_hit;           /* a hit the opponent assigned (Magen Defense Grid, Dimensional Splicer) on a unit that may sustain
                                damage, waiting for its owner's word: type + 1 (bits 0-4), bit 5 the side, bit 6 sustain, bit 7 answered */
} ti4_combat;
enum { TI4_UR_BARRAGE = 1, TI4_UR_CANNON, TI4_UR_DEFENSE, TI4_UR_BOMBARD, TI4_UR_CANCELLED_BIT = 2 };
enum { TI4_CTL_PENDING = 1,     /* control of combat.planet is established next */
       TI4_CTL_WINDOW = 2,      /* its "when you gain control" window was offered */
       TI4_CTL_INFILTRATE = 4 };/* Infiltrate: the other player's PDS and space docks are replaced, not destroyed */
enum { TI4_INV_DISABLE = 1,     /* Disable: other players' PDS lose PLANETARY SHIELD and SPACE CANNON */
       TI4_INV_BLITZ = 2,       /* Blitz: the active player's non-fighter ships without BOMBARDMENT have BOMBARDMENT 6 */
       TI4_INV_WINDOW = 4,      /* the start-of-invasion window was offered */
       TI4_INV_COMMIT_W = 8 };  /* the after-commit window was offered */
enum { TI4_TAC_MOVE_PLUS = 1,   /* Flank Speed: +1 move to each ship */
       TI4_TAC_AB_LINK = 2,      /* Lost Star Chart: alpha and beta wormholes adjacent */
       TI4_TAC_SECOND = 4,       /* Fleet Logistics: this is the action's second tactical action */
       TI4_TAC_OFFER = 8,        /* Fleet Logistics: a second tactical action is offered now */
       TI4_TAC_NO_CANNON = 16,   /* Solar Flare: others' SPACE CANNON cannot target the active player's ships */
       TI4_TAC_MOVE_AETHER = 32, /* Aetherstream: +1 move to each of the active player's ships */
       TI4_TAC_NAV_SUITE = 0x40, /* Nav Suite: anomalies have no effect during the movement step */
       TI4_TAC_CEASEFIRE = 0x80 };  /* Ceasefire: the active player moves no units into the active system */
enum { TI4_TAC2_ENDED = 1,      /* Nullification Field: the active player's turn ends now */
       TI4_TAC2_TEKKLAR = 2,    /* Sh'val, Harbinger: straight to committing ground forces; then the ships go back */
       TI4_TAC2_CRUCIBLE = 4,   /* Crucible: no gravity rift rolls; each rift exit adds 1 more to the move value */
       TI4_TAC2_WARSUN_IN = 8,  /* a war sun of the active player's moved into the active system (Adjudicator Ba'al) */
       TI4_TAC2_COMBAT = 0x10,  /* a space combat in tac.pos outside a tactical action (Benediction): then the action ends,
                                   no invasion, production or after-tactical-action effects */
       TI4_TAC2_NO_RETREAT = 0x20, /* no ship may retreat or be moved by abilities in this combat (Benediction) */
       TI4_TAC2_DOMINUS = 0x40,  /* Dominus Orb: units in systems with the active player's command tokens move too */
       TI4_TAC2_CONDUIT = 0x80 };  /* Spatial Conduit Cylinders: the active system is adjacent to every system with the active player's units */

/* Exploration (LRR 35, 38, 73; cards/exploration.c). Each deck is one
 * array: its draw pile at [0, ndeck) (top last), then its discard pile at
 * [ndeck, ndeck + ndiscard). A card out of both is a fragment in a play
 * area, an attachment, a purged token card, or the one being resolved
 * (ask.arg[1] while its question is open). */
typedef struct ti4_explore {
  uint64_t frontier;         /* map positions with a frontier token (38.1) */
  uint8_t cards[4][TI4_EXPLORE_DECK];   /* cultural, hazardous, industrial, frontier (TI4_XDECK_*) */
  uint8_t ndeck[4], ndiscard[4];
  uint8_t fragments[TI4_MAX_SEATS][2];  /* relic fragments held (35.9), 4 bits each: cultural, hazardous | industrial, unknown */
  uint8_t gamma[3];          /* map position + 1 of each gamma wormhole token (3 in the box), 0 none */
  uint8_t creuss[3];         /* map position + 1 of the Creuss alpha, beta, gamma wormhole tokens, 0 none */
  uint8_t nattach;
  uint8_t attach[TI4_MAX_ATTACH][2];    /* exploration card, planet it is attached to (35.8) */
  uint8_t nqueue;
  uint8_t queue[TI4_MAX_EXPLORE_Q][2];  /* explorations due: seat (| 0x80 a frontier token), planet or map position */
  uint8_t nrelic_deck;
  uint8_t relic_deck[TI4_MAX_RELICS];   /* top last (73.2) */
  uint16_t devices;          /* Enigmatic Devices kept face up: 2 bits per seat */
  uint8_t nanoforge;         /* the planet + 1 the Nano-Forge relic is attached to, 0 none */
  uint8_t ion_storm;         /* map position + 1 of the Ion Storm token (frontier card), 0 none */
  uint8_t ion_beta;          /* 1: its beta side is up (a beta wormhole), 0: alpha */
  uint8_t mirage;            /* map position + 1 of the Mirage planet (frontier card), 0 none */
  uint8_t more_seat;         /* seat + 1 whose frontier explorations beyond the queue are still due (Conservator Procyon), 0 none */
  uint8_t more_pos;          /* ... the next map position to look at (map order) */
  uint8_t converted;         /* the planet + 1 the Stellar Converter relic destroyed (off the board), 0 none */
  uint8_t spare_conv;
  int16_t conv_planets[4];   /* the planets of its system without it (ti4_sys_planets), -1 after the last */
} ti4_explore;

typedef struct ti4_player {
  int16_t faction;           /* -1 none (an empty seat in a sandbox) */
  uint8_t vp, tg, commodities;
  uint8_t tactic, fleet, strategy;   /* command tokens in the pools */
  uint8_t passed;            /* action phase */
  uint8_t nhand;
  uint8_t hand[TI4_MAX_HAND];        /* action card indices */
  uint8_t techs[TI4_MAX_TECHS / 8];  /* bitset */
  uint8_t tech_exhausted[TI4_MAX_TECHS / 8];
  uint8_t leaders[3];        /* enum ti4_leader_state: agent, commander, hero */
  uint8_t agents2;           /* the Nomad's two agents beside Artuno the Betrayer (its listed agent, leaders[0]):
                                2 bits each, TI4_AGENT2_* (ti4_leader_state XOR TI4_LEADER_UNLOCKED, so 0 is ready: 51.4) */
  uint16_t relics;           /* bitset over relic indices */
  uint16_t relics_exhausted;
  uint8_t standing;          /* enum ti4_standing in force */
  uint8_t standing_window;   /* the window (depth-tagged) a WINDOW order is for */
  uint32_t skip_windows;     /* window kinds (1 << ti4_window_id) passed automatically until withdrawn */
  uint8_t cannot_vote;       /* 8.16: this agenda */
  uint8_t no_abilities;      /* Political Secret: no ACs / faction abilities */
  uint8_t executed;          /* this agenda phase: 1 Public Execution (no votes), 2 Galactic Threat used */
  uint8_t eliminated;
  uint8_t hidden_secrets;    /* in a view: unscored secrets this seat may not see */
  uint8_t hidden_notes;      /* in a view: promissory notes in this seat's hand the viewer may not see (69.6) */
  uint8_t discard_owed;      /* discards owed: low 4 bits Scheming (after a draw), high 4 bits Form a Spy Network */
  uint8_t artuno_tg;         /* trade goods on Artuno the Betrayer (the Nomad agent), gained when it readies */
} ti4_player;

enum ti4_leader_state { TI4_LEADER_LOCKED, TI4_LEADER_UNLOCKED,
                        TI4_LEADER_EXHAUSTED, TI4_LEADER_PURGED };
/* The Nomad's second and third agents in ti4_player.agents2 (the library
 * reads and writes every leader through ti4_leader_state/ti4_leader_set). */
enum { TI4_AGENT2_MERCER, TI4_AGENT2_THUNDARIAN };
#define TI4_AGENT2_STATE(p, k) ((((p)->agents2 >> (2 * (k))) & 3) ^ TI4_LEADER_UNLOCKED)

typedef struct ti4_rider {
  uint8_t seat;
  uint8_t resolved;
  int16_t card;              /* ability index of the rider */
  uint16_t target;           /* predicted outcome */
} ti4_rider;

typedef struct ti4_agenda_record {
  uint8_t round;
  uint8_t agenda;
  uint16_t outcome;          /* TI4_TARGET; 0 if discarded unresolved */
  uint16_t votes[TI4_MAX_SEATS];
  uint16_t voted_for[TI4_MAX_SEATS];
} ti4_agenda_record;

/* The agenda currently on the table. */
typedef struct ti4_agenda_now {
  int16_t current;           /* agenda index, -1 none */
  uint8_t step;              /* enum in agenda.c */
  uint8_t number;            /* 1st or 2nd agenda of the phase (or more) */
  uint8_t covert;            /* Covert Legislation: the agenda is face down */
  uint8_t vote_pos;          /* index into vote_order of the next voter */
  uint8_t nvoters;
  uint8_t vote_order[TI4_MAX_SEATS];
  uint8_t voted;             /* bitset of seats that voted or abstained */
  uint8_t abstained;         /* bitset */
  uint8_t last_voter;        /* may still add votes "after you cast votes" */
  uint16_t votes[TI4_MAX_SEATS];     /* votes cast by seat */
  uint16_t outcome_of[TI4_MAX_SEATS];/* TI4_TARGET each seat voted for */
  uint16_t outcome;          /* resolved outcome */
  uint16_t tied[TI4_MAX_SEATS * 2];  /* candidates for the speaker's decision */
  uint8_t ntied;
  uint8_t nriders;
  ti4_rider riders[TI4_MAX_RIDERS];
  uint8_t transacted[TI4_MAX_SEATS]; /* bitset per seat: pairs that traded */
  uint8_t hack;              /* Hack Election: vote order reversed */
  uint8_t flags;             /* misc per-agenda effects */
  int16_t extra[TI4_MAX_SEATS];      /* additional votes per seat (8.15) */
  int16_t revote;            /* Miscount Disclosed: law index + 1 to vote on again */
  uint8_t recombined;        /* Genetic Recombination: seat + 1 it names, 0 none */
  uint16_t recombine_for;    /* ... and the outcome it names (TI4_TARGET) */
  uint8_t pi_used;           /* bitset: seats that cast Predictive Intelligence's 3 votes */
} ti4_agenda_now;

typedef struct ti4_law {
  uint8_t agenda;
  uint8_t pad;
  uint16_t elected;          /* TI4_TARGET or 0 */
} ti4_law;

/* A pending question an effect asks (pending kind CHOOSE). */
typedef struct ti4_ask {
  uint8_t what;              /* enum in the rules layer */
  uint8_t seat;
  int16_t card;
  int16_t arg[4];
} ti4_ask;

/* A transaction on offer (LRR 94). */
typedef struct ti4_offer {
  uint8_t from, to;
  uint8_t give_tg, give_comm, get_tg, get_comm;
  int16_t give_pn, get_pn;   /* promissory index, -1 none */
  uint8_t give_pn_owner, get_pn_owner;
  uint8_t active;
  uint8_t tcs_pair;          /* Temporal Command Suite readied another player's agent: its owner's seat + 1 (low 4 bits)
                                and that player's seat + 1 (high 4 bits) may trade once now, whoever is active (94); 0 none */
  uint8_t give_frag[2], get_frag[2];   /* relic fragments (35.9b), 4 bits each as in ti4_explore.fragments */
  uint8_t give_ac[4], get_ac[4];       /* action cards + 1, 0 none: only with the Hacan (Arbiters) */
  uint8_t give_cap[4], get_cap[4];     /* captured units returned to the other side (17.2a), 4 bits
                                          per type in ti4_capture_slot order as ti4_captured.n */
} ti4_offer;

/* What players did in this action phase that action-phase objectives ask
 * for (common/deeds.c): recorded only for a secret objective the player
 * holds unscored, kept until the phase ends (61.5b). */
typedef struct ti4_deeds {
  uint16_t done[TI4_MAX_SEATS];   /* per seat: a bit per deed (enum in deeds.c), not yet scored */
  uint16_t group[TI4_MAX_SEATS];  /* ... those of the seat's latest combat: one may be scored (61.7) */
  uint16_t excl[TI4_MAX_SEATS];   /* ... an earlier combat's, still more than one of them */
  uint16_t serial[TI4_MAX_SEATS]; /* the combat `group` belongs to (space + ground combats so far) */
  uint8_t notes;                  /* Betray a Friend: owners whose note was face up in the active
                                     player's play area when the tactical action began */
  uint8_t asked;                  /* the last player to pass has been asked to score (Prove Endurance) */
  uint8_t commander;              /* seats that did what their locked commander's unlock asks and the board
                                     does not show (51.6): Magmus, Brother Omar, Rickar Rickani; kept all game */
  uint8_t pad;
} ti4_deeds;

/* Units captured (LRR 17). Only the Vuil'raith Cabal's abilities capture,
 * so one seat holds them all: its faction sheet. */
typedef struct ti4_captured {
  uint8_t n[TI4_MAX_SEATS][4];  /* per original owner: non-fighter ships and mechs (17.1),
                                   4 bits per type in ti4_capture_slot order */
  uint8_t fighters, infantry;   /* fighter and infantry tokens on the sheet (17.3) */
  uint8_t seat;                 /* the capturing seat (meaningful while anything is captured) */
  uint8_t replenished;          /* a bit per seat that replenished commodities this turn (The Stillness of Stars) */
} ti4_captured;

/* What faction abilities keep between moments (common/faction_abilities.c). */
typedef struct ti4_faction_now {
  uint16_t pillage;          /* 2 bits per seat: its gains of trade goods and transactions
                                not yet offered to the Mentak's Pillage (at most 3 kept) */
  uint16_t singularity;      /* Technological Singularity: the combat (space + ground combats so far) it was used in */
  uint16_t singularity_at;   /* ... the combat in which a unit ... */
  uint8_t singularity_from;  /* ... of seat + 1 was destroyed, not yet offered; 0 none */
  uint8_t singularity_by;    /* ... its opponent there, the Nekro */
  uint8_t flags;             /* TI4_FX_* */
  uint8_t artuno;            /* trade goods the Nomad just gained from the supply, not yet offered to Artuno the Betrayer */
  uint16_t acidos;           /* Nekro Acidos: 2 bits per seat, its draws owed after technologies gained (at most 3 kept) */
  uint8_t prod_seat;         /* the seat whose units just used PRODUCTION (TI4_FX_SAR_OWED, TI4_FX_YIN_OWED) */
  uint8_t prod_pos;          /* ... the map position where they did */
  uint8_t ie_seat;           /* Integrated Economy (TI4_FX_IE_OWED): the seat that gained control ... */
  uint8_t ie_planet;         /* ... of this planet (the last one gained in the move) */
  uint8_t research_owed[2];  /* technologies + 1 the Jol-Nar researched in this move, not yet offered to the holder
                                of their Research Agreement (cards/research.c); 0 none */
  uint8_t rep_planet;        /* Reparations: planet + 1 another player took from ... (the last one in the move), 0 none */
  uint8_t rep_loser;         /* ... this seat; | 0x80 once its after_control_gained window is open */
} ti4_faction_now;
enum { TI4_FX_RECLAIM_GAINED = 1,  /* Reclamation: the Winnu gained Mecatol Rex in this tactical action */
       TI4_FX_RECLAIM_OWED = 2,    /* ... which is over: they are asked */
       TI4_FX_SAR_OWED = 4,        /* Self-Assembly Routines not yet offered after a use of PRODUCTION (cards/production.c) */
       TI4_FX_YIN_OWED = 8,        /* Yin Spinner likewise */
       TI4_FX_IE_OWED = 16 };      /* Integrated Economy not yet offered after control of a planet was gained */

/* Faction tokens that are neither units nor command tokens on the board
 * (cards/titans.c, cards/mahact.c). One Titans and one Mahact seat at most. */
typedef struct ti4_faction_tokens {
  uint8_t sleeper[5];        /* the Titans' 5 sleeper tokens: planet + 1 each, 0 in their supply */
  uint8_t terra_owed;        /* planet + 1 the Titans explored: Terragenesis not yet asked, 0 none */
  uint8_t mahact;            /* a bit per seat: its command token is in the Mahact's fleet pool (Edict) */
  uint8_t agent_exhausted;   /* an agent just exhausted, not yet offered to Temporal Command Suite (the Nomad's
                                technology): its seat + 1 (low 4 bits) and which (bits 4-5: 0 the faction's listed
                                agent, 1 + TI4_AGENT2_*); 0 none */
  uint8_t coalesce;          /* Coalescence: a bit per planet slot of the active system where Awaken placed a Titans PDS
                                onto another player's ground forces; it fights there in the ground combat step (49.4,
                                galaxy/invasion.c) */
  uint8_t valefar[2];        /* the Nekro's Valefar Assimilator X and Y tokens: technology + 1 they lie on
                                (another player's faction technology), 0 none (common/faction_abilities.c) */
  uint8_t laws_blank;        /* Law's Order: 1 while every law is blank, until the end of the Keleres' turn (cards/factions.c) */
} ti4_faction_tokens;
/* Units beyond the fleet pool (37.3) or capacity (16.3) outside movement:
 * their owner chooses which to remove (common/excess.c). */
typedef struct ti4_excess {
  uint8_t fleet_seen[TI4_MAX_SEATS]; /* each seat's fleet tokens when last looked at: fewer now means a look */
  uint8_t flags;             /* TI4_XS_* */
  uint8_t fleet_ignored;     /* a bit per seat: its fleet pool is ignored this round (Darktalon Treilla) */
  uint8_t ignored_round;     /* ... the game round it was played in */
  uint8_t siven_round;       /* Ahk-Syl Siven: the game round the Nomad's flagship may leave systems with
                                their command tokens (galaxy/tactical.c), 0 none */
} ti4_excess;
enum { TI4_XS_OWED = 1,      /* units may be beyond the fleet pool or capacity somewhere: look once no combat is under way */
       TI4_XS_ARMS = 2 };    /* Arms Reduction (For): players beyond 2 dreadnoughts or 4 cruisers choose which to destroy */

/* The system tiles dealt to the players when they build the galaxy
 * themselves (`new ... galaxy=place`, Complete Setup 6.ii-iii; common/
 * game_setup.c): system index + 1 per tile, 0 once placed (TI4_HIDDEN in
 * another seat's view). Seat k holds [k * per, (k + 1) * per), blue tiles
 * first; the speaker's additional tiles (6.ii NOTE) follow, `extra` of them. */
#define TI4_MAX_DEAL 52       /* 8 players: 6 each and 4 by the speaker */
typedef struct ti4_deal {
  uint8_t tiles[TI4_MAX_DEAL];
  uint8_t per, extra;
  uint8_t pad[2];
} ti4_deal;

typedef struct ti4_state {
  uint32_t magic;            /* TI4_STATE_MAGIC */
  uint16_t version;
  uint8_t nseats;
  uint8_t sandbox;
  uint8_t edits;             /* 1: a full setup where edits are allowed (an edited game) */
  uint8_t vp_goal;
  uint8_t expansions;
  uint8_t phase;             /* enum ti4_phase */
  uint8_t round;
  uint8_t speaker;
  uint8_t custodians;        /* 1 while the token is on Mecatol Rex */
  uint8_t winner;            /* TI4_NOBODY until the game ends */
  uint8_t active;            /* active player (action phase) */
  uint8_t step;              /* phase step (phase modules' enums) */
  uint8_t substep;
  uint64_t rng[4];           /* xoshiro256** */

  ti4_player p[TI4_MAX_SEATS];

  /* planets and the galaxy */
  uint8_t planet_owner[TI4_MAX_PLANETS];     /* seat or TI4_NOBODY */
  uint8_t planet_flags[TI4_MAX_PLANETS];     /* TI4_PF_* */
  uint8_t planet_units[TI4_MAX_PLANETS][4];  /* owner's infantry, mech, pds, dock */
  uint8_t nmap;              /* positions in use: 37 or 61 (the rings), 63 with a system beside the board */
  int16_t map[TI4_MAX_MAP];                  /* system index per position, -1 */
  uint8_t map_rot[TI4_MAX_MAP];              /* hyperlane rotation per position: 60-degree steps clockwise */
  uint8_t tokens[TI4_MAX_MAP];               /* command tokens: bitset of seats */
  /* the space area of each position, per seat, by ti4_unit_type: the seven
   * ships, then infantry and mechs in space (transported or left there) */
  uint8_t ships[TI4_MAX_MAP][TI4_MAX_SEATS][TI4_SPACE_TYPES];
  uint8_t floating[3];                       /* the Saar's Floating Factories (space docks in a space area):
                                                map position + 1 each, 0 none; their owner is the Saar's seat */
  ti4_tactical tac;                          /* the tactical action under way */
  uint8_t ndice;                             /* rolls queued by the `dice` edit */
  uint8_t dice_fixed;                        /* 1: every roll must be queued (a sandbox, or after a `dice` edit) */
  uint8_t dice[TI4_MAX_DICE];                /* next results, first at [0] */

  /* strategy cards (by initiative - 1) */
  uint8_t sc_holder[8];
  uint8_t sc_exhausted;      /* bitset */
  uint8_t sc_tg[8];
  uint8_t naalu_zero;        /* seat holding the Naalu 0 token, or NOBODY */
  uint8_t sc_kept;           /* Political Stability: seats keeping their cards into the next strategy phase */
  uint8_t sc_declared;       /* strategy phase: card index + 1 picked, waiting for its window; 0 none */
  uint8_t sc_barred;         /* Public Disgrace: card index + 1 the picker must not take again; 0 none */
  uint8_t sc_card, sc_pos, sc_free, sc_flags; /* action phase: card being resolved, secondary ring index, Trade's free seats, spare */

  /* action cards */
  uint8_t nac_deck, nac_discard;
  uint8_t ac_deck[TI4_MAX_AC_DECK];          /* top is the last */
  uint8_t ac_discard[TI4_MAX_AC_DECK];

  /* promissory notes: who holds note i of seat s (TI4_NOBODY: with its owner
   * as unavailable; owner itself: in the owner's hand) */
  uint8_t pn_holder[TI4_MAX_PROMISSORY][TI4_MAX_SEATS];
  uint8_t pn_in_play[TI4_MAX_PROMISSORY];    /* bitset of owners whose note is face up */

  /* agendas */
  uint8_t nagenda_deck, nagenda_discard, nlaws, nhistory;
  uint8_t next_strategy;     /* agenda effects due at the next strategy phase's start (TI4_NS_*) */
  uint8_t next_strategy_seats; /* bitset: the seats one of them names (Representative Government) */
  uint8_t agenda_deck[TI4_MAX_AGENDAS];      /* top is the last */
  uint8_t agenda_discard[TI4_MAX_AGENDAS];
  ti4_law laws[TI4_MAX_LAWS];
  ti4_agenda_record history[TI4_MAX_HISTORY];
  ti4_agenda_now ag;

  /* objectives */
  uint8_t nstage1, nstage2, nsecret_deck, nrevealed;
  uint8_t stage1[TI4_MAX_STAGE_DECK], stage2[TI4_MAX_STAGE_DECK]; /* face-down decks, top last */
  uint8_t secret_deck[TI4_MAX_OBJECTIVES];
  uint8_t revealed[16];                      /* revealed public objectives */
  uint8_t secret_holder[TI4_MAX_OBJECTIVES]; /* seat or NOBODY */
  uint8_t scored[TI4_MAX_OBJECTIVES];        /* bitset of seats */
  ti4_deeds deeds;                           /* action-phase objectives' deeds (common/deeds.c) */

  /* relics, leaders */
  uint8_t relic_holder[TI4_MAX_RELICS];
  ti4_explore x;             /* exploration decks, frontier tokens, fragments, attachments, the relic deck */

  /* combat (galaxy/combat.c): the combat under way; damaged units (87):
   * how many of each seat's units of a type in a space area are damaged,
   * and the damaged mechs on each planet (its controller's) */
  ti4_combat combat;
  uint8_t damaged[TI4_MAX_MAP][TI4_MAX_SEATS][(TI4_SPACE_TYPES + 1) / 2]; /* 4 bits per type: ti4_damaged_get/set */
  uint8_t planet_damaged[TI4_MAX_PLANETS];

  /* timing windows (a stack: nested windows on top) */
  uint8_t nwin;
  uint16_t window_serial;     /* windows opened so far (wraps): tells one opening from the next */
  ti4_window win[TI4_MAX_WINDOWS];

  ti4_pending pending;
  ti4_ask ask;
  ti4_offer offer;
  uint32_t moves;            /* moves applied, for the log */
  ti4_captured captured;     /* last: older saves load with nothing captured (common/capture.c) */
  ti4_faction_now fx;        /* faction abilities' bookkeeping (common/faction_abilities.c) */
  ti4_faction_tokens tok;    /* sleeper tokens, the Mahact's fleet pool (cards/titans.c, cards/mahact.c) */
  ti4_excess xs;             /* units beyond the fleet pool or capacity (common/excess.c) */
  ti4_deal deal;             /* system tiles dealt and not yet placed (galaxy=place) */
  uint8_t pds_damaged[TI4_MAX_PLANETS / 4];   /* damaged PDS that are ground forces (the Titans' Hel-Titans,
                                                 87) on each planet, its controller's: 2 bits a planet (at
                                                 most 2 PDS, 85.5); ti4_pds_damaged_get/set */
  uint8_t war_machine;       /* War Machine (cards/production.c): seat + 1 whose next use of PRODUCTION
                                has +4 and costs 1 less, 0 none (in the tail's padding) */
  uint8_t minister;          /* Minister of Industry (galaxy/tactical.c): the map position + 1 where its owner
                                placed a space dock, their production there not yet asked; bit 7 while asked; 0 none */
} ti4_state;

/* Damaged units of a seat's type in a space area, 4 bits each (no player
 * has more than 15 units of a type that can sustain damage, 23); callers
 * check the indices. */
static inline int ti4_damaged_get(const ti4_state *s, int pos, int seat, int k) {
  return (s->damaged[pos][seat][k >> 1] >> ((k & 1) * 4)) & 15;
}
static inline void ti4_damaged_set(ti4_state *s, int pos, int seat, int k, int n) {
  uint8_t *b = &s->damaged[pos][seat][k >> 1];
  int sh = (k & 1) * 4;
  n = n < 0 ? 0 : n > 15 ? 15 : n;
  *b = (uint8_t)((*b & ~(15 << sh)) | (n << sh));
}

/* Mechs leaving and reaching planet pl (LRR 87: damage goes with the unit).
 * take: c mechs leave; d of them damaged (d < 0: the undamaged first;
 * callers check counts); returns how many damaged ones left. put: c mechs
 * arrive, d of them damaged. A count in planet_damaged beyond the mechs
 * there (stale) is dropped first. Callers check pl. */
static inline int ti4_planet_mechs_take(ti4_state *s, int pl, int c, int d) {
  int n = s->planet_units[pl][1], dm = s->planet_damaged[pl] < n ? s->planet_damaged[pl] : n;
  if (c > n) c = n;
  if (d < 0) d = dm - (n - c) > 0 ? dm - (n - c) : 0;
  if (d > dm) d = dm;
  if (d > c) d = c;
  if (d < c - (n - dm)) d = c - (n - dm);          /* no undamaged one left */
  s->planet_units[pl][1] = (uint8_t)(n - c);
  s->planet_damaged[pl] = (uint8_t)(dm - d);
  return d;
}
static inline void ti4_planet_mechs_put(ti4_state *s, int pl, int c, int d) {
  int n = s->planet_units[pl][1], dm = s->planet_damaged[pl] < n ? s->planet_damaged[pl] : n;
  s->planet_units[pl][1] = (uint8_t)(n + c);
  s->planet_damaged[pl] = (uint8_t)(dm + (d < c ? d : c));
}

/* Damaged PDS on planet pl (Hel-Titans: PDS that sustain damage as ground
 * forces), never more than the PDS there; callers check pl. */
static inline int ti4_pds_damaged_get(const ti4_state *s, int pl) {
  int d = (s->pds_damaged[pl >> 2] >> ((pl & 3) * 2)) & 3;
  return d < s->planet_units[pl][2] ? d : s->planet_units[pl][2];
}
static inline void ti4_pds_damaged_set(ti4_state *s, int pl, int n) {
  uint8_t *b = &s->pds_damaged[pl >> 2];
  int sh = (pl & 3) * 2;
  n = n < 0 ? 0 : n > 3 ? 3 : n;
  *b = (uint8_t)((*b & ~(3 << sh)) | (n << sh));
}

#define TI4_STATE_MAGIC 0x54493421u /* "TI4!" */

/* planet_flags */
enum { TI4_PF_EXHAUSTED = 1, TI4_PF_DMZ = 2, TI4_PF_ATTACH = 4,
       TI4_PF_SENATE = 8, TI4_PF_TERRAFORM = 16, TI4_PF_CORE = 32,   /* attachments that change values */
       TI4_PF_TERRAFORM_PN = 64 /* Titans' Terraform note +1/+1 */, TI4_PF_GEOFORM = 128 /* Titans hero +3/+3 */ };

#endif
