/* map_svg.c -- the galaxy as SVG (map_svg.h).
 *
 * Flat-topped hexes of radius 100 on integer coordinates (the height's
 * sqrt(3)/2 rounded to 87), so that the same state always gives the same
 * bytes. Positions follow galaxy.c: 0 is Mecatol Rex, ring k starts k tiles
 * north and goes clockwise; edges 0..5 are N NE SE S SW NW. The drawing
 * names things by protocol ids in data attributes and by localized names in
 * text, so a page can both read and click it. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "map_svg.h"
#include "round.h"

#define HEX_R 100
#define HEX_H 87   /* sqrt(3)/2 * HEX_R, rounded */

/* Seat colours: the eight plastic colours of the game, p1..p8. */
static const char *const seat_colour[TI4_MAX_SEATS] = {
  "#d7263d", "#2e86de", "#27ae60", "#f1c40f", "#8e44ad", "#e67e22", "#ff6fb5", "#2d3436"};

static const char *const ship_id[7] = {"carrier", "cruiser", "destroyer",
  "dreadnought", "fighter", "flagship", "warsun"};
/* The community's short names for ships (the Discord bot's and the TTS mod's). */
static const char *const ship_abbr[7] = {"CV", "CA", "DD", "DN", "FF", "FS", "WS"};

/* (q, r) of a position: ring k starts at (0, k) and walks SE, S, SW, NW, N,
 * NE, k steps each. */
static void pos_coord(int pos, int *q, int *r) {
  static const int dq[6] = {1, 0, -1, -1, 0, 1}, dr[6] = {-1, -1, 0, 1, 1, 0};
  *q = 0;
  *r = 0;
  if (pos <= 0) return;
  int k = 1, first = 1;
  while (pos >= first + 6 * k) { first += 6 * k; k++; }
  int i = pos - first;
  *r = k;
  for (int d = 0; d < 6 && i > 0; d++)
    for (int step = 0; step < k && i > 0; step++, i--) { *q += dq[d]; *r += dr[d]; }
}

/* The systems beside the board (the Ghosts' home, the wormhole nexus) are
 * drawn beyond the outermost ring, at its upper-left and upper-right corners. */
static void pos_xy(const ti4_state *s, int pos, int *x, int *y) {
  int q, r;
  if (pos >= TI4_POS_BESIDE) {
    int k = 1;
    for (int p = 1; p < TI4_POS_BESIDE && p < s->nmap; p++)
      if (s->map[p] >= 0) k = p >= 37 ? 4 : p >= 19 ? 3 : p >= 7 ? 2 : 1;
    q = pos == TI4_POS_CREUSS ? -(k + 1) : k + 1;
    r = pos == TI4_POS_CREUSS ? k + 1 : 0;
  } else pos_coord(pos, &q, &r);
  *x = 3 * HEX_R / 2 * q;
  *y = -HEX_H * (2 * r + q);
}

/* Text for XML: & < > " escaped. */
static void put_text(FILE *f, const char *s) {
  for (; s && *s; s++) {
    switch (*s) {
      case '&': fputs("&amp;", f); break;
      case '<': fputs("&lt;", f); break;
      case '>': fputs("&gt;", f); break;
      case '"': fputs("&quot;", f); break;
      default: fputc(*s, f);
    }
  }
}

static int home_seat(const ti4_state *s, int system) {
  for (int i = 0; i < s->nseats && i < TI4_MAX_SEATS; i++) {
    int fa = s->p[i].faction;
    if (fa >= 0 && fa < TI4_NFACTIONS && ti4_factions[fa].home_system == system) return i;
  }
  return -1;
}

static const char *hex_class(const ti4_system_info *si) {
  if (si->hyperlane) return "hyperlane";
  if (si->anomalies & TI4_ANOM_SUPERNOVA) return "supernova";
  if (si->anomalies & TI4_ANOM_RIFT) return "rift";
  if (si->anomalies & TI4_ANOM_NEBULA) return "nebula";
  if (si->anomalies & TI4_ANOM_ASTEROID) return "asteroid";
  if (si->home) return "home";
  return "space";
}

/* Edge midpoints relative to the centre, N NE SE S SW NW. */
static const int edge_x[6] = {0, 75, 75, 0, -75, -75};
static const int edge_y[6] = {-87, -43, 43, 87, 43, -43};

