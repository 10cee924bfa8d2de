/* saveload.c -- save and load.
 *
 * A save is JSON:
 *   {"format":"ti4-save","version":1,
 *    "setup":{"players":6,"seed":"7","sandbox":false,"vp":10,"expansions":0,
 *             "factions":["xxcha",null,...],"map":null},
 *    "moves":["set speaker p1","p2 vote for lodor",...],
 *    "state_digest":"<16 hex digits: FNV-1a 64 over the state bytes>"}
 * Saving writes a temporary file next to the target, fsyncs it and renames
 * it over the target, so a save is whole or absent. Loading builds a fresh
 * game from the setup, replays every move through ti4_game_apply and checks
 * the digest; anything wrong answers corrupt_save and leaves the current
 * game as it was. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "protocol.h"

json_t *setup_from_words(ti4_setup *opt, char **w, int n, const char **map);

uint64_t state_digest(const ti4_state *s) {
  const unsigned char *p = (const unsigned char *)s;
  size_t n = ti4_state_size();
  if (!n || n > sizeof *s) n = sizeof *s;
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

static json_t *setup_to_json(const ti4_setup *o) {
  json_t *j = json_object();
  char seed[32];
  snprintf(seed, sizeof seed, "%llu", (unsigned long long)o->seed);
  json_object_set_new(j, "players", json_integer(o->players));
  json_object_set_new(j, "seed", json_string(seed));
  json_object_set_new(j, "sandbox", json_boolean(o->sandbox));
  if (o->edits) json_object_set_new(j, "edits", json_true());   /* an edited game */
  if (o->place) json_object_set_new(j, "galaxy", json_string("place"));   /* the players place the tiles */
  json_object_set_new(j, "vp", json_integer(o->vp));
  json_object_set_new(j, "expansions", json_integer(o->expansions));
  json_t *f = json_array();
  for (int i = 0; i < TI4_MAX_SEATS; i++) {
    const char *id = o->factions[i] >= 0 ? ti4_content_id(TI4_K_FACTION, o->factions[i]) : NULL;
    json_array_append_new(f, id ? json_string(id) : json_null());
  }
  json_object_set_new(j, "factions", f);
  json_object_set_new(j, "map", o->map ? jstr(o->map) : json_null());
  return j;
}

static json_t *io_error(const char *msgid, const char *path) {
  return answer_error(TI4_EIO, "", msgid, path);
}

/* Why a read or write failed, in the session's language (the C library's
 * strerror would be English in a Russian answer). */
static const char *errno_reason(int e, char *buf, size_t cap) {
  switch (e) {
  case ENOENT: return _("no such file or directory");
  case EACCES: case EPERM: return _("permission denied");
  case ENOSPC: return _("no space left on the device");
  case EDQUOT: return _("disk quota exceeded");
  case EISDIR: return _("it is a directory");
  case ENOTDIR: return _("a part of the path is not a directory");
  case EROFS: return _("read-only file system");
  case ENAMETOOLONG: return _("the name is too long");
  case EMFILE: case ENFILE: return _("too many open files");
  case EIO: return _("input/output error");
  default: {
    char n[24];
    snprintf(n, sizeof n, "%d", e);
    i18n_fill(buf, cap, _("system error %s"), n);
    return buf;
  }
  }
}

/* "cannot write PATH: why" */
static json_t *io_errno(const char *msgid, const char *path, int e) {
  char why[128], word[1024];
  snprintf(word, sizeof word, "%s: %s", path, errno_reason(e, why, sizeof why));
  return answer_error(TI4_EIO, "", msgid, word);
}

