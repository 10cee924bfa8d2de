/* map_svg.h -- the galaxy as an SVG picture (one drawing for the `map`
 * command, `ti4 map FILE.svg` and the web page).
 *
 * Every element carries data attributes (data-pos, data-system,
 * data-planet, data-seat, data-unit, data-token) so that a page can make it
 * interactive; the output depends on the state and the language only. */
#ifndef TI4_MAP_SVG_H
#define TI4_MAP_SVG_H

#include "protocol.h"

/* The picture of s as seen by view_seat (-1: everything), as a NUL-ended
 * string the caller frees; NULL when out of memory. */
char *map_svg(const ti4_state *s, int view_seat);

/* The protocol command `map [as=pX]`: {"ok":true,"svg":"<svg ..."}. */
json_t *map_command(session *ss, char **w, int n);

/* Write svg to path atomically (a temporary file beside it, fsync,
 * rename). 0 on success, -1 (errno set) on failure. */
int map_svg_write(const char *path, const char *svg);

#endif
