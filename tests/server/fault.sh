# ti4 serve -- the fault test: kill -9 the server in the middle of a load,
# start it again on the same database, and find every acknowledged move
# stored (and replaying to the stored digests and the server's state), and
# no stored move that was not acknowledged but one whose request got no answer
# (sent as the server died; never one answered with a refusal).
. "$(dirname "$0")/lib.bash"
start_server f --db "$TMP/fault.db" --rate 100000
"$TI4" serve-load --url "127.0.0.1:$PORT" --games 4 --seconds 20 --seed 11 \
  --log "$TMP/ack.log" --games-file "$TMP/games" > "$TMP/load.out" 2> "$TMP/load.err" &
LPID=$!
PIDS+=($LPID)
for i in $(seq 100); do [ "$(grep -c "^A " "$TMP/ack.log" 2>/dev/null || true)" -ge 300 ] 2>/dev/null && break; sleep 0.05; done
kill -9 "$SPID"
wait "$SPID" 2>/dev/null
wait "$LPID"
# counted once the load is over: an answer read just before the kill counts
acked=$(grep -c "^A " "$TMP/ack.log")
check "moves were acknowledged before the kill ($acked)" test "$acked" -ge 300
check "the load saw the server die" grep -q "errors=[1-9]" "$TMP/load.out"
start_server f2 --db "$TMP/fault.db" --rate 100000
"$TI4" serve-load --check --url "127.0.0.1:$PORT" --games-file "$TMP/games" --log "$TMP/ack.log" > "$TMP/check.out" 2>&1
rc=$?
cat "$TMP/check.out"
check "every acknowledged move is stored, nothing unacknowledged (exit $rc)" test "$rc" = 0
check "the check looked at every game" grep -q "games=4 acknowledged=$acked " "$TMP/check.out"
# and the games go on from where they were
"$TI4" serve-load --url "127.0.0.1:$PORT" --games 1 --seconds 2 --seed 12 > "$TMP/load2.out"
check "the restarted server takes moves ($(cat "$TMP/load2.out" | tr '\n' ' '))" grep -q "verify: 1/1" "$TMP/load2.out"
finish
