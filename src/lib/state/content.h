/* content.h -- the static card, planet, system and faction tables.
 *
 * The rows live in data/<kind>.tsv (one row per item, English and Russian
 * names); tools/gen_content.c turns them at build time into const arrays
 * (build/gen/content_data.c) and an enum per kind (build/gen/content_ids.h:
 * TI4_<KIND>_<ID>, e.g. TI4_AGENDA_MUTINY, TI4_PLANET_MECATOL_REX,
 * TI4_ACTION_VETO, and TI4_N<KIND>S for the count). Indices are the enum
 * values, stable within one build; saves store ids, not indices.
 *
 * Nothing here holds rule logic: only facts. Everything is const and
 * static; no function here allocates or fails except by returning -1.
 */
#ifndef TI4_CONTENT_H
#define TI4_CONTENT_H

#include <stdint.h>
#include "content_ids.h"   /* generated */

enum ti4_kind {            /* content kinds, also used by the id lookup */
  TI4_K_PLANET, TI4_K_SYSTEM, TI4_K_AGENDA, TI4_K_ACTION, TI4_K_PROMISSORY,
  TI4_K_STRATEGY, TI4_K_TECH, TI4_K_OBJECTIVE, TI4_K_FACTION, TI4_K_LEADER,
  TI4_K_RELIC, TI4_K_UNIT, TI4_K_EXPLORATION, TI4_K__COUNT
};

/* Expansion / source bits. */
enum { TI4_SRC_BASE = 1, TI4_SRC_POK = 2, TI4_SRC_CODEX1 = 4,
       TI4_SRC_CODEX2 = 8, TI4_SRC_CODEX3 = 16 };

/* Planet traits (bitmask) and technology colours / specialties. */
enum { TI4_TRAIT_CULTURAL = 1, TI4_TRAIT_HAZARDOUS = 2, TI4_TRAIT_INDUSTRIAL = 4 };
enum ti4_color { TI4_COLOR_NONE, TI4_COLOR_BLUE, TI4_COLOR_GREEN,
                 TI4_COLOR_YELLOW, TI4_COLOR_RED, TI4_COLOR_UNIT };

typedef struct {
  const char *id, *en, *ru;
  uint8_t resources, influence;
  uint8_t traits;          /* TI4_TRAIT_* bits; 0 for home planets / Mecatol */
  uint8_t specialty;       /* enum ti4_color, NONE if none */
  uint8_t legendary;       /* 1 if legendary */
  int16_t system;          /* index into ti4_systems, -1 if none */
  int16_t home_of;         /* faction index whose home planet it is, -1 */
  uint8_t source;          /* TI4_SRC_* */
} ti4_planet_info;

/* Wormholes (bitmask) and anomalies (bitmask). */
enum { TI4_WH_ALPHA = 1, TI4_WH_BETA = 2, TI4_WH_GAMMA = 4, TI4_WH_DELTA = 8 };
enum { TI4_ANOM_ASTEROID = 1, TI4_ANOM_NEBULA = 2, TI4_ANOM_SUPERNOVA = 4,
       TI4_ANOM_RIFT = 8 };

typedef struct {
  const char *id;          /* tile number as printed: "18", "82a", "83a" */
  const char *en, *ru;     /* a readable name (planets, or "Empty", "Nebula") */
  uint8_t nplanets;
  int16_t planets[4];      /* planet indices */
  uint8_t wormholes, anomalies;
  uint8_t hyperlane;       /* 1 for hyperlane tiles */
  uint8_t home;            /* 1 for a faction home system */
  uint8_t back;            /* 0 green/none, 1 blue, 2 red */
  uint8_t source;
} ti4_system_info;

enum ti4_agenda_type { TI4_AGENDA_LAW, TI4_AGENDA_DIRECTIVE };
enum ti4_outcome_kind {    /* what voters may name on this agenda */
  TI4_OUT_FOR_AGAINST,
  TI4_OUT_PLAYER,          /* elect player */
  TI4_OUT_PLANET,          /* elect any controlled planet */
  TI4_OUT_PLANET_CULTURAL, TI4_OUT_PLANET_HAZARDOUS, TI4_OUT_PLANET_INDUSTRIAL,
  TI4_OUT_PLANET_NONHOME,  /* non-home, not Mecatol Rex */
  TI4_OUT_LAW,             /* elect a law in play */
  TI4_OUT_SECRET,          /* elect a scored secret objective */
  TI4_OUT_STRATEGY,        /* elect a strategy card */
  TI4_OUT_COVERT           /* Covert Legislation: the next agenda's outcomes */
};

