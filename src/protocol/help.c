/* help.c -- `help` and `help WORD`: every command and every move, each with
 * its syntax and a sentence (doc/table.md). */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "protocol.h"
#include "help.h"
#include "suggest.h"

typedef struct row { const char *word, *usage, *what; } row;

static const row commands[] = {
  {"new", "new players=N [seed=S] [factions=a,b,..] [map=TILES|galaxy=place] [vp=10|14] [expansions=pok,codex] [sandbox|edits]",
   N_("start a new game: full setup; galaxy=place: the players place the dealt system tiles; sandbox: an empty table for edits; edits: the full setup, then edits allowed (the game is marked edited)")},
  {"state", "state [as=pX] | state as=public|as=all",
   N_("the game as JSON; as=pX: what that seat sees; at the prompt the public view unless as=all")},
  {"pending", "pending", N_("the decision the game waits for: who, what kind, the options")},
  {"legal", "legal", N_("every move line the pending decision accepts")},
  {"table", "table", N_("VP, trade goods, commodities, command tokens, strategy cards, passes, technologies, leaders and notes in play of every seat")},
  {"objectives", "objectives", N_("the public objectives revealed, who scored what, the VP standings")},
  {"laws", "laws", N_("the laws in play and what they elected")},
  {"agenda", "agenda", N_("the agenda in progress: votes so far, abstentions, riders")},
  {"galaxy", "galaxy", N_("the board as a text map: systems, planets, units, command tokens")},
  {"hand", "hand pX", N_("one seat's action cards, secret objectives and promissory notes (not for a shared screen)")},
  {"pass", "pass all", N_("pass the rest of the open window for every seat that could not act in it, judged from public information")},
  {"autopass", "autopass on|off", N_("at the prompt only: after each move, seats that cannot act in a window pass by themselves, as with pass all (on by default)")},
  {"undo", "undo [N]", N_("take back the last N moves (default 1)")},
  {"log", "log [N]", N_("the last N events (all without N)")},
  {"save", "save FILE", N_("save the game to a file (atomically)")},
  {"load", "load FILE", N_("load a game saved with save")},
  {"expect", "expect PATH OP VALUE | expect error CODE", N_("check the state JSON: ops == != < <= > >= has lacks")},
  {"list", "list planets|agendas|actions|promissory|factions|strategy|tech|objectives|systems|leaders|relics|units|exploration", N_("every id the engine knows, with English and Russian names")},
  {"give", "give pX planet|action|promissory|tg|commodities|vp|tech|secret|tokens|units|leader|relic|fragment ...", N_("edit: give a seat something (a sandbox or a game started with edits)")},
  {"set", "set speaker pX | set custodians removed | set phase P | set round N | set strategy pX CARD | set eliminated pX", N_("edit: set a fact of the table (set custodians removed: a sandbox only)")},
  {"law", "law ID [elected=TARGET]", N_("edit: put a law into play")},
  {"deck", "deck agenda|cultural|hazardous|industrial|frontier|relic ID,ID,...", N_("edit: put these agendas, exploration cards or relics on top of their deck, first drawn first")},
  {"dice", "dice N,N,...", N_("edit: the results of the next rolls, first rolled first; from then on every roll must be queued")},
  {"reveal", "reveal OBJECTIVE", N_("edit: take a public objective from its deck and reveal it")},
  {"map", "map [as=pX]", N_("the galaxy as an SVG picture")},
  {"help", "help [WORD]", N_("this help; help WORD explains one command or move")},
  {"quit", "quit", N_("leave the program")},
};

