# ti4 serve -- the page's language and the push of moves without events.
# ?lang=ru|en answers refusals and event sentences ("text") in that language
# whatever the server speaks; a sentence is made from the seat's filtered
# copy, so it never names another seat's hidden card; without ?lang= events
# carry no sentence. Over the WebSocket (?lang= or {"since":N,"lang":…})
# each event comes with its sentence, and a move that makes no event is
# pushed as {"moves":N}. A full game created with "edits" takes the host's
# edits (and only the host's). A game created with "lang" answers in that
# language when a request does not ask (refusals, event sentences, the
# WebSocket), says so in GET /api/games/ID, and keeps it in the database —
# a database made before the column existed gains it when opened.
. "$(dirname "$0")/lib.bash"
[ -x "$WSC" ] || { echo "FAIL: no ws_client ($WSC)"; exit 1; }
start_server l --db "$TMP/lang.db" --rate 1000
new_game '{"players":3,"seed":"3","factions":["sol","hacan","xxcha"],"map":"41,42,44,43,39,24,0,26,25,27,28,0,40,29,30,31,0,19","edits":true}'
check "a full game with edits is created ($STATUS)" test "$STATUS" = 200
req GET "/api/games/$GAME/state" "$HOST"
check "it has its galaxy (a full setup)" test "$(jget '.state.galaxy | length')" = 20
check "and is marked edited" test "$(jget .state.edited)" = true
req POST "/api/games/$GAME/moves" "$HOST" '{"move":"give p2 action sabotage"}'
check "the host edits it ($STATUS)" test "$STATUS" = 200
req POST "/api/games/$GAME/moves" "${TOK[1]}" '{"move":"give p1 tg 9"}'
check "a seat may not edit (403: $STATUS)" test "$STATUS" = 403
req POST /api/games "" '{"players":3,"edits":"yes"}'
check "edits takes true or false ($STATUS)" test "$STATUS" = 400

# sentences in the asked language, from the seat's own copy
req GET "/api/games/$GAME/log?since=0&lang=ru" "${TOK[2]}"
check "p2's log in Russian names its card" bash -c "jq -e '[.events[].event.text] | any(test(\"Саботаж\"))' <<<'$BODY' >/dev/null"
req GET "/api/games/$GAME/log?since=0&lang=ru" "${TOK[1]}"
check "p1's sentence does not name p2's card" bash -c "jq -e '[.events[].event.text] | all(test(\"Саботаж\") | not)' <<<'$BODY' >/dev/null"
check "every event has a sentence" test "$(jget '[.events[].event | select(has("text") | not)] | length')" = 0
req GET "/api/games/$GAME/log?since=0&lang=en" "${TOK[2]}"
check "in English when asked" bash -c "jq -e '[.events[].event.text] | any(test(\"Sabotage\"))' <<<'$BODY' >/dev/null"
req GET "/api/games/$GAME/log?since=0" "${TOK[2]}"
check "no sentence without ?lang=" test "$(jget '[.events[].event | select(has("text"))] | length')" = 0
req POST "/api/games/$GAME/moves?lang=ru" "${TOK[1]}" '{"move":"p1 tactical 99"}'
check "a refusal in Russian when asked ($BODY)" bash -c "jq -e '.error.message | test(\"неизвестная система\")' <<<'$BODY' >/dev/null"
req POST "/api/games/$GAME/moves" "${TOK[1]}" '{"move":"p1 tactical 99"}'
check "in the server's language otherwise" bash -c "jq -e '.error.message | test(\"unknown system\")' <<<'$BODY' >/dev/null"

# the action phase: p1 (Sol) and p2 (Hacan, a destroyer next to Sol's home) are neighbours
skip=standing\ skip=when_strategic_action,after_action,after_action_card_discarded,turn_start,turn_end,after_activation
for m in "p1 $skip" "p2 $skip" "p3 $skip" "set phase action" "give p2 units 26 destroyer=1" "give p1 tg 3"; do
  req POST "/api/games/$GAME/moves" "$HOST" "{\"move\":\"$m\"}"
  check "host: $m ($STATUS)" test "$STATUS" = 200
done
req GET "/api/games/$GAME" "$HOST"
n0=$(jget .game.n)

