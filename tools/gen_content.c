/* gen_content.c -- build-time generator for the static content tables.
 *
 * Usage: ti4_gen_content DATADIR OUTDIR
 *
 * Reads DATADIR/{planets,systems,agendas,actions,promissory,strategy,techs,
 * objectives,factions,leaders,relics,units}.tsv and writes
 * OUTDIR/content_ids.h (one enum constant per row, TI4_<KIND>_<ID>, and the
 * TI4_N<KIND>S counts) and OUTDIR/content_data.c (the ti4_* arrays declared
 * in src/lib/state/content.h plus a sorted index per kind for the id lookup).
 *
 * TSV format: the first non-comment line is a header; every file starts with
 * the columns `id en ru`; a trailing `notes` column is free text. Every
 * row has exactly as many tab-separated cells as the header. Lines
 * starting with '#' and empty lines are ignored. Cross references are
 * written by id and resolved to indices here. Any unknown reference,
 * duplicate id, bad number, unknown word or wrong column count is an error:
 * the message names file:line and the exit status is 1; nothing is written.
 *
 * C11, no dependencies beyond the standard library.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- kinds */

enum { K_PLANET, K_SYSTEM, K_AGENDA, K_ACTION, K_PROMISSORY, K_STRATEGY,
       K_TECH, K_OBJECTIVE, K_FACTION, K_LEADER, K_RELIC, K_UNIT, K_EXPLORATION, K_COUNT };

static const char *const kind_file[K_COUNT] = {
  "planets.tsv", "systems.tsv", "agendas.tsv", "actions.tsv",
  "promissory.tsv", "strategy.tsv", "techs.tsv", "objectives.tsv",
  "factions.tsv", "leaders.tsv", "relics.tsv", "units.tsv", "exploration.tsv" };
static const char *const kind_upper[K_COUNT] = {
  "PLANET", "SYSTEM", "AGENDA", "ACTION", "PROMISSORY", "STRATEGY", "TECH",
  "OBJECTIVE", "FACTION", "LEADER", "RELIC", "UNIT", "EXPLORATION" };
static const char *const kind_array[K_COUNT] = {
  "planets", "systems", "agendas", "actions", "promissories", "strategies",
  "techs", "objectives", "factions", "leaders", "relics", "units", "explorations" };
static const char *const kind_type[K_COUNT] = {
  "ti4_planet_info", "ti4_system_info", "ti4_agenda_info", "ti4_action_info",
  "ti4_promissory_info", "ti4_strategy_info", "ti4_tech_info",
  "ti4_objective_info", "ti4_faction_info", "ti4_leader_info",
  "ti4_relic_info", "ti4_unit_info", "ti4_exploration_info" };

/* Required columns after `id en ru`, per kind (any order, extra allowed). */
static const char *const kind_cols[K_COUNT][20] = {
  { "resources", "influence", "traits", "specialty", "legendary", "system",
    "home_of", "source", NULL },
  { "planets", "wormholes", "anomalies", "hyperlane", "home", "back",
    "source", NULL },
  { "type", "outcome", "decks", "discard_if_no_target", "source", NULL },
  { "count_base", "count_pok", "window", "source", NULL },
  { "faction", "play_area", "source", NULL },
  { "initiative", NULL },
  { "color", "prereq", "faction", "exhausts", "source", NULL },
  { "stage", "points", "phase", "source", NULL },
  { "home_system", "home_planets", "commodities", "start_techs",
    "start_units", "promissory", "promissory2", "abilities", "abilities_ru",
    "agent", "commander", "hero", "flagship", "mech", "family", "source",
    NULL },
  { "faction", "type", "source", NULL },
  { "source", NULL },
  { "type", "faction", "cost", "combat", "dice", "move", "capacity",
    "sustain", "barrage", "bombard", "cannon", "cannon_adj", "shield", "source", NULL },
  { "deck", "count", "kind", "resources", "influence", "specialty", "source", NULL },
};

/* ------------------------------------------------------------ tables */

typedef struct {
  char **cell;
  int ncell;
  int line;
} row_t;

typedef struct {
  char path[4096];
  char *text;
  char **hdr;
  int nhdr;
  row_t *rows;
  int nrows;
  int *sorted;              /* row indices sorted by id */
} table_t;

static table_t T[K_COUNT];

static void die(const table_t *t, int line, const char *fmt, ...)
{
  va_list ap;
  if (t && line > 0)
    fprintf(stderr, "%s:%d: ", t->path, line);
  else if (t)
    fprintf(stderr, "%s: ", t->path);
  else
    fprintf(stderr, "ti4_gen_content: ");
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(1);
}

static void *xmalloc(size_t n)
{
  if (n > SIZE_MAX / 2) {               /* a negative count cast to size_t */
    fprintf(stderr, "ti4_gen_content: bad allocation size\n");
    exit(1);
  }
  void *p = malloc(n ? n : 1);
  if (!p) {
    fprintf(stderr, "ti4_gen_content: out of memory\n");
    exit(1);
  }
  return p;
}

static void *xrealloc(void *p, size_t n)
{
  void *q = realloc(p, n ? n : 1);
  if (!q) {
    fprintf(stderr, "ti4_gen_content: out of memory\n");
    exit(1);
  }
  return q;
}