static void draw_lanes(FILE *f, const ti4_state *s, int pos, int sys, int x, int y) {
  const char *l = ti4_hyperlane_lanes(sys);
  int rot = s->map_rot[pos] % 6;
  for (; l && l[0] && l[1]; l += l[2] ? 3 : 2) {
    int a = (l[0] - '0' + rot) % 6, b = (l[1] - '0' + rot) % 6;
    fprintf(f, "<path class=\"lane\" data-lane=\"%d-%d\" d=\"M%d %d Q%d %d %d %d\"/>",
            a, b, x + edge_x[a], y + edge_y[a], x, y, x + edge_x[b], y + edge_y[b]);
    if (!l[2]) break;
  }
}

static const char *const trait_id[3] = {"cultural", "hazardous", "industrial"};
static const char *const specialty_id[5] = {"", "blue", "green", "yellow", "red"};

static void draw_planet(FILE *f, const ti4_state *s, int p, int x, int y) {
  const ti4_planet_info *pi = &ti4_planets[p];
  int owner = s->planet_owner[p] < TI4_MAX_SEATS ? s->planet_owner[p] : -1;
  uint8_t fl = s->planet_flags[p];
  int res = pi->resources, inf = pi->influence;
  /* attachments that change the printed values (the state's flags) */
  if (fl & TI4_PF_TERRAFORM) { res++; inf++; }
  if (fl & TI4_PF_TERRAFORM_PN) { res++; inf++; }
  if (fl & TI4_PF_GEOFORM) { res += 3; inf += 3; }
  fprintf(f, "<g class=\"planet%s\" data-planet=\"%s\"", (fl & TI4_PF_EXHAUSTED) ? " exhausted" : "", pi->id);
  if (owner >= 0) fprintf(f, " data-seat=\"p%d\"", owner + 1);
  fprintf(f, " data-resources=\"%d\" data-influence=\"%d\"", res, inf);
  if (pi->traits) {
    fputs(" data-traits=\"", f);
    for (int t = 0, first = 1; t < 3; t++)
      if (pi->traits & (1 << t)) { fprintf(f, "%s%s", first ? "" : " ", trait_id[t]); first = 0; }
    fputc('"', f);
  }
  if (pi->specialty && pi->specialty <= 4) fprintf(f, " data-specialty=\"%s\"", specialty_id[pi->specialty]);
  if (pi->legendary) fputs(" data-legendary=\"1\"", f);
  fputs(">", f);
  fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"24\" fill=\"%s\"/>", x, y, owner >= 0 ? seat_colour[owner] : "#7f8c8d");
  /* traits as a coloured ring segment each: cultural blue, hazardous red, industrial green */
  for (int t = 0, k = 0; t < 3; t++)
    if (pi->traits & (1 << t))
      fprintf(f, "<circle class=\"trait %s\" cx=\"%d\" cy=\"%d\" r=\"4\"/>", trait_id[t], x - 24 + 8 * k++, y - 22);
  if (pi->specialty && pi->specialty <= 4)
    fprintf(f, "<circle class=\"specialty %s\" cx=\"%d\" cy=\"%d\" r=\"5\"/>", specialty_id[pi->specialty], x + 22, y - 20);
  if (pi->legendary) fprintf(f, "<text class=\"legendary\" x=\"%d\" y=\"%d\">&#9733;</text>", x + 22, y + 22);
  fprintf(f, "<text class=\"ri\" x=\"%d\" y=\"%d\">%d/%d</text>", x, y + 5, res, inf);
  fprintf(f, "<text class=\"pname\" x=\"%d\" y=\"%d\">", x, y + 36);
  put_text(f, i18n_name(TI4_K_PLANET, p));
  fputs("</text>", f);
  /* ground forces and structures of the owner (planet_units) */
  if (owner >= 0) {
    static const char *const gid[4] = {"infantry", "mech", "pds", "dock"};
    static const char *const gab[4] = {"inf", "mech", "PDS", "SD"};
    int width = 0, w[4] = {0};
    for (int u = 0; u < 4; u++)   /* 7 units a character, 4 between */
      if (s->planet_units[p][u]) width += w[u] = 7 * ((s->planet_units[p][u] > 9) + 1 + (int)strlen(gab[u])) + 4;
    int dx = x - width / 2;
    for (int u = 0; u < 4; u++) {
      int c = s->planet_units[p][u];
      if (!c) continue;
      fprintf(f, "<text class=\"ground\" data-seat=\"p%d\" data-unit=\"%s\" data-count=\"%d\" x=\"%d\" y=\"%d\" fill=\"%s\">%d%s</text>",
              owner + 1, gid[u], c, dx + w[u] / 2, y + 48, seat_colour[owner], c, gab[u]);
      dx += w[u];
    }
  }
  if (fl & (TI4_PF_DMZ | TI4_PF_ATTACH | TI4_PF_SENATE | TI4_PF_TERRAFORM | TI4_PF_CORE | TI4_PF_TERRAFORM_PN | TI4_PF_GEOFORM)) {
    fputs("<text class=\"attach\"", f);
    fprintf(f, " x=\"%d\" y=\"%d\">", x - 22, y + 22);
    fputs((fl & TI4_PF_DMZ) ? "DMZ" : "+", f);
    fputs("</text>", f);
  }
  fputs("</g>", f);
}

