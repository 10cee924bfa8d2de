/* main.c -- the ti4 program: arguments and modes.
 *
 *   ti4 [--lang en|ru]            interactive on a terminal, else plain text
 *   ti4 --json [--lang en|ru]     one JSON answer line per command line
 *   ti4 run FILE...               scenario scripts; exit 0 iff every expect held
 *   ti4 list KIND                 ids with English and Russian names
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "protocol.h"

static void usage(FILE *f) {
  fprintf(f, "%s\n", _("usage: ti4 [--json] [--lang en|ru] | ti4 run FILE... | ti4 list KIND | ti4 --help"));
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