static char *read_file(const char *path)
{
  FILE *f = fopen(path, "rb");
  char *buf;
  size_t cap = 65536, len = 0, n;
  if (!f) {
    fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
    exit(1);
  }
  buf = xmalloc(cap);
  while ((n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
    len += n;
    if (cap - len < 2) {
      cap *= 2;
      buf = xrealloc(buf, cap);
    }
  }
  if (ferror(f)) {
    fprintf(stderr, "%s: read error\n", path);
    exit(1);
  }
  fclose(f);
  buf[len] = '\0';
  return buf;
}

/* Splits s (modified in place) at tabs; returns the cells. */
static char **split_tabs(char *s, int *n)
{
  int cap = 8, k = 0;
  char **v = xmalloc(sizeof *v * (size_t)cap);
  for (;;) {
    char *tab = strchr(s, '\t');
    if (k == cap) {
      cap *= 2;
      v = xrealloc(v, sizeof *v * (size_t)cap);
    }
    v[k++] = s;
    if (!tab)
      break;
    *tab = '\0';
    s = tab + 1;
  }
  *n = k;
  return v;
}

static int col(const table_t *t, const char *name)
{
  int i;
  for (i = 0; i < t->nhdr; i++)
    if (strcmp(t->hdr[i], name) == 0)
      return i;
  return -1;
}

static void load(int k, const char *dir)
{
  table_t *t = &T[k];
  char *p, *line;
  int lineno = 0, cap = 64, i;

  snprintf(t->path, sizeof t->path, "%s/%s", dir, kind_file[k]);
  t->text = read_file(t->path);
  t->rows = xmalloc(sizeof *t->rows * (size_t)cap);
  p = t->text;
  while (*p) {
    char *nl = strchr(p, '\n');
    size_t len;
    line = p;
    if (nl) {
      *nl = '\0';
      p = nl + 1;
    } else {
      p += strlen(p);
    }
    lineno++;
    len = strlen(line);
    if (len && line[len - 1] == '\r')
      line[--len] = '\0';
    if (len == 0 || line[0] == '#')
      continue;
    if (!t->hdr) {
      t->hdr = split_tabs(line, &t->nhdr);
      if (t->nhdr < 3 || strcmp(t->hdr[0], "id") || strcmp(t->hdr[1], "en")
          || strcmp(t->hdr[2], "ru"))
        die(t, lineno, "header must start with the columns id, en, ru");
      for (i = 0; kind_cols[k][i]; i++)
        if (col(t, kind_cols[k][i]) < 0)
          die(t, lineno, "header lacks the column '%s'", kind_cols[k][i]);
      continue;
    }
    if (t->nrows == cap) {
      cap *= 2;
      t->rows = xrealloc(t->rows, sizeof *t->rows * (size_t)cap);
    }
    {
      row_t *r = &t->rows[t->nrows++];
      r->cell = split_tabs(line, &r->ncell);
      r->line = lineno;
      if (r->ncell != t->nhdr)
        die(t, lineno, "%d columns, the header has %d", r->ncell, t->nhdr);
    }
  }
  if (!t->hdr)
    die(t, 0, "empty file (no header)");
  if (t->nrows == 0)
    die(t, 0, "no rows");
  if (t->nrows > 32000)
    die(t, 0, "too many rows");
}

static const char *cellv(int k, int r, const char *name)
{
  const table_t *t = &T[k];
  int c = col(t, name);
  if (c < 0)
    die(t, 0, "no column '%s'", name);
  if (c >= t->rows[r].ncell)
    return "";
  return t->rows[r].cell[c];
}

static int line_of(int k, int r) { return T[k].rows[r].line; }

static const table_t *sorted_table;
static int cmp_rows(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return strcmp(sorted_table->rows[x].cell[0], sorted_table->rows[y].cell[0]);
}

static void check_ids(int k)
{
  table_t *t = &T[k];
  int i;
  for (i = 0; i < t->nrows; i++) {
    const char *id = t->rows[i].cell[0], *s;
    if (!*id)
      die(t, t->rows[i].line, "empty id");
    for (s = id; *s; s++)
      if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s)
            || *s == '_'))
        die(t, t->rows[i].line, "id '%s': only a-z, 0-9 and _ allowed", id);
    if (!*t->rows[i].cell[1])
      die(t, t->rows[i].line, "id '%s': empty English name", id);
    if (!*t->rows[i].cell[2])
      die(t, t->rows[i].line, "id '%s': empty Russian name", id);
  }
  t->sorted = xmalloc(sizeof *t->sorted * (size_t)t->nrows);
  for (i = 0; i < t->nrows; i++)
    t->sorted[i] = i;
  sorted_table = t;
  qsort(t->sorted, (size_t)t->nrows, sizeof *t->sorted, cmp_rows);
  for (i = 1; i < t->nrows; i++) {
    const row_t *a = &t->rows[t->sorted[i - 1]], *b = &t->rows[t->sorted[i]];
    if (strcmp(a->cell[0], b->cell[0]) == 0)
      die(t, b->line, "duplicate id '%s' (first on line %d)", b->cell[0],
          a->line);
  }
}

static int find_id(int k, const char *id)
{
  const table_t *t = &T[k];
  int lo = 0, hi = t->nrows - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int c = strcmp(id, t->rows[t->sorted[mid]].cell[0]);
    if (c == 0)
      return t->sorted[mid];
    if (c < 0)
      hi = mid - 1;
    else
      lo = mid + 1;
  }
  return -1;
}

/* ------------------------------------------------------------ parsing */

static int is_none(const char *s)
{
  return *s == '\0' || strcmp(s, "-") == 0;
}

static long num(int k, int r, const char *name, long min, long max)
{
  const char *s = cellv(k, r, name);
  char *end;
  long v;
  if (!*s || !(isdigit((unsigned char)*s) || *s == '-'))
    die(&T[k], line_of(k, r), "column %s: bad number '%s'", name, s);
  errno = 0;
  v = strtol(s, &end, 10);
  if (errno || *end || v < min || v > max)
    die(&T[k], line_of(k, r), "column %s: bad number '%s' (%ld..%ld)", name,
        s, min, max);
  return v;
}

static int word(int k, int r, const char *name, const char *const *words)
{
  const char *s = cellv(k, r, name);
  int i;
  for (i = 0; words[i]; i++)
    if (strcmp(s, words[i]) == 0)
      return i;
  fprintf(stderr, "%s:%d: column %s: unknown word '%s'; expected one of:",
          T[k].path, line_of(k, r), name, s);
  for (i = 0; words[i]; i++)
    fprintf(stderr, " %s", words[i]);
  fputc('\n', stderr);
  exit(1);
}

/* Comma-separated list of words; returns the OR of vals[i]. "-" or "" = 0. */
static unsigned flags(int k, int r, const char *name, const char *const *words,
                      const unsigned *vals)
{
  char buf[512], *p, *tok;
  const char *s = cellv(k, r, name);
  unsigned v = 0;
  if (is_none(s))
    return 0;
  if (strlen(s) >= sizeof buf)
    die(&T[k], line_of(k, r), "column %s: too long", name);
  strcpy(buf, s);
  for (p = buf; (tok = strtok(p, ",")) != NULL; p = NULL) {
    int i, found = 0;
    for (i = 0; words[i]; i++)
      if (strcmp(tok, words[i]) == 0) {
        v |= vals[i];
        found = 1;
      }
    if (!found)
      die(&T[k], line_of(k, r), "column %s: unknown word '%s'", name, tok);
  }
  return v;
}

static int ref(int k, int r, const char *name, int target)
{
  const char *s = cellv(k, r, name);
  int i;
  if (is_none(s))
    return -1;
  i = find_id(target, s);
  if (i < 0)
    die(&T[k], line_of(k, r), "column %s: unknown %s id '%s'", name,
        kind_file[target], s);
  return i;
}

