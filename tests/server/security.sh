# ti4 serve -- the security suite: every attempt below is refused with the
# right status and changes nothing (the full state and the stored record of
# both games are byte for byte what they were).
. "$(dirname "$0")/lib.bash"
start_server s --db "$TMP/sec.db" --rate 10000
cd "$TMP"

new_game '{"players":6,"seed":"6"}'
A=$GAME; AH=$HOST; A1=${TOK[1]}; ATOK=("${TOK[@]}")
new_game '{"players":3,"seed":"5"}'
B=$GAME; BH=$HOST; B1=${TOK[1]}
# one accepted move so that there is a move number to replay
req GET "/api/games/$A/legal" "$A1"; mv=$(jget '.moves[0]')
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"$mv\",\"expect\":0}"
check "setup move accepted" test "$STATUS" = 200
snapshot "$A" "$AH" > "$TMP/A.before"
snapshot "$B" "$BH" > "$TMP/B.before"
req GET "/api/games/$A/pending" "$AH"; next=$(jget .pending.player); n=${next#p}
req GET "/api/games/$A/legal" "$AH"; nextmv=$(jget '.moves[0]')
other=1; [ "$n" = 1 ] && other=2
OTHERTOK=${ATOK[$((other - 1))]}
NEXTTOK=${ATOK[$((n - 1))]}

refused() {   # refused DESCRIPTION STATUS...: the last request got one of them
  local d=$1; shift
  local s
  for s in "$@"; do [ "$STATUS" = "$s" ] && { ok; return; }; done
  fail "$d (got $STATUS: $BODY)"
}

# --- no token, wrong token, another game's token -------------------------------
for path in "" /state /pending /legal /log /record /map.svg; do
  req GET "/api/games/$A$path" ""
  refused "no token on $path" 401
  req GET "/api/games/$A$path" "0000000000000000000000000000000000000000000000000000000000000000"
  refused "a wrong token on $path" 401
  req GET "/api/games/$A$path" "$B1"
  refused "another game's token on $path" 401
  req GET "/api/games/$A$path" "$BH"
  refused "another game's host token on $path" 401
done
req POST "/api/games/$A/moves" "" "{\"move\":\"$nextmv\"}"
refused "a move without a token" 401
req POST "/api/games/$A/moves" "$B1" "{\"move\":\"$nextmv\"}"
refused "a move with another game's token" 401
req POST "/api/games/$A/moves" "${A1}x" "{\"move\":\"$nextmv\"}"
refused "a move with a mangled token" 401
req POST "/api/games/$A/moves?token=$B1" "" "{\"move\":\"$nextmv\"}"
refused "another game's token in the query" 401

# --- another seat's move; edits, undo, host moves outside a sandbox ---------------
req POST "/api/games/$A/moves" "$OTHERTOK" "{\"move\":\"$nextmv\"}"
refused "a seat making another seat's move" 403
req POST "/api/games/$A/moves" "$AH" "{\"move\":\"$nextmv\"}"
refused "the host making a seat's move outside a sandbox" 403
for e in "give p1 tg 5" "set speaker p2" "law minister_of_war" "deck agenda mutiny"; do
  req POST "/api/games/$A/moves" "$A1" "{\"move\":\"$e\"}"
  refused "a seat editing ($e)" 403
  req POST "/api/games/$A/moves" "$AH" "{\"move\":\"$e\"}"
  refused "the host editing a game that is not a sandbox ($e)" 403
done
req POST "/api/games/$A/moves" "$A1" '{"move":"undo"}'
refused "a seat taking a move back" 403

# --- program commands, from every token -------------------------------------------
for tok in "$A1" "$AH"; do
  for c in "save $TMP/leak.json" "load /etc/passwd" "new players=3" "run /etc/passwd" "quit" "exit" \
           "expect round == 1" "state" "help" "list planets"; do
    req POST "/api/games/$A/moves" "$tok" "{\"move\":\"$c\"}"
    refused "a program command ($c)" 403
  done
done
check "no file was written" test ! -e "$TMP/leak.json"
req POST "/api/games/$A/moves" "$A1" '{"move":"frobnicate p1"}'
refused "an unknown command" 400

# --- oversized and malformed bodies ------------------------------------------------
head -c 70000 /dev/zero | tr '\0' 'a' > big
printf '{"move":"%s"}' "$(cat big)" > bigbody
STATUS=$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $A1" --data-binary @bigbody "$BASE/api/games/$A/moves")
refused "a body over 64 KiB" 413
STATUS=$(curl -s -o body -w '%{http_code}' --data-binary @bigbody "$BASE/api/games")
refused "a body over 64 KiB to create a game" 413
STATUS=$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $A1" -H 'Transfer-Encoding: chunked' --data-binary @bigbody "$BASE/api/games/$A/moves")
refused "a chunked body over 64 KiB" 413
long=$(head -c 5000 /dev/zero | tr '\0' 'a')
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"p1 $long\"}"
refused "a move line over 4096 bytes" 413
for b in 'not json' '[1,2]' '{"move":5}' '{"mov":"p1 pass"}' "{\"move\":\"$nextmv\",\"expect\":\"x\"}" \
         "{\"move\":\"$nextmv\",\"expect\":-1}" '{"move":"p1 pass","move":"p2 pass"}' \
         "{\"move\":\"$next pass\\u0000save x\"}" "{\"move\":\"$next pass\\nsave x\"}" \
         "{\"move\":\"$next \\u00ff\\ud800\"}" '' '{"move":"' '"\x80\xff"'; do
  req POST "/api/games/$A/moves" "$AH" "$b"
  refused "a malformed body ($b)" 400 403
done
req POST /api/games "" '{"players":"6 sandbox"}'
refused "an option with a space" 400
req POST /api/games "" '{"players":6,"evil":1}'
refused "an unknown option" 400
req POST /api/games "" '[]'
refused "options that are not an object" 400

# --- SQL and HTML in strings ------------------------------------------------------------
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"p1 choose x'); DROP TABLE moves; --\"}"
refused "SQL in a move" 400 422
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"<script>alert(1)</script>\"}"
refused "HTML as a move" 400
check "answers are JSON, never HTML" bash -c "case '$CTYPE' in application/json*) true;; *) false;; esac"
check "with nosniff" grep -qi '^X-Content-Type-Options: nosniff' "$TMP/headers"
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"p1 choose <img src=x onerror=alert(1)>\"}"
refused "HTML in a move's words" 400 422
req POST /api/games "" "{\"seed\":\"1; DROP TABLE games\"}"
refused "SQL in an option" 400
req GET "/api/games/1'%20OR%20'1'='1/state" "$A1"
refused "SQL in a game id" 404
req GET "/api/games/$A/state" "' OR '1'='1"
refused "SQL in a token" 401
req GET "/api/games/$A/state?token=%27%20OR%201=1--" ""
refused "SQL in a query token" 401
req GET "/api/games/../../../etc/passwd" "$A1"
refused "a path out of the API" 404
req GET "/../../../../etc/passwd" ""
refused "a path out of the web folder" 404
req GET "/%2e%2e/%2e%2e/etc/passwd" ""
refused "an encoded path out of the web folder" 404
req DELETE "/api/games/$A" "$AH"
refused "DELETE" 405
req PUT "/api/games/$A/moves" "$A1" '{"move":"p1 pass"}'
refused "PUT" 405

# --- replayed stale move numbers -------------------------------------------------------
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"$mv\",\"expect\":0}"
refused "the first move replayed with its move number" 409
req POST "/api/games/$A/moves" "$A1" "{\"move\":\"$mv\"}"
refused "the first move replayed without a number" 400 403 409 422
req POST "/api/games/$A/moves" "$OTHERTOK" "{\"move\":\"$nextmv\",\"expect\":1}"
refused "the next move by the wrong seat with the right number" 403
req POST "/api/games/$A/moves" "$NEXTTOK" "{\"move\":\"$nextmv\",\"expect\":7}"
refused "a move number from the future" 409

# --- nothing changed -----------------------------------------------------------------------
snapshot "$A" "$AH" > "$TMP/A.after"
snapshot "$B" "$BH" > "$TMP/B.after"
check "game A is byte for byte what it was" cmp -s "$TMP/A.before" "$TMP/A.after"
check "game B is byte for byte what it was" cmp -s "$TMP/B.before" "$TMP/B.after"
check "the database still has its tables" test "$(jq '.moves | length' < <(curl -s -H "Authorization: Bearer $AH" "$BASE/api/games/$A/record"))" = 1
# and the game still plays
req POST "/api/games/$A/moves" "$NEXTTOK" "{\"move\":\"$nextmv\",\"expect\":1}"
check "the right seat's move still goes through ($STATUS $BODY)" test "$STATUS" = 200

# --- the rate bound per token -----------------------------------------------------------------
start_server r --db "$TMP/rate.db" --rate 5
new_game '{"players":3,"seed":"1"}'
limited=0
for i in $(seq 40); do
  req GET "/api/games/$GAME/state" "${TOK[1]}"
  [ "$STATUS" = 429 ] && limited=1 && break
done
check "a token over its rate gets 429" test "$limited" = 1
check "with rate_limited" test "$(jget .error.code)" = rate_limited
req GET "/api/games/$GAME/state" "${TOK[2]}"
check "another token is not slowed ($STATUS)" test "$STATUS" = 200
limited=0
for i in $(seq 20); do
  req POST /api/games "" '{"players":3}'
  [ "$STATUS" = 429 ] && limited=1 && break
done
check "creating games is bounded per address" test "$limited" = 1
finish
