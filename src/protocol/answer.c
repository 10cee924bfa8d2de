/* answer.c -- what every part of the protocol layer shares: a cleaned
 * command line, the answer objects, numbers in words. Below the session
 * (protocol.c), save/load and expect. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
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

/* Write data to path atomically: a temporary file beside it (mkstemp's
 * template), flushed to disk, renamed over path, and the rename made durable
 * by flushing the folder. mode >= 0 sets the file's permissions (mkstemp
 * leaves it private). 0, or -1 with errno saying why; path is untouched then. */
int write_file_atomic(const char *path, const char *data, size_t len, int mode) {
  static const char suffix[] = ".tmp.XXXXXX";   /* mkstemp replaces the six X */
  size_t plen = strlen(path);
  char *tmp = malloc(plen + sizeof suffix);
  if (!tmp) { errno = ENOMEM; return -1; }
  memcpy(tmp, path, plen);
  memcpy(tmp + plen, suffix, sizeof suffix);
  int fd = mkstemp(tmp);
  if (fd < 0) { int e = errno; free(tmp); errno = e; return -1; }
  int bad = mode >= 0 && fchmod(fd, (mode_t)mode) != 0;
  for (size_t off = 0; !bad && off < len;) {
    ssize_t k = write(fd, data + off, len - off);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) bad = 1;
    else off += (size_t)k;
  }
  if (!bad && fsync(fd)) bad = 1;
  int e = bad ? errno : 0;
  if (close(fd) && !bad) { bad = 1; e = errno; }
  if (!bad && rename(tmp, path)) { bad = 1; e = errno; }
  if (bad) {
    unlink(tmp);
    free(tmp);
    errno = e;
    return -1;
  }
  free(tmp);
  char *dir = strdup(path);
  if (dir) {
    char *slash = strrchr(dir, '/');
    const char *d = ".";
    if (slash) { *slash = 0; d = slash == dir ? "/" : dir; }
    int dfd = open(d, O_RDONLY);
    if (dfd >= 0) { (void)fsync(dfd); close(dfd); }
    free(dir);
  }
  return 0;
}