/* Comma-separated references; returns the count, fails above max. */
static int refs(int k, int r, const char *name, int target, int *out, int max)
{
  char buf[1024], *p, *tok;
  const char *s = cellv(k, r, name);
  int n = 0;
  if (is_none(s))
    return 0;
  if (strlen(s) >= sizeof buf)
    die(&T[k], line_of(k, r), "column %s: too long", name);
  strcpy(buf, s);
  for (p = buf; (tok = strtok(p, ",")) != NULL; p = NULL) {
    int i = find_id(target, tok);
    if (i < 0)
      die(&T[k], line_of(k, r), "column %s: unknown %s id '%s'", name,
          kind_file[target], tok);
    if (n == max)
      die(&T[k], line_of(k, r), "column %s: more than %d entries", name, max);
    out[n++] = i;
  }
  return n;
}

static const char *const src_words[] = { "base", "pok", "codex1", "codex2",
                                         "codex3", NULL };
static const unsigned src_vals[] = { 1, 2, 4, 8, 16 };

static unsigned source(int k, int r)
{
  unsigned v = flags(k, r, "source", src_words, src_vals);
  if (!v)
    die(&T[k], line_of(k, r), "column source: empty");
  return v;
}

static int boolean(int k, int r, const char *name)
{
  return (int)num(k, r, name, 0, 1);
}

/* ------------------------------------------------------------ records */

static const char *const color_words[] = { "none", "blue", "green", "yellow",
                                           "red", "unit", NULL };
static const char *const unit_words[] = {
  "carrier", "cruiser", "destroyer", "dreadnought", "fighter", "flagship",
  "war_sun", "infantry", "mech", "pds", "space_dock", NULL };
#define NUT 11

typedef struct { int res, inf, traits, spec, legendary, system, home_of;
                 unsigned src; } planet_t;
typedef struct { int np, p[4]; unsigned wh, anom; int hyper, home, back;
                 unsigned src; } system_t;
typedef struct { int type, outcome; unsigned decks; int discard;
                 unsigned src; } agenda_t;
typedef struct { int cb, cp, window; unsigned src; } action_t;
typedef struct { int faction, play; unsigned src; } promissory_t;
typedef struct { int init; } strategy_t;
typedef struct { int color, pre[5], faction, exhausts; unsigned src; } tech_t;
typedef struct { int stage, points, phase; unsigned src; } objective_t;
typedef struct { int home_system, nhome, home[3], comm, ntech, tech[4],
                 units[12], prom, prom2, lead[3], flagship, mech, family;
                 unsigned src; } faction_t;
typedef struct { int faction, type; unsigned src; } leader_t;
typedef struct { unsigned src; } relic_t;
typedef struct { int type, faction, cost2, combat, dice, move, cap, sustain;
                 int afb[2], bomb[2], sc[2], sc_adj, shield;
                 unsigned src; } unit_t;

/* "VxN" (a roll of N dice hitting on V or more) or "-": v[0] = V, v[1] = N. */
typedef struct { int deck, count, kind, res, inf, spec; unsigned src; } explore_t;
static void roll_cell(int k, int r, const char *col, int v[2]);
static int yes_cell(int k, int r, const char *col);

static planet_t *PL; static system_t *SY; static agenda_t *AG;
static action_t *AC; static promissory_t *PN; static strategy_t *SC;
static tech_t *TE; static objective_t *OB; static faction_t *FA;
static leader_t *LE; static relic_t *RE; static unit_t *UN; static explore_t *EX;

#define NR(k) (T[k].nrows)
#define ALLOC(p, k) (p = xmalloc(sizeof *(p) * (size_t)NR(k)))

static void parse_planets(void)
{
  static const char *const trait_w[] = { "cultural", "hazardous",
                                         "industrial", NULL };
  static const unsigned trait_v[] = { 1, 2, 4 };
  int r;
  ALLOC(PL, K_PLANET);
  for (r = 0; r < NR(K_PLANET); r++) {
    planet_t *p = &PL[r];
    p->res = (int)num(K_PLANET, r, "resources", 0, 20);
    p->inf = (int)num(K_PLANET, r, "influence", 0, 20);
    p->traits = (int)flags(K_PLANET, r, "traits", trait_w, trait_v);
    p->spec = is_none(cellv(K_PLANET, r, "specialty")) ? 0
              : word(K_PLANET, r, "specialty", color_words);
    if (p->spec == 5)
      die(&T[K_PLANET], line_of(K_PLANET, r), "specialty 'unit' invalid");
    p->legendary = boolean(K_PLANET, r, "legendary");
    p->system = ref(K_PLANET, r, "system", K_SYSTEM);
    p->home_of = ref(K_PLANET, r, "home_of", K_FACTION);
    p->src = source(K_PLANET, r);
  }
}

static void parse_systems(void)
{
  static const char *const wh_w[] = { "alpha", "beta", "gamma", "delta",
                                      NULL };
  static const unsigned wh_v[] = { 1, 2, 4, 8 };
  static const char *const an_w[] = { "asteroid_field", "nebula",
                                      "supernova", "gravity_rift", NULL };
  static const unsigned an_v[] = { 1, 2, 4, 8 };
  static const char *const back_w[] = { "green", "blue", "red", "none",
                                        NULL };
  int r, i;
  ALLOC(SY, K_SYSTEM);
  for (r = 0; r < NR(K_SYSTEM); r++) {
    system_t *s = &SY[r];
    s->np = refs(K_SYSTEM, r, "planets", K_PLANET, s->p, 4);
    for (i = s->np; i < 4; i++)
      s->p[i] = -1;
    s->wh = flags(K_SYSTEM, r, "wormholes", wh_w, wh_v);
    s->anom = flags(K_SYSTEM, r, "anomalies", an_w, an_v);
    s->hyper = boolean(K_SYSTEM, r, "hyperlane");
    s->home = boolean(K_SYSTEM, r, "home");
    s->back = word(K_SYSTEM, r, "back", back_w);
    if (s->back == 3)
      s->back = 0;
    s->src = source(K_SYSTEM, r);
  }
}

static void parse_agendas(void)
{
  static const char *const type_w[] = { "law", "directive", NULL };
  static const char *const out_w[] = {
    "for_against", "player", "planet", "planet_cultural", "planet_hazardous",
    "planet_industrial", "planet_nonhome", "law", "secret", "strategy",
    "covert", NULL };
  static const char *const deck_w[] = { "base", "pok", NULL };
  static const unsigned deck_v[] = { 1, 2 };
  int r;
  ALLOC(AG, K_AGENDA);
  for (r = 0; r < NR(K_AGENDA); r++) {
    agenda_t *a = &AG[r];
    a->type = word(K_AGENDA, r, "type", type_w);
    a->outcome = word(K_AGENDA, r, "outcome", out_w);
    a->decks = flags(K_AGENDA, r, "decks", deck_w, deck_v);
    a->discard = boolean(K_AGENDA, r, "discard_if_no_target");
    a->src = source(K_AGENDA, r);
  }
}

