/* script.c -- `ti4 run FILE...` (protocol.md, "Scenario scripts"): each
 * line through the session, `expect` (src/protocol/expect.c) checking the
 * state; a failed command not followed by `expect error` is a failure too. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "protocol.h"

/* ---- ti4 run ------------------------------------------------------------------------- */

static int is_expect_error(const char *cmd) {
  if (strncmp(cmd, "expect", 6) || cmd[6] != ' ') return 0;
  const char *p = cmd + 6;
  while (*p == ' ') p++;
  return !strncmp(p, "error", 5) && (p[5] == ' ' || !p[5]);
}

int run_scripts(int nfiles, char **files, FILE *out) {
  long passed = 0, failed = 0;
  for (int fi = 0; fi < nfiles; fi++) {
    const char *file = files[fi];
    FILE *f = fopen(file, "r");
    if (!f) {
      fprintf(out, "%s: %s (%s)\n", file, _("cannot open the script"), strerror(errno));
      failed++;
      continue;
    }
    session ss;
    session_init(&ss);
    char *line = NULL;
    size_t cap = 0;
    long lineno = 0, err_line = 0;
    char err_text[600] = "";
    while (getline(&line, &cap, f) >= 0) {
      lineno++;
      char *cmd = line_clean(line);
      if (!*cmd) continue;
      if (err_line && !is_expect_error(cmd)) {
        fprintf(out, "%s:%ld: %s\n", file, err_line, err_text);
        failed++;
      }
      err_line = 0;
      int is_expect = !strncmp(cmd, "expect", 6) && (cmd[6] == ' ' || !cmd[6]);
      char cmdcopy[200];
      snprintf(cmdcopy, sizeof cmdcopy, "%s", cmd);
      json_t *a = session_exec(&ss, cmd);
      int ok = json_is_true(json_object_get(a, "ok"));
      const json_t *e = json_object_get(a, "error");
      const char *msg = json_string_value(json_object_get(e, "message"));
      const char *code = json_string_value(json_object_get(e, "code"));
      if (is_expect) {
        if (ok) passed++;
        else {
          failed++;
          fprintf(out, "%s:%ld: %s: %s\n", file, lineno, cmdcopy, msg ? msg : "?");
        }
      } else if (!ok) {
        err_line = lineno;
        snprintf(err_text, sizeof err_text, "%s: %s [%s]", cmdcopy, msg ? msg : "?", code ? code : "?");
      }
      json_decref(a);
      if (!is_expect && (!strcmp(cmd, "quit") || !strcmp(cmd, "exit"))) break;
    }
    if (err_line) {
      fprintf(out, "%s:%ld: %s\n", file, err_line, err_text);
      failed++;
    }
    free(line);
    fclose(f);
    session_free(&ss);
  }
  char np[24], nf[24], sum[128];
  snprintf(np, sizeof np, "%ld", passed);
  snprintf(nf, sizeof nf, "%ld", failed);
  i18n_template(sum, sizeof sum, N_("{1} passed, {2} failed"), np, nf, NULL, NULL);
  fprintf(out, "%s\n", sum);
  fflush(out);
  return failed ? 1 : 0;
}
