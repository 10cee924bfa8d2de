# A game with edits allowed: its save says so (setup.edits, edited), loading
# it keeps edits allowed and the game marked edited; the log says it first.
. "$(dirname "$0")/lib.bash"
out=$(printf 'new players=3 seed=5 edits\ngive p1 tg 3\nsave %s\n' "$TMP/e.json" | jrun)
check "the edited game saves" contains "$out" '"saved"'
check "the save marks the setup" grep -q '"edits": true' "$TMP/e.json"
check "the save is marked edited" grep -q '"edited": true' "$TMP/e.json"
out=$(printf 'load %s\ngive p1 tg 2\nexpect players.p1.tg == 2\nexpect edited == true\nlog\n' "$TMP/e.json" | jrun)
check "loaded, edits still allowed" [ "$(printf '%s\n' "$out" | grep -c '"ok":true')" -eq 5 ]
check "the log says edited" contains "$(line 5 "$out")" '"edited":true'
t=$(printf 'new players=3 seed=5 edits\nlog\n' | "$TI4")
check "the log in text says edited" contains "$t" "marked edited"
check "new says edits are allowed" contains "$t" "New game with edits allowed"
# an ordinary game's save is not edited
out=$(printf 'new players=3 seed=5\nsave %s\n' "$TMP/o.json" | jrun)
check "an ordinary save is not edited" grep -q '"edited": false' "$TMP/o.json"
check "an ordinary save has no edits key" bash -c "! grep -q '\"edits\"' '$TMP/o.json'"
finish