json_t *save_game(session *ss, const char *path) {
  size_t n = 0;
  const ti4_move *mv = ti4_game_moves(ss->g, &n);
  /* replay on a scratch game to write each move against the state it was
   * made in */
  ti4_game *t = NULL;
  if (ti4_game_new(&t, NULL, NULL) != TI4_OK || !t) return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);
  if (ti4_game_setup(t, &ss->setup) != TI4_OK) {
    ti4_game_free(t);
    return io_error(N_("cannot save %s: the game cannot be set up again"), path);
  }
  json_t *moves = json_array();
  char buf[4096];
  for (size_t i = 0; i < n; i++) {
    if (ti4_move_format(buf, sizeof buf, &mv[i], ti4_game_state(t)) != TI4_OK ||
        ti4_game_apply(t, &mv[i]) != TI4_OK) {
      ti4_game_free(t);
      json_decref(moves);
      return io_error(N_("cannot save %s: the moves do not replay"), path);
    }
    json_array_append_new(moves, jstr(buf));
  }
  char digest[32];
  snprintf(digest, sizeof digest, "%016llx", (unsigned long long)state_digest(ti4_game_state(ss->g)));
  int same = state_digest(ti4_game_state(t)) == state_digest(ti4_game_state(ss->g));
  ti4_game_free(t);
  if (!same) {
    json_decref(moves);
    return io_error(N_("cannot save %s: the moves do not replay to this position"), path);
  }
  json_t *root = json_object();
  json_object_set_new(root, "format", json_string("ti4-save"));
  json_object_set_new(root, "version", json_integer(1));
  json_object_set_new(root, "setup", setup_to_json(&ss->setup));
  json_object_set_new(root, "edited", json_boolean(ss->setup.sandbox || ss->setup.edits));
  json_object_set_new(root, "moves", moves);
  json_object_set_new(root, "state_digest", json_string(digest));
  char *text = json_dumps(root, JSON_INDENT(1));
  json_decref(root);
  if (!text) return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);

  size_t tl = strlen(text);
  char *line = realloc(text, tl + 2);          /* the file ends with a newline */
  if (!line) { free(text); return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL); }
  line[tl] = '\n';
  line[tl + 1] = 0;
  int rc = write_file_atomic(path, line, tl + 1, -1);
  int e = errno;
  free(line);
  if (rc) return io_errno(N_("cannot write %s"), path, e);
  json_t *a = answer_ok();
  json_object_set_new(a, "saved", jstr(path));
  json_object_set_new(a, "moves_saved", json_integer((json_int_t)n));
  json_object_set_new(a, "state_digest", json_string(digest));
  return a;
}

static json_t *corrupt(const char *msgid, const char *word) {
  return answer_error(TI4_ECORRUPT, "", msgid, word);
}

#define MAX_SAVE (64u << 20)

