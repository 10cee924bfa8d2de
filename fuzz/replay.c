/* replay.c -- main() for a fuzz target built without libFuzzer: every file
 * named (or found in a directory named) on the command line goes once
 * through LLVMFuzzerTestOneInput. This is how the seed corpora run under
 * ctest on any compiler. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) { fprintf(stderr, "cannot read %s\n", path); return -1; }
  size_t cap = 4096, len = 0;
  uint8_t *buf = malloc(cap);
  for (;;) {
    if (!buf) { fclose(f); return -1; }
    size_t r = fread(buf + len, 1, cap - len, f);
    len += r;
    if (len < cap) break;
    uint8_t *nb = realloc(buf, cap * 2);
    if (!nb) { free(buf); fclose(f); return -1; }
    buf = nb;
    cap *= 2;
  }
  fclose(f);
  LLVMFuzzerTestOneInput(buf, len);
  free(buf);
  return 0;
}

static int names_cmp(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int replay(const char *path, int *count) {
  struct stat st;
  if (stat(path, &st)) { fprintf(stderr, "cannot read %s\n", path); return -1; }
  if (!S_ISDIR(st.st_mode)) { ++*count; return replay_file(path); }
  DIR *d = opendir(path);
  if (!d) { fprintf(stderr, "cannot read %s\n", path); return -1; }
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 32;
      char **nn = realloc(names, cap * sizeof *names);
      if (!nn) break;
      names = nn;
    }
    size_t len = strlen(path) + strlen(e->d_name) + 2;
    names[n] = malloc(len);
    if (!names[n]) break;
    snprintf(names[n], len, "%s/%s", path, e->d_name);
    n++;
  }
  closedir(d);
  qsort(names, n, sizeof *names, names_cmp);     /* a stable order to report */
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    if (replay(names[i], count)) rc = -1;
    free(names[i]);
  }
  free(names);
  return rc;
}

int main(int argc, char **argv) {
  int count = 0, rc = 0;
  if (argc < 2) { fprintf(stderr, "usage: %s FILE|DIR ...\n", argv[0]); return 2; }
  for (int i = 1; i < argc; i++) if (replay(argv[i], &count)) rc = 1;
  printf("%s: %d inputs replayed\n", argv[0], count);
  return rc;
}