static void parse_actions(void)
{
  static const char *const win_w[] = {
    "action", "agenda_start", "when_revealed", "after_revealed",
    "after_votes", "after_speaker_votes", "when_elected", "when_outcome",
    "strategy_start", "strategy_pick", "status", "any_played", "other",
    NULL };
  int r;
  ALLOC(AC, K_ACTION);
  for (r = 0; r < NR(K_ACTION); r++) {
    action_t *a = &AC[r];
    a->cb = (int)num(K_ACTION, r, "count_base", 0, 10);
    a->cp = (int)num(K_ACTION, r, "count_pok", 0, 10);
    if (a->cb + a->cp == 0)
      die(&T[K_ACTION], line_of(K_ACTION, r), "card in neither deck");
    a->window = word(K_ACTION, r, "window", win_w);
    a->src = source(K_ACTION, r);
  }
}

static void parse_promissory(void)
{
  int r;
  ALLOC(PN, K_PROMISSORY);
  for (r = 0; r < NR(K_PROMISSORY); r++) {
    PN[r].faction = ref(K_PROMISSORY, r, "faction", K_FACTION);
    PN[r].play = boolean(K_PROMISSORY, r, "play_area");
    PN[r].src = source(K_PROMISSORY, r);
  }
}

static void parse_strategy(void)
{
  int r;
  ALLOC(SC, K_STRATEGY);
  for (r = 0; r < NR(K_STRATEGY); r++) {
    SC[r].init = (int)num(K_STRATEGY, r, "initiative", 1, 8);
    if (SC[r].init != r + 1)
      die(&T[K_STRATEGY], line_of(K_STRATEGY, r),
          "strategy cards must be in initiative order (expected %d)", r + 1);
  }
}

static void parse_techs(void)
{
  int r;
  ALLOC(TE, K_TECH);
  for (r = 0; r < NR(K_TECH); r++) {
    tech_t *t = &TE[r];
    const char *s = cellv(K_TECH, r, "prereq");
    int i;
    t->color = word(K_TECH, r, "color", color_words);
    for (i = 0; i < 5; i++)
      t->pre[i] = 0;
    if (!is_none(s))
      for (; *s; s++) {
        switch (*s) {
        case 'B': t->pre[1]++; break;
        case 'G': t->pre[2]++; break;
        case 'Y': t->pre[3]++; break;
        case 'R': t->pre[4]++; break;
        default:
          die(&T[K_TECH], line_of(K_TECH, r),
              "column prereq: '%c' is not one of B G Y R", *s);
        }
      }
    t->faction = ref(K_TECH, r, "faction", K_FACTION);
    t->exhausts = boolean(K_TECH, r, "exhausts");
    t->src = source(K_TECH, r);
  }
}

static void parse_objectives(void)
{
  static const char *const stage_w[] = { "-", "stage1", "stage2", "secret",
                                         NULL };
  static const char *const phase_w[] = { "-", "status", "action", "agenda",
                                         NULL };
  int r;
  ALLOC(OB, K_OBJECTIVE);
  for (r = 0; r < NR(K_OBJECTIVE); r++) {
    OB[r].stage = word(K_OBJECTIVE, r, "stage", stage_w);
    OB[r].points = (int)num(K_OBJECTIVE, r, "points", 1, 3);
    OB[r].phase = word(K_OBJECTIVE, r, "phase", phase_w);
    if (OB[r].stage == 0 || OB[r].phase == 0)
      die(&T[K_OBJECTIVE], line_of(K_OBJECTIVE, r), "stage/phase required");
    OB[r].src = source(K_OBJECTIVE, r);
  }
}

static int count_items(const char *s)
{
  int n = 1;
  if (is_none(s))
    return 0;
  for (; *s; s++)
    if (*s == ',')
      n++;
  return n;
}

static void parse_factions(void)
{
  int r, i;
  ALLOC(FA, K_FACTION);
  for (r = 0; r < NR(K_FACTION); r++) {
    faction_t *f = &FA[r];
    const char *s;
    f->home_system = ref(K_FACTION, r, "home_system", K_SYSTEM);
    if (f->home_system < 0)
      die(&T[K_FACTION], line_of(K_FACTION, r), "home_system required");
    f->nhome = refs(K_FACTION, r, "home_planets", K_PLANET, f->home, 3);
    for (i = f->nhome; i < 3; i++)
      f->home[i] = -1;
    f->comm = (int)num(K_FACTION, r, "commodities", 0, 12);
    f->ntech = refs(K_FACTION, r, "start_techs", K_TECH, f->tech, 4);
    for (i = f->ntech; i < 4; i++)
      f->tech[i] = -1;
    for (i = 0; i < 12; i++)
      f->units[i] = 0;
    s = cellv(K_FACTION, r, "start_units");
    if (!is_none(s)) {
      char buf[512], *p, *tok;
      if (strlen(s) >= sizeof buf)
        die(&T[K_FACTION], line_of(K_FACTION, r), "start_units too long");
      strcpy(buf, s);
      for (p = buf; (tok = strtok(p, ",")) != NULL; p = NULL) {
        char *eq = strchr(tok, '='), *end;
        long v;
        int u;
        if (!eq)
          die(&T[K_FACTION], line_of(K_FACTION, r),
              "start_units: '%s' is not unit=count", tok);
        *eq = '\0';
        for (u = 0; unit_words[u]; u++)
          if (strcmp(tok, unit_words[u]) == 0)
            break;
        if (!unit_words[u])
          die(&T[K_FACTION], line_of(K_FACTION, r),
              "start_units: unknown unit '%s'", tok);
        errno = 0;
        v = strtol(eq + 1, &end, 10);
        if (errno || *end || end == eq + 1 || v < 0 || v > 20)
          die(&T[K_FACTION], line_of(K_FACTION, r),
              "start_units: bad number '%s'", eq + 1);
        f->units[u] = (int)v;
      }
    }
    f->prom = ref(K_FACTION, r, "promissory", K_PROMISSORY);
    f->prom2 = ref(K_FACTION, r, "promissory2", K_PROMISSORY);
    if (count_items(cellv(K_FACTION, r, "abilities"))
        != count_items(cellv(K_FACTION, r, "abilities_ru")))
      die(&T[K_FACTION], line_of(K_FACTION, r),
          "abilities and abilities_ru list different numbers of names");
    if (count_items(cellv(K_FACTION, r, "abilities")) == 0)
      die(&T[K_FACTION], line_of(K_FACTION, r), "no abilities");
    f->lead[0] = ref(K_FACTION, r, "agent", K_LEADER);
    f->lead[1] = ref(K_FACTION, r, "commander", K_LEADER);
    f->lead[2] = ref(K_FACTION, r, "hero", K_LEADER);
    f->flagship = ref(K_FACTION, r, "flagship", K_UNIT);
    f->mech = ref(K_FACTION, r, "mech", K_UNIT);
    f->family = ref(K_FACTION, r, "family", K_FACTION);
    if (f->family < 0)
      f->family = r;
    f->src = source(K_FACTION, r);
  }
}