json_t *load_game(session *ss, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return io_errno(N_("cannot read %s"), path, errno);
  size_t cap = 1 << 16, len = 0;
  char *data = malloc(cap);
  if (!data) { fclose(f); return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL); }
  for (;;) {
    if (len == cap) {
      if (cap >= MAX_SAVE) { free(data); fclose(f); return corrupt(N_("%s is too large to be a save"), path); }
      char *nd = realloc(data, cap * 2);
      if (!nd) { free(data); fclose(f); return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL); }
      data = nd;
      cap *= 2;
    }
    errno = 0;
    size_t r = fread(data + len, 1, cap - len, f);
    len += r;
    if (r == 0) break;
  }
  int rerr = ferror(f), rerrno = errno;
  fclose(f);
  if (rerr) { free(data); return io_errno(N_("cannot read %s"), path, rerrno); }
  json_error_t jerr;
  json_t *root = json_loadb(data, len, JSON_REJECT_DUPLICATES, &jerr);
  free(data);
  if (!root) return corrupt(N_("%s is not a ti4 save (not JSON)"), path);

  json_t *ans = NULL;
  ti4_game *g = NULL;
  char *map = NULL;
  const json_t *fmt = json_object_get(root, "format"), *ver = json_object_get(root, "version");
  const json_t *setup = json_object_get(root, "setup"), *moves = json_object_get(root, "moves");
  const json_t *dig = json_object_get(root, "state_digest");
  if (!json_is_object(root) || !json_is_string(fmt) || strcmp(json_string_value(fmt), "ti4-save")) {
    ans = corrupt(N_("%s is not a ti4 save"), path);
    goto done;
  }
  if (!json_is_integer(ver) || json_integer_value(ver) != 1) {
    ans = corrupt(N_("%s is a save of another version"), path);
    goto done;
  }
  if (!json_is_object(setup) || !json_is_array(moves) || !json_is_string(dig) ||
      strlen(json_string_value(dig)) != 16) {
    ans = corrupt(N_("%s is incomplete"), path);
    goto done;
  }
  ti4_setup opt;
  const char *dummy;
  json_t *e = setup_from_words(&opt, NULL, 0, &dummy);
  if (e) { json_decref(e); ans = corrupt(N_("%s is incomplete"), path); goto done; }
  const json_t *v;
  v = json_object_get(setup, "players");
  if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > TI4_MAX_SEATS) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
  opt.players = (int)json_integer_value(v);
  v = json_object_get(setup, "seed");
  if (json_is_string(v)) {
    const char *sv = json_string_value(v);
    char *end = NULL;
    errno = 0;
    unsigned long long u = strtoull(sv, &end, 10);
    if (!*sv || *end || errno || *sv == '-') { ans = corrupt(N_("%s: bad setup"), path); goto done; }
    opt.seed = (uint64_t)u;
  } else if (json_is_integer(v) && json_integer_value(v) >= 0) {
    opt.seed = (uint64_t)json_integer_value(v);
  } else { ans = corrupt(N_("%s: bad setup"), path); goto done; }
  v = json_object_get(setup, "sandbox");
  if (v && !json_is_boolean(v)) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
  opt.sandbox = json_is_true(v);
  v = json_object_get(setup, "edits");
  if (v && !json_is_boolean(v)) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
  opt.edits = json_is_true(v);
  v = json_object_get(setup, "galaxy");
  if (v && !(json_is_string(v) && (!strcmp(json_string_value(v), "place") || !strcmp(json_string_value(v), "random")))) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
  opt.place = v && !strcmp(json_string_value(v), "place");
  v = json_object_get(setup, "vp");
  if (v) {
    if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > 99) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
    opt.vp = (int)json_integer_value(v);
  }
  v = json_object_get(setup, "expansions");
  if (v) {
    if (!json_is_integer(v) || json_integer_value(v) < 0 || json_integer_value(v) > 255) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
    opt.expansions = (int)json_integer_value(v);
  }
  v = json_object_get(setup, "factions");
  if (v) {
    if (!json_is_array(v) || json_array_size(v) > TI4_MAX_SEATS) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
    for (size_t i = 0; i < json_array_size(v); i++) {
      const json_t *fv = json_array_get(v, i);
      if (json_is_null(fv)) continue;
      int fi = json_is_string(fv) ? ti4_content_find(TI4_K_FACTION, json_string_value(fv)) : -1;
      if (fi < 0) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
      opt.factions[i] = (int16_t)fi;
    }
  }
  v = json_object_get(setup, "map");
  if (v && !json_is_null(v)) {
    if (!json_is_string(v)) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
    map = strdup(json_string_value(v));
    if (!map) { ans = answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL); goto done; }
  }
  opt.map = map;

  if (ti4_game_new(&g, NULL, NULL) != TI4_OK || !g) { g = NULL; ans = answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL); goto done; }
  if (ti4_game_setup(g, &opt) != TI4_OK) { ans = corrupt(N_("%s: bad setup"), path); goto done; }
  size_t i;
  json_t *mvj;
  json_array_foreach(moves, i, mvj) {
    ti4_move m;
    ti4_error err;
    memset(&m, 0, sizeof m);
    memset(&err, 0, sizeof err);
    const char *line = json_string_value(mvj);
    if (!line || ti4_move_parse(&m, line, ti4_game_state(g), &err) != TI4_OK ||
        ti4_game_apply(g, &m) != TI4_OK) {
      char w[64];
      snprintf(w, sizeof w, "%zu", i + 1);
      ans = corrupt(N_("move %s of the save does not replay"), w);
      goto done;
    }
  }
  char digest[32];
  snprintf(digest, sizeof digest, "%016llx", (unsigned long long)state_digest(ti4_game_state(g)));
  if (strcmp(digest, json_string_value(dig))) {
    ans = corrupt(N_("%s does not replay to the saved position"), path);
    goto done;
  }
  /* all good: replace the session's game */
  if (ss->g) ti4_game_free(ss->g);
  free(ss->map);
  ss->g = g;
  ss->map = map;
  ss->setup = opt;
  ss->setup.map = map;
  g = NULL;
  map = NULL;
  ans = answer_ok();
  json_object_set_new(ans, "loaded", jstr(path));
  json_object_set_new(ans, "replayed", json_integer((json_int_t)json_array_size(moves)));
done:
  if (g) ti4_game_free(g);
  free(map);
  json_decref(root);
  return ans;
}
