# ti4 serve -- the API of server.md over SQLite: games, tokens, each seat's
# view, legal per seat, moves with expect, the log, and a restart that
# rebuilds every game from the database.
. "$(dirname "$0")/lib.bash"
start_server a --db "$TMP/api.db" --rate 1000

new_game '{"players":6,"seed":"6","lang":"en"}'
check "create answers 200 ($STATUS)" test "$STATUS" = 200
check "a game id" test -n "$GAME"
check "six seat tokens" test "$(jget '.seats | length')" = 6
check "tokens are 256-bit hex" bash -c "[[ '${TOK[1]}' =~ ^[0-9a-f]{64}$ && '$HOST' =~ ^[0-9a-f]{64}$ ]]"
check "tokens differ" test "$(printf "%s\n" "${TOK[@]}" "$HOST" | grep . | sort -u | wc -l)" = 7
check "the database holds no token in clear" bash -c "! grep -q '${TOK[1]}' '$TMP/api.db' '$TMP/api.db-wal' 2>/dev/null"

req GET "/api/games/$GAME" "${TOK[3]}"
check "who am I: p3" test "$(jget .seat)" = p3
req GET "/api/games/$GAME?token=$HOST" ""
check "?token= works too; the host is host" test "$(jget .seat)" = host

# views: p1 does not see p2's secret objectives; the host and p2 do
req GET "/api/games/$GAME/state" "$HOST"
hostsec=$(jget '.state.players.p2.secrets | length')
check "the host sees p2's secrets ($hostsec)" test "$hostsec" -gt 0
req GET "/api/games/$GAME/state" "${TOK[2]}"
check "p2 sees its own secrets" test "$(jget '.state.players.p2.secrets | length')" = "$hostsec"
req GET "/api/games/$GAME/state" "${TOK[1]}"
check "p1's view is p1's" test "$(jget .state.view)" = p1
check "p1 does not see p2's secrets" test "$(jget '.state.players.p2.secrets | length')" = 0
check "p1 does not see p2's action cards" test "$(jget '.state.players.p2.action_cards')" = null
check "p1 does not see p2's promissory notes in hand (LRR 69.6)" test "$(jget '.state.players.p2.promissory | length')" = 0
check "only how many p2 holds" test "$(jget '.state.players.p2.promissory_count')" -gt 0
check "p1 sees its own notes" test "$(jget '.state.players.p1.promissory | length')" -gt 0
req GET "/api/games/$GAME/state" "$HOST"
check "the host sees p2's notes" test "$(jget '.state.players.p2.promissory | length')" -gt 0

# pending and legal, per seat
req GET "/api/games/$GAME/pending" "${TOK[1]}"
who=$(jget .pending.player)
check "someone decides ($who)" test "$who" = p1
check "p1 sees its options" test "$(jget '.pending.options | length')" -gt 0
req GET "/api/games/$GAME/pending" "${TOK[2]}"
check "p2 does not see p1's options" test "$(jget '.pending.options | length')" = 0
req GET "/api/games/$GAME/legal" "${TOK[2]}"
check "p2 has no legal move now" test "$(jget '.moves | length')" = 0
req GET "/api/games/$GAME/legal" "${TOK[1]}"
check "p1 has legal moves" test "$(jget '.moves | length')" -gt 0
check "p1's legal moves are all p1's" test "$(jget '[.moves[] | select(startswith("p1 ") | not)] | length')" = 0
first=$(jget '.moves[0]')
check "legal says the move number (0)" test "$(jget .n)" = 0

# a move with expect, then the same expect again: conflict, nothing changes
req POST "/api/games/$GAME/moves" "${TOK[1]}" "{\"move\":\"$first\",\"expect\":0}"
check "p1's move is accepted ($STATUS $BODY)" test "$STATUS" = 200
check "it is move 1" test "$(jget .n)" = 1
check "its events are numbered from 1" test "$(jget .first_event)" = 1
snapshot "$GAME" "$HOST" > "$TMP/before"
req POST "/api/games/$GAME/moves" "${TOK[1]}" "{\"move\":\"$first\",\"expect\":0}"
check "a stale expect is refused with conflict (409: $STATUS)" test "$STATUS" = 409 -a "$(jget .error.code)" = conflict
snapshot "$GAME" "$HOST" > "$TMP/after"
check "the conflict changed nothing" cmp -s "$TMP/before" "$TMP/after"

