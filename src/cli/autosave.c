/* autosave.c -- the interactive program keeps every game on disk.
 *
 * After every command that changes the game, the game is saved (the save
 * format of saveload.c, written atomically) to one file per game:
 *   $XDG_STATE_HOME/ti4/autosave-YYYYMMDD-HHMMSS.json
 *   (~/.local/state/ti4/ when XDG_STATE_HOME is unset)
 * named for when the game was started or loaded. At start, `ti4` offers to
 * resume the newest autosave of a game that is not over. Scripts, --json and
 * piped input never autosave: only a person at a terminal does. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "autosave.h"

static char path[4096];
static const ti4_game *owner;       /* the game the path belongs to */
static uint64_t saved_digest;
static size_t saved_moves;
static int warned;

/* mkdir -p for the directory part of dir (dir itself included). */
static int make_dirs(char *dir) {
  for (char *p = dir + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(dir, 0700) && errno != EEXIST) { *p = '/'; return -1; }
    *p = '/';
  }
  return mkdir(dir, 0700) && errno != EEXIST ? -1 : 0;
}

int autosave_dir(char *buf, size_t cap) {
  const char *x = getenv("XDG_STATE_HOME");
  const char *home = getenv("HOME");
  int w;
  if (x && *x == '/') w = snprintf(buf, cap, "%s/ti4", x);
  else if (home && *home) w = snprintf(buf, cap, "%s/.local/state/ti4", home);
  else return -1;
  if (w < 0 || (size_t)w >= cap) return -1;
  return 0;
}

const char *autosave_path(void) { return path[0] ? path : NULL; }

void autosave_adopt(const session *ss, const char *file) {
  owner = ss->g;
  snprintf(path, sizeof path, "%s", file);
  saved_digest = ss->g ? state_digest(ti4_game_state(ss->g)) : 0;
  saved_moves = 0;
  if (ss->g) ti4_game_moves(ss->g, &saved_moves);
}

/* A new file name for a game started now. */
static int new_path(void) {
  char dir[4000];
  if (autosave_dir(dir, sizeof dir)) return -1;
  if (make_dirs(dir)) return -1;
  time_t t = time(NULL);
  struct tm tm;
  char stamp[32];
  if (!localtime_r(&t, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm)) return -1;
  for (int k = 0; k < 100; k++) {
    char suffix[8] = "";
    if (k) snprintf(suffix, sizeof suffix, "-%d", k);
    snprintf(path, sizeof path, "%s/autosave-%s%s.json", dir, stamp, suffix);
    if (access(path, F_OK)) return 0;
  }
  return -1;
}

void autosave_after(session *ss, FILE *out) {
  if (!ss->g) return;
  size_t n = 0;
  ti4_game_moves(ss->g, &n);
  uint64_t d = state_digest(ti4_game_state(ss->g));
  if (ss->g != owner) {
    owner = ss->g;
    path[0] = 0;
    warned = 0;
    if (new_path()) {
      path[0] = 0;
      if (!warned) fprintf(out, "%s\n", _("Autosave is off: no folder for it (set XDG_STATE_HOME or HOME)."));
      warned = 1;
      return;
    }
  } else if (d == saved_digest && n == saved_moves) {
    return;
  }
  if (!path[0]) return;
  json_t *a = save_game(ss, path);
  if (json_is_true(json_object_get(a, "ok"))) {
    saved_digest = d;
    saved_moves = n;
  } else if (!warned) {
    answer_print_text(out, a);    /* once: the table should know, not be flooded */
    warned = 1;
  }
  json_decref(a);
}

int autosave_newest(char *out, size_t cap) {
  char dir[4000];
  if (autosave_dir(dir, sizeof dir)) return -1;
  DIR *d = opendir(dir);
  if (!d) return -1;
  struct dirent *e;
  time_t best = 0;
  int found = -1;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name);
    if (strncmp(e->d_name, "autosave-", 9) || l < 14 || strcmp(e->d_name + l - 5, ".json")) continue;
    char full[4096 + 256];
    snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
    struct stat st;
    if (stat(full, &st) || !S_ISREG(st.st_mode)) continue;
    if (found < 0 || st.st_mtime > best || (st.st_mtime == best && strcmp(full, out) > 0)) {
      if (strlen(full) >= cap) continue;
      best = st.st_mtime;
      snprintf(out, cap, "%s", full);
      found = 0;
    }
  }
  closedir(d);
  return found;
}