typedef struct {
  const char *id, *en, *ru;
  uint8_t type;            /* enum ti4_agenda_type */
  uint8_t outcome;         /* enum ti4_outcome_kind */
  uint8_t decks;           /* bit 0: base deck, bit 1: PoK deck */
  uint8_t discard_if_no_target; /* revealed with nothing eligible: discard, reveal another */
  uint8_t source;
} ti4_agenda_info;

/* Action-card timing windows (what the card's first paragraph says). */
enum ti4_ac_window {
  TI4_ACW_ACTION,          /* "Action:" component action */
  TI4_ACW_AGENDA_START,    /* start of the agenda phase */
  TI4_ACW_WHEN_REVEALED,   /* when an agenda is revealed */
  TI4_ACW_AFTER_REVEALED,  /* after an agenda is revealed */
  TI4_ACW_AFTER_VOTES,     /* after you cast votes (Distinguished Councilor) */
  TI4_ACW_AFTER_SPEAKER_VOTES, /* after the speaker votes (Bribery) */
  TI4_ACW_WHEN_ELECTED,    /* when an outcome / player is elected (legal texts) */
  TI4_ACW_WHEN_OUTCOME,    /* when an outcome would resolve (Deadly Plot) */
  TI4_ACW_STRATEGY_START,  /* start of the strategy phase */
  TI4_ACW_STRATEGY_PICK,   /* when another player picks a strategy card */
  TI4_ACW_STATUS,          /* status phase */
  TI4_ACW_ANY_PLAYED,      /* when another player plays an action card (Sabotage) */
  TI4_ACW_OTHER            /* combat, movement, invasion, ...: the map layer */
};

typedef struct {
  const char *id, *en, *ru;
  uint8_t count_base, count_pok; /* copies in the base deck / the PoK deck */
  uint8_t window;          /* enum ti4_ac_window */
  uint8_t source;
} ti4_action_info;

typedef struct {
  const char *id, *en, *ru;
  int16_t faction;         /* -1 for the generic notes every colour has */
  uint8_t play_area;       /* 1 if it goes face up into the play area */
  uint8_t source;
} ti4_promissory_info;

typedef struct {
  const char *id, *en, *ru;
  uint8_t initiative;      /* 1..8 */
} ti4_strategy_info;

typedef struct {
  const char *id, *en, *ru;
  uint8_t color;           /* enum ti4_color (UNIT for unit upgrades) */
  uint8_t prereq[5];       /* required count per colour, indexed by ti4_color */
  int16_t faction;         /* -1 generic */
  uint8_t exhausts;        /* 1 if it has an exhaust ability */
  uint8_t source;
} ti4_tech_info;

enum { TI4_OBJ_STAGE1 = 1, TI4_OBJ_STAGE2 = 2, TI4_OBJ_SECRET = 3 };
enum { TI4_PH_STATUS = 1, TI4_PH_ACTION = 2, TI4_PH_AGENDA = 3 };

typedef struct {
  const char *id, *en, *ru;
  uint8_t stage;           /* TI4_OBJ_* */
  uint8_t points;
  uint8_t phase;           /* TI4_PH_*: when it is scored */
  uint8_t source;
} ti4_objective_info;

typedef struct {
  const char *id, *en, *ru;
  int16_t home_system;     /* system index */
  uint8_t nhome;
  int16_t home_planets[3];
  uint8_t commodities;
  uint8_t ntechs;
  int16_t start_techs[4];  /* tech indices (fixed ones; choices in notes) */
  uint8_t start_units[12]; /* count per TI4_UT_* */
  int16_t promissory;      /* faction note index, -1 none */
  const char *abilities;   /* comma-separated ability names, English */
  const char *abilities_ru;
  int16_t leaders[3];      /* agent, commander, hero (leader indices), -1 */
  int16_t flagship, mech;  /* unit indices, -1 */
  uint8_t source;
  int16_t promissory2;     /* a second faction note (Empyrean: Blood Pact), -1 */
  int16_t family;          /* faction whose cards this one shares: the three
                              Keleres variants all name keleres_mentak, whose
                              index the shared leaders, techs, notes and units
                              carry as their faction; own index otherwise */
} ti4_faction_info;

