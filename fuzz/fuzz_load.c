/* fuzz_load.c -- arbitrary bytes as a save file, loaded through the
 * program's own `load` command (src/cli/saveload.c, via session_exec):
 * nothing may crash or leak, whatever the file holds; a save that loads
 * must answer `state` too. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <jansson.h>
#include "protocol.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!path[0]) snprintf(path, sizeof path, "/tmp/ti4-fuzz-load-%ld.json", (long)getpid());
  FILE *f = fopen(path, "wb");
  if (!f) return 0;
  if (size && fwrite(data, 1, size, f) != size) { fclose(f); return 0; }
  fclose(f);
  session ss;
  session_init(&ss);
  char cmd[96];
  snprintf(cmd, sizeof cmd, "load %s", path);
  json_t *a = session_exec(&ss, cmd);
  if (!a) abort();
  int ok = json_is_true(json_object_get(a, "ok"));
  json_decref(a);
  if (ok) {
    a = session_exec(&ss, "state");
    if (!a) abort();
    json_decref(a);
    a = session_exec(&ss, "legal");
    if (a) json_decref(a);
  }
  session_free(&ss);
  unlink(path);
  return 0;
}
