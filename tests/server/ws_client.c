/* ws_client -- a WebSocket test client for `ti4 serve` (civetweb's client).
 *   ws_client PORT PATH COUNT SECONDS [TEXT]
 * connects to ws://127.0.0.1:PORT/PATH, prints "#connected", sends TEXT if
 * given, then prints each message received, one a line, until COUNT have
 * come (exit 0), SECONDS pass (exit 1) or the server closes (exit 2). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <civetweb.h>

static volatile int got, closed;

static int on_data(struct mg_connection *c, int bits, char *data, size_t len, void *ud) {
  (void)c; (void)ud;
  if ((bits & 0xf) == MG_WEBSOCKET_OPCODE_TEXT) {
    fwrite(data, 1, len, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    got++;
  }
  if ((bits & 0xf) == MG_WEBSOCKET_OPCODE_CONNECTION_CLOSE) closed = 1;
  return 1;
}

static void on_close(const struct mg_connection *c, void *ud) { (void)c; (void)ud; closed = 1; }

int main(int argc, char **argv) {
  if (argc < 5) { fprintf(stderr, "usage: ws_client PORT PATH COUNT SECONDS [TEXT]\n"); return 2; }
  int port = atoi(argv[1]), count = atoi(argv[3]);
  double secs = atof(argv[4]);
  char err[256] = "";
  mg_init_library(0);
  struct mg_connection *c = mg_connect_websocket_client("127.0.0.1", port, 0, err, sizeof err,
                                                        argv[2], NULL, on_data, on_close, NULL);
  if (!c) { printf("#refused %s\n", err); fflush(stdout); return 3; }
  printf("#connected\n");
  fflush(stdout);
  if (argc > 5) mg_websocket_client_write(c, MG_WEBSOCKET_OPCODE_TEXT, argv[5], strlen(argv[5]));
  struct timespec t0, t;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  int rc = 1;
  for (;;) {
    if (got >= count) { rc = 0; break; }
    if (closed) { rc = 2; break; }
    clock_gettime(CLOCK_MONOTONIC, &t);
    if ((double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) * 1e-9 > secs) break;
    struct timespec d = {0, 10 * 1000000L};
    nanosleep(&d, NULL);
  }
  mg_close_connection(c);
  mg_exit_library();
  return rc;
}
