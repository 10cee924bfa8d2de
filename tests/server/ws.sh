# ti4 serve -- WebSocket push: every connected seat gets each move's events,
# numbered per game, filtered to what it may see, each move followed by
# {"moves":N}; a client that reconnects with {"since":N} catches up; a bad
# token is refused at the handshake.
. "$(dirname "$0")/lib.bash"
[ -x "$WSC" ] || { echo "FAIL: no ws_client ($WSC)"; exit 1; }
start_server w --db "$TMP/ws.db" --rate 1000
new_game '{"players":3,"seed":"9","sandbox":true}'

# wait_line FILE TEXT: until FILE has a line with TEXT (5 s)
wait_line() { local i; for i in $(seq 50); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done; return 1; }

"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[1]}" 4 20 > "$TMP/p1.out" & W1=$!; PIDS+=($W1)
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[2]}" 4 20 > "$TMP/p2.out" & W2=$!; PIDS+=($W2)
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[3]}x" 1 3 > "$TMP/bad.out" & W3=$!; PIDS+=($W3)
check "p1 connected" wait_line "$TMP/p1.out" '#connected'
check "p2 connected" wait_line "$TMP/p2.out" '#connected'
req POST "/api/games/$GAME/moves" "$HOST" '{"move":"give p2 action sabotage"}'
check "an edit by the host ($STATUS)" test "$STATUS" = 200
req POST "/api/games/$GAME/moves" "$HOST" '{"move":"give p1 tg 3"}'
check "another ($STATUS)" test "$STATUS" = 200
wait "$W1"; r1=$?
wait "$W2"; r2=$?
wait "$W3"; r3=$?
check "p1 got two events and two move numbers (exit $r1)" test "$r1" = 0
check "p2 got two events and two move numbers (exit $r2)" test "$r2" = 0
check "a wrong token is refused at the handshake ($r3)" test "$r3" != 0
check "and got nothing" bash -c "! grep -q event '$TMP/bad.out'"
ev1=$(grep -v '^#' "$TMP/p1.out" | jq -c 'select(.event)'); ev2=$(grep -v '^#' "$TMP/p2.out" | jq -c 'select(.event)')
check "each move's events, then its number" test "$(grep -v '^#' "$TMP/p1.out" | jq -s -c 'map(.n // -.moves)')" = "[1,-1,2,-2]"
check "numbered 1 and 2 for p1" test "$(jq -s -c 'map(.n)' <<<"$ev1")" = "[1,2]"
check "numbered 1 and 2 for p2" test "$(jq -s -c 'map(.n)' <<<"$ev2")" = "[1,2]"
check "p2 sees its card" test "$(jq -s -r '.[0].event.item' <<<"$ev2")" = sabotage
check "p1 does not see p2's card" test "$(jq -s -r '.[0].event.item' <<<"$ev1")" = null
check "p1 sees its trade goods" test "$(jq -s -r '.[1].event.count' <<<"$ev1")" = 3

# reconnect and catch up from event 0 and from event 1
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[2]}" 2 10 '{"since":0}' > "$TMP/re.out"
check "a reconnecting client catches up from 0 ($?)" test "$(grep -v '^#' "$TMP/re.out" | jq -s -c 'map(.n)')" = "[1,2]"
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[2]}" 1 10 '{"since":1}' > "$TMP/re1.out"
check "and from 1" test "$(grep -v '^#' "$TMP/re1.out" | jq -s -c 'map(.n)')" = "[2]"
check "the catch-up is filtered too" test "$(grep -v '^#' "$TMP/re.out" | jq -s -r '.[0].event.item')" = sabotage
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[3]}" 2 10 '{"since":0}' > "$TMP/p3.out"
check "p3's catch-up hides p2's card" test "$(grep -v '^#' "$TMP/p3.out" | jq -s -r '.[0].event.item')" = null
"$WSC" "$PORT" "/api/games/$GAME/ws" 1 3 > "$TMP/none.out"
check "no token: refused" test "$?" != 0
finish