static const int planet_dx[4][4] = {{0}, {-40, 40}, {-42, 42, 0}, {-42, 42, -42, 42}};
static const int planet_dy[4][4] = {{-8}, {-10, -10}, {-28, -28, 22}, {-34, -34, 16, 16}};

static void draw_system(FILE *f, const ti4_state *s, int pos) {
  int sys = s->map[pos];
  const ti4_system_info *si = &ti4_systems[sys];
  int x, y;
  pos_xy(s, pos, &x, &y);
  int home = si->home ? home_seat(s, sys) : -1;
  fprintf(f, "<g class=\"hex %s\" data-pos=\"%d\" data-system=\"%s\"", hex_class(si), pos, si->id);
  if (home >= 0) fprintf(f, " data-home=\"p%d\"", home + 1);
  if (si->anomalies) {
    static const char *const an[4] = {"asteroid", "nebula", "supernova", "rift"};
    fputs(" data-anomaly=\"", f);
    for (int a = 0, first = 1; a < 4; a++)
      if (si->anomalies & (1 << a)) { fprintf(f, "%s%s", first ? "" : " ", an[a]); first = 0; }
    fputc('"', f);
  }
  fputs(">", f);
  fprintf(f, "<polygon points=\"%d,%d %d,%d %d,%d %d,%d %d,%d %d,%d\"%s%s%s/>",
          x - 100, y, x - 50, y - 87, x + 50, y - 87, x + 100, y, x + 50, y + 87, x - 50, y + 87,
          home >= 0 ? " style=\"stroke:" : "", home >= 0 ? seat_colour[home] : "", home >= 0 ? "\"" : "");
  fprintf(f, "<text class=\"tile\" x=\"%d\" y=\"%d\">%s</text>", x, y - 68, si->id);
  if (si->hyperlane) draw_lanes(f, s, pos, sys, x, y);
  else if (!ti4_sys_nplanets(s, si)) {
    const char *nm = i18n_name(TI4_K_SYSTEM, sys);
    fprintf(f, "<text class=\"sname%s\" x=\"%d\" y=\"%d\">", strlen(nm) > 16 ? " long" : "", x, y + 5);
    put_text(f, nm);
    fputs("</text>", f);
  }
  if (si->anomalies && si->nplanets) {   /* the tile's name does not say it */
    static const char *const aname[4] = {N_("asteroid field"), N_("nebula"), N_("supernova"), N_("gravity rift")};
    for (int a = 0; a < 4; a++)
      if (si->anomalies & (1 << a)) {
        fprintf(f, "<text class=\"anomaly\" x=\"%d\" y=\"%d\">", x, y - 52);
        put_text(f, _(aname[a]));
        fputs("</text>", f);
        break;
      }
  }
  /* wormholes */
  static const char *const wid[4] = {"alpha", "beta", "gamma", "delta"};
  static const char *const wsym[4] = {"&#945;", "&#946;", "&#947;", "&#948;"};
  unsigned whs = si->wormholes;
  for (int i = 0; i < 3; i++) {                          /* tokens: gamma (exploration), Creuss's */
    if (s->x.gamma[i] == pos + 1) whs |= TI4_WH_GAMMA;
    if (s->x.creuss[i] == pos + 1) whs |= 1u << i;
  }
  if (s->x.ion_storm == pos + 1) whs |= s->x.ion_beta ? TI4_WH_BETA : TI4_WH_ALPHA;   /* the Ion Storm token */
  for (int w = 0, k = 0; w < 4; w++)
    if (whs & (1 << w)) {
      fprintf(f, "<g class=\"wormhole %s\" data-wormhole=\"%s\"><circle cx=\"%d\" cy=\"%d\" r=\"13\"/>"
                 "<text x=\"%d\" y=\"%d\">%s</text></g>",
              wid[w], wid[w], x - 62 + 26 * k, y - 38, x - 62 + 26 * k, y - 33, wsym[w]);
      k++;
    }
  for (int i = 0; i < ti4_sys_nplanets(s, si) && i < 4; i++) {
    int p = ti4_sys_planets(s, si)[i];
    if (p < 0 || p >= TI4_NPLANETS) continue;
    int n = ti4_sys_nplanets(s, si) > 4 ? 4 : ti4_sys_nplanets(s, si);
    draw_planet(f, s, p, x + planet_dx[n - 1][i], y + planet_dy[n - 1][i]);
  }
  if ((s->x.frontier >> pos) & 1)   /* a frontier token (38) */
    fprintf(f, "<g class=\"frontier\" data-token=\"frontier\"><circle cx=\"%d\" cy=\"%d\" r=\"13\"/>"
               "<text x=\"%d\" y=\"%d\">?</text></g>", x + 58, y + 30, x + 58, y + 35);
  if (s->custodians && sys == ti4_content_find(TI4_K_SYSTEM, "18"))
    fprintf(f, "<g class=\"custodians\" data-token=\"custodians\"><circle cx=\"%d\" cy=\"%d\" r=\"15\"/>"
               "<text x=\"%d\" y=\"%d\">1VP</text></g>", x + 58, y - 40, x + 58, y - 36);
  /* ships: one line per seat, from the bottom up */
  int line = 0;
  for (int seat = TI4_MAX_SEATS - 1; seat >= 0; seat--) {
    if (seat >= s->nseats) continue;
    int any = 0;
    for (int u = 0; u < 7; u++) any |= s->ships[pos][seat][u];
    if (!any) continue;
    int ly = y + 66 - 15 * line++;
    fprintf(f, "<g class=\"fleet\" data-seat=\"p%d\">", seat + 1);
    int total = 0;
    for (int u = 0; u < 7; u++) if (s->ships[pos][seat][u]) total++;
    int dx = x - 14 * total;
    for (int u = 0; u < 7; u++) {
      int c = s->ships[pos][seat][u];
      if (!c) continue;
      fprintf(f, "<text class=\"ship\" data-seat=\"p%d\" data-unit=\"%s\" data-count=\"%d\" x=\"%d\" y=\"%d\" fill=\"%s\">%d%s</text>",
              seat + 1, ship_id[u], c, dx + 14, ly, seat_colour[seat], c, ship_abbr[u]);
      dx += 28;
    }
    fputs("</g>", f);
  }
  /* command tokens: squares along the right side */
  for (int seat = 0, k = 0; seat < s->nseats && seat < TI4_MAX_SEATS; seat++)
    if (s->tokens[pos] & (1u << seat)) {
      fprintf(f, "<rect class=\"token\" data-token=\"command\" data-seat=\"p%d\" x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/>",
              seat + 1, x + 58 - 16 * (k / 3), y - 18 + 16 * (k % 3), seat_colour[seat]);
      k++;
    }
  fputs("</g>\n", f);
}

