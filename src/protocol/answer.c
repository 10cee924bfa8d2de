/* answer.c -- what every part of the protocol layer shares: a cleaned
 * command line, the answer objects, numbers in words. Below the session
 * (protocol.c), save/load and expect. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "protocol.h"

char *line_clean(char *line) {
  char *h = strchr(line, '#');
  if (h) *h = 0;
  for (char *p = line; *p; p++)
    if (*p == '\t' || *p == '\r' || *p == '\n') *p = ' ';
  while (*line == ' ') line++;
  size_t n = strlen(line);
  while (n && line[n - 1] == ' ') line[--n] = 0;
  return line;
}

json_t *answer_ok(void) {
  json_t *o = json_object();
  json_object_set_new(o, "ok", json_true());
  return o;
}

json_t *answer_error(int code, const char *rule, const char *msgid, const char *word) {
  char msg[512];
  /* a refusal names the thing refused: in Russian by its Russian name (the
   * other codes quote what was typed, which stays as typed) */
  if (code == TI4_EILLEGAL || code == TI4_ENOT_YOURS) word = i18n_word(msgid, word);
  i18n_error_message(msg, sizeof msg, msgid ? msgid : "", word);
  json_t *o = json_object(), *e = json_object();
  const char *name = ti4_result_name(code);
  json_object_set_new(o, "ok", json_false());
  json_object_set_new(e, "code", jstr(name && *name ? name : "illegal_move"));
  json_object_set_new(e, "message", jstr(msg));
  json_object_set_new(e, "rule", jstr(rule ? rule : ""));
  json_object_set_new(o, "error", e);
  return o;
}

int parse_uint(const char *s, unsigned long long max, unsigned long long *out) {
  if (!s || !*s) return -1;
  for (const char *p = s; *p; p++) if (!isdigit((unsigned char)*p)) return -1;
  errno = 0;
  unsigned long long v = strtoull(s, NULL, 10);
  if (errno || v > max) return -1;
  *out = v;
  return 0;
}

