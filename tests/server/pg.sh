# ti4 serve on PostgreSQL -- a throwaway cluster (Debian's postgresql
# package: initdb and pg_ctl, run as a non-root user, data and socket in a
# temporary folder, no TCP), two server processes on one database taking
# moves for the same games: moves serialized by the database (the same move
# sent to both with the same expect is taken once, the other answer is
# conflict), every stored game replays to what both servers show. If
# PostgreSQL cannot start the test fails.
. "$(dirname "$0")/lib.bash"
PGBIN=
for d in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
  [ -x "$d/initdb" ] && { PGBIN=$d; break; }
done
[ -n "$PGBIN" ] || { echo "FAIL: PostgreSQL is not installed (initdb not found; scripts/deps.txt lists postgresql)"; exit 1; }
PGDIR=$TMP/pg
mkdir -p "$PGDIR"
as_pg() { "$@"; }
if [ "$(id -u)" = 0 ]; then       # PostgreSQL refuses to run as root
  chown nobody "$PGDIR"
  as_pg() { runuser -u nobody -- "$@"; }
fi
as_pg "$PGBIN/initdb" -D "$PGDIR/data" -U ti4 -A trust -N >"$TMP/initdb.log" 2>&1 ||
  { echo "FAIL: initdb failed:"; cat "$TMP/initdb.log"; exit 1; }
as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/log" -w -t 30 \
  -o "-c listen_addresses= -k $PGDIR -c fsync=on -c max_connections=50" start >"$TMP/pgctl.log" 2>&1 ||
  { echo "FAIL: PostgreSQL did not start:"; cat "$TMP/pgctl.log" "$PGDIR/log"; exit 1; }
CLEANUP_EXTRA='as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1'
URL="postgresql:///postgres?host=$PGDIR&user=ti4"

start_server a --db "$URL" --rate 100000
PA=$PORT; SA=$SPID
start_server b --db "$URL" --rate 100000
PB=$PORT; SB=$SPID
check "two servers on one PostgreSQL database" test -n "$PA" -a -n "$PB"

# a game made on A is served by B
BASE=http://127.0.0.1:$PA
new_game '{"players":6,"seed":"3"}'
snapshot "$GAME" "$HOST" > "$TMP/a.snap"
BASE=http://127.0.0.1:$PB
snapshot "$GAME" "$HOST" > "$TMP/b.snap"
check "B serves the game A created, identical" cmp -s "$TMP/a.snap" "$TMP/b.snap"

# the same move with the same expect sent to both at once: taken once
once=0 races=0
for round in $(seq 12); do
  BASE=http://127.0.0.1:$PA
  req GET "/api/games/$GAME/pending" "$HOST"; who=$(jget .pending.player); s=${who#p}
  req GET "/api/games/$GAME/legal" "${TOK[$s]}"; mv=$(jget '.moves[0]'); n=$(jget .n)
  body="{\"move\":\"$mv\",\"expect\":$n}"
  racers=()
  for p in $PA $PB; do
    curl -s -o "$TMP/race.$p" -w '%{http_code}\n' -H "Authorization: Bearer ${TOK[$s]}" \
      --data-binary "$body" "http://127.0.0.1:$p/api/games/$GAME/moves" > "$TMP/code.$p" &
    racers+=($!)
  done
  wait "${racers[@]}"
  codes=$(cat "$TMP/code.$PA" "$TMP/code.$PB" | sort | tr '\n' ' ')
  races=$((races + 1))
  [ "$codes" = "200 409 " ] && once=$((once + 1))
  [ "$codes" = "200 409 " ] || echo "round $round: $codes" >&2
done
check "each raced move was taken exactly once, the other answered conflict ($once of $races)" test "$once" = "$races"
req GET "/api/games/$GAME" "$HOST"
check "B counts the moves ($(jget .game.n))" test "$(jget .game.n)" = "$races"
BASE=http://127.0.0.1:$PA
req GET "/api/games/$GAME" "$HOST"
check "A counts the same ($(jget .game.n))" test "$(jget .game.n)" = "$races"

# load through both servers: clients of each game alternate between A and B
"$TI4" serve-load --url "127.0.0.1:$PA" --url "127.0.0.1:$PB" --games 3 --seconds 5 --seed 5 \
  --log "$TMP/ack.log" --games-file "$TMP/games" > "$TMP/load.out" 2>"$TMP/load.err"
rc=$?
cat "$TMP/load.out"
check "the load through two servers passes (exit $rc: $(head -c 300 "$TMP/load.err"))" test "$rc" = 0
check "no legal move was refused" grep -q "refused=0" "$TMP/load.out"
check "moves were made" grep -Eq "moves=[1-9]" "$TMP/load.out"
# every acknowledged move stored, nothing else; replays identical on A and on B
"$TI4" serve-load --check --url "127.0.0.1:$PA" --games-file "$TMP/games" --log "$TMP/ack.log" > "$TMP/checkA.out" 2>&1
check "A: $(cat "$TMP/checkA.out" | tail -1)" grep -q "failures=0" "$TMP/checkA.out"
"$TI4" serve-load --check --url "127.0.0.1:$PB" --games-file "$TMP/games" --log "$TMP/ack.log" > "$TMP/checkB.out" 2>&1
check "B: $(cat "$TMP/checkB.out" | tail -1)" grep -q "failures=0" "$TMP/checkB.out"

# kill -9 one of them mid-load; the other and a restarted one agree
"$TI4" serve-load --url "127.0.0.1:$PA" --url "127.0.0.1:$PB" --games 2 --seconds 20 --seed 6 \
  --log "$TMP/ack2.log" --games-file "$TMP/games2" > "$TMP/load2.out" 2>&1 &
LPID=$!; PIDS+=($LPID)
for i in $(seq 100); do [ "$(grep -c "^A " "$TMP/ack2.log" 2>/dev/null || true)" -ge 100 ] 2>/dev/null && break; sleep 0.05; done
kill -9 "$SA" "$SB"; wait "$SA" "$SB" 2>/dev/null
wait "$LPID"
start_server a2 --db "$URL" --rate 100000
"$TI4" serve-load --check --url "127.0.0.1:$PORT" --games-file "$TMP/games2" --log "$TMP/ack2.log" > "$TMP/check2.out" 2>&1
cat "$TMP/check2.out"
check "after kill -9 of both: $(tail -1 "$TMP/check2.out")" grep -q "failures=0" "$TMP/check2.out"
check "with moves acknowledged before the kill" grep -Eq "acknowledged=[1-9][0-9]" "$TMP/check2.out"
finish