static const char svg_style[] =
  "<style>"
  ".hex polygon{fill:#1b2a49;stroke:#8fa3c7;stroke-width:2}"
  ".hex.home polygon{fill:#24375e;stroke-width:5}"
  ".hex.hyperlane polygon{fill:#2c3e50}"
  ".hex.nebula polygon{fill:#4b2c6f}.hex.asteroid polygon{fill:#5a4a3a}"
  ".hex.supernova polygon{fill:#8a3b12}.hex.rift polygon{fill:#111}"
  ".lane{fill:none;stroke:#ecf0f1;stroke-width:6;opacity:.7}"
  "text{font-family:sans-serif;text-anchor:middle;fill:#ecf0f1}"
  ".tile{font-size:14px;fill:#bdc3c7}.sname{font-size:15px}.sname.long{font-size:10px}.anomaly{font-size:11px;font-style:italic}"
  ".planet circle{stroke:#ecf0f1;stroke-width:2}.planet.exhausted>circle{opacity:.45}"
  ".ri{font-size:14px;font-weight:bold}.pname{font-size:11px}"
  ".ground,.ship{font-size:12px;font-family:monospace;font-weight:bold;paint-order:stroke;stroke:#000;stroke-width:2px}"
  ".trait,.specialty{stroke-width:1}.trait.cultural{fill:#3498db}.trait.hazardous{fill:#e74c3c}"
  ".trait.industrial{fill:#2ecc71}.specialty.blue{fill:#3498db}.specialty.green{fill:#2ecc71}"
  ".specialty.yellow{fill:#f1c40f}.specialty.red{fill:#e74c3c}.legendary{fill:#f1c40f;font-size:14px}"
  ".attach{font-size:10px;fill:#f39c12}"
  ".wormhole circle{fill:#16a085;stroke:#ecf0f1}.wormhole.beta circle{fill:#d35400}"
  ".frontier circle{fill:#34495e;stroke:#ecf0f1;stroke-width:2}.frontier text{fill:#ecf0f1;font-size:16px;text-anchor:middle}"
  ".wormhole.gamma circle{fill:#8e44ad}.wormhole.delta circle{fill:#2980b9}.wormhole text{font-size:16px}"
  ".custodians circle{fill:#bdc3c7;stroke:#2c3e50;stroke-width:2}.custodians text{font-size:10px;fill:#2c3e50}"
  ".token{stroke:#ecf0f1;stroke-width:1.5}"
  "</style>\n";