static void parse_leaders(void)
{
  static const char *const type_w[] = { "agent", "commander", "hero", NULL };
  int r;
  ALLOC(LE, K_LEADER);
  for (r = 0; r < NR(K_LEADER); r++) {
    LE[r].faction = ref(K_LEADER, r, "faction", K_FACTION);
    if (LE[r].faction < 0)
      die(&T[K_LEADER], line_of(K_LEADER, r), "leader without faction");
    LE[r].type = word(K_LEADER, r, "type", type_w);
    LE[r].src = source(K_LEADER, r);
  }
}

static void parse_relics(void)
{
  int r;
  ALLOC(RE, K_RELIC);
  for (r = 0; r < NR(K_RELIC); r++)
    RE[r].src = source(K_RELIC, r);
}

static void parse_units(void)
{
  int r;
  ALLOC(UN, K_UNIT);
  for (r = 0; r < NR(K_UNIT); r++) {
    unit_t *u = &UN[r];
    const char *s = cellv(K_UNIT, r, "cost");
    u->type = word(K_UNIT, r, "type", unit_words);
    u->faction = ref(K_UNIT, r, "faction", K_FACTION);
    /* cost in resources, "-" for none, halves allowed ("0.5") */
    if (is_none(s)) {
      u->cost2 = 0;
    } else {
      char *end;
      long whole;
      errno = 0;
      whole = strtol(s, &end, 10);
      if (errno || end == s || whole < 0 || whole > 100 || !isdigit((unsigned char)*s))
        die(&T[K_UNIT], line_of(K_UNIT, r), "column cost: bad number '%s'", s);
      u->cost2 = (int)whole * 2;
      if (strcmp(end, ".5") == 0)
        u->cost2 += 1;
      else if (*end)
        die(&T[K_UNIT], line_of(K_UNIT, r), "column cost: bad number '%s'", s);
    }
    u->combat = is_none(cellv(K_UNIT, r, "combat")) ? 0
                : (int)num(K_UNIT, r, "combat", 1, 10);
    u->dice = (int)num(K_UNIT, r, "dice", 0, 10);
    u->move = (int)num(K_UNIT, r, "move", 0, 10);
    u->cap = (int)num(K_UNIT, r, "capacity", 0, 20);
    s = cellv(K_UNIT, r, "sustain");            /* SUSTAIN DAMAGE (87): yes or - */
    if (strcmp(s, "yes") && !is_none(s))
      die(&T[K_UNIT], line_of(K_UNIT, r), "column sustain: 'yes' or '-', not '%s'", s);
    u->sustain = !strcmp(s, "yes");
    roll_cell(K_UNIT, r, "barrage", u->afb);
    roll_cell(K_UNIT, r, "bombard", u->bomb);
    roll_cell(K_UNIT, r, "cannon", u->sc);
    u->sc_adj = yes_cell(K_UNIT, r, "cannon_adj");
    u->shield = yes_cell(K_UNIT, r, "shield");
    u->src = source(K_UNIT, r);
  }
}

/* exploration.tsv: deck (trait bit index, frontier 3), copies, kind. */
static void parse_exploration(void)
{
  static const char *const deck_w[] = { "cultural", "hazardous", "industrial", "frontier", NULL };
  static const char *const kind_w[] = { "fragment", "attachment", "instant", "token", "kept", NULL };
  int r, per[4] = { 0, 0, 0, 0 };
  ALLOC(EX, K_EXPLORATION);
  for (r = 0; r < NR(K_EXPLORATION); r++) {
    explore_t *x = &EX[r];
    x->deck = word(K_EXPLORATION, r, "deck", deck_w);
    x->count = (int)num(K_EXPLORATION, r, "count", 1, 9);
    x->kind = word(K_EXPLORATION, r, "kind", kind_w);
    x->res = (int)num(K_EXPLORATION, r, "resources", 0, 9);
    x->inf = (int)num(K_EXPLORATION, r, "influence", 0, 9);
    x->spec = is_none(cellv(K_EXPLORATION, r, "specialty")) ? 0
              : word(K_EXPLORATION, r, "specialty", color_words);
    if (x->spec == 5)
      die(&T[K_EXPLORATION], line_of(K_EXPLORATION, r), "specialty 'unit' invalid");
    if (x->kind == 0 && x->deck == 3 && strcmp(T[K_EXPLORATION].rows[r].cell[0], "unknown_relic_fragment"))
      die(&T[K_EXPLORATION], line_of(K_EXPLORATION, r), "the frontier deck's fragment is unknown_relic_fragment");
    x->src = source(K_EXPLORATION, r);
    per[x->deck] += x->count;
    if (per[x->deck] > 20)
      die(&T[K_EXPLORATION], line_of(K_EXPLORATION, r), "more than 20 cards in one deck (TI4_EXPLORE_DECK)");
  }
}

static void roll_cell(int k, int r, const char *col, int v[2])
{
  const char *s = cellv(k, r, col);
  char *end;
  long a, b;
  v[0] = v[1] = 0;
  if (is_none(s))
    return;
  a = strtol(s, &end, 10);
  if (end == s || *end != 'x' || a < 1 || a > 10)
    die(&T[k], line_of(k, r), "column %s: 'VxN' or '-', not '%s'", col, s);
  b = strtol(end + 1, &end, 10);
  if (*end || b < 1 || b > 9)
    die(&T[k], line_of(k, r), "column %s: 'VxN' or '-', not '%s'", col, s);
  v[0] = (int)a;
  v[1] = (int)b;
}

static int yes_cell(int k, int r, const char *col)
{
  const char *s = cellv(k, r, col);
  if (strcmp(s, "yes") && !is_none(s))
    die(&T[k], line_of(k, r), "column %s: 'yes' or '-', not '%s'", col, s);
  return !strcmp(s, "yes");
}

/* --------------------------------------------------- cross validation */

#define ERR(k, r, ...) die(&T[k], line_of(k, r), __VA_ARGS__)

