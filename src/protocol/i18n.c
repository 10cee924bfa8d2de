/* i18n.c -- the program's language: gettext (domain "ti4") for messages,
 * the content tables' ru column for names.
 *
 * gettext ignores LANGUAGE while LC_MESSAGES is the "C"/"POSIX" locale, so
 * for Russian we need some other locale: the user's own, else ru_RU.UTF-8,
 * else C.UTF-8 (built into glibc >= 2.35, present on every Debian 12), with
 * LANGUAGE=ru. The catalogue is found at $TI4_LOCALEDIR, else the build's
 * TI4_LOCALEDIR, else <dir of the program>/locale or ../share/locale.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <libintl.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "protocol.h"

#ifndef TI4_LOCALEDIR
#define TI4_LOCALEDIR "/usr/share/locale"
#endif

static int russian;
/* A thread's own language for what it renders (the server answers each
 * request in the language the page asked for): -1 follows `russian`. */
static _Thread_local int thread_lang = -1;

static int ru_now(void) { return thread_lang >= 0 ? thread_lang : russian; }

int i18n_russian(void) { return ru_now(); }

int i18n_thread_lang(int ru) {
  int was = thread_lang;
  thread_lang = ru < 0 ? -1 : ru != 0;
  return was;
}

const char *tr(const char *msgid) {
  if (!msgid || !*msgid) return msgid ? msgid : "";
  if (!ru_now()) return msgid;
  return dgettext("ti4", msgid);
}

/* pgettext: the catalogue keys a message with a context as "ctx\004msgid" */
const char *trc(const char *ctx, const char *msgid) {
  if (!msgid || !*msgid || !ru_now() || !ctx) return msgid ? msgid : "";
  char key[256];
  int n = snprintf(key, sizeof key, "%s\004%s", ctx, msgid);
  if (n < 0 || (size_t)n >= sizeof key) return msgid;
  const char *t = dgettext("ti4", key);
  return t == key || !strcmp(t, key) ? msgid : t;
}

static int starts_ru(const char *v) { return v && v[0] == 'r' && v[1] == 'u'; }

static int is_c_locale(const char *l) {
  return !l || !strcmp(l, "C") || !strcmp(l, "POSIX");
}

static int dir_has_catalog(const char *dir) {
  char path[4096];
  struct stat st;
  if (!dir || !*dir) return 0;
  int n = snprintf(path, sizeof path, "%s/ru/LC_MESSAGES/ti4.mo", dir);
  if (n < 0 || (size_t)n >= sizeof path) return 0;
  return stat(path, &st) == 0;
}

static void bind_catalog(void) {
  const char *env = getenv("TI4_LOCALEDIR");
  if (dir_has_catalog(env)) { bindtextdomain("ti4", env); return; }
  if (dir_has_catalog(TI4_LOCALEDIR)) { bindtextdomain("ti4", TI4_LOCALEDIR); return; }
  /* next to the program: <exe dir>/locale, <exe dir>/../share/locale */
  char exe[3900];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 64);
  if (n > 0) {
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (slash) {
      char dir[4096];
      *slash = 0;
      snprintf(dir, sizeof dir, "%s/locale", exe);
      if (dir_has_catalog(dir)) { bindtextdomain("ti4", dir); return; }
      snprintf(dir, sizeof dir, "%s/../share/locale", exe);
      if (dir_has_catalog(dir)) { bindtextdomain("ti4", dir); return; }
    }
  }
  bindtextdomain("ti4", TI4_LOCALEDIR);
}

