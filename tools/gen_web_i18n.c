/* gen_web_i18n.c -- the web page's catalogues, at build time.
 *
 *   gen_web_i18n PO_FILE OUT_DIR
 *
 * writes OUT_DIR/ru.json, {"English": "Русский", ...} from the translated,
 * non-fuzzy entries of the page's own catalogue (po/web/ru.po, read with
 * gettext's libgettextpo, not a parser of ours), and OUT_DIR/names.json,
 * {"agenda": {"mutiny": ["Mutiny", "Мятеж"], ...}, ...}, the content names
 * of the library's tables (data/ *.tsv), so that the page names things as
 * the program does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gettext-po.h>
#include <jansson.h>
#include "content.h"

static int po_errors;

static void xerror(int severity, po_message_t message, const char *filename, size_t lineno,
                   size_t column, int multiline_p, const char *text) {
  (void)message; (void)column; (void)multiline_p;
  fprintf(stderr, "%s:%zu: %s\n", filename ? filename : "?", lineno, text);
  if (severity != PO_SEVERITY_WARNING) po_errors++;
  if (severity == PO_SEVERITY_FATAL_ERROR) exit(1);
}

static void xerror2(int severity, po_message_t m1, const char *f1, size_t l1, size_t c1, int mp1,
                    const char *t1, po_message_t m2, const char *f2, size_t l2, size_t c2, int mp2,
                    const char *t2) {
  xerror(severity, m1, f1, l1, c1, mp1, t1);
  xerror(PO_SEVERITY_WARNING, m2, f2, l2, c2, mp2, t2);
}

static int write_json(const char *dir, const char *name, json_t *o) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int rc = json_dump_file(o, path, JSON_INDENT(1) | JSON_SORT_KEYS);
  if (rc) fprintf(stderr, "gen_web_i18n: cannot write %s\n", path);
  return rc;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: gen_web_i18n PO_FILE OUT_DIR\n");
    return 2;
  }
  const struct po_xerror_handler handler = {xerror, xerror2};
  po_file_t po = po_file_read(argv[1], &handler);
  if (!po || po_errors) return 1;
  json_t *cat = json_object();
  po_message_iterator_t it = po_message_iterator(po, NULL);
  for (po_message_t m; (m = po_next_message(it));) {
    const char *id = po_message_msgid(m), *str = po_message_msgstr(m);
    if (!*id || !str || !*str || po_message_is_fuzzy(m) || po_message_is_obsolete(m)) continue;
    json_object_set_new(cat, id, json_string(str));
  }
  po_message_iterator_free(it);
  po_file_free(po);

  static const struct { int kind; const char *name; } kinds[] = {
    {TI4_K_PLANET, "planet"}, {TI4_K_SYSTEM, "system"}, {TI4_K_AGENDA, "agenda"},
    {TI4_K_ACTION, "action"}, {TI4_K_PROMISSORY, "promissory"}, {TI4_K_STRATEGY, "strategy"},
    {TI4_K_TECH, "tech"}, {TI4_K_OBJECTIVE, "objective"}, {TI4_K_FACTION, "faction"},
    {TI4_K_LEADER, "leader"}, {TI4_K_RELIC, "relic"}, {TI4_K_UNIT, "unit"}};
  json_t *names = json_object();
  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
    json_t *o = json_object();
    for (int i = 0, n = ti4_content_count(kinds[k].kind); i < n; i++) {
      const char *id = ti4_content_id(kinds[k].kind, i);
      const char *en = ti4_content_name(kinds[k].kind, i, 0), *ru = ti4_content_name(kinds[k].kind, i, 1);
      if (!id) continue;
      json_object_set_new(o, id, json_pack("[ss]", en && *en ? en : id, ru && *ru ? ru : (en ? en : id)));
    }
    json_object_set_new(names, kinds[k].name, o);
  }
  int rc = write_json(argv[2], "ru.json", cat) || write_json(argv[2], "names.json", names);
  json_decref(cat);
  json_decref(names);
  return rc ? 1 : 0;
}