char *map_svg(const ti4_state *st, int view_seat) {
  const ti4_state *s = st;
  ti4_state *v = NULL;
  if (view_seat >= 0) {   /* the map is public today; the view keeps it so if it ever is not */
    v = malloc(ti4_state_size() > sizeof *v ? ti4_state_size() : sizeof *v);
    if (!v) return NULL;
    ti4_state_view(v, st, view_seat);
    s = v;
  }
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) { free(v); return NULL; }
  int minx = 0, maxx = 0, miny = 0, maxy = 0, nsys = 0;
  int nmap = s->nmap < TI4_MAX_MAP ? s->nmap : TI4_MAX_MAP;
  for (int pos = 0; pos < nmap; pos++) {
    if (s->map[pos] < 0 || s->map[pos] >= TI4_NSYSTEMS) continue;
    int x, y;
    pos_xy(s, pos, &x, &y);
    if (!nsys || x < minx) minx = x;
    if (!nsys || x > maxx) maxx = x;
    if (!nsys || y < miny) miny = y;
    if (!nsys || y > maxy) maxy = y;
    nsys++;
  }
  minx -= HEX_R + 10; maxx += HEX_R + 10; miny -= HEX_H + 10; maxy += HEX_H + 10;
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ti4-map\" viewBox=\"%d %d %d %d\" "
             "width=\"%d\" height=\"%d\" data-systems=\"%d\" data-seats=\"%d\" data-round=\"%d\">\n",
          minx, miny, maxx - minx, maxy - miny, (maxx - minx) / 2, (maxy - miny) / 2, nsys, s->nseats, s->round);
  fputs(svg_style, f);
  fprintf(f, "<rect class=\"space\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#0b1020\"/>\n",
          minx, miny, maxx - minx, maxy - miny);
  for (int pos = 0; pos < nmap; pos++)
    if (s->map[pos] >= 0 && s->map[pos] < TI4_NSYSTEMS) draw_system(f, s, pos);
  fputs("</svg>\n", f);
  int bad = ferror(f);
  if (fclose(f)) bad = 1;
  free(v);
  if (bad) { free(text); return NULL; }
  return text;
}

static int parse_as(const char *w, int nseats) {
  if (w[0] == 'p' && w[1] >= '1' && w[1] <= '8' && !w[2] && w[1] - '1' < nseats) return w[1] - '1';
  return -1;
}

json_t *map_command(session *ss, char **w, int n) {
  if (!ss->g) return answer_error(TI4_EILLEGAL, "", N_("no game yet: start one with new"), NULL);
  const ti4_state *s = ti4_game_state(ss->g);
  int view = -1;
  for (int i = 0; i < n; i++) {
    if (!strncmp(w[i], "as=", 3)) {
      view = parse_as(w[i] + 3, s->nseats);
      if (view < 0) return answer_error(TI4_EUNKNOWN_ID, "", N_("no such seat: %s"), w[i] + 3);
    } else {
      return answer_error(TI4_ESYNTAX, "", N_("unknown option: %s"), w[i]);
    }
  }
  char *svg = map_svg(s, view);
  if (!svg) return answer_error(TI4_ENOMEM, "", N_("out of memory"), NULL);
  json_t *a = answer_ok();
  json_object_set_new(a, "svg", jstr(svg));
  free(svg);
  return a;
}

int map_svg_write(const char *path, const char *svg) {
  return write_file_atomic(path, svg, strlen(svg), 0644);   /* an image to share, not a secret */
}