void i18n_init(const char *lang) {
  if (!lang) {
    const char *vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    lang = "en";
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
      const char *v = getenv(vars[i]);
      if (v && *v) { lang = starts_ru(v) ? "ru" : "en"; break; }
    }
  }
  russian = starts_ru(lang);
  if (!setlocale(LC_ALL, "")) setlocale(LC_ALL, "C.UTF-8");
  setlocale(LC_NUMERIC, "C");
  /* UTF-8 text in a plain C locale: let libedit count characters right */
  if (is_c_locale(setlocale(LC_CTYPE, NULL)) && !setlocale(LC_CTYPE, "C.UTF-8"))
    setlocale(LC_CTYPE, "C.utf8");
  if (russian) { i18n_catalogue_ru(); return; }
  bind_catalog();
  bind_textdomain_codeset("ti4", "UTF-8");
  textdomain("ti4");
}

/* Make the Russian catalogue readable whatever the default language (the
 * server renders for pages in either). Call before threads start. */
void i18n_catalogue_ru(void) {
  if (is_c_locale(setlocale(LC_MESSAGES, NULL))) {
    if (!setlocale(LC_MESSAGES, "ru_RU.UTF-8") && !setlocale(LC_MESSAGES, "C.UTF-8"))
      setlocale(LC_MESSAGES, "C.utf8");
  }
  setenv("LANGUAGE", "ru", 1);
  bind_catalog();
  bind_textdomain_codeset("ti4", "UTF-8");
  textdomain("ti4");
}

const char *i18n_name(int kind, int i) {
  const char *n = ti4_content_name(kind, i, ru_now());
  if (!n || !*n) n = ti4_content_name(kind, i, 0);
  if (!n || !*n) n = ti4_content_id(kind, i);
  return n ? n : "?";
}

void utf8_trim(char *buf) {
  size_t n = strlen(buf);
  size_t i = n;
  /* find the start of the last sequence */
  while (i > 0 && ((unsigned char)buf[i - 1] & 0xC0) == 0x80 && n - i < 4) i--;
  if (i == 0) return;
  unsigned char lead = (unsigned char)buf[i - 1];
  size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  if (n - (i - 1) < need) buf[i - 1] = 0;
}

