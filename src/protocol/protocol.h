/* cli.h -- what the modules of the ti4 program share.
 *
 * main.c        arguments and modes (--json, interactive, run, list)
 * protocol.c    one line -> one answer (a jansson object), and its rendering
 *               for people
 * json_state.c  the state as the protocol's state JSON; outcome/seat words
 * events.c      events as JSON objects and as sentences
 * script.c      `ti4 run`: scenario scripts and expect
 * interactive.c the terminal front end (libedit)
 * saveload.c    save / load files
 * i18n.c        gettext setup and helpers
 * list.c        `list KIND`
 */
#ifndef TI4_CLI_H
#define TI4_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <jansson.h>
#include "ti4/ti4.h"
#include "content.h"

/* ---- i18n.c ---------------------------------------------------------------- */
#ifndef N_
#define N_(s) s
#endif
const char *tr(const char *msgid);              /* gettext in domain ti4 */
#define _(s) tr(s)
/* gettext with a context: the same English word where Russian needs another
 * form ("commodities" as a label, C_("object", "commodities") after
 * получает: продукцию). xgettext: --keyword=C_:1c,2 */
const char *trc(const char *ctx, const char *msgid);
#define C_(c, s) trc(c, s)
/* Choose the language: "en", "ru" or NULL (from the environment). */
void i18n_init(const char *lang);
int i18n_russian(void);                          /* 1 when answers are Russian */
/* This thread renders in Russian (1), English (0) or the program's
 * language (-1): the server answers each page in its own language.
 * Returns the previous setting. */
int i18n_thread_lang(int ru);
/* Make the Russian catalogue readable even when answers default to
 * English (before threads start; i18n_init does it for Russian). */
void i18n_catalogue_ru(void);
/* Localized name of content row i of kind (falls back to the id). */
const char *i18n_name(int kind, int i);
/* The message of a library error: msgid translated, "%s" filled with word.
 * Writes into buf (always NUL-terminated). */
void i18n_error_message(char *buf, size_t cap, const char *msgid, const char *word);
/* In Russian, the localized name of an error's word when it is a content
 * id ("lodor" -> "Лодор", "for" -> "«за»"); seats and other words as they
 * are. msgid (English) tells a faction from a planet of the same id. */
const char *i18n_word(const char *msgid, const char *word);
/* The name of a faction ability by its id ("quash" -> "Аннулирование" or
 * "Quash"), NULL if none. */
const char *i18n_ability_name(const char *id);
/* Translate msgid and fill its "{1}".."{4}" (never printf). */
void i18n_template(char *buf, size_t cap, const char *msgid, const char *a1, const char *a2,
                   const char *a3, const char *a4);
/* The same with a template already translated. */
void i18n_fill_template(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2,
                        const char *a3, const char *a4);
/* Replace the first "%s" of the translated fmt with word (never printf). */
void i18n_fill(char *buf, size_t cap, const char *fmt, const char *word);
/* In Russian, quotes inside quotes become „…“: «Система „Свой-Чужой“». */
void i18n_quotes(char *buf, size_t cap);
/* Cut an incomplete UTF-8 sequence off the end of buf. */
void utf8_trim(char *buf);

/* ---- json helpers (json_state.c) -------------------------------------------- */
/* A JSON string from any bytes (invalid UTF-8 replaced with '?'). */
json_t *jstr(const char *s);
const char *seat_word(int seat);                 /* "p3", or NULL if none */
/* The protocol word for an outcome/target ("for", "p3", "lodor", ...), into
 * buf; "" for none. */
const char *target_word(char *buf, size_t cap, uint16_t target);
const char *phase_name(int phase);
const char *pending_kind_name(int kind);
const char *move_kind_word(int kind);
const char *window_name(int window);
const char *strategy_id_by_slot(int slot);
/* The id of ability i ("veto"), into buf; NULL if unknown. */
const char *ability_word(char *buf, size_t cap, int ability, const ti4_state *s);       /* slot = initiative - 1 */
int strategy_index_by_slot(int slot);
/* The state JSON; seat >= 0 gives the view for that seat. */
json_t *state_json(const ti4_state *s, int view_seat);
/* {"player","kind","window"?,"options":[...]} */
json_t *pending_json(const ti4_state *s);
/* Every legal move line (NULL on allocation failure). */
json_t *legal_json(const ti4_state *s);

/* ---- events.c ------------------------------------------------------------------ */
json_t *event_json(const ti4_event *e, const ti4_state *s);
json_t *events_json(const ti4_event *ev, size_t n, const ti4_state *s);
/* A sentence for people (localized) into buf. */
void event_text(char *buf, size_t cap, const json_t *event);
/* Localized name for an id word of a given kind guess (planet, agenda, ...). */
const char *id_display(const char *id);
/* The same for an id of a known kind (a faction, not the planet "muaat"). */
const char *id_display_kind(int kind, const char *id);

/* ---- protocol.c ----------------------------------------------------------------- */
typedef struct session {
  ti4_game *g;                /* NULL until `new` or `load` */
  ti4_setup setup;            /* options of the current game */
  char *map;                  /* owned copy of setup.map */
  int last_ok;                /* the previous command's result */
  char last_code[32];         /* its error code when it failed */
} session;

void session_init(session *ss);
void session_free(session *ss);
/* Strip the comment and surrounding blanks in place; returns the command
 * (empty for a blank/comment line). */
char *line_clean(char *line);
/* Run one cleaned, non-empty command; returns the answer object (never NULL). */
json_t *session_exec(session *ss, const char *cmd);
/* answer.c: an unsigned number in words, at most max; 0 ok, -1 not one. */
int parse_uint(const char *s, unsigned long long max, unsigned long long *out);
/* answer.c: write data to path atomically (temporary file, fsync, rename);
 * mode >= 0 sets its permissions. 0, or -1 with errno. */
int write_file_atomic(const char *path, const char *data, size_t len, int mode);
/* setup_words.c: `new` options to a setup (NULL, or an error answer). */
json_t *setup_from_words(ti4_setup *opt, char **w, int n, const char **map);
/* An error answer. */
json_t *answer_error(int code, const char *rule, const char *msgid, const char *word);
json_t *answer_ok(void);
/* Print an answer for people (localized) to f. */
void answer_print_text(FILE *f, const json_t *ans);
/* Print an answer as one JSON line. */
void answer_print_json(FILE *f, const json_t *ans);
/* The prompt for the pending decision, for people. */
void prompt_text(char *buf, size_t cap, const session *ss);
/* Command words, for help and completion. */
extern const char *const protocol_commands[];

/* ---- saveload.c --------------------------------------------------------------- */
uint64_t state_digest(const ti4_state *s);
/* 0 ok, else an error answer in *err. */
json_t *save_game(session *ss, const char *path);
json_t *load_game(session *ss, const char *path);
/* Build a setup from options; used by `new` and `load`. */

/* ---- script.c ------------------------------------------------------------------ */
/* `expect ...` against the current state: returns an answer. */
json_t *expect_exec(session *ss, const char *args, char *why, size_t whycap);
int run_scripts(int nfiles, char **files, FILE *out);

/* ---- interactive.c -------------------------------------------------------------- */
int interactive_loop(session *ss);

/* ---- list.c ---------------------------------------------------------------------- */
int list_kind_from_word(const char *word);      /* -1 unknown */
json_t *list_json(int kind);
void list_print_text(FILE *f, int kind);
extern const char *const list_words[];

#endif