static const row moves[] = {
  {"pass", "pX pass [until=window|voting|agenda|never]", N_("decline: in a window, do nothing now; on your turn, pass for the rest of the round; until= keeps passing every window until then")},
  {"standing", "pX standing none|window|voting|agenda|never | pX standing skip=KIND,...", N_("a standing order: pass automatically until then, or pass every window of these kinds; none withdraws them")},
  {"play", "pX play ID [OUTCOME|TARGET ...]", N_("use an action card or ability in the open window (a rider names its prediction)")},
  {"vote", "pX vote OUTCOME PLANET ...", N_("cast votes for an outcome, exhausting these planets")},
  {"abstain", "pX abstain", N_("cast no votes on this agenda")},
  {"decide", "pX decide OUTCOME", N_("the speaker decides a tie, or an agenda nobody voted on")},
  {"choose", "pX choose VALUE ...", N_("answer what pending.question asks: tokens tactic=N fleet=N strategy=N, planets, a technology, a seat, an objective, a word an exploration card offers (convert, fleet, ...); plain choose declines where allowed")},
  {"pick", "pX pick CARD", N_("take a strategy card in the strategy phase")},
  {"strategic", "pX strategic CARD", N_("the strategic action: the primary ability of your strategy card")},
  {"tactical", "pX tactical SYSTEM", N_("the tactical action: activate a system (a tile number, or one of its planets)")},
  {"component", "pX component ID [ARG ...]", N_("a component action: an action card, leader, technology, relic, or a promissory note as ID:OWNER")},
  {"follow", "pX follow [TG] [PLANET ...] [UNIT=N ...]", N_("follow the secondary ability of the strategy card being resolved, paying with trade goods and planets")},
  {"score", "pX score OBJECTIVE [TG] [PLANET ...]", N_("score an objective, paying where it costs")},
  {"offer", "pX offer pY give_tg=N get_tg=N give_comm=N get_comm=N give=NOTE:OWNER get=NOTE:OWNER give_cultural=N get_unknown=N ...", N_("offer a transaction to a neighbour")},
  {"move", "pX move none | pX move SYSTEM:TYPE=N,... ...", N_("the tactical action's movement: the units that move into the active system, from each system")},
  {"land", "pX land PLANET infantry=N[@FROM] mech=N[@FROM] [fighter=N] [TG] [PLANET ...] | pX land none", N_("land ground forces from the active system's space area on a planet")},
  {"produce", "pX produce TYPE=N ... [on=PLANET] [remove=SYSTEM:TYPE=N] [TG] [PLANET ...] | pX produce none", N_("produce units in the active system, paying with trade goods and planets")},
  {"accept", "pX accept", N_("accept the offer made to you")},
  {"decline", "pX decline", N_("decline the offer made to you")},
};

#define NCMD (sizeof commands / sizeof *commands)
#define NMOVE (sizeof moves / sizeof *moves)

/* Words wrapped at 78 columns, each line indented by indent. */
static void wrap_words(FILE *f, const char *p, size_t indent) {
  size_t col = 0;
  while (*p) {
    const char *e = strchr(p, ' ');
    size_t bytes = e ? (size_t)(e - p) : strlen(p), width = 0;
    for (size_t i = 0; i < bytes; i++) width += ((unsigned char)p[i] & 0xC0) != 0x80;
    if (col && col + 1 + width > 78) { fputc('\n', f); col = 0; }
    if (!col) { fprintf(f, "%*s", (int)indent, ""); col = indent; }
    else { fputc(' ', f); col++; }
    fprintf(f, "%.*s", (int)bytes, p);
    col += width;
    p += bytes;
    while (*p == ' ') p++;
  }
  fputc('\n', f);
}

/* The usage, then the sentence wrapped at 78 columns, indented by 4. */
static void print_row(FILE *f, const row *r) {
  /* the usage, broken after a space or '|' to fit 78 columns */
  const char *u = r->usage;
  size_t indent = 0;
  while (strlen(u) + indent > 78) {
    size_t cut = 78 - indent;
    while (cut > 20 && u[cut - 1] != ' ' && u[cut - 1] != '|') cut--;
    fprintf(f, "%*s%.*s\n", (int)indent, "", (int)cut, u);
    u += cut;
    while (*u == ' ') u++;
    indent = 6;
  }
  fprintf(f, "%*s%s\n", (int)indent, "", u);
  wrap_words(f, _(r->what), 4);
}

json_t *help_exec(char **w, int n) {
  if (n > 1) return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), "help [WORD]");
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);
  int found = 0;
  const char *word = n ? w[0] : NULL;
  int seat = word && word[0] == 'p' && word[1] >= '1' && word[1] <= '8' && !word[2];
  if (!word) fprintf(f, "%s\n", _("Commands:"));
  for (size_t i = 0; i < NCMD; i++)
    if (!word || !strcmp(word, commands[i].word)) { print_row(f, &commands[i]); found++; }
  if (!word) fprintf(f, "%s\n", _("Moves, typed after the seat that makes them (p1 ... p8):"));
  for (size_t i = 0; i < NMOVE; i++)
    if (!word || seat || !strcmp(word, moves[i].word)) { print_row(f, &moves[i]); found++; }
  if (word && !strcmp(word, "until")) { print_row(f, &moves[0]); found++; }
  if (!word) wrap_words(f, _("Ids are case-insensitive; names (English or Russian, '_' for spaces) and common faction names work too. Tab completes what is legal now."), 0);
  fclose(f);
  if (!found) {
    free(text);
    json_t *a = answer_error(TI4_EUNKNOWN_COMMAND, "", N_("no help for %s"), word);
    const char *words[NCMD + NMOVE + 1];
    size_t k = 0;
    for (size_t i = 0; i < NCMD; i++) words[k++] = commands[i].word;
    for (size_t i = 0; i < NMOVE; i++) words[k++] = moves[i].word;
    words[k] = NULL;
    suggest_attach(a, word, words);
    return a;
  }
  json_t *a = answer_ok();
  json_object_set_new(a, "help", jstr(text ? text : ""));
  free(text);
  return a;
}
