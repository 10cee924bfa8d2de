/* ptydrive.c -- runs a program on a pseudo-terminal and plays a little
 * script at it, as a person at a keyboard would (tests/cli/interactive.sh).
 *
 *   ptydrive SCRIPT PROGRAM [ARG...]
 *
 * Script lines (blank lines and lines starting with '#' are skipped):
 *   send TEXT      type TEXT; \n \r \t \\ and \xHH are understood
 *   wait TEXT      read the terminal until TEXT has appeared since the last
 *                  wait (30 s at most, else fail: a loaded CI machine)
 *   absent TEXT    TEXT must not have appeared since the last wait
 *   signal NAME    send INT, TERM or KILL to the program
 *   sleep MS       let MS milliseconds pass (reading the terminal)
 *   exit N         the program must end with status N (killed: 128 + signal)
 * On a failure it prints what the terminal showed and exits 1. */
#define _DEFAULT_SOURCE
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char seen[1 << 20];
static size_t nseen, from;     /* bytes read; where the last wait matched */
static int master = -1;
static pid_t child;

static void dump_and_fail(const char *why, const char *arg, long lineno) {
  fprintf(stderr, "ptydrive: line %ld: %s %s\n--- terminal since the last match ---\n", lineno, why, arg);
  fwrite(seen + from, 1, nseen - from, stderr);
  fprintf(stderr, "\n--- end ---\n");
  if (child > 0) kill(child, SIGKILL);
  exit(1);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Read what is there within ms milliseconds; 0 at end of output. */
static int pump(int ms) {
  struct pollfd p = {master, POLLIN, 0};
  int r = poll(&p, 1, ms);
  if (r <= 0) return 1;
  char buf[4096];
  ssize_t n = read(master, buf, sizeof buf);
  if (n <= 0) return 0;
  if (nseen + (size_t)n >= sizeof seen) { nseen = from = 0; }
  memcpy(seen + nseen, buf, (size_t)n);
  nseen += (size_t)n;
  seen[nseen] = 0;
  return 1;
}

static char *find(const char *text) {
  seen[nseen] = 0;
  /* the terminal may hold NUL bytes: search piecewise */
  for (size_t i = from; i < nseen;) {
    char *hit = strstr(seen + i, text);
    if (hit) return hit;
    i += strlen(seen + i) + 1;
  }
  return NULL;
}

static size_t unescape(char *out, const char *in) {
  size_t o = 0;
  for (const char *p = in; *p; p++) {
    if (*p != '\\' || !p[1]) { out[o++] = *p; continue; }
    p++;
    if (*p == 'n') out[o++] = '\n';
    else if (*p == 'r') out[o++] = '\r';
    else if (*p == 't') out[o++] = '\t';
    else if (*p == 'x' && p[1] && p[2]) {
      char h[3] = {p[1], p[2], 0};
      out[o++] = (char)strtol(h, NULL, 16);
      p += 2;
    } else out[o++] = *p;
  }
  return o;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: ptydrive SCRIPT PROGRAM [ARG...]\n"); return 2; }
  FILE *sf = fopen(argv[1], "r");
  if (!sf) { perror(argv[1]); return 2; }
  struct winsize ws = {24, 80, 0, 0};
  child = forkpty(&master, NULL, NULL, &ws);
  if (child < 0) { perror("forkpty"); return 2; }
  if (child == 0) {
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    _exit(127);
  }
  char line[4096];
  long lineno = 0;
  while (fgets(line, sizeof line, sf)) {
    lineno++;
    size_t l = strlen(line);
    while (l && (line[l - 1] == '\n' || line[l - 1] == '\r')) line[--l] = 0;
    if (!l || line[0] == '#') continue;
    char *arg = strchr(line, ' ');
    if (arg) *arg++ = 0; else arg = line + l;
    if (!strcmp(line, "send")) {
      char out[4096];
      size_t n = unescape(out, arg);
      for (size_t i = 0; i < n; i++) {      /* a key at a time, as typed */
        if (write(master, out + i, 1) != 1) dump_and_fail("cannot type", arg, lineno);
        pump(5);
      }
    } else if (!strcmp(line, "wait")) {
      char want[4096];
      want[unescape(want, arg)] = 0;
      double end = now() + 30;
      char *hit;
      while (!(hit = find(want))) {
        if (now() > end) dump_and_fail("timed out waiting for", arg, lineno);
        if (!pump(100)) { if (!(hit = find(want))) dump_and_fail("the program ended before", arg, lineno); break; }
      }
      from = (size_t)(hit - seen) + strlen(want);
    } else if (!strcmp(line, "absent")) {
      char want[4096];
      want[unescape(want, arg)] = 0;
      for (;;) {                            /* until the terminal is quiet for 300 ms */
        struct pollfd p = {master, POLLIN, 0};
        if (poll(&p, 1, 300) <= 0 || !pump(0)) break;
      }
      if (find(want)) dump_and_fail("found what must be absent:", arg, lineno);
    } else if (!strcmp(line, "signal")) {
      int sig = !strcmp(arg, "INT") ? SIGINT : !strcmp(arg, "TERM") ? SIGTERM : SIGKILL;
      kill(child, sig);
      pump(50);
    } else if (!strcmp(line, "sleep")) {
      double end = now() + atoi(arg) / 1000.0;
      while (now() < end) pump(20);
    } else if (!strcmp(line, "exit")) {
      int want = atoi(arg), st = 0;
      double end = now() + 30;
      pid_t r;
      while ((r = waitpid(child, &st, WNOHANG)) == 0) {
        if (now() > end) dump_and_fail("the program did not end", "", lineno);
        pump(50);
      }
      int got = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
      child = 0;
      if (got != want) { char b[64]; snprintf(b, sizeof b, "%d, not %d", got, want); dump_and_fail("exit status", b, lineno); }
    } else {
      dump_and_fail("unknown script word", line, lineno);
    }
  }
  fclose(sf);
  if (child > 0) { kill(child, SIGKILL); waitpid(child, NULL, 0); }
  return 0;
}