wait_line() { local i; for i in $(seq 50); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done; return 1; }
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[1]}&lang=ru" 4 10 > "$TMP/p1.out" & W1=$!; PIDS+=($W1)
"$WSC" "$PORT" "/api/games/$GAME/ws?token=${TOK[3]}" 3 10 '{"since":0,"lang":"en"}' > "$TMP/p3.out" & W3=$!; PIDS+=($W3)
check "p1 connected" wait_line "$TMP/p1.out" '#connected'
check "p3 connected" wait_line "$TMP/p3.out" '#connected'
sleep 0.3
req POST "/api/games/$GAME/moves" "${TOK[1]}" '{"move":"p1 offer p2 give_tg=1 get=ceasefire:p2"}'
check "p1 offers ($STATUS $BODY)" test "$STATUS" = 200
check "the offer is an event that says so" test "$(jget '.events[0].offer')" = true
req POST "/api/games/$GAME/moves" "${TOK[2]}" '{"move":"p2 decline"}'
check "p2 declines ($STATUS)" test "$STATUS" = 200
check "a decline is a done event" test "$(jget '.events[0].type')" = done
wait "$W1"; r1=$?
check "p1 got four messages (exit $r1)" test "$r1" = 0
msgs=$(grep -v '^#' "$TMP/p1.out")
check "the offer's sentence in Russian" test "$(jq -s -r '.[0].event.text' <<<"$msgs")" = "p1 предлагает сделку игроку p2."
check "then the move number after the offer" test "$(jq -s -r '.[1].moves' <<<"$msgs")" = "$((n0 + 1))"
check "the decline's sentence in Russian" test "$(jq -s -r '.[2].event.text' <<<"$msgs")" = "p2 отклоняет предложение."
check "and the move number after the decline" test "$(jq -s -r '.[3].moves' <<<"$msgs")" = "$((n0 + 2))"
kill "$W3" 2>/dev/null; wait "$W3" 2>/dev/null
check "{\"since\":0,\"lang\":\"en\"} catches up with English sentences" bash -c "grep -v '^#' '$TMP/p3.out' | head -1 | jq -e '.event.text | length > 0' >/dev/null"

# a game's own language: the default of its answers, kept across restarts
req POST /api/games "" '{"players":3,"seed":"5","lang":"ru"}'
check "a game in Russian is created ($STATUS)" test "$STATUS" = 200
RG=$(jget .game); RH=$(jget .host); RP1=$(jget .seats.p1)
req GET "/api/games/$RG" "$RP1"
check "its info says so" test "$(jget .game.lang)" = ru
req POST "/api/games/$RG/moves" "$RP1" '{"move":"p1 tactical 99"}'
check "a refusal without ?lang= is in the game's language ($BODY)" bash -c "jq -e '.error.message | test(\"неизвестная система\")' <<<'$BODY' >/dev/null"
req POST "/api/games/$RG/moves?lang=en" "$RP1" '{"move":"p1 tactical 99"}'
check "?lang=en still asks for English" bash -c "jq -e '.error.message | test(\"unknown system\")' <<<'$BODY' >/dev/null"
req GET "/api/games/$RG/log?since=0" "$RP1"
check "events carry sentences in Russian without ?lang=" test "$(jget '[.events[].event | select(has("text") | not)] | length')" = 0
"$WSC" "$PORT" "/api/games/$RG/ws?token=$RP1" 1 10 '{"since":0}' > "$TMP/rg.out"
check "the WebSocket without ?lang= sends sentences in the game's language" bash -c "grep -v '^#' '$TMP/rg.out' | head -1 | jq -e '.event.text | test(\"[а-я]\")' >/dev/null"
req GET "/api/games/$GAME" "$HOST"
check "a game created without lang has none" test "$(jget '.game | has("lang")')" = false
req POST /api/games "" '{"players":3,"lang":"de"}'
check "lang takes en or ru ($STATUS)" test "$STATUS" = 400
stop_server "$SPID"
start_server l2 --db "$TMP/lang.db" --rate 1000
req POST "/api/games/$RG/moves" "$RP1" '{"move":"p1 tactical 99"}'
check "after a restart the game still answers in Russian" bash -c "jq -e '.error.message | test(\"неизвестная система\")' <<<'$BODY' >/dev/null"
stop_server "$SPID"

# a database from before the lang column
sqlite3 "$TMP/old.db" "CREATE TABLE games (id TEXT PRIMARY KEY, setup TEXT NOT NULL);
CREATE TABLE tokens (hash TEXT PRIMARY KEY, game TEXT NOT NULL, seat TEXT NOT NULL);
CREATE TABLE moves (game TEXT NOT NULL, n BIGINT NOT NULL, line TEXT NOT NULL, digest TEXT NOT NULL, PRIMARY KEY (game, n));
INSERT INTO games VALUES ('0123abcd', 'new players=3 seed=7');
INSERT INTO tokens VALUES ('$(printf %s oldtoken | sha256sum | cut -d' ' -f1)', '0123abcd', 'p1');"
start_server old --db "$TMP/old.db" --rate 1000
req GET /api/games/0123abcd oldtoken
check "an older database opens and its game loads ($STATUS $BODY)" test "$STATUS" = 200
check "with no language of its own" test "$(jget '.game | has("lang")')" = false
check "the column was added" test "$(sqlite3 "$TMP/old.db" "SELECT count(*) FROM pragma_table_info('games') WHERE name = 'lang'")" = 1
finish