static int same_family(int a, int b)
{
  return a >= 0 && b >= 0 && FA[a].family == FA[b].family;
}

static void validate(void)
{
  int r, i, j;
  /* planet <-> system */
  for (r = 0; r < NR(K_PLANET); r++) {
    int s = PL[r].system, ok = 0;
    if (s < 0)
      continue;
    for (i = 0; i < SY[s].np; i++)
      ok |= SY[s].p[i] == r;
    if (!ok)
      ERR(K_PLANET, r, "planet '%s': system '%s' does not list it",
          T[K_PLANET].rows[r].cell[0], T[K_SYSTEM].rows[s].cell[0]);
  }
  for (r = 0; r < NR(K_SYSTEM); r++)
    for (i = 0; i < SY[r].np; i++) {
      int p = SY[r].p[i];
      if (PL[p].system < 0)
        ERR(K_SYSTEM, r, "lists planet '%s', which has no system",
            T[K_PLANET].rows[p].cell[0]);
      for (j = 0; j < i; j++)
        if (SY[r].p[j] == p)
          ERR(K_SYSTEM, r, "planet listed twice");
    }
  /* planet home_of <-> faction home_planets */
  for (r = 0; r < NR(K_FACTION); r++) {
    if (!SY[FA[r].home_system].home)
      ERR(K_FACTION, r, "home_system is not marked home");
    for (i = 0; i < FA[r].nhome; i++) {
      int p = FA[r].home[i];
      if (PL[p].home_of != r)
        ERR(K_FACTION, r, "home planet '%s' has home_of != this faction",
            T[K_PLANET].rows[p].cell[0]);
      if (PL[p].system != FA[r].home_system)
        ERR(K_FACTION, r, "home planet '%s' is not in the home system",
            T[K_PLANET].rows[p].cell[0]);
    }
    for (i = 0; i < 3; i++) {
      int l = FA[r].lead[i];
      if (l < 0)
        continue;
      if (LE[l].type != i)
        ERR(K_FACTION, r, "leader '%s' is of the wrong type",
            T[K_LEADER].rows[l].cell[0]);
      if (!same_family(LE[l].faction, r))
        ERR(K_FACTION, r, "leader '%s' belongs to another faction",
            T[K_LEADER].rows[l].cell[0]);
    }
    if (FA[r].prom >= 0 && !same_family(PN[FA[r].prom].faction, r))
      ERR(K_FACTION, r, "promissory note belongs to another faction");
    if (FA[r].prom2 >= 0 && !same_family(PN[FA[r].prom2].faction, r))
      ERR(K_FACTION, r, "promissory2 belongs to another faction");
    if (FA[r].flagship >= 0 && (UN[FA[r].flagship].type != 5
                                || !same_family(UN[FA[r].flagship].faction, r)))
      ERR(K_FACTION, r, "flagship is not this faction's flagship");
    if (FA[r].mech >= 0 && (UN[FA[r].mech].type != 8
                            || !same_family(UN[FA[r].mech].faction, r)))
      ERR(K_FACTION, r, "mech is not this faction's mech");
    if (FA[FA[r].family].family != FA[r].family)
      ERR(K_FACTION, r, "family must name a faction that is its own family");
  }
  for (r = 0; r < NR(K_PLANET); r++) {
    int f = PL[r].home_of, ok = 0;
    if (f < 0)
      continue;
    for (i = 0; i < FA[f].nhome; i++)
      ok |= FA[f].home[i] == r;
    if (!ok)
      ERR(K_PLANET, r, "home_of faction does not list this planet");
  }
  for (r = 0; r < NR(K_TECH); r++) {
    if (TE[r].color == 5 && TE[r].pre[0])
      ERR(K_TECH, r, "bad prerequisites");
  }
}

/* ------------------------------------------------------------ output */

static FILE *out;
static char out_path[4096];

static void emit_str(const char *s)
{
  fputc('"', out);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(out, "\\%c", c);
    else if (c < 0x20 || c >= 0x7f)
      fprintf(out, "\\%03o", c);
    else
      fputc(c, out);
  }
  fputc('"', out);
}

static void emit_names(int k, int r)
{
  const row_t *row = &T[k].rows[r];
  fputs("  { .id = ", out);
  emit_str(row->cell[0]);
  fputs(", .en = ", out);
  emit_str(row->cell[1]);
  fputs(",\n    .ru = ", out);
  emit_str(row->cell[2]);
}

static void enum_name(char *buf, size_t n, int k, int r)
{
  const char *id = T[k].rows[r].cell[0];
  size_t i = 0;
  int w = snprintf(buf, n, "TI4_%s_%s", kind_upper[k],
                   k == K_SYSTEM ? "T"
                   : isdigit((unsigned char)id[0]) ? "X" : "");
  i = (size_t)w;
  for (; *id && i + 1 < n; id++)
    buf[i++] = (char)toupper((unsigned char)*id);
  buf[i] = '\0';
}

static void open_out(const char *dir, const char *name)
{
  snprintf(out_path, sizeof out_path, "%s/%s", dir, name);
  out = fopen(out_path, "w");
  if (!out) {
    fprintf(stderr, "%s: cannot write: %s\n", out_path, strerror(errno));
    exit(1);
  }
}

static void close_out(void)
{
  if (ferror(out) || fclose(out) != 0) {
    fprintf(stderr, "%s: write error\n", out_path);
    remove(out_path);
    exit(1);
  }
}

static void write_ids(const char *dir)
{
  int k, r;
  char buf[256];
  open_out(dir, "content_ids.h");
  fputs("/* Generated by tools/gen_content.c from the TSV files in data/;\n   do not edit. */\n"
        "#ifndef TI4_CONTENT_IDS_H\n#define TI4_CONTENT_IDS_H\n", out);
  for (k = 0; k < K_COUNT; k++) {
    fprintf(out, "\n/* %s */\nenum {\n", kind_file[k]);
    for (r = 0; r < NR(k); r++) {
      enum_name(buf, sizeof buf, k, r);
      fprintf(out, "  %s = %d,\n", buf, r);
    }
    fprintf(out, "  TI4_N%sS = %d\n};\n", kind_upper[k], NR(k));
  }
  /* The few objectives scored in the agenda phase (61.5c): legal looks for
   * them at every agenda decision, so it gets them as a list, -1 ended. */
  fputs("\n/* objectives whose phase is agenda, then -1 */\n#define TI4_OBJECTIVES_AGENDA_PHASE", out);
  for (r = 0; r < NR(K_OBJECTIVE); r++)
    if (OB[r].phase == 3 /* "agenda" in phase_w */) fprintf(out, " %d,", r);
  fputs(" -1\n", out);
  {   /* the public decks' sizes: the state's decks must hold them whole (61.13) */
    int n1 = 0, n2 = 0;
    for (r = 0; r < NR(K_OBJECTIVE); r++) { n1 += OB[r].stage == 1; n2 += OB[r].stage == 2; }
    fprintf(out, "\n#define TI4_NSTAGE1_OBJECTIVES %d\n#define TI4_NSTAGE2_OBJECTIVES %d\n", n1, n2);
  }
  fputs("\n#endif\n", out);
  close_out();
}

