/* main.c -- the ti4 program: arguments and modes.
 *
 *   ti4 [--lang en|ru]            interactive on a terminal, else plain text
 *   ti4 --json [--lang en|ru]     one JSON answer line per command line
 *   ti4 run FILE...               scenario scripts; exit 0 iff every expect held
 *   ti4 list KIND                 ids with English and Russian names
 *   ti4 map OUT.svg (--load SAVE.json | --new "OPTIONS") [--as pX]
 *                                 the galaxy as an SVG picture (OUT - for stdout)
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "protocol.h"
#include "map_svg.h"

static void usage(FILE *f) {
  fprintf(f, "%s\n", _("usage: ti4 [--json] [--lang en|ru] | ti4 run FILE... | ti4 list KIND | ti4 --help"));
  fprintf(f, "%s\n", _("usage: ti4 map OUT.svg (--load SAVE.json | --new \"OPTIONS\") [--as pX]"));
  fprintf(f, "%s\n", _("usage: ti4 serve [--listen HOST:PORT] [--db FILE | --db postgresql://...] [--web DIR] | ti4 serve-load | ti4 bench"));
  fprintf(f, "%s\n", _("Commands are read one a line from the standard input; type help for the list."));
}

static int stream_loop(session *ss, int json) {
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, stdin) >= 0) {
    char *cmd = line_clean(line);
    if (!*cmd) continue;
    int quit = !strcmp(cmd, "quit") || !strcmp(cmd, "exit");
    json_t *a = session_exec(ss, cmd);
    if (json) answer_print_json(stdout, a);
    else answer_print_text(stdout, a);
    json_decref(a);
    if (quit || ferror(stdout)) break;
  }
  free(line);
  return ferror(stdout) ? 1 : 0;
}

int ti4_bench_main(int argc, char **argv);   /* bench/bench.c */
int ti4_serve_main(int argc, char **argv);   /* src/server/http.c */
int ti4_serve_load_main(int argc, char **argv);   /* src/server/load.c */

/* ti4 map OUT.svg (--load SAVE.json | --new "OPTIONS") [--as pX]: the game
 * comes from a save or from a `new` line's options; the picture is written
 * atomically (or to stdout for "-"). */
static int map_main(int argc, char **argv) {
  const char *out = NULL, *load = NULL, *opts = NULL, *as = NULL;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "--load") && i + 1 < argc) load = argv[++i];
    else if (!strcmp(argv[i], "--new") && i + 1 < argc) opts = argv[++i];
    else if (!strcmp(argv[i], "--as") && i + 1 < argc) as = argv[++i];
    else if (!out && (argv[i][0] != '-' || !strcmp(argv[i], "-"))) out = argv[i];
    else out = NULL, load = opts = NULL, i = argc;
  }
  if (!out || (!load == !opts)) {
    fprintf(stderr, "%s\n", _("usage: ti4 map OUT.svg (--load SAVE.json | --new \"OPTIONS\") [--as pX]"));
    return 2;
  }
  session ss;
  session_init(&ss);
  size_t cap = strlen(load ? load : opts) + 16;
  char *cmd = malloc(cap);
  if (!cmd) return 1;
  snprintf(cmd, cap, "%s %s", load ? "load" : "new", load ? load : opts);
  json_t *a = session_exec(&ss, cmd);
  free(cmd);
  if (!json_is_true(json_object_get(a, "ok"))) {
    answer_print_text(stderr, a);
    json_decref(a);
    session_free(&ss);
    return 1;
  }
  json_decref(a);
  size_t acap = (as ? strlen(as) : 0) + 16;
  char *mcmd = malloc(acap);
  if (!mcmd) { session_free(&ss); return 1; }
  snprintf(mcmd, acap, as ? "map as=%s" : "map", as ? as : "");
  a = session_exec(&ss, mcmd);
  free(mcmd);
  int rc = 0;
  const char *svg = json_string_value(json_object_get(a, "svg"));
  if (!svg) {
    answer_print_text(stderr, a);
    rc = 1;
  } else if (!strcmp(out, "-")) {
    fputs(svg, stdout);
    rc = fflush(stdout) || ferror(stdout);
  } else if (map_svg_write(out, svg)) {
    char msg[512];
    i18n_error_message(msg, sizeof msg, N_("cannot write %s"), out);
    fprintf(stderr, "ti4: %s\n", msg);
    rc = 1;
  }
  json_decref(a);
  session_free(&ss);
  return rc;
}

int main(int argc, char **argv) {
  int json = 0;
  const char *lang = NULL;
  int i = 1;
  signal(SIGPIPE, SIG_IGN);
  for (; i < argc; i++) {
    if (!strcmp(argv[i], "--json")) json = 1;
    else if (!strcmp(argv[i], "--lang") && i + 1 < argc) lang = argv[++i];
    else if (!strncmp(argv[i], "--lang=", 7)) lang = argv[i] + 7;
    else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      i18n_init(lang);
      usage(stdout);
      return 0;
    } else if (!strcmp(argv[i], "--version")) {
      printf("ti4 0.1.0\n");
      return 0;
    } else break;
  }
  if (lang && strcmp(lang, "en") && strcmp(lang, "ru")) {
    i18n_init(NULL);
    fprintf(stderr, "ti4: --lang takes en or ru, not %s\n", lang);
    return 2;
  }
  i18n_init(lang);
  if (i < argc) {
    if (!strcmp(argv[i], "run")) {
      if (i + 1 >= argc) { usage(stderr); return 2; }
      return run_scripts(argc - i - 1, argv + i + 1, stdout);
    }
    if (!strcmp(argv[i], "map")) return map_main(argc - i - 1, argv + i + 1);
    if (!strcmp(argv[i], "bench")) return ti4_bench_main(argc - i, argv + i);
    if (!strcmp(argv[i], "serve")) return ti4_serve_main(argc - i, argv + i);
    if (!strcmp(argv[i], "serve-load")) return ti4_serve_load_main(argc - i, argv + i);
    if (!strcmp(argv[i], "list")) {
      int kind = i + 1 < argc ? list_kind_from_word(argv[i + 1]) : -1;
      if (kind < 0 || i + 2 < argc) {
        fprintf(stderr, "ti4: list planets|agendas|actions|promissory|factions|strategy|tech|objectives\n");
        return 2;
      }
      if (json) {
        json_t *a = answer_ok();
        json_object_set_new(a, "list", json_string(argv[i + 1]));
        json_object_set_new(a, "items", list_json(kind));
        answer_print_json(stdout, a);
        json_decref(a);
      } else {
        list_print_text(stdout, kind);
      }
      return 0;
    }
    usage(stderr);
    return 2;
  }
  session ss;
  session_init(&ss);
  int rc;
  if (!json && isatty(STDIN_FILENO)) rc = interactive_loop(&ss);
  else rc = stream_loop(&ss, json);
  session_free(&ss);
  return rc;
}
