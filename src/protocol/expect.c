/* expect.c -- `expect` (protocol.md, "Scenario scripts").
 *
 * expect PATH OP VALUE walks the full state JSON by dots (object keys, array
 * indices, and `length` for the size of an array or object that has no such
 * key). == and != compare strings as text and anything else as JSON
 * (numbers, true/false, null, [..], {..}); a missing path equals only null.
 * < <= > >= compare numbers. has / lacks test an object's keys or an array's
 * elements. `expect error CODE` checks the command before it failed with
 * CODE. In a script, a failed command not followed by `expect error` is a
 * failure too. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "protocol.h"

static json_t *expect_fail(const char *message, const json_t *found) {
  json_t *o = json_object(), *e = json_object();
  json_object_set_new(o, "ok", json_false());
  json_object_set_new(e, "code", json_string("expect_failed"));
  json_object_set_new(e, "message", jstr(message));
  json_object_set_new(e, "rule", json_string(""));
  if (found) json_object_set_new(e, "found", json_deep_copy(found));
  json_object_set_new(o, "error", e);
  return o;
}

static const json_t *walk(const json_t *root, const char *path, json_t **tmp) {
  const json_t *cur = root;
  char seg[256];
  const char *p = path;
  *tmp = NULL;
  while (cur && *p) {
    const char *dot = strchr(p, '.');
    size_t n = dot ? (size_t)(dot - p) : strlen(p);
    if (n >= sizeof seg) return NULL;
    memcpy(seg, p, n);
    seg[n] = 0;
    p += n + (dot ? 1 : 0);
    if (json_is_object(cur)) {
      const json_t *next = json_object_get(cur, seg);
      if (!next && !strcmp(seg, "length") && !*p) {
        *tmp = json_integer((json_int_t)json_object_size(cur));
        return *tmp;
      }
      cur = next;
    } else if (json_is_array(cur)) {
      if (!strcmp(seg, "length") && !*p) {
        *tmp = json_integer((json_int_t)json_array_size(cur));
        return *tmp;
      }
      char *end = NULL;
      long idx = strtol(seg, &end, 10);
      if (!*seg || *end || idx < 0) return NULL;
      cur = json_array_get(cur, (size_t)idx);
    } else {
      return NULL;
    }
  }
  return cur;
}

static json_t *value_of(const char *v) {
  json_t *j = json_loads(v, JSON_DECODE_ANY, NULL);
  return j ? j : json_string(v);
}

static int text_equal(const json_t *found, const char *v) {
  if (json_is_string(found)) {
    size_t n = strlen(v);
    if (n >= 2 && v[0] == '"' && v[n - 1] == '"')
      return strlen(json_string_value(found)) == n - 2 && !strncmp(json_string_value(found), v + 1, n - 2);
    return !strcmp(json_string_value(found), v);
  }
  json_t *j = value_of(v);
  int eq = json_equal((json_t *)found, j);
  if (!eq && json_is_number(found) && json_is_number(j)) eq = json_number_value(found) == json_number_value(j);
  json_decref(j);
  return eq;
}

static int contains(const json_t *found, const char *v) {
  if (json_is_object(found)) return json_object_get(found, v) != NULL;
  if (json_is_array(found)) {
    size_t i;
    json_t *e;
    json_array_foreach(found, i, e) if (text_equal(e, v)) return 1;
  }
  return 0;
}

json_t *expect_exec(session *ss, const char *args, char *why, size_t whycap) {
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", args);
  char *w[3] = {NULL, NULL, NULL};
  char *p = buf;
  for (int i = 0; i < 3; i++) {
    while (*p == ' ') p++;
    if (!*p) break;
    w[i] = p;
    if (i == 2) break;          /* the value is the rest of the line */
    while (*p && *p != ' ') p++;
    if (*p) *p++ = 0;
  }
  why[0] = 0;
  if (w[0] && !strcmp(w[0], "error") && w[1] && !w[2]) {
    if (ss->last_ok) {
      i18n_template(why, whycap, N_("expected error {1}, but the command succeeded"), w[1], NULL, NULL, NULL);
      return expect_fail(why, NULL);
    }
    if (strcmp(ss->last_code, w[1])) {
      i18n_template(why, whycap, N_("expected error {1}, found error {2}"), w[1], ss->last_code, NULL, NULL);
      json_t *f = json_string(ss->last_code);
      json_t *a = expect_fail(why, f);
      json_decref(f);
      return a;
    }
    json_t *a = answer_ok();
    json_object_set_new(a, "expect", json_string("held"));
    return a;
  }
  if (!w[0] || !w[1] || !w[2]) {
    snprintf(why, whycap, "usage: expect PATH OP VALUE | expect error CODE");
    return answer_error(TI4_ESYNTAX, "", N_("usage: %s"), _("expect PATH OP VALUE | expect error CODE"));
  }
  const char *path = w[0], *op = w[1], *val = w[2];
  static const char *const ops[] = {"==", "!=", "<", "<=", ">", ">=", "has", "lacks", NULL};
  int opi = -1;
  for (int i = 0; ops[i]; i++) if (!strcmp(op, ops[i])) opi = i;
  if (opi < 0) {
    snprintf(why, whycap, "unknown operator %s", op);
    return answer_error(TI4_ESYNTAX, "", N_("unknown operator: %s"), op);
  }
  if (!ss->g) {
    snprintf(why, whycap, "no game");
    return answer_error(TI4_EILLEGAL, "", N_("no game yet: start one with new"), NULL);
  }
  json_t *st = state_json(ti4_game_state(ss->g), -1);
  json_t *tmp = NULL;
  const json_t *found = walk(st, path, &tmp);
  int held = 0;
  switch (opi) {
  case 0: held = found ? text_equal(found, val) : !strcmp(val, "null"); break;
  case 1: held = found ? !text_equal(found, val) : strcmp(val, "null") != 0; break;
  case 2: case 3: case 4: case 5: {
    json_t *j = value_of(val);
    if (found && json_is_number(found) && json_is_number(j)) {
      double a = json_number_value(found), b = json_number_value(j);
      held = opi == 2 ? a < b : opi == 3 ? a <= b : opi == 4 ? a > b : a >= b;
    }
    json_decref(j);
    break;
  }
  case 6: held = found && contains(found, val); break;
  case 7: held = !found || !contains(found, val); break;
  }
  json_t *ans;
  if (held) {
    ans = answer_ok();
    json_object_set_new(ans, "expect", json_string("held"));
  } else {
    char *f = found ? json_dumps(found, JSON_COMPACT | JSON_ENCODE_ANY) : NULL;
    i18n_template(why, whycap, N_("expected {1} {2} {3}, found {4}"), path, op, val,
                  found ? (f ? (strlen(f) > 300 ? _("(a large value)") : f) : "?") : _("(no such path)"));
    free(f);
    ans = expect_fail(why, found);
  }
  json_decref(tmp);
  json_decref(st);
  return ans;
}