void i18n_quotes(char *buf, size_t cap) {
  if (!ru_now() || !cap || !strstr(buf, "\xC2\xAB")) return;
  char out[2048];
  size_t o = 0, lim = cap < sizeof out ? cap : sizeof out;
  int depth = 0;
  for (const char *p = buf; *p && o + 1 < lim; p++) {
    const char *put = NULL;
    if ((unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xAB) {          /* « */
      put = depth++ ? "\xE2\x80\x9E" : "\xC2\xAB";                              /* „ */
      p++;
    } else if ((unsigned char)p[0] == 0xC2 && (unsigned char)p[1] == 0xBB) {   /* » */
      put = depth > 1 ? "\xE2\x80\x9C" : "\xC2\xBB";                             /* “ */
      if (depth) depth--;
      p++;
    }
    if (!put) { out[o++] = *p; continue; }
    size_t n = strlen(put);
    if (o + n + 1 > lim) break;
    memcpy(out + o, put, n);
    o += n;
  }
  out[o] = 0;
  utf8_trim(out);
  memcpy(buf, out, o + 1);
}

void i18n_fill(char *buf, size_t cap, const char *fmt, const char *word) {
  if (!cap) return;
  size_t o = 0;
  int filled = 0;
  if (!word) word = "";
  for (const char *p = fmt; *p && o + 1 < cap; p++) {
    if (!filled && p[0] == '%' && p[1] == 's') {
      for (const char *w = word; *w && o + 1 < cap; w++) buf[o++] = *w;
      filled = 1;
      p++;
    } else if (p[0] == '%' && p[1] == '%') {
      buf[o++] = '%';
      p++;
    } else {
      buf[o++] = *p;
    }
  }
  buf[o] = 0;
  utf8_trim(buf);
  i18n_quotes(buf, cap);
}

/* A faction ability by its id ("quash"): the faction tables list ability
 * names in English and Russian in the same order; the id is the English
 * name in lower case with '_' for anything but letters and digits. */
static const char *faction_ability(const char *id, int ru_name, char *buf, size_t cap) {
  for (int f = 0; f < TI4_NFACTIONS; f++) {
    const char *en = ti4_factions[f].abilities, *ru = ti4_factions[f].abilities_ru;
    while (en && ru && *en) {
      const char *p = en, *w = id;
      for (; *p && *p != ',' && *w; p++, w++) {
        char c = (char)tolower((unsigned char)*p);
        if (!isalnum((unsigned char)c)) c = '_';
        if (c != *w) break;
      }
      if (!*w && (!*p || *p == ',')) {
        const char *name = ru_name ? ru : en;
        size_t n = strcspn(name, ",");
        if (!n || n >= cap) return NULL;
        memcpy(buf, name, n);
        buf[n] = 0;
        return buf;
      }
      en = strchr(en, ',');
      ru = strchr(ru, ',');
      if (en) en++;
      if (ru) ru++;
    }
  }
  return NULL;
}

const char *i18n_word(const char *msgid, const char *word) {
  static char buf[160];
  if (!ru_now() || !word || !*word) return word;
  if (word[0] == 'p' && word[1] >= '1' && word[1] <= '8' && !word[2]) return word;   /* seats stay */
  /* tile numbers of a map string are what the user typed, not systems */
  if (msgid && strstr(msgid, "map string")) return word;
  /* a number is a count, not a tile, unless the message names a system */
  if (strspn(word, "0123456789") == strlen(word) && !(msgid && strstr(msgid, "system %s"))) return word;
  if (!strcmp(word, "for")) return "«за»";
  if (!strcmp(word, "against")) return "«против»";
  /* ids shared by two kinds (muaat, winnu: a faction and a planet; the
   * Crown of Thalnos: an agenda and a relic): the message says which */
  int faction_first = msgid && strstr(msgid, "faction %s");
  static const int kinds[] = {TI4_K_FACTION, TI4_K_PLANET, TI4_K_AGENDA, TI4_K_ACTION,
    TI4_K_PROMISSORY, TI4_K_STRATEGY, TI4_K_TECH, TI4_K_OBJECTIVE, TI4_K_RELIC,
    TI4_K_LEADER, TI4_K_UNIT, TI4_K_SYSTEM};
  if (!strcmp(word, "warsun")) word = "war_sun";   /* the production syntax's spelling */
  for (size_t k = faction_first ? 0 : 1; k < sizeof kinds / sizeof *kinds; k++) {
    int i = ti4_content_find(kinds[k], word);
    if (i >= 0) return i18n_name(kinds[k], i);
  }
  const char *ab = faction_ability(word, 1, buf, sizeof buf);
  return ab ? ab : word;
}

const char *i18n_ability_name(const char *id) {
  static char buf[160];
  return id ? faction_ability(id, ru_now(), buf, sizeof buf) : NULL;
}

void i18n_fill_template(char *buf, size_t cap, const char *tmpl, const char *a1, const char *a2,
                        const char *a3, const char *a4) {
  const char *args[4] = {a1 ? a1 : "", a2 ? a2 : "", a3 ? a3 : "", a4 ? a4 : ""};
  size_t o = 0;
  if (!cap) return;
  for (const char *p = tmpl; *p && o + 1 < cap; p++) {
    if (p[0] == '{' && p[1] >= '1' && p[1] <= '4' && p[2] == '}') {
      for (const char *w = args[p[1] - '1']; *w && o + 1 < cap; w++) buf[o++] = *w;
      p += 2;
    } else buf[o++] = *p;
  }
  buf[o] = 0;
  utf8_trim(buf);
  i18n_quotes(buf, cap);
}

void i18n_template(char *buf, size_t cap, const char *msgid, const char *a1, const char *a2,
                   const char *a3, const char *a4) {
  i18n_fill_template(buf, cap, tr(msgid), a1, a2, a3, a4);
}

void i18n_error_message(char *buf, size_t cap, const char *msgid, const char *word) {
  i18n_fill(buf, cap, tr(msgid), word);
}