# an illegal move: refused with the engine's code, nothing changes
req GET "/api/games/$GAME/pending" "$HOST"
next=$(jget .pending.player)
n=${next#p}
req POST "/api/games/$GAME/moves" "${TOK[$n]}" "{\"move\":\"$next choose no_such_thing\"}"
check "a bad move is refused (4xx: $STATUS)" test "$STATUS" -ge 400 -a "$STATUS" -lt 500
check "with a protocol code ($(jget .error.code))" bash -c "case '$(jget .error.code)' in unknown_id|illegal_move|bad_syntax) true;; *) false;; esac"
snapshot "$GAME" "$HOST" > "$TMP/after"
check "the refused move changed nothing" cmp -s "$TMP/before" "$TMP/after"
# not this seat's decision: p-other making a move for itself out of turn
other=1; [ "$n" = 1 ] && other=2
req POST "/api/games/$GAME/moves" "${TOK[$other]}" "{\"move\":\"p$other pass\"}"
check "a move out of turn is refused ($STATUS)" test "$STATUS" -ge 400 -a "$STATUS" -lt 500
snapshot "$GAME" "$HOST" > "$TMP/after"
check "and changed nothing" cmp -s "$TMP/before" "$TMP/after"

# play a few legal moves without expect, seat by seat
for i in 1 2 3 4 5; do
  req GET "/api/games/$GAME/pending" "$HOST"; who=$(jget .pending.player); s=${who#p}
  req GET "/api/games/$GAME/legal" "${TOK[$s]}"; mv=$(jget '.moves[0]')
  req POST "/api/games/$GAME/moves" "${TOK[$s]}" "{\"move\":\"$mv\"}"
  check "move $((i + 1)) by $who accepted ($STATUS)" test "$STATUS" = 200
done
req GET "/api/games/$GAME" "${TOK[1]}"
check "six moves made" test "$(jget .game.n)" = 6
req GET "/api/games/$GAME/record" "$HOST"
check "six moves stored" test "$(jget '.moves | length')" = 6
req GET "/api/games/$GAME/record" "${TOK[1]}"
check "only the host reads the record (403: $STATUS)" test "$STATUS" = 403
req GET "/api/games/$GAME/log?since=0" "${TOK[1]}"
total=$(jget .last)
check "the log numbers every event" test "$(jget '.events | length')" = "$total" -a "$(jget '.events[-1].n')" = "$total"
req GET "/api/games/$GAME/log?since=$((total - 1))" "${TOK[1]}"
check "log?since=N gives the events after N" test "$(jget '.events | length')" = 1

# the host takes a move back: the position is the one before it; the undo
# is stored as the next record and numbered as a move
req GET "/api/games/$GAME/state" "$HOST"; printf '%s' "$BODY" | jq -S .state > "$TMP/st.before"
req GET "/api/games/$GAME/pending" "$HOST"; who=$(jget .pending.player); s=${who#p}
req GET "/api/games/$GAME/legal" "${TOK[$s]}"; mv=$(jget '.moves[0]')
req POST "/api/games/$GAME/moves" "${TOK[$s]}" "{\"move\":\"$mv\",\"expect\":6}"
check "move 7 ($STATUS)" test "$STATUS" = 200
req POST "/api/games/$GAME/moves" "${TOK[$s]}" '{"move":"undo"}'
check "a seat may not undo ($STATUS)" test "$STATUS" = 403
req POST "/api/games/$GAME/moves" "$HOST" '{"move":"undo","expect":7}'
check "the host undoes ($STATUS $BODY)" test "$STATUS" = 200 -a "$(jget .n)" = 8
req GET "/api/games/$GAME/state" "$HOST"; printf '%s' "$BODY" | jq -S .state > "$TMP/st.after"
check "the position is the one before the move" cmp -s "$TMP/st.before" "$TMP/st.after"
req GET "/api/games/$GAME/log" "$HOST"
check "an undone event tells the clients" test "$(jget '.events[-1].event.type')" = undone

# hidden cards in events: the host gives p2 an action card in a sandbox
new_game '{"players":3,"seed":"7","sandbox":true}'
SB=$GAME; SBH=$HOST; SB1=${TOK[1]}; SB2=${TOK[2]}
req POST "/api/games/$SB/moves" "$SBH" '{"move":"give p2 action sabotage"}'
check "the host edits a sandbox game ($STATUS $BODY)" test "$STATUS" = 200
req GET "/api/games/$SB/log" "$SB2"
check "p2 sees the card it was given" test "$(jget '[.events[].event.item] | index("sabotage")')" != null
req GET "/api/games/$SB/log" "$SB1"
check "p1 does not see p2's card" test "$(jget '[.events[].event.item] | index("sabotage")')" = null
check "p1 sees that something was given" test "$(jget '.events[-1].event.hidden')" = true
req GET "/api/games/$SB/state" "$SB1"
check "nor in p1's state" bash -c "! grep -q sabotage <<<'$BODY'"

# a restart rebuilds every game from the database, identical
snapshot "$GAME" "$HOST" > "$TMP/before"
stop_server "$SPID"
start_server a2 --db "$TMP/api.db" --rate 1000 --idle 1
snapshot "$GAME" "$HOST" > "$TMP/after"
check "after a restart the game is the same" cmp -s "$TMP/before" "$TMP/after"
# unused for a second, the game leaves memory; the next request builds it
# again from the database
sleep 1.8
snapshot "$GAME" "$HOST" > "$TMP/after"
check "after leaving memory the game is the same" cmp -s "$TMP/before" "$TMP/after"
check "the server said it let the game go" grep -q "leaves memory" "$TMP/a2.log"
req GET "/api/games/$SB/log" "$SB2"
check "and the sandbox too" test "$(jget '[.events[].event.item] | index("sabotage")')" != null

# the web page and the map
req GET / ""
check "/ serves a page ($STATUS)" test "$STATUS" = 200
req GET "/api/games/$GAME/map.svg" "${TOK[1]}"
if [ "$STATUS" = 200 ]; then
  check "map.svg is SVG" bash -c "case '$CTYPE' in image/svg+xml*) true;; *) false;; esac"
else
  check "map.svg passes the protocol's answer through ($STATUS)" test "$(jget .ok)" = false
fi
req GET /api/games/0123456789abcdef0123/state "${TOK[1]}"
check "an unknown game is 404 ($STATUS)" test "$STATUS" = 404

# static files from --web DIR, nothing outside it
mkdir -p "$TMP/web/js"
printf '<!doctype html><title>t</title>hello\n' > "$TMP/web/index.html"
printf 'console.log(1)\n' > "$TMP/web/js/app.js"
printf 'secret\n' > "$TMP/outside.txt"
start_server web --db "$TMP/web.db" --web "$TMP/web"
req GET / ""
check "/ is the web folder's index.html" grep -q hello "$TMP/body"
req GET /js/app.js ""
check "a file of the web folder ($STATUS $CTYPE)" test "$STATUS" = 200
req GET /../outside.txt ""
check "not a file beside it ($STATUS)" bash -c "[ '$STATUS' != 200 ] && ! grep -q secret '$TMP/body'"
req GET /js/ ""
check "no folder listing ($STATUS)" test "$STATUS" = 404

# a server started in Russian answers in Russian (its own messages too)
LANGUAGE=ru start_server ru --db "$TMP/ru.db" --rate 1000
new_game '{"players":3,"seed":"2"}'
req POST "/api/games/$GAME/moves" "${TOK[2]}" '{"move":"p1 pass"}'
check "a server message in Russian ($BODY)" test "$(jget .error.message)" = "этот ключ делает ходы только за своё место"
req GET "/api/games/$GAME/pending" "$HOST"; who=$(jget .pending.player)
req POST "/api/games/$GAME/moves" "${TOK[${who#p}]}" '{"move":"save x"}'
check "and a refusal of a program command" grep -q "команды программы" "$TMP/body"
finish