/* Unit types, the index into start_units and the state's unit counts. */
enum ti4_unit_type { TI4_UT_CARRIER, TI4_UT_CRUISER, TI4_UT_DESTROYER,
  TI4_UT_DREADNOUGHT, TI4_UT_FIGHTER, TI4_UT_FLAGSHIP, TI4_UT_WARSUN,
  TI4_UT_INFANTRY, TI4_UT_MECH, TI4_UT_PDS, TI4_UT_SPACEDOCK, TI4_UT__COUNT };
/* A unit type's word in moves and messages ("carrier" ... "dock"); NULL out of range. */
const char *ti4_unit_word(int k);

enum { TI4_LEADER_AGENT, TI4_LEADER_COMMANDER, TI4_LEADER_HERO };
typedef struct {
  const char *id, *en, *ru;
  int16_t faction;
  uint8_t type;            /* TI4_LEADER_* */
  uint8_t source;
} ti4_leader_info;

typedef struct {
  const char *id, *en, *ru;
  uint8_t source;
} ti4_relic_info;

typedef struct {
  const char *id, *en, *ru;
  uint8_t type;            /* enum ti4_unit_type */
  int16_t faction;         /* -1 generic */
  uint8_t cost2;           /* cost in half-resources ×2 (fighters 1 = 0.5×2) */
  uint8_t combat, dice, move, capacity;
  uint8_t sustain;         /* SUSTAIN DAMAGE (87) */
  uint8_t barrage[2], bombard[2], cannon[2];   /* ANTI-FIGHTER BARRAGE, BOMBARDMENT, SPACE CANNON: value, dice (0: none) */
  uint8_t cannon_adj;      /* SPACE CANNON reaches adjacent systems (77.3c: PDS II) */
  uint8_t shield;          /* PLANETARY SHIELD (65) */
  uint8_t source;
  int16_t tech;            /* the technology of the same id (a unit upgrade), -1 none */
} ti4_unit_info;

/* Exploration cards (data/exploration.tsv, LRR 35). */
enum { TI4_XDECK_CULTURAL, TI4_XDECK_HAZARDOUS, TI4_XDECK_INDUSTRIAL, TI4_XDECK_FRONTIER };  /* = trait bit index */
enum { TI4_XK_FRAGMENT, TI4_XK_ATTACHMENT, TI4_XK_INSTANT, TI4_XK_TOKEN, TI4_XK_KEPT };
typedef struct {
  const char *id, *en, *ru;
  uint8_t deck;            /* TI4_XDECK_* */
  uint8_t count;           /* copies in its deck */
  uint8_t kind;            /* TI4_XK_* */
  uint8_t resources, influence;   /* an attachment's bonus */
  uint8_t specialty;       /* enum ti4_color an attachment gives, NONE if none */
  uint8_t source;
} ti4_exploration_info;

extern const ti4_planet_info ti4_planets[];
extern const ti4_system_info ti4_systems[];
extern const ti4_agenda_info ti4_agendas[];
extern const ti4_action_info ti4_actions[];
extern const ti4_promissory_info ti4_promissories[];
extern const ti4_strategy_info ti4_strategies[];
extern const ti4_tech_info ti4_techs[];
extern const ti4_objective_info ti4_objectives[];
extern const ti4_faction_info ti4_factions[];
extern const ti4_leader_info ti4_leaders[];
extern const ti4_relic_info ti4_relics[];
extern const ti4_unit_info ti4_units[];
extern const ti4_exploration_info ti4_explorations[];
/* The unit rows of each type (generated): type k's rows, ascending, are
 * ti4_unit_rows_by_type[ti4_unit_type_first[k] .. ti4_unit_type_first[k + 1]). */
extern const int16_t ti4_unit_rows_by_type[];
extern const int16_t ti4_unit_type_first[TI4_UT__COUNT + 1];

/* Other names for ids (data/aliases.tsv), sorted by alias. */
typedef struct {
  const char *alias;
  uint8_t kind;            /* enum ti4_kind */
  int16_t row;
} ti4_alias_info;
extern const ti4_alias_info ti4_aliases[];
extern const int ti4_naliases;

/* Number of rows of a kind. */
int ti4_content_count(int kind);
/* Index of the row with this id, or -1. Exact, case-sensitive. */
int ti4_content_find(int kind, const char *id);
/* Id / English / Russian name of row i of a kind; NULL if out of range. */
const char *ti4_content_id(int kind, int i);
const char *ti4_content_name(int kind, int i, int russian);

#endif