/* data/aliases.tsv: other names for content ids (`alias kind id notes`),
 * written as ti4_aliases[] sorted by alias. */
static const char *data_dir;

static int alias_cmp(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void emit_aliases(void)
{
  const char *dir = data_dir;
  table_t t;
  char *p, *rows[512];
  int n = 0, lineno = 0, header = 0;
  memset(&t, 0, sizeof t);
  snprintf(t.path, sizeof t.path, "%s/aliases.tsv", dir);
  t.text = read_file(t.path);
  for (p = t.text; *p;) {
    char *nl = strchr(p, '\n');
    if (nl) *nl = 0;
    lineno++;
    if (*p && *p != '#') {
      if (!header) {
        if (strncmp(p, "alias\tkind\tid\t", 14)) die(&t, lineno, "the header must start with alias, kind, id");
        header = 1;
      } else {
        char *c1 = strchr(p, '\t'), *c2 = c1 ? strchr(c1 + 1, '\t') : NULL, *c3;
        int k, row;
        if (!c1 || !c2) die(&t, lineno, "expected alias, kind, id");
        *c1 = *c2 = 0;
        c3 = strchr(c2 + 1, '\t');
        if (c3) *c3 = 0;
        for (k = 0; k < K_COUNT; k++)
          if (!strncmp(kind_file[k], c1 + 1, strlen(c1 + 1)) && kind_file[k][strlen(c1 + 1)] == (k == K_STRATEGY ? '.' : 's'))
            break;
        if (k == K_COUNT) die(&t, lineno, "unknown kind %s", c1 + 1);
        row = find_id(k, c2 + 1);
        if (row < 0) die(&t, lineno, "unknown %s id %s", c1 + 1, c2 + 1);
        if (find_id(k, p) >= 0) die(&t, lineno, "alias %s is already an id", p);
        for (char *q = p; *q; q++)
          if (isupper((unsigned char)*q) || *q == ' ') die(&t, lineno, "alias %s: lowercase, no spaces", p);
        if (n == 512) die(&t, lineno, "too many aliases");
        /* "alias\0kind\0id": keep the row's three cells together */
        rows[n] = p;
        (void)row;
        n++;
      }
    }
    if (!nl) break;
    p = nl + 1;
  }
  qsort(rows, (size_t)n, sizeof *rows, alias_cmp);
  for (int i = 1; i < n; i++)
    if (!strcmp(rows[i - 1], rows[i])) die(&t, 0, "duplicate alias %s", rows[i]);
  fprintf(out, "const ti4_alias_info ti4_aliases[] = {\n");
  for (int i = 0; i < n; i++) {
    const char *kind = rows[i] + strlen(rows[i]) + 1;
    const char *id = kind + strlen(kind) + 1;
    int k;
    for (k = 0; k < K_COUNT; k++)
      if (!strncmp(kind_file[k], kind, strlen(kind)) && kind_file[k][strlen(kind)] == (k == K_STRATEGY ? '.' : 's'))
        break;
    fprintf(out, "  {\"%s\", %d, %d},\n", rows[i], k, find_id(k, id));
  }
  if (!n) fprintf(out, "  {\"\", 0, -1},\n");
  fprintf(out, "};\nconst int ti4_naliases = %d;\n", n);
  free(t.text);
}

static void write_data(const char *dir)
{
  int k, r, i;
  open_out(dir, "content_data.c");
  fputs("/* Generated by tools/gen_content.c from the TSV files in data/;\n   do not edit. */\n"
        "#include <stdint.h>\n#include \"content.h\"\n\n", out);

  fprintf(out, "const ti4_planet_info ti4_planets[] = {\n");
  for (r = 0; r < NR(K_PLANET); r++) {
    const planet_t *p = &PL[r];
    emit_names(K_PLANET, r);
    fprintf(out, ",\n    .resources = %d, .influence = %d, .traits = %d,"
            " .specialty = %d, .legendary = %d,\n    .system = %d,"
            " .home_of = %d, .source = %u },\n", p->res, p->inf, p->traits,
            p->spec, p->legendary, p->system, p->home_of, p->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_system_info ti4_systems[] = {\n");
  for (r = 0; r < NR(K_SYSTEM); r++) {
    const system_t *s = &SY[r];
    emit_names(K_SYSTEM, r);
    fprintf(out, ",\n    .nplanets = %d, .planets = { %d, %d, %d, %d },"
            " .wormholes = %u, .anomalies = %u,\n    .hyperlane = %d,"
            " .home = %d, .back = %d, .source = %u },\n", s->np, s->p[0],
            s->p[1], s->p[2], s->p[3], s->wh, s->anom, s->hyper, s->home,
            s->back, s->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_agenda_info ti4_agendas[] = {\n");
  for (r = 0; r < NR(K_AGENDA); r++) {
    const agenda_t *a = &AG[r];
    emit_names(K_AGENDA, r);
    fprintf(out, ",\n    .type = %d, .outcome = %d, .decks = %u,"
            " .discard_if_no_target = %d, .source = %u },\n", a->type,
            a->outcome, a->decks, a->discard, a->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_action_info ti4_actions[] = {\n");
  for (r = 0; r < NR(K_ACTION); r++) {
    const action_t *a = &AC[r];
    emit_names(K_ACTION, r);
    fprintf(out, ",\n    .count_base = %d, .count_pok = %d, .window = %d,"
            " .source = %u },\n", a->cb, a->cp, a->window, a->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_promissory_info ti4_promissories[] = {\n");
  for (r = 0; r < NR(K_PROMISSORY); r++) {
    emit_names(K_PROMISSORY, r);
    fprintf(out, ",\n    .faction = %d, .play_area = %d, .source = %u },\n",
            PN[r].faction, PN[r].play, PN[r].src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_strategy_info ti4_strategies[] = {\n");
  for (r = 0; r < NR(K_STRATEGY); r++) {
    emit_names(K_STRATEGY, r);
    fprintf(out, ",\n    .initiative = %d },\n", SC[r].init);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_tech_info ti4_techs[] = {\n");
  for (r = 0; r < NR(K_TECH); r++) {
    const tech_t *t = &TE[r];
    emit_names(K_TECH, r);
    fprintf(out, ",\n    .color = %d, .prereq = { %d, %d, %d, %d, %d },"
            " .faction = %d, .exhausts = %d, .source = %u },\n", t->color,
            t->pre[0], t->pre[1], t->pre[2], t->pre[3], t->pre[4],
            t->faction, t->exhausts, t->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_objective_info ti4_objectives[] = {\n");
  for (r = 0; r < NR(K_OBJECTIVE); r++) {
    const objective_t *o = &OB[r];
    emit_names(K_OBJECTIVE, r);
    fprintf(out, ",\n    .stage = %d, .points = %d, .phase = %d,"
            " .source = %u },\n", o->stage, o->points, o->phase, o->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_faction_info ti4_factions[] = {\n");
  for (r = 0; r < NR(K_FACTION); r++) {
    const faction_t *f = &FA[r];
    emit_names(K_FACTION, r);
    fprintf(out, ",\n    .home_system = %d, .nhome = %d,"
            " .home_planets = { %d, %d, %d },\n    .commodities = %d,"
            " .ntechs = %d, .start_techs = { %d, %d, %d, %d },\n"
            "    .start_units = {", f->home_system, f->nhome, f->home[0],
            f->home[1], f->home[2], f->comm, f->ntech, f->tech[0],
            f->tech[1], f->tech[2], f->tech[3]);
    for (i = 0; i < 12; i++)
      fprintf(out, "%s%d", i ? ", " : " ", f->units[i]);
    fprintf(out, " },\n    .promissory = %d, .promissory2 = %d,\n"
            "    .abilities = ", f->prom, f->prom2);
    emit_str(cellv(K_FACTION, r, "abilities"));
    fputs(",\n    .abilities_ru = ", out);
    emit_str(cellv(K_FACTION, r, "abilities_ru"));
    fprintf(out, ",\n    .leaders = { %d, %d, %d }, .flagship = %d,"
            " .mech = %d, .family = %d, .source = %u },\n", f->lead[0],
            f->lead[1], f->lead[2], f->flagship, f->mech, f->family, f->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_leader_info ti4_leaders[] = {\n");
  for (r = 0; r < NR(K_LEADER); r++) {
    emit_names(K_LEADER, r);
    fprintf(out, ",\n    .faction = %d, .type = %d, .source = %u },\n",
            LE[r].faction, LE[r].type, LE[r].src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_relic_info ti4_relics[] = {\n");
  for (r = 0; r < NR(K_RELIC); r++) {
    emit_names(K_RELIC, r);
    fprintf(out, ",\n    .source = %u },\n", RE[r].src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_exploration_info ti4_explorations[] = {\n");
  for (r = 0; r < NR(K_EXPLORATION); r++) {
    const explore_t *x = &EX[r];
    emit_names(K_EXPLORATION, r);
    fprintf(out, ",\n    .deck = %d, .count = %d, .kind = %d, .resources = %d,"
            " .influence = %d, .specialty = %d, .source = %u },\n", x->deck,
            x->count, x->kind, x->res, x->inf, x->spec, x->src);
  }
  fputs("};\n\n", out);

  fprintf(out, "const ti4_unit_info ti4_units[] = {\n");
  for (r = 0; r < NR(K_UNIT); r++) {
    const unit_t *u = &UN[r];
    emit_names(K_UNIT, r);
    fprintf(out, ",\n    .type = %d, .faction = %d, .cost2 = %d,"
            " .combat = %d, .dice = %d, .move = %d, .capacity = %d,"
            " .sustain = %d, .barrage = {%d, %d}, .bombard = {%d, %d},"
            " .cannon = {%d, %d}, .cannon_adj = %d, .shield = %d,"
            " .source = %u, .tech = %d },\n", u->type, u->faction, u->cost2, u->combat,
            u->dice, u->move, u->cap, u->sustain, u->afb[0], u->afb[1],
            u->bomb[0], u->bomb[1], u->sc[0], u->sc[1], u->sc_adj, u->shield, u->src,
            find_id(K_TECH, T[K_UNIT].rows[r].cell[0]));   /* the unit upgrade of that id, -1 */
  }
  fputs("};\n\n", out);

  /* The unit rows grouped by type, ascending within a type (ti4_unit_row
   * looks only at the rows of the type asked); type t's rows are
   * ti4_unit_rows_by_type[ti4_unit_type_first[t] .. ti4_unit_type_first[t+1]). */
  {
    int t, n = 0;
    fputs("const int16_t ti4_unit_rows_by_type[] = {", out);
    for (t = 0; t < NUT; t++)
      for (r = 0; r < NR(K_UNIT); r++)
        if (UN[r].type == t) fprintf(out, "%s%d", n++ ? ", " : " ", r);
    fputs(" };\nconst int16_t ti4_unit_type_first[] = {", out);
    for (n = 0, t = 0; t <= NUT; t++) {
      fprintf(out, "%s%d", t ? ", " : " ", n);
      if (t < NUT) for (r = 0; r < NR(K_UNIT); r++) n += UN[r].type == t;
    }
    fputs(" };\n\n", out);
  }

  /* Sorted index per kind, for the binary search in content.c. */
  fputs("/* Row indices of each kind sorted by id (strcmp order). */\n", out);
  for (k = 0; k < K_COUNT; k++) {
    fprintf(out, "extern const int16_t ti4__sorted_%s[];\n", kind_array[k]);
    fprintf(out, "const int16_t ti4__sorted_%s[] = {", kind_array[k]);
    for (r = 0; r < NR(k); r++)
      fprintf(out, "%s%d", r == 0 ? "\n  " : r % 16 ? ", " : ",\n  ",
              T[k].sorted[r]);
    fputs("\n};\n", out);
  }
  emit_aliases();
  (void)kind_type;
  close_out();
}

int main(int argc, char **argv)
{
  int k;
  if (argc != 3) {
    fprintf(stderr, "usage: %s DATADIR OUTDIR\n", argv[0]);
    return 2;
  }
  data_dir = argv[1];
  for (k = 0; k < K_COUNT; k++) {
    load(k, argv[1]);
    check_ids(k);
  }
  parse_planets();
  parse_systems();
  parse_agendas();
  parse_actions();
  parse_promissory();
  parse_strategy();
  parse_techs();
  parse_objectives();
  parse_factions();
  parse_leaders();
  parse_relics();
  parse_units();
  parse_exploration();
  validate();
  write_ids(argv[2]);
  write_data(argv[2]);
  return 0;
}
