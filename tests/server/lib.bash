# lib.bash -- helpers for the tests/server/*.sh tests of `ti4 serve` (sourced).
# Each test is run by ctest as: bash tests/server/NAME.sh <ti4> <source-dir> [<ws_client>]
# Servers listen on 127.0.0.1 port 0 (the kernel picks a free port) and are
# stopped when the test ends, whatever happens.
TI4=${1:?usage: $0 path-to-ti4 source-dir [ws-client]}
SRC=${2:-.}
WSC=${3:-}
case $TI4 in /*) ;; *) TI4=$PWD/$TI4 ;; esac
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ti4-server-test.XXXXXX")
chmod 755 "$TMP"
PIDS=()
cleanup() {
  local p
  for p in "${PIDS[@]}"; do { kill -9 "$p"; wait "$p"; } 2>/dev/null; done
  [ -n "${CLEANUP_EXTRA:-}" ] && eval "$CLEANUP_EXTRA"
  rm -rf "$TMP"
}
trap cleanup EXIT
export LANG=C LANGUAGE= LC_ALL=
FAILS=0
CHECKS=0
fail() { echo "FAIL: $*" >&2; FAILS=$((FAILS + 1)); }
ok() { CHECKS=$((CHECKS + 1)); }
check() { local d=$1; shift; if "$@"; then ok; else fail "$d"; fi; }
finish() {
  if [ "$FAILS" -ne 0 ]; then echo "$FAILS of $((CHECKS + FAILS)) checks failed" >&2; exit 1; fi
  echo "all $CHECKS checks passed"
  exit 0
}
for tool in curl jq; do
  command -v $tool >/dev/null 2>&1 || { echo "FAIL: $tool is missing (scripts/deps.txt)"; exit 1; }
done

# start_server NAME ARGS...: sets PORT_NAME-less globals PORT and SPID
start_server() {
  local name=$1; shift
  rm -f "$TMP/$name.port"
  "$TI4" serve --listen 127.0.0.1:0 --port-file "$TMP/$name.port" "$@" 2>>"$TMP/$name.log" &
  SPID=$!
  PIDS+=("$SPID")
  local i
  for i in $(seq 100); do
    [ -s "$TMP/$name.port" ] && break
    kill -0 "$SPID" 2>/dev/null || break
    sleep 0.1
  done
  PORT=$(cat "$TMP/$name.port" 2>/dev/null)
  if [ -z "$PORT" ]; then echo "FAIL: server $name did not start:" >&2; cat "$TMP/$name.log" >&2; exit 1; fi
  BASE=http://127.0.0.1:$PORT
}
stop_server() { kill "$1" 2>/dev/null; wait "$1" 2>/dev/null; }

# req METHOD PATH TOKEN [BODY]: sets STATUS, BODY (the answer), CTYPE
req() {
  local m=$1 p=$2 t=$3 b=${4-}
  local args=(-s --path-as-is -X "$m" -o "$TMP/body" -D "$TMP/headers" -w '%{http_code}' --max-time 20)
  [ -n "$t" ] && args+=(-H "Authorization: Bearer $t")
  if [ $# -ge 4 ]; then printf '%s' "$b" > "$TMP/req"; args+=(-H 'Content-Type: application/json' --data-binary "@$TMP/req"); fi
  STATUS=$(curl "${args[@]}" "$BASE$p")
  BODY=$(cat "$TMP/body")
  CTYPE=$(grep -i '^content-type:' "$TMP/headers" | tr -d '\r' | cut -d' ' -f2-)
}
jget() { printf '%s' "$BODY" | jq -r "$1"; }
# new_game OPTIONS_JSON: sets GAME, HOST and TOK[1..8]
new_game() {
  req POST /api/games "" "$1"
  GAME=$(jget .game); HOST=$(jget .host)
  TOK=()
  local s
  for s in 1 2 3 4 5 6 7 8; do TOK[$s]=$(jget ".seats.p$s // empty"); done
}
# snapshot GAME HOST: the full state and the stored record, for "nothing changed"
snapshot() {
  req GET "/api/games/$1/state" "$2"; printf '%s' "$BODY" | jq -S . > "$TMP/snap.state"
  req GET "/api/games/$1/record" "$2"; printf '%s' "$BODY" | jq -S . > "$TMP/snap.record"
  cat "$TMP/snap.state" "$TMP/snap.record"
}
